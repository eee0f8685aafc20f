/**
 * Chaining strokes into a planned recording: each stroke starts where the
 * previous one ended (plus the judge's re-spots, pins stood up again, a free
 * ball placed), is simulated, judged by the discipline's judge, and timed on
 * one absolute clock. Shared by the scenario library and the random player.
 * Pure: a `Live` is never mutated, each step returns a new one.
 */
import type { StrokeEvent } from '../../contracts/events.js';
import type { BallId, Discipline, PinId, PinState, Vec2 } from '../../contracts/ids.js';
import { PINS } from '../../contracts/ids.js';
import type { Declaration, MatchFile, PlayerId, Position, Stroke } from '../../contracts/match.js';
import type { StrokeVerdict } from '../../contracts/verdict.js';
import { pinSeats, seatCovered } from '../../geometry/castle.js';
import { tableForDiscipline, type TableModel } from '../../geometry/tables.js';
import type { AnyJudge } from '../../rules/judge.js';
import { parseSettings } from '../../rules/match.js';
import { JUDGES } from '../../rules/registry.js';
import { type Shot, type SimResult, simulate } from '../physics/index.js';
import { CUE_LEAD_S, STROKE_GAP_S, type PlannedRecording, type PlannedStroke } from '../plan.js';
import { centreLineEvents } from './measure.js';
import { placeFreeBall } from './layouts.js';

/** Match-file header: everything but the strokes. */
export type MatchHeader = Omit<MatchFile, 'strokes'>;

export interface Live {
  readonly header: MatchHeader;
  readonly table: TableModel;
  readonly judge: AnyJudge;
  readonly settings: unknown;
  readonly judgeState: unknown;
  /** Where things stand before the next stroke. */
  readonly position: Position;
  /** Balls put by hand before the next stroke beyond the verdict's respot (five-pins free ball). */
  readonly placed: Partial<Record<BallId, Vec2>>;
  /** Strike time of the next stroke, s. */
  readonly t: number;
  readonly strokes: readonly PlannedStroke[];
  readonly verdicts: readonly StrokeVerdict[];
  /** The layout a new set / frame starts from. */
  readonly layout: Position;
}

/** One stroke tried from a `Live` (not yet part of it): the search and the player compare these. */
export interface Trial {
  planned: PlannedStroke;
  verdict: StrokeVerdict;
  judgeState: unknown;
  /** Verdicts of every stroke so far, this one last. */
  verdicts: StrokeVerdict[];
}

export interface TrialOptions {
  declared?: Declaration;
  /** Seed of the physics PRNG (jumps). */
  seed?: number;
  jump?: { probability: number; balls?: BallId[] };
  /** Shooter; default: the one the judge expects (the verdict's `next` when it allows two). */
  shooter?: PlayerId;
}

export function startLive(header: MatchHeader, layout: Position): Live {
  const judge = JUDGES[header.discipline];
  const settings = parseSettings(judge, header.settings);
  const judgeState = judge.start({ ...header, strokes: [] }, settings);
  return {
    header, table: tableForDiscipline(header.discipline), judge, settings, judgeState,
    position: withPinsUp(layout, tableForDiscipline(header.discipline)), placed: {},
    t: CUE_LEAD_S + 0.5, strokes: [], verdicts: [], layout,
  };
}

/** Players the judge allows next (empty once the match is decided). */
export function allowedShooters(live: Live): readonly PlayerId[] {
  return live.judge.expectedShooters(live.judgeState);
}

/** The shooter the planners use: the verdict's `next` where the judge allows it, else the first allowed. */
export function nextShooter(live: Live): PlayerId | null {
  const allowed = allowedShooters(live);
  if (allowed.length === 0) return null;
  const prefer = live.verdicts.at(-1)?.next ?? live.header.players[0];
  return prefer !== null && allowed.includes(prefer) ? prefer : allowed[0]!;
}

/** The ball a player plays: own ball in carom games, none fixed in the Russian game. */
export function ownBall(live: Live, shooter: PlayerId): BallId | undefined {
  return live.header.balls?.[shooter];
}

export function tryShot(live: Live, shot: Shot, opts: TrialOptions = {}): Trial {
  const shooter = opts.shooter ?? nextShooter(live);
  if (shooter === null) throw new Error('the match is decided: no stroke can follow');
  const sim = simulate(initialOf(live.position), shot, live.table, undefined, {
    t0: live.t, seed: opts.seed ?? 1, ...(opts.jump ? { jump: opts.jump } : {}),
  });
  const rest = sim.events.at(-1)!.t;
  const after = afterOf(sim, rest, live.position);
  const events = live.header.discipline === 'russian-colour' ? withCrossings(sim, live) : [...sim.events];
  const stroke: Stroke = {
    shooter, cueBall: shot.ball as BallId, before: live.position, events, after,
    ...(opts.declared ? { declared: opts.declared } : {}),
  };
  const { state, verdict } = live.judge.stroke(live.judgeState, stroke, live.strokes.length);
  const planned: PlannedStroke = { stroke, sim, shot, ...(Object.keys(live.placed).length ? { placed: live.placed } : {}) };
  return { planned, verdict, judgeState: state, verdicts: [...live.verdicts, verdict] };
}

/** Make a trial part of the recording; `gapS` is the pause after its rest (at least STROKE_GAP_S). */
export function commit(live: Live, trial: Trial, gapS = STROKE_GAP_S): Live {
  const rest = trial.planned.sim.events.at(-1)!.t;
  const v = trial.verdict;
  const newSet = v.calls.some((c) => c.call === 'set-over' || c.call === 'frame-over');
  let position: Position = newSet ? live.layout : respotted(trial.planned.stroke.after!, v.respot);
  let placed: Partial<Record<BallId, Vec2>> = {};
  const base = { ...live, judgeState: trial.judgeState, strokes: [...live.strokes, trial.planned], verdicts: trial.verdicts };
  const next = nextShooter(base);
  if (!newSet && v.freeBall && v.freeBallHalf && next !== null && live.table.kind === 'carom') {
    const ball = ownBall(live, next);
    const at = ball ? placeFreeBall(live.table, position, ball, v.freeBallHalf) : null;
    if (ball && at) {
      placed = { [ball]: at };
      position = { ...position, balls: { ...position.balls, [ball]: at } };
    }
  }
  return { ...base, position: withPinsUp(position, live.table), placed, t: rest + Math.max(gapS, STROKE_GAP_S) };
}

/** Close the recording: the match file of the true events and a still tail after the last stroke. */
export function finish(live: Live, name: string, description: string, extra: Partial<PlannedRecording> = {}, tailS = 1.0): PlannedRecording {
  const last = live.strokes.at(-1);
  const duration = last ? last.sim.end + tailS : live.t;
  return {
    name, description, discipline: live.header.discipline, table: live.table,
    match: { ...live.header, strokes: live.strokes.map((s) => s.stroke) },
    strokes: [...live.strokes], duration, ...extra,
  };
}

function initialOf(p: Position) {
  const balls = Object.entries(p.balls).map(([id, pos]) => ({ id: id as BallId, pos: pos as Vec2 }));
  return p.pins ? { balls, pins: { ...p.pins } as Record<PinId, PinState> } : { balls };
}

/** Balls at rest where the simulation left them; pocketed and off-table balls are absent. */
function afterOf(sim: SimResult, rest: number, before: Position): Position {
  const st = sim.stateAt(rest);
  const balls: Partial<Record<BallId, Vec2>> = {};
  for (const [id, b] of Object.entries(st.balls)) if (b && b.status === 'table') balls[id as BallId] = [b.pos[0], b.pos[1]];
  if (!before.pins) return { balls };
  const pins: Partial<Record<PinId, PinState>> = {};
  for (const id of PINS) pins[id] = st.pins[id]?.state ?? before.pins[id] ?? 'standing';
  return { balls, pins };
}

function respotted(after: Position, respot: Partial<Record<BallId, Vec2>>): Position {
  const balls = { ...after.balls };
  for (const [id, at] of Object.entries(respot)) if (at) balls[id as BallId] = [at[0], at[1]];
  return after.pins ? { balls, pins: after.pins } : { balls };
}

/** Five-pins: every pin stood up on its seat, or `removed` where a ball covers the seat (3003.8). */
function withPinsUp(p: Position, table: TableModel): Position {
  if (!p.pins || table.kind !== 'carom') return p;
  const seats = pinSeats(table);
  const pins: Partial<Record<PinId, PinState>> = {};
  for (const id of PINS) {
    const covered = Object.values(p.balls).some((b) => b && seatCovered(table, seats[id], b));
    pins[id] = covered ? 'removed' : 'standing';
  }
  return { balls: p.balls, pins };
}

/** Russian strokes: the true `centre-line` crossings merged into the events in time order. */
function withCrossings(sim: SimResult, live: Live): StrokeEvent[] {
  const crossings = centreLineEvents(sim, live.position, live.table.ballRadius);
  if (crossings.length === 0) return [...sim.events];
  const rest = sim.events.at(-1)!;
  const body = [...sim.events.slice(0, -1), ...crossings].sort((a, b) => a.t - b.t);
  return [...body, rest];
}
