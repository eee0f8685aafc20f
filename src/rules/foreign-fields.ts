/**
 * Stroke fields and event kinds that belong to some disciplines only. A
 * referee's entry or an event that the judge of another discipline would
 * drop without a word (five-pins `pinsNotFallen` or a `pin-fall` in a carom
 * file, a `pocket` on a carom table, a Russian strict call in a five-pins
 * file) is refused, naming the field: a file that carries it was most likely
 * written for another discipline, or given the wrong `discipline`, and
 * judging it as it stands would hide that (pins ruled not fallen would
 * change nothing; a shot-clock overrun would cost nothing; a ball potted in
 * a carom game would stay in play). docs/contracts-extensions.md, "Stroke".
 *
 * Video makes none of these by mistake: the events stage looks for pins only
 * in five-pins and for pockets and centre-line crossings only on a pyramid
 * table (src/events/extract.ts), so one in a video stroke means the table set
 * up does not match the discipline: the same error as a file's.
 */
import type { Discipline } from '../contracts/ids.js';
import type { EventKind } from '../contracts/events.js';
import type { Stroke } from '../contracts/match.js';
import { InputError } from '../contracts/schema.js';

interface Owner {
  disciplines: readonly Discipline[];
  what: string;
}

interface FieldOwner extends Owner {
  /** The field says something a judge would act on (an empty entry is harmless anywhere). */
  says(stroke: Stroke): boolean;
}

const FIVE_PINS: readonly Discipline[] = ['five-pins'];
const RUSSIAN: readonly Discipline[] = ['russian-colour'];

const hasPins = (pins: object | undefined): boolean => pins !== undefined && Object.keys(pins).length > 0;

/** Referee-entered stroke fields read by one discipline's judge only (paths as the error names them). */
const FIELD_OWNERS: Record<string, FieldOwner> = {
  pinsNotFallen: {
    disciplines: FIVE_PINS, what: 'pins the referee rules not fallen (five-pins 3003.7)',
    says: (s) => s.pinsNotFallen !== undefined,
  },
  shotClock: {
    // The live service may send `{ overruns: 0 }` with any stroke; an overrun elsewhere is a `time` foul.
    disciplines: FIVE_PINS, what: 'shot-clock overruns (five-pins 3009; elsewhere enter refereeFouls ["time"])',
    says: (s) => (s.shotClock?.overruns ?? 0) > 0,
  },
  'before.pins': {
    disciplines: FIVE_PINS, what: 'pin states (five-pins castle, 3003)',
    says: (s) => hasPins(s.before?.pins),
  },
  'after.pins': {
    disciplines: FIVE_PINS, what: 'pin states (five-pins castle, 3003)',
    says: (s) => hasPins(s.after?.pins),
  },
  declared: {
    disciplines: RUSSIAN, what: 'a strict call of the coloured ball (russian-colour art. 7)',
    says: (s) => s.declared !== undefined,
  },
};

/**
 * Event kinds read by some judges only; the others (strike, ball-ball,
 * cushion, off-table, moved, rest) belong to every discipline.
 */
const EVENT_OWNERS: Partial<Record<EventKind, Owner>> = {
  'pin-fall': { disciplines: FIVE_PINS, what: 'a pin falling (five-pins 3003)' },
  'pin-shift': { disciplines: FIVE_PINS, what: 'a pin shifted (five-pins 3003.4)' },
  // Carom texts know no jump foul: a ball that leaves the table is `off-table`, whatever its path.
  jump: { disciplines: FIVE_PINS, what: 'a ball jumping over pins or a ball (five-pins 4001.16; a ball leaving the table is off-table)' },
  pocket: { disciplines: RUSSIAN, what: 'a ball potted (pocket tables: russian-colour)' },
  'centre-line': { disciplines: RUSSIAN, what: 'a ball across the centre line (russian-colour break, art. 4)' },
};

function refuse(path: string, owner: Owner, noun: string, discipline: Discipline): never {
  throw new InputError(path, `${owner.what}: not ${noun} of ${discipline} (only ${owner.disciplines.join(', ')})`);
}

/** Throws an InputError at the first field or event of another discipline the stroke carries. */
export function checkForeignFields(discipline: Discipline, stroke: Stroke, index: number): void {
  for (const [field, owner] of Object.entries(FIELD_OWNERS)) {
    if (owner.says(stroke) && !owner.disciplines.includes(discipline)) refuse(`strokes[${index}].${field}`, owner, 'a field', discipline);
  }
  stroke.events.forEach((e, j) => {
    const owner = EVENT_OWNERS[e.kind];
    if (owner && !owner.disciplines.includes(discipline)) refuse(`strokes[${index}].events[${j}].kind`, { ...owner, what: `"${e.kind}", ${owner.what}` }, 'an event', discipline);
  });
}
