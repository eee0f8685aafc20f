import { describe, expect, it } from 'vitest';
import type { PinId } from '../../src/contracts/ids.js';
import { CAROM_MATCH_TABLE } from '../../src/geometry/tables.js';
import { CAROM_PHYSICS, type Initial, pinShape, simulate, toppleImpulse } from '../../src/sim/physics/index.js';
import { ball, eventsOf, rolling } from './physics-helpers.js';

const pins = { centre: 'standing', top: 'standing', bottom: 'standing', left: 'standing', right: 'standing' } as const;
const shape = pinShape(CAROM_MATCH_TABLE, CAROM_PHYSICS.pin, CAROM_PHYSICS.gravity);

describe('five-pins pins', () => {
  it('a ball meets a pin at the pin top: the contact distance follows the ball and pin profiles', () => {
    const R = CAROM_MATCH_TABLE.ballRadius, c = CAROM_MATCH_TABLE.castle;
    expect(shape.ballContactHeight).toBeCloseTo(c.pinHeight, 6);
    expect(shape.ballContactDistance).toBeCloseTo(Math.sqrt(R * R - (R - c.pinHeight) ** 2) + c.pinTopRadius, 6);
  });

  it('a hard hit fells the centre pin, in the direction of the hit, at the contact time', () => {
    // Along the diagonal: between the bottom and right pins, straight onto the centre pin.
    const r = simulate({ balls: [ball('white', -400, -400)], pins }, { ball: 'white', speed: 1500, direction: Math.PI / 4 }, CAROM_MATCH_TABLE);
    const first = r.events.find((e) => e.kind === 'pin-fall' || e.kind === 'pin-shift')!;
    expect(first).toMatchObject({ kind: 'pin-fall', pin: 'centre', by: 'white' });
    const at = r.stateAt(first.t).balls.white!.pos;
    expect(Math.hypot(...at)).toBeCloseTo(shape.ballContactDistance, 6);
    const later = r.stateAt(first.t + 0.5).pins.centre!;
    expect(later.state).toBe('fallen');
    expect(later.fallAt).toBe(first.t);
    expect(later.pose.heading).toBeCloseTo(Math.PI / 4, 9);
    expect(later.pose.tilt).toBeCloseTo(Math.PI / 2, 9);
    expect(r.stateAt(first.t - 1e-6).pins.centre!.state).toBe('standing');
  });

  it('a soft touch only shifts the pin (pushed along until the ball stops) and it stays up', () => {
    const d = shape.ballContactDistance + 0.5;
    const v = 30;
    const r = simulate({ balls: [rolling('white', -d / Math.SQRT2, -d / Math.SQRT2, v / Math.SQRT2, v / Math.SQRT2)], pins }, null, CAROM_MATCH_TABLE);
    expect(eventsOf(r, 'pin-fall')).toHaveLength(0);
    expect(eventsOf(r, 'pin-shift')).toEqual([expect.objectContaining({ pin: 'centre', by: 'white' })]);
    const end = r.stateAt(r.end + 1).pins.centre!;
    expect(end.state).toBe('standing');
    const moved = Math.hypot(...end.pose.pos);
    expect(moved).toBeGreaterThan(0);
    // No further than the ball itself could roll: v²/(2 μr g).
    expect(moved).toBeLessThan((v * v) / (2 * CAROM_PHYSICS.cloth.roll * CAROM_PHYSICS.gravity));
  });

  it('the toppling threshold is the named one: sturdier pins (toppleFactor) only shift under the same hit', () => {
    const sturdy = { ...CAROM_PHYSICS, pin: { ...CAROM_PHYSICS.pin, toppleFactor: 50 } };
    const r = simulate({ balls: [ball('white', -400, -400)], pins }, { ball: 'white', speed: 1500, direction: Math.PI / 4 }, CAROM_MATCH_TABLE, sturdy);
    expect(eventsOf(r, 'pin-fall')).toHaveLength(0);
    expect(eventsOf(r, 'pin-shift')[0]).toMatchObject({ pin: 'centre', by: 'white' });
    expect(toppleImpulse(shape, sturdy.pin, 25)).toBeCloseTo(50 * toppleImpulse(shape, CAROM_PHYSICS.pin, 25), 9);
  });

  it('a lying pin that only shifts a neighbour names itself as its shifter (pin-shift by the pin, five-pins 3003.3-4)', () => {
    // A pin-pin contact low on the pin: the lying bottom pin's impulse shifts the centre pin without toppling it.
    const low = { ...CAROM_PHYSICS, pin: { ...CAROM_PHYSICS.pin, pinPinContactHeight: 1 } };
    const r = simulate({ balls: [ball('white', -600, 0), ball('red', 700, 400)], pins }, { ball: 'white', speed: 1000, direction: 0 }, CAROM_MATCH_TABLE, low);
    expect(eventsOf(r, 'pin-fall')[0]).toMatchObject({ pin: 'bottom', by: 'white' });
    expect(eventsOf(r, 'pin-shift')).toEqual([{ t: expect.any(Number), kind: 'pin-shift', pin: 'centre', by: 'bottom' }]);
  });

  it('a falling pin knocks its neighbours down (pin-fall by the pin); fallen pins do not stop the ball', () => {
    const r = simulate({ balls: [ball('white', -600, 0), ball('red', 700, 400)], pins }, { ball: 'white', speed: 1500, direction: 0 }, CAROM_MATCH_TABLE);
    const falls = eventsOf(r, 'pin-fall');
    expect(falls.slice(0, 3)).toEqual([
      expect.objectContaining({ pin: 'bottom', by: 'white' }),
      expect.objectContaining({ pin: 'centre', by: 'bottom' }),
      expect.objectContaining({ pin: 'top', by: 'centre' }),
    ]);
    const s = r.stateAt(r.end).pins;
    for (const id of ['left', 'right'] as PinId[]) expect(s[id]!.state).toBe('standing');
    expect(r.stateAt(falls[0]!.t + 0.3).balls.white!.pos[0]).toBeGreaterThan(100);
  });

  it('fallen and removed pins at the start are no obstacles', () => {
    const init: Initial = { balls: [ball('white', -600, 0)], pins: { ...pins, bottom: 'fallen', centre: 'removed', top: 'fallen' } };
    const r = simulate(init, { ball: 'white', speed: 1500, direction: 0 }, CAROM_MATCH_TABLE);
    expect(r.events.filter((e) => e.kind.startsWith('pin'))).toHaveLength(0);
  });
});
