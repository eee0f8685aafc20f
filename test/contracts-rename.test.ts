import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import type { BallId } from '../src/contracts/ids.js';
import { renameEvent, renameKeys } from '../src/contracts/rename.js';

const map = new Map<BallId, BallId>([['w1', 'w3'], ['w3', 'w1']]);

describe('renaming ball ids in contract objects', () => {
  it('renames every field that names a ball, the rest doubts included', () => {
    const events: StrokeEvent[] = [
      { t: 1, kind: 'strike', ball: 'w1' },
      { t: 1.2, kind: 'ball-ball', balls: ['w1', 'w2'] },
      { t: 2, kind: 'rest', confidence: 0.6, doubts: [{ reason: 'contact', confidence: 0.65, t: 1.5, balls: ['w3', 'w2'] }, { reason: 'identity', confidence: 0.6 }] },
    ];
    expect(events.map((e) => renameEvent(e, map))).toEqual([
      { t: 1, kind: 'strike', ball: 'w3' },
      { t: 1.2, kind: 'ball-ball', balls: ['w3', 'w2'] },
      { t: 2, kind: 'rest', confidence: 0.6, doubts: [{ reason: 'contact', confidence: 0.65, t: 1.5, balls: ['w1', 'w2'] }, { reason: 'identity', confidence: 0.6 }] },
    ]);
  });

  it('keeps pins and unmapped balls, and renames record keys', () => {
    expect(renameEvent({ t: 1, kind: 'pin-fall', pin: 'top', by: 'centre' }, map)).toEqual({ t: 1, kind: 'pin-fall', pin: 'top', by: 'centre' });
    expect(renameKeys({ w1: [1, 2], w2: [3, 4] }, map)).toEqual({ w3: [1, 2], w2: [3, 4] });
  });

  it('renames the ball that shifted a pin, keeps a pin or no knocker', () => {
    expect(renameEvent({ t: 1, kind: 'pin-shift', pin: 'top', by: 'w1' }, map)).toEqual({ t: 1, kind: 'pin-shift', pin: 'top', by: 'w3' });
    expect(renameEvent({ t: 1, kind: 'pin-shift', pin: 'top', by: 'centre' }, map)).toEqual({ t: 1, kind: 'pin-shift', pin: 'top', by: 'centre' });
    expect(renameEvent({ t: 1, kind: 'pin-shift', pin: 'top' }, map)).toEqual({ t: 1, kind: 'pin-shift', pin: 'top' });
  });
});
