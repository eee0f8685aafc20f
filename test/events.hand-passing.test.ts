/**
 * A hand passing over a resting ball is no strike (issue 6, session 59). A
 * development render (`tabletrack simulate --match five-pins --seed 569 --fps
 * 60 --size 1920x1080`) through the real detector and tracker: after a foul
 * a hand carries the yellow 2.13 m for the free ball (7.55-8.55 s, unseen
 * from 7.550) and passes over the resting white on the way: the white's
 * tracked place goes 7.4 mm off at 7.950 s, 3.4 mm the frame after, then
 * back within 0.4 mm, seen all along. Later a hand carries the white (from
 * 16.317) over the resting yellow: 5.2 mm off at 16.717, back at once. The
 * events stage opens a stroke on the carried ball gone from its rest, and
 * its frames held the pull: the pulled ball was read struck at 0.95, a
 * confident extra stroke whenever the verdict before did not tell the stage
 * that a hand may place the carried ball (the second carry: the tracked
 * verdict missed the foul). A run of PULL_POINTS points or fewer off a rest
 * place the ball is back on at once is a hand's pull too, as after a gap
 * (starts.ts `excursion`), and a ball whose runs are all such is not seen
 * moving (vanish.ts `goneFromRest`): the stroke is the flagged reading of
 * the ball gone from its rest, for the referee. A real strike of a ball that
 * comes back near where it lay (into a near cushion and back) still strikes.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { HIGH_CONFIDENCE } from '../src/events/eval/run.js';
import type { StrokeEvent } from '../src/contracts/events.js';
import { framesOf, legsPath, noisy, recordedFrames, rightLine } from './events-helpers.js';

/** Tracked rows (t;white;yellow;red, observed balls only), dev render five-pins 569 at 60 fps, vision path at f3324a1: the yellow carried, the white pulled at 7.950. */
const YELLOW_CARRIED = [
  '7.3500;500.8,-89.3;1065.5,-0.2;710.1,-0.2 ',
  '7.3667;500.8,-89.3;1065.5,-0.2;710.1,-0.2 ',
  '7.3833;500.8,-89.3;1065.5,-0.2;710.1,-0.2 ',
  '7.4000;500.8,-89.3;1065.5,-0.2;710.1,-0.2 ',
  '7.4167;500.8,-89.3;1065.5,-0.2;710.1,-0.2 ',
  '7.4333;500.8,-89.3;1065.5,-0.2;710.1,-0.2 ',
  '7.4500;500.8,-89.3;1065.5,-0.2;710.1,-0.2 ',
  '7.4667;500.8,-89.3;1065.5,-0.2;710.1,-0.2 ',
  '7.4833;500.8,-89.3;1065.5,-0.2;710.1,-0.2 ',
  '7.5000;500.8,-89.3;1065.5,-0.2;710.1,-0.2 ',
  '7.5167;500.8,-89.3;1065.6,-0.1;710.1,-0.2 ',
  '7.5333;500.8,-89.3;1065.6,-0.2;710.1,-0.2 ',
  '7.5500;500.8,-89.3;;710.1,-0.2 ',
  '7.5667;500.8,-89.3;;710.2,-0.2 ',
  '7.5833;500.8,-89.3;;710.1,-0.2 ',
  '7.6000;500.8,-89.3;;710.1,-0.2 ',
  '7.6167;500.8,-89.3;;710.1,-0.2 ',
  '7.6333;500.8,-89.3;;710.1,-0.2 ',
  '7.6500;500.8,-89.3;;710.1,-0.2 ',
  '7.6667;500.8,-89.3;;710.1,-0.2 ',
  '7.6833;500.8,-89.3;;710.1,-0.2 ',
  '7.7000;500.8,-89.3;;710.1,-0.2 ',
  '7.7167;500.8,-89.3;;710.1,-0.2 ',
  '7.7333;500.8,-89.3;;710.1,-0.2 ',
  '7.7500;500.8,-89.3;;710.1,-0.2 ',
  '7.7667;500.8,-89.3;;710.1,-0.2 ',
  '7.7833;500.8,-89.3;;710.1,-0.2 ',
  '7.8000;500.8,-89.3;;710.1,-0.2 ',
  '7.8167;500.8,-89.3;;710.2,-0.2 ',
  '7.8333;500.8,-89.3;;710.1,-0.2 ',
  '7.8500;500.8,-89.3;;710.1,-0.2 ',
  '7.8667;500.8,-89.3;;710.1,-0.2 ',
  '7.8833;500.8,-89.3;;710.1,-0.2 ',
  '7.9000;500.8,-89.3;;712.4,-0.2 ',
  '7.9167;500.9,-89.3;; ',
  '7.9333;500.9,-89.4;;710.1,-0.2 ',
  '7.9500;505.2,-83.2;;709.9,0.2 ',
  '7.9667;499.7,-86.1;;710.0,0.3 ',
  '7.9833;500.3,-89.2;;710.1,0.3 ',
  '8.0000;501.0,-89.8;;710.1,0.3 ',
  '8.0167;501.2,-89.6;;710.1,0.2 ',
  '8.0333;501.2,-89.4;;710.2,0.2 ',
  '8.0500;501.2,-89.4;;710.2,0.2 ',
  '8.0667;501.2,-89.4;;710.2,0.2 ',
  '8.0833;501.2,-89.4;;710.2,0.2 ',
  '8.1000;501.2,-89.4;;710.2,0.2 ',
  '8.1167;501.2,-89.4;;710.2,0.2 ',
  '8.1333;501.2,-89.4;;710.2,0.2 ',
  '8.1500;501.2,-89.4;;710.2,0.2 ',
  '8.1667;501.2,-89.4;;710.2,0.2 ',
  '8.1833;501.2,-89.4;;710.2,0.2 ',
  '8.2000;501.2,-89.4;;710.2,0.2 ',
  '8.2167;501.2,-89.4;;710.2,0.2 ',
  '8.2333;501.2,-89.4;;710.2,0.2 ',
  '8.2500;501.2,-89.4;;710.1,-0.1 ',
  '8.2667;501.2,-89.4;;710.1,-0.2 ',
  '8.2833;501.2,-89.4;;710.0,-0.2 ',
  '8.3000;501.2,-89.4;;710.0,-0.1 ',
  '8.3167;501.2,-89.4;;710.0,-0.1 ',
  '8.3333;501.2,-89.4;;710.0,-0.1 ',
  '8.3500;501.2,-89.4;;710.0,-0.1 ',
  '8.3667;501.2,-89.4;;710.0,-0.1 ',
  '8.3833;501.2,-89.4;;710.0,-0.1 ',
  '8.4000;501.2,-89.4;;710.0,-0.1 ',
  '8.4167;501.2,-89.4;;710.0,-0.1 ',
  '8.4333;501.2,-89.4;;710.0,-0.1 ',
  '8.4500;501.2,-89.4;;710.0,-0.1 ',
];

/** The same render: the white carried (unseen from 16.317), the resting yellow pulled at 16.717. */
const WHITE_CARRIED = [
  '16.1000;1001.6,-142.4;527.8,-70.2;710.1,-0.1 ',
  '16.1167;1001.6,-142.4;527.8,-70.2;710.1,-0.1 ',
  '16.1333;1001.6,-142.5;527.8,-70.2;710.1,-0.1 ',
  '16.1500;1001.6,-142.5;527.8,-70.2;710.1,-0.1 ',
  '16.1667;1001.6,-142.5;527.8,-70.2;710.1,-0.1 ',
  '16.1833;1001.6,-142.5;527.8,-70.2;710.1,-0.1 ',
  '16.2000;1001.6,-142.5;527.8,-70.2;710.1,-0.1 ',
  '16.2167;1001.6,-142.5;527.8,-70.2;710.1,-0.1 ',
  '16.2333;1001.6,-142.5;527.8,-70.2;710.1,-0.1 ',
  '16.2500;1001.6,-142.5;527.8,-70.2;710.1,-0.1 ',
  '16.2667;1001.6,-142.5;527.8,-70.2;710.1,-0.1 ',
  '16.2833;1001.6,-142.5;527.8,-70.2;710.1,-0.1 ',
  '16.3000;1001.6,-142.5;527.8,-70.2;710.1,-0.1 ',
  '16.3167;;527.2,-70.3;710.1,-0.1 ',
  '16.3333;;527.1,-70.3;710.1,-0.1 ',
  '16.3500;;527.1,-70.3;710.1,-0.1 ',
  '16.3667;;527.1,-70.3;710.1,-0.1 ',
  '16.3833;;527.1,-70.3;710.1,-0.1 ',
  '16.4000;;527.1,-70.3;710.1,-0.1 ',
  '16.4167;;527.1,-70.3;710.1,-0.1 ',
  '16.4333;;527.1,-70.3;710.1,-0.1 ',
  '16.4500;;527.1,-70.3;710.1,-0.1 ',
  '16.4667;;527.1,-70.3;710.1,-0.1 ',
  '16.4833;;527.1,-70.3;710.1,-0.1 ',
  '16.5000;;527.1,-70.3;710.1,-0.1 ',
  '16.5167;;527.1,-70.3;710.1,-0.1 ',
  '16.5333;;527.1,-70.3;710.1,-0.1 ',
  '16.5500;;527.1,-70.3;710.1,-0.1 ',
  '16.5667;;527.1,-70.3;710.1,-0.1 ',
  '16.5833;;527.1,-70.3;710.1,-0.1 ',
  '16.6000;;527.1,-70.3;710.1,-0.1 ',
  '16.6167;;527.1,-70.3;710.1,-0.1 ',
  '16.6333;;527.1,-70.3;710.2,-0.1 ',
  '16.6500;;527.1,-70.3;710.2,-0.3 ',
  '16.6667;;527.1,-70.3;711.2,-2.6 ',
  '16.6833;;527.0,-70.2;709.6,-2.0 ',
  '16.7000;;;710.0,-0.3 ',
  '16.7167;;525.1,-75.0;710.1,0.2 ',
  '16.7333;;527.1,-71.5;710.1,0.1 ',
  '16.7500;;527.3,-70.3;710.1,0.1 ',
  '16.7667;;527.0,-70.3;710.1,0.0 ',
  '16.7833;;526.9,-70.5;710.1,0.0 ',
  '16.8000;;526.9,-70.5;710.1,0.0 ',
  '16.8167;;526.9,-70.5;710.1,0.0 ',
  '16.8333;;526.9,-70.5;710.1,0.0 ',
  '16.8500;;526.9,-70.5;710.1,0.0 ',
  '16.8667;;526.9,-70.5;710.1,0.0 ',
  '16.8833;;526.9,-70.5;710.1,0.0 ',
  '16.9000;;526.9,-70.5;710.1,0.0 ',
  '16.9167;;526.9,-70.5;710.1,0.0 ',
  '16.9333;;526.9,-70.5;710.1,0.0 ',
  '16.9500;;526.9,-70.5;710.1,0.0 ',
  '16.9667;;526.9,-70.5;710.1,0.0 ',
  '16.9833;;526.9,-70.5;710.1,0.0 ',
  '17.0000;;526.9,-70.5;710.1,0.0 ',
  '17.0167;;526.9,-70.5;710.1,0.0 ',
  '17.0333;;526.9,-70.5;710.1,0.0 ',
  '17.0500;;526.9,-70.5;710.1,0.0 ',
  '17.0667;;526.9,-70.5;710.1,0.0 ',
  '17.0833;;526.9,-70.5;710.1,0.0 ',
  '17.1000;;526.9,-70.5;710.1,0.0 ',
  '17.1167;;526.9,-70.5;710.1,0.0 ',
  '17.1333;;526.9,-70.5;710.1,0.0 ',
  '17.1500;;526.9,-70.5;710.1,0.0 ',
];

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'five-pins' as const };
/** Every other row (30 fps), keeping the row at `keep` s. */
const at30 = (rows: readonly string[], keep: number): string[] => {
  const k = rows.findIndex((r) => Math.abs(Number(r.trim().split(';')[0]) - keep) < 1e-3);
  return rows.filter((_, i) => (i - k) % 2 === 0);
};
/** The rows with the ball in cell `ball` (0 white, 1 yellow) seen at `at` wherever it was unseen: nothing carried. */
const stayed = (rows: readonly string[], ball: number, at: string): string[] => rows.map((row) => {
  const [t, ...cells] = row.trim().split(';');
  if (!cells[ball]) cells[ball] = at;
  return ` ${[t, ...cells].join(';')} `;
});
/**
 * The rows with ball `ball`'s point at `t` put `mm` off where it was last seen before, in the direction it was pulled. At 30 fps
 * a point 5-7 mm off makes no run (its speed spans ±2 frames: under MOVING_SPEED_MM_S), so the 30 fps cases pull as far as the
 * bundled five-pins clip's hand did (12 mm, 30 fps).
 */
const pulledTo = (rows: readonly string[], ball: number, t: number, mm: number): string[] => {
  const cells = rows.map((r) => r.trim().split(';'));
  const k = cells.findIndex((c) => Math.abs(Number(c[0]) - t) < 1e-3);
  const before = cells.slice(0, k).reverse().find((c) => c[ball + 1])!;
  const [x0, y0] = before[ball + 1]!.split(',').map(Number), [x1, y1] = cells[k]![ball + 1]!.split(',').map(Number);
  const d = Math.hypot(x1! - x0!, y1! - y0!);
  cells[k]![ball + 1] = `${(x0! + ((x1! - x0!) * mm) / d).toFixed(1)},${(y0! + ((y1! - y0!) * mm) / d).toFixed(1)}`;
  return cells.map((c) => ` ${c.join(';')} `);
};
const strike = (es: readonly StrokeEvent[]) => es.find((e) => e.kind === 'strike');
const sure = (es: readonly StrokeEvent[]) => es.filter((e) => (e.confidence ?? 1) >= HIGH_CONFIDENCE && e.kind !== 'rest');

describe('a hand carrying one ball passes over another, resting', () => {
  for (const [name, rows, carried, pulled, t] of [
    ['the yellow carried, the white pulled', YELLOW_CARRIED, 'yellow', 'white', 7.95],
    ['the white carried, the yellow pulled', WHITE_CARRIED, 'white', 'yellow', 16.7167],
  ] as const) {
    const cell = pulled === 'white' ? 0 : 1;
    for (const fps of [60, 30]) {
      it(`${name} (${fps} fps${fps === 30 ? ', pulled 12 mm' : ''}): the flagged reading of the carried ball gone from its rest, not the pulled ball struck`, () => {
        const s = extractStroke(recordedFrames(fps === 60 ? rows : at30(pulledTo(rows, cell, t, 12), t)), ctx);
        expect(s.struck).toBe(carried);
        expect(strike(s.events)?.confidence).toBeLessThan(HIGH_CONFIDENCE);
        expect(s.events.some((e) => e.kind === 'off-table' && e.ball === carried)).toBe(true);
        expect(sure(s.events)).toEqual([]);
        expect(s.events.some((e) => 'ball' in e && e.ball === pulled)).toBe(false);
      });
    }
  }
  it('the pull alone (nothing carried) is no stroke (60 fps)', () => {
    expect(extractStroke(recordedFrames(stayed(YELLOW_CARRIED, 1, '1065.9,-0.6')), ctx).struck).toBeNull();
  });
  it('the pull alone (nothing carried) is no stroke (30 fps, pulled 12 mm)', () => {
    expect(extractStroke(recordedFrames(at30(pulledTo(stayed(YELLOW_CARRIED, 1, '1065.9,-0.6'), 0, 7.95, 12), 7.95)), ctx).struck).toBeNull();
  });
});

describe('a ball struck into a near cushion and back near where it lay still strikes', () => {
  // 30 mm off the right cushion's contact line, struck into it at 0.6 m/s, back out at 0.34 m/s and dead 4 mm short of where it lay.
  const y0 = rightLine(CAROM_MATCH_TABLE) + 30, white = legsPath([400, y0], [[0.5, 0, -600], [0.55, 0, 340], [0.65, 0, 0]]);
  for (const fps of [60, 30]) {
    it(`${fps} fps`, () => {
      const s = extractStroke(framesOf({ white: noisy(white, 0.6, 7), red: noisy(legsPath([-600, 200], []), 0.6, 8) }, 1.6, fps), ctx);
      expect(s.struck).toBe('white');
      expect(strike(s.events)?.confidence).toBeGreaterThanOrEqual(HIGH_CONFIDENCE);
    });
  }
});
