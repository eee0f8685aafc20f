import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { creditPoints, matchAward, setOpener, setsToWin } from '../../src/rules/five-pins/sets.js';

describe('creditPoints (2001.1, 2004.3a)', () => {
  it('credits in order and caps at the distance', () => {
    expect(creditPoints({ A: 50, B: 10 }, 60, [{ player: 'A', points: 16 }])).toEqual({ score: { A: 60, B: 10 }, credited: { A: 10, B: 0 }, setWinner: 'A' });
    expect(creditPoints({ A: 5, B: 5 }, 60, [{ player: 'B', points: 3 }])).toEqual({ score: { A: 5, B: 8 }, credited: { A: 0, B: 3 }, setWinner: null });
  });
  it('drops credits once the set is decided', () => {
    const r = creditPoints({ A: 58, B: 58 }, 60, [{ player: 'A', points: 2 }, { player: 'B', points: 4 }]);
    expect(r).toEqual({ score: { A: 60, B: 58 }, credited: { A: 2, B: 0 }, setWinner: 'A' });
  });
  it('property: never past the distance; credited = score gained; a winner only at the distance', () => {
    const credit = fc.record({ player: fc.constantFrom('A', 'B'), points: fc.integer({ min: 0, max: 30 }) });
    fc.assert(fc.property(fc.integer({ min: 1, max: 100 }), fc.nat(99), fc.nat(99), fc.array(credit, { maxLength: 3 }), (distance, a, b, credits) => {
      const score = { A: Math.min(a, distance - 1), B: Math.min(b, distance - 1) };
      const r = creditPoints(score, distance, credits);
      for (const p of ['A', 'B']) {
        expect(r.score[p]).toBeLessThanOrEqual(distance);
        expect(r.score[p]! - score[p as 'A' | 'B']).toBe(r.credited[p]);
      }
      expect(r.setWinner === null || r.score[r.setWinner] === distance).toBe(true);
    }));
  });
});

describe('sets (2003.7, 2004.4-5)', () => {
  it('needs a majority of the sets', () => {
    expect([1, 3, 5, 7].map(setsToWin)).toEqual([1, 2, 3, 4]);
  });
  it('awards the CEB table for 3 and 5 sets', () => {
    const award = (sets: number, w: number, l: number) => {
      const a = matchAward(sets, { W: w, L: l }, 'W', 'L');
      return [a.matchPoints.W, a.setPoints.W, a.matchPoints.L, a.setPoints.L];
    };
    expect(award(3, 2, 0)).toEqual([1, 3, 0, 0]);
    expect(award(3, 2, 1)).toEqual([1, 2, 0, 1]);
    expect(award(5, 3, 0)).toEqual([1, 5, 0, 0]);
    expect(award(5, 3, 1)).toEqual([1, 4, 0, 1]);
    expect(award(5, 3, 2)).toEqual([1, 3, 0, 2]);
    expect(award(1, 1, 0)).toEqual([1, 1, 0, 0]);
    expect(award(7, 4, 3)).toEqual([1, 4, 0, 3]);
  });
  it('alternates the opener each set', () => {
    expect([1, 2, 3, 4, 5].map((s) => setOpener('A', 'B', s))).toEqual(['A', 'B', 'A', 'B', 'A']);
  });
});
