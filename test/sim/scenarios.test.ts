/**
 * The scenario library: every scenario plans from its cached shots and judges
 * to the verdict it is written for; its intents (exact cushion counts, near
 * misses...) hold on the planned strokes; chaining and timing are right.
 */
import { describe, expect, it } from 'vitest';
import { DISCIPLINES } from '../../src/contracts/ids.js';
import { InputError } from '../../src/contracts/schema.js';
import { judgeMatch } from '../../src/rules/match.js';
import { CUE_LEAD_S, STROKE_GAP_S, type PlannedRecording } from '../../src/sim/plan.js';
import { SCENARIOS, listScenarios, planScenario, scenarioDef, startScenario } from '../../src/sim/scenarios/index.js';
import { commit, tryShot } from '../../src/sim/scenarios/chain.js';
import { matchesSubset } from '../../src/sim/scenarios/subset.js';
import { checkChain } from './plan-checks.js';

describe('scenario library', () => {
  it('lists at least 3 scenarios per discipline, more for three-cushion and five-pins', () => {
    const list = listScenarios();
    for (const d of DISCIPLINES) expect(list.filter((s) => s.discipline === d).length, d).toBeGreaterThanOrEqual(3);
    expect(list.filter((s) => s.discipline === 'three-cushion').length).toBeGreaterThanOrEqual(6);
    expect(list.filter((s) => s.discipline === 'five-pins').length).toBeGreaterThanOrEqual(6);
    expect(new Set(list.map((s) => s.name)).size).toBe(list.length);
  });

  it('refuses an unknown name, listing the valid ones', () => {
    expect(() => planScenario('no-such-scenario')).toThrow(InputError);
    expect(() => planScenario('no-such-scenario')).toThrow(SCENARIOS[0]!.name);
  });

  for (const def of SCENARIOS) {
    it(`${def.name}: judges to its expected verdict`, () => {
      const plan = planScenario(def.name);
      const verdict = judgeMatch(plan.match);
      expect(verdict).toMatchObject(plan.expect!);
      expect(plan.expect!.strokes!.length).toBe(plan.strokes.length);
      // the intents (event conditions beyond the verdict) hold too
      let live = startScenario(def);
      def.strokes.forEach((s, k) => {
        const p = plan.strokes[k]!;
        const t = tryShot(live, p.shot, { ...(p.stroke.declared ? { declared: p.stroke.declared } : {}), ...(s.jump ? { jump: s.jump } : {}) });
        expect(matchesSubset(t.verdict, s.expect), `stroke ${k} verdict`).toBe(true);
        if (s.intent) expect(s.intent(t), `stroke ${k} intent`).toBe(true);
        live = commit(live, t);
      });
      checkChain(plan);
    });
  }

  it('is deterministic: same name and seed, same events; the seed moves only the pauses', () => {
    const name = 'three-cushion-run-of-two-then-miss';
    const a = planScenario(name, 5), b = planScenario(name, 5), c = planScenario(name, 6);
    expect(JSON.stringify(a.match)).toBe(JSON.stringify(b.match));
    const offsets = (p: PlannedRecording) => p.strokes.map((s) => s.stroke.events.map((e) => (e.t - s.sim.start).toFixed(6)));
    expect(offsets(c)).toEqual(offsets(a));
    expect(c.strokes[1]!.sim.start).not.toBe(a.strokes[1]!.sim.start);
  });

  it('starts the first stroke at CUE_LEAD_S + 0.5 s and keeps STROKE_GAP_S between strokes', () => {
    const plan = planScenario(scenarioDef('libre-entrees-dedans-restees-dedans-corner').name);
    expect(plan.strokes[0]!.sim.start).toBeCloseTo(CUE_LEAD_S + 0.5, 12);
    for (let k = 1; k < plan.strokes.length; k++) {
      expect(plan.strokes[k]!.sim.start - plan.strokes[k - 1]!.stroke.events.at(-1)!.t).toBeGreaterThanOrEqual(STROKE_GAP_S);
    }
  });
});
