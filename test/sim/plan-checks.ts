/** Checks every planned recording must pass (scenarios and random matches). */
import { expect } from 'vitest';
import type { Position } from '../../src/contracts/match.js';
import { judgeMatch } from '../../src/rules/match.js';
import { STROKE_GAP_S, type PlannedRecording } from '../../src/sim/plan.js';

/** Events in time order, absolute and increasing across strokes; before = previous after + respot (+ placed); pins stood up. */
export function checkChain(plan: PlannedRecording): void {
  const verdict = judgeMatch(plan.match);
  let lastT = 0;
  plan.strokes.forEach((s, k) => {
    expect(plan.match.strokes[k]).toBe(s.stroke);
    const ev = s.stroke.events;
    expect(ev[0]!.kind).toBe('strike');
    expect(ev[0]!.t).toBe(s.sim.start);
    expect(ev.at(-1)!.kind).toBe('rest');
    for (const e of ev) { expect(e.t).toBeGreaterThanOrEqual(lastT); lastT = e.t; }
    expect(s.sim.end).toBeLessThanOrEqual(plan.duration);
    const rest = s.sim.stateAt(ev.at(-1)!.t);
    for (const [id, p] of Object.entries(s.stroke.after!.balls)) expect(rest.balls[id as 'white']!.pos).toEqual(p);
    if (k === 0) return;
    const prev = plan.strokes[k - 1]!, v = verdict.strokes[k - 1]!;
    expect(s.sim.start - prev.stroke.events.at(-1)!.t).toBeGreaterThanOrEqual(STROKE_GAP_S);
    const newSet = v.calls.some((c) => c.call === 'set-over' || c.call === 'frame-over');
    if (newSet) return;
    const want: Position['balls'] = { ...prev.stroke.after!.balls, ...v.respot, ...(s.placed ?? {}) };
    expect(s.stroke.before!.balls).toEqual(want);
    if (s.stroke.before!.pins) {
      for (const st of Object.values(s.stroke.before!.pins)) expect(st === 'standing' || st === 'removed').toBe(true);
    }
  });
}
