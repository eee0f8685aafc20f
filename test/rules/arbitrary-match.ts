/**
 * Random match files for property tests: random but well-formed strokes of a
 * discipline, shooters chosen as the judge expects (after a Russian foul, the
 * opponent's choice is drawn too).
 */
import fc from 'fast-check';
import { ballsOf, CUSHIONS, PINS, POCKETS, type BallId, type Discipline, type PinId } from '../../src/contracts/ids.js';
import type { StrokeEvent } from '../../src/contracts/events.js';
import type { MatchFile, Stroke } from '../../src/contracts/match.js';
import { JUDGES } from '../../src/rules/registry.js';
import { parseSettings } from '../../src/rules/match.js';

type Rng = () => number;

function pick<T>(rng: Rng, xs: readonly T[]): T {
  return xs[Math.floor(rng() * xs.length)]!;
}

function position(rng: Rng, balls: readonly BallId[], russian: boolean): Record<string, [number, number]> {
  const hx = russian ? 1775 - 40 : 1420 - 35;
  const hy = russian ? 887 - 40 : 710 - 35;
  const out: Record<string, [number, number]> = {};
  const placed: [number, number][] = [];
  for (const b of balls) {
    for (let k = 0; k < 50; k++) {
      const p: [number, number] = [Math.round((rng() * 2 - 1) * hx), Math.round((rng() * 2 - 1) * hy)];
      if (placed.every((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) > 70)) {
        placed.push(p);
        out[b] = p;
        break;
      }
    }
  }
  return out;
}

function strokeEvents(rng: Rng, discipline: Discipline, cue: BallId, t0: number, off: readonly BallId[]): StrokeEvent[] {
  // Balls potted in earlier strokes and not re-spotted are off the table (Judge.ballsOff, src/rules/gone.ts).
  const balls = ballsOf(discipline).filter((b) => !off.includes(b));
  const events: StrokeEvent[] = [];
  let t = t0;
  const tick = () => (t = Math.round((t + 0.05 + rng() * 0.6) * 1000) / 1000);
  const strikeBall = rng() < 0.9 ? cue : pick(rng, balls);
  events.push({ t, kind: 'strike', ball: strikeBall });
  const fallen = new Set<PinId>();
  // A potted ball takes no further part in the stroke (src/rules/gone.ts refuses a list that says otherwise).
  const potted = new Set<BallId>();
  const n = Math.floor(rng() * 8);
  for (let k = 0; k < n; k++) {
    const r = rng();
    const a = rng() < 0.6 ? strikeBall : pick(rng, balls);
    if (potted.has(a)) continue;
    if (r < 0.35) {
      const b = pick(rng, balls.filter((x) => x !== a));
      if (potted.has(b)) continue;
      events.push({ t: tick(), kind: 'ball-ball', balls: [a, b] });
    } else if (r < 0.7) {
      events.push({ t: tick(), kind: 'cushion', ball: a, cushion: pick(rng, CUSHIONS) });
    } else if (r < 0.85 && discipline === 'five-pins') {
      const pin = pick(rng, PINS);
      if (fallen.has(pin)) continue;
      fallen.add(pin);
      const by = rng() < 0.7 ? a : pick(rng, PINS.filter((p) => p !== pin));
      events.push({ t: tick(), kind: 'pin-fall', pin, by });
    } else if (r < 0.85 && discipline === 'russian-colour') {
      events.push({ t: tick(), kind: 'pocket', ball: a, pocket: pick(rng, POCKETS) });
      potted.add(a);
    } else if (r < 0.9) {
      events.push({ t: tick(), kind: 'off-table', ball: a });
    } else if (r < 0.93) {
      events.push({ t: tick(), kind: 'moved', ball: a });
    } else if (discipline === 'russian-colour') {
      // Centre-line crossings are Russian events only (src/rules/foreign-fields.ts).
      events.push({ t: tick(), kind: 'centre-line', ball: a });
    }
  }
  events.push({ t: tick(), kind: 'rest' });
  return events;
}

/** Build a match of `count` random strokes, following the judge's turn order. */
export function randomMatch(discipline: Discipline, seed: number, count: number): MatchFile {
  let s = seed >>> 0;
  const rng: Rng = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
  const russian = discipline === 'russian-colour';
  const players: [string, string] = ['A', 'B'];
  const match: MatchFile = {
    discipline,
    distance: russian ? 1 : 5 + Math.floor(rng() * 20),
    // Carom series games know no sets (the judge refuses sets other than 1).
    sets: russian || discipline === 'five-pins' ? pick(rng, [1, 1, 3]) : 1,
    players,
    ...(russian ? {} : { balls: { A: 'white', B: 'yellow' } }),
    strokes: [],
    // Without the equalising inning no carom tie (hence no extension past the distance) can happen.
    ...(russian || discipline === 'five-pins' ? {} : { settings: { equalisingInning: false } }),
  };
  const judge = JUDGES[discipline];
  let state = judge.start(match, parseSettings(judge, match.settings));
  let t = 0;
  let positions = position(rng, ballsOf(discipline), russian);
  for (let k = 0; k < count; k++) {
    const allowed = judge.expectedShooters(state);
    if (allowed.length === 0) break;
    const shooter = pick(rng, allowed);
    const off = judge.ballsOff?.(state) ?? [];
    const cue: BallId = russian ? pick(rng, ballsOf(discipline).filter((b) => !off.includes(b))) : (match.balls![shooter] as BallId);
    const events = strokeEvents(rng, discipline, cue, t, off);
    t = events[events.length - 1]!.t + 1;
    const after = position(rng, ballsOf(discipline), russian);
    const stroke: Stroke = {
      shooter,
      before: { balls: positions, ...(discipline === 'five-pins' ? { pins: Object.fromEntries(PINS.map((p) => [p, 'standing'])) } : {}) },
      events,
      after: { balls: after },
      ...(russian && rng() < 0.5 ? { declared: { pocket: pick(rng, POCKETS), cushions: rng() < 0.5 ? [] : [pick(rng, CUSHIONS)], via: [] } } : {}),
    };
    positions = after;
    try {
      state = judge.stroke(state, stroke, k).state;
    } catch {
      break; // a stroke the judge rejects as input ends the random match there
    }
    match.strokes.push(stroke);
  }
  return match;
}

export const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });
