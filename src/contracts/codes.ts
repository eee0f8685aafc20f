/**
 * Foul and call codes (CONTRACTS.md), with extensions marked below.
 * Texts for every shipped language live in ./texts.ts; a test checks each code has one.
 */

export const FIVE_PINS_FOULS = [
  'pins', 'pins-first', 'red-first', 'object-ball', 'wrong-ball', 'ball-outside',
  'balls-in-motion', 'touched', 'ball-in-contact', 'jump', 'time',
  'pushed-through', 'leather-tip', 'foot', 'fair-play',
] as const;

export const CAROM_FOULS = [
  'touched', 'ball-outside', 'balls-in-motion', 'ball-in-contact', 'restees-dedans', 'time',
  // extensions: playing the opponent's ball; referee-entered faults no camera sees
  'wrong-ball', 'pushed-through', 'foot',
  // extension (session 34, setting breakOnRed): the opening stroke did not meet the red first (the Russian code)
  'illegal-break',
] as const;

export const RUSSIAN_FOULS = [
  'illegal-break', 'no-call', 'off-route', 'white-and-colour', 'white-limit', 'time', 'second-foul',
  // extension: the colour potted early without a bank or a two-white combination (art. 8)
  'early-colour',
  // extension: referee-entered breach of the general Russian-billiards rules (art. 9, last item)
  'other',
] as const;

export const FOUL_CODES = [...new Set([...FIVE_PINS_FOULS, ...CAROM_FOULS, ...RUSSIAN_FOULS])] as const;
export type FoulCode = (typeof FIVE_PINS_FOULS)[number] | (typeof CAROM_FOULS)[number] | (typeof RUSSIAN_FOULS)[number];

/** Fouls a referee may enter by hand (`refereeFouls`), per family. Anything the camera sees is derived, not entered. */
export const REFEREE_FOULS = {
  'five-pins': ['pushed-through', 'leather-tip', 'foot', 'fair-play', 'touched', 'jump', 'time', 'wrong-ball', 'balls-in-motion'],
  carom: ['pushed-through', 'foot', 'touched', 'time', 'wrong-ball', 'balls-in-motion'],
  russian: ['time', 'other'],
} as const satisfies Record<string, readonly FoulCode[]>;

export const CALL_CODES = [
  'entrees', 'dedans', 'restees-dedans', 'a-cheval', 'touchent', 'libres', 'partout',
  'for-five', 'for-three', 'point', 'no-point', 'pins', 'game-over',
  // extensions: a set / a frame decided (match goes on), the Russian opponent's choice after a foul
  'set-over', 'frame-over', 'choice',
] as const;
export type CallCode = (typeof CALL_CODES)[number];
