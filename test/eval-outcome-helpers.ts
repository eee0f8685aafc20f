/** A stroke outcome of the events evaluation for the tests of what reads it (dump, A/B). */
import type { StrokeEvent } from '../src/contracts/events.js';
import { emptyShifts, emptyTally } from '../src/events/eval/metrics.js';
import type { StrokeOutcome } from '../src/events/eval/run.js';

/** A found, confident, agreeing stroke of match-three-cushion#1 with empty tallies, but for `extra`. */
export function outcome(index: number, truth: StrokeEvent[], events: StrokeEvent[], extra: Partial<StrokeOutcome> = {}): StrokeOutcome {
  return {
    name: 'match-three-cushion#1', index, contacts: emptyTally(), cushions: emptyTally(), pinFalls: emptyTally(), situations: {} as StrokeOutcome['situations'],
    pinShifts: emptyShifts(), openContacts: emptyTally(), frameContacts: emptyTally(), swaps: 0, found: true, verdictAgrees: true,
    confident: true, confidentAny: true, truth, events, ...extra,
  };
}
