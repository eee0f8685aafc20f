/**
 * The geometry of a pyramid table's pocket mouths: the walls around each
 * mouth (the noses' rails, jaw points and jaws) and straight centre paths
 * meeting them. Kept apart from the mouth analyses (mouths.ts, the rattle,
 * throat*.ts, mouth-*.ts) so each can import it without a cycle. Names
 * (CONTRACTS has none for jaws): a jaw point and its jaw belong to the
 * cushion whose nose they end, as the physics reports them
 * (docs/sim-physics.md, "Pockets"): the top-left corner's two jaws are `top`
 * and `left`, a middle pocket's both the long cushion's.
 */
import type { Cushion, Pocket, Vec2 } from '../contracts/ids.js';
import type { PyramidTable } from '../geometry/tables.js';
import { dot, sub, unitOrNull } from '../geometry/vec.js';

/** A wall the centre meets at `reach`: a straight nose from `a` along `d` for `len` mm facing `n`, or a jaw point at `a`. */
export interface Wall { cushion: Cushion; kind: 'rail' | 'jaw' | 'point'; a: Vec2; d: Vec2; len: number; n: Vec2 }
/** A pocket's mouth: its centre, outward axis, the fall line (u·c ≥ fallAt: gone) and the walls around it. */
export interface Mouth { pocket: Pocket; centre: Vec2; u: Vec2; fallAt: number; walls: Wall[] }

/**
 * Depth (mm) past the line between the jaw points where a centre has
 * dropped (the physics' `pocketFallDepth`). Raising it lets the ray cast
 * look for jaw hits deeper in the throat; lowering it ends the path at the
 * mouth. Range 0-40.
 */
export const FALL_DEPTH_MM = 10;
/** Length (mm) of the rail noses next to each mouth that the ray cast knows (a ball off the rail into the jaws). Range 50-400. */
const RAIL_SPAN_MM = 200;

const cache = new WeakMap<PyramidTable, Mouth[]>();

/** The six mouths of a pyramid table with their walls (the geometry of docs/sim-physics.md, "Pockets"). */
export function mouthsOf(table: PyramidTable): Mouth[] {
  const hit = cache.get(table);
  if (hit) return hit;
  const hx = table.length / 2, hy = table.width / 2;
  const a = table.pocketOpening.corner / Math.SQRT2, b = table.pocketOpening.middle / 2;
  const out: Mouth[] = [];
  for (const sy of [1, -1] as const) {
    const long: Cushion = sy > 0 ? 'left' : 'right';
    out.push(mouth(sy > 0 ? 'middle-left' : 'middle-right', [-b, sy * hy], [b, sy * hy], [0, sy], long, long, [-1, 0], [1, 0]));
    for (const sx of [1, -1] as const) {
      const short: Cushion = sx > 0 ? 'top' : 'bottom';
      const name = `${short}-${long}` as Pocket;
      // j1 ends the short cushion (its rail runs back along −y·sy), j2 the long one (back along −x·sx).
      out.push(mouth(name, [sx * hx, sy * (hy - a)], [sx * (hx - a), sy * hy], unitOrNull([sx, sy])!, short, long, [0, -sy], [-sx, 0]));
    }
  }
  cache.set(table, out);
  return out;
}

function mouth(pocket: Pocket, j1: Vec2, j2: Vec2, u: Vec2, c1: Cushion, c2: Cushion, back1: Vec2, back2: Vec2): Mouth {
  const walls: Wall[] = [];
  for (const [from, to, cushion, back] of [[j1, j2, c1, back1], [j2, j1, c2, back2]] as const) {
    // Never null: the two jaw points of a mouth are apart (its opening).
    const n = unitOrNull(sub(to, from))!;
    // Jaw: from the jaw point into the pocket, facing the other jaw. Rail: the nose behind the jaw point, facing the table.
    walls.push({ cushion, kind: 'jaw', a: from, d: u, len: FALL_DEPTH_MM + 80, n });
    walls.push({ cushion, kind: 'point', a: from, d: [0, 0], len: 0, n: [0, 0] });
    const inward: Vec2 = cushion === 'top' ? [-1, 0] : cushion === 'bottom' ? [1, 0] : cushion === 'left' ? [0, -1] : [0, 1];
    walls.push({ cushion, kind: 'rail', a: from, d: back, len: RAIL_SPAN_MM, n: inward });
  }
  const centre: Vec2 = [(j1[0] + j2[0]) / 2, (j1[1] + j2[1]) / 2];
  return { pocket, centre, u, fallAt: dot(centre, u) + FALL_DEPTH_MM, walls };
}

/** A wall met by a straight centre path: when (s after the path's origin), where, the wall's normal there. */
export interface Meet { tau: number; wall: Wall; at: Vec2; n: Vec2 }

/** Tolerance (mm) for a centre already a little inside a wall's reach (detector noise): still outside it. Range 0.5-5. */
const INSIDE_TOL_MM = 2;

/** The first wall the centre path p + v·τ (τ ≥ −back) meets coming in, or null. */
export function firstMeet(p: Vec2, v: Vec2, walls: readonly Wall[], reach: number, back = 0, pointSlack = 0): Meet | null {
  let best: Meet | null = null;
  for (const w of walls) {
    let tau: number;
    if (w.kind === 'point') {
      const q: Vec2 = sub(p, w.a), r = reach + pointSlack;
      const A = dot(v, v), B = 2 * dot(q, v), C = dot(q, q) - r * r;
      if (A < 1e-9 || C < -2 * r * INSIDE_TOL_MM) continue;
      const disc = B * B - 4 * A * C;
      if (disc < 0) continue;
      tau = (-B - Math.sqrt(disc)) / (2 * A);
    } else {
      const sn = dot(sub(p, w.a), w.n), vn = dot(v, w.n);
      if (vn > -1e-6 || sn < reach - INSIDE_TOL_MM) continue;
      tau = (reach - sn) / vn;
      const along = dot([p[0] + v[0] * tau - w.a[0], p[1] + v[1] * tau - w.a[1]], w.d);
      if (along < 0 || along > w.len) continue;
    }
    if (tau < -back || (best && tau >= best.tau)) continue;
    const at: Vec2 = [p[0] + v[0] * tau, p[1] + v[1] * tau];
    // Never null: `at` lies on the circle of radius reach + pointSlack (> 0) round the point.
    const n = w.kind === 'point' ? unitOrNull(sub(at, w.a))! : w.n;
    if (dot(v, n) >= 0) continue;
    best = { tau, wall: w, at, n };
  }
  return best;
}

/** When (τ) the path crosses the mouth's fall line, or null (never, moving out). */
export function fallTau(p: Vec2, v: Vec2, m: Mouth): number | null {
  const vu = dot(v, m.u);
  return vu > 1e-6 ? (m.fallAt - dot(p, m.u)) / vu : null;
}

/**
 * Two touches of one cushion within this (s) in a mouth are one hit seen
 * from both sides (the way in cast forward, the way out traced back, the
 * last point against a jaw after a touch found from the way in): each
 * reading times it a little differently. Development Russian 50 fps #2[6]:
 * a bottom jaw hit read from the way in and again 33 ms later from the
 * ball's last point (throat-last.ts, which took only a frame as the same).
 * Not for the reversals across the throat (throat.ts keeps a frame): at 40
 * ms there it lost 7 true second touches of one cushion 16-35 ms apart
 * (a middle pocket's two jaws are one cushion). Raising it loses a second
 * touch of one jaw; lowering it reads one touch twice. Range 0.01-0.1.
 */
export const SAME_MEET_S = 0.04;
