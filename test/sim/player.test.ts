/**
 * The random player: a match of each discipline plans, judges without error,
 * and ends or fills its budget; deterministic from the seed; fast enough.
 */
import { describe, expect, it } from 'vitest';
import { DISCIPLINES } from '../../src/contracts/ids.js';
import { judgeMatch } from '../../src/rules/match.js';
import { JUDGES } from '../../src/rules/registry.js';
import { planMatch } from '../../src/sim/player/index.js';
import { checkChain } from './plan-checks.js';

describe('random player', () => {
  for (const d of DISCIPLINES) {
    it(`${d}: plays a legal, judged, chained match that fills its budget or ends`, () => {
      const plan = planMatch(d, 11, { durationS: 40, candidates: 12 });
      expect(plan.name).toBe(`match-${d}`);
      expect(plan.strokes.length).toBeGreaterThan(0);
      const verdict = judgeMatch(plan.match);
      checkChain(plan);
      const decided = verdict.winner !== null;
      const lastEnd = plan.strokes.at(-1)!.sim.end;
      // Either the match is over, or another stroke would not have fitted: the budget is used.
      if (!decided) expect(plan.duration).toBeGreaterThanOrEqual(40);
      else expect(plan.duration).toBeCloseTo(lastEnd + 1, 9);
    });
  }

  it('plays a match to its end when the distance is short', () => {
    const plan = planMatch('five-pins', 3, { durationS: 100000, distance: 6, candidates: 12 });
    const verdict = judgeMatch(plan.match);
    expect(verdict.winner).not.toBeNull();
    expect(JUDGES['five-pins'].expectedShooters).toBeDefined();
  });

  it('respects a stroke budget', () => {
    const plan = planMatch('libre', 4, { durationS: 100000, strokes: 3, candidates: 8 });
    expect(plan.strokes.length).toBe(3);
  });

  it('is deterministic from the seed', () => {
    const a = planMatch('russian-colour', 9, { durationS: 25, candidates: 10 });
    const b = planMatch('russian-colour', 9, { durationS: 25, candidates: 10 });
    const c = planMatch('russian-colour', 10, { durationS: 25, candidates: 10 });
    expect(JSON.stringify(a.match)).toBe(JSON.stringify(b.match));
    expect(JSON.stringify(c.match)).not.toBe(JSON.stringify(a.match));
  });

  it('plans a 60-s three-cushion recording in well under 10 s', () => {
    const t0 = performance.now();
    const plan = planMatch('three-cushion', 1, { durationS: 60 });
    const s = (performance.now() - t0) / 1000;
    expect(plan.duration).toBeGreaterThanOrEqual(60);
    expect(s).toBeLessThan(5);
  });
});
