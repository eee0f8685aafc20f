/**
 * The clauses of the rule texts (/work/shared/rules/seeds, read through the
 * English renderings) that the golden cases must cover, per discipline, and
 * those that are not judged, with the reason (session 28). A clause listed in
 * `notJudged` needs no golden; every other clause needs at least one golden
 * whose `rule` cites it (test/golden-coverage.test.ts).
 */
import type { ClauseKey } from './golden-coverage.js';

const range = (prefix: string, from: number, to: number, suffix = ''): ClauseKey[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}${suffix}`);
const letters = (paragraph: string, last: string): ClauseKey[] =>
  Array.from({ length: last.charCodeAt(0) - 96 }, (_, i) => `${paragraph}${String.fromCharCode(97 + i)}`);

/** CEB B/7 (2018), five-pins: every paragraph, and the points where a paragraph lists cases. */
export const FIVE_PINS_CLAUSES: readonly ClauseKey[] = [
  '1001',
  '1002',
  '2001.1',
  ...letters('2001.1', 'd'),
  '2001.2',
  '2001.3',
  ...letters('2001.4', 'g'),
  '2001.5',
  ...letters('2001.6', 'e'),
  ...letters('2002.1', 'c'),
  ...letters('2002.2', 'b'),
  '2002.2', // "only the first realization"
  ...range('2002.', 3, 6),
  ...range('2003.', 1, 9),
  ...range('2004.', 1, 2),
  ...letters('2004.3', 'b'),
  ...letters('2004.4', 'b'),
  ...letters('2004.5', 'c'),
  '2005',
  ...range('3001.', 1, 4),
  ...range('3002.', 1, 2),
  ...letters('3002.3', 'd'),
  ...range('3003.', 1, 3),
  ...letters('3003.4', 'b'),
  ...range('3003.', 5, 8),
  ...range('3004.', 1, 6),
  '3005',
  '3006',
  '3007',
  '3008',
  ...range('3009.', 1, 2),
  ...range('4001.', 1, 18),
  '4002',
  '4003',
];

export const FIVE_PINS_NOT_JUDGED: Readonly<Record<ClauseKey, string>> = {
  '1001': 'the pins as equipment',
  '1002': 'the marking of the spots (geometry.md, calibration)',
  '2002.4': 'a pointer to chapter 4',
  '2003.1': 'the referee places the balls; `before` is not checked against the spots',
  '2003.2': 'as 2003.1: the striker places his ball in the lower half',
  '2003.9': 'wrong ball unnoticed by both: each stroke is judged wrong-ball; the referee edits the file',
  '2005': 'breaks between sets',
  '3001.4': 'an impossible stroke: the player chooses',
  '3004.3': 'the player places the free ball in his half with the cue; the referee watches it, `before` is not checked',
  '3006': 'the referee tells a player his ball',
  '3007': 'where the player waits',
  '3008': 'marks on the table',
  '4002': 'a third party: the referee corrects the events',
};

/** Russian colour-ball game: every numbered sentence of the original; section 9 is one list. */
export const RUSSIAN_CLAUSES: readonly ClauseKey[] = [
  ...range('1.', 1, 4),
  ...range('2.', 1, 3),
  ...range('3.', 1, 2),
  ...range('4.', 1, 8),
  ...range('5.', 1, 9),
  ...range('6.', 1, 3),
  ...range('7.', 1, 5),
  ...range('8.', 1, 5),
  '9',
  ...range('10.', 1, 6),
  ...range('11.', 1, 4),
  ...range('12.', 1, 7),
];

export const RUSSIAN_NOT_JUDGED: Readonly<Record<ClauseKey, string>> = {
  '1.1': 'the set of balls (ids: CONTRACTS.md)',
  '1.2': 'the rack is set up by the referee; not checked',
  '2.1': 'the rack is not checked',
  '2.2': 'the rack is not checked',
  '2.3': 'the rack is not checked',
  '12.1': 'the organiser chooses whether a clock is used (setting shotSeconds)',
  '12.2': 'the clock is kept by the referee or a timer; an overrun is entered as time (12.4)',
  '12.3': 'as 12.2 (shotSeconds gives the seconds per round as data)',
  '12.5': 'the extension is asked of the referee; an overrun after it is still entered as time',
  '12.6': 'as 12.5',
  '12.7': 'as 12.5',
};

/** A carom clause: the golden folders that may cover it and the words of a citation of it. */
export interface CaromClause {
  key: ClauseKey;
  folders: readonly string[];
  cites: RegExp;
}

const ZONES = ['libre', 'cadre-47-2', 'cadre-71-2', 'cadre-47-1'] as const;
const CADRES = ['cadre-47-2', 'cadre-71-2', 'cadre-47-1'] as const;
const ALL = [...ZONES, 'one-cushion', 'three-cushion'] as const;

/** Carom articles 3-5 (the Greek federation's text): citations are words, matched on the `rule` text. */
export const CAROM_CLAUSES: readonly CaromClause[] = [
  { key: '3/libre/point', folders: ['libre'], cites: /libre \(points\)|art\. 3 libre/i },
  { key: '3/libre/corners-two-points', folders: ['libre'], cites: /corner|triangle/i },
  { key: '3/libre/half-its-surface', folders: ['libre'], cites: /half of its surface|hypotenuse/i },
  { key: '3/calls/entrees', folders: ZONES, cites: /entrées/i },
  { key: '3/calls/dedans', folders: ZONES, cites: /dedans/i },
  // Session 33: dedans speaks of the next point "in the continuation of the attempt": none after the run's last point.
  { key: '3/calls/dedans-continuation', folders: ZONES, cites: /continuation of (his|the) attempt/i },
  { key: '3/calls/restees-dedans', folders: ZONES, cites: /restées dedans/i },
  { key: '3/calls/a-cheval', folders: ZONES, cites: /cheval/i },
  { key: '3/calls/touchent', folders: ALL, cites: /touchent|touche\b/i },
  { key: '3/calls/libres', folders: ALL, cites: /libres\b/i },
  { key: '3/zones/leaves-and-comes-back', folders: ZONES, cites: /comes back|start again/i },
  { key: '3/zones/one-ball-on-the-line', folders: ZONES, cites: /on the line/i },
  { key: '3/libre/touchent-starting-position', folders: ['libre'], cites: /touchent|starting position/i },
  { key: '3/libre/after-foul-6', folders: ALL, cites: /foul no\. 6/i },
  { key: '3/calls/for-five', folders: ALL, cites: /for five/i },
  { key: '3/cadre-47-2/fields', folders: ['cadre-47-2'], cites: /cadre 47\/2/i },
  { key: '3/cadre/anchor', folders: CADRES, cites: /anchor|ancre/i },
  { key: '3/cadre/field-then-anchor', folders: CADRES, cites: /field first, then the anchor/i },
  { key: '3/cadre/touchent-on-request', folders: CADRES, cites: /touchent|on request|if the player asks/i },
  { key: '3/cadre/both-on-lines', folders: CADRES, cites: /both adjacent|exactly on the lines/i },
  { key: '3/cadre-71-2/fields', folders: ['cadre-71-2'], cites: /cadre 71\/2/i },
  { key: '3/cadre-47-1/dedans-at-once', folders: ['cadre-47-1'], cites: /cadre 47\/1/i },
  { key: '3/one-cushion/point', folders: ['one-cushion'], cites: /one-cushion|bande/i },
  { key: '3/one-cushion/touchent', folders: ['one-cushion'], cites: /touchent|\(b\)/i },
  { key: '3/three-cushion/point', folders: ['three-cushion'], cites: /three-cushion/i },
  { key: '3/three-cushion/(a)-spots', folders: ALL, cites: /three-cushion \(a\)/i },
  { key: '3/three-cushion/(b)-touchent', folders: ['three-cushion'], cites: /three-cushion \(b\)|touchent/i },
  { key: '3/three-cushion/occupied-spot', folders: ALL, cites: /occupied|exception/i },
  { key: '3/calls/for-three', folders: ['three-cushion'], cites: /for three/i },
  { key: '4/extension-10-percent', folders: ALL, cites: /10 ?%|extension/i },
  { key: '4/still-tied-one-inning', folders: ALL, cites: /one inning/i },
  { key: '5/break', folders: ALL, cites: /art\. 5 \(break|5 minutes/i },
];

export const CAROM_NOT_JUDGED: Readonly<Record<ClauseKey, string>> = {
  '5/break': 'a five-minute break asked for by a player',
};
