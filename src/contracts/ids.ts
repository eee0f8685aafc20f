/**
 * Ids of CONTRACTS.md: disciplines, balls, pins, cushions, pockets.
 * One vocabulary for every stage; extend, never rename.
 */

export const DISCIPLINES = [
  'five-pins',
  'libre',
  'cadre-47-2',
  'cadre-71-2',
  'cadre-47-1',
  'one-cushion',
  'three-cushion',
  'russian-colour',
] as const;
export type Discipline = (typeof DISCIPLINES)[number];

export const CAROM_BALLS = ['white', 'yellow', 'red'] as const;
export type CaromBall = (typeof CAROM_BALLS)[number];

export const RUSSIAN_WHITES = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7'] as const;
export const RUSSIAN_BALLS = [...RUSSIAN_WHITES, 'colour'] as const;
export type RussianBall = (typeof RUSSIAN_BALLS)[number];

export type BallId = CaromBall | RussianBall;

export const PINS = ['centre', 'top', 'bottom', 'left', 'right'] as const;
export type PinId = (typeof PINS)[number];

export const PIN_STATES = ['standing', 'fallen', 'removed'] as const;
/** `removed`: taken off by the referee for this stroke (seat covered by a ball, 3003.8). An extension of CONTRACTS.md. */
export type PinState = (typeof PIN_STATES)[number];

export const CUSHIONS = ['top', 'bottom', 'left', 'right'] as const;
export type Cushion = (typeof CUSHIONS)[number];

export const POCKETS = ['top-left', 'top-right', 'middle-left', 'middle-right', 'bottom-left', 'bottom-right'] as const;
export type Pocket = (typeof POCKETS)[number];

/** Ball ids allowed in a discipline. */
export function ballsOf(discipline: Discipline): readonly BallId[] {
  return discipline === 'russian-colour' ? RUSSIAN_BALLS : CAROM_BALLS;
}

export function isCaromDiscipline(discipline: Discipline): boolean {
  return discipline !== 'russian-colour';
}

/** [x, y] in table millimetres (CONTRACTS.md table frame). */
export type Vec2 = readonly [number, number];
