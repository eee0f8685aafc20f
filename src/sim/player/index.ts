/**
 * The random player: plays a whole match (or as much as fits a duration or a
 * stroke budget) of any discipline. Each stroke it draws candidate shots with
 * intent (candidates.ts), simulates and judges every one, and keeps the best
 * by the judge's outcome — except, with probability 1 − skill, a random one,
 * so that it misses and fouls as real players do. Deterministic from the seed.
 */
import type { Discipline, Vec2 } from '../../contracts/ids.js';
import { DISCIPLINES } from '../../contracts/ids.js';
import type { PlayerId, Position } from '../../contracts/match.js';
import { InputError } from '../../contracts/schema.js';
import { mulberry32 } from '../physics/index.js';
import { type PlannedRecording, STROKE_GAP_S } from '../plan.js';
import { type Live, type Trial, commit, finish, nextShooter, startLive, tryShot } from '../scenarios/chain.js';
import { caromStart, fivePinsStart, russianRack } from '../scenarios/layouts.js';
import { type Candidate, caromCandidates, fivePinsCandidates, russianCandidates } from './candidates.js';

export interface MatchOptions {
  /** Recording length, s (default 60): strokes are played while they end within it. */
  durationS?: number;
  /** Most strokes to play (default: no limit but the duration). */
  strokes?: number;
  players?: [string, string];
  /**
   * Chance (0-1) of playing the best candidate found; otherwise a random one.
   * Default 0.7. Raising it makes runs longer and fouls rarer; 0 plays at random.
   */
  skill?: number;
  /** Points to win (frames to win are always one Russian frame); default per discipline. */
  distance?: number;
  /** Candidate shots simulated per stroke (default 24): more finds better shots, each costs one simulation. */
  candidates?: number;
}

/** Typical short-match distances: enough to fill a minute, small enough to finish in a long recording. */
export const DISTANCE: Record<Discipline, number> = {
  'five-pins': 60, libre: 50, 'cadre-47-2': 50, 'cadre-71-2': 50, 'cadre-47-1': 50,
  'one-cushion': 25, 'three-cushion': 15, 'russian-colour': 1,
};

/** Still time after the last stroke's end, s. */
const TAIL_S = 1.0;
/** Extra pause after a rest, s, drawn per stroke: players chalk, walk round, aim. */
const PAUSE_JITTER_S = 2.0;
/** Aim error of the candidates' directions, rad at skill 0 (scaled by 1 − skill): a player's cut is never perfect. */
const AIM_ERROR_RAD = 0.03;

export function planMatch(discipline: Discipline, seed: number, opts: MatchOptions = {}): PlannedRecording {
  if (!(DISCIPLINES as readonly string[]).includes(discipline)) {
    throw new InputError('discipline', `unknown discipline ${JSON.stringify(discipline)} (expected ${DISCIPLINES.join(', ')})`);
  }
  const rng = mulberry32(seed);
  const players = opts.players ?? ['A', 'B'];
  const skill = Math.min(1, Math.max(0, opts.skill ?? 0.7));
  const durationS = opts.durationS ?? 60;
  const maxStrokes = opts.strokes ?? Infinity;
  const carom = discipline !== 'russian-colour';
  let live = startLive({
    discipline, distance: opts.distance ?? DISTANCE[discipline], players,
    ...(carom ? { balls: { [players[0]]: 'white', [players[1]]: 'yellow' } } : {}),
  }, openingLayout(discipline, rng));
  let byBudget = false;
  while (live.strokes.length < maxStrokes) {
    const shooter = nextShooter(live);
    if (shooter === null) break;
    const chosen = playOne(live, shooter, rng, skill, opts.candidates ?? 24);
    if (!chosen) break;
    if (live.strokes.length > 0 && chosen.planned.sim.end + TAIL_S > durationS) { byBudget = true; break; }
    live = commit(live, chosen, STROKE_GAP_S + PAUSE_JITTER_S * rng());
  }
  const rec = finish(live, `match-${discipline}`, `Random ${discipline} match between ${players[0]} and ${players[1]} (seed ${seed}, skill ${skill}).`, {}, TAIL_S);
  return byBudget ? { ...rec, duration: Math.max(rec.duration, durationS) } : rec;
}

function openingLayout(d: Discipline, rng: () => number): Position {
  if (d === 'russian-colour') return russianRack([-1150 - 400 * rng(), (rng() - 0.5) * 800]);
  if (d === 'five-pins') return fivePinsStart('white', 'yellow', [-1300 + 600 * rng(), (rng() - 0.5) * 900] as Vec2);
  return caromStart('white', 'yellow', rng() < 0.5 ? 1 : -1);
}

function candidatesFor(live: Live, shooter: PlayerId, rng: () => number, skill: number, n: number): Candidate[] {
  const aimError = AIM_ERROR_RAD * (1 - skill) + 0.002;
  switch (live.header.discipline) {
    case 'russian-colour': return russianCandidates(live, rng, n, aimError);
    case 'five-pins': return fivePinsCandidates(live, shooter, rng, n, aimError);
    default: return caromCandidates(live, shooter, rng, n, aimError);
  }
}

/** Simulate the candidates, rank them by the judge's outcome, choose with the skill's randomness. */
function playOne(live: Live, shooter: PlayerId, rng: () => number, skill: number, n: number): Trial | null {
  const trials: Trial[] = [];
  for (const c of candidatesFor(live, shooter, rng, skill, n)) {
    try {
      trials.push(tryShot(live, c.shot, { shooter, seed: Math.floor(rng() * 2 ** 31), jump: { probability: 0.3 }, ...(c.declared ? { declared: c.declared } : {}) }));
    } catch {
      // an impossible candidate (a miscue limit, a ball that cannot be struck): skip it
    }
  }
  if (trials.length === 0) return null;
  const ranked = trials.map((t) => ({ t, v: value(t, shooter) + 0.01 * rng() })).sort((a, b) => b.v - a.v);
  return rng() < skill ? ranked[0]!.t : ranked[Math.floor(rng() * ranked.length)]!.t;
}

/** How good an outcome is for the shooter: points won minus points given, a won frame or match far above, fouls below. */
function value(t: Trial, shooter: PlayerId): number {
  const v = t.verdict;
  let net = 0;
  for (const [p, pts] of Object.entries(v.points)) net += p === shooter ? pts : -pts;
  const won = v.calls.some((c) => (c.call === 'game-over' || c.call === 'frame-over' || c.call === 'set-over') && c.player === shooter);
  return net * 10 + (won ? 1000 : 0) - (v.valid ? 0 : 5) + (v.next === shooter ? 3 : 0);
}
