/** The live match keeps each stroke's decisive doubt through corrections (src/server/match.ts, src/rules/doubt.ts). */
import { expect, it } from 'vitest';
import { addStroke, createMatch } from '../src/server/match.js';
import { applyCorrection } from '../src/server/corrections.js';
import { THREE_CUSHION, caromStroke } from './server-helpers.js';

it('re-derives the doubt of a corrected stroke and keeps the earlier strokes\' doubts', () => {
  let m = createMatch('m', THREE_CUSHION, 0);
  // Two points by A, each resting on a 0.5 white-red contact: both decisive.
  for (const t0 of [0, 10]) {
    const { restT: _r, shooter: _s, ...stroke } = caromStroke(t0, true, 0.5);
    m = addStroke(m, { ...stroke, shooter: 'A' }, t0 + 3, t0 + 3);
  }
  expect(m.verdicts.map((v) => v.doubt?.events)).toEqual([[1], [1]]);
  const first = m.verdicts[0]!.doubt;
  // The referee removes the doubtful contact of the second stroke: no point, and nothing left to doubt there.
  const c = applyCorrection(m, { kind: 'remove-event', stroke: 1, index: 1 });
  expect(c.verdicts[1]!.points).toEqual({ A: 0, B: 0 });
  expect(c.verdicts[1]!.doubt).toBeUndefined();
  expect(c.verdicts[0]!.doubt).toEqual(first);
  expect(c.verdicts[0]!.points).toEqual({ A: 1, B: 0 });
});
