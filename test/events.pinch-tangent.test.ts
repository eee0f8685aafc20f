/**
 * A rail touched right after a ball contact, found from the hitter's
 * tangent (pinch-tangent.ts): the tangent from the contact point runs into a
 * near rail and the way out, bent by spin, comes back off it at the same place.
 */
import { describe, expect, it } from 'vitest';
import type { CushionEvent } from '../src/contracts/events.js';
import type { BallId } from '../src/contracts/ids.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import type { BallHistory } from '../src/events/history.js';
import { pinchHits } from '../src/events/pinch.js';
import { tangentHits } from '../src/events/pinch-tangent.js';
import type { Cause } from '../src/events/causes.js';

const table = CAROM_MATCH_TABLE;

/**
 * Development three-cushion #45 stroke 4 at 25 fps, tracked (simulated
 * detections through the tracker): the yellow meets the red (at rest at
 * 558, 624, 22 mm inside the left rail's contact line at the contact) at
 * 45.082 s, touches the left rail at 45.096 s (truth) and leaves towards the
 * top rail; every frame after the contact already shows the rebound.
 */
const YELLOW = '44.960;-72.6,581.3 45.000;113.2,614.9 45.040;302.5,632.0 45.080;476.0,648.5 45.120;582.2,631.8 45.160;688.9,554.6 45.200;785.8,488.6 45.240;887.7,424.3 45.280;996.4,357.8';
const TC = 45.082, TOUCH = 45.096;

function parsed(id: BallId, text: string, shift: [number, number] = [0, 0]): BallHistory {
  const pts = text.split(' ').map((s) => { const [t, xy] = s.split(';'); const [x, y] = xy!.split(',').map(Number); return [Number(t), x!, y!] as const; });
  // Points after the contact moved by `shift`: a way out that came from elsewhere.
  return { id, t: pts.map((p) => p[0]), x: pts.map((p) => p[1] + (p[0] > TC ? shift[0] : 0)), y: pts.map((p) => p[2] + (p[0] > TC ? shift[1] : 0)), runs: [[0, pts.length - 1]] };
}

/** The red, hit by the yellow at TC and leaving along `dir` (its first points off the rest: 95.6, −61.7 in the first 38 ms). */
function redHit(dir: [number, number] = [0.84, -0.542]): Cause {
  const l = Math.hypot(dir[0], dir[1]);
  return { start: { id: 'red', first: 0, t: TC, rest: [558, 624], dir: [dir[0] / l, dir[1] / l], speed: 3105, hidden: false, lastRestT: 45.08, departT: 45.12 }, by: 'yellow', hiddenHitter: false, error: 1 };
}

describe('tangentHits: a yellow cut into the left rail by the red (development #45 stroke 4, 25 fps)', () => {
  it('the mirror test of pinch.ts misses it: the way out is bent by follow', () => {
    expect(pinchHits([redHit()], [parsed('yellow', YELLOW)], table, [])).toEqual([]);
  });
  it('the tangent into the rail 22 mm away and the way out off it meet there: a left cushion right after the contact', () => {
    const out = tangentHits([redHit()], [parsed('yellow', YELLOW)], table, []);
    expect(out.map((e) => [e.ball, e.cushion])).toEqual([['yellow', 'left']]);
    expect(out[0]!.t).toBeGreaterThan(TC);
    expect(Math.abs(out[0]!.t - TOUCH)).toBeLessThan(0.01);
    expect(out[0]!.confidence).toBeLessThan(0.9);
  });
  it('a way out leaving the rail 60 mm along from where the tangent meets it came from elsewhere: no rail', () => {
    expect(tangentHits([redHit()], [parsed('yellow', YELLOW, [60, 0])], table, [])).toEqual([]);
  });
  it('a full hit (the red sent along the yellow’s way in) leaves no tangent to follow: no rail', () => {
    expect(tangentHits([redHit([0.995, 0.09])], [parsed('yellow', YELLOW)], table, [])).toEqual([]);
  });
  it('a tangent away from the rail cannot reach it: no rail', () => {
    // The red sent up the table: the yellow's tangent runs down, away from the left rail.
    expect(tangentHits([redHit([0.6, 0.8])], [parsed('yellow', YELLOW)], table, [])).toEqual([]);
  });
  it('a touch of the yellow on that rail already found is that touch', () => {
    const known: CushionEvent[] = [{ t: 45.1, kind: 'cushion', ball: 'yellow', cushion: 'left' }];
    expect(tangentHits([redHit()], [parsed('yellow', YELLOW)], table, known)).toEqual([]);
  });
});
