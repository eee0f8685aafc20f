/**
 * Events the frames show only indirectly, on hand-made paths with known
 * answers: a cushion hit under the cue (the first visible points are the
 * rebound), a ball grazing a rail, a cue ball that stopped dead on its object
 * ball in the cue's shadow, a ball seen moving in two frames before it drops,
 * and the tracker's prediction of a ball crossing a pocket mouth.
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

type Path = (t: number) => [number, number] | null;

function framesOf(paths: Partial<Record<BallId, Path>>, end: number, fps: number): TrackedFrame[] {
  const out: TrackedFrame[] = [];
  for (let i = 0; i / fps <= end; i++) {
    const t = i / fps;
    const balls = (Object.entries(paths) as [BallId, Path][]).flatMap(([id, p]) => {
      const q = p(t);
      return q ? [{ id, x: q[0], y: q[1], vx: 0, vy: 0, observed: true, moving: false, unseenS: 0 }] : [];
    });
    out.push({ frame: i, t, balls, pinsStanding: [], pinsFallen: [], backfill: [] });
  }
  return out;
}

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
const cushionsOf = (es: readonly StrokeEvent[], ball: BallId): StrokeEvent[] => es.filter((e) => e.kind === 'cushion' && e.ball === ball);

const table = CAROM_MATCH_TABLE;
const { halfX, halfY } = centreBounds(table);

describe('a cushion hit under the cue', () => {
  for (const fps of [60, 30]) {
    it(`is found from the rebound's line and the rest place, flagged (${fps} fps)`, () => {
      const b = bank([halfX - 120, 0], 0.5, [3000, 900], halfX);
      const frames = framesOf({ white: wobble(hide(b.path, 0.1, b.tc + 0.02)), yellow: wobble(rest([-600, 300])) }, 1.2, fps);
      const es = extractStroke(frames, { table, discipline: 'three-cushion' }).events;
      const top = cushionsOf(es, 'white').filter((e) => e.kind === 'cushion' && e.cushion === 'top');
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
    expect(cushionsOf(es, 'white').filter((e) => e.t < 0.9)).toHaveLength(0);
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
    const left = cushionsOf(es, 'white');
    expect(left).toHaveLength(1);
    expect(left[0]!.kind === 'cushion' && left[0]!.cushion).toBe('left');
    expect(Math.abs(left[0]!.t - g.tc)).toBeLessThan(3 / 60);
    expect(left[0]!.confidence!).toBeLessThan(0.9);
  });
  it('passing 4 mm short of the line it did not', () => {
    const g = graze(4, 40);
    const es = extractStroke(framesOf({ white: wobble(g.path), yellow: wobble(rest([600, -300])) }, 1.6, 60), { table, discipline: 'three-cushion' }).events;
    expect(cushionsOf(es, 'white')).toHaveLength(0);
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
    expect(es.some((e) => e.kind === 'ball-ball' && e.balls.includes('white') && e.balls.includes('yellow'))).toBe(true);
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
