/**
 * The judge interface and the match fold. A judge is a set of pure functions
 * over an immutable state: `start` builds the state, `stroke` returns a new
 * state and the stroke's verdict, `summary` reads the standings. Judges never
 * mutate their inputs (habit 3).
 */
import type { z } from 'zod';
import type { BallId, Discipline } from '../contracts/ids.js';
import type { MatchFile, PlayerId, Stroke } from '../contracts/match.js';
import type { StrokeVerdict, Verdict } from '../contracts/verdict.js';

export interface Judge<S = unknown, C = unknown> {
  discipline: Discipline;
  /** Per-federation settings: strict (unknown keys rejected), every key defaulted. */
  settings: z.ZodType<C>;
  start(match: MatchFile, settings: C): S;
  /** Players allowed to play the next stroke (two after a Russian foul: the opponent's choice), or none once decided. */
  expectedShooters(state: S): readonly PlayerId[];
  stroke(state: S, stroke: Stroke, index: number): { state: S; verdict: StrokeVerdict };
  summary(state: S): Omit<Verdict, 'strokes'>;
  /**
   * Balls off the table before the next stroke (potted and not re-spotted):
   * no event of the next stroke may name them (src/rules/gone.ts). Judges of
   * games without pockets leave it out.
   */
  ballsOff?(state: S): readonly BallId[];
}

export type AnyJudge = Judge<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Points record with every player at zero, then the given ones. */
export function points(players: readonly PlayerId[], credit: Partial<Record<PlayerId, number>> = {}): Record<PlayerId, number> {
  return Object.fromEntries(players.map((p) => [p, credit[p] ?? 0]));
}

export function opponent(players: readonly [PlayerId, PlayerId], p: PlayerId): PlayerId {
  return players[0] === p ? players[1] : players[0];
}
