/**
 * rest-place.ts `leftItsPlace` and vanish.ts `goneFromRest` (issue 6, session 59): a ball seen moving is one whose
 * points leave its place, not one with a moving run. A run read from rest noise (history.ts: a speed span cut short
 * at a short history's start, no measured noise to guard it) refused a cue ball struck off the table unseen.
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import type { BallHistory } from '../src/events/history.js';
import { leftItsPlace } from '../src/events/rest-place.js';
import { goneFromRest } from '../src/events/vanish.js';

const FPS = 60;
/** A deterministic wobble (mm) around a place: at most `a` a axis, no two neighbours alike. */
const wobble = (k: number, a: number): number => a * Math.sin(2.3 * k + 0.7);

/** A history of points from t0 at 60 fps, at `at(k)`, with the runs given (as history.ts would read them). */
function history(id: BallId, t0: number, n: number, at: (k: number) => [number, number], runs: [number, number][]): BallHistory {
  const ps = Array.from({ length: n }, (_, k) => at(k));
  return { id, t: ps.map((_, k) => t0 + k / FPS), x: ps.map((p) => p[0]), y: ps.map((p) => p[1]), runs };
}

/** The frames' times: 1.3 s to 4 s (a stroke opened on the white, unseen from 1.5 s). */
const TIMES = Array.from({ length: Math.round(2.7 * FPS) + 1 }, (_, i) => 1.3 + i / FPS);
const restingAt = (x: number, y: number, a: number) => (k: number): [number, number] => [x + wobble(k, a), y + wobble(k + 11, a)];

describe('leftItsPlace', () => {
  it('a ball whose run is rest noise (points within 3 mm of their median) did not leave its place', () => {
    expect(leftItsPlace(history('white', 1.3, 12, restingAt(345, 184, 2.5), [[0, 2]]))).toBe(false);
  });
  it('a ball with no run did not, even when its points lie far apart (seen back elsewhere, put down by hand)', () => {
    expect(leftItsPlace(history('red', 0, 20, (k) => (k < 10 ? [0, 0] : [300, 0]), []))).toBe(false);
  });
  it('a ball moved 25 mm in a slow run left it', () => {
    expect(leftItsPlace(history('yellow', 0, 60, (k) => [Math.min(25, Math.max(0, (k - 20) * 1.25)), 0], [[20, 40]]))).toBe(true);
  });
});

describe('goneFromRest with a run of rest noise', () => {
  const red = history('red', 1.3, TIMES.length, restingAt(-983, 156, 1), []);
  it('reads the white, hidden from 1.5 s and never back, struck off the table though its rest points made a run (f3324a1: null)', () => {
    const white = history('white', 1.3, 12, restingAt(345, 184, 2.5), [[0, 2]]);
    expect(goneFromRest([white, red], TIMES)).toEqual({ ball: 'white', t: TIMES[12] });
  });
  it('reads it too when another ball\'s rest noise made a run (f3324a1: null)', () => {
    const white = history('white', 1.3, 12, restingAt(345, 184, 0.5), []);
    const yellow = history('yellow', 1.3, TIMES.length, restingAt(1302, -142, 2), [[57, 61]]);
    expect(goneFromRest([white, red, yellow], TIMES)).toEqual({ ball: 'white', t: TIMES[12] });
  });
  it('reads nothing where another ball left its place (a stroke seen, whose strike was not found)', () => {
    const white = history('white', 1.3, 12, restingAt(345, 184, 0.5), []);
    const yellow = history('yellow', 1.3, TIMES.length, (k) => [1302 + Math.max(0, k - 60) * 2, -142], [[60, TIMES.length - 1]]);
    expect(goneFromRest([white, red, yellow], TIMES)).toBeNull();
  });
});
