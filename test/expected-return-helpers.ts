// One check for a touch and its expected return (expected-return.ts) on recorded rows, shared by the
// carom, frozen-rail, pyramid and hidden-hitter cases: exactly two contacts of the pair in the window, the
// first within a frame of the true touch, the second (the return the frames cannot show) within three
// frames and at EXPECTED_RETURN_CONFIDENCE, so the referee is asked to look.
import { expect } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import type { BallId } from '../src/contracts/ids.js';
import { EXPECTED_RETURN_CONFIDENCE } from '../src/events/expected-return.js';
import { pairEvents } from './events-helpers.js';

export function expectTouchAndReturn(
  events: readonly StrokeEvent[], a: BallId, b: BallId, window: readonly [number, number], tTouch: number, tReturn: number,
): void {
  const es = pairEvents(events, a, b).filter((e) => e.t > window[0] && e.t < window[1]);
  expect(es).toHaveLength(2);
  expect(Math.abs(es[0]!.t - tTouch)).toBeLessThan(1 / 60);
  expect(Math.abs(es[1]!.t - tReturn)).toBeLessThan(3 / 60);
  expect(es[1]!.confidence).toBe(EXPECTED_RETURN_CONFIDENCE);
}
