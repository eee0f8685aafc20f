/**
 * Discipline → judge (habit 2). An unknown name is an error that lists the valid ones.
 */
import { DISCIPLINES, type Discipline } from '../contracts/ids.js';
import { InputError } from '../contracts/schema.js';
import type { AnyJudge } from './judge.js';
import { fivePinsJudge } from './five-pins/index.js';
import { caromJudges } from './carom/index.js';
import { russianColourJudge } from './russian/index.js';

export const JUDGES: Record<Discipline, AnyJudge> = {
  'five-pins': fivePinsJudge,
  ...caromJudges,
  'russian-colour': russianColourJudge,
};

export function judgeFor(discipline: string): AnyJudge {
  if (!(DISCIPLINES as readonly string[]).includes(discipline)) {
    throw new InputError('discipline', `unknown discipline ${JSON.stringify(discipline)} (expected ${DISCIPLINES.join(', ')})`);
  }
  return JUDGES[discipline as Discipline];
}
