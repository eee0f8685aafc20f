/**
 * A replay script made from a plain match file (no recording): balls glide
 * from each stroke's `before` to its `after` between strike and rest, eased
 * out. A stand-in for demos and tests where no rendered recording exists; the
 * events and strokes are the match file's own, shifted in time so that every
 * stroke starts after the previous one has come to rest.
 */
import type { BallId, Vec2 } from '../contracts/ids.js';
import type { MatchFile, Position, Stroke } from '../contracts/match.js';
import { restTimeOf } from './types.js';
import type { ReplayFrame, ReplayScript } from './replay.js';

/** Seconds between one stroke's rest and the next strike when the file leaves less. */
export const MIN_GAP_S = 2;

/** Shift strokes so each strike is at least MIN_GAP_S after the previous rest (and the first at ≥ gap). */
export function spacedStrokes(strokes: readonly Stroke[], gapS = MIN_GAP_S): Stroke[] {
  let prevRest = 0;
  return strokes.map((s) => {
    const start = s.events[0]?.t ?? 0;
    const shift = Math.max(0, prevRest + gapS - start);
    const events = s.events.map((e) => ({ ...e, t: round(e.t + shift) }));
    prevRest = restTimeOf(events);
    return { ...s, events };
  });
}

function round(t: number): number {
  return Math.round(t * 1e4) / 1e4;
}

function lerp(a: Vec2, b: Vec2, u: number): Vec2 {
  return [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u];
}

function at(before: Position['balls'], after: Position['balls'], u: number): ReplayFrame['balls'] {
  const eased = 1 - (1 - u) ** 2;
  const out: ReplayFrame['balls'] = {};
  for (const id of Object.keys({ ...before, ...after }) as BallId[]) {
    const a = before[id] ?? after[id]!;
    const b = after[id];
    if (!b) continue; // pocketed or off the table by the end of the stroke
    const [x, y] = lerp(a, b, eased);
    const moving = u > 0 && u < 1 && (a[0] !== b[0] || a[1] !== b[1]);
    out[id] = { x, y, moving };
  }
  return out;
}

export function scriptFromMatch(match: MatchFile, fps = 30, name?: string): ReplayScript {
  const strokes = spacedStrokes(match.strokes);
  const end = (strokes.length ? restTimeOf(strokes.at(-1)!.events) : 0) + 1;
  const frames: ReplayFrame[] = [];
  let k = 0;
  let last: Position['balls'] = strokes[0]?.before?.balls ?? {};
  for (let i = 0; i <= Math.ceil(end * fps); i++) {
    const t = i / fps;
    while (k < strokes.length && restTimeOf(strokes[k]!.events) < t) {
      last = strokes[k]!.after?.balls ?? last;
      k++;
    }
    const s = strokes[k];
    const strike = s?.events[0]?.t ?? Infinity;
    const before = s?.before?.balls ?? last;
    const balls = !s || t < strike ? at(before, before, 0) : at(before, s.after?.balls ?? before, (t - strike) / Math.max(1e-3, restTimeOf(s.events) - strike));
    const pins = s?.before?.pins;
    frames.push({ t, balls, ...(pins ? { pins } : {}) });
  }
  return { discipline: match.discipline, fps, frames, match: { ...match, strokes }, ...(name ? { name } : {}) };
}
