/**
 * The struck ball's rail between its one sighting and the ball it met
 * (sighted-rail.ts): the yellow, struck under the cue into the right rail
 * and on into the white, is seen once between the rail and the touch.
 */
import { describe, expect, it } from 'vitest';
import type { CushionEvent, StrokeEvent } from '../src/contracts/events.js';
import type { BallId } from '../src/contracts/ids.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import type { BallHistory } from '../src/events/history.js';
import type { Cause } from '../src/events/causes.js';
import { sightedRailHits } from '../src/events/sighted-rail.js';
import { sides } from '../src/events/cushions.js';
import { isPair, recordedFrames } from './events-helpers.js';

const table = CAROM_MATCH_TABLE;
const R = table.ballRadius;

/**
 * Tracked rows (60 fps, simulated detections through the tracker, the events stage's histories with the tracker's
 * backfilled detections in their frames) of development one-cushion #16 stroke 7, from 0.7 s before the strike:
 * 't;white x,y;yellow x,y;red x,y' (empty: unseen). The truth: the yellow struck at 0.7, its right rail at 0.737, the
 * white at 0.757; the yellow is seen once between (0.7433), first after the touch at 0.7599.
 */
const RECORDED = [
  '0.0099;842.2,-645.4;608.8,-619.9;-118.3,-251.2 0.0266;842.2,-645.7;609.1,-621.1;-118.9,-250.1 0.0433;841.4,-644.6;607.6,-620.4; 0.0599;840.8,-644.8;607.6,-619.7;-118.1,-250.5 ',
  '0.0766;840.6,-645.1;608.2,-621.1;-118.4,-249.5 0.0933;842.0,-644.8;608.8,-621.4;-117.6,-250.6 0.1099;841.1,-645.9;608.5,-620.9;-117.9,-251.0 0.1266;841.7,-645.2;608.3,-621.6;-118.6,-251.0 ',
  '0.1433;841.2,-644.1;608.5,-620.5; 0.1599;842.0,-644.3;608.2,-620.8;-117.6,-249.7 0.1766;842.0,-645.7;608.8,-621.4; 0.1933;840.6,-646.0;607.5,-621.7;-117.6,-251.0 ',
  '0.2099;841.4,-644.3;608.6,-621.0;-118.2,-251.1 0.2266;840.9,-644.1;608.7,-621.4;-118.1,-250.6 0.2433;841.5,-644.7;608.5,-620.5;-118.4,-250.7 0.2599;841.6,-645.2;608.9,-621.5;-117.9,-250.0 ',
  '0.2766;841.2,-644.6;608.3,-621.3;-118.2,-249.9 0.2933;841.1,-644.6;607.8,-620.9;-117.4,-249.9 0.3099;840.7,-645.2;; 0.3266;841.2,-645.4;; ',
  '0.3433;841.3,-644.9;; 0.3599;841.5,-644.8;; 0.3766;842.3,-644.6;; 0.3933;841.4,-644.1;; ',
  '0.4099;842.0,-645.6;; 0.4266;841.6,-644.3;; 0.4433;841.8,-644.8;; 0.4599;840.3,-645.4;; ',
  '0.4766;841.4,-645.3;; 0.4933;841.5,-644.9;; 0.5099;841.4,-645.8;; 0.5266;841.9,-644.7;; ',
  '0.5433;841.4,-645.0;; 0.5599;841.8,-644.8;; 0.5766;841.3,-645.0;; 0.5933;842.1,-644.7;; ',
  '0.6099;841.8,-645.6;; 0.6266;842.2,-645.0;; 0.6433;842.7,-644.9;; 0.6599;841.9,-644.9;; ',
  '0.6766;841.8,-645.1;; 0.6933;841.2,-644.9;; 0.7099;841.3,-644.6;; 0.7266;841.0,-644.5;; ',
  '0.7433;842.5,-646.0;741.2,-672.3; 0.7599;850.9,-641.8;783.2,-652.8; 0.7766;901.8,-637.5;779.7,-637.4; 0.7933;953.0,-630.1;778.5,-627.0; ',
  '0.8099;1000.7,-619.6;779.7,-616.2; 0.8266;1048.2,-611.4;776.2,-605.6; 0.8433;1091.8,-603.9;775.5,-596.9; 0.8599;1141.5,-599.0;774.6,-586.7;-118.1,-250.5 ',
  '0.8766;1186.9,-594.0;773.3,-576.0;-118.1,-249.8 0.8933;1232.8,-586.7;773.1,-566.8;-117.9,-250.6 0.9099;1277.3,-578.0;771.2,-555.4;-118.5,-251.0 0.9266;1320.0,-571.6;767.0,-542.7;-118.0,-251.0 ',
  '0.9433;1364.0,-563.8;764.7,-533.7;-117.5,-250.0 0.9599;1374.8,-557.9;765.3,-522.4;-118.1,-250.8 0.9766;1340.0,-556.1;765.9,-513.0;-117.8,-250.5 0.9933;1306.2,-550.9;766.0,-502.5;-117.6,-250.1 ',
];

const rails = (es: readonly StrokeEvent[], ball: BallId, cushion: string): number[] =>
  es.filter((e): e is CushionEvent => e.kind === 'cushion' && e.ball === ball && e.cushion === cushion).map((e) => e.t);

describe('a yellow struck into the right rail and on into the white, seen once between (recorded, 60 fps)', () => {
  it('met the right rail before the white: a right cushion under the referee line, dated within a frame', () => {
    const ex = extractStroke(recordedFrames(RECORDED), { table, discipline: 'one-cushion' });
    const ts = rails(ex.events, 'yellow', 'right');
    expect(ts).toHaveLength(1);
    expect(Math.abs(ts[0]! - 0.737)).toBeLessThan(0.01);
    const hit = ex.events.find((e) => e.kind === 'cushion' && e.ball === 'yellow')!;
    expect(hit.confidence).toBeLessThan(0.9);
    const kiss = ex.events.find((e) => isPair(e, 'white', 'yellow'));
    expect(kiss && kiss.t > ts[0]!).toBe(true);
  });
});

/** One sighting of the struck ball at tq, at rest at `rest` until then (30 points at 60 fps). */
function sighted(id: BallId, rest: [number, number], tq: number, q: [number, number]): BallHistory {
  const t: number[] = [], x: number[] = [], y: number[] = [];
  for (let k = 0; k < 30; k++) { t.push(-0.6 + k / 60); x.push(rest[0]); y.push(rest[1]); }
  t.push(tq, tq + 0.03); x.push(q[0], q[0] + 10); y.push(q[1], q[1]); // its next point after the white left its rest
  return { id, t, x, y, runs: [[0, t.length - 1]] };
}

describe('sightedRailHits: a rest place, one sighting and the contact point (in numbers)', () => {
  // The white at rest hit at 0.06 along +x; the yellow, struck at 0 from `rest`, seen once at 0.045.
  const white: [number, number] = [0, -500], dir: [number, number] = [1, 0];
  const p: [number, number] = [white[0] - 2 * R, white[1]];
  const causes = (rest: [number, number]): Cause[] => [
    { start: { id: 'yellow', first: 30, t: 0, rest, dir: [1, 0], speed: 2000, hidden: true, lastRestT: -0.2, departT: 0.045 }, by: null, hiddenHitter: false, error: 0 },
    { start: { id: 'white', first: 40, t: 0.06, rest: white, dir, speed: 1500, hidden: false, lastRestT: 0.05, departT: 0.0667 }, by: 'yellow', hiddenHitter: false, error: 0.5 },
  ];
  it('a sighting off the straight way whose leg to the contact point mirrors the way in from a rail: that rail, dated on the leg', () => {
    // The way in meets the -y side's contact line at h, 70° to it; the leg leaves flatter (61°: the rail's restitution).
    const side = sides(table).find((q) => q.axis === 1 && q.sign === -1)!, line = -side.line, h: [number, number] = [p[0] - 100, line];
    const rest: [number, number] = [h[0] - 40 / Math.tan((70 * Math.PI) / 180), line + 40];
    // Off the rail at 0.04, at the contact point by the white's start (0.06), seen on that leg at 0.045.
    const leg = [p[0] - h[0], p[1] - h[1]], len = Math.hypot(leg[0]!, leg[1]!), speed = len / 0.02;
    const q: [number, number] = [p[0] - (leg[0]! / len) * speed * 0.015, p[1] - (leg[1]! / len) * speed * 0.015];
    const yellow = sighted('yellow', rest, 0.045, q);
    const out = sightedRailHits(causes(rest), [yellow], table, []);
    expect(out.map((e) => e.cushion)).toEqual([side.cushion]);
    expect(Math.abs(out[0]!.t - 0.04)).toBeLessThan(0.002);
  });
  it('a sighting on the straight way from the rest place to the contact point claims no rail', () => {
    const rest: [number, number] = [-400, -480];
    const q: [number, number] = [rest[0] + 0.75 * (p[0] - rest[0]), rest[1] + 0.75 * (p[1] - rest[1])];
    expect(sightedRailHits(causes(rest), [sighted('yellow', rest, 0.045, q)], table, [])).toEqual([]);
  });
});
