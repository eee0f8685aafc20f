/**
 * A rail the struck ball may have met unseen (src/events/rail-doubt.ts, a
 * `cushion` rest doubt; issue 6, session 32), on hand-made paths: a white
 * lying d mm from the right rail's contact line, hidden under the cue, first
 * seen on its way out. Struck into the rail at φ from its normal it leaves
 * along the mirror, its rest place 2·d·sin φ off that line: under the straight
 * tolerance, so the way out fits a rebound as well as a straight start and
 * the rest names the rail. Struck straight away from the rail, its way out
 * runs through its rest place: the rail point lies farther off (or beyond
 * the tolerance at a glancing angle) and nothing is named, unless the ball
 * lay so close that both readings give one line. Where the rest place lies
 * STRUCK_RAIL_PROOF_MM or more farther off the way out than the rail point,
 * the rail is reported as a hit instead (src/events/struck-rail.ts), or
 * STRUCK_RAIL_LONG_PROOF_MM off the long way out.
 */
import { describe, expect, it } from 'vitest';
import type { RestEvent, StrokeEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { UNSEEN_RAIL_CONFIDENCE } from '../src/events/rail-doubt.js';
import { STRUCK_RAIL_CONFIDENCE, STRUCK_RAIL_LONG_PROOF_MM, STRUCK_RAIL_PROOF_MM } from '../src/events/struck-rail.js';
import { centreBounds } from '../src/track/geometry.js';
import { framesOf, type Path } from './events-helpers.js';

const table = CAROM_MATCH_TABLE;
const { halfY } = centreBounds(table);
const fps = 30, t0 = 0.5, speed = 3000, x0 = 400;
const wobble = (path: Path, a = 0.4): Path => (t) => { const q = path(t); return q && [q[0] + a * Math.sin(t * 977), q[1] + a * Math.cos(t * 1231)]; };
const deg = (a: number): number => (a * Math.PI) / 180;

/** The white, d mm from the right (y = -halfY) contact line, struck at t0 into it at phi from its normal; leaves with 0.9 of its normal speed. */
function intoRail(d: number, phi: number): Path {
  const v: [number, number] = [speed * Math.sin(deg(phi)), -speed * Math.cos(deg(phi))];
  const tc = t0 + d / -v[1];
  return (t) => {
    if (t < t0) return [x0, -halfY + d];
    if (t < tc) return [x0 + v[0] * (t - t0), -halfY + d + v[1] * (t - t0)];
    return [x0 + v[0] * (t - t0), -halfY - 0.9 * v[1] * (t - tc)];
  };
}

/** The white, d mm from the right contact line, struck at t0 straight away from it along the way `intoRail(·, phi)` leaves. */
function awayFromRail(d: number, phi: number): Path {
  const v: [number, number] = [speed * Math.sin(deg(phi)), -0.9 * speed * Math.cos(deg(phi))];
  return (t) => (t < t0 ? [x0, -halfY + d] : [x0 + v[0] * (t - t0), -halfY + d - v[1] * (t - t0)]);
}

/** The stroke's rest doubts, the white hidden under the cue from 0.1 s to 48 ms after the strike. */
function restDoubts(white: Path): { events: StrokeEvent[]; rest: RestEvent } {
  const hidden: Path = (t) => (t >= 0.1 && t < t0 + 0.048 ? null : white(t));
  const frames = framesOf({ white: wobble(hidden), yellow: wobble(() => [-900, 300]), red: wobble(() => [-1100, -200]) }, 0.8, fps);
  const events = extractStroke(frames, { table, discipline: 'three-cushion' }).events;
  return { events, rest: events.find((e): e is RestEvent => e.kind === 'rest')! };
}

describe('a struck ball beside its rail, first seen on its way out', () => {
  it('names the rail when it was struck into it from 4 mm at 20° (its rest 2.7 mm off the way out, a straight start within the noise)', () => {
    expect(2 * 4 * Math.sin(deg(20))).toBeLessThan(STRUCK_RAIL_PROOF_MM);
    const { events, rest } = restDoubts(intoRail(4, 20));
    const strike = events.find((e) => e.kind === 'strike')!;
    expect(events.filter((e) => e.kind === 'cushion' && e.t < 0.6)).toHaveLength(0);
    expect(rest.doubts).toHaveLength(1);
    const d = rest.doubts![0]!;
    expect(d).toMatchObject({ reason: 'cushion', ball: 'white', cushion: 'right', confidence: UNSEEN_RAIL_CONFIDENCE });
    if (d.reason !== 'cushion') throw new Error('a cushion doubt');
    expect(d.t).toBeGreaterThan(strike.t);
    expect(d.t).toBeLessThan(t0 + 0.048);
    expect(rest.confidence).toBe(UNSEEN_RAIL_CONFIDENCE);
  });

  it('reports the rail hit when it was struck into it from 9 mm at 28°: its rest 8.5 mm off the way out, no straight start (struck-rail.ts)', () => {
    const { events, rest } = restDoubts(intoRail(9, 28));
    const strike = events.find((e) => e.kind === 'strike')!;
    const hits = events.filter((e) => e.kind === 'cushion' && e.t < 0.6);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ kind: 'cushion', ball: 'white', cushion: 'right', confidence: STRUCK_RAIL_CONFIDENCE });
    // 9 mm at 0.88 of 3 m/s: 3.4 ms after the strike, before the first point seen.
    expect(hits[0]!.t).toBeGreaterThan(strike.t);
    expect(hits[0]!.t).toBeLessThan(t0 + 0.048);
    expect(rest.doubts).toBeUndefined();
  });

  it('reports the rail hit from 6 mm at 26°: its rest 5.3 mm off the way out, under the short line\'s margin, over the long line\'s (struck-rail.ts)', () => {
    const offset = 2 * 6 * Math.sin(deg(26));
    expect(offset).toBeLessThan(STRUCK_RAIL_PROOF_MM);
    expect(offset).toBeGreaterThan(STRUCK_RAIL_LONG_PROOF_MM);
    const { events, rest } = restDoubts(intoRail(6, 26));
    expect(events.filter((e) => e.kind === 'cushion' && e.t < 0.6)).toMatchObject([{ ball: 'white', cushion: 'right', confidence: STRUCK_RAIL_CONFIDENCE }]);
    expect(rest.doubts).toBeUndefined();
  });

  it('names nothing when it was struck straight away along that line: the line runs through its rest place, 8.5 mm from the rail point', () => {
    expect(restDoubts(awayFromRail(9, 28)).rest.doubts).toBeUndefined();
  });

  it('names the rail for a ball 2 mm from it struck head-on away (both readings give the same line)', () => {
    // 2·d·sin φ is nothing here: a rebound and a straight start leave along one line, through the rest place.
    expect(restDoubts(awayFromRail(2, 0)).rest.doubts?.map((d) => d.reason)).toEqual(['cushion']);
  });

  it('names nothing for a ball struck away at 70°: a rebound from 9 mm would leave its rest 17 mm off the way out', () => {
    expect(restDoubts(awayFromRail(9, 70)).rest.doubts).toBeUndefined();
  });

  it('names nothing for a ball 60 mm from the rail struck away from it (a way in rebound.ts measures)', () => {
    expect(restDoubts(awayFromRail(60, 10)).rest.doubts).toBeUndefined();
  });
});
