/**
 * Cushion hits under a camera twice as noisy as the renders' (issue 6,
 * EVAL_NOISE=2): the cushion rules' mm bars rise with each ball's measured
 * rest noise (cushion-noise.ts), a slow turn must meet the contact line and
 * is no new hit while the ball stayed on that rail (cushions.ts
 * SLOW_TURN_TOL_MM), a graze ends only when the ball's mean leaves the line
 * by more than its noise (grazes.ts). Synthesised strokes, 60 fps, the
 * simulated detector's noise (σ 0.6 mm at rest, 1.2 moving) times k.
 */
import { describe, expect, it } from 'vitest';
import { leftHits } from './events-cushion-helpers.js';

const SEEDS = 40;

describe('a noisier camera: a ball rolling along a rail it never touches', () => {
  // It rolls at 300 mm/s slowing to rest in 2 s, its centre 14 mm short of the contact line: at HEAD twice the renders'
  // noise made 133 hits of it over 40 seeds (slow turns of noise 12-16 mm off the line, two-point sides).
  it('is no hit at twice the renders noise (at most 2 in 40 seeds)', () => {
    let n = 0;
    for (let seed = 1; seed <= SEEDS; seed++) n += leftHits(2, seed * 7919 + 14, () => 14).length;
    expect(n).toBeLessThanOrEqual(2);
  });
  it('nor at the renders noise', () => {
    for (let seed = 1; seed <= SEEDS; seed++) expect(leftHits(1, seed * 7919 + 14, () => 14)).toHaveLength(0);
  });
});

describe('a noisier camera: a slow real hit', () => {
  // In at 80 mm/s along the normal, hitting the rail at 2 s, out at 40 (a slow ball loses half its normal speed).
  const inOut = (t: number): number => (t < 2 ? 80 * (2 - Math.max(1, t)) : 40 * (Math.min(3, t) - 2));
  const found = (k: number): number => {
    let n = 0;
    for (let seed = 1; seed <= SEEDS; seed++) if (leftHits(k, seed * 104_729, inOut).some((t) => Math.abs(t - 2) < 3 / 60)) n++;
    return n;
  };
  // 40 of 40 seeds at HEAD, 39 with the noise-scaled rules (the cost: a slow hit's legs are as noisy as a false turn's).
  it('is still found at twice the renders noise (38 of 40 seeds or more)', () => {
    expect(found(2)).toBeGreaterThanOrEqual(38);
  });
  it('and at the renders noise every time', () => {
    expect(found(1)).toBe(SEEDS);
  });
});

describe('a noisier camera: a ball that came onto the rail and rolls along it', () => {
  // In at 60 mm/s along the normal from 1 s, on the rail `along` mm short of the line from 1.3 s, rolling on to rest at 3 s.
  const extraHits = (along: number): number => {
    const normal = (t: number): number => (t < 1.3 ? along + 60 * (1.3 - Math.max(1, t)) : along);
    let n = 0;
    for (let seed = 1; seed <= SEEDS; seed++) n += Math.max(0, leftHits(2, seed * 31 + 5, normal).length - 1);
    return n;
  };
  // 0.5 mm short: slow turns of noise on the rail it never left are that one contact (HEAD 143 extra in 40 seeds,
  // without the same-contact part of the slow-turn rule 73, with it 26).
  it('on the line: one contact, not a hit per noise turn', () => {
    expect(extraHits(0.5)).toBeLessThanOrEqual(35);
  });
  // 3 mm short: a graze ends only when the mean leaves the line by more than its noise (HEAD 152, without the
  // noise-scaled graze end 59, with it 38).
  it('3 mm short: no new graze per dip of the noise', () => {
    expect(extraHits(3)).toBeLessThanOrEqual(45);
  });
});
