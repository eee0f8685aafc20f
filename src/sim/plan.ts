/**
 * The hand-over between the planners (scenario library, random player) and
 * the recorder: a planned recording is a match file with the true events of
 * every stroke, plus the physics of each stroke so the recorder can draw any
 * instant. Times are absolute (seconds since the recording starts).
 */
import type { BallId, Discipline, Vec2 } from '../contracts/ids.js';
import type { MatchFile, Stroke } from '../contracts/match.js';
import type { Verdict } from '../contracts/verdict.js';
import type { TableModel } from '../geometry/tables.js';
import type { Shot, SimResult } from './physics/index.js';

export interface PlannedStroke {
  /** CONTRACTS stroke: shooter, cueBall, before, true events (strike … rest), after, declared, refereeFouls. */
  stroke: Stroke;
  /** The stroke's physics: `sim.stateAt(t)` for t in [sim.start, sim.end]; sim.start is the strike time. */
  sim: SimResult;
  /** The shot as played: the recorder draws the cue along `shot.direction` behind the cue ball. */
  shot: Shot;
  /** Balls put by hand before this stroke beyond the previous verdict's `respot` (five-pins free ball: the incoming ball moved into its half). */
  placed?: Partial<Record<BallId, Vec2>>;
}

export interface PlannedRecording {
  /** Scenario name, or `match-<discipline>` for the random player. */
  name: string;
  description: string;
  discipline: Discipline;
  table: TableModel;
  /** The match file of the true events; `match.strokes[k]` is `strokes[k].stroke`. */
  match: MatchFile;
  strokes: PlannedStroke[];
  /** Time of the recording's end (s): at least the last stroke's `sim.end` plus a short still tail. */
  duration: number;
  /** What `tabletrack judge` must say about `match` (a subset, as in the golden files); scenarios only. */
  expect?: Partial<Omit<Verdict, 'strokes'>> & { strokes?: Record<string, unknown>[] };
}

/** Lead time of a stroke's set-up: the player and cue are over the table from `strike - CUE_LEAD_S`. */
export const CUE_LEAD_S = 1.2;
/** Minimum time between one stroke's rest and the next strike (re-spotting, pins stood up, the cue coming in). */
export const STROKE_GAP_S = 2.0;
