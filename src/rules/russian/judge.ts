/**
 * The Russian colour-ball judge (docs/rules-russian-colour.md): checks the
 * stroke's input, assesses it (fouls.ts), then keeps the frame, turn and
 * match (frame.ts). Pure: returns new state, never mutates its input.
 */
import { REFEREE_FOULS } from '../../contracts/codes.js';
import type { BallId } from '../../contracts/ids.js';
import type { MatchFile, Stroke } from '../../contracts/match.js';
import { InputError } from '../../contracts/schema.js';
import type { StrokeVerdict } from '../../contracts/verdict.js';
import { PYRAMID_12FT_TABLE } from '../../geometry/tables.js';
import { opponent, points, type Judge } from '../judge.js';
import { byKind, firstStrike } from '../query.js';
import { ballsStillOff } from '../gone.js';
import { assessStroke, FOULS_TO_LOSE_FRAME } from './fouls.js';
import { endFrame, passTurn, startState, type RussianState } from './frame.js';
import { respotPlaces } from './respot.js';
import { russianSettingsSchema, type RussianSettings } from './settings.js';

const ENTERED: readonly string[] = REFEREE_FOULS.russian;

function checkInput(stroke: Stroke, index: number, settings: RussianSettings): void {
  (stroke.refereeFouls ?? []).forEach((foul, j) => {
    if (!ENTERED.includes(foul)) {
      throw new InputError(`strokes[${index}].refereeFouls[${j}]`, `"${foul}" is not a referee-entered foul in russian-colour (expected ${ENTERED.join(', ')})`);
    }
  });
  // A ball moved by hand with no shot is a foul the camera sees (general rules, setting generalFouls; session 33).
  const movedByHand = settings.generalFouls && byKind(stroke.events, 'moved').length > 0;
  if (!firstStrike(stroke.events) && !(stroke.refereeFouls ?? []).length && !movedByHand) {
    throw new InputError(`strokes[${index}].events`, 'no strike event: a stroke without a shot needs a referee foul (time, other) or a ball moved by hand (moved, with generalFouls)');
  }
}

function judgeStroke(state: RussianState, stroke: Stroke, index: number): { state: RussianState; verdict: StrokeVerdict } {
  checkInput(stroke, index, state.settings);
  const shooter = stroke.shooter;
  const a = assessStroke(stroke, {
    breaking: state.breaking,
    whitesBefore: state.whites[shooter]!,
    settings: state.settings,
    table: state.table,
    previousEvents: state.previousEvents,
  });
  if (a.missingAfter) {
    throw new InputError(`strokes[${index}].after.balls.${a.missingAfter}`, `missing: the recording stops before the balls came to rest, and whether ${a.missingAfter} crossed the centre line after its cushion decides the break (art. 4.2)`);
  }
  const fouled = a.fouls.length > 0;
  const foulCount = state.fouls[shooter]! + (fouled ? 1 : 0);
  const lost = fouled && foulCount >= FOULS_TO_LOSE_FRAME;
  const played: RussianState = {
    ...state,
    // The player who takes the break shot; until one is taken, whoever was due to.
    breaker: state.breaking && a.shotTaken ? shooter : (state.breaker ?? shooter),
    breaking: state.breaking && !a.shotTaken,
    whites: { ...state.whites, [shooter]: state.whites[shooter]! + a.credited },
    fouls: { ...state.fouls, [shooter]: foulCount },
    previousEvents: stroke.events,
  };
  const frameWinner = a.colourLegal ? shooter : lost ? opponent(state.players, shooter) : null;
  const respot = frameWinner ? {} : respotPlaces(a.respot, stroke.after?.balls, state.table);
  const kept = { ...played, off: ballsStillOff(state.off, stroke.events, Object.keys(respot) as BallId[]) };
  const after = frameWinner ? endFrame(kept, frameWinner) : passTurn(kept, shooter, fouled, a.credited);
  const reasons = [...a.reasons];
  if (lost) reasons.push(`second foul by ${shooter} this frame: frame to ${frameWinner} (art. 10.5)`);
  if (a.colourLegal) reasons.push(`colour potted legally: frame to ${shooter} (art. 3)`);
  return {
    state: after.state,
    verdict: {
      valid: !fouled,
      points: points(state.players, { [shooter]: a.credited }),
      fouls: lost ? [...a.fouls, 'second-foul'] : a.fouls,
      calls: after.calls,
      next: after.state.next,
      freeBall: false,
      respot,
      set: state.frame,
      reasons,
    },
  };
}

export const russianColourJudge: Judge<RussianState, RussianSettings> = {
  discipline: 'russian-colour',
  settings: russianSettingsSchema,
  start: (match: MatchFile, settings: RussianSettings) => startState(match.players, match.sets ?? 1, settings, PYRAMID_12FT_TABLE),
  expectedShooters: (state) => state.expected,
  ballsOff: (state) => state.off,
  stroke: judgeStroke,
  summary: (state) => ({
    score: { ...state.whites },
    sets: { ...state.frames },
    winner: state.winner,
    matchPoints: {},
    setPoints: {},
    next: state.next,
  }),
};
