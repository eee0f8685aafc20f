import { describe, expect, it } from 'vitest';
import type { BallId } from '../../src/contracts/ids.js';
import type { TableModel } from '../../src/geometry/tables.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE } from '../../src/geometry/tables.js';
import { type Initial, type Shot, type SimResult, mulberry32, physicsFor, simulate, tableShape } from '../../src/sim/physics/index.js';
import { eventsOf, summary } from './physics-helpers.js';

function randomLayout(table: TableModel, ids: BallId[], seed: number): Initial {
  const rnd = mulberry32(seed), R = table.ballRadius;
  const hx = table.length / 2 - R - 5, hy = table.width / 2 - R - 5;
  const balls: Initial['balls'] = [];
  while (balls.length < ids.length) {
    const p: [number, number] = [(rnd() * 2 - 1) * hx, (rnd() * 2 - 1) * hy];
    if (balls.every((b) => Math.hypot(b.pos[0] - p[0], b.pos[1] - p[1]) > 2 * R + 1)) balls.push({ id: ids[balls.length]!, pos: p });
  }
  return { balls };
}

function randomShot(ball: BallId, seed: number): Shot {
  const rnd = mulberry32(seed * 7919 + 13);
  const side = (rnd() * 2 - 1) * 0.4, height = (rnd() * 2 - 1) * 0.4;
  return { ball, speed: 400 + rnd() * 4600, direction: rnd() * 2 * Math.PI, tip: { side, height }, elevation: rnd() < 0.2 ? rnd() * 0.8 : 0 };
}

/** Inside the cloth: within the cushions, or (pocket tables) between a pocket's jaws short of the fall line. */
function onCloth(table: TableModel, p: [number, number]): boolean {
  const s = tableShape(table, physicsFor(table).pocketFallDepth), tol = 1e-6;
  if (Math.abs(p[0]) <= s.halfLength - s.reach + tol && Math.abs(p[1]) <= s.halfWidth - s.reach + tol) return true;
  return s.pockets.some((m) => {
    const lateral = -m.u[1] * (p[0] - m.centre[0]) + m.u[0] * (p[1] - m.centre[1]);
    const depth = m.u[0] * p[0] + m.u[1] * p[1];
    return Math.abs(lateral) <= m.halfWidth - s.reach + tol && depth <= m.depth + tol;
  });
}

function checkInvariants(r: SimResult, table: TableModel): void {
  const R = table.ballRadius;
  let prevE = Infinity;
  for (let t = r.start; t <= r.end + 0.01; t += 0.002) {
    const e = r.energyAt(t);
    expect(e).toBeLessThanOrEqual(prevE * (1 + 1e-12) + 1e-6);
    prevE = e;
    const s = r.stateAt(t);
    const on = Object.entries(s.balls).filter(([, b]) => b!.status === 'table');
    for (const [id, b] of on) {
      if (!onCloth(table, b!.pos)) throw new Error(`${id} off the cloth at t=${t}: ${b!.pos}`);
    }
    for (let i = 0; i < on.length; i++) {
      for (let j = i + 1; j < on.length; j++) {
        const a = on[i]![1]!.pos, b = on[j]![1]!.pos;
        const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
        if (d < 2 * R - 1e-6) throw new Error(`${on[i]![0]} and ${on[j]![0]} overlap by ${2 * R - d} mm at t=${t}`);
      }
    }
  }
  for (const ev of r.events) {
    expect(r.energyAt(ev.t)).toBeLessThanOrEqual(r.energyAt(ev.t - 1e-7) * (1 + 1e-12) + 1e-6);
  }
  const times = r.events.map((e) => e.t);
  expect([...times].sort((a, b) => a - b)).toEqual(times);
  expect(r.events.at(-1)!.kind).toBe('rest');
}

describe('invariants over random shots', () => {
  for (let seed = 1; seed <= 6; seed++) {
    it(`carom, three balls, seed ${seed}: energy never grows, balls never overlap or leave the cloth`, () => {
      const init = randomLayout(CAROM_MATCH_TABLE, ['white', 'yellow', 'red'], seed);
      checkInvariants(simulate(init, randomShot('white', seed), CAROM_MATCH_TABLE), CAROM_MATCH_TABLE);
    });
  }
  for (let seed = 1; seed <= 3; seed++) {
    it(`five-pins, seed ${seed}: the same with the pins standing (their sliding energy counted)`, () => {
      const init = randomLayout(CAROM_MATCH_TABLE, ['white', 'yellow', 'red'], seed + 50);
      const pins = { centre: 'standing', top: 'standing', bottom: 'standing', left: 'standing', right: 'standing' } as const;
      const safe = { balls: init.balls.filter((b) => Math.hypot(...b.pos) > 120) };
      const w = safe.balls[0]!;
      const shot: Shot = { ball: w.id, speed: 1000 + 300 * seed, direction: Math.atan2(-w.pos[1], -w.pos[0]) + 0.02 * seed, tip: { side: 0.1, height: 0.2 } };
      const r = simulate({ ...safe, pins }, shot, CAROM_MATCH_TABLE);
      expect(r.events.some((e) => e.kind === 'pin-fall' || e.kind === 'pin-shift')).toBe(true);
      checkInvariants(r, CAROM_MATCH_TABLE);
    });
  }
  for (let seed = 1; seed <= 3; seed++) {
    it(`pyramid, eight balls, seed ${seed}: the same, pockets included`, () => {
      const init = randomLayout(PYRAMID_12FT_TABLE, ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'colour'], seed);
      checkInvariants(simulate(init, randomShot('w1', seed + 100), PYRAMID_12FT_TABLE), PYRAMID_12FT_TABLE);
    });
  }
});

describe('determinism and leaving the table', () => {
  const init: Initial = { balls: [{ id: 'white', pos: [-700, 180] }, { id: 'yellow', pos: [-700, 0] }, { id: 'red', pos: [700, 0] }] };
  const hard: Shot = { ball: 'white', speed: 7000, direction: 0.4, tip: { side: 0.2, height: 0.3 } };

  it('the same seed gives the same events, bit for bit', () => {
    const a = simulate(init, hard, CAROM_MATCH_TABLE, undefined, { seed: 42, jump: { probability: 0.5 } });
    const b = simulate(init, hard, CAROM_MATCH_TABLE, undefined, { seed: 42, jump: { probability: 0.5 } });
    expect(b.events).toEqual(a.events);
  });

  it('the seed decides the jumps: different seeds give different outcomes', () => {
    const outcomes = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      outcomes.add(summary(simulate(init, hard, CAROM_MATCH_TABLE, undefined, { seed, jump: { probability: 0.5 } })).join('\n'));
    }
    expect(outcomes.size).toBeGreaterThan(1);
  });

  it('a ball told to jump leaves the table at its first cushion hit over the threshold, and is gone afterwards', () => {
    const r = simulate(init, hard, CAROM_MATCH_TABLE, undefined, { jump: { probability: 1, balls: ['white'] } });
    const off = eventsOf(r, 'off-table');
    expect(off).toHaveLength(1);
    expect(off[0]).toMatchObject({ ball: 'white' });
    const cushion = eventsOf(r, 'cushion').find((e) => e.t === off[0]!.t);
    expect(cushion).toMatchObject({ ball: 'white' });
    expect(r.stateAt(off[0]!.t + 1).balls.white!.status).toBe('off-table');
    // Slow shots never jump, whatever the probability.
    const slow = simulate(init, { ...hard, speed: 1500 }, CAROM_MATCH_TABLE, undefined, { jump: { probability: 1 } });
    expect(eventsOf(slow, 'off-table')).toHaveLength(0);
  });

  it('a 10-s three-ball carom shot simulates in well under 50 ms', () => {
    const shot: Shot = { ball: 'white', speed: 5000, direction: Math.atan2(-182.5, 1420) + 0.02, tip: { side: 0.3, height: 0.2 } };
    const start: Initial = { balls: [{ id: 'white', pos: [-710, 182.5] }, { id: 'yellow', pos: [-710, 0] }, { id: 'red', pos: [710, 0] }] };
    let best = Infinity, r: SimResult | null = null;
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      r = simulate(start, shot, CAROM_MATCH_TABLE);
      best = Math.min(best, performance.now() - t);
    }
    expect(r!.duration).toBeGreaterThan(7);
    expect(best).toBeLessThan(50);
  });
});
