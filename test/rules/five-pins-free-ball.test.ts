import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE as T } from '../../src/geometry/tables.js';
import type { StrokeEvent } from '../../src/contracts/events.js';
import { endPositions, freeBallHalf, freeBallSetup, occupied } from '../../src/rules/five-pins/free-ball.js';

const base = { table: T, incoming: 'white', object: 'yellow', touchGapMm: 0.5 } as const;

describe('freeBallHalf (3004.2-4)', () => {
  it('is the half opposite the object ball; astride the centre line or unknown: bottom', () => {
    expect(freeBallHalf(T, [500, 0])).toBe('bottom');
    expect(freeBallHalf(T, [-500, 0])).toBe('top');
    expect(freeBallHalf(T, [T.ballRadius - 1, 0])).toBe('bottom');
    expect(freeBallHalf(T, [-(T.ballRadius - 1), 0])).toBe('bottom');
    expect(freeBallHalf(T, undefined)).toBe('bottom');
  });
});

describe('occupied', () => {
  it('is true when a placed ball touches a ball set on the spot', () => {
    expect(occupied(T, { red: [710 + 2 * T.ballRadius, 0] }, [710, 0], 0.5)).toBe(true);
    expect(occupied(T, { red: [710 + 2 * T.ballRadius + 1, 0] }, [710, 0], 0.5)).toBe(false);
  });
});

describe('freeBallSetup (3002.3)', () => {
  it('re-spots nothing when no ball left the table', () => {
    const s = freeBallSetup({ ...base, positions: { white: [0, 300], yellow: [-900, 0], red: [100, 100] }, offTable: [] });
    expect(s).toMatchObject({ half: 'top', respot: {} });
  });
  it('puts the red on its spot, or the mirrored spot when taken', () => {
    expect(freeBallSetup({ ...base, positions: { white: [0, 300], yellow: [-900, 0] }, offTable: ['red'] }).respot).toEqual({ red: [710, 0] });
    expect(freeBallSetup({ ...base, positions: { white: [0, 300], yellow: [700, 20] }, offTable: ['red'] }).respot).toEqual({ red: [-710, 0] });
  });
  it('does not count the incoming ball, in the referee\'s hand, as taking the red\'s spot (3004.2, 3002.3c "Then")', () => {
    expect(freeBallSetup({ ...base, positions: { white: [700, 20], yellow: [-900, 0] }, offTable: ['red'] }).respot).toEqual({ red: [710, 0] });
  });
  it('puts the offender\'s ball opposite the incoming ball, then the free ball opposite that', () => {
    const s = freeBallSetup({ ...base, positions: { white: [900, 200], red: [0, 0] }, offTable: ['yellow'] });
    expect(s.respot).toEqual({ yellow: [-1065, 0] });
    expect(s.half).toBe('top');
  });
  it('puts the incoming ball on the short-cushion spot of its free-ball half, else the other spot of that half', () => {
    expect(freeBallSetup({ ...base, positions: { yellow: [400, 0], red: [0, 300] }, offTable: ['white'] }).respot).toEqual({ white: [-1065, 0] });
    expect(freeBallSetup({ ...base, positions: { yellow: [400, 0], red: [-1060, 0] }, offTable: ['white'] }).respot).toEqual({ white: [-710, 0] });
  });
  it('with every ball out: red on its spot, offender\'s ball at the top, free ball from the bottom', () => {
    const s = freeBallSetup({ ...base, positions: {}, offTable: ['white', 'yellow', 'red'] });
    expect(s).toMatchObject({ half: 'bottom', respot: { red: [710, 0], yellow: [1065, 0], white: [-1065, 0] } });
  });
});

describe('endPositions (session 32): a ball no event names lies where it lay', () => {
  const before = { white: [-600, 250], yellow: [500, -200], red: [300, 400] } as const;
  // The wrong ball: yellow struck, off a cushion, nothing else; white and the red never named.
  const events: StrokeEvent[] = [{ t: 0, kind: 'strike', ball: 'yellow' }, { t: 1, kind: 'cushion', ball: 'yellow', cushion: 'right' }, { t: 3, kind: 'rest' }];

  it('keeps the before place of the balls no event names, and none for a ball that moved', () => {
    expect(endPositions(before, undefined, events)).toEqual({ white: [-600, 250], red: [300, 400] });
  });

  it('an after position wins over the before place', () => {
    expect(endPositions(before, { white: [-590, 250], yellow: [900, 0] }, events)).toEqual({ white: [-590, 250], red: [300, 400], yellow: [900, 0] });
  });

  it('a ball named by a contact, a pin fall or a hand keeps no before place', () => {
    const named: StrokeEvent[] = [...events.slice(0, 2), { t: 1.5, kind: 'pin-fall', pin: 'top', by: 'red' }, { t: 2, kind: 'moved', ball: 'white' }];
    expect(endPositions(before, undefined, named)).toBeUndefined();
  });

  it('so the free ball is played from the half opposite the unmoved object ball, not the fallback for an unknown place', () => {
    const s = freeBallSetup({ ...base, incoming: 'yellow', object: 'white', positions: endPositions(before, undefined, events), offTable: [] });
    expect(s.half).toBe('top');
    expect(freeBallSetup({ ...base, incoming: 'yellow', object: 'white', positions: undefined, offTable: [] }).half).toBe('bottom');
  });
});
