import { describe, expect, it } from 'vitest';
import { PINS } from '../src/contracts/ids.js';
import { pinSeats } from '../src/geometry/castle.js';
import { tableForDiscipline, type CaromTable } from '../src/geometry/tables.js';
import { makeRng } from '../src/sim/render/index.js';
import { lyingAt, lyingMiddle, v5Pins } from '../models/training/seats-v5.js';

// The seat classifier's v5 training scenes (models/training/seats-v5.ts, session 41): the hard seats are drawn
// as asked — pins lying across empty seats (their own or another's), along the chalk line, against standing pins.
describe('v5Pins (seat classifier training scenes)', () => {
  const table = tableForDiscipline('five-pins') as CaromTable;
  const seats = pinSeats(table);
  const frames = Array.from({ length: 400 }, (_, i) => v5Pins(makeRng(7_000 + i), table));

  it('lyingAt puts the middle where asked', () => {
    const m = lyingMiddle(lyingAt('top', [10, -4], 1.1));
    expect(m[0]).toBeCloseTo(10, 9);
    expect(m[1]).toBeCloseTo(-4, 9);
  });

  it('draws every pin once, each seat labelled by its own pin', () => {
    for (const pins of frames) expect(pins.map((p) => p.id)).toEqual([...PINS]);
  });

  it('lays pins across empty seats, along the chalk line and against standing pins', () => {
    let acrossOwn = 0, acrossOther = 0, alongLine = 0, against = 0;
    for (const pins of frames) {
      for (const p of pins) {
        if (p.state !== 'fallen') continue;
        const [mx, my] = lyingMiddle(p);
        for (const id of PINS) {
          const d = Math.hypot(mx - seats[id][0], my - seats[id][1]);
          const own = pins.find((q) => q.id === id)!;
          if (d <= 12 && own.state !== 'standing') (id === p.id ? acrossOwn++ : acrossOther++);
          if (own.state === 'standing' && d >= 10 && d <= 14) against++;
          // No lying pin's middle inside a standing pin's body.
          if (own.state === 'standing') expect(d).toBeGreaterThan(9.9);
        }
        const tilt = Math.abs(Math.cos(p.angle!));
        if (Math.abs(mx - seats.centre[0]) <= 2 && tilt <= Math.sin((10 * Math.PI) / 180) + 1e-9) alongLine++;
      }
    }
    // Shares of 400 frames × 5 seats: across its own seat ~35 % of seats; the others per frame ~20-40 %.
    expect(acrossOwn).toBeGreaterThan(300);
    expect(acrossOther).toBeGreaterThan(80);
    expect(alongLine).toBeGreaterThan(120);
    expect(against).toBeGreaterThan(60);
  });
});
