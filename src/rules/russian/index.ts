/** The Russian colour-ball game judge (docs/rules-russian-colour.md). */
export { russianColourJudge } from './judge.js';
export type { RussianState } from './frame.js';
export type { RussianSettings } from './settings.js';
