/**
 * What the random player considers: candidate shots with intent, per
 * discipline, drawn from the seeded PRNG. Pure apart from the PRNG.
 */
import type { BallId, Vec2 } from '../../contracts/ids.js';
import { POCKETS, RUSSIAN_WHITES } from '../../contracts/ids.js';
import type { Declaration, PlayerId } from '../../contracts/match.js';
import { pinSeats } from '../../geometry/castle.js';
import type { Shot } from '../physics/index.js';
import { type Live, ownBall } from '../scenarios/chain.js';
import { angleTo, bankAim, cutAngle, dist, ghostAim, offsetAim, pocketTarget, tangentAims } from '../scenarios/aim.js';

export interface Candidate { shot: Shot; declared?: Declaration }
type Rng = () => number;

const between = (rng: Rng, a: number, b: number): number => a + (b - a) * rng();
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;

/** Cue-ball speeds (mm/s) a player uses in each carom game: nursing in libre/cadre, firm banks in three-cushion. */
const CAROM_SPEED: Record<string, [number, number]> = {
  libre: [350, 2400], 'cadre-47-2': [350, 2400], 'cadre-71-2': [350, 2400], 'cadre-47-1': [350, 2400],
  'one-cushion': [900, 3500], 'three-cushion': [2000, 5200],
};

function shot(rng: Rng, ball: BallId, direction: number, speed: [number, number], aimError: number): Shot {
  return {
    ball, direction: direction + aimError * (2 * rng() - 1), speed: between(rng, speed[0], speed[1]),
    tip: { side: between(rng, -0.45, 0.45), height: between(rng, -0.35, 0.4) }, elevation: 0,
  };
}

/** Carom: cut shots at either object ball, and bank directions all round (one- and three-cushion). */
export function caromCandidates(live: Live, shooter: PlayerId, rng: Rng, n: number, aimError: number): Candidate[] {
  const d = live.header.discipline, cue = ownBall(live, shooter)!;
  const from = live.position.balls[cue]!, R = live.table.ballRadius;
  const objects = (['white', 'yellow', 'red'] as const).filter((b) => b !== cue && live.position.balls[b]);
  const banks = d === 'one-cushion' || d === 'three-cushion' ? Math.floor(n / 2) : Math.floor(n / 6);
  const pos = (b: BallId) => live.position.balls[b]!;
  const [a, b] = objects;
  const tangents = a && b ? [...tangentAims(from, pos(a), pos(b), R), ...tangentAims(from, pos(b), pos(a), R)] : [];
  const out: Candidate[] = [];
  for (let i = 0; i < n; i++) {
    const speed = CAROM_SPEED[d]!;
    if (i < banks || objects.length === 0) out.push({ shot: shot(rng, cue, between(rng, 0, 2 * Math.PI), speed, 0) });
    else if (i % 2 === 0 && tangents.length > 0) out.push({ shot: shot(rng, cue, pick(rng, tangents), speed, aimError + 0.03) });
    else out.push({ shot: shot(rng, cue, offsetAim(from, pos(pick(rng, objects)), between(rng, -0.9, 0.9), R), speed, aimError) });
  }
  return out;
}

/** Five-pins: the object ball sent into the castle or onto the red (ghost-ball aims), and plain cuts on it. */
export function fivePinsCandidates(live: Live, shooter: PlayerId, rng: Rng, n: number, aimError: number): Candidate[] {
  const cue = ownBall(live, shooter)!, other = live.header.players.find((p) => p !== shooter)!;
  const ob = ownBall(live, other)!;
  const c = live.position.balls[cue], o = live.position.balls[ob];
  if (!c || !o) return [];
  const R = live.table.ballRadius;
  const seats = Object.values(pinSeats(live.table as never)) as Vec2[];
  const targets: Vec2[] = [...seats, ...(live.position.balls.red ? [live.position.balls.red] : [])];
  const out: Candidate[] = [];
  for (let i = 0; i < n; i++) {
    const t = pick(rng, targets);
    const jitter: Vec2 = [t[0] + between(rng, -30, 30), t[1] + between(rng, -30, 30)];
    const direction = i % 4 === 3 ? offsetAim(c, o, between(rng, -0.9, 0.9), R) : ghostAim(c, o, jitter, R);
    out.push({ shot: shot(rng, cue, direction, [600, 3200], aimError) });
  }
  return out;
}

/**
 * Russian: the break from the house, then pots: each (cue white, object,
 * pocket) with a cut under 65°, the easiest first with some randomness; a
 * shot at the colour carries the strict call of the route aimed at (direct).
 */
export function russianCandidates(live: Live, rng: Rng, n: number, aimError: number): Candidate[] {
  const balls = live.position.balls;
  if (live.strokes.length === 0 || live.verdicts.at(-1)!.calls.some((c) => c.call === 'frame-over')) {
    const cue = balls.w7 ? 'w7' : RUSSIAN_WHITES.find((w) => balls[w])!;
    const target = balls.w1 ?? [887.5, 0];
    return Array.from({ length: Math.max(3, n / 4) }, () => ({ shot: shot(rng, cue, angleTo(balls[cue]!, target), [5000, 9000], 0.01) }));
  }
  const R = live.table.ballRadius;
  const whites = RUSSIAN_WHITES.filter((w) => balls[w]);
  const options: { score: number; c: Candidate }[] = [];
  for (const cueId of whites) {
    for (const obj of [...whites, 'colour' as const]) {
      if (obj === cueId || !balls[obj]) continue;
      for (const pocket of POCKETS) {
        const cue = balls[cueId]!, o = balls[obj]!, target = pocketTarget(live.table, pocket);
        const cut = cutAngle(cue, o, target, R);
        if (cut > 1.13) continue;
        const bank = rng() < 0.15;
        const aimAt = bank ? pocketImage(live, o, target, rng) : { at: target };
        const declared: Declaration | undefined = obj === 'colour' ? { pocket, cushions: bank ? [aimAt.cushion!] : [], via: [] } : undefined;
        const c: Candidate = { shot: shot(rng, cueId, ghostAim(cue, o, aimAt.at, R), [1500, 5000], aimError), ...(declared ? { declared } : {}) };
        options.push({ score: cut * 2 + (dist(cue, o) + dist(o, target)) / 1500 + rng(), c });
      }
    }
  }
  return options.sort((a, b) => a.score - b.score).slice(0, n).map((o) => o.c);
}

function pocketImage(live: Live, from: Vec2, target: Vec2, rng: Rng): { at: Vec2; cushion?: 'top' | 'bottom' | 'left' | 'right' } {
  const cushion = pick(rng, ['top', 'bottom', 'left', 'right'] as const);
  const d = bankAim(from, target, cushion, live.table);
  return { at: [from[0] + 1000 * Math.cos(d), from[1] + 1000 * Math.sin(d)], cushion };
}
