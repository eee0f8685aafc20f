/** The six carom series-game judges (docs/rules-carom.md). */
import { makeCaromJudge } from './judge.js';

export const caromJudges = {
  libre: makeCaromJudge('libre'),
  'cadre-47-2': makeCaromJudge('cadre-47-2'),
  'cadre-71-2': makeCaromJudge('cadre-71-2'),
  'cadre-47-1': makeCaromJudge('cadre-47-1'),
  'one-cushion': makeCaromJudge('one-cushion'),
  'three-cushion': makeCaromJudge('three-cushion'),
};
