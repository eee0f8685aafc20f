/**
 * Referee corrections. The verdict follows from the facts by the rules, so a
 * referee changes a verdict by correcting the facts it was judged from: a
 * contact or cushion the camera missed or invented (add/remove an event), a
 * foul no camera can see (add/remove a referee foul), a stroke that was no
 * stroke (void it). The match is then judged again from the start, and every
 * later verdict follows. Each correction is validated; a bad one changes
 * nothing and says why.
 */
import type { StrokeEvent } from '../contracts/events.js';
import { REFEREE_FOULS, type FoulCode } from '../contracts/codes.js';
import type { Stroke } from '../contracts/match.js';
import { InputError } from '../contracts/schema.js';
import { rejudge, type MatchState } from './match.js';

export type Correction =
  | { kind: 'add-foul'; stroke: number; foul: FoulCode }
  | { kind: 'remove-foul'; stroke: number; foul: FoulCode }
  | { kind: 'add-event'; stroke: number; event: StrokeEvent }
  | { kind: 'remove-event'; stroke: number; index: number }
  | { kind: 'void-stroke'; stroke: number };

export const CORRECTION_KINDS = ['add-foul', 'remove-foul', 'add-event', 'remove-event', 'void-stroke'] as const;

function family(state: MatchState): keyof typeof REFEREE_FOULS {
  const d = state.file.discipline;
  return d === 'five-pins' ? 'five-pins' : d === 'russian-colour' ? 'russian' : 'carom';
}

function strokeAt(state: MatchState, index: number): Stroke {
  const s = Number.isInteger(index) ? state.strokes[index] : undefined;
  if (!s) throw new InputError('stroke', `no stroke ${index} (the match has ${state.strokes.length}: 0-${state.strokes.length - 1})`);
  return s;
}

function edited(state: MatchState, c: Correction, s: Stroke): Stroke | null {
  switch (c.kind) {
    case 'add-foul': {
      const allowed: readonly string[] = REFEREE_FOULS[family(state)];
      if (!allowed.includes(c.foul)) throw new InputError('foul', `"${c.foul}" is not a referee-entered foul in ${state.file.discipline} (expected ${allowed.join(', ')})`);
      return (s.refereeFouls ?? []).includes(c.foul) ? s : { ...s, refereeFouls: [...(s.refereeFouls ?? []), c.foul] };
    }
    case 'remove-foul': {
      if (!(s.refereeFouls ?? []).includes(c.foul)) throw new InputError('foul', `stroke ${c.stroke} has no referee foul "${c.foul}"`);
      const rest = (s.refereeFouls ?? []).filter((f) => f !== c.foul);
      const { refereeFouls: _r, ...bare } = s;
      return rest.length ? { ...bare, refereeFouls: rest } : bare;
    }
    case 'add-event': {
      const events = [...s.events, c.event].map((e, i) => ({ e, i })).sort((a, b) => a.e.t - b.e.t || a.i - b.i).map(({ e }) => e);
      return { ...s, events };
    }
    case 'remove-event':
      if (!s.events[c.index]) throw new InputError('index', `stroke ${c.stroke} has no event ${c.index} (it has ${s.events.length})`);
      return { ...s, events: s.events.filter((_, i) => i !== c.index) };
    case 'void-stroke':
      return null;
  }
}

/** Apply a correction and judge the match again. */
export function applyCorrection(state: MatchState, c: Correction): MatchState {
  const s = strokeAt(state, c.stroke);
  const next = edited(state, c, s);
  const keep = (_: unknown, i: number) => next !== null || i !== c.stroke;
  const strokes = state.strokes.map((x, i) => (i === c.stroke && next ? next : x)).filter(keep);
  const corrected = state.corrected.map((x, i) => (i === c.stroke ? true : x)).filter(keep);
  const restTs = state.restTs.filter(keep);
  try {
    return rejudge(state, strokes, restTs, corrected);
  } catch (e) {
    if (e instanceof InputError) throw new InputError(`correction: ${e.path}`, e.detail);
    throw e;
  }
}
