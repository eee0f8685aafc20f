/**
 * Hits before the first visible points (rebound.ts) when the ball meets
 * another one a few frames after the rail: the way out ends before the
 * point at that meeting (MEET_CUT_MM), whose speed already changed.
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import type { BallHistory } from '../src/events/history.js';
import { hiddenRebounds } from '../src/events/rebound.js';
import type { Start } from '../src/events/starts.js';

const table = CAROM_MATCH_TABLE;

/**
 * Development three-cushion #51 stroke 1 at 25 fps, tracked: the white, at
 * rest under the cue, struck at 13.895 s into the left rail (13.939 s,
 * truth), first seen at 13.96 s and meeting the yellow at 14.039 s, its
 * third point 4 ms after that contact.
 */
const WHITE = '13.400;-166.6,555.5 13.440;-165.7,555.6 13.480;-166.2,556.8 13.960;-385.5,627.3 14.000;-500.5,532.8 14.040;-601.3,451.0 14.080;-590.7,420.7 14.120;-584.4,392.8 14.160;-582.8,364.8';
const YELLOW = '13.880;-658.0,428.8 13.920;-657.6,428.7 13.960;-656.7,429.1 14.000;-658.2,428.5 14.040;-666.3,422.4 14.080;-790.4,371.3 14.160;-1022.1,267.1';
const TOUCH = 13.939;

function parsed(id: BallId, text: string, shift: [number, number] = [0, 0]): BallHistory {
  const pts = text.split(' ').map((s) => { const [t, xy] = s.split(';'); const [x, y] = xy!.split(',').map(Number); return [Number(t), x! + shift[0], y! + shift[1]] as const; });
  return { id, t: pts.map((p) => p[0]), x: pts.map((p) => p[1]), y: pts.map((p) => p[2]), runs: [[3, pts.length - 1]] };
}

const start: Start = { id: 'white', first: 3, t: 13.906, rest: [-166, 556], dir: [-0.77, -0.64], speed: 3600, hidden: true, lastRestT: 13.48, departT: 13.96 };

describe('hiddenRebounds: a cue ball seen twice between its hidden rail and a ball (development #51 stroke 1, 25 fps)', () => {
  it('its third point, beside the yellow it met, is left out: the two before make the way out, and the left rail is found', () => {
    const out = hiddenRebounds([parsed('white', WHITE), parsed('yellow', YELLOW)], [start], table, []);
    const events = out.flatMap((r) => r.events);
    expect(events.map((e) => [e.ball, e.cushion])).toEqual([['white', 'left']]);
    expect(Math.abs(events[0]!.t - TOUCH)).toBeLessThan(0.01);
    expect(events[0]!.confidence).toBeLessThan(0.9);
  });
  it('with no ball beside that point, the three bent points make no line and nothing is claimed', () => {
    const far = parsed('yellow', YELLOW, [0, -400]);
    expect(hiddenRebounds([parsed('white', WHITE), far], [start], table, [])).toEqual([]);
  });
});
