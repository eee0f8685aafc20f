/**
 * Stroke fields that belong to one discipline only. A referee's entry that
 * the judge of another discipline would drop without a word (five-pins
 * `pinsNotFallen` in a carom or Russian file) is refused, naming the field:
 * a file that carries it was most likely written for another discipline, or
 * given the wrong `discipline`, and judging it as it stands would hide that
 * (pins ruled not fallen would change nothing; a shot-clock overrun would
 * cost nothing). docs/contracts-extensions.md, "Stroke".
 */
import type { Discipline } from '../contracts/ids.js';
import type { Stroke } from '../contracts/match.js';
import { InputError } from '../contracts/schema.js';

interface Owner {
  disciplines: readonly Discipline[];
  what: string;
  /** The field says something a judge would act on (an empty entry is harmless anywhere). */
  says(stroke: Stroke): boolean;
}

/** Referee-entered stroke fields read by one discipline's judge only. */
const OWNERS: Record<string, Owner> = {
  pinsNotFallen: {
    disciplines: ['five-pins'], what: 'pins the referee rules not fallen (five-pins 3003.7)',
    says: (s) => s.pinsNotFallen !== undefined,
  },
  shotClock: {
    // The live service may send `{ overruns: 0 }` with any stroke; an overrun elsewhere is a `time` foul.
    disciplines: ['five-pins'], what: 'shot-clock overruns (five-pins 3009; elsewhere enter refereeFouls ["time"])',
    says: (s) => (s.shotClock?.overruns ?? 0) > 0,
  },
};

/** Throws an InputError at the first field of another discipline the stroke carries. */
export function checkForeignFields(discipline: Discipline, stroke: Stroke, index: number): void {
  for (const [field, owner] of Object.entries(OWNERS)) {
    if (!owner.says(stroke) || owner.disciplines.includes(discipline)) continue;
    throw new InputError(`strokes[${index}].${field}`, `${owner.what}: not a field of ${discipline} (only ${owner.disciplines.join(', ')})`);
  }
}
