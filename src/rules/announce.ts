/**
 * Comparing a tracked stroke's call with the truth's (the evaluations of
 * src/events/eval and src/pipeline/evaluate.ts): the stroke judged in its
 * match, and what the referee announces of it.
 */
import type { MatchFile, Stroke } from '../contracts/match.js';
import type { StrokeVerdict } from '../contracts/verdict.js';
import { judgeMatch } from './match.js';

/** What a referee announces: valid, points, fouls, calls (without their zones), who plays next, free ball. */
export function announced(v: StrokeVerdict): unknown {
  return { valid: v.valid, points: v.points, fouls: [...v.fouls].sort(), calls: v.calls.map((c) => c.call).sort(), next: v.next, freeBall: v.freeBall };
}

/** Stroke k's verdict with the match's strokes before it and `stroke` at k (null: the judge refused it). */
export function verdictWith(match: MatchFile, k: number, stroke: Stroke): StrokeVerdict | null {
  try { return judgeMatch({ ...match, strokes: [...match.strokes.slice(0, k), stroke] }).strokes[k] ?? null; } catch { return null; }
}
