// PLACEHOLDER: replaced by the real judges (work in progress, see issue 2).
import { z } from 'zod';
import { InputError } from '../../contracts/schema.js';
import type { Judge } from '../judge.js';

const todo = (d: 'libre' | 'cadre-47-2' | 'cadre-71-2' | 'cadre-47-1' | 'one-cushion' | 'three-cushion'): Judge<null, Record<string, never>> => ({
  discipline: d,
  settings: z.strictObject({}),
  start: () => null,
  expectedShooters: () => [],
  stroke: () => { throw new InputError('discipline', `${d} is not judged yet`); },
  summary: () => { throw new InputError('discipline', `${d} is not judged yet`); },
});
export const caromJudges = {
  libre: todo('libre'), 'cadre-47-2': todo('cadre-47-2'), 'cadre-71-2': todo('cadre-71-2'),
  'cadre-47-1': todo('cadre-47-1'), 'one-cushion': todo('one-cushion'), 'three-cushion': todo('three-cushion'),
};
