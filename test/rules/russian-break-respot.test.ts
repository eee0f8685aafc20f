import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../../src/contracts/events.js';
import type { Stroke } from '../../src/contracts/match.js';
import type { BallId, Pocket, Vec2 } from '../../src/contracts/ids.js';
import { PYRAMID_12FT_TABLE as T } from '../../src/geometry/tables.js';
import { checkBreak } from '../../src/rules/russian/break.js';
import { placeOnAxis, respotPlaces, whiteSpot } from '../../src/rules/russian/respot.js';

const stroke = (events: StrokeEvent[], extra: Partial<Stroke> = {}): Stroke => ({ shooter: 'A', events, ...extra });

describe('checkBreak (art. 4)', () => {
  const hit: StrokeEvent[] = [{ t: 0, kind: 'strike', ball: 'w7' }, { t: 0.3, kind: 'ball-ball', balls: ['w7', 'w1'] }];

  it('the same cushion twice is not two different cushions', () => {
    const s = stroke([...hit, { t: 0.6, kind: 'cushion', ball: 'w1', cushion: 'top' }, { t: 1.5, kind: 'cushion', ball: 'w1', cushion: 'top' }]);
    expect(checkBreak(s, 'w7', T, true).legal).toBe(false);
  });

  it('a centre line crossing by a ball without any cushion does not count', () => {
    const s = stroke([...hit, { t: 0.6, kind: 'cushion', ball: 'w2', cushion: 'top' }, { t: 1.5, kind: 'centre-line', ball: 'w1' }]);
    expect(checkBreak(s, 'w7', T, true).legal).toBe(false);
  });

  it('a cue ball centre on the house line is outside the house', () => {
    const events: StrokeEvent[] = [...hit, { t: 0.6, kind: 'cushion', ball: 'w2', cushion: 'top' }, { t: 0.9, kind: 'cushion', ball: 'w2', cushion: 'left' }];
    expect(checkBreak(stroke(events, { before: { balls: { w7: [T.houseLine, 0] } } }), 'w7', T, true).legal).toBe(false);
    expect(checkBreak(stroke(events, { before: { balls: { w7: [T.houseLine - 1, 0] } } }), 'w7', T, true).legal).toBe(true);
  });

  describe('positions proxy', () => {
    const sideCushion: StrokeEvent[] = [...hit, { t: 0.8, kind: 'cushion', ball: 'w7', cushion: 'left' }];
    const positions = { before: { balls: { w7: [-1200, 0] as Vec2 } }, after: { balls: { w7: [600, 500] as Vec2 } } };

    it('a cue ball that met the rack and then a long cushion is taken to be in the top half: ending there is no crossing', () => {
      expect(checkBreak(stroke(sideCushion, positions), 'w7', T, true).legal).toBe(false);
    });

    it('a long-cushion contact before any ball takes the half of the before position', () => {
      const bank: StrokeEvent[] = [{ t: 0, kind: 'strike', ball: 'w7' }, { t: 0.2, kind: 'cushion', ball: 'w7', cushion: 'left' }, { t: 0.6, kind: 'ball-ball', balls: ['w7', 'w1'] }];
      expect(checkBreak(stroke(bank, positions), 'w7', T, true).legal).toBe(true);
      expect(checkBreak(stroke(bank, positions), 'w7', T, false).legal).toBe(false);
    });

    it('a ball contact listed before a long-cushion contact in the same frame comes first (CONTRACTS: ties as listed)', () => {
      const sameFrame: StrokeEvent[] = [{ t: 0, kind: 'strike', ball: 'w7' }, { t: 0.6, kind: 'ball-ball', balls: ['w7', 'w1'] }, { t: 0.6, kind: 'cushion', ball: 'w7', cushion: 'left' }];
      expect(checkBreak(stroke(sameFrame, positions), 'w7', T, true).legal).toBe(false);
      const cushionFirst: StrokeEvent[] = [{ t: 0, kind: 'strike', ball: 'w7' }, { t: 0.6, kind: 'cushion', ball: 'w7', cushion: 'left' }, { t: 0.6, kind: 'ball-ball', balls: ['w7', 'w1'] }];
      expect(checkBreak(stroke(cushionFirst, positions), 'w7', T, true).legal).toBe(true);
    });

    it('an end within one radius of the centre line is not fully across', () => {
      const top: StrokeEvent[] = [...hit, { t: 0.6, kind: 'cushion', ball: 'w1', cushion: 'top' }];
      const near = { after: { balls: { w1: [-(T.ballRadius - 1), 0] as Vec2 } } };
      const far = { after: { balls: { w1: [-(T.ballRadius + 1), 0] as Vec2 } } };
      expect(checkBreak(stroke(top, near), 'w7', T, true).legal).toBe(false);
      expect(checkBreak(stroke(top, far), 'w7', T, true).legal).toBe(true);
    });

    it('is not used when the stroke carries centre-line events', () => {
      const top: StrokeEvent[] = [...hit, { t: 0.4, kind: 'centre-line', ball: 'w3' }, { t: 0.6, kind: 'cushion', ball: 'w1', cushion: 'top' }];
      expect(checkBreak(stroke(top, { after: { balls: { w1: [-500, 0] } } }), 'w7', T, true).legal).toBe(false);
    });

    // Session 32: a potted ball has no `after` position, but a corner pocket lies wholly in its half of the table.
    const offTopInto = (pocket: Pocket): StrokeEvent[] => [...hit, { t: 0.6, kind: 'cushion', ball: 'w6', cushion: 'top' }, { t: 2.4, kind: 'pocket', ball: 'w6', pocket }];

    it('a ball off the top cushion that drops in a bottom corner pocket fully crossed the centre line', () => {
      expect(checkBreak(stroke(offTopInto('bottom-left')), 'w7', T, true).legal).toBe(true);
      expect(checkBreak(stroke(offTopInto('bottom-right')), 'w7', T, true).legal).toBe(true);
    });

    it('a middle pocket sits on the centre line and a top pocket is the same half: no crossing', () => {
      expect(checkBreak(stroke(offTopInto('middle-left')), 'w7', T, true).legal).toBe(false);
      expect(checkBreak(stroke(offTopInto('top-right')), 'w7', T, true).legal).toBe(false);
    });

    it('the pocket is read like a position: not with breakCrossingFromPositions false, nor when the stroke carries centre-line events', () => {
      expect(checkBreak(stroke(offTopInto('bottom-left')), 'w7', T, false).legal).toBe(false);
      const withCrossing: StrokeEvent[] = [...offTopInto('bottom-left')];
      withCrossing.splice(1, 0, { t: 0.1, kind: 'centre-line', ball: 'w7' });
      expect(checkBreak(stroke(withCrossing), 'w7', T, true).legal).toBe(false);
    });

    it('a rack ball off a long cushion into a bottom corner pocket: its half at the cushion is its before half (the rack)', () => {
      const side: StrokeEvent[] = [...hit, { t: 0.6, kind: 'cushion', ball: 'w4', cushion: 'left' }, { t: 2.4, kind: 'pocket', ball: 'w4', pocket: 'bottom-left' }];
      expect(checkBreak(stroke(side, { before: { balls: { w4: [1005.3, 68] } } }), 'w7', T, true).legal).toBe(true);
    });
  });
});

describe('respotPlaces (art. 11)', () => {
  const d = 2 * T.ballRadius;

  it('puts the white touching the top cushion on the long axis', () => {
    expect(whiteSpot(T)).toEqual([T.length / 2 - T.ballRadius, 0]);
    expect(respotPlaces(['w3'], {}, T)).toEqual({ w3: [1741, 0] });
  });

  it('skips a run of taken places along the axis', () => {
    const after: Partial<Record<BallId, Vec2>> = { w1: [1741, 0], w2: [1741 - d, 0] };
    expect(respotPlaces(['w5'], after, T)).toEqual({ w5: [1741 - 2 * d, 0] });
  });

  it('ignores the balls being spotted when they still appear in `after`', () => {
    expect(respotPlaces(['w5'], { w5: [1741, 0] }, T)).toEqual({ w5: [1741, 0] });
  });

  it('a ball beside the axis by more than a diameter does not take the place', () => {
    expect(respotPlaces(['colour'], { w1: [887.5, d + 1] }, T)).toEqual({ colour: [887.5, 0] });
  });

  it('spots the colour before the whites so that the whites make room for it', () => {
    const out = respotPlaces(['w2', 'colour'], {}, T);
    expect(out.colour).toEqual([887.5, 0]);
    expect(out.w2).toEqual([1741, 0]);
  });

  it('the colour goes to the nearer free side of its spot', () => {
    // A ball just behind the spot pushes the colour towards the house side, which is nearer.
    const place = placeOnAxis(T.rearSpot, 1, [[T.rearSpot[0] + 30, 0], [T.rearSpot[0] + 30 + d, 0]], T);
    expect(place[0]).toBeCloseTo(T.rearSpot[0] + 30 - d, 6);
  });
});
