import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE as T } from '../../src/geometry/tables.js';
import { freeBallHalf, freeBallSetup, occupied } from '../../src/rules/five-pins/free-ball.js';

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
