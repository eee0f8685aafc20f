/**
 * Contact times. Every body's centre is a quadratic in τ = t − now inside its
 * current motion state, so gaps are polynomials: quadratic for a cushion line
 * or a pocket's fall line, quartic for two round bodies. The first closing
 * root is isolated and bisected to 1e-12 s (roots.ts).
 */
import { firstContact, polyEval } from './roots.js';
import { type NoseLine, type NosePoint, type PocketMouth, along } from './table.js';

/** A centre path: [[x0, x1, x2], [y0, y1, y2]]. */
export type Path = [number[], number[]];

/**
 * Named threshold: closing speed (mm/s) below which touching bodies are left
 * as they are instead of being hit again. Raising it lets a ball pressed into
 * a cushion by its own curve sink into it (by well under a millimetre);
 * lowering it towards 0 risks endless zero-time bounces.
 */
export const RESTING_CONTACT_SPEED = 1e-3;

export function at(p: Path, t: number): [number, number] {
  return [polyEval(p[0], t), polyEval(p[1], t)];
}

/** When a ball centre comes within `reach` of a nose line, within the line's extent. */
export function lineContact(p: Path, l: NoseLine, reach: number, horizon: number): number | null {
  const g = [0, 1, 2].map((i) => l.n[0] * p[0][i]! + l.n[1] * p[1][i]!);
  g[0] = g[0]! - (l.offset + reach);
  const t = firstContact(g, 0, horizon, RESTING_CONTACT_SPEED);
  if (t === null) return null;
  const s = along(l, at(p, t));
  return s >= l.from && s <= l.to ? t : null;
}

/** When a ball centre on path p comes within distance d of a body on path q. */
export function discContact(p: Path, q: Path, d: number, horizon: number): number | null {
  const c = [p[0][0]! - q[0][0]!, p[1][0]! - q[1][0]!];
  const b = [p[0][1]! - q[0][1]!, p[1][1]! - q[1][1]!];
  const a = [p[0][2]! - q[0][2]!, p[1][2]! - q[1][2]!];
  const reachable = Math.hypot(b[0]!, b[1]!) * horizon + Math.hypot(a[0]!, a[1]!) * horizon * horizon;
  if (Math.hypot(c[0]!, c[1]!) - d > reachable) return null;
  const dot = (u: number[], v: number[]) => u[0]! * v[0]! + u[1]! * v[1]!;
  const g = [dot(c, c) - d * d, 2 * dot(b, c), dot(b, b) + 2 * dot(a, c), 2 * dot(a, b), dot(a, a)];
  return firstContact(g, 0, horizon, 2 * d * RESTING_CONTACT_SPEED);
}

export function pointContact(p: Path, pt: NosePoint, reach: number, horizon: number): number | null {
  return discContact(p, [[pt.at[0], 0, 0], [pt.at[1], 0, 0]], reach, horizon);
}

/** When a ball centre passes a pocket's fall line inside the throat. */
export function pocketFall(p: Path, m: PocketMouth, horizon: number): number | null {
  const g = [0, 1, 2].map((i) => -(m.u[0] * p[0][i]! + m.u[1] * p[1][i]!));
  g[0] = g[0]! + m.depth;
  const t = firstContact(g, 0, horizon, 0);
  if (t === null) return null;
  const [x, y] = at(p, t);
  const lateral = -m.u[1] * (x - m.centre[0]) + m.u[0] * (y - m.centre[1]);
  return Math.abs(lateral) <= m.halfWidth ? t : null;
}

/**
 * A lying pin sliding along its own axis f (base at distance s(τ) = v·τ − ½·a·τ²
 * from `base`, tip `length` further on, body radius r) reaching a standing pin
 * at q (radius r). Returns the time, or null.
 */
export function capsuleReach(
  base: readonly [number, number], f: readonly [number, number], v: number, a: number, length: number,
  r: number, q: readonly [number, number], horizon: number,
): number | null {
  const dx = q[0] - base[0], dy = q[1] - base[1];
  const sigma = dx * f[0] + dy * f[1];
  const w = Math.abs(-dx * f[1] + dy * f[0]);
  const rr = 2 * r;
  if (w >= rr) return null;
  const cap = Math.sqrt(rr * rr - w * w);
  if (sigma < -cap) return null; // behind the pin
  const target = sigma - length - cap;
  if (target <= 0) return 0; // it fell onto the pin
  const disc = v * v - 2 * a * target;
  if (disc < 0) return null;
  const t = a > 0 ? (v - Math.sqrt(disc)) / a : target / v;
  return t <= horizon ? t : null;
}
