/**
 * The hard pin scenes of the detector's training data (src/detect/synth-pins.ts, issue 5, pins):
 * pairs really touch, no two pins overlap, a ball never covers a pin's middle, inputs stay as they were.
 */
import { describe, expect, it } from 'vitest';
import { PINS, type PinId } from '../src/contracts/ids.js';
import { pinSeats } from '../src/geometry/castle.js';
import { tableForDiscipline, type CaromTable } from '../src/geometry/tables.js';
import { makeRng } from '../src/sim/render/index.js';
import type { PinPose } from '../src/sim/render/scene.js';
import { hardPinState } from '../src/detect/synth-pins.js';
import { randomState } from '../src/detect/synth.js';

const table = tableForDiscipline('five-pins') as CaromTable;
const seats = pinSeats(table);

/** Points along a pin's axis (standing: the base; fallen: base → head, 25 mm). */
const axis = (p: PinPose): [number, number][] => {
  const at = p.pos ?? seats[p.id as PinId];
  if (p.state === 'standing') return [[at[0], at[1]]];
  const a = p.angle ?? 0;
  return Array.from({ length: 26 }, (_, s) => [at[0] + s * Math.cos(a), at[1] + s * Math.sin(a)] as [number, number]);
};
const gap = (a: PinPose, b: PinPose): number => Math.min(...axis(a).flatMap((p) => axis(b).map((q) => Math.hypot(p[0] - q[0], p[1] - q[1]))));

describe('hard pin scenes', () => {
  const cases = Array.from({ length: 300 }, (_, k) => {
    const rng = makeRng(77_000 + k);
    const state = randomState(rng, 'five-pins', table);
    const before = JSON.stringify(state);
    const out = hardPinState(rng, state, table);
    return { state, before, out };
  });

  it('keeps the five pins, changes no input, and draws every arrangement', () => {
    const kinds = new Set<string>();
    for (const c of cases) {
      expect(JSON.stringify(c.state)).toBe(c.before);
      expect(c.out.state.pins!.map((p) => p.id).sort()).toEqual([...PINS].sort());
      c.out.arrangements.forEach((a) => kinds.add(a));
    }
    expect([...kinds].sort()).toEqual(['against-standing', 'end-to-end', 'side-by-side', 'under-ball']);
  });

  it('the pins of a pair touch (axes ≤ 12.5 mm apart, 1 mm sampling: bodies Ø 10, gap ≤ 2.5 mm), other pins keep clear of them', () => {
    let wanted = 0, placed = 0;
    for (const c of cases) {
      const pins = c.out.state.pins!;
      const byId = (id: PinId): PinPose => pins.find((p) => p.id === id)!;
      wanted += c.out.arrangements.filter((a) => a !== 'under-ball').length;
      placed += c.out.pairs.length;
      for (const [a, b] of c.out.pairs) expect(gap(byId(a), byId(b))).toBeLessThanOrEqual(13);
      const inPair = new Set(c.out.pairs.flat());
      const shown = pins.filter((p) => p.state !== 'removed');
      for (const a of shown.filter((p) => inPair.has(p.id as PinId))) {
        const partner = c.out.pairs.find((q) => q.includes(a.id as PinId))!.find((id) => id !== a.id)!;
        for (const b of shown) if (b.id !== a.id && b.id !== partner) expect(gap(a, b)).toBeGreaterThan(6);
      }
    }
    expect(placed / wanted).toBeGreaterThan(0.9);
  });

  it('a moved ball leaves every pin\'s middle visible and is at rest', () => {
    const r = table.ballRadius;
    for (const c of cases) {
      const pins = c.out.state.pins!.filter((p) => p.state !== 'removed');
      const moved = c.out.state.balls.filter((b, i) => b.pos !== c.state.balls[i]!.pos);
      for (const b of moved) {
        expect(b.v).toBeUndefined();
        for (const p of pins) {
          const pts = axis(p), mid = p.state === 'standing' ? pts[0]! : pts[12]!;
          expect(Math.hypot(mid[0] - b.pos[0], mid[1] - b.pos[1])).toBeGreaterThan(r);
        }
      }
    }
  });
});
