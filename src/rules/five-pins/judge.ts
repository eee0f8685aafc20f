/**
 * The five-pins judge (CEB B/7, 2018): a fold over strokes with immutable
 * state. One stroke each, players alternating (2001.2); sets opened in turn
 * (2003.7); the set ends the moment a player reaches the distance (2004.3).
 */
import type { StrokeEvent } from '../../contracts/events.js';
import type { BallId } from '../../contracts/ids.js';
import type { MatchFile, PlayerId, Stroke } from '../../contracts/match.js';
import type { Call, StrokeVerdict } from '../../contracts/verdict.js';
import { InputError } from '../../contracts/schema.js';
import { CAROM_MATCH_TABLE, withOverrides, type CaromTable } from '../../geometry/tables.js';
import { byKind } from '../query.js';
import { opponent, points, type Judge } from '../judge.js';
import { factsOf } from './facts.js';
import { detectFouls, refereeFindings } from './fouls.js';
import { endPositions, freeBallSetup } from './free-ball.js';
import { rolesOf } from './roles.js';
import { putBack } from './voided.js';
import { FOULS_WITHOUT_STRIKE, scoreNotPlayed, scorePlayed, scoreQuit, touchBeforeStrike, touchWithoutStroke, withFirstOverrun, type Scored } from './scoring.js';
import { creditPoints, matchAward, setOpener, setsToWin } from './sets.js';
import { fivePinsSettings, type Settings } from './settings.js';

export interface State {
  readonly players: readonly [PlayerId, PlayerId];
  readonly balls: Readonly<Record<PlayerId, BallId>>;
  readonly distance: number;
  readonly setCount: number;
  readonly settings: Settings;
  readonly table: CaromTable;
  /** Current set, 1-based. */
  readonly set: number;
  readonly score: Readonly<Record<PlayerId, number>>;
  readonly sets: Readonly<Record<PlayerId, number>>;
  readonly winner: PlayerId | null;
  /** Who plays next; null before the first stroke (either player may open the match). */
  readonly next: PlayerId | null;
  /** The first stroke's shooter: opens the odd sets. */
  readonly firstOpener: PlayerId | null;
  readonly strokesInSet: number;
  /** Events of the previous stroke in this set (balls in motion, 4001.8). */
  readonly previousEvents: readonly StrokeEvent[] | null;
}

function start(match: MatchFile, settings: Settings): State {
  const players = match.players;
  return {
    players,
    balls: match.balls ?? {},
    distance: match.distance,
    setCount: match.sets ?? 1,
    settings,
    table: withOverrides(CAROM_MATCH_TABLE, { castle: { pinDistance: settings.pinDistanceMm } }),
    set: 1,
    score: points(players),
    sets: points(players),
    winner: null,
    next: null,
    firstOpener: null,
    strokesInSet: 0,
    previousEvents: null,
  };
}

function ballOf(state: State, player: PlayerId): BallId {
  return playerBall(state.balls, player);
}

/** A player's ball in five-pins: the match file's `balls`, the white where it names none. */
export function playerBall(balls: Readonly<Partial<Record<PlayerId, BallId>>> | undefined, player: PlayerId): BallId {
  return balls?.[player] ?? 'white';
}

/** Judge the stroke itself: played, or not played after the clock ran out. */
function scoreStroke(state: State, stroke: Stroke, index: number, shooter: PlayerId, other: PlayerId): Scored {
  const path = `strokes[${index}]`;
  const overruns = stroke.shotClock?.overruns ?? 0;
  const referee = refereeFindings(stroke.refereeFouls, `${path}.refereeFouls`);
  const strikeIndex = stroke.events.findIndex((e) => e.kind === 'strike');
  const ctx = { shooter, opponent: other, starting: state.strokesInSet === 0, cannonsInFouls: state.settings.cannonsInFouls };
  if (overruns >= 2 || (strikeIndex < 0 && referee.some((f) => f.code === 'time'))) {
    if (strikeIndex >= 0) throw new InputError(`${path}.events`, 'shotClock.overruns 2 means the stroke was not played, yet it has a strike event');
    return scoreNotPlayed(overruns, referee, ctx);
  }
  const touchOnly = strikeIndex < 0 ? touchWithoutStroke(stroke.events) : null;
  if (strikeIndex < 0 && (touchOnly || referee.some((f) => FOULS_WITHOUT_STRIKE.includes(f.code)))) {
    const quit = scoreQuit(touchOnly ? [touchOnly, ...referee] : referee, ctx);
    return overruns === 1 ? withFirstOverrun(quit, other) : quit;
  }
  if (strikeIndex < 0) {
    throw new InputError(`${path}.events`, `a played stroke needs a strike event (a stroke not played is shotClock.overruns 2, 3009, a ball moved by hand (moved), or a referee foul committed before the strike: ${FOULS_WITHOUT_STRIKE.join(', ')}, 3004.6)`);
  }
  const early = state.settings.strokeAfterTouchCounts ? null : touchBeforeStrike(stroke.events, strikeIndex);
  if (early) {
    const quit: Scored = { ...scoreQuit([early, ...referee], ctx), voided: true };
    return overruns === 1 ? withFirstOverrun(quit, other) : quit;
  }
  const strike = stroke.events[strikeIndex]!;
  const roles = rolesOf(ballOf(state, shooter), ballOf(state, other), strike.kind === 'strike' ? strike.ball : ballOf(state, shooter));
  const facts = factsOf(stroke.events, strikeIndex, roles, state.table, stroke.before, stroke.after, stroke.pinsNotFallen);
  const env = { before: stroke.before, table: state.table, touchGapMm: state.settings.touchGapMm, previousEvents: state.previousEvents };
  const scored = scorePlayed(facts, [...detectFouls(facts, env), ...referee], ctx);
  return overruns === 1 ? withFirstOverrun(scored, other) : scored;
}

/** After a decided set: the match is won, or the next set starts 0-0, opened in turn (2003.7, 2004.3). */
function closeSet(state: State, played: State, setWinner: PlayerId): { state: State; call: Call; reasons: string[] } {
  const sets = { ...state.sets, [setWinner]: (state.sets[setWinner] ?? 0) + 1 };
  const reasons = [`set ${state.set} to ${setWinner} (2004.3a)`];
  if ((sets[setWinner] ?? 0) >= setsToWin(state.setCount)) {
    return { state: { ...played, sets, winner: setWinner, next: null }, call: { call: 'game-over', player: setWinner }, reasons };
  }
  const set = state.set + 1;
  const first = played.firstOpener!;
  const opener = setOpener(first, opponent(state.players as [PlayerId, PlayerId], first), set);
  return {
    state: { ...played, sets, set, score: points(state.players), next: opener, strokesInSet: 0, previousEvents: null },
    call: { call: 'set-over', player: setWinner, count: state.set },
    reasons: [...reasons, `set ${set} opened by ${opener} (2003.7)`],
  };
}

/**
 * Where the incoming player's free ball is played from, and the balls to put back on the cloth. A void
 * stroke (voided.ts) is set up from the position when the turn began, the balls it moved put back.
 */
function setUpFreeBall(state: State, stroke: Stroke, shooter: PlayerId, other: PlayerId, voided: boolean) {
  const played = stroke.events.some((e) => e.kind === 'strike');
  const incoming = ballOf(state, other);
  const setup = freeBallSetup({
    table: state.table,
    positions: voided ? stroke.before?.balls : played ? endPositions(stroke.before?.balls, stroke.after?.balls, stroke.events) : (stroke.after ?? stroke.before)?.balls,
    offTable: voided ? [] : [...new Set(byKind(stroke.events, 'off-table').map((e) => e.ball))],
    incoming,
    object: ballOf(state, shooter),
    touchGapMm: state.settings.touchGapMm,
  });
  if (!voided) return setup;
  const back = putBack(stroke.before?.balls, incoming);
  const listed = Object.keys(back).join(', ');
  return { ...setup, respot: back, reasons: [...(listed ? [`the void stroke's balls put back where they stood when the turn began: ${listed} (3004.6)`] : []), ...setup.reasons] };
}

function strokeFn(state: State, stroke: Stroke, index: number): { state: State; verdict: StrokeVerdict } {
  const shooter = stroke.shooter;
  const other = opponent(state.players as [PlayerId, PlayerId], shooter);
  const scored = scoreStroke(state, stroke, index, shooter, other);
  const credit = creditPoints(state.score, state.distance, scored.credits);
  const setWinner = scored.fairPlay ? other : credit.setWinner;
  const played: State = {
    ...state, score: credit.score, firstOpener: state.firstOpener ?? shooter, next: other,
    strokesInSet: state.strokesInSet + 1, previousEvents: stroke.events,
  };
  const closed = setWinner !== null ? closeSet(state, played, setWinner) : null;
  // A decided set is set up afresh (2003.1): no free ball to place.
  const setup = scored.freeBall && !closed ? setUpFreeBall(state, stroke, shooter, other, scored.voided === true) : null;
  const verdict: StrokeVerdict = {
    valid: scored.valid,
    points: points(state.players, credit.credited),
    fouls: scored.fouls,
    calls: [...(scored.pinsCall !== null ? [{ call: 'pins' as const, count: scored.pinsCall }] : []), ...(closed ? [closed.call] : [])],
    next: (closed?.state ?? played).next,
    freeBall: setup !== null,
    respot: setup?.respot ?? {},
    ...(setup ? { freeBallHalf: setup.half, respotOnRequest: setup.onRequest } : {}),
    set: state.set,
    reasons: [...scored.reasons, ...(closed?.reasons ?? []), ...(setup ? [`free ball from the ${setup.half} half (3004)`, ...setup.reasons] : [])],
  };
  return { state: closed?.state ?? played, verdict };
}

function summary(state: State) {
  const decided = state.winner !== null;
  const award = decided ? matchAward(state.setCount, state.sets, state.winner!, opponent(state.players as [PlayerId, PlayerId], state.winner!)) : null;
  return {
    score: { ...state.score },
    sets: { ...state.sets },
    winner: state.winner,
    matchPoints: award?.matchPoints ?? {},
    setPoints: award?.setPoints ?? {},
    next: state.next,
  };
}

export const fivePinsJudge: Judge<State, Settings> = {
  discipline: 'five-pins',
  settings: fivePinsSettings,
  start,
  expectedShooters: (state) => (state.winner !== null ? [] : state.next !== null ? [state.next] : [...state.players]),
  stroke: strokeFn,
  summary,
};
