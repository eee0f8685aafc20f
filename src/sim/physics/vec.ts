/** Small 3-D vector and quaternion helpers for the physics core (plain tuples: no allocation-heavy classes). */

export type V3 = [number, number, number];
/** Unit quaternion [w, x, y, z]: rotates ball-body coordinates into the table frame. */
export type Quat = [number, number, number, number];

export const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: V3, s: number): V3 => [a[0] * s, a[1] * s, a[2] * s];
export const norm = (a: V3): number => Math.hypot(a[0], a[1], a[2]);

export const IDENTITY: Quat = [1, 0, 0, 0];

/** q' = rotation(rv) ∘ q, rv a rotation vector (axis × angle, table frame). */
export function rotateBy(q: Quat, rv: V3): Quat {
  const angle = norm(rv);
  if (angle < 1e-15) return q;
  const s = Math.sin(angle / 2) / angle;
  const w = Math.cos(angle / 2);
  const x = rv[0] * s, y = rv[1] * s, z = rv[2] * s;
  const out: Quat = [
    w * q[0] - x * q[1] - y * q[2] - z * q[3],
    w * q[1] + x * q[0] + y * q[3] - z * q[2],
    w * q[2] - x * q[3] + y * q[0] + z * q[1],
    w * q[3] + x * q[2] - y * q[1] + z * q[0],
  ];
  const n = Math.hypot(out[0], out[1], out[2], out[3]);
  return [out[0] / n, out[1] / n, out[2] / n, out[3] / n];
}

/** Rotate a body-frame vector into the table frame. */
export function applyQuat(q: Quat, v: V3): V3 {
  const u: V3 = [q[1], q[2], q[3]];
  const t = scale(cross(u, v), 2);
  return add(add(v, scale(t, q[0])), cross(u, t));
}
