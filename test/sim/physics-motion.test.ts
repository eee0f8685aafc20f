import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../../src/geometry/tables.js';
import { CAROM_PHYSICS, ballSpeedFromCue, simulate, strike } from '../../src/sim/physics/index.js';
import { R, ball, rolling } from './physics-helpers.js';

const P = CAROM_PHYSICS, g = P.gravity;

describe('ball motion on the cloth (Leckie & Greenspan states)', () => {
  it('a stun ball slides for 2v/(7 μs g), then rolls at 5/7 of its speed', () => {
    const r = simulate({ balls: [ball('white', -1000, 0)] }, { ball: 'white', speed: 1400, direction: 0 }, CAROM_MATCH_TABLE);
    const tRoll = (2 * 1400) / (7 * P.cloth.slide * g);
    const before = r.stateAt(tRoll * 0.5), after = r.stateAt(tRoll * 1.01);
    expect(before.balls.white!.motion).toBe('sliding');
    expect(after.balls.white!.motion).toBe('rolling');
    const v = r.stateAt(tRoll).balls.white!.vel[0];
    expect(v).toBeCloseTo((5 / 7) * 1400, 6);
  });

  it('a rolling ball stops after v/(μr g) having run v²/(2 μr g)', () => {
    const v = 400;
    const r = simulate({ balls: [rolling('white', -1200, 0, v, 0)] }, null, CAROM_MATCH_TABLE);
    const tStop = v / (P.cloth.roll * g);
    expect(r.stateAt(tStop * 0.999).balls.white!.moving).toBe(true);
    const end = r.stateAt(tStop + 0.01).balls.white!;
    expect(end.moving).toBe(false);
    expect(end.pos[0] + 1200).toBeCloseTo((v * v) / (2 * P.cloth.roll * g), 6);
    expect(r.events.at(-1)).toEqual({ t: expect.closeTo(tStop, 9), kind: 'rest' });
  });

  it('a sliding ball with side spin and an elevated cue curves (massé) until it rolls, then runs straight', () => {
    const r = simulate({ balls: [ball('white', -1000, 0)] }, { ball: 'white', speed: 1500, direction: 0, elevation: 1.0, tip: { side: 0.4, height: 0 } }, CAROM_MATCH_TABLE);
    const ys = [0.05, 0.1, 0.15, 0.2].map((t) => r.stateAt(t).balls.white!.pos);
    // Right english with a raised cue curves to the player's right (−y), more and more.
    expect(ys[3]![1]).toBeLessThan(-20);
    const slope1 = (ys[1]![1] - ys[0]![1]) / (ys[1]![0] - ys[0]![0]);
    const slope2 = (ys[3]![1] - ys[2]![1]) / (ys[3]![0] - ys[2]![0]);
    expect(slope2).toBeLessThan(slope1 - 0.05);
    // Once rolling (and before the first cushion), the path is straight.
    const firstCushion = r.events.find((e) => e.kind === 'cushion')!.t;
    const late = [0.6, 0.8, 1.0].map((t) => r.stateAt(t).balls.white!);
    expect(firstCushion).toBeGreaterThan(1.0);
    expect(late.map((b) => b.motion)).toEqual(['rolling', 'rolling', 'rolling']);
    const [a, b, c] = late.map((s) => s.pos) as [[number, number], [number, number], [number, number]];
    const cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
    expect(Math.abs(cross) / (Math.hypot(b[0] - a[0], b[1] - a[1]) * Math.hypot(c[0] - a[0], c[1] - a[1]))).toBeLessThan(1e-9);
  });

  it('a level shot with pure side spin runs straight, and its spin about the vertical decays at 5 μsp g / 2R', () => {
    const r = simulate({ balls: [ball('white', -1000, 0)] }, { ball: 'white', speed: 1000, direction: 0, tip: { side: 0.5, height: 0 } }, CAROM_MATCH_TABLE);
    expect(Math.abs(r.stateAt(0.8).balls.white!.pos[1])).toBeLessThan(1e-9);
    const w0 = r.stateAt(0).balls.white!.angVel[2], w1 = r.stateAt(0.5).balls.white!.angVel[2];
    expect(w0).toBeGreaterThan(0); // right english spins counter-clockwise seen from above (z up)
    expect(w0 - w1).toBeCloseTo(((5 * P.cloth.spin * g) / (2 * R)) * 0.5, 6);
  });

  it('the cue model: follow gives topspin, draw gives backspin, and a faster stick a faster ball', () => {
    const top = strike({ ball: 'white', speed: 1000, direction: 0, tip: { side: 0, height: 0.4 } }, [0, 0], R, P);
    const draw = strike({ ball: 'white', speed: 1000, direction: 0, tip: { side: 0, height: -0.4 } }, [0, 0], R, P);
    expect(top.w[1]).toBeCloseTo((5 * 1000 * 0.4) / (2 * R), 9);
    expect(draw.w[1]).toBeLessThan(0);
    expect(ballSpeedFromCue(2000, 0, P)).toBeGreaterThan(ballSpeedFromCue(1000, 0, P));
    // Off-centre hits take more of the stick's effort into spin: a slower ball.
    expect(ballSpeedFromCue(2000, 0.5, P)).toBeLessThan(ballSpeedFromCue(2000, 0, P));
    expect(() => strike({ ball: 'white', speed: 1, direction: 0, tip: { side: 0.7, height: 0 } }, [0, 0], R, P)).toThrow(/miscue/);
  });

  it('orientation follows the rolling: a ball rolled one circumference comes back to its start orientation', () => {
    const v = 600;
    const r = simulate({ balls: [rolling('white', -1200, 0, v, 0)] }, null, CAROM_MATCH_TABLE);
    // Find the time the centre has run 2πR.
    const a = P.cloth.roll * g, d = 2 * Math.PI * R;
    const t = (v - Math.sqrt(v * v - 2 * a * d)) / a;
    const q = r.stateAt(t).balls.white!.orientation;
    expect(Math.abs(q[0])).toBeCloseTo(1, 4);
    const qHalf = r.stateAt(t / 2).balls.white!.orientation;
    expect(Math.abs(qHalf[0])).toBeLessThan(0.05);
  });
});
