/**
 * A cue ball struck off the table unseen, read under real rest noise at 30 and 60 fps (issue 6, session 58; vanish.ts
 * `goneFromRest`, `rollingWhenLastSeen`). A ball seen only at rest, hidden under the cue and never seen again, is read
 * struck off the table (strike and off-table, both for the referee). Until session 58 it was refused when its last
 * step was faster than MOVING_SPEED_MM_S ("still rolling when last seen"): at 60 fps that is a step over 1 mm, inside
 * a real camera's rest noise, so the stroke vanished silently about one time in two at 0.6 mm (measured here, below).
 * A ball still rolling when it is hidden is refused as before.
 *
 * Each case is a seeded Monte Carlo over many noise draws: three balls at rest (Gaussian noise a axis on the tracked
 * positions; a frame a ball is seen), one of them hidden from 1.5 s and never back, run through the events stage.
 * MEASURE=1 prints the rates (base c957fcd at the bottom of docs/tracking-and-events.md's session 58 round).
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { EventsStage } from '../src/events/stage.js';
import { type BallHistory, histories } from '../src/events/history.js';
import { GONE_FROM_REST_CONFIDENCE } from '../src/events/vanish.js';
import { rollingWhenLastSeen } from '../src/events/rest-place.js';
import { mulberry32 } from '../src/sim/physics/index.js';
import { Tracker, type TrackedFrame } from '../src/track/tracker.js';
import { CLASS_CODE, type DetectionFrame } from '../src/track/detections.js';

const REST: Record<string, [number, number]> = { white: [345, 184], yellow: [1302, -142], red: [-983, 156] };
const HIDE_AT = 1.5, END_S = 4;

/** Standard normal draws from a seeded generator (Box-Muller). */
function gaussOf(seed: number): () => number {
  const r = mulberry32(seed);
  return () => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
}

/**
 * Frames of three balls, noise `sigma` mm a axis; `hidden` unseen from HIDE_AT on. `path(t)` is where the hidden ball
 * is at t (its rest, or a roll to a stop).
 */
function frames(fps: number, sigma: number, seed: number, hidden: BallId, path: (t: number) => [number, number]): TrackedFrame[] {
  const g = gaussOf(seed), out: TrackedFrame[] = [];
  for (let i = 0; i / fps <= END_S; i++) {
    const t = i / fps;
    const balls = (Object.keys(REST) as BallId[]).map((id) => {
      const seen = id !== hidden || t < HIDE_AT;
      const [x, y] = id === hidden ? path(t) : REST[id]!;
      const last = Math.floor(HIDE_AT * fps - 1e-9) / fps;
      return { id, x: x + sigma * g(), y: y + sigma * g(), vx: 0, vy: 0, observed: seen, moving: false, unseenS: seen ? 0 : t - last };
    });
    out.push({ frame: i, t, balls, pinsStanding: [], pinsFallen: [], backfill: [] });
  }
  return out;
}

/** What the stage hands out for these frames: whether the hidden ball was read struck and off the table. */
function readGone(fs: readonly TrackedFrame[], ball: BallId): boolean {
  const stage = new EventsStage({ table: CAROM_MATCH_TABLE, discipline: 'three-cushion' });
  const out = fs.flatMap((f) => { const s = stage.update(f); return s ? [s] : []; });
  const last = stage.flush();
  if (last) out.push(last);
  return out.some((s) => s.struck === ball && s.events.some((e) => e.kind === 'off-table' && e.ball === ball));
}

const resting = (id: string) => (): [number, number] => REST[id]!;
/**
 * A ball rolling to a stop along +x, decelerating at 150 mm/s² (a rolling ball's drag on the cloth): `speed` mm/s at
 * HIDE_AT, where it is hidden; at rest after.
 */
const rolling = (id: string, speed: number) => (t: number): [number, number] => {
  const a = 150, stopAt = HIDE_AT + speed / a, [x0, y0] = REST[id]!;
  const u = Math.min(t, stopAt) - stopAt; // ≤ 0: time before the stop
  return [x0 - 0.5 * a * u * u, y0];
};

/** Share of `draws` seeds for which the hidden ball was read gone. */
function rate(fps: number, sigma: number, draws: number, path: (t: number) => [number, number], seed0 = 1): number {
  let n = 0;
  for (let s = 0; s < draws; s++) if (readGone(frames(fps, sigma, seed0 + s, 'white', path), 'white')) n++;
  return n / draws;
}

/**
 * The same resting scene as detections with noise `sigma` a axis through the tracker (its filter smooths the rest
 * noise): the frames the stage reads in the evaluation. The hidden ball is simply not detected from HIDE_AT on.
 */
function trackedFrames(fps: number, sigma: number, seed: number, hidden: BallId): TrackedFrame[] {
  const g = gaussOf(seed), tr = new Tracker(CAROM_MATCH_TABLE, 'three-cushion'), out: TrackedFrame[] = [];
  const cls = { white: CLASS_CODE['ball-white'], yellow: CLASS_CODE['ball-yellow'], red: CLASS_CODE['ball-red'] } as Record<string, number>;
  for (let i = 0; i / fps <= END_S; i++) {
    const t = i / fps, ids = Object.keys(REST).filter((id) => id !== hidden || t < HIDE_AT), n = ids.length;
    const f: DetectionFrame = { frame: i, t, count: n, cls: new Uint8Array(n), x: new Float64Array(n), y: new Float64Array(n), confidence: new Float32Array(n) };
    ids.forEach((id, k) => { f.cls[k] = cls[id]!; f.x[k] = REST[id]![0] + sigma * g(); f.y[k] = REST[id]![1] + sigma * g(); f.confidence[k] = 0.9; });
    out.push(tr.update(f));
  }
  return out;
}

describe.runIf(process.env.MEASURE === '1')('measure: reading rates (MEASURE=1)', () => {
  it('prints the rate of reading a resting ball struck off unseen, and a rolling one hidden, per fps and noise', () => {
    const draws = Number(process.env.MEASURE_DRAWS ?? 200);
    for (const fps of [60, 30]) {
      for (const sigma of [0.3, 0.6, 1.0, 1.5]) {
        const rest = rate(fps, sigma, draws, resting('white'));
        const rolls = [60, 100, 200].map((v) => `${v} mm/s ${rate(fps, sigma, draws, rolling('white', v)).toFixed(3)}`);
        let viaTracker = 0;
        for (let d = 0; d < draws; d++) if (readGone(trackedFrames(fps, sigma, 5000 + d, 'white'), 'white')) viaTracker++;
        console.log(`fps ${fps} noise ${sigma} mm: at rest read ${rest.toFixed(3)}; rolling when hidden read ${rolls.join(', ')}; `
          + `detector noise through the tracker: read ${(viaTracker / draws).toFixed(3)} (${draws} draws)`);
      }
    }
  }, 1_800_000);
});

/** Share of `draws` seeds for which the white, hidden at rest, was read gone through the tracker (`trackedFrames`). */
function rateViaTracker(fps: number, sigma: number, draws: number, seed0: number): number {
  let n = 0;
  for (let d = 0; d < draws; d++) if (readGone(trackedFrames(fps, sigma, seed0 + d, 'white'), 'white')) n++;
  return n / draws;
}

describe('a resting ball struck off the table unseen, under rest noise', () => {
  // On c957fcd (MEASURE=1, 200 draws) the 60 fps rates were 0.94 / 0.52 / 0.25 at 0.3 / 0.6 / 1.0 mm, 30 fps 1 / 0.94 / 0.62.
  // On f3324a1 (session 58) 60 fps 1 / 1 / 0.945 / 0.55 at 0.3 / 0.6 / 1.0 / 1.5 mm: the white's dozen rest points in the
  // pre-roll, or another ball's rest, made a moving run of noise and `goneFromRest` read a ball seen moving. Since
  // session 59 a ball seen moving is one that left its place (rest-place.ts `leftItsPlace`). At 30 fps and 1.5 mm ~3 %
  // are still refused as rolling when last seen (`rollingWhenLastSeen`, a 6 mm bar from one noisy point to another).
  for (const fps of [60, 30]) {
    for (const [sigma, least] of [[0.3, 1], [0.6, 1], [1.0, 1], [1.5, fps === 60 ? 0.95 : 0.9]] as const) {
      it(`is read struck off the table at ${fps} fps, noise ${sigma} mm a axis, in ${least * 100} % of draws or more`, () => {
        expect(rate(fps, sigma, 40, resting('white'), 1000)).toBeGreaterThanOrEqual(least);
      }, 120_000);
    }
  }

  it('through the tracker at 60 fps is read in 95 % of draws or more at 1.0 and 1.5 mm detector noise (f3324a1: 0.935, 0.615)', () => {
    expect(rateViaTracker(60, 1.0, 40, 6000)).toBeGreaterThanOrEqual(0.95);
    expect(rateViaTracker(60, 1.5, 40, 6000)).toBeGreaterThanOrEqual(0.95);
  }, 120_000);

  it('near a rail, at 60 fps and 0.6 mm, is read with one off-table call under the referee line and no cushion (its rest noise is no way off)', () => {
    const R = CAROM_MATCH_TABLE.ballRadius, nearRail: [number, number] = [345, CAROM_MATCH_TABLE.width / 2 - R - 15];
    for (let s = 0; s < 20; s++) {
      const stage = new EventsStage({ table: CAROM_MATCH_TABLE, discipline: 'three-cushion' });
      const out = frames(60, 0.6, 3000 + s, 'white', () => nearRail).flatMap((f) => { const x = stage.update(f); return x ? [x] : []; });
      const last = stage.flush();
      if (last) out.push(last);
      const ev = out.flatMap((x) => x.events.filter((e) => 'ball' in e && e.ball === 'white' || e.kind === 'cushion'));
      expect(ev.map((e) => `${e.kind}:${e.confidence}`)).toEqual([`strike:${GONE_FROM_REST_CONFIDENCE}`, `off-table:${GONE_FROM_REST_CONFIDENCE}`]);
    }
  }, 120_000);
});

describe('a ball rolling when it is hidden (still moving, not struck from its rest)', () => {
  for (const fps of [60, 30]) {
    for (const sigma of [0.3, 0.6, 1.0]) {
      it(`is not read struck off the table at ${fps} fps, noise ${sigma} mm, 100 mm/s`, () => {
        expect(rate(fps, sigma, 20, rolling('white', 100), 2000)).toBe(0);
      }, 120_000);
    }
  }
});

/** The white's history from the frames (hidden from HIDE_AT). */
const whiteOf = (fs: readonly TrackedFrame[]): BallHistory => histories(fs).get('white')!;

describe('rollingWhenLastSeen: displacement over its last 0.1 s against MOVING_SPEED_MM_S and its noise', () => {
  for (const fps of [25, 30, 50, 60]) {
    it(`${fps} fps: a ball at rest is not rolling at 0.6 or 1.0 mm noise; one rolling at 100 or 200 mm/s when last seen is`, () => {
      for (let s = 0; s < 50; s++) {
        expect(rollingWhenLastSeen(whiteOf(frames(fps, 0.6, 4000 + s, 'white', resting('white'))))).toBe(false);
        expect(rollingWhenLastSeen(whiteOf(frames(fps, 1.0, 4100 + s, 'white', resting('white'))))).toBe(false);
        expect(rollingWhenLastSeen(whiteOf(frames(fps, 0.6, 4200 + s, 'white', rolling('white', 100))))).toBe(true);
        expect(rollingWhenLastSeen(whiteOf(frames(fps, 1.0, 4300 + s, 'white', rolling('white', 200))))).toBe(true);
      }
    });
  }

  // Its rest points in a gone-from-rest stroke's pre-roll alone (0.2-0.3 s: under 10 still points, no measured noise).
  // f3324a1 (one point against the one 0.1 s before): read rolling in 9 of these 400 draws at 30 fps, 1.5 mm; since
  // session 59 against the median of the points in the 0.1 s up to then.
  it('30 and 60 fps, 1.5 mm: a ball at rest seen only in the pre-roll is not rolling in 398 of 400 draws or more', () => {
    for (const fps of [30, 60]) {
      let rolling = 0;
      for (let s = 0; s < 400; s++) {
        const fs = frames(fps, 1.5, 4400 + s, 'white', resting('white')).filter((f) => f.t >= HIDE_AT - 0.27);
        if (rollingWhenLastSeen(whiteOf(fs))) rolling++;
      }
      expect(rolling, `${fps} fps`).toBeLessThanOrEqual(2);
    }
  });

  it('a ball seen once 20 mm off its rest (struck), then gone, was rolling; seen only twice, 1.5 mm apart, it was not', () => {
    const h = (xs: number[]): BallHistory => ({ id: 'white', t: xs.map((_, i) => i / 60), x: xs, y: xs.map(() => 0), runs: [] });
    expect(rollingWhenLastSeen(h([0, 0.3, -0.2, 0.1, 0, 0.4, -0.1, 20]))).toBe(true);
    expect(rollingWhenLastSeen(h([0, 1.5]))).toBe(false);
  });
});
