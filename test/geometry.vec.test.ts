/**
 * src/geometry/vec.ts: the one set of 2-D vector helpers the event rules
 * share. Exact values where the arithmetic is exact; the two unit-vector
 * helpers on the zero vector (null against a fallback), at and around their
 * thresholds; and the same bits as the expressions the local copies used.
 */
import { describe, expect, it } from 'vitest';
import { UNIT_MIN_LENGTH, distance, dot, firstOnCircle, sub, unitOr, unitOrNull } from '../src/geometry/vec.js';
import { distance as contactDistance } from '../src/geometry/contact.js';
import * as geometry from '../src/geometry/index.js';

describe('sub, dot, distance', () => {
  it('compute a − b, a·b and |a − b|', () => {
    expect(sub([5, -2], [1, 3])).toEqual([4, -5]);
    expect(dot([3, 4], [-2, 5])).toBe(14);
    expect(dot([1, 0], [0, 1])).toBe(0);
    expect(distance([1, 2], [4, 6])).toBe(5);
    expect(distance([7, 7], [7, 7])).toBe(0);
  });
  it('return a fresh pair, leaving the inputs as they were', () => {
    const a: [number, number] = [2, 3], b: [number, number] = [1, 1];
    const d = sub(a, b);
    d[0] = 99;
    expect(a).toEqual([2, 3]);
    expect(b).toEqual([1, 1]);
  });
  it('give the same bits as the expressions the rules computed in place', () => {
    const a: [number, number] = [0.1 + 0.2, -1234.5678], b: [number, number] = [1e-7, 987.654321];
    expect(distance(a, b)).toBe(Math.hypot(a[0] - b[0], a[1] - b[1]));
    expect(dot(a, b)).toBe(a[0] * b[0] + a[1] * b[1]);
    expect(sub(a, b)).toEqual([a[0] - b[0], a[1] - b[1]]);
  });
  it('are the geometry index’s distance (contact.ts re-exports the one definition)', () => {
    expect(contactDistance).toBe(distance);
    expect(geometry.distance).toBe(distance);
  });
});

describe('unitOrNull', () => {
  it('scales a vector to length 1, keeping its direction', () => {
    expect(unitOrNull([3, -4])).toEqual([0.6, -0.8]);
    expect(unitOrNull([0, 2])).toEqual([0, 1]);
  });
  it('says "no direction" for the zero vector and for lengths up to the threshold', () => {
    expect(unitOrNull([0, 0])).toBeNull();
    expect(unitOrNull([UNIT_MIN_LENGTH, 0])).toBeNull();
    expect(unitOrNull([2 * UNIT_MIN_LENGTH, 0])).toEqual([1, 0]);
  });
  it('takes a caller’s own threshold (a noisy step too short to point anywhere)', () => {
    expect(unitOrNull([3, 4], 5)).toBeNull();
    expect(unitOrNull([3, 4], 4.99)).toEqual([0.6, 0.8]);
  });
});

describe('unitOr', () => {
  it('scales a vector to length 1 like unitOrNull, even below unitOrNull’s threshold', () => {
    expect(unitOr([-5, 12], [1, 0])).toEqual([-5 / 13, 12 / 13]);
    expect(unitOr([UNIT_MIN_LENGTH / 2, 0], [0, 1])).toEqual([1, 0]);
  });
  it('gives a copy of the fallback for the zero vector', () => {
    const fallback: [number, number] = [0, 1];
    const u = unitOr([0, 0], fallback);
    expect(u).toEqual([0, 1]);
    u[0] = 5;
    expect(fallback).toEqual([0, 1]);
    expect(unitOr([0, 0], [0, 0])).toEqual([0, 0]);
  });
});

describe('firstOnCircle', () => {
  it('is the first meeting along v, in units of v', () => {
    expect(firstOnCircle([0, 0], [1, 0], [10, 0], 4)).toBe(6);
    expect(firstOnCircle([0, 0], [2, 0], [10, 0], 4)).toBe(3);
    // 3-4-5: the centre 3 mm off the line meets a circle of 5 mm 4 mm before its nearest point.
    expect(firstOnCircle([0, 3], [1, 0], [10, 0], 5)).toBeCloseTo(6, 12);
  });
  it('is negative from inside or behind, null when the line misses or v is zero', () => {
    expect(firstOnCircle([10, 0], [1, 0], [10, 0], 4)).toBe(-4);
    expect(firstOnCircle([20, 0], [1, 0], [10, 0], 4)).toBe(-14);
    expect(firstOnCircle([0, 5], [1, 0], [10, 0], 4)).toBeNull();
    expect(firstOnCircle([0, 0], [0, 0], [10, 0], 4)).toBeNull();
  });
});
