/**
 * The impacts inside a frozen cluster (a racked pyramid) in time order: the
 * model behind cascade.ts. Balls racked with a triangle lie a hair apart
 * (tenths of a mm at most), far under what the frames can measure (a rest
 * place is good to ~0.2 mm), so the model takes every touching pair at the
 * same small gap and lets the balls move: a pair meets when its gap has
 * closed. Over the ~1 ms of a cascade the balls move a fraction of a mm,
 * so the lines of centres stay fixed and the order of the impacts does not
 * depend on the gap's size (gap and times scale together), only on the
 * balls' speeds: which ball reaches its neighbour first.
 *
 * Each impact is an equal-mass collision along the line of centres
 * (restitution `restitution`) with the balls' surface friction across it
 * (throw): a rack ball struck at 30° off its line of centres leaves a few
 * degrees off it and spinning, which decides whether it catches a neighbour
 * again (development Russian breaks 1-40, the simulator's positions and cue
 * velocity in: of 433 break touches the old fastest-closing-first model
 * missed 33 with 2 extra, this order without friction 33 with 8, with
 * throw and the spin it gives 9 with 16; the order a degree of aim changes
 * is left to rack-departures.ts). The hitter's own spin rubs its first
 * contact too: top or back spin turns its contact point up or down, which
 * takes most of the friction off the line across (the table takes the
 * vertical part), and side spin throws the first ball sideways. With the
 * cue ball's true spin (breaks 1-80) the model misses 1 touch of 866 with 3
 * extra, with none 17 with 31: the spin is not seen, so cascade.ts tries a
 * few.
 */
import type { BallId } from '../contracts/ids.js';

/** A ball of the model: place (mm), velocity (mm/s) and, for the hitter, spin (rad/s; about x, y and the vertical; none is 0). */
export interface RackBody { id: BallId; x: number; y: number; vx: number; vy: number; wx?: number; wy?: number; wz?: number }

/**
 * Ball-ball surface friction μ = a + b·exp(−c·slip), slip in m/s: the
 * published fit of measured throw (Alciatore, TP A-14) for phenolic balls.
 * Without it the model sends a racked ball exactly along its line of
 * centres and misses the colour's second touches of the break (above).
 */
const THROW_A = 9.951e-3, THROW_B = 0.108, THROW_C = 1.088;
/** Closing speed (mm/s) below which a touching pair of the model no longer collides. Range 0.1-20. */
const MIN_CLOSING_MM_S = 1;

interface Pair { i: number; j: number; ux: number; uy: number; gap: number }

/**
 * The pairs of each impact, in time order (a pair meeting again appears
 * again), for bodies in contact wherever `touching(i, j)`; every touching
 * pair starts one unit of gap apart, those `meeting(i, j)` (the hitter and
 * the ball it reached) at none. Mutates `bodies`' velocities (give it copies).
 */
export function rackImpacts(bodies: RackBody[], R: number, restitution: number, touching: (i: number, j: number) => boolean, meeting: (i: number, j: number) => boolean): [BallId, BallId][] {
  const pairs: Pair[] = [];
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      if (!touching(i, j)) continue;
      const a = bodies[i]!, b = bodies[j]!, d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      pairs.push({ i, j, ux: (b.x - a.x) / d, uy: (b.y - a.y) / d, gap: meeting(i, j) ? 0 : 1 });
    }
  }
  // Spins (rad/s) about x, y and the vertical: throw turns a ball, and its turning surface rubs its next contact.
  const spin = bodies.map((b): Spin => [b.wx ?? 0, b.wy ?? 0, b.wz ?? 0]);
  const closing = (p: Pair): number => (bodies[p.i]!.vx - bodies[p.j]!.vx) * p.ux + (bodies[p.i]!.vy - bodies[p.j]!.vy) * p.uy;
  const out: [BallId, BallId][] = [];
  for (let n = 0; n < 60 * bodies.length; n++) {
    let next: Pair | null = null, dt = Infinity;
    for (const p of pairs) {
      const c = closing(p);
      if (c <= MIN_CLOSING_MM_S) continue;
      const tt = Math.max(0, p.gap) / c;
      // Ties (a symmetric rack): the faster-closing pair first.
      if (tt < dt - 1e-12 || (next && tt <= dt + 1e-12 && c > closing(next))) { dt = tt; next = p; }
    }
    if (!next) break;
    for (const p of pairs) p.gap -= closing(p) * dt;
    next.gap = 0;
    collide(bodies[next.i]!, bodies[next.j]!, next, spin, R, restitution, closing(next));
    out.push([bodies[next.i]!.id, bodies[next.j]!.id]);
  }
  return out;
}

type Spin = [number, number, number];

/**
 * One equal-mass impact: the normal impulse, then throw: friction against
 * the slip of the contact points (across the line of centres, and up or
 * down from spin about a horizontal axis), capped where the slip stops; the
 * vertical part of it is taken by the table. Velocities in mm/s.
 */
function collide(a: RackBody, b: RackBody, p: Pair, spin: Spin[], R: number, e: number, c: number): void {
  const J = ((1 + e) / 2) * c;
  a.vx -= J * p.ux; a.vy -= J * p.uy; b.vx += J * p.ux; b.vy += J * p.uy;
  const sa = spin[p.i]!, sb = spin[p.j]!;
  const tx = -p.uy, ty = p.ux;
  const across = (a.vx - b.vx) * tx + (a.vy - b.vy) * ty + R * (sa[2] + sb[2]);
  const up = R * ((sa[0] + sb[0]) * p.uy - (sa[1] + sb[1]) * p.ux);
  const s = Math.hypot(across, up);
  if (s < 1e-6) return;
  const mu = THROW_A + THROW_B * Math.exp((-THROW_C * s) / 1000);
  // Each ball's velocity change against the slip; the slip stops at s/7 (solid spheres: 2 from the centres, 5 from the spins).
  const j = Math.min(mu * J, s / 7) / s, jt = j * across, jz = j * up;
  a.vx -= jt * tx; a.vy -= jt * ty; b.vx += jt * tx; b.vy += jt * ty;
  // Both balls turn the same way (the impulses are opposite, so are the arms): I = 2/5 m R².
  const k = 5 / (2 * R);
  for (const w of [sa, sb]) { w[0] -= k * jz * p.uy; w[1] += k * jz * p.ux; w[2] -= k * jt; }
}
