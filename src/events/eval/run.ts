/**
 * The evaluation loop: simulated strokes → simulated detections → tracker →
 * events, scored against the physics' true events, and both event lists
 * judged by the discipline's judge (judgeMatch) to compare verdicts.
 */
import type { StrokeEvent } from '../../contracts/events.js';
import type { BallId, Discipline } from '../../contracts/ids.js';
import type { MatchFile, Stroke } from '../../contracts/match.js';
import type { StrokeVerdict } from '../../contracts/verdict.js';
import { minConfidence } from '../../rules/query.js';
import { judgeMatch } from '../../rules/match.js';
import { type DetectorModel, type TruthFrameAt, simulateDetections } from '../../track/simulated-detections.js';
import { Tracker, type TrackedFrame } from '../../track/tracker.js';
import { extractStroke } from '../extract.js';
import { type GeneratedStroke, generateStroke } from './strokes.js';
import { type Tally, addTally, emptyTally, score } from './metrics.js';

/** A stroke's confidence at or above which a wrong verdict counts as a confident error. */
export const HIGH_CONFIDENCE = 0.9;

export interface StrokeOutcome {
  contacts: Tally; cushions: Tally; pinFalls: Tally;
  swaps: number; verdictAgrees: boolean | null; confident: boolean;
  truth: StrokeEvent[]; found: StrokeEvent[];
}

export function evaluateStroke(g: GeneratedStroke, fps: number, seed: number, detector: Partial<DetectorModel> = {}): StrokeOutcome {
  const det = simulateDetections([{ sim: g.sim, shotDirection: g.shot.direction }], g.table, { fps, seed, detector });
  const tracker = new Tracker(g.table, g.discipline);
  const tracked = det.frames.map((f) => tracker.update(f));
  const ids = identityMap(tracked, det.truth);
  const ex = extractStroke(tracked, { table: g.table, discipline: g.discipline });
  const found = ex.events.map((e) => renameEvent(e, ids.map));
  const truth = g.sim.events as StrokeEvent[];
  const tol = 3 / fps;
  const stroke: Stroke = {
    ...g.match.strokes[0]!, events: found,
    before: { ...ex.before, balls: renameKeys(ex.before.balls, ids.map) },
    after: { ...ex.after, balls: renameKeys(ex.after.balls, ids.map) },
  };
  const agree = verdictsAgree(g.match, stroke);
  return {
    contacts: score(truth, found, ['ball-ball'], fps, tol),
    cushions: score(truth, found, ['cushion'], fps, tol),
    pinFalls: score(truth, found, ['pin-fall'], fps, 0.5),
    swaps: ids.swaps, verdictAgrees: agree, confident: minConfidence(found) >= HIGH_CONFIDENCE, truth, found,
  };
}

export interface DisciplineReport {
  discipline: Discipline; fps: number; strokes: number;
  contacts: Tally; cushions: Tally; pinFalls: Tally; swaps: number;
  judged: number; agreed: number; confidentWrong: number;
}

export function evaluate(discipline: Discipline, fps: number, seeds: readonly number[]): DisciplineReport {
  const r: DisciplineReport = { discipline, fps, strokes: 0, contacts: emptyTally(), cushions: emptyTally(), pinFalls: emptyTally(), swaps: 0, judged: 0, agreed: 0, confidentWrong: 0 };
  for (const seed of seeds) {
    const o = evaluateStroke(generateStroke(discipline, seed), fps, seed + 1000);
    r.strokes++;
    r.contacts = addTally(r.contacts, o.contacts); r.cushions = addTally(r.cushions, o.cushions); r.pinFalls = addTally(r.pinFalls, o.pinFalls);
    r.swaps += o.swaps;
    if (o.verdictAgrees !== null) { r.judged++; if (o.verdictAgrees) r.agreed++; else if (o.confident) r.confidentWrong++; }
  }
  return r;
}

/** Verdict of the true stroke vs the tracked one (null: the true stroke cannot be judged as a lone stroke). */
function verdictsAgree(match: MatchFile, tracked: Stroke): boolean | null {
  let truth: StrokeVerdict;
  try { truth = judgeMatch(match).strokes[0]!; } catch { return null; }
  try {
    const v = judgeMatch({ ...match, strokes: [tracked] }).strokes[0]!;
    return JSON.stringify(essence(v)) === JSON.stringify(essence(truth));
  } catch { return false; }
}

function essence(v: StrokeVerdict): unknown {
  return { valid: v.valid, points: v.points, fouls: [...v.fouls].sort(), next: v.next, freeBall: v.freeBall, calls: v.calls.map((c) => c.call).sort() };
}

/** Tracked id → true id, from the first frames each track is seen in; swaps: later frames where a track sits on another ball. */
function identityMap(tracked: readonly TrackedFrame[], truth: readonly TruthFrameAt[]): { map: Map<BallId, BallId>; swaps: number } {
  const map = new Map<BallId, BallId>();
  const swapped = new Set<BallId>();
  tracked.forEach((f, i) => {
    const tr = truth[i]!;
    for (const b of f.balls) {
      if (!b.observed) continue;
      let best: BallId | null = null, bestD = Infinity;
      for (const [id, p] of Object.entries(tr.balls) as [BallId, { x: number; y: number }][]) {
        const d = Math.hypot(p.x - b.x, p.y - b.y);
        if (d < bestD) { bestD = d; best = id; }
      }
      if (!best || bestD > 30) continue;
      const known = map.get(b.id);
      if (!known) map.set(b.id, best); else if (known !== best) swapped.add(b.id);
    }
  });
  return { map, swaps: swapped.size > 0 ? Math.ceil(swapped.size / 2) : 0 };
}

function renameKeys<T>(o: Partial<Record<BallId, T>>, map: Map<BallId, BallId>): Partial<Record<BallId, T>> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [map.get(k as BallId) ?? k, v])) as Partial<Record<BallId, T>>;
}

function renameEvent(e: StrokeEvent, map: Map<BallId, BallId>): StrokeEvent {
  const r = (id: BallId): BallId => map.get(id) ?? id;
  switch (e.kind) {
    case 'ball-ball': return { ...e, balls: [r(e.balls[0]), r(e.balls[1])] };
    case 'pin-fall': return { ...e, by: (map.has(e.by as BallId) ? r(e.by as BallId) : e.by) };
    case 'strike': case 'cushion': case 'pocket': case 'off-table': case 'moved': case 'jump': case 'centre-line': return { ...e, ball: r(e.ball) };
    default: return e;
  }
}
