/**
 * Why a contact was missed or invented: the situation it happened in, read
 * from the physics' truth and the simulated detections around its time.
 * Categories, first that applies: `strike` (within 60 ms of the strike, the
 * struck ball involved), `hidden` (a ball of the pair not detected near its
 * true place in the frames around it), `frozen` (the pair touching before the
 * stroke), `cluster` (a third ball within reach), `both-moving`, `thin`
 * (little momentum passed along the line of centres), `cushion` (a ball
 * within a radius of a cushion line), else `other`.
 */
import type { BallBallEvent, StrokeEvent } from '../../contracts/events.js';
import type { BallId } from '../../contracts/ids.js';
import type { TableModel } from '../../geometry/tables.js';
import { axisGaps } from '../../geometry/cushion-sides.js';
import type { PlannedStroke } from '../../sim/plan.js';
import { CLASS_CODE, type DetectionFrame } from '../../track/detections.js';
import { cushionReach } from '../../track/geometry.js';
import type { TruthFrameAt } from '../../track/simulated-detections.js';

export const SITUATIONS = ['strike', 'hidden', 'frozen', 'cluster', 'both-moving', 'thin', 'cushion', 'other'] as const;
export type Situation = (typeof SITUATIONS)[number];

export interface Seen { frames: readonly DetectionFrame[]; truth: readonly TruthFrameAt[] }

export function situationOf(e: BallBallEvent, ps: PlannedStroke, seen: Seen, table: TableModel): Situation {
  const R = table.ballRadius;
  const [a, b] = e.balls;
  const strike = ps.sim.start;
  if (e.t - strike < 0.06 && (a === ps.shot.ball || b === ps.shot.ball)) return 'strike';
  const i = frameIndex(seen.truth, e.t);
  for (let k = i - 2; k <= i + 2; k++) if (!detected(seen, k, a) || !detected(seen, k, b)) return 'hidden';
  const pa = ps.stroke.before?.balls[a], pb = ps.stroke.before?.balls[b];
  if (pa && pb && Math.hypot(pa[0] - pb[0], pa[1] - pb[1]) < 2 * R + 1) return 'frozen';
  const tr = seen.truth[Math.max(0, i - 1)];
  const ta = tr?.balls[a], tb = tr?.balls[b];
  if (!tr || !ta || !tb) return 'other';
  const others = Object.entries(tr.balls).filter(([id]) => id !== a && id !== b);
  if (others.some(([, o]) => o && (Math.hypot(o.x - ta.x, o.y - ta.y) < 2 * R + 8 || Math.hypot(o.x - tb.x, o.y - tb.y) < 2 * R + 8))) return 'cluster';
  if (ta.moving && tb.moving) return 'both-moving';
  const nx = tb.x - ta.x, ny = tb.y - ta.y, l = Math.hypot(nx, ny) || 1;
  const rvx = ta.vx - tb.vx, rvy = ta.vy - tb.vy, rv = Math.hypot(rvx, rvy) || 1;
  if ((rvx * nx + rvy * ny) / l / rv < 0.3) return 'thin';
  const reach = cushionReach(table), hx = table.length / 2 - reach, hy = table.width / 2 - reach;
  if ([ta, tb].some((p) => axisGaps([p.x, p.y], hx, hy).some((g) => g < 2 * R))) return 'cushion';
  return 'other';
}

function frameIndex(truth: readonly TruthFrameAt[], t: number): number {
  let lo = 0, hi = truth.length - 1;
  while (hi - lo > 1) { const m = (lo + hi) >> 1; if (truth[m]!.t <= t) lo = m; else hi = m; }
  return Math.abs(truth[hi]!.t - t) < Math.abs(truth[lo]!.t - t) ? hi : lo;
}

function detected(seen: Seen, k: number, id: BallId): boolean {
  const tr = seen.truth[k], f = seen.frames[k];
  if (!tr || !f) return true;
  const p = tr.balls[id];
  if (!p) return true;
  for (let j = 0; j < f.count; j++) {
    if (f.cls[j] === CLASS_CODE['pin-standing'] || f.cls[j] === CLASS_CODE['pin-fallen']) continue;
    if (Math.hypot(f.x[j]! - p.x, f.y[j]! - p.y) < 15) return true;
  }
  return false;
}

export type SituationTable = Record<Situation, { missed: number; extra: number }>;

export const emptySituations = (): SituationTable =>
  Object.fromEntries(SITUATIONS.map((s) => [s, { missed: 0, extra: 0 }])) as SituationTable;

export function addSituations(a: SituationTable, b: SituationTable): SituationTable {
  return Object.fromEntries(SITUATIONS.map((s) => [s, { missed: a[s].missed + b[s].missed, extra: a[s].extra + b[s].extra }])) as SituationTable;
}

export function tabulate(missed: readonly StrokeEvent[], extra: readonly StrokeEvent[], ps: PlannedStroke, seen: Seen, table: TableModel): SituationTable {
  const out = emptySituations();
  for (const e of missed) if (e.kind === 'ball-ball') out[situationOf(e, ps, seen, table)].missed++;
  for (const e of extra) if (e.kind === 'ball-ball') out[situationOf(e, ps, seen, table)].extra++;
  return out;
}
