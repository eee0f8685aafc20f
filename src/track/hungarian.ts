/**
 * Minimum-cost assignment (Hungarian method with row/column potentials,
 * O(n³)), for the handful of balls of one class. Exact, not greedy: greedy
 * nearest-first matching swaps identities when two balls cross close by, the
 * optimum does not prefer the swap unless it is really cheaper overall.
 */

/**
 * `cost[i][j]`: cost of giving row i column j (rows <= columns, every entry
 * finite). Returns, per row, the column it gets.
 */
export function assign(cost: readonly (readonly number[])[]): number[] {
  const n = cost.length;
  if (n === 0) return [];
  const m = cost[0]!.length;
  if (m < n) throw new Error(`assign: ${n} rows need at least as many columns (got ${m})`);
  const u = new Float64Array(n + 1), v = new Float64Array(m + 1);
  const match = new Int32Array(m + 1); // match[j]: row (1-based) holding column j; 0 = free
  const way = new Int32Array(m + 1);
  for (let i = 1; i <= n; i++) {
    match[0] = i;
    let j0 = 0;
    const minv = new Float64Array(m + 1).fill(Infinity);
    const used = new Uint8Array(m + 1);
    do {
      used[j0] = 1;
      const i0 = match[j0]!;
      let delta = Infinity, j1 = 0;
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const cur = cost[i0 - 1]![j - 1]! - u[i0]! - v[j]!;
        if (cur < minv[j]!) { minv[j] = cur; way[j] = j0; }
        if (minv[j]! < delta) { delta = minv[j]!; j1 = j; }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j]) { u[match[j]!] = u[match[j]!]! + delta; v[j] = v[j]! - delta; } else minv[j] = minv[j]! - delta;
      }
      j0 = j1;
    } while (match[j0] !== 0);
    do { const j1 = way[j0]!; match[j0] = match[j1]!; j0 = j1; } while (j0);
  }
  const rowOf = new Array<number>(n).fill(-1);
  for (let j = 1; j <= m; j++) if (match[j]! > 0) rowOf[match[j]! - 1] = j - 1;
  return rowOf;
}

/**
 * Tracks × detections with a gate: a pair dearer than `gateCost` is never
 * made; each track may instead stay unmatched at `gateCost` (a missed
 * detection), each detection may stay unmatched (a false one or a new ball).
 * Returns, per track, the detection index or -1.
 */
export function assignGated(cost: readonly (readonly number[])[], gateCost: number): number[] {
  const n = cost.length;
  if (n === 0) return [];
  const d = cost[0]!.length;
  const big = gateCost * 4 + 1;
  const padded = cost.map((row, i) => {
    const r = row.map((c) => (c <= gateCost ? c : big));
    for (let k = 0; k < n; k++) r.push(k === i ? gateCost : big);
    return r;
  });
  return assign(padded).map((j, i) => (j < d && cost[i]![j]! <= gateCost ? j : -1));
}
