/**
 * Random single strokes of every discipline, with their exact physics. No
 * longer the evaluation's material (planned matches are, material.ts); kept
 * for the tracker's swap test (test/track.test.ts), because it makes what
 * real play rarely does: random layouts with many frozen and near pairs and,
 * on the pyramid table, loose clusters; shots with a random cut, thin or just
 * missing, on the wrong ball.
 */
import type { BallId, Discipline, PinId, Vec2 } from '../../contracts/ids.js';
import { DISCIPLINES, PINS, RUSSIAN_WHITES } from '../../contracts/ids.js';
import type { MatchFile, Stroke } from '../../contracts/match.js';
import { pinSeats } from '../../geometry/castle.js';
import { tableForDiscipline, type TableModel } from '../../geometry/tables.js';
import { type InitialBall, type Shot, type SimResult, mulberry32, simulate } from '../../sim/physics/index.js';
import { centreBounds } from '../../track/geometry.js';

export interface GeneratedStroke {
  discipline: Discipline;
  table: TableModel;
  sim: SimResult;
  shot: Shot;
  /** A one-stroke match file with the true events (shooter A owns white, B yellow). */
  match: MatchFile;
}

type Rng = () => number;

export function generateStroke(discipline: Discipline, seed: number): GeneratedStroke {
  const rnd = mulberry32(seed * 7919 + 17 + 104_729 * DISCIPLINES.indexOf(discipline));
  const table = tableForDiscipline(discipline);
  for (let attempt = 0; ; attempt++) {
    const balls = layout(discipline, table, rnd);
    const shot = shotFor(discipline, balls, table, rnd);
    const pins = discipline === 'five-pins' ? Object.fromEntries(PINS.map((p) => [p, 'standing'])) as Record<PinId, 'standing'> : undefined;
    try {
      const sim = simulate({ balls, ...(pins ? { pins } : {}) }, shot, table, undefined, { t0: 1, seed, jump: { probability: 0.15 } });
      return { discipline, table, sim, shot, match: matchOf(discipline, balls, pins, sim) };
    } catch (e) {
      if (attempt > 20) throw e;
    }
  }
}

function matchOf(discipline: Discipline, balls: InitialBall[], pins: Record<PinId, 'standing'> | undefined, sim: SimResult): MatchFile {
  const end = sim.stateAt(sim.end);
  const after: Partial<Record<BallId, Vec2>> = {};
  for (const [id, b] of Object.entries(end.balls) as [BallId, NonNullable<(typeof end.balls)[BallId]>][]) if (b.status === 'table') after[id] = b.pos;
  const pinsAfter = pins ? Object.fromEntries(Object.entries(end.pins).map(([id, p]) => [id, p!.state])) : undefined;
  const stroke: Stroke = {
    shooter: 'A',
    ...(discipline === 'russian-colour' ? {} : { cueBall: 'white' as BallId }),
    before: { balls: Object.fromEntries(balls.map((b) => [b.id, b.pos])), ...(pins ? { pins } : {}) },
    events: [...sim.events],
    after: { balls: after, ...(pinsAfter ? { pins: pinsAfter } : {}) },
  };
  return {
    discipline, distance: discipline === 'russian-colour' ? 8 : 50, players: ['A', 'B'],
    ...(discipline === 'russian-colour' ? {} : { balls: { A: 'white', B: 'yellow' } }), strokes: [stroke],
  };
}

function layout(discipline: Discipline, table: TableModel, rnd: Rng): InitialBall[] {
  const ids: BallId[] = discipline === 'russian-colour' ? [...RUSSIAN_WHITES, 'colour'] : ['white', 'yellow', 'red'];
  const R = table.ballRadius, { halfX, halfY } = centreBounds(table), margin = 2;
  const keepOut = discipline === 'five-pins' && table.kind === 'carom' ? Object.values(pinSeats(table)) : [];
  const placed: InitialBall[] = [];
  const free = (p: Vec2): boolean =>
    Math.abs(p[0]) <= halfX - margin && Math.abs(p[1]) <= halfY - margin
    && placed.every((b) => Math.hypot(b.pos[0] - p[0], b.pos[1] - p[1]) >= 2 * R + 0.3)
    && keepOut.every((s) => Math.hypot(s[0] - p[0], s[1] - p[1]) >= R + 12);
  for (const id of ids) {
    for (let tries = 0; tries < 500; tries++) {
      const near = placed.length > 0 && rnd() < (discipline === 'russian-colour' ? 0.45 : 0.15);
      const p: Vec2 = near ? besides(placed[Math.floor(rnd() * placed.length)]!.pos, R, rnd) : [(2 * rnd() - 1) * (halfX - margin), (2 * rnd() - 1) * (halfY - margin)];
      if (free(p)) { placed.push({ id, pos: p }); break; }
    }
  }
  return placed;
}

/** A spot touching or nearly touching a ball (frozen pairs and clusters). */
function besides(p: Vec2, R: number, rnd: Rng): Vec2 {
  const a = 2 * Math.PI * rnd(), d = 2 * R + 0.3 + (rnd() < 0.5 ? 2 * rnd() : 40 * rnd());
  return [p[0] + d * Math.cos(a), p[1] + d * Math.sin(a)];
}

function shotFor(discipline: Discipline, balls: InitialBall[], table: TableModel, rnd: Rng): Shot {
  const cueId: BallId = discipline === 'russian-colour'
    ? balls[Math.floor(rnd() * 7)]!.id
    : rnd() < 0.1 ? (rnd() < 0.5 ? 'yellow' : 'red') : 'white';
  const cue = balls.find((b) => b.id === cueId)!;
  const others = balls.filter((b) => b !== cue);
  const target = others[Math.floor(rnd() * others.length)]!;
  const dx = target.pos[0] - cue.pos[0], dy = target.pos[1] - cue.pos[1], d = Math.hypot(dx, dy);
  const r = rnd();
  const cut = r < 0.15 ? 0.92 + 0.1 * rnd() : r < 0.2 ? 2 * rnd() : 0.9 * rnd();
  const off = Math.asin(Math.min(1, (cut * 2 * table.ballRadius) / Math.max(d, 2 * table.ballRadius))) * (rnd() < 0.5 ? 1 : -1);
  const speed = 400 + 5600 * rnd() ** 1.3;
  return {
    ball: cueId, speed, direction: Math.atan2(dy, dx) + off,
    tip: { side: 0.5 * (2 * rnd() - 1), height: 0.5 * (2 * rnd() - 1) },
    ...(rnd() < 0.05 ? { elevation: 0.3 + 0.6 * rnd() } : {}),
  };
}
