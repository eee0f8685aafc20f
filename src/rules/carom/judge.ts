/**
 * The carom series-game judge, one instance per discipline
 * (libre, cadre 47/2, 71/2, 47/1, one-cushion, three-cushion).
 * docs/rules-carom.md is the readable form of what this does.
 */
import type { BallId, Vec2 } from '../../contracts/ids.js';
import type { MatchFile, PlayerId, Stroke } from '../../contracts/match.js';
import type { Call, StrokeVerdict } from '../../contracts/verdict.js';
import type { FoulCode } from '../../contracts/codes.js';
import { REFEREE_FOULS } from '../../contracts/codes.js';
import { InputError } from '../../contracts/schema.js';
import { CAROM_MATCH_TABLE, type CaromTable } from '../../geometry/tables.js';
import { commonZones, type Zone } from '../../geometry/zones.js';
import { byKind, firstStrike } from '../query.js';
import { points, type Judge } from '../judge.js';
import { CAROM_RULES, caromSettingsSchemas, type CaromDiscipline, type CaromRules, type CaromSettings } from './settings.js';
import { caromFouls, struckAgain } from './fouls.js';
import { caromOf, describeCarom, isPoint, restingCushionContacts } from './point.js';
import { cushionsTouched } from '../../geometry/contact.js';
import { carryCounts, countPoint, positionCalls, zonesFor, type ZoneCounts } from './zone-rules.js';
import { endInning, openedBy, type Race } from './innings.js';
import { endSet } from './sets.js';
import { contactCalls, foulRespot, respotTaken, type Placement } from './placements.js';
import { breakMissesRed, breakStillDue } from './break.js';

export interface CaromState {
  rules: CaromRules;
  settings: CaromSettings;
  table: CaromTable;
  zones: readonly Zone[];
  players: readonly [PlayerId, PlayerId];
  balls: Readonly<Record<PlayerId, BallId>>;
  distance: number;
  /** Sets of the match (1 unless `setPlay`, sets.ts). */
  setCount: number;
  /** Current set, 1-based. */
  set: number;
  sets: Readonly<Record<PlayerId, number>>;
  /** The first shooter of the current set (null before its first stroke): the other one opens the next set. */
  setOpener: PlayerId | null;
  /** Set by the first stroke: its shooter opens the match. */
  race: Race | null;
  score: Readonly<Record<PlayerId, number>>;
  innings: Readonly<Record<PlayerId, number>>;
  highRun: Readonly<Record<PlayerId, number>>;
  /** Run of the player to play; 0 before the first stroke of an inning. */
  run: number;
  next: PlayerId | null;
  winner: PlayerId | null;
  zoneCounts: ZoneCounts;
  /** The touchent re-spot the last stroke offered the next player (`respotOnRequest`), if any. */
  offered: Placement | undefined;
  previous: Stroke | undefined;
  /** The next stroke opens the race (break.ts `breakStillDue`): judged under setting breakOnRed. */
  breakDue: boolean;
}

function objectBalls(cue: BallId): [BallId, BallId] {
  return (['white', 'yellow', 'red'] as const).filter((b) => b !== cue) as [BallId, BallId];
}

function start(rules: CaromRules) {
  return (match: MatchFile, settings: CaromSettings): CaromState => {
    // Art. 3-4 play one distance (with extensions); a set count would be silently ignored otherwise.
    if ((match.sets ?? 1) !== 1 && !settings.setPlay) {
      throw new InputError('sets', `${rules.discipline} is played to one distance (carom art. 3-4 know no sets): sets must be 1, or set play turned on (settings.setPlay)`);
    }
    const zero = points(match.players);
    return {
      rules, settings, table: CAROM_MATCH_TABLE,
      zones: zonesFor(rules, CAROM_MATCH_TABLE, settings),
      players: match.players,
      balls: match.balls ?? {},
      distance: match.distance,
      setCount: match.sets ?? 1, set: 1, sets: zero, setOpener: null,
      race: null,
      score: zero, innings: zero, highRun: zero,
      run: 0,
      next: null,
      winner: null,
      zoneCounts: {},
      offered: undefined,
      previous: undefined,
      breakDue: true,
    };
  };
}

function positionsOf(state: CaromState, stroke: Stroke, i: number, which: 'before' | 'after', balls: readonly BallId[], why?: string): Vec2[] {
  const pos = stroke[which]?.balls;
  return balls.map((b) => {
    const p = pos?.[b];
    if (!p) throw new InputError(`strokes[${i}].${which}.balls.${b}`, `missing: ${why ?? `${state.rules.discipline} judges zones from where the balls are before and after each stroke`}`);
    return p;
  });
}

function checkRefereeFouls(stroke: Stroke, i: number): void {
  (stroke.refereeFouls ?? []).forEach((f, k) => {
    if (!(REFEREE_FOULS.carom as readonly string[]).includes(f)) {
      throw new InputError(`strokes[${i}].refereeFouls[${k}]`, `"${f}" is not a foul the referee enters in carom (expected ${REFEREE_FOULS.carom.join(', ')})`);
    }
  });
}

interface Scored {
  point: boolean;
  fouls: FoulCode[];
  calls: Call[];
  endsInning: boolean;
  zoneCounts: ZoneCounts;
  /** Zones where this point used the last one allowed: called `dedans` only if the run goes on (dedansCalls). */
  dedans: Zone[];
  /** Zones both object balls stayed in past the limit: called `restees-dedans` (restingInsideCalls). */
  stayed: Zone[];
  reasons: string[];
}

/** Points, fouls and the zone limit for one stroke. */
function score(state: CaromState, stroke: Stroke, i: number, cue: BallId): Scored {
  const objects = objectBalls(cue);
  const fouls = caromFouls({
    stroke, previous: state.previous, cue, table: state.table,
    touchGapMm: state.settings.touchGapMm, cushionContactFoul: state.settings.cushionContactFoul,
    restingCushionCounts: state.settings.restingCushionCounts,
  });
  // Setting breakOnRed (break.ts): the race's opening stroke must meet the red first.
  const struckCue = firstStrike(stroke.events)?.ball === cue;
  if (state.settings.breakOnRed && struckCue && state.breakDue && breakMissesRed(stroke.events, cue)) fouls.push('illegal-break');
  const cuePos = stroke.before?.balls?.[cue];
  const restingOn = cuePos && !state.settings.restingCushionCounts ? cushionsTouched(state.table, cuePos, state.settings.touchGapMm) : [];
  const resting = state.rules.cushionsRequired > 0 ? restingCushionContacts(stroke.events, cue, restingOn) : [];
  const carom = caromOf(stroke.events, cue, objects, resting);
  const reasons = [describeCarom(carom, state.rules.cushionsRequired), ...fouls.map((f) => `foul: ${f}`)];
  if (fouls.includes('illegal-break')) reasons.push('the opening stroke did not meet the red first (setting breakOnRed)');
  if (struckAgain(stroke.events)) reasons.push('a second strike: the cue met a ball again (foul touched, docs/rules-carom.md)');
  for (const rested of resting.map((k) => stroke.events[k])) {
    if (rested?.kind === 'cushion') reasons.push(`the ${cue} rested against the ${rested.cushion} cushion: driven into it, it did not strike it (art. 3; setting restingCushionCounts)`);
  }
  let point = fouls.length === 0 && isPoint(carom, state.rules.cushionsRequired);
  let zoneCounts: ZoneCounts = {};
  let dedans: Zone[] = [];
  let stayed: Zone[] = [];
  let endsInning = !point;
  if (state.zones.length > 0 && point) {
    // Only a point can break a zone's limit; a foul stroke (a ball off the table) needs no positions.
    const before = positionsOf(state, stroke, i, 'before', objects) as [Vec2, Vec2];
    const held = commonZones(state.zones, ...before);
    // Only a point made with both object balls in one zone needs where they stopped: a recording cut
    // after such a point's carom cannot be judged; any other cut point stands as recorded (session 25).
    if (held.length > 0) {
      const why = `both object balls were in ${held.map((z) => z.name).join(', ')} before this point: whether one left it (art. 3) is judged from where they stopped`;
      const after = positionsOf(state, stroke, i, 'after', objects, why) as [Vec2, Vec2];
      // A re-spot the player asked for set the balls down anew: the counts start again.
      const counts = respotTaken(state.offered, stroke.before?.balls) ? {} : state.zoneCounts;
      const counted = countPoint(state.zones, state.rules.zoneLimit, counts, before, after);
      zoneCounts = counted.counts;
      if (counted.violated.length > 0) {
        endsInning = true;
        if (!state.settings.restingInsideScores) {
          point = false;
          fouls.push('restees-dedans');
        }
        stayed = counted.violated;
        reasons.push(`both object balls stayed in ${counted.violated.map((z) => z.name).join(', ')} past the limit`);
      } else {
        dedans = counted.dedans;
      }
    }
  }
  const calls: Call[] = [{ call: point ? 'point' : 'no-point' }];
  return { point, fouls, calls, endsInning, zoneCounts, dedans, stayed, reasons };
}

/**
 * `dedans` for the point just made: it tells the shooter that his next point must bring an object
 * ball out (art. 3: "ότι πρέπει να βγάλει … στην συνέχεια της προσπάθειας", in the continuation of
 * his attempt). A point that ends the run (the distance, a set or the match reached) has no
 * continuation, so nothing is called (session 33, round 13; before, `dedans` was called beside
 * `game-over`). The count is kept either way: the equalising inning is the opponent's.
 */
export function dedansCalls(zones: readonly Zone[], continues: boolean): Call[] {
  return continues ? zones.map((z) => ({ call: 'dedans' as const, zone: z.name })) : [];
}

/**
 * `restées dedans` for a point that left both object balls inside a zone past its limit. Without
 * `restingInsideScores` the call is the foul (the point does not count) and is always made. With it
 * the point counts and the call only says the inning ends; a point that reaches the race's target
 * (the distance, a set's, an extension's) ends the run by itself, so nothing is called beside
 * `game-over` or the equalising inning (session 34, as `dedans` in session 33).
 */
export function restingInsideCalls(zones: readonly Zone[], reachedTarget: boolean): Call[] {
  return reachedTarget ? [] : zones.map((z) => ({ call: 'restees-dedans' as const, zone: z.name }));
}

function judgeStroke(state: CaromState, stroke: Stroke, i: number): { state: CaromState; verdict: StrokeVerdict } {
  checkRefereeFouls(stroke, i);
  // A stroke not played still ends the inning when it carries a foul: one the referee entered (time), or a
  // ball the camera saw moved by hand, cue or sleeve before any strike (foul touched, session 33).
  if (!firstStrike(stroke.events) && (stroke.refereeFouls ?? []).length === 0 && byKind(stroke.events, 'moved').length === 0) {
    throw new InputError(`strokes[${i}].events`, 'no strike event: a stroke starts with the strike of the cue ball (or carries a foul when it was not played: the referee\'s, or a ball moved by hand)');
  }
  const shooter = stroke.shooter;
  const cue = state.balls[shooter]!;
  const race: Race = openedBy(state.race ?? openRace(state, shooter), shooter);
  const newInning = state.run === 0;
  const innings = newInning ? { ...state.innings, [shooter]: (state.innings[shooter] ?? 0) + 1 } : state.innings;
  const s = score(state, stroke, i, cue);
  const target = race.target;
  const total = Math.min(target, (state.score[shooter] ?? 0) + (s.point ? 1 : 0));
  const gained = total - (state.score[shooter] ?? 0);
  const scoreNow = { ...state.score, [shooter]: total };
  const run = state.run + gained;
  const highRun = { ...state.highRun, [shooter]: Math.max(state.highRun[shooter] ?? 0, run) };
  const continues = s.point && !s.endsInning && total < target;
  const ended = continues ? { race, next: shooter, winner: null } : endInning(race, shooter, scoreNow);
  // A race decided inside a longer match ends the set, not the match (set play, sets.ts).
  const setEnd = ended.winner ? endSet(state.players, state.sets, state.setCount, ended.winner, state.setOpener ?? shooter) : null;
  const setOver = setEnd !== null && setEnd.matchWinner === null;
  const next = setOver ? setEnd.nextOpener : ended.next;
  const winner = setEnd ? setEnd.matchWinner : null;

  const calls = [...s.calls, ...restingInsideCalls(s.stayed, s.point && total >= target), ...dedansCalls(s.dedans, continues)];
  let respot: Placement = {};
  let respotOnRequest: Placement | undefined;
  let zoneCounts: ZoneCounts = {};
  if (next && !winner && !setOver) {
    const nextCue = state.balls[next]!;
    const offTable = byKind(stroke.events, 'off-table').map((e) => e.ball);
    respot = foulRespot(state, stroke, s.fouls, nextCue, objectBalls(nextCue), offTable);
    const placed = { ...(stroke.after?.balls ?? {}), ...respot };
    const contact = contactCalls(state, placed, nextCue, objectBalls(nextCue));
    // Zones are judged where the next stroke is played from: after a mandatory touchent, the starting position.
    const settled = { ...placed, ...contact.respot };
    const nextObjects = objectBalls(nextCue).map((b) => settled[b]);
    // Balls re-spotted at once (mandatory touchent) were set down anew: the counts start again.
    const carried = continues && Object.keys(contact.respot).length === 0 ? s.zoneCounts : {};
    if (nextObjects[0] && nextObjects[1] && state.zones.length > 0) {
      const objs = nextObjects as [Vec2, Vec2];
      calls.push(...positionCalls(state.zones, state.rules.zoneLimit, carried, objs, state.settings.aChevalReachMm ?? 61.5));
      zoneCounts = carryCounts(state.zones, carried, objs);
    }
    calls.push(...contact.calls);
    respot = { ...respot, ...contact.respot };
    respotOnRequest = contact.respotOnRequest;
    if (continues && target - total === state.rules.reminder.short) {
      calls.push({ call: state.rules.reminder.call, player: shooter, count: total });
    }
  }
  const [a, b] = state.players;
  if (scoreNow[a] === scoreNow[b] && (scoreNow[a] ?? 0) > 0) calls.push({ call: 'partout', count: scoreNow[a] ?? 0 });
  if (setOver) calls.push({ call: 'set-over', player: ended.winner!, count: state.set });
  if (winner) calls.push({ call: 'game-over', player: winner });

  const verdict: StrokeVerdict = {
    valid: s.fouls.length === 0,
    points: points(state.players, { [shooter]: gained }),
    fouls: s.fouls,
    calls,
    next,
    freeBall: false,
    respot,
    ...(respotOnRequest ? { respotOnRequest } : {}),
    inning: innings[shooter] ?? 0,
    run,
    ...(state.setCount > 1 ? { set: state.set } : {}),
    reasons: s.reasons,
  };
  const nextState: CaromState = {
    ...state,
    race: setOver ? null : ended.race,
    score: setOver ? points(state.players) : scoreNow,
    sets: setEnd ? setEnd.sets : state.sets,
    set: setOver ? state.set + 1 : state.set,
    setOpener: setOver ? null : state.setOpener ?? shooter,
    innings,
    highRun,
    run: continues ? run : 0,
    next,
    winner,
    zoneCounts: setOver ? {} : zoneCounts,
    offered: respotOnRequest,
    previous: setOver ? undefined : stroke,
    breakDue: breakStillDue(state.breakDue, firstStrike(stroke.events) !== undefined, setOver ? null : ended.race),
  };
  return { state: nextState, verdict };
}

export function makeCaromJudge(discipline: CaromDiscipline): Judge<CaromState, CaromSettings> {
  const rules = CAROM_RULES[discipline];
  const begin = start(rules);
  return {
    discipline,
    settings: caromSettingsSchemas[discipline] as unknown as Judge<CaromState, CaromSettings>['settings'],
    start: begin,
    expectedShooters: (state) => (state.winner ? [] : state.next ? [state.next] : [...state.players]),
    stroke: judgeStroke,
    summary: (state) => ({
      score: { ...state.score },
      sets: { ...state.sets },
      winner: state.winner,
      matchPoints: {},
      setPoints: {},
      innings: { ...state.innings },
      highRun: { ...state.highRun },
      next: state.winner ? null : state.next,
    }),
  };
}

function openRace(state: CaromState, opener: PlayerId): Race {
  return {
    players: state.players, opener, distance: state.distance, target: state.distance, extensions: 0, phase: 'regular',
    equalisingInning: state.settings.equalisingInning, inningsLimit: state.settings.inningsLimit, rounds: 0,
  };
}
