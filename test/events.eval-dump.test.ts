import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import { dumpLines, parseDump } from '../src/events/eval/dump.js';
import { compareDumps, pairFound } from '../src/events/eval/dump-compare.js';
import { outcome } from './eval-outcome-helpers.js';

const strike: StrokeEvent = { kind: 'strike', ball: 'white', t: 1 };
const truth: StrokeEvent[] = [
  strike,
  { kind: 'ball-ball', balls: ['white', 'red'], t: 1.2 },
  { kind: 'cushion', ball: 'white', cushion: 'top', t: 1.5 },
];
const row = { discipline: 'three-cushion', fps: 60 };

describe('events eval dump', () => {
  it('writes one line per event, who sorted, time in ms, how the matching scored it and a matched pair\'s time off', () => {
    const found: StrokeEvent[] = [
      { kind: 'strike', ball: 'white', t: 1.004, confidence: 0.99 },
      { kind: 'ball-ball', balls: ['white', 'red'], t: 1.21, confidence: 0.6 },
      { kind: 'cushion', ball: 'white', cushion: 'left', t: 1.5 },
      { kind: 'cushion', ball: 'white', cushion: 'top', t: 1.9, confidence: 0.3 },
    ];
    expect(dumpLines(60, row, [outcome(7, truth, found, { confident: false, verdictAgrees: null })])).toEqual([
      'row {"discipline":"three-cushion","fps":60}',
      '60 match-three-cushion#1[7] stroke found=1 confident=0 agrees=-',
      '60 match-three-cushion#1[7] truth strike white 1000.0 - - -',
      '60 match-three-cushion#1[7] truth ball-ball red+white 1200.0 - tp +10.0',
      '60 match-three-cushion#1[7] truth cushion white:top 1500.0 - miss -',
      '60 match-three-cushion#1[7] found strike white 1004.0 0.99 - -',
      '60 match-three-cushion#1[7] found ball-ball red+white 1210.0 0.6 tp +10.0',
      '60 match-three-cushion#1[7] found cushion white:left 1500.0 - extra -',
      '60 match-three-cushion#1[7] found cushion white:top 1900.0 0.3 low -',
    ]);
  });

  it('reads back what it writes', () => {
    const d = parseDump(['# settings', ...dumpLines(60, row, [outcome(0, truth, truth)])].join('\n'));
    expect([...d.rows.keys()]).toEqual(['three-cushion 60']);
    const s = d.strokes.get('60 match-three-cushion#1[0]')!;
    expect(s.head).toBe('found=1 confident=1 agrees=1');
    expect(s.truth.map((e) => e.status)).toEqual(['-', 'tp', 'tp']);
    expect(s.found[1]).toEqual({ side: 'found', kind: 'ball-ball', who: 'red+white', ms: 1200, confidence: null, status: 'tp', off: 0 });
    expect(() => parseDump('60 x[0] stroke found=1\n60 x[0] found cushion white:top 1500.0 - tp')).toThrow(/line 2/);
  });

  it('pairs found events by kind and who, nearest first, within the matching tolerance', () => {
    const ev = (who: string, ms: number) => ({ side: 'found' as const, kind: 'cushion', who, ms, confidence: null, status: 'tp' as const, off: null });
    // 3 frames at 60 fps = 50 ms: 1300 is too far from 1200; 1210 pairs with the nearer 1205, not 1190.
    const p = pairFound([ev('a:top', 1190), ev('a:top', 1205), ev('a:left', 1300)], [ev('a:top', 1210), ev('a:top', 1300)], 60);
    expect(p.pairs.map(([x, y]) => [x.ms, y.ms])).toEqual([[1205, 1210]]);
    expect(p.onlyBefore.map((e) => e.ms)).toEqual([1190, 1300]);
    expect(p.onlyAfter.map((e) => e.ms)).toEqual([1300]);
  });

  it('names new misses, new extras, moved dates and changed verdicts, and counts them', () => {
    const before = parseDump(dumpLines(60, row, [
      outcome(0, truth, truth),
      outcome(1, truth, [...truth, { kind: 'cushion', ball: 'red', cushion: 'left', t: 2 }]),
    ]).join('\n'));
    const after = parseDump(dumpLines(60, { ...row, cushionTpFpFn: [1, 1, 1] }, [
      // stroke 0: the contact moved 10 ms (over half a frame at 60 fps), the cushion lost (a new miss), a new extra.
      outcome(0, truth, [strike, { kind: 'ball-ball', balls: ['red', 'white'], t: 1.21 }, { kind: 'cushion', ball: 'yellow', cushion: 'top', t: 1.5 }]),
      // stroke 1: the extra gone, the verdict now wrong; a move of 4 ms (under half a frame) is no move.
      outcome(1, truth, [strike, { kind: 'ball-ball', balls: ['red', 'white'], t: 1.204 }, truth[2]!], { verdictAgrees: false }),
    ]).join('\n'));
    const c = compareDumps(before, after);
    expect(c.counts).toMatchObject({ strokesCompared: 2, strokesChanged: 2, newMiss: 1, fixedMiss: 0, newExtra: 1, goneExtra: 1, moved: 1, strokeLineChanged: 1, rowsChanged: 1 });
    expect(c.lines.find((l) => l.startsWith('60 match-three-cushion#1[0]'))).toBe(
      '60 match-three-cushion#1[0]: new miss cushion white:top @1500.0; new extra cushion yellow:top @1500.0; was tp cushion white:top @1500.0; moved ball-ball red+white @1200.0 tp -> @1210.0 tp (10.0 ms)');
    expect(c.lines.find((l) => l.startsWith('60 match-three-cushion#1[1]'))).toBe(
      '60 match-three-cushion#1[1]: stroke found=1 confident=1 agrees=1 -> found=1 confident=1 agrees=0; gone extra cushion red:left @2000.0');
    expect(compareDumps(before, before).lines).toEqual([]);
  });
});
