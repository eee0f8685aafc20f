/** Distance from a point to a segment (pure; any unit: table mm, frame px). */

/** Distance from q to the segment ab (its nearer end when q projects outside it; |qa| when a = b). */
export function segmentDistance(q: readonly [number, number], a: readonly [number, number], b: readonly [number, number]): number {
  const vx = b[0] - a[0], vy = b[1] - a[1], l2 = vx * vx + vy * vy;
  const u = l2 > 0 ? Math.min(1, Math.max(0, ((q[0] - a[0]) * vx + (q[1] - a[1]) * vy) / l2)) : 0;
  return Math.hypot(q[0] - a[0] - u * vx, q[1] - a[1] - u * vy);
}
