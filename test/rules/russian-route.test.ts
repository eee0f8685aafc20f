import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../../src/contracts/events.js';
import type { Declaration } from '../../src/contracts/match.js';
import { checkCall, colourRoute, jawTail, leftCalledRoute } from '../../src/rules/russian/route.js';
import { earlyMethod } from '../../src/rules/russian/early.js';

const call = (over: Partial<Declaration> = {}): Declaration => ({ pocket: 'top-left', cushions: [], via: [], ...over });

describe('colourRoute', () => {
  it('traces the chain of balls from the cue ball to the colour', () => {
    const events: StrokeEvent[] = [
      { t: 0, kind: 'strike', ball: 'w1' },
      { t: 0.2, kind: 'ball-ball', balls: ['w1', 'w2'] },
      { t: 0.4, kind: 'ball-ball', balls: ['w2', 'w4'] },
      { t: 0.6, kind: 'ball-ball', balls: ['w4', 'colour'] },
      { t: 1.0, kind: 'pocket', ball: 'colour', pocket: 'top-left' },
    ];
    const route = colourRoute(events, 'w1');
    expect(route.chain).toEqual(['w2', 'w4']);
    expect(route.start).toBe(0.6);
    expect(checkCall(route, call({ via: ['w2', 'w4'] }), 'w1', 0.5).ok).toBe(true);
    expect(checkCall(route, call({ via: ['w4'] }), 'w1', 0.5).reasons).toEqual(['called via [w4], played via [w2, w4]']);
  });

  it('gives up (null chain) when a ball in the chain was not moving before it hit the colour', () => {
    const events: StrokeEvent[] = [
      { t: 0, kind: 'strike', ball: 'w1' },
      { t: 0.6, kind: 'ball-ball', balls: ['w4', 'colour'] },
      { t: 0.8, kind: 'ball-ball', balls: ['w1', 'w4'] },
    ];
    expect(colourRoute(events, 'w1').chain).toBeNull();
    expect(checkCall(colourRoute(events, 'w1'), call(), 'w1', 0.5).ok).toBe(false);
  });

  it('counts only the colour\'s own cushions, not the cue ball\'s', () => {
    const events: StrokeEvent[] = [
      { t: 0, kind: 'strike', ball: 'w1' },
      { t: 0.2, kind: 'cushion', ball: 'w1', cushion: 'left' },
      { t: 0.5, kind: 'ball-ball', balls: ['w1', 'colour'] },
      { t: 0.9, kind: 'cushion', ball: 'colour', cushion: 'right' },
      { t: 2.0, kind: 'pocket', ball: 'colour', pocket: 'top-left' },
    ];
    const route = colourRoute(events, 'w1');
    expect(route.cushions.map((c) => c.cushion)).toEqual(['right']);
    expect(checkCall(route, call({ cushions: ['right'] }), 'w1', 0.5).ok).toBe(true);
    expect(earlyMethod(route, 'w1', 0)).toBe('bank');
  });
});

describe('jaw exception (art. 7.5)', () => {
  const rattle = (dt: number): StrokeEvent[] => [
    { t: 0, kind: 'strike', ball: 'w1' },
    { t: 0.3, kind: 'ball-ball', balls: ['w1', 'colour'] },
    { t: 1.0, kind: 'cushion', ball: 'colour', cushion: 'left' },
    { t: 1.0 + dt / 2, kind: 'cushion', ball: 'colour', cushion: 'top' },
    { t: 1.0 + dt, kind: 'pocket', ball: 'colour', pocket: 'top-left' },
  ];

  it('ignores a rattle between both jaws right before the drop, declared or not', () => {
    const route = colourRoute(rattle(0.1), 'w1');
    expect(jawTail(route, 'top-left', 0.5)).toBe(2);
    expect(checkCall(route, call(), 'w1', 0.5)).toMatchObject({ ok: true, ignored: 2 });
    expect(checkCall(route, call({ cushions: ['left'] }), 'w1', 0.5)).toMatchObject({ ok: true, ignored: 1 });
    expect(checkCall(route, call({ cushions: ['left', 'top'] }), 'w1', 0.5)).toMatchObject({ ok: true, ignored: 0 });
  });

  it('does not ignore a touch of a cushion that is not a jaw of the called pocket', () => {
    const route = colourRoute(rattle(0.1), 'w1');
    expect(jawTail(route, 'middle-right', 0.5)).toBe(0);
  });

  it('does not ignore touches outside the window', () => {
    const route = colourRoute(rattle(2), 'w1');
    expect(jawTail(route, 'top-left', 0.5)).toBe(0);
    expect(checkCall(route, call(), 'w1', 0.5).ok).toBe(false);
  });

  it('an ignored jaw touch is no bank; a declared one is', () => {
    const route = colourRoute(rattle(0.1), 'w1');
    expect(earlyMethod(route, 'w1', 2)).toBeNull();
    expect(earlyMethod(route, 'w1', 1)).toBe('bank');
  });
});

describe('colour as the cue ball (art. 1.4, 8.5)', () => {
  const events: StrokeEvent[] = [
    { t: 0, kind: 'strike', ball: 'colour' },
    { t: 0.3, kind: 'ball-ball', balls: ['colour', 'w3'] },
    { t: 0.9, kind: 'cushion', ball: 'colour', cushion: 'right' },
    { t: 2.0, kind: 'pocket', ball: 'colour', pocket: 'bottom-right' },
  ];
  const route = colourRoute(events, 'colour');

  it('accepts via [] or the first object ball, nothing else', () => {
    const base = call({ pocket: 'bottom-right', cushions: ['right'] });
    expect(checkCall(route, base, 'colour', 0.5).ok).toBe(true);
    expect(checkCall(route, { ...base, via: ['w3'] }, 'colour', 0.5).ok).toBe(true);
    expect(checkCall(route, { ...base, via: ['w5'] }, 'colour', 0.5).ok).toBe(false);
  });

  it('a cushion after its ball contact is a bank; no combination is possible', () => {
    expect(earlyMethod(route, 'colour', 0)).toBe('bank');
    expect(route.chain).toEqual([]);
  });
});

describe('leftCalledRoute (literal art. 7.4)', () => {
  it('finds a deviation only once the colour moved', () => {
    const still: StrokeEvent[] = [{ t: 0, kind: 'strike', ball: 'w1' }, { t: 0.2, kind: 'ball-ball', balls: ['w1', 'w2'] }];
    expect(leftCalledRoute(colourRoute(still, 'w1'), call(), 'w1')).toEqual([]);
    const off: StrokeEvent[] = [...still, { t: 0.5, kind: 'ball-ball', balls: ['w1', 'colour'] }, { t: 0.9, kind: 'cushion', ball: 'colour', cushion: 'bottom' }];
    expect(leftCalledRoute(colourRoute(off, 'w1'), call({ cushions: ['left'] }), 'w1')).toHaveLength(1);
    expect(leftCalledRoute(colourRoute(off, 'w1'), call({ cushions: ['bottom', 'left'] }), 'w1')).toEqual([]);
  });
});

describe('order within a frame: read from the list, not the times (CONTRACTS: ties as listed)', () => {
  const at = (over: StrokeEvent[]): StrokeEvent[] => [{ t: 0, kind: 'strike', ball: 'w1' }, ...over];

  it('a colour cushion listed before its first contact is not on its route; one listed after is, and is a bank', () => {
    const before = colourRoute(at([
      { t: 0.5, kind: 'cushion', ball: 'colour', cushion: 'left' },
      { t: 0.5, kind: 'ball-ball', balls: ['w1', 'colour'] },
      { t: 1.0, kind: 'pocket', ball: 'colour', pocket: 'top-left' },
    ]), 'w1');
    expect(before.cushions).toEqual([]);
    const after = colourRoute(at([
      { t: 0.5, kind: 'ball-ball', balls: ['w1', 'colour'] },
      { t: 0.5, kind: 'cushion', ball: 'colour', cushion: 'left' },
      { t: 1.0, kind: 'pocket', ball: 'colour', pocket: 'top-left' },
    ]), 'w1');
    expect(after.cushions.map((c) => c.cushion)).toEqual(['left']);
    expect(earlyMethod(after, 'w1', 0)).toBe('bank');
  });

  it('a cushion or a contact listed after the drop, in its frame, is not part of the route', () => {
    const route = colourRoute(at([
      { t: 0.5, kind: 'ball-ball', balls: ['w1', 'colour'] },
      { t: 1.0, kind: 'cushion', ball: 'colour', cushion: 'top' },
      { t: 1.2, kind: 'pocket', ball: 'colour', pocket: 'top-left' },
      { t: 1.2, kind: 'cushion', ball: 'colour', cushion: 'left' },
      { t: 1.2, kind: 'ball-ball', balls: ['w3', 'colour'] },
    ]), 'w1');
    expect(route.cushions.map((c) => c.cushion)).toEqual(['top']);
    expect(route.extraContacts).toEqual([]);
  });

  it('a jaw touch listed after the last ball contact in its frame is ignored (art. 7.5)', () => {
    const route = colourRoute(at([
      { t: 0.5, kind: 'ball-ball', balls: ['w1', 'colour'] },
      { t: 0.5, kind: 'cushion', ball: 'colour', cushion: 'top' },
      { t: 0.6, kind: 'pocket', ball: 'colour', pocket: 'top-left' },
    ]), 'w1');
    expect(jawTail(route, 'top-left', 0.5)).toBe(1);
    expect(checkCall(route, call(), 'w1', 0.5).ok).toBe(true);
  });

  it('traces a chain whose contacts share one time, in list order; reversed, it cannot be traced', () => {
    const chained: StrokeEvent[] = at([
      { t: 0.3, kind: 'ball-ball', balls: ['w1', 'w2'] },
      { t: 0.3, kind: 'ball-ball', balls: ['w2', 'colour'] },
    ]);
    expect(colourRoute(chained, 'w1').chain).toEqual(['w2']);
    const reversed: StrokeEvent[] = at([
      { t: 0.3, kind: 'ball-ball', balls: ['w2', 'colour'] },
      { t: 0.3, kind: 'ball-ball', balls: ['w1', 'w2'] },
    ]);
    expect(colourRoute(reversed, 'w1').chain).toBeNull();
  });
});
