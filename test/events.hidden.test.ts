/**
 * Events the frames show only indirectly, on hand-made paths with known
 * answers: a cushion hit under the cue (the first visible points are the
 * rebound), a ball grazing a rail, a cue ball that stopped dead on its object
 * ball in the cue's shadow, a ball seen moving in two frames before it drops,
 * the tracker's prediction of a ball crossing a pocket mouth, a ball lying by
 * a rail hit into it (its first points are the rebound), and a ball creeping
 * into a rail as it stops (no turn at all); a cue ball struck into a rail
 * and back into its object ball a few frames later.
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import type { StrokeEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { histories } from '../src/events/history.js';
import { vanished } from '../src/events/vanish.js';
import { centreBounds, pocketMouths } from '../src/track/geometry.js';
import { propagate } from '../src/track/predict.js';
import type { TrackedFrame } from '../src/track/tracker.js';
import { ballRails, framesOf, type Path, isPair } from './events-helpers.js';



const wobble = (path: Path, a = 0.4): Path => (t) => { const q = path(t); return q && [q[0] + a * Math.sin(t * 977), q[1] + a * Math.cos(t * 1231)]; };
const rest = (p: [number, number]): Path => () => p;
/** At rest at p, struck at t0 with velocity v; after reaching x = wall its x velocity reverses at 0.8 of its size. */
function bank(p: [number, number], t0: number, v: [number, number], wall: number): { path: Path; tc: number } {
  const tc = v[0] > 0 ? t0 + (wall - p[0]) / v[0] : Infinity;
  const path: Path = (t) => {
    if (t < t0) return p;
    if (t < tc) return [p[0] + v[0] * (t - t0), p[1] + v[1] * (t - t0)];
    return [wall - 0.8 * v[0] * (t - tc), p[1] + v[1] * (t - t0)];
  };
  return { path, tc };
}
/** Unseen (under the cue) over [from, to). */
const hide = (path: Path, from: number, to: number): Path => (t) => (t >= from && t < to ? null : path(t));

const table = CAROM_MATCH_TABLE;
const { halfX, halfY } = centreBounds(table);

describe('a cushion hit under the cue', () => {
  for (const fps of [60, 30]) {
    it(`is found from the rebound's line and the rest place, flagged (${fps} fps)`, () => {
      const b = bank([halfX - 120, 0], 0.5, [3000, 900], halfX);
      const frames = framesOf({ white: wobble(hide(b.path, 0.1, b.tc + 0.02)), yellow: wobble(rest([-600, 300])) }, 1.2, fps);
      const es = extractStroke(frames, { table, discipline: 'three-cushion' }).events;
      const top = ballRails(es, 'white').filter((e) => e.kind === 'cushion' && e.cushion === 'top');
      expect(top).toHaveLength(1);
      expect(Math.abs(top[0]!.t - b.tc)).toBeLessThan(0.5 / fps);
      expect(top[0]!.confidence!).toBeLessThan(0.9);
      expect(top[0]!.confidence!).toBeGreaterThanOrEqual(0.5);
      expect(es.find((e) => e.kind === 'strike')?.t).toBeLessThan(b.tc);
    });
  }
  it('is not invented for a ball struck away from the rail', () => {
    const b = bank([halfX - 120, 0], 0.5, [-3000, 900], halfX);
    const frames = framesOf({ white: wobble(hide(b.path, 0.1, 0.56)), yellow: wobble(rest([-600, 300])) }, 1.0, 30);
    const es = extractStroke(frames, { table, discipline: 'three-cushion' }).events;
    expect(ballRails(es, 'white').filter((e) => e.t < 0.9)).toHaveLength(0);
  });
});

describe('a cue ball struck into a rail and back into its object ball', () => {
  // White lies 170 mm from the top contact line, struck at 2800 mm/s: seen once on the way in (past the cue's shadow), hits the
  // cushion between frames, and three frames later hits yellow: the way out is straight for two or three points only.
  const t0 = 0.4833, v: [number, number] = [2800, 600];
  const b = bank([halfX - 170, 0], t0, v, halfX);
  const tc2 = b.tc + 0.086, hitAt = b.path(tc2)!;
  const vOut: [number, number] = [-0.8 * v[0], v[1]], l = Math.hypot(...vOut), n: [number, number] = [vOut[0] / l, vOut[1] / l];
  const yRest: [number, number] = [hitAt[0] + 2 * table.ballRadius * n[0], hitAt[1] + 2 * table.ballRadius * n[1]];
  const white: Path = (t) => (t < tc2 ? b.path(t) : [hitAt[0] - 900 * n[1] * (t - tc2), hitAt[1] + 900 * n[0] * (t - tc2)]);
  const yellow: Path = (t) => (t < tc2 ? yRest : [yRest[0] + 1800 * n[0] * (t - tc2), yRest[1] + 1800 * n[1] * (t - tc2)]);
  it('finds the cushion from the few points between the rebound and the contact (30 fps)', () => {
    const frames = framesOf({ white: wobble(hide(white, 0.1, t0 + 120 / 2800)), yellow: wobble(yellow) }, 1.2, 30);
    const es = extractStroke(frames, { table, discipline: 'three-cushion' }).events;
    const top = ballRails(es, 'white').filter((e) => e.kind === 'cushion' && e.cushion === 'top' && e.t < tc2);
    expect(top).toHaveLength(1);
    expect(Math.abs(top[0]!.t - b.tc)).toBeLessThan(1 / 30);
  });
});

describe('a ball grazing a rail', () => {
  /** Rolling at 600 mm/s along the left rail, coming in at `vin` mm/s and leaving at a third of it, its centre peaking `short` mm under the contact line. */
  const graze = (short: number, vin: number): { path: Path; tc: number } => {
    const tc = 0.8, top = halfY - short;
    return { tc, path: (t) => t < 0.3 ? [-900, top - vin * 0.5] : [-900 + 600 * (t - 0.3), t < tc ? top - vin * (tc - t) : top - (vin / 3) * (t - tc)] };
  };
  it('touched it: one flagged contact at the closest approach', () => {
    const g = graze(0, 40);
    const es = extractStroke(framesOf({ white: wobble(g.path), yellow: wobble(rest([600, -300])) }, 1.6, 60), { table, discipline: 'three-cushion' }).events;
    const left = ballRails(es, 'white');
    expect(left).toHaveLength(1);
    expect(left[0]!.kind === 'cushion' && left[0]!.cushion).toBe('left');
    expect(Math.abs(left[0]!.t - g.tc)).toBeLessThan(3 / 60);
    expect(left[0]!.confidence!).toBeLessThan(0.9);
  });
  it('passing 4 mm short of the line it did not', () => {
    const g = graze(4, 40);
    const es = extractStroke(framesOf({ white: wobble(g.path), yellow: wobble(rest([600, -300])) }, 1.6, 60), { table, discipline: 'three-cushion' }).events;
    expect(ballRails(es, 'white')).toHaveLength(0);
  });
});

describe('a cue ball stopped dead on its object ball under the cue', () => {
  it('is the struck ball and the hitter, not the object ball', () => {
    const R = table.ballRadius;
    // White lies 182.5 mm behind yellow, runs into it unseen and stops; yellow leaves at once.
    const tc = 0.5 + (182.5 - 2 * R) / 1500;
    const white: Path = (t) => (t >= 0.15 && t < 0.75 ? null : t < tc ? [-710, -182.5] : [-710, -2 * R]);
    const yellow: Path = (t) => [-710, t < tc ? 0 : 1400 * (t - tc)];
    const es = extractStroke(framesOf({ white: wobble(white), yellow: wobble(yellow), red: wobble(rest([710, 0])) }, 1.2, 30), { table, discipline: 'libre' }).events;
    expect(es.find((e) => e.kind === 'strike')).toMatchObject({ ball: 'white' });
    expect(es.some((e) => isPair(e, 'white', 'yellow'))).toBe(true);
  });
});

describe('a ball seen moving in two frames before it drops', () => {
  it('is pocketed, not lost', () => {
    const p = PYRAMID_12FT_TABLE, fps = 30;
    // At rest 424 mm from the top-left pocket, hit towards it at 4.2 m/s: two frames on the cloth, the last 140 mm short, then gone.
    const c: [number, number] = [p.length / 2 - 300, p.width / 2 - 300];
    const path: Path = (t) => (t < 0.5 ? c : t > 0.57 ? null : [c[0] + 3000 * (t - 0.5), c[1] + 3000 * (t - 0.5)]);
    const frames = framesOf({ w1: wobble(path) }, 1.5, fps);
    const h = histories(frames).get('w1')!;
    expect(vanished(h, p, 1.5, [])).toMatchObject([{ kind: 'pocket', pocket: 'top-left' }]);
  });
});

describe('the prediction of a ball crossing a pocket mouth', () => {
  const p = PYRAMID_12FT_TABLE, bounds = { ...centreBounds(p), mouths: pocketMouths(p) };
  it('carries it on into the pocket', () => {
    const { bodies } = propagate([{ x: 0, y: bounds.halfY - 10, vx: 0, vy: 2000 }], 1 / 30, p.ballRadius, bounds);
    expect(bodies[0]!.vy).toBeGreaterThan(0);
    expect(bodies[0]!.y).toBeGreaterThan(bounds.halfY);
  });
  it('still reflects it off the cushion away from the mouths', () => {
    const { bodies } = propagate([{ x: 600, y: bounds.halfY - 10, vx: 0, vy: 2000 }], 1 / 30, p.ballRadius, bounds);
    expect(bodies[0]!.vy).toBeLessThan(0);
  });
});

describe('a ball lying by a rail, hit into it', () => {
  /** Red rests `gap` mm from the left contact line; white, struck at 0.2 s, meets it at 0.5 s along a line of centres 20° off the rail's normal, coming in 35° off that line. */
  function pushed(gap: number, fps: number): { frames: TrackedFrame[]; hit: number } {
    const R = table.ballRadius, V = 1500, tc = 0.5;
    const n: [number, number] = [Math.sin(Math.PI / 9), Math.cos(Math.PI / 9)];
    const a = -Math.PI / 12, d: [number, number] = [Math.sin(a), Math.cos(a)];
    const red0: [number, number] = [-300, halfY - gap];
    const pc: [number, number] = [red0[0] - 2 * R * n[0], red0[1] - 2 * R * n[1]];
    const along = V * (d[0] * n[0] + d[1] * n[1]);
    const wAfter: [number, number] = [V * d[0] - along * n[0], V * d[1] - along * n[1]];
    const hit = tc + gap / (along * n[1]);
    const white: Path = (t) => (t < 0.2 ? [pc[0] - d[0] * V * 0.3, pc[1] - d[1] * V * 0.3]
      : t < tc ? [pc[0] - d[0] * V * (tc - t), pc[1] - d[1] * V * (tc - t)]
        : [pc[0] + wAfter[0] * (t - tc), Math.min(pc[1] + wAfter[1] * (t - tc), halfY)]);
    const red: Path = (t) => (t < tc ? red0
      : t < hit ? [red0[0] + along * n[0] * (t - tc), red0[1] + along * n[1] * (t - tc)]
        : [red0[0] + along * n[0] * (t - tc), halfY - 0.8 * along * n[1] * (t - hit)]);
    return { frames: framesOf({ white: wobble(white), red: wobble(red), yellow: wobble(rest([900, -300])) }, 1.0, fps), hit };
  }
  for (const fps of [60, 30, 25]) {
    it(`touched the rail between the contact and its first point: one flagged hit (${fps} fps)`, () => {
      const { frames, hit } = pushed(3, fps);
      const es = extractStroke(frames, { table, discipline: 'libre' }).events;
      const left = ballRails(es, 'red');
      expect(left).toHaveLength(1);
      expect(left[0]).toMatchObject({ cushion: 'left' });
      expect(Math.abs(left[0]!.t - hit)).toBeLessThan(1 / fps);
      expect(left[0]!.confidence!).toBeLessThan(0.9);
      expect(left[0]!.confidence!).toBeGreaterThanOrEqual(0.5);
    });
  }
  it('is not read from a ball merely passing where the mirrored hitter would be', () => {
    const R = table.ballRadius, tc = 0.5;
    // Red, 20 mm from the rail, leaves it slowly; white crosses the mirrored contact point then, going along the rail (no push into it).
    const dir: [number, number] = [-0.96, -0.26], red0: [number, number] = [-300, halfY - 20];
    const mirrored: [number, number] = [red0[0] - 2 * R * dir[0], red0[1] + 2 * R * dir[1]];
    const red: Path = (t) => (t < tc ? red0 : [red0[0] + 160 * dir[0] * (t - tc), red0[1] + 160 * dir[1] * (t - tc)]);
    const white: Path = (t) => [mirrored[0] + 900 * (Math.max(t, 0.1) - tc), mirrored[1]];
    const es = extractStroke(framesOf({ white: wobble(white), red: wobble(red), yellow: wobble(rest([900, -300])) }, 1.0, 60), { table, discipline: 'libre' }).events;
    expect(ballRails(es, 'red')).toHaveLength(0);
  });
});

describe('a ball creeping into a rail as it stops', () => {
  /** White struck at 0.3 s towards the left rail at 250 mm/s, slowing at 60 mm/s², stops `short` mm under the contact line (the last second under the moving speed). */
  function creep(short: number): { path: Path; stop: number } {
    const v0 = 250, dec = 60, T = v0 / dec, y1 = halfY - short, y0 = y1 - (v0 * v0) / (2 * dec);
    const path: Path = (t) => (t < 0.3 ? [200, y0] : t < 0.3 + T ? [200, y1 - (dec / 2) * (0.3 + T - t) ** 2] : [200, y1]);
    return { path, stop: 0.3 + T };
  }
  for (const fps of [60, 30]) {
    it(`ending against it touched it: one flagged hit when it got there (${fps} fps)`, () => {
      const c = creep(0.5);
      const es = extractStroke(framesOf({ white: wobble(c.path), yellow: wobble(rest([-600, -300])) }, c.stop + 1, fps), { table, discipline: 'three-cushion' }).events;
      const left = ballRails(es, 'white');
      expect(left).toHaveLength(1);
      expect(left[0]).toMatchObject({ cushion: 'left' });
      expect(Math.abs(left[0]!.t - c.stop)).toBeLessThan(0.3);
      expect(left[0]!.confidence!).toBeLessThan(0.9);
    });
  }
  it('stopping 5 mm short it did not', () => {
    const c = creep(5);
    const es = extractStroke(framesOf({ white: wobble(c.path), yellow: wobble(rest([-600, -300])) }, c.stop + 1, 60), { table, discipline: 'three-cushion' }).events;
    expect(ballRails(es, 'white')).toHaveLength(0);
  });
});

describe('a slow ball turning at a rail', () => {
  /**
   * White comes in at (vx, vin) mm/s, hits the left rail at 1.0 s and leaves at (vx, −vout); it is seen 1.5 mm short of the
   * line at the turn, as the detector sees a ball against the rail (so no graze).
   */
  const slow = (vx: number, vin: number, vout: number): Path => (t) => {
    const tc = 1.0, t0 = 0.3, top = halfY - 1.5, y0 = top - vin * (tc - t0);
    if (t < t0) return [-400, y0];
    return t < tc ? [-400 + vx * (t - t0), y0 + vin * (t - t0)] : [-400 + vx * (t - t0), top - vout * (t - tc)];
  };
  const leftHits = (path: Path, fps: number): StrokeEvent[] =>
    ballRails(extractStroke(framesOf({ white: wobble(path), yellow: wobble(rest([600, -300])) }, 1.8, fps), { table, discipline: 'three-cushion' }).events, 'white');
  for (const fps of [60, 30]) {
    it(`is a hit when its moving run ends at the turn (${fps} fps)`, () => {
      // In at 75 mm/s, out at 39: the speed over ±2 frames dips under the moving speed at the turn, and nothing restarts the run.
      const left = leftHits(slow(0, 75, 39), fps);
      expect(left).toHaveLength(1);
      expect(left[0]).toMatchObject({ cushion: 'left' });
      expect(Math.abs(left[0]!.t - 1.0)).toBeLessThan(1 / fps);
    });
    it(`is a hit, flagged, when it leaves under 25 mm/s normal to the rail (${fps} fps)`, () => {
      const left = leftHits(slow(80, 90, 20), fps);
      expect(left).toHaveLength(1);
      expect(left[0]).toMatchObject({ cushion: 'left' });
      expect(Math.abs(left[0]!.t - 1.0)).toBeLessThan(1 / fps);
      expect(left[0]!.confidence!).toBeLessThan(0.9);
    });
  }
});
