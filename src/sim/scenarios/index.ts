/**
 * The scenario library: planned recordings written for the hard calls of
 * each discipline, with the verdict each is written for. Shots come from the
 * committed cache shots/<discipline>.json (found by the aiming search, see
 * search.ts and docs/sim-scenarios.md); a scenario missing from the cache is
 * searched on the spot (slow, same result).
 */
import type { Discipline } from '../../contracts/ids.js';
import { InputError } from '../../contracts/schema.js';
import { mulberry32 } from '../physics/index.js';
import { type PlannedRecording, STROKE_GAP_S } from '../plan.js';
import { type Live, commit, finish, nextShooter, ownBall, startLive, tryShot } from './chain.js';
import { matchesSubset } from './subset.js';
import { type Found, searchShot } from './search.js';
import type { ScenarioDef, StrokePlan } from './types.js';
import { CAROM_SCENARIOS } from './defs/carom.js';
import { THREE_CUSHION_SCENARIOS } from './defs/three-cushion.js';
import { FIVE_PINS_SCENARIOS } from './defs/five-pins.js';
import { RUSSIAN_SCENARIOS } from './defs/russian.js';
import cache from './shots/index.js';

export type { ScenarioDef, StrokePlan } from './types.js';
export type { Found } from './search.js';

export const SCENARIOS: readonly ScenarioDef[] = [
  ...FIVE_PINS_SCENARIOS, ...CAROM_SCENARIOS, ...THREE_CUSHION_SCENARIOS, ...RUSSIAN_SCENARIOS,
];

/** Extra pause after a rest drawn from the seed, s: the recordings' timing varies, their physics does not. */
const GAP_JITTER_S = 1.0;

export function listScenarios(): { name: string; discipline: Discipline; description: string }[] {
  return SCENARIOS.map(({ name, discipline, description }) => ({ name, discipline, description }));
}

export function scenarioDef(name: string): ScenarioDef {
  const def = SCENARIOS.find((s) => s.name === name);
  if (!def) throw new InputError('scenario', `unknown scenario ${JSON.stringify(name)} (expected one of ${SCENARIOS.map((s) => s.name).join(', ')})`);
  return def;
}

/**
 * Plan a scenario: its strokes played with the cached shots, chained and
 * judged. `seed` only varies the pauses between strokes (never the shots).
 */
export function planScenario(name: string, seed = 1): PlannedRecording {
  const def = scenarioDef(name);
  const shots = cachedShots(def) ?? searchScenario(def);
  if (!shots) throw new Error(`scenario ${name}: no shot found for every stroke (run the search, docs/sim-scenarios.md)`);
  const rng = mulberry32(seed);
  let live = startScenario(def);
  def.strokes.forEach((plan, k) => {
    const f = shots[k]!;
    const t = tryShot(live, f.shot, { ...(f.declared ? { declared: f.declared } : {}), ...(plan.jump ? { jump: plan.jump } : {}) });
    live = commit(live, t, STROKE_GAP_S + GAP_JITTER_S * rng());
  });
  return finish(live, def.name, def.description, { expect: expectOf(def) });
}

export function startScenario(def: ScenarioDef): Live {
  const carom = def.discipline !== 'russian-colour';
  return startLive({
    discipline: def.discipline, distance: 50, ...def.header,
    players: ['A', 'B'], ...(carom ? { balls: { A: 'white', B: 'yellow' } } : {}),
  }, def.layout);
}

/** The verdict subset a scenario is written for: every stroke's, plus the match-level fields. */
export function expectOf(def: ScenarioDef): NonNullable<PlannedRecording['expect']> {
  return { ...def.expect, strokes: def.strokes.map((s) => s.expect) };
}

function cachedShots(def: ScenarioDef): Found[] | null {
  const list = (cache as Record<string, Record<string, Found[]>>)[def.discipline]?.[def.name];
  return list && list.length === def.strokes.length ? list : null;
}

/** Whether a trial does what a scenario stroke is written for. */
export function strokeAccepts(plan: StrokePlan): (t: import('./chain.js').Trial) => boolean {
  return (t) => matchesSubset(t.verdict, plan.expect) && (plan.intent?.(t) ?? true);
}

/** Alternative shots tried for a stroke when no shot is found for a later one (backtracking). */
const ALTERNATIVES = 4;

/**
 * Run the aiming search for every stroke of a scenario, in order (each from
 * where the found previous one left the table); when a stroke finds no shot,
 * the previous stroke is searched again with another seed. Null when no
 * sequence is found.
 */
export function searchScenario(def: ScenarioDef, seed = 1): Found[] | null {
  return searchFrom(def, startScenario(def), 0, seed);
}

function searchFrom(def: ScenarioDef, live: Live, k: number, seed: number): Found[] | null {
  const plan = def.strokes[k];
  if (!plan) return [];
  const shooter = nextShooter(live)!;
  const cue = ownBall(live, shooter) ?? 'w7';
  const last = k === def.strokes.length - 1;
  for (let alt = 0; alt < (last ? 1 : ALTERNATIVES); alt++) {
    const f = searchShot(live, {
      aims: plan.aims(live, cue), accept: strokeAccepts(plan),
      ...(plan.coarse ? { coarse: plan.coarse } : {}), ...(plan.jump ? { jump: plan.jump } : {}), ...(plan.tries ? { tries: plan.tries } : {}),
    }, seed * 1000 + k * 10 + alt);
    if (!f) return null;
    const t = tryShot(live, f.shot, { ...(f.declared ? { declared: f.declared } : {}), ...(plan.jump ? { jump: plan.jump } : {}) });
    const rest = searchFrom(def, commit(live, t), k + 1, seed);
    if (rest) return [f, ...rest];
  }
  return null;
}
