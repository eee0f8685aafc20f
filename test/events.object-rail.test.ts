/**
 * The rail a ball met right after a hidden hitter's contact
 * (src/events/object-rail.ts; issue 6, session 36), on hand-made paths: the
 * white, struck under the cue and still hidden, drives the red lying d mm
 * off the right rail into it at φ from its normal (development libre 41-80
 * #45[7]: a red 6 mm off the right rail, the white hidden until 80 ms after
 * the strike). The red is first seen already leaving the rail; its way out
 * passes its rest place 2·d·sin φ off, the rail point on it: the rail is
 * reported. Driven straight away from the rail, its way out runs through its
 * rest place and nothing is.
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { histories } from '../src/events/history.js';
import { objectRails } from '../src/events/object-rail.js';
import { startsOf } from '../src/events/starts.js';
import { STRUCK_RAIL_CONFIDENCE, STRUCK_RAIL_PROOF_MM } from '../src/events/struck-rail.js';
import { centreBounds } from '../src/track/geometry.js';
import { framesOf, isPair, type Path } from './events-helpers.js';

const table = CAROM_MATCH_TABLE, R = table.ballRadius;
const { halfY } = centreBounds(table);
const fps = 60, t0 = 0.5, speed = 2000, x0 = 400, tc = t0 + 0.02;
const wobble = (path: Path, a = 0.4): Path => (t) => { const q = path(t); return q && [q[0] + a * Math.sin(t * 977), q[1] + a * Math.cos(t * 1231)]; };
const deg = (a: number): number => (a * Math.PI) / 180;

/** The red, d mm from the right (y = -halfY) contact line, hit at tc along n (unit) at `speed`; it leaves the rail with 0.9 of its normal speed. */
function red(d: number, n: [number, number]): Path {
  const rest: [number, number] = [x0, -halfY + d];
  const tr = n[1] < 0 ? tc + d / (-n[1] * speed) : Infinity;
  return (t) => {
    if (t < tc) return rest;
    if (t < tr) return [rest[0] + n[0] * speed * (t - tc), rest[1] + n[1] * speed * (t - tc)];
    return [rest[0] + n[0] * speed * (t - tc), -halfY - 0.9 * n[1] * speed * (t - tr)];
  };
}

/** The white, struck at t0 into the red (2R short of its rest place at tc) along n and off along the tangent away from the rail at half the speed; hidden from 0.1 s to 60 ms after the contact. */
function white(d: number, n: [number, number]): Path {
  const at: [number, number] = [x0 - 2 * R * n[0], -halfY + d - 2 * R * n[1]], run = (tc - t0) * speed;
  const u: [number, number] = n[0] > 0 ? [-n[1], n[0]] : [n[1], -n[0]];
  return (t) => {
    if (t >= 0.1 && t < tc + 0.06) return null;
    if (t >= tc) return [at[0] + u[0] * 0.5 * speed * (t - tc), at[1] + u[1] * 0.5 * speed * (t - tc)];
    const s = Math.max(t - t0, 0) * speed - run;
    return [at[0] + n[0] * s, at[1] + n[1] * s];
  };
}

/** The stroke's events, the red driven from d mm off the right rail along n. */
function stroke(d: number, n: [number, number]): StrokeEvent[] {
  const frames = framesOf({ white: wobble(white(d, n)), red: wobble(red(d, n)), yellow: wobble(() => [-900, 300]) }, 1.0, fps);
  return extractStroke(frames, { table, discipline: 'libre' }).events;
}

describe('a ball a hidden hitter drove into a near rail', () => {
  it('reports the rail when the red lay 9 mm off it, driven in at 30°: its rest 9 mm off its way out', () => {
    const n: [number, number] = [Math.sin(deg(30)), -Math.cos(deg(30))];
    expect(2 * 9 * Math.sin(deg(30))).toBeGreaterThan(STRUCK_RAIL_PROOF_MM);
    const events = stroke(9, n);
    expect(events.some((e) => isPair(e, 'white', 'red'))).toBe(true);
    const hits = events.filter((e) => e.kind === 'cushion' && e.ball === 'red' && e.t < tc + 0.1);
    expect(hits).toMatchObject([{ ball: 'red', cushion: 'right', confidence: STRUCK_RAIL_CONFIDENCE }]);
    // 9 mm at 0.87 of 2 m/s: 5 ms after the contact, before the red's first point off its rest.
    expect(hits[0]!.t).toBeGreaterThan(tc - 0.01);
    expect(hits[0]!.t).toBeLessThan(tc + 1 / fps);
  });

  it('reports nothing when the red was driven straight away from the rail: its way out runs through its rest place', () => {
    const events = stroke(9, [Math.sin(deg(30)), Math.cos(deg(30))]);
    expect(events.some((e) => isPair(e, 'white', 'red'))).toBe(true);
    expect(events.filter((e) => e.kind === 'cushion' && e.ball === 'red')).toEqual([]);
  });

  it('dates the rail after the contact as reported, when that came later than the contact traced back (one-cushion 81-120 60 fps #95[3])', () => {
    const n: [number, number] = [Math.sin(deg(30)), -Math.cos(deg(30))];
    const hs = [...histories(framesOf({ white: wobble(white(9, n)), red: wobble(red(9, n)) }, 1.0, fps)).values()];
    const start = startsOf(hs).find((s) => s.id === 'red')!;
    const cause = { start, by: 'white' as const, hiddenHitter: true, error: 0, t: tc };
    const late = tc + 0.015;
    const rails = objectRails(hs, [cause], 'white', table, [], [{ t: late, kind: 'ball-ball', balls: ['white', 'red'], confidence: 0.8 }]);
    expect(rails).toMatchObject([{ ball: 'red', cushion: 'right' }]);
    expect(rails[0]!.t).toBeGreaterThan(late);
    // Reported with no contact of the pair, it keeps the time traced back: 5 ms after the contact.
    expect(objectRails(hs, [cause], 'white', table, [], [])[0]!.t).toBeLessThan(tc + 0.01);
  });
});
