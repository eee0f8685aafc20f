import type { BallId, Discipline, PinId, PinState, Pocket, Cushion, Vec2 } from './ids.js';
import type { StrokeEvent } from './events.js';
import type { FoulCode } from './codes.js';

export type PlayerId = string;

/** Where things stand at a moment: ball centres in table mm; five-pins pin states. */
export interface Position {
  balls: Partial<Record<BallId, Vec2>>;
  pins?: Partial<Record<PinId, PinState>>;
}

/** The Russian strict call, declared before the shot (russian-colour-ball art. 7). */
export interface Declaration {
  pocket: Pocket;
  /** Cushions the colour ball touches, in order (the jaw cushion just before the drop is ignored). */
  cushions: Cushion[];
  /** Balls between the cue ball and the colour in a combination, in order (empty for a direct shot). */
  via: BallId[];
  /** Extension: the kind of special shot, for information ("bank", "combination", "kiss"...). */
  shot?: string;
}

export interface Stroke {
  shooter: PlayerId;
  /** The ball the player meant to play; defaults to the player's own ball (carom) or the struck ball. */
  cueBall?: BallId;
  before?: Position;
  events: StrokeEvent[];
  after?: Position;
  declared?: Declaration;
  refereeFouls?: FoulCode[];
  /** Extension: shot-clock overruns before this stroke (five-pins 3009: 0, 1 or 2; 2 = stroke not played). */
  shotClock?: { overruns: number };
  /**
   * Extension (five-pins 3003.5, 3003.7): pins the referee rules not fallen
   * although they fell (a pin falling on its own or for a strange reason, a pin
   * leaning on the cue ball falling as it leaves): neither they nor the pins
   * they knock count.
   */
  pinsNotFallen?: PinId[];
}

export interface MatchFile {
  discipline: Discipline;
  /** Points to win (a set's distance where sets > 1). Russian colour game: unused (a frame is won by the colour). */
  distance: number;
  /** Odd number of sets (five-pins) or frames (Russian); default 1. */
  sets?: number;
  players: [PlayerId, PlayerId];
  /** Carom: each player's own ball. */
  balls?: Record<PlayerId, BallId>;
  strokes: Stroke[];
  /** Extension: per-federation rule settings, validated by the discipline's settings schema. */
  settings?: Record<string, unknown>;
}
