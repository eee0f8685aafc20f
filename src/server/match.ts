/**
 * The live match: a fold of the match log's records (./log.ts) through the
 * discipline's judge (src/rules). Every function here is pure: it returns a
 * new state and never mutates its input (DESIGN habit 3), so the service can
 * compute a change, write it to the log, and only then make it current.
 * Replaying the same records gives the same state: that is how a restart
 * resumes the match exactly where it was.
 */
import type { StrokeEvent } from '../contracts/events.js';
import type { Discipline } from '../contracts/ids.js';
import type { Declaration, MatchFile, PlayerId, Stroke } from '../contracts/match.js';
import type { StrokeVerdict, Verdict } from '../contracts/verdict.js';
import { InputError, parseMatch } from '../contracts/schema.js';
import type { AnyJudge } from '../rules/judge.js';
import { judgeStrokeWithDoubt, parseSettings } from '../rules/match.js';
import { judgeFor } from '../rules/registry.js';
import type { SourceStroke } from '../pipeline/types.js';
import { applyCorrection, type Correction } from './corrections.js';

export type MatchStatus = 'ready' | 'running' | 'paused' | 'over';

/** A match file without its strokes: what the referee sets up. */
export interface MatchSetup {
  discipline: Discipline;
  players: [PlayerId, PlayerId];
  balls?: Record<PlayerId, string>;
  distance: number;
  sets?: number;
  settings?: Record<string, unknown>;
}

/** One line of the match log. `at`: wall-clock ms when it happened. */
export type LogRecord =
  | { kind: 'setup'; at: number; id: string; setup: MatchSetup }
  | { kind: 'status'; at: number; status: 'running' | 'paused' }
  | { kind: 'event'; at: number; stroke: number; event: StrokeEvent }
  | { kind: 'stroke'; at: number; stroke: Stroke; restT: number }
  /** Written with its stroke, for the record and the match sheet; a restart recomputes it. */
  | { kind: 'verdict'; at: number; index: number; verdict: StrokeVerdict }
  | { kind: 'correction'; at: number; correction: Correction }
  | { kind: 'declare'; at: number; declared: Declaration | null }
  | { kind: 'choice'; at: number; player: PlayerId }
  | { kind: 'ignored'; at: number; reason: string; restT: number };

export interface MatchState {
  id: string;
  setup: MatchSetup;
  file: MatchFile;
  status: MatchStatus;
  strokes: readonly Stroke[];
  restTs: readonly number[];
  corrected: readonly boolean[];
  verdicts: readonly StrokeVerdict[];
  summary: Omit<Verdict, 'strokes'>;
  expected: readonly PlayerId[];
  judgeState: unknown;
  settings: unknown;
  declared?: Declaration;
  choice?: PlayerId;
  /** Wall-clock ms of the last rest (or of the start): the shot clock runs from it. */
  clockSince: number;
  /** Source time of the last stroke's rest: where a restarted source resumes. */
  resumeAfter?: number;
}

/** Validate a set-up as a match file with no strokes; throws InputError naming the field. */
export function validateSetup(setup: unknown): MatchFile {
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup)) throw new InputError('', 'a match set-up is a JSON object');
  if ('strokes' in setup) throw new InputError('strokes', 'a set-up has no strokes (they come from the table)');
  const file = parseMatch({ ...setup, strokes: [] });
  parseSettings(judgeFor(file.discipline), file.settings);
  return file;
}

export function createMatch(id: string, setup: MatchSetup, at: number): MatchState {
  const file = validateSetup(setup);
  const judge = judgeFor(file.discipline);
  const settings = parseSettings(judge, file.settings);
  const judgeState = judge.start(file, settings);
  return {
    id, setup, file, status: 'ready', strokes: [], restTs: [], corrected: [], verdicts: [],
    summary: judge.summary(judgeState), expected: judge.expectedShooters(judgeState), judgeState, settings, clockSince: at,
  };
}

/** The shooter of the next stroke: the only one allowed, else the referee's choice, else the source's hint, else the first allowed. */
export function nextShooter(state: MatchState, hint?: PlayerId): PlayerId | null {
  const allowed = state.expected;
  if (allowed.length === 0) return null;
  if (state.choice && allowed.includes(state.choice)) return state.choice;
  if (hint && allowed.includes(hint)) return hint;
  return allowed[0]!;
}

/** A source stroke made into the match's next stroke (shooter, Russian call), validated; null once the match is decided. */
export function prepareStroke(state: MatchState, src: SourceStroke): Stroke | null {
  const shooter = nextShooter(state, src.shooter);
  if (!shooter) return null;
  const { restT: _restT, shooter: _hint, ...rest } = src;
  const stroke: Stroke = { ...rest, shooter, ...(state.declared && !rest.declared ? { declared: state.declared } : {}) };
  const checked = parseMatch({ ...state.file, strokes: [stroke] }).strokes[0]!;
  return checked;
}

function decided(expected: readonly PlayerId[]): boolean {
  return expected.length === 0;
}

/**
 * One stroke judged, with its decisive doubt on the verdict: the referee
 * screen asks for a look only where a doubtful event could change the call,
 * not at every doubtful event (the same as `tabletrack judge`).
 */
const judgeStroke = judgeStrokeWithDoubt;

function reuseDoubt(r: { state: unknown; verdict: StrokeVerdict }, before: StrokeVerdict): { state: unknown; verdict: StrokeVerdict } {
  return { state: r.state, verdict: before.doubt ? { ...r.verdict, doubt: before.doubt } : r.verdict };
}

/** Judge one more stroke. */
export function addStroke(state: MatchState, stroke: Stroke, restT: number, at: number): MatchState {
  const judge = judgeFor(state.file.discipline);
  const index = state.strokes.length;
  if (!state.expected.includes(stroke.shooter)) throw new InputError(`strokes[${index}].shooter`, `${JSON.stringify(stroke.shooter)} is not to play (expected ${state.expected.join(' or ')})`);
  const r = judgeStroke(judge, state.judgeState, stroke, index);
  const expected = judge.expectedShooters(r.state);
  const { declared: _d, choice: _c, ...rest } = state;
  return {
    ...rest,
    strokes: [...state.strokes, stroke], restTs: [...state.restTs, restT], corrected: [...state.corrected, false],
    verdicts: [...state.verdicts, r.verdict], summary: judge.summary(r.state), expected, judgeState: r.state,
    status: decided(expected) ? 'over' : state.status, clockSince: at, resumeAfter: restT,
  };
}

/**
 * Judge the strokes again from the start (after a correction). A stroke whose
 * recorded shooter is no longer allowed (a correction changed who plays next)
 * is given to the player who is: the camera never knew who played anyway.
 */
export function rejudge(state: MatchState, strokes: readonly Stroke[], restTs: readonly number[], corrected: readonly boolean[]): MatchState {
  const judge = judgeFor(state.file.discipline);
  const file = parseMatch({ ...state.file, strokes });
  let js = judge.start(file, state.settings);
  const kept: Stroke[] = [];
  const verdicts: StrokeVerdict[] = [];
  // Strokes before the first corrected one are judged from the same states as before: their doubts are reused,
  // not re-derived (the readings cost up to ~20 ms a stroke; a correction late in a long match must not stall the screen).
  let same = true;
  file.strokes.forEach((s, i) => {
    const allowed = judge.expectedShooters(js);
    if (allowed.length === 0) throw new InputError(`strokes[${i}]`, 'the match would already be decided before this stroke');
    const stroke = allowed.includes(s.shooter) ? s : { ...s, shooter: allowed[0]! };
    same = same && strokes[i] === state.strokes[i] && stroke.shooter === state.strokes[i]!.shooter && state.verdicts[i] !== undefined;
    const r = same ? reuseDoubt(judge.stroke(js, stroke, i), state.verdicts[i]!) : judgeStroke(judge, js, stroke, i);
    js = r.state;
    kept.push(stroke);
    verdicts.push(r.verdict);
  });
  const expected = judge.expectedShooters(js);
  const status: MatchStatus = decided(expected) ? 'over' : state.status === 'over' ? 'running' : state.status;
  return { ...state, strokes: kept, restTs, corrected, verdicts, summary: judge.summary(js), expected, judgeState: js, status };
}

/** Fold one log record. Throws InputError when the record does not fit the state (a bad request: nothing is written). */
export function reduce(state: MatchState | null, rec: LogRecord): MatchState | null {
  if (rec.kind === 'setup') return createMatch(rec.id, rec.setup, rec.at);
  if (!state) return null;
  switch (rec.kind) {
    case 'status':
      if (state.status === 'over') throw new InputError('status', 'the match is over');
      return { ...state, status: rec.status, ...(rec.status === 'running' && state.status === 'ready' ? { clockSince: rec.at } : {}) };
    case 'stroke':
      return addStroke(state, rec.stroke, rec.restT, rec.at);
    case 'correction':
      return applyCorrection(state, rec.correction);
    case 'declare': {
      const { declared: _d, ...rest } = state;
      return rec.declared ? { ...rest, declared: rec.declared } : rest;
    }
    case 'choice':
      if (!state.expected.includes(rec.player)) throw new InputError('player', `${JSON.stringify(rec.player)} cannot play next (allowed: ${state.expected.join(', ') || 'nobody, the match is decided'})`);
      return { ...state, choice: rec.player };
    case 'ignored':
      return { ...state, resumeAfter: rec.restT };
    case 'event':
    case 'verdict':
      return state;
  }
}
