/**
 * The aiming search: find a shot that does what a scenario stroke wants.
 * Seeded and deterministic: sample shot parameters around geometric aims
 * (direction within a spread, speed, tip side and height), simulate from the
 * stroke's starting position, judge, and keep the first shot whose trial
 * passes `accept`. Knife-edge intents (a miss by about a millimetre, a kiss
 * that barely moves a ball, a corner hit a few ms apart) also give a `coarse`
 * predicate: a sampled shot passing it is paired with a neighbour direction
 * that fails it, and the direction is bisected towards that edge, each
 * midpoint tested against `accept`.
 */
import type { BallId } from '../../contracts/ids.js';
import type { Declaration } from '../../contracts/match.js';
import type { Shot } from '../physics/index.js';
import { mulberry32 } from '../physics/index.js';
import { type Live, type Trial, type TrialOptions, tryShot } from './chain.js';

export interface Aim {
  ball: BallId;
  direction: number;
  /** Half-width of the uniform direction jitter, rad. */
  spread: number;
  /** Cue-ball speed range, mm/s. */
  speed: [number, number];
  /** Tip offset ranges as fractions of R (default [0, 0]). */
  side?: [number, number];
  height?: [number, number];
  declared?: Declaration;
}

/** A found shot, as cached in shots/<discipline>.json. */
export interface Found {
  shot: Shot;
  declared?: Declaration;
}

export interface SearchSpec {
  aims: Aim[];
  accept: (t: Trial) => boolean;
  coarse?: (t: Trial) => boolean;
  /** Sampled shots before giving up (default 600). */
  tries?: number;
  jump?: TrialOptions['jump'];
}

/** Neighbour direction offsets (rad) tried to straddle an edge of the coarse predicate. */
const EDGE_STEPS = [0.002, -0.002, 0.008, -0.008, 0.03, -0.03];
/** Bisection steps towards an edge: 2^-40 of the first interval is far below any physical tolerance. */
const EDGE_BISECTIONS = 40;
/** Coarse shots expanded into edge searches before giving up on edges. */
const EDGE_BUDGET = 12;

export function searchShot(live: Live, spec: SearchSpec, seed: number): Found | null {
  const rng = mulberry32(seed);
  const opts = (declared?: Declaration): TrialOptions => ({ ...(declared ? { declared } : {}), ...(spec.jump ? { jump: spec.jump } : {}) });
  let edges = 0;
  const tries = spec.tries ?? 600;
  for (let i = 0; i < tries; i++) {
    const aim = spec.aims[i % spec.aims.length]!;
    const shot = sample(aim, rng);
    const t = attempt(live, shot, opts(aim.declared));
    if (!t) continue;
    if (spec.accept(t)) return found(shot, aim.declared);
    if (spec.coarse && edges < EDGE_BUDGET && spec.coarse(t)) {
      edges++;
      const hit = edgeSearch(live, shot, spec, opts(aim.declared));
      if (hit) return found(hit, aim.declared);
    }
  }
  return null;
}

function found(shot: Shot, declared?: Declaration): Found {
  return declared ? { shot, declared } : { shot };
}

/** A trial, or null when the shot is impossible (a miscue, a ball the cue cannot reach). */
function attempt(live: Live, shot: Shot, opts: TrialOptions): Trial | null {
  try {
    return tryShot(live, shot, opts);
  } catch {
    return null;
  }
}

function edgeSearch(live: Live, pass: Shot, spec: SearchSpec, opts: TrialOptions): Shot | null {
  const coarse = spec.coarse!;
  for (const step of EDGE_STEPS) {
    const other = { ...pass, direction: pass.direction + step };
    const t = attempt(live, other, opts);
    if (!t) continue;
    if (spec.accept(t)) return other;
    if (coarse(t)) continue;
    let lo = pass.direction, hi = other.direction;
    for (let k = 0; k < EDGE_BISECTIONS; k++) {
      const mid = { ...pass, direction: (lo + hi) / 2 };
      const tm = attempt(live, mid, opts);
      if (!tm) break;
      if (spec.accept(tm)) return mid;
      if (coarse(tm)) lo = mid.direction; else hi = mid.direction;
    }
  }
  return null;
}

function uniform(rng: () => number, [a, b]: [number, number]): number {
  return a + (b - a) * rng();
}

/** Shot parameters rounded so that the cached JSON holds exactly what was simulated. */
function sample(aim: Aim, rng: () => number): Shot {
  const direction = round(aim.direction + (2 * rng() - 1) * aim.spread, 1e9);
  const speed = round(uniform(rng, aim.speed), 10);
  const side = round(uniform(rng, aim.side ?? [0, 0]), 1e3);
  const height = round(uniform(rng, aim.height ?? [0, 0]), 1e3);
  return { ball: aim.ball, speed, direction, tip: { side, height }, elevation: 0 };
}

function round(x: number, k: number): number {
  return Math.round(x * k) / k;
}
