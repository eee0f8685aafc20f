import type { BallId, Vec2 } from './ids.js';
import type { CallCode, FoulCode } from './codes.js';
import type { PlayerId } from './match.js';

export interface Call {
  call: CallCode;
  /** The zone a zone call is about: corner-top-left... (libre), field-N / anchor-N (cadre). */
  zone?: string;
  /** Extension: the player a call is about (for-five, partout, game-over), and a count where one is announced. */
  player?: PlayerId;
  count?: number;
}

export interface StrokeVerdict {
  valid: boolean;
  points: Record<PlayerId, number>;
  fouls: FoulCode[];
  calls: Call[];
  next: PlayerId | null;
  freeBall: boolean;
  respot: Partial<Record<BallId, Vec2>>;
  /** Extension: five-pins free ball, the half the incoming ball is placed in. */
  freeBallHalf?: 'top' | 'bottom';
  /** Extension: positions to set up only if the incoming player asks (touchent in cadre, one- and three-cushion). */
  respotOnRequest?: Partial<Record<BallId, Vec2>>;
  /** Extension: set (five-pins) or frame (Russian) this stroke belongs to, 1-based. */
  set?: number;
  /** Extension: carom inning number of the shooter, 1-based, and the run after this stroke. */
  inning?: number;
  run?: number;
  /** Extension: why the stroke is judged as it is, one short line per reason, for the referee screen and the golden files. */
  reasons?: string[];
  /** Extension: the doubt that could change this call (src/rules/doubt.ts); set only on strokes with doubtful events. */
  doubt?: StrokeDoubt;
}

/** What the referee calls: the parts of a stroke's verdict the decisive-doubt analysis compares. */
export type RefereeCall = Pick<StrokeVerdict, 'valid' | 'points' | 'fouls' | 'calls' | 'next' | 'freeBall'>;

/**
 * Extension: the decisive doubt of a stroke made from video. `confidence` is
 * the lowest confidence among the doubtful events whose absence (or other
 * reading) changes the call, 1 when none can; `events` are their indices in
 * the stroke's `events`; `alternative` is the call the most likely such
 * reading gives, with `assumes` saying what that reading is.
 */
export interface StrokeDoubt {
  confidence: number;
  events: number[];
  alternative?: RefereeCall & { assumes: string; reasons?: string[] };
}

export interface Verdict {
  strokes: StrokeVerdict[];
  score: Record<PlayerId, number>;
  sets: Record<PlayerId, number>;
  winner: PlayerId | null;
  matchPoints: Record<PlayerId, number>;
  setPoints: Record<PlayerId, number>;
  /** Extension: carom innings played, and each player's best run. */
  innings?: Record<PlayerId, number>;
  highRun?: Record<PlayerId, number>;
  /** Extension: who plays the next stroke (null once the match is over). */
  next?: PlayerId | null;
}
