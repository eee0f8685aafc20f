/**
 * The evaluation's material: real multi-stroke matches from the project's
 * planners — the random player (`planMatch`: candidate shots judged and
 * chosen with a skill, so misses, fouls, kisses and frozen balls come as
 * they come in play) and the scenario library (`planScenario`: the hard calls
 * each discipline is written for). Strokes are judged in sequence, each in
 * the true state of the match before it.
 *
 * Seeds are written down here. Development looked only at the development
 * seeds; the figures in baseline.json ("full") are on the held-out ones.
 */
import type { Discipline } from '../../contracts/ids.js';
import { planMatch } from '../../sim/player/index.js';
import type { PlannedRecording } from '../../sim/plan.js';
import { listScenarios, planScenario } from '../../sim/scenarios/index.js';

/**
 * Seeds the extractor was tuned on (and the gate's). Seeds 1-200 were read
 * through sessions 1-26; 201-400 were opened in session 27 (`EVAL_SKIP=200`)
 * so that tuning can look at matches no rule was written on yet.
 */
export const DEVELOPMENT_SEEDS = { first: 1, count: 400 } as const;
/** Held-out seeds: never looked at while tuning; the published figures. */
export const HELD_OUT_SEEDS = { first: 70_001, count: 10_000 } as const;

/**
 * Strokes per planned match. Short matches spread the figures over more
 * openings and layouts; long ones reach later game states. Range 1-40.
 */
export const STROKES_PER_MATCH = 8;
/** The random player's skill (chance of its best candidate): 0.6 keeps a realistic share of misses and fouls. */
export const PLAYER_SKILL = 0.6;

export interface Material { name: string; rec: PlannedRecording }

/** `n` random-player matches of a discipline from seed `first` on. */
export function plannedMatches(discipline: Discipline, first: number, n: number, strokes = STROKES_PER_MATCH): Material[] {
  return Array.from({ length: n }, (_, i) => {
    const seed = first + i;
    return { name: `match-${discipline}#${seed}`, rec: planMatch(discipline, seed, { strokes, skill: PLAYER_SKILL, durationS: 10_000 }) };
  });
}

/** Every scenario of a discipline (their shots are fixed; the seed varies only the pauses). */
export function scenarioMatches(discipline: Discipline, seed = 1): Material[] {
  return listScenarios().filter((s) => s.discipline === discipline).map((s) => ({ name: `scenario-${s.name}`, rec: planScenario(s.name, seed) }));
}
