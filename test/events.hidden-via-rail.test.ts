/**
 * A ball started by a hidden hitter whose unseen path ran through a rail
 * (src/events/moved.ts `hiddenContact`, `viaRail`; issue 6, session 32), on
 * hand-made paths: the white, under the cue, cuts the red thinly and runs on
 * along the tangent into the right rail, and is first seen coming back. The
 * straight way from its rest to its first point seen cuts the corner and
 * passes the red farther than 2R + HIDDEN_CONTACT_SLACK_MM; the way through
 * the rail hit the events stage reports (rebound.ts) passes it within that
 * reach: the red's start is that contact, not a ball moved with no cause.
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { centreBounds } from '../src/track/geometry.js';
import { framesOf, isPair, type Path } from './events-helpers.js';

const table = CAROM_MATCH_TABLE, R = table.ballRadius;
const { halfY } = centreBounds(table);
const fps = 30, t0 = 0.5, speed = 3000;
const wobble = (path: Path, a = 0.4): Path => (t) => { const q = path(t); return q && [q[0] + a * Math.sin(t * 977), q[1] + a * Math.cos(t * 1231)]; };
type V = [number, number];
const add = (p: V, v: V, s: number): V => [p[0] + v[0] * s, p[1] + v[1] * s];

// The red 27 mm from the right contact line, the white 260 mm from it; the red leaves 28° below the -x axis (its line of centres).
const red0: V = [0, -halfY + 27], white0: V = [20, -halfY + 260];
const u: V = [Math.cos((208 * Math.PI) / 180), Math.sin((208 * Math.PI) / 180)];
const cp = add(red0, u, -2 * R);
const inLen = Math.hypot(cp[0] - white0[0], cp[1] - white0[1]);
const d: V = [(cp[0] - white0[0]) / inLen, (cp[1] - white0[1]) / inLen];
const along = d[0] * u[0] + d[1] * u[1];
// Equal masses: the red takes the part along the line of centres, the white keeps the tangent.
const tangent: V = [d[0] - along * u[0], d[1] - along * u[1]];
const tc = t0 + inLen / speed, tRail = tc + (cp[1] + halfY) / -(tangent[1] * speed);
const railAt = add(cp, tangent, speed * (tRail - tc));

const white: Path = (t) => {
  if (t < t0) return white0;
  if (t < tc) return add(white0, d, speed * (t - t0));
  if (t < tRail) return add(cp, tangent, speed * (t - tc));
  return add(railAt, [tangent[0], -0.9 * tangent[1]], speed * (t - tRail));
};
const red: Path = (t) => (t < tc ? red0 : add(red0, u, along * speed * Math.min(t - tc, 0.03)));

function events(): StrokeEvent[] {
  const hidden: Path = (t) => (t >= 0.1 && t < tRail + 0.02 ? null : white(t));
  const frames = framesOf({ white: wobble(hidden), yellow: wobble(() => [-900, 300]), red: wobble(red) }, 0.8, fps);
  return extractStroke(frames, { table, discipline: 'three-cushion' }).events;
}

describe('a hidden white that cut the red thinly and then met the right rail, first seen coming back', () => {
  it('reports the white–red contact, not the red moved with no cause', () => {
    const es = events();
    expect(es.some((e) => e.kind === 'moved')).toBe(false);
    const hit = es.find((e) => isPair(e, 'white', 'red'));
    expect(hit).toBeDefined();
    expect(Math.abs(hit!.t - tc)).toBeLessThan(1 / fps);
  });
});
