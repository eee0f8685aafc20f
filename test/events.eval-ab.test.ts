/**
 * The A/B evaluation's comparison (src/events/eval/ab.ts): rows side by side,
 * the strokes that differ and which side scored each better.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import { abRowLine, betterSide, compareBlock, rowChanges } from '../src/events/eval/ab.js';
import { emptyTally } from '../src/events/eval/metrics.js';
import { loadSide, THIS_TREE } from '../src/events/eval/side.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { outcome } from './eval-outcome-helpers.js';

const row = {
  discipline: 'libre', fps: 60, strokes: 16, unfound: 0, extraStrokes: 0, contactTpFpFn: [15, 0, 0], cushionTpFpFn: [38, 1, 0],
  pinFallF1: null, pinTpFpFn: [0, 0, 0], verdictAgreement: 1, judged: 16, confidentWrong: 0, flagged: 0.125,
};

const truth: StrokeEvent[] = [
  { kind: 'strike', ball: 'white', t: 1 },
  { kind: 'ball-ball', balls: ['white', 'red'], t: 1.2 },
  { kind: 'cushion', ball: 'white', cushion: 'top', t: 1.5 },
];
const missed = (k: 'contacts' | 'cushions', fn = 1) => ({ [k]: { ...emptyTally(), fn } });

describe('A/B rows', () => {
  it('names the figures that differ, with both values, and nothing for equal rows', () => {
    // Equal figures in other arrays (two rows are printed apart): no change.
    expect(rowChanges(row, structuredClone(row))).toEqual([]);
    expect(rowChanges(row, { ...row, cushionTpFpFn: [38, 0, 0], verdictAgreement: 0.9375, swapsPer1000: 3 })).toEqual([
      { label: 'cushions', other: [38, 1, 0], this: [38, 0, 0] },
      { label: 'verdict', other: 1, this: 0.9375 },
    ]);
  });

  it('prints each figure once, `other -> this` where it differs, starred, and pin falls only for five-pins', () => {
    expect(abRowLine(row, { ...row })).toBe(
      '  libre 60 fps: strokes 16 | unfound 0 | extra strokes 0 | contacts [15,0,0] | cushions [38,1,0] | verdict 1 | judged 16 | confidently wrong 0 | flagged 0.125');
    const line = abRowLine(row, { ...row, cushionTpFpFn: [38, 0, 0], confidentWrong: 1 });
    expect(line.startsWith('* libre 60 fps:')).toBe(true);
    expect(line).toContain('| cushions [38,1,0] -> [38,0,0] |');
    expect(line).toContain('| confidently wrong 0 -> 1 |');
    const pins = { ...row, discipline: 'five-pins', pinFallF1: 1, pinTpFpFn: [9, 0, 0] };
    expect(abRowLine(pins, { ...pins, pinTpFpFn: [8, 0, 1] })).toContain('| pins [9,0,0] -> [8,0,1] |');
  });
});

describe('A/B strokes', () => {
  it('calls the side with fewer event errors and no worse a verdict better, and a trade mixed', () => {
    const ok = outcome(0, truth, truth);
    expect(betterSide(ok, ok)).toBe('same');
    expect(betterSide(outcome(0, truth, [], missed('contacts')), ok)).toBe('this');
    expect(betterSide(ok, outcome(0, truth, [], missed('cushions')))).toBe('other');
    // A wrong verdict sent to the referee is better than a confident one, at the same event errors.
    const flaggedWrong = outcome(0, truth, truth, { verdictAgrees: false, confident: false });
    const confidentWrong = outcome(0, truth, truth, { verdictAgrees: false, confident: true });
    expect(betterSide(confidentWrong, flaggedWrong)).toBe('this');
    // Fewer event errors but a wrong verdict: a trade, not a gain.
    expect(betterSide(outcome(0, truth, [], missed('cushions', 2)), outcome(0, truth, [], { ...missed('cushions'), verdictAgrees: false }))).toBe('mixed');
  });

  it('lists each stroke that differs, with what changed and the better side, and none for the same outcomes', () => {
    const other = [outcome(0, truth, truth), outcome(1, truth, truth)];
    const mine = [outcome(0, truth, truth), outcome(1, truth, truth.slice(0, 2), { ...missed('cushions'), verdictAgrees: false, confident: false })];
    const c = compareBlock(60, other, mine);
    expect(c.lines).toEqual([
      '60 match-three-cushion#1[1]: stroke found=1 confident=1 agrees=1 -> found=1 confident=0 agrees=0; new miss cushion white:top @1500.0; was tp cushion white:top @1500.0 => other better (errors 0 -> 1, verdict ok -> wrong (flagged))',
    ]);
    expect(c.better).toEqual({ this: 0, other: 1, mixed: 0, same: 0 });
    expect(c.counts).toMatchObject({ strokesCompared: 2, strokesChanged: 1, newMiss: 1 });
    expect(compareBlock(60, other, other).lines).toEqual([]);
    expect(() => compareBlock(60, other, mine.slice(0, 1))).toThrow(/not the same material/);
    expect(() => compareBlock(60, other, [mine[1]!, mine[0]!])).toThrow(/A\/B stroke 0/);
  });
});

describe('A/B sides', () => {
  it('loads a working tree\'s events stage and judge from its source, and names what it cannot load', async () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const side = await loadSide(root);
    expect(side.judgeMatch).toBe(THIS_TREE.judgeMatch);
    expect(side.newStage({ table: CAROM_MATCH_TABLE, discipline: 'libre' }).flush()).toBeNull();
    // A root relative to the working directory (vitest runs in the project root) is the same tree.
    expect((await loadSide('.')).judgeMatch).toBe(THIS_TREE.judgeMatch);
    await expect(loadSide('/nowhere/tree')).rejects.toThrow(/cannot load \/nowhere\/tree\/src\/events\/stage\.ts/);
  });
});
