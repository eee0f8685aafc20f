/** Properties of the five-pins judge over random strokes (CEB B/7 2001-2004, 4001). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { StrokeEvent } from '../../src/contracts/events.js';
import type { MatchFile, Stroke } from '../../src/contracts/match.js';
import { fivePinsJudge, fivePinsSettings } from '../../src/rules/five-pins/index.js';

const balls = ['white', 'yellow', 'red'] as const;
const pins = ['centre', 'top', 'bottom', 'left', 'right'] as const;

const step = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(fc.constantFrom(...balls), fc.constantFrom(...balls)).filter(([a, b]) => a !== b).map(([a, b]) => ({ kind: 'ball-ball', balls: [a, b] })) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cushion'), ball: fc.constantFrom(...balls), cushion: fc.constantFrom('top', 'bottom', 'left', 'right') }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pin-fall'), pin: fc.constantFrom(...pins), by: fc.constantFrom(...balls, ...pins) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pin-shift'), pin: fc.constantFrom(...pins) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('off-table', 'jump', 'moved'), ball: fc.constantFrom(...balls) }) },
);

const strokeShape = fc.record({
  wrongBall: fc.constantFrom(false, false, false, false, false, false, false, false, false, true),
  steps: fc.array(step, { maxLength: 8 }),
  overruns: fc.constantFrom(0, 0, 0, 0, 0, 0, 1, 2),
  referee: fc.constantFrom([], [], [], [], ['pushed-through'], ['fair-play'], ['foot']),
  early: fc.constantFrom(false, false, false, true),
});

function build(shape: typeof strokeShape extends fc.Arbitrary<infer T> ? T : never, shooter: string, own: string, other: string, t0: number): Stroke {
  const base: Stroke = { shooter, events: [], refereeFouls: [...shape.referee], before: { balls: { white: [-700, 180], yellow: [700, 300], red: [300, -400] } } };
  if (shape.overruns === 2) return { ...base, events: [], shotClock: { overruns: 2 } };
  const events = [
    { t: shape.early ? t0 - 0.5 : t0, kind: 'strike', ball: shape.wrongBall ? other : own },
    ...shape.steps.map((s, i) => ({ t: t0 + 1 + i * 0.1, ...s })),
    { t: t0 + 5, kind: 'rest' },
  ] as StrokeEvent[];
  return { ...base, events, after: { balls: { white: [-300, 100], yellow: [500, -200], red: [10, 400] } }, ...(shape.overruns ? { shotClock: { overruns: 1 } } : {}) };
}

describe('five-pins judge properties', () => {
  it('alternates players, caps scores, sends foul points to the opponent, never mutates the stroke', () => {
    fc.assert(fc.property(fc.array(strokeShape, { minLength: 1, maxLength: 25 }), fc.constantFrom(1, 3), (shapes, sets) => {
      const match: MatchFile = { discipline: 'five-pins', distance: 20, sets, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' }, strokes: [] };
      let state = fivePinsJudge.start(match, fivePinsSettings.parse({}));
      let score: Record<string, number> = { A: 0, B: 0 };
      for (const [i, shape] of shapes.entries()) {
        const shooter = fivePinsJudge.expectedShooters(state)[0];
        if (!shooter) break;
        const opp = shooter === 'A' ? 'B' : 'A';
        const stroke = build(shape, shooter, match.balls![shooter]!, match.balls![opp]!, 10 * (i + 1));
        const frozen = JSON.stringify(stroke);
        const { state: nextState, verdict: v } = fivePinsJudge.stroke(state, stroke, i);
        expect(JSON.stringify(stroke)).toBe(frozen);
        const over = v.calls.some((c) => c.call === 'set-over' || c.call === 'game-over');
        if (!over) expect(v.next).toBe(opp);
        for (const p of ['A', 'B']) {
          expect(v.points[p]).toBeGreaterThanOrEqual(0);
          score[p] = score[p]! + v.points[p]!;
          expect(score[p]).toBeLessThanOrEqual(20);
        }
        const penal = v.fouls.filter((f) => f !== 'time');
        if (penal.length > 0) expect(v.points[shooter]).toBe(0);
        if (v.points[shooter]! > 0) expect(v.valid).toBe(true);
        if (v.freeBall) expect(v.freeBallHalf).toMatch(/^(top|bottom)$/);
        if (v.fouls.length === 1 && v.fouls[0] === 'pins') expect(v.freeBall).toBe(false);
        if (!over && penal.some((f) => f !== 'pins' && f !== 'fair-play')) expect(v.points[opp]).toBeGreaterThanOrEqual(2);
        if (over) score = { A: 0, B: 0 };
        else expect(fivePinsJudge.summary(nextState).score).toEqual(score);
        state = nextState;
      }
    }), { numRuns: 300 });
  });
});
