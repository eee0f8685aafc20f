/**
 * A ball lying by a rail, pushed into it by a neighbour that had no way in
 * (src/events/rest-meeting.ts `restLine`, used by start-graze.ts
 * `startGrazes`; issue 6, Russian cushions). The hitter lay at rest beside
 * the ball and was struck within the frame before the contact (a chain
 * through two resting balls): its first points are its way out, so
 * hitter-meeting.ts `meeting` has no line to fit and the touch was missed.
 * Development Russian #30[6] (60 and 30 fps): the colour, 12 mm beyond 2R
 * from w3 lying 4 mm off the top rail, was struck by w2 at 69.7346 and
 * pushed w3 into the rail at 69.7689; w3 is first seen leaving it.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import type { TableModel } from '../src/geometry/tables.js';
import type { Cause } from '../src/events/causes.js';
import type { BallHistory } from '../src/events/history.js';
import { cushionReach } from '../src/track/geometry.js';
import { START_GRAZE_CONFIDENCE, startGrazes } from '../src/events/start-graze.js';
import { REST_MEET_GAP_MM, leastShare, restLine } from '../src/events/rest-meeting.js';

const T = PYRAMID_12FT_TABLE, R = T.ballRadius, DT = 1 / 30, TC = 1.01;
const rightLine = (table: TableModel): number => -(table.width / 2 - cushionReach(table));
const unit = (v: [number, number]): [number, number] => { const l = Math.hypot(v[0], v[1]); return [v[0] / l, v[1] / l]; };

/**
 * w2 lies `apart` mm beyond 2R from w4, which lies `gap` mm off the right rail's contact line, along `n` (w2 → w4);
 * both lie still until TC, then w2 leaves along [1, 0] (turned by the touch) and w4 along `out` at `speed`.
 * `hitterLeft`: when w2 left its rest place (its first point off it is the first frame after that).
 */
function scene(gap: number, apart: number, n: [number, number], out: [number, number], table: TableModel = T, hitterLeft = TC, speed = 900) {
  const rest: [number, number] = [200, rightLine(table) + gap];
  const hRest: [number, number] = [rest[0] - (2 * R + apart) * n[0], rest[1] - (2 * R + apart) * n[1]];
  const ts = Array.from({ length: 61 }, (_, i) => i * DT);
  const hitter: BallHistory = { id: 'w2', t: [], x: [], y: [], runs: [] };
  const struck: BallHistory = { id: 'w4', t: [], x: [], y: [], runs: [] };
  for (const t of ts) {
    const h = Math.max(0, t - hitterLeft) * 700, s = Math.max(0, t - TC) * speed;
    hitter.t.push(t); hitter.x.push(hRest[0] + h); hitter.y.push(hRest[1]);
    struck.t.push(t); struck.x.push(rest[0] + out[0] * s); struck.y.push(rest[1] + out[1] * s);
  }
  const lastRest = (left: number) => ts.filter((t) => t <= left).at(-1)!, depart = (left: number) => ts.find((t) => t > left)!;
  hitter.runs.push([ts.indexOf(depart(hitterLeft)), 60]);
  struck.runs.push([ts.indexOf(depart(TC)), 60]);
  const hitterStart = { id: 'w2' as const, first: ts.indexOf(depart(hitterLeft)), t: hitterLeft, rest: hRest, dir: [1, 0] as [number, number], speed: 700, hidden: false, lastRestT: lastRest(hitterLeft), departT: depart(hitterLeft) };
  const struckStart = { id: 'w4' as const, first: ts.indexOf(depart(TC)), t: depart(TC), rest, dir: out, speed, hidden: false, lastRestT: lastRest(TC), departT: depart(TC) };
  const found: Cause[] = [
    { start: hitterStart, by: 'w1', hiddenHitter: false, error: 0.3 },
    { start: struckStart, by: 'w2', hiddenHitter: false, error: 1, t: depart(TC) },
  ];
  return { hs: [hitter, struck], found };
}

// Into the right rail (−y) at 0.95, as #30[6]'s 0.998; w4 leaves it along the rail and away, as #30[6]'s −0.97.
const N = unit([0.3, -0.95]), OUT = unit([0.4, 0.9]);

describe('a ball by a rail pushed into it by a neighbour with no way in', () => {
  it('touched the rail: the line of centres from where the hitter lay', () => {
    const { hs, found } = scene(4, 12, N, OUT);
    const es = startGrazes(found, hs, T, []);
    expect(es).toHaveLength(1);
    expect(es[0]).toMatchObject({ kind: 'cushion', ball: 'w4', cushion: 'right', confidence: START_GRAZE_CONFIDENCE });
    // Between the contact and the first point off the rest place (the frame after TC).
    expect(es[0]!.t).toBeGreaterThanOrEqual(TC);
    expect(es[0]!.t).toBeLessThanOrEqual(TC + DT);
  });
  it('no touch while the departure still heads into the rail', () => {
    const { hs, found } = scene(4, 12, N, unit([0.3, -0.9]));
    expect(startGrazes(found, hs, T, [])).toEqual([]);
  });
  it('no touch from a hitter lying farther than REST_MEET_GAP_MM beyond 2R: its run could have turned the line anywhere', () => {
    const { hs, found } = scene(4, REST_MEET_GAP_MM + 5, N, OUT);
    expect(restLine(hs[0]!, found[0]!.start, found[1]!.start, R)).toBeNull();
    expect(startGrazes(found, hs, T, [])).toEqual([]);
  });
  it('no line from the rest place of a hitter that left it before the struck ball was last seen at rest (its way in is meeting\'s)', () => {
    const { hs, found } = scene(4, 12, N, OUT, T, TC - 3 * DT);
    expect(restLine(hs[0]!, found[0]!.start, found[1]!.start, R)).toBeNull();
  });
  it('a line along the rail, turned by the slack the hitter\'s travel allows, is no push into it', () => {
    const along = unit([1, -0.05]);
    const { hs, found } = scene(4, 12, along, unit([1, 0.05]));
    const rl = restLine(hs[0]!, found[0]!.start, found[1]!.start, R)!;
    expect(rl.slack).toBeGreaterThan(0.2);
    expect(leastShare(0.05, rl.slack)).toBeLessThan(0);
    expect(startGrazes(found, hs, T, [])).toEqual([]);
  });
  it('pyramid tables only (carom not measured): none on a carom table', () => {
    const c = scene(4, 12, N, OUT, CAROM_MATCH_TABLE);
    expect(startGrazes(c.found, c.hs, CAROM_MATCH_TABLE, [])).toEqual([]);
  });
});
