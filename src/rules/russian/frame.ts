/**
 * Frames, turns and the match (art. 3, 4.6-4.7, 10): who plays next, the
 * opponent's choice after a foul, the frame lost on a second foul, who breaks
 * the next frame, the match decided. Pure: every function returns a new state.
 */
import type { StrokeEvent } from '../../contracts/events.js';
import type { BallId } from '../../contracts/ids.js';
import type { PlayerId } from '../../contracts/match.js';
import type { Call } from '../../contracts/verdict.js';
import type { PyramidTable } from '../../geometry/tables.js';
import { opponent, points } from '../judge.js';
import type { RussianSettings } from './settings.js';

export interface RussianState {
  players: readonly [PlayerId, PlayerId];
  settings: RussianSettings;
  table: PyramidTable;
  /** Frames needed to win the match: a best-of-`sets` match. */
  framesToWin: number;
  /** Current frame, 1-based. */
  frame: number;
  /** The next stroke is the frame's break. */
  breaking: boolean;
  /** The player who broke the current frame (or was due to, while no break shot is taken); null before the first stroke. */
  breaker: PlayerId | null;
  /** Whites credited this frame. */
  whites: Record<PlayerId, number>;
  /** Fouls this frame. */
  fouls: Record<PlayerId, number>;
  frames: Record<PlayerId, number>;
  /** Who may play the next stroke; both after a foul (the opponent's choice), none once decided. */
  expected: readonly PlayerId[];
  /** Who plays next unless the choice hands the shot back. */
  next: PlayerId | null;
  winner: PlayerId | null;
  /** Balls potted this frame and not re-spotted (credited whites): off the table (src/rules/gone.ts). */
  off: readonly BallId[];
  /** Events of the frame's previous stroke (balls in motion, general rules); null at a frame's break (a new rack). */
  previousEvents: readonly StrokeEvent[] | null;
}

export function startState(players: readonly [PlayerId, PlayerId], frames: number, settings: RussianSettings, table: PyramidTable): RussianState {
  return {
    players, settings, table,
    framesToWin: Math.floor(frames / 2) + 1,
    frame: 1,
    breaking: true,
    breaker: null,
    whites: points(players),
    fouls: points(players),
    frames: points(players),
    // Whoever won the lag breaks the first frame: the first stroke says who.
    expected: [...players],
    next: null,
    winner: null,
    off: [],
    previousEvents: null,
  };
}

export function nextBreaker(state: RussianState, frameWinner: PlayerId): PlayerId {
  switch (state.settings.nextBreak) {
    case 'winner': return frameWinner;
    case 'loser': return opponent(state.players, frameWinner);
    case 'alternate': return opponent(state.players, state.breaker ?? frameWinner);
  }
}

/** The frame goes to `frameWinner`: the match is decided, or the next frame begins with a break. */
export function endFrame(state: RussianState, frameWinner: PlayerId): { state: RussianState; calls: Call[] } {
  const frames = { ...state.frames, [frameWinner]: state.frames[frameWinner]! + 1 };
  if (frames[frameWinner]! >= state.framesToWin) {
    return {
      state: { ...state, frames, expected: [], next: null, winner: frameWinner, breaking: false },
      calls: [{ call: 'game-over', player: frameWinner }],
    };
  }
  const breaker = nextBreaker(state, frameWinner);
  return {
    state: {
      ...state, frames,
      frame: state.frame + 1,
      breaking: true,
      breaker,
      whites: points(state.players),
      fouls: points(state.players),
      expected: [breaker],
      next: breaker,
      off: [],
      previousEvents: null,
    },
    calls: [{ call: 'frame-over', player: frameWinner }],
  };
}

/** The frame goes on: a foul gives the opponent the choice; a credited white keeps the turn; anything else passes it. */
export function passTurn(state: RussianState, shooter: PlayerId, fouled: boolean, credited: number): { state: RussianState; calls: Call[] } {
  const other = opponent(state.players, shooter);
  if (fouled) {
    return { state: { ...state, expected: [other, shooter], next: other }, calls: [{ call: 'choice', player: other }] };
  }
  const next = credited > 0 ? shooter : other;
  return { state: { ...state, expected: [next], next }, calls: [] };
}
