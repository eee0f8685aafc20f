/**
 * A ball hit into a near rail and back into its hitter, solved from the
 * first touch's geometry (issue 6, session 17). returns.ts proves the second
 * touch from the hitter seen pushed back, rail-meet.ts from the pieces after
 * it traced back; both need the second touch to show in the frames after
 * it, and a slow return (the ball hit lost most of its speed to the rail
 * and the hitter) hides under their tolerances.
 *
 * Here the proof is the paths the balls must take if there were only one
 * touch. At the first touch the ball hit, B, leaves its rest along the line
 * of centres n at nearly all of the hitter A's normal speed (equal masses,
 * ball-ball restitution about 0.95); A keeps its tangential velocity and a
 * few per cent of its normal one. Each runs straight until a rail's contact
 * line, which reverses its normal velocity (times the rail's restitution,
 * about 0.5-0.95 on real and simulated tables) and keeps its tangential one.
 * When those paths — for every restitution and share in the ranges, and
 * with the most a draw or follow can pull A along n — come closer than 2R
 * by more than the geometry's error after a rail turned one of them, the
 * single-touch story is impossible: solid balls cannot pass through each
 * other, so they touched again there.
 *
 * When only some cases meet (a glancing return, a slow rail), the frames
 * after decide: B, sent off without spin, keeps the single touch's velocity
 * (reflected by its rail at some restitution in range, slowed by the cloth
 * to no less than ~5/7 of it) unless something struck it; seen off every
 * such velocity by far more than the fit's noise, the velocity it gained
 * pointing away from A, it was A that struck it (development five-pins:
 * B back off its rail at a normal speed of 50 mm/s where the slowest rail
 * gives 150, or a hitter turned by its own rail sending B off 558 mm/s
 * beyond its line).
 */
import type { BallId } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import { centreBounds } from '../track/geometry.js';
import { noiseScaled } from './ball-noise.js';
import type { Breaks } from './contacts.js';
import { positionAt } from './contacts.js';
import { pieceAt, rmsOf } from './fit.js';
import type { BallHistory } from './history.js';
import { straightSide } from './pieces.js';
import type { Start } from './starts.js';
import { SLIDE_DECEL_MM_S2 } from './cloth.js';
import { wayIn } from './way-in.js';

export { wayIn } from './way-in.js';

type P = [number, number];
type Paths = { a: (tau: number) => { at: P; v: P; railed: boolean }; b: (tau: number) => { at: P; v: P; railed: boolean } };

/** Rail restitution (normal speed out over in) the solution must hold for: real carom cushions 0.6-0.9 (less when hit hard), the simulator's 0.85. Range 0.3-1. */
const RAIL_E_MIN = 0.5, RAIL_E_MAX = 0.95;
/**
 * Share of A's normal speed that B takes at the touch: (1 + e)/2 with the
 * ball-ball restitution e 0.93-0.98, less what throw and a ball not quite at
 * rest take. Lowering it claims fewer returns (a slower B may not reach
 * back); raising it towards 1 trusts the restitution more. Range 0.7-1.
 */
const B_SHARE_MIN = 0.85;
/** Share of its normal speed A keeps forward along n: (1 − e)/2, with a margin. Range 0-0.15. */
const A_FORWARD_MAX = 0.06;
/**
 * How deep (mm) the solved paths must overlap in the least favourable case:
 * the line of centres' error (2 mm over 2R from the hitter's fitted way in)
 * over a return of 20-60 mm, and the rail's throw bending B's way back.
 * Rises with the balls' measured noise (`SOLVE_OVERLAP_SIGMAS` × σ).
 * Raising it misses glancing returns; lowering it lets a ball that came off
 * the rail just past its hitter pass for a touch. Range 2-15.
 */
const SOLVE_OVERLAP_MM = 5, SOLVE_OVERLAP_SIGMAS = 10;
/** The second touch is looked for this long (s) after the first: true returns came back 6-55 ms later; later ones are seen as their own distance minimum. Range 0.05-0.15. */
const SOLVE_WINDOW_S = 0.08;
/** A point of either ball seen between the touches this far (mm) off its solved path: the solution is not these balls' (a thinner cut than solved). Range 5-30. */
const OFF_PATH_MM = 12;
/**
 * ... plus the way the ball runs in this long (s): the first touch's time,
 * from the hitter's fitted way in, is a few ms off (development
 * three-cushion #163[5] at 30 fps: the yellow sent off at 4.1 m/s seen 12.8
 * mm off its solved place 6 ms after a touch dated 4 ms early). Raising it
 * lets a thinner cut's paths pass for the solution; lowering it loses the
 * fast returns. Range 0-0.005.
 */
const OFF_PATH_S = 0.002;
/** Another ball this close (mm) beyond 2R to either solved path could have turned it: no claim. Range 0-40. */
const OTHER_BALL_CLEAR_MM = 10;
/** The solved paths part by this (mm) before a second touch counts: a hitter turned by its rail right at the touch never left the ball. Range 0.5-5. */
const PART_MM = 2;
/** Step (s) of the search along the solved paths. */
const STEP_S = 0.0005;

/** The solved second touch: its time and how deep the paths overlap there in the least favourable case (mm). */
export interface SolvedReturn { t1: number; t2: number; overlap: number; /** Every case meets, or B lacks ROBBED_SURE_RATIO times the speed asked: settled, not for the referee. */ sure: boolean }

/** Where a ball at p with velocity v is after tau, its normal velocity reversed (times e) at each contact line it reaches; and whether it reached one. */
export function travel(p: P, v: P, e: number, tau: number, hx: number, hy: number): { at: P; v: P; railed: boolean } {
  let x = p[0], y = p[1], vx = v[0], vy = v[1], left = tau, railed = false;
  for (let k = 0; k < 4 && left > 0; k++) {
    const tx = vx === 0 ? Infinity : ((vx > 0 ? hx : -hx) - x) / vx, ty = vy === 0 ? Infinity : ((vy > 0 ? hy : -hy) - y) / vy;
    const dt = Math.max(0, Math.min(tx, ty));
    if (dt >= left) break;
    x += vx * dt; y += vy * dt; left -= dt; railed = true;
    if (tx <= ty) vx = -e * vx; else vy = -e * vy;
  }
  return { at: [x + vx * left, y + vy * left], v: [vx, vy], railed };
}

/**
 * The second touch of hitter `a` and `b` (at rest until a touch of a's
 * around t) that a single touch's solved paths make unavoidable; null when
 * some case of the ranges lets them pass, or the frames between do not
 * follow the solution.
 */
export function solvedReturn(a: BallId, b: BallId, t: number, hs: readonly BallHistory[], starts: readonly Start[], table: TableModel, breaks: Breaks, sameS: number): SolvedReturn | null {
  // Carom tables only: on a pyramid table the rails are broken by pockets and jaws, and the balls crowd (development Russian
  // 60 fps: 2 of 2 solved returns there false, both "settled").
  if (table.kind !== 'carom') return null;
  const ha = hs.find((h) => h.id === a), hb = hs.find((h) => h.id === b), s = starts.find((q) => q.id === b);
  if (!ha || !hb || !s || Math.abs(s.t - t) > sameS) return null;
  const R = table.ballRadius;
  const found = wayIn(ha, hb, s, breaks.get(a) ?? [], R, true);
  if (!found) return null;
  const { way, t1 } = found, rest = s.rest;
  const pa = pieceAt(way, t1), d = [rest[0] - pa[0], rest[1] - pa[1]], l = Math.hypot(d[0]!, d[1]!) || 1;
  const n: P = [d[0]! / l, d[1]! / l], v: P = [way.x.v, way.y.v], vn = v[0] * n[0] + v[1] * n[1];
  if (vn <= 0) return null;
  const tangent: P = [v[0] - vn * n[0], v[1] - vn * n[1]];
  const { halfX, halfY } = centreBounds(table);
  // B's noise: it lay at rest, so its measure is sound (a hitter moving all along reads high).
  const margin = noiseScaled(hb, SOLVE_OVERLAP_MM, SOLVE_OVERLAP_SIGMAS);
  // Each case: (B's share, A's forward share, rail restitution). The claim holds only if every case meets.
  const cases: [number, number, number][] = [];
  for (const sb of [B_SHARE_MIN, 1]) for (const fa of [0, A_FORWARD_MAX]) for (const e of [RAIL_E_MIN, RAIL_E_MAX]) cases.push([sb, fa, e]);
  const pathOf = (c: [number, number, number]): Paths => ({
    a: (tau: number) => travel(pa, [tangent[0] + c[1] * vn * n[0], tangent[1] + c[1] * vn * n[1]], c[2], tau, halfX, halfY),
    b: (tau: number) => travel(rest, [c[0] * vn * n[0], c[0] * vn * n[1]], c[2], tau, halfX, halfY),
  });
  // Each case's deepest overlap after a rail turned one of the balls, and when the solved paths first touch.
  // The proof from the paths alone counts only meetings after B's rail: A's own rebound turns on its spin, which the cases
  // leave out (development five-pins #28[3] at 50 fps: the yellow hit the rail 8 ms after its thin cut, every case "met" by
  // 11 mm, the balls passed 8 mm apart). A railed hitter is left to B's way out (`robbed`).
  const met = cases.map((c) => ({ c, ...solvedMeeting(pathOf(c), t1, R, -1, false) }));
  // Every case meets: the paths alone prove the second touch. Else some case (the spin pulling A the favourable way) must meet, and B's way out show it.
  const sure = met.every((m) => m.first !== null && m.deepest >= margin);
  const possible = sure ? met : cases.map((c) => ({ c, ...solvedMeeting(pathOf(c), t1, R, 1, true) })).filter((m) => m.first !== null);
  if (possible.length === 0) return null;
  const firsts = possible.map((m) => m.first!).sort((x, y) => x - y);
  const t2 = firsts[Math.floor(firsts.length / 2)]!;
  const overlap = sure ? Math.min(...met.map((m) => m.deepest)) : 0;
  const nominal = pathOf([(1 + 0.95) / 2, 0.025, 0.8]);
  // Some case lets them pass: then B's way out of its rail must show the second touch (it came back slower than any rail sends it).
  // B's lost speed must point from A to B where the nominal paths meet (past that instant they run through each other).
  const metAt = solvedMeeting(nominal, t1, R, 0, false).first ?? firsts[firsts.length - 1]!;
  const lack = sure ? 0 : robbed(hb, breaks.get(b) ?? [], firsts[firsts.length - 1]!, metAt, t1, rest, c0(vn, n), nominal.a, halfX, halfY);
  if (!sure && lack < 1) return null;
  // The frames between the touches follow the solution (nominal case: B at 0.95 of A's normal speed, the rail at 0.8).
  for (const [h, at] of [[ha, nominal.a], [hb, nominal.b]] as const) {
    for (let k = 0; k < h.t.length; k++) {
      const u = h.t[k]!;
      if (u <= t1 + 1e-3 || u >= firsts[0]!) continue;
      const { at: q, v: qv } = at(u - t1);
      if (Math.hypot(h.x[k]! - q[0], h.y[k]! - q[1]) > OFF_PATH_MM + OFF_PATH_S * Math.hypot(qv[0], qv[1])) return null;
    }
  }
  if (crowded([a, b], nominal, t1, t2, hs, R)) return null;
  return { t1, t2, overlap, sure: sure || lack >= ROBBED_SURE_RATIO };
}

const c0 = (vn: number, n: P): P => [vn * n[0], vn * n[1]];

/**
 * Over the window after t1: the deepest overlap of the solved paths once a
 * rail turned B (or either, with `hitterRail`), the spin's most pull on A
 * counted against (−1) or for (+1) a meeting, and when they first reach 2R.
 */
function solvedMeeting(path: Paths, t1: number, R: number, pull: -1 | 0 | 1, hitterRail: boolean): { deepest: number; first: number | null } {
  let deepest = -Infinity, first: number | null = null, parted = false;
  for (let tau = STEP_S; tau <= SOLVE_WINDOW_S; tau += STEP_S) {
    const qa = path.a(tau), qb = path.b(tau);
    const o = 2 * R - Math.hypot(qa.at[0] - qb.at[0], qa.at[1] - qb.at[1]) + pull * 0.5 * SLIDE_DECEL_MM_S2 * tau * tau;
    // A second touch only once the pair parted and a rail turned one of them: before that it is the first touch still.
    parted ||= o < -PART_MM;
    if (!parted || !(qb.railed || (hitterRail && qa.railed))) continue;
    if (o > deepest) deepest = o;
    if (first === null && o > 0) first = t1 + tau;
    // Past the first touch of the solved paths: the balls took other ways from there.
    if (first !== null && o <= 0) break;
  }
  return { deepest, first };
}

/**
 * Share of its speed a ball sent off without spin keeps as the cloth brings
 * it to rolling (5/7), with a margin; the rail's throw and a touch a little
 * off full take some more. Range 0.4-0.8.
 */
const KEEP_MIN = 0.6;
/**
 * Speed (mm/s) by which B's way out of the rail must miss every velocity a
 * single touch and a rail give it (any restitution in range, any share
 * kept), or this many times the fitted velocity's noise. Raising it misses
 * returns that took little of B's speed; lowering it lets a rail's odd
 * rebound pass for a touch. Ranges 20-200, 2-6.
 */
const ROBBED_MM_S = 80, ROBBED_SIGMAS = 4;
/**
 * B lacking this many times the asked speed settles the touch (reported at
 * returns.ts's sure confidence, not sent to the referee): development
 * five-pins returns found at 30 fps lack 1.2-6 times it. Raising it sends more to the
 * referee; lowering it towards 1 settles returns within twice the tolerance. Range 1.5-5.
 */
const ROBBED_SURE_RATIO = 3;
/** B's way out: at least this many points, this straight (rms, mm). Range 3-7, 2-6. */
const OUT_MIN_POINTS = 3, OUT_RMS_MM = 4;

/**
 * B's way out of the rail (its piece from `from` on) came slower back than
 * any single touch and rail send it, and the velocity missing points at A:
 * A took it, a second touch. `vb`: B's velocity off its rest at full share.
 * Returns how many times the asked miss B shows (0: none, or not towards A).
 */
function robbed(hb: BallHistory, kb: readonly number[], from: number, met: number, t1: number, rest: P, vb: P, pathA: (tau: number) => { at: P }, hx: number, hy: number): number {
  const out = straightSide(hb, from, 1, kb.filter((c) => c > from));
  if (!out || out.x.n < OUT_MIN_POINTS || rmsOf(out) > OUT_RMS_MM) return 0;
  const u = (out.from + out.to) / 2, vo: P = [out.x.v, out.y.v];
  let miss = Infinity, away: P = [0, 0];
  for (let e = RAIL_E_MIN; e <= RAIL_E_MAX + 1e-9; e += 0.05) {
    const r = travel(rest, vb, e, from - t1, hx, hy);
    const v2 = r.v[0] * r.v[0] + r.v[1] * r.v[1];
    if (v2 < 1) return 0;
    // The nearest s·v over s in [KEEP_MIN · B_SHARE_MIN, 1].
    const s = Math.min(1, Math.max(KEEP_MIN * B_SHARE_MIN, (vo[0] * r.v[0] + vo[1] * r.v[1]) / v2));
    const d: P = [vo[0] - s * r.v[0], vo[1] - s * r.v[1]], m = Math.hypot(d[0], d[1]);
    if (m < miss) { miss = m; away = d; }
  }
  const span = Math.max(out.to - out.from, 1e-3), noise = Math.sqrt(12) * Math.max(rmsOf(out), 0.8) / (span * Math.sqrt(out.x.n));
  const asked = Math.max(ROBBED_MM_S, ROBBED_SIGMAS * noise);
  if (miss < asked) return 0;
  // The missing velocity was given to A: what B has beyond the single touch's points away from A (A pushed it back along their line).
  const pb = travel(rest, vb, 0.8, met - t1, hx, hy).at, pa = pathA(met - t1).at, l = Math.hypot(pb[0] - pa[0], pb[1] - pa[1]) || 1;
  return (away[0] * (pb[0] - pa[0]) + away[1] * (pb[1] - pa[1])) / l > 0.5 * miss ? miss / asked : 0;
}

/** A ball other than the pair's within 2R + OTHER_BALL_CLEAR_MM of either solved path between the touches. */
function crowded(pair: readonly BallId[], path: Paths, t1: number, t2: number, hs: readonly BallHistory[], R: number): boolean {
  return hs.some((g) => {
    if (pair.includes(g.id)) return false;
    for (let u = t1; u <= t2; u += 0.002) {
      const q = positionAt(g, u);
      if (q && [path.a(u - t1).at, path.b(u - t1).at].some((c) => Math.hypot(c[0] - q[0], c[1] - q[1]) < 2 * R + OTHER_BALL_CLEAR_MM)) return true;
    }
    return false;
  });
}
