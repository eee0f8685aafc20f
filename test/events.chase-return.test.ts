/**
 * A ball caught up by another near its rail and back off that rail into it
 * (issue 6, session 32): src/events/chase-return.ts with returns.ts
 * `chaseReturn`. Both balls move; the two touches fall within one frame and
 * one contact is found without the rule. Built from geometry: two balls on
 * straight ways, their touches and rail hits solved by a small frictionless
 * simulation (restitution 0.94 between the balls, 0.8 off the rail).
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { type Path, framesOf, noisy, pairTimes } from './events-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'five-pins' as const };
const R = CAROM_MATCH_TABLE.ballRadius, HX = CAROM_MATCH_TABLE.length / 2 - R, HY = CAROM_MATCH_TABLE.width / 2 - R;
type V = [number, number];

/** Two balls set off at `go` from p with v, run to `end`: each ball's path, and the times of their touches. */
function simulate(balls: { p: V; v: V }[], go: number, end: number): { paths: Path[]; touches: number[] } {
  const dt = 1e-5, st = balls.map((b) => ({ p: [...b.p] as V, v: [0, 0] as V, legs: [{ t: 0, p: [...b.p] as V, v: [0, 0] as V }] }));
  const leg = (s: (typeof st)[number], t: number): void => { s.legs.push({ t, p: [...s.p], v: [...s.v] }); };
  const touches: number[] = [];
  for (let t = 0, started = false; t < end; t += dt) {
    if (!started && t >= go) { st.forEach((s, i) => { s.v = [...balls[i]!.v]; leg(s, t); }); started = true; }
    for (const s of st) { s.p[0] += s.v[0] * dt; s.p[1] += s.v[1] * dt; }
    for (const s of st) for (const [k, h] of [[0, HX], [1, HY]] as const) if (Math.abs(s.p[k]) >= h && Math.sign(s.p[k]) * s.v[k] > 0) { s.v[k] *= -0.8; leg(s, t); }
    const [a, b] = st as [(typeof st)[number], (typeof st)[number]], d = [b.p[0] - a.p[0], b.p[1] - a.p[1]], L = Math.hypot(d[0]!, d[1]!);
    const n = [d[0]! / L, d[1]! / L], closing = (a.v[0] - b.v[0]) * n[0]! + (a.v[1] - b.v[1]) * n[1]!;
    if (L > 2 * R || closing <= 0) continue;
    const J = ((1 + 0.94) / 2) * closing;
    a.v = [a.v[0] - J * n[0]!, a.v[1] - J * n[1]!]; b.v = [b.v[0] + J * n[0]!, b.v[1] + J * n[1]!];
    leg(a, t); leg(b, t); touches.push(t);
  }
  const paths = st.map((s) => (t: number): V => {
    const l = s.legs.filter((q) => q.t <= t).pop()!;
    return [l.p[0] + l.v[0] * (t - l.t), l.p[1] + l.v[1] * (t - l.t)];
  });
  return { paths, touches };
}

/**
 * The yellow running up at vB, the white after it at vA, both set off at 0.3 s; they meet at 0.7 s with the yellow
 * `off` mm from the top rail's contact line, the line of centres at 60° to the rail.
 */
function chase(vA: V, vB: V, off: number): { paths: Path[]; touches: number[] } {
  const n: V = [0.5, Math.sqrt(0.75)], pb: V = [300, HY - off], pa: V = [pb[0] - 2 * R * n[0], pb[1] - 2 * R * n[1]], run = 0.4;
  return simulate([{ p: [pa[0] - vA[0] * run, pa[1] - vA[1] * run], v: vA }, { p: [pb[0] - vB[0] * run, pb[1] - vB[1] * run], v: vB }], 0.3, 1.3);
}

describe('a ball caught up by its rail, back into its chaser (chase-return.ts)', () => {
  it.each([
    [[1000, 2000], [400, 1000], 6, 21],
    [[900, 1600], [300, 900], 4, 22],
    [[1200, 2200], [500, 1200], 8, 23],
  ] as [V, V, number, number][])('white %j after the yellow %j, %d mm off its rail: two white-yellow contacts', (vA, vB, off, seed) => {
    const { paths, touches } = chase(vA, vB, off);
    expect(touches).toHaveLength(2);
    const [white, yellow] = paths as [Path, Path];
    const frames = framesOf({ white: noisy(white, 1.2, seed), yellow: noisy(yellow, 1.2, seed + 1), red: noisy(() => [-900, -300], 0.6, seed + 2) }, 1.3, 50);
    const ts = pairTimes(extractStroke(frames, ctx).events, 'white', 'yellow');
    expect(ts).toHaveLength(2);
    // Within the evaluation's tolerance (3 frames) of the touches.
    for (const t of ts) expect(Math.min(...touches.map((u) => Math.abs(t - u)))).toBeLessThan(3 / 50);
  });

  it('a single catch far from the rail stays one contact (the white keeps at least the yellow\'s normal speed)', () => {
    const { paths, touches } = chase([1000, 2000], [400, 1000], 400);
    const [white, yellow] = paths as [Path, Path];
    const frames = framesOf({ white: noisy(white, 1.2, 31), yellow: noisy(yellow, 1.2, 32), red: noisy(() => [-900, -300], 0.6, 33) }, 1.3, 50);
    const ts = pairTimes(extractStroke(frames, ctx).events, 'white', 'yellow').filter((t) => t < 0.85);
    expect(touches.filter((t) => t < 0.85)).toHaveLength(1);
    expect(ts).toHaveLength(1);
  });
});
