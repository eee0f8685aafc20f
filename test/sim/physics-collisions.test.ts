import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE } from '../../src/geometry/tables.js';
import { CAROM_PHYSICS, PYRAMID_PHYSICS, simulate, tableShape } from '../../src/sim/physics/index.js';
import { R, ball, eventsOf, rolling } from './physics-helpers.js';

describe('ball-ball impacts', () => {
  it('a full head-on stun hit stops the cue ball and passes its speed to the object ball', () => {
    // 2 mm apart: the cue ball meets the object ball still sliding with (almost) no spin.
    const r = simulate({ balls: [ball('white', -64, 0), ball('red', 0, 0)] }, { ball: 'white', speed: 2000, direction: 0 }, CAROM_MATCH_TABLE);
    const hit = eventsOf(r, 'ball-ball')[0]!;
    expect(hit).toMatchObject({ kind: 'ball-ball', balls: ['white', 'red'] });
    const s = r.stateAt(hit.t + 1e-9), e = CAROM_PHYSICS.ballBall.restitution;
    const v0 = 2000 - CAROM_PHYSICS.cloth.slide * CAROM_PHYSICS.gravity * hit.t;
    expect(Math.hypot(...s.balls.white!.vel)).toBeLessThan(0.03 * v0);
    expect(s.balls.red!.vel[0]).toBeCloseTo(((1 + e) / 2) * v0, 0);
    expect(Math.abs(s.balls.red!.vel[1])).toBeLessThan(1e-6);
    // The contact is exact: centres 2R apart at the event time.
    const p = r.stateAt(hit.t).balls;
    expect(Math.hypot(p.white!.pos[0] - p.red!.pos[0], p.white!.pos[1] - p.red!.pos[1])).toBeCloseTo(2 * R, 6);
  });

  it('a cut shot throws the object ball off the line of centres, forward along the cue ball path, by a few degrees', () => {
    // Cue ball along +x, object ball offset so the cut angle is 30°.
    const off = 2 * R * Math.sin(Math.PI / 6);
    const r = simulate({ balls: [ball('white', -400, 0), ball('red', 0, -off)] }, { ball: 'white', speed: 1500, direction: 0, tip: { side: 0, height: -0.1 } }, CAROM_MATCH_TABLE);
    const hit = eventsOf(r, 'ball-ball')[0]!;
    const at = r.stateAt(hit.t - 1e-9).balls, after = r.stateAt(hit.t + 1e-9).balls;
    const line = Math.atan2(at.red!.pos[1] - at.white!.pos[1], at.red!.pos[0] - at.white!.pos[0]);
    const out = Math.atan2(after.red!.vel[1], after.red!.vel[0]);
    const throwDeg = ((out - line) * 180) / Math.PI;
    expect(throwDeg).toBeGreaterThan(0.5);
    expect(throwDeg).toBeLessThan(6);
  });
});

/**
 * Han (2005) for a ball rolling into a cushion at angle β from the normal, no
 * side spin, worked out by hand: contact slip |s| = (1 + sin θ)·V, normal
 * contact speed V cos β cos θ; sliding when (2/7)(1 + sin θ) > μ(1 + e) cos β cos θ.
 */
function hanRolling(V: number, beta: number, theta: number, e: number, mu: number): [number, number] {
  const cb = Math.cos(beta), sb = Math.sin(beta), ct = Math.cos(theta), st = Math.sin(theta);
  const sliding = (2 / 7) * (1 + st) > mu * (1 + e) * cb * ct;
  if (sliding) {
    return [V * cb - (1 + e) * V * cb * ct * (ct + mu * cb * st), V * sb - mu * (1 + e) * V * cb * ct * sb];
  }
  return [V * cb - (1 + e) * V * cb * ct * ct - (2 / 7) * (1 + st) * V * cb * st, (V * sb * (5 - 2 * st)) / 7];
}

describe('cushion rebound (Han 2005)', () => {
  for (const [table, params] of [[CAROM_MATCH_TABLE, CAROM_PHYSICS], [PYRAMID_12FT_TABLE, PYRAMID_PHYSICS]] as const) {
    for (const [V, deg] of [[500, 0], [1000, 10], [1500, 30], [2500, 45], [3000, 60]] as const) {
      it(`${table.kind}: a ball rolling at ${V} mm/s, ${deg}° from the normal, rebounds as Han's formula says`, () => {
        const beta = (deg * Math.PI) / 180, r0 = table.ballRadius;
        const vx = -V * Math.sin(beta), vy = V * Math.cos(beta);
        // Rolling at the left cushion (y = +W/2) from ~120 mm away, clear of any pocket.
        const r = simulate({ balls: [rolling('white', table.length / 4, table.width / 2 - 150, vx, vy, r0)] }, null, table, params);
        const hit = eventsOf(r, 'cushion')[0]!;
        expect(hit).toMatchObject({ ball: 'white', cushion: 'left' });
        const before = r.stateAt(hit.t - 1e-9).balls.white!, after = r.stateAt(hit.t + 1e-9).balls.white!;
        const speed = Math.hypot(...before.vel), b2 = Math.asin(-before.vel[0] / speed);
        const theta = tableShape(table, 10).theta;
        expect(Math.sin(theta)).toBeCloseTo(table.cushionHeight / r0 - 1, 12);
        const [nOut, tOut] = hanRolling(speed, b2, theta, params.cushion.restitution, params.cushion.friction);
        // Cushion frame → table: the normal points −y, the tangent is −x.
        // 1e-9 s of cloth friction after the impact moves the speed by ~2e-6 mm/s.
        expect(after.vel[1]).toBeCloseTo(nOut, 4);
        expect(after.vel[0]).toBeCloseTo(-tOut, 4);
        expect(nOut).toBeLessThan(0);
      });
    }
  }

  it('two cushions in a corner a few ms apart are both reported, in order, at exact contact times', () => {
    const table = CAROM_MATCH_TABLE, hx = table.length / 2, hy = table.width / 2;
    const reach = tableShape(table, 10).reach;
    // Heading into the top-left corner, just off the diagonal: top first, left ~3 ms later.
    const r = simulate({ balls: [rolling('white', hx - 194, hy - 200, 2000, 2000)] }, null, table);
    const cushions = eventsOf(r, 'cushion').slice(0, 2);
    expect(cushions.map((e) => (e as { cushion: string }).cushion)).toEqual(['top', 'left']);
    const gap = cushions[1]!.t - cushions[0]!.t;
    expect(gap).toBeGreaterThan(0.0005);
    expect(gap).toBeLessThan(0.01);
    expect(r.stateAt(cushions[0]!.t).balls.white!.pos[0]).toBeCloseTo(hx - reach, 6);
    expect(r.stateAt(cushions[1]!.t).balls.white!.pos[1]).toBeCloseTo(hy - reach, 6);
  });

  it('a ball sent straight into a corner hits both cushions and comes back out', () => {
    const table = CAROM_MATCH_TABLE;
    const r = simulate({ balls: [rolling('white', 1000, 300, 2000, 2000)] }, null, table);
    const first = eventsOf(r, 'cushion').slice(0, 2).map((e) => (e as { cushion: string }).cushion).sort();
    expect(first).toEqual(['left', 'top']);
    const t = eventsOf(r, 'cushion')[1]!.t + 0.05;
    const v = r.stateAt(t).balls.white!.vel;
    expect(v[0]).toBeLessThan(0);
    expect(v[1]).toBeLessThan(0);
  });
});
