// PLACEHOLDER: replaced by the real judge (work in progress, see issue 2).
import { z } from 'zod';
import { InputError } from '../../contracts/schema.js';
import type { Judge } from '../judge.js';

export const russianColourJudge: Judge<null, Record<string, never>> = {
  discipline: 'russian-colour',
  settings: z.strictObject({}),
  start: () => null,
  expectedShooters: () => [],
  stroke: () => { throw new InputError('discipline', 'russian-colour is not judged yet'); },
  summary: () => { throw new InputError('discipline', 'russian-colour is not judged yet'); },
};
