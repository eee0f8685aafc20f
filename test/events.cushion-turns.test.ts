/**
 * Cushion turns the ordinary turn analysis cannot take (src/events/cushions.ts):
 * - a rail hit seen in one frame (lone-turn.ts): a ball lying 52 mm from the
 *   right rail of the Russian table is struck into it, comes back, and is
 *   turned again by a ball at the next frame (development Russian #7 stroke 3
 *   at 30 fps: three points in a V, one 6 mm off the line). No two points on
 *   either leg; the V settles the hit;
 * - a turn inside a pocket mouth pushed straight off one cushion (mouths.ts
 *   `headOn`): a ball off the left rail into the top-left corner, turned back
 *   by the top cushion's jaw point two frames later (development Russian #6
 *   stroke 0): the mouth analysis has no three-point piece between the two.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE as T } from '../src/geometry/tables.js';
import { cushionContacts } from '../src/events/cushions.js';
import { histories } from '../src/events/history.js';
import { vTime } from '../src/events/lone-turn.js';
import { headOn } from '../src/events/mouth-head-on.js';
import { cushionReach } from '../src/track/geometry.js';
import { framesOf, type Path } from './events-helpers.js';

const line = T.width / 2 - cushionReach(T);
/** Points of a path through these corners (t, x, y), at rest before the first and after the last. */
function corners(cs: readonly [number, number, number][]): Path {
  return (t) => {
    if (t <= cs[0]![0]) return [cs[0]![1], cs[0]![2]];
    for (let i = 1; i < cs.length; i++) {
      const [ta, xa, ya] = cs[i - 1]!, [tb, xb, yb] = cs[i]!;
      if (t <= tb) { const w = (t - ta) / (tb - ta); return [xa + w * (xb - xa), ya + w * (yb - ya)]; }
    }
    const l = cs[cs.length - 1]!;
    return [l[1], l[2]];
  };
}

/**
 * Struck from rest 52 mm off the right contact line at 1.9 m/s into it
 * (hit at tc), back at 1.3 m/s, turned at `turn` into a slow roll towards the
 * rail (a ball hit it), stopping 0.5 s later 15 mm nearer it.
 */
function struckIntoRail(tc: number, turn: number, noise = 0): Path {
  const y0 = -(line - 52), strike = tc - 52 / 1900, yt = -line + 1300 * (turn - tc);
  const p = corners([[strike, 1190, y0], [tc, 1190 - 250 * (tc - strike), -line], [turn, 1190 - 250 * (turn - strike), yt], [turn + 0.5, 1190 - 250 * (turn - strike) - 150, yt - 15]]);
  let s = 7;
  const rnd = (): number => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32 - 0.5) * 2 * noise;
  return (t) => { const q = p(t)!; return [q[0] + rnd(), q[1] + rnd()]; };
}

describe('a ball struck into a near rail and turned again at the next frame', () => {
  const fps = 30, dt = 1 / fps;
  // The hit 6 and 2 ms before the frame that sees the ball by the rail, and 2 and 6 ms after it; the turn right at the next frame.
  for (const phase of [-0.006, -0.002, 0.002, 0.006]) {
    it(`is one right hit within 0.4 frame (hit ${(phase * 1000).toFixed(0)} ms from the frame, noise 0.5 mm)`, () => {
      const tk = 40 * dt, tc = tk + phase, turn = tk + dt + 0.001;
      const h = histories(framesOf({ w1: struckIntoRail(tc, turn, 0.5) }, 2.5, fps)).get('w1')!;
      const hits = cushionContacts(h, T);
      expect(hits.map((e) => e.cushion)).toEqual(['right']);
      expect(Math.abs(hits[0]!.t - tc)).toBeLessThan(0.4 * dt);
      expect(hits[0]!.confidence).toBeLessThan(0.9);
    });
  }

  it('the same V 22 mm short of the rail (turned by something else) is no hit', () => {
    const tk = 40 * dt, p = struckIntoRail(tk, tk + dt + 0.001);
    const short: Path = (t) => { const q = p(t)!; return [q[0], q[1] + 22]; };
    const h = histories(framesOf({ w1: short }, 2.5, fps)).get('w1')!;
    expect(cushionContacts(h, T)).toEqual([]);
  });

  it('a lone detection by the rail 30 mm off the ball\'s way along it is no hit', () => {
    const tk = 40 * dt, tc = tk, turn = tk + dt + 0.001;
    const p = struckIntoRail(tc, turn);
    const spike: Path = (t) => { const q = p(t)!; return Math.abs(t - tk) < 1e-9 ? [q[0] + 30, q[1]] : q; };
    const h = histories(framesOf({ w1: spike }, 2.5, fps)).get('w1')!;
    expect(cushionContacts(h, T)).toEqual([]);
  });
});

describe('vTime: the V pinned on the line through three points', () => {
  // In at 2000 mm/s, the hit at tc, out at 1000: points at 0, 1/30, 2/30.
  const t1 = 1 / 30, t2 = 2 / 30;
  const points = (tc: number): [number, number, number] => [2000 * tc, tc < t1 ? 1000 * (t1 - tc) : 2000 * (tc - t1), 1000 * (t2 - tc)];
  it('the point on the line: its own time', () => {
    expect(vTime(0, t1, t2, ...points(t1))).toBeCloseTo(t1, 9);
  });
  it('a point within 5 mm of the line: off by less than its distance over the slower speed (the two readings bracket the hit)', () => {
    for (const tc of [0.031, 0.0315, 0.035, 0.0355]) {
      const [d0, d1, d2] = points(tc);
      expect(Math.abs(vTime(0, t1, t2, d0, d1, d2)! - tc)).toBeLessThan(d1 / 1000);
    }
  });
  it('no reading when both would have the ball leave faster than it came', () => {
    expect(vTime(0, t1, t2, 20, 1, 60)).toBeNull();
  });
});

describe('a ball off the left rail turned back by the top cushion in the top-left mouth', () => {
  const fps = 30, dt = 1 / fps, top = T.length / 2 - cushionReach(T);
  // Left rail at t = 1 (x 1700), then along x into the mouth; the top's jaw point turns it back 2 mm short of the top contact line.
  const tTop = 1 + (top - 2 - 1700) / 900, yTop = line - 240 * (tTop - 1);
  const ball = corners([[0.6, 1340, line - 120], [1, 1700, line], [tTop, top - 2, yTop], [tTop + 0.4, top - 2 - 288, yTop - 96]]);
  for (const phase of [0, 0.25, 0.5, 0.75]) {
    it(`is a left hit, then a top one in doubt (phase ${phase} of a frame)`, () => {
      const shifted: Path = (t) => ball(t + phase * dt);
      const h = histories(framesOf({ w1: shifted }, 2.5, fps)).get('w1')!;
      const hits = cushionContacts(h, T);
      expect(hits.map((e) => e.cushion)).toEqual(['left', 'top']);
      expect(Math.abs(hits[1]!.t - (tTop - phase * dt))).toBeLessThan(0.5 * dt);
      expect(hits[1]!.confidence).toBeLessThan(0.9);
    });
  }

  it('headOn: a push along the top normal is the top\'s, one at 45° (the left jaw) is not', () => {
    const h = histories(framesOf({ w1: ball }, 2.5, fps)).get('w1')!;
    expect(headOn(h, tTop, 0, 1)).toBe(true);
    expect(headOn(h, tTop, 1, 1)).toBe(false);
    // In at (750, 250) mm/s, off a wall facing (−1, 1)/√2 with restitution 0.8: out at (300, 700).
    const jaw = corners([[0.6, 1400, 700], [1, 1700, 800], [1.3, 1700 + 90, 800 + 210]]);
    const hj = histories(framesOf({ w1: jaw }, 2.5, fps)).get('w1')!;
    expect(headOn(hj, 1, 0, 1)).toBe(false);
  });
});
