/**
 * A rebound with a way in under SHORT_WAY_MM (src/events/rebound.ts
 * `shortRebound`; issue 6, session 32), on hand-made paths: a white lying
 * d mm from the right rail's contact line, hidden under the cue, first seen
 * on its way out. Struck into the rail at φ from its normal it leaves along
 * the mirror, its rest place 2·d·sin φ off that line and the rail point on
 * it: where that offset beats the rail point's by SHORT_REBOUND_MARGIN_MM
 * the hit is reported, under the referee line. Where it does not (a nearer
 * rail, a steeper way in) only the rest's `cushion` doubt names it; a ball
 * struck away along the same line leaves its rest place on the line and
 * nothing is reported.
 */
import { describe, expect, it } from 'vitest';
import type { RestEvent, StrokeEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { LOOSE_HIT_CONFIDENCE } from '../src/events/rebound-loose.js';
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

/** The stroke's events and rest, the white hidden under the cue from 0.1 s to 48 ms after the strike. */
function stroke(white: Path): { cushions: StrokeEvent[]; rest: RestEvent } {
  const hidden: Path = (t) => (t >= 0.1 && t < t0 + 0.048 ? null : white(t));
  const frames = framesOf({ white: wobble(hidden), yellow: wobble(() => [-900, 300]), red: wobble(() => [-1100, -200]) }, 0.8, fps);
  const events = extractStroke(frames, { table, discipline: 'three-cushion' }).events;
  return { cushions: events.filter((e) => e.kind === 'cushion' && e.t < 0.6), rest: events.find((e): e is RestEvent => e.kind === 'rest')! };
}

describe('a struck ball a short way from its rail, first seen on its way out', () => {
  it('reports the rail, loosely, when struck into it from 15 mm at 48° (way in 22 mm, its rest 22 mm off the way out)', () => {
    const { cushions, rest } = stroke(intoRail(15, 48));
    expect(cushions).toHaveLength(1);
    expect(cushions[0]).toMatchObject({ ball: 'white', cushion: 'right', confidence: LOOSE_HIT_CONFIDENCE });
    expect(cushions[0]!.t).toBeGreaterThan(t0);
    expect(cushions[0]!.t).toBeLessThan(t0 + 0.048);
    expect(rest.doubts?.some((d) => d.reason === 'cushion')).toBeFalsy();
  });

  it('reports nothing when struck straight away along that line: the line runs through its rest place', () => {
    const { cushions, rest } = stroke(awayFromRail(15, 48));
    expect(cushions).toHaveLength(0);
    expect(rest.doubts?.some((d) => d.reason === 'cushion')).toBeFalsy();
  });

  it('leaves a rail 9 mm away met at 28° (its rest 8.5 mm off, under the margin) to the rest doubt', () => {
    const { cushions, rest } = stroke(intoRail(9, 28));
    expect(cushions).toHaveLength(0);
    expect(rest.doubts?.map((d) => d.reason)).toEqual(['cushion']);
  });
});
