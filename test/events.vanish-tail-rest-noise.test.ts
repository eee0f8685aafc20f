/**
 * The way a ball vanished along (vanish.ts `movingTail`, its last points reached by steps over MOVING_SPEED_MM_S) under
 * rest noise (issue 6, session 60): a ball struck from rest and seen once or twice on its way before it dropped or
 * jumped the rail. A step of rest noise passes that speed (2 mm at 30 fps), so the tail took rest points before the
 * departure, and the fit through them lagged the ball: its pocket was missed (an off-table call at 0.9 beside the
 * corner, or the pocket at 0.75) or its rail (off the table at 0.5, no cushion). A point at rest over 0.1 s
 * (rest-place.ts `rollingAt`) now ends the tail. One ball's frames from the geometry, seeded Gaussian noise a axis.
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import type { BallId } from '../src/contracts/ids.js';
import { extractStroke } from '../src/events/extract.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE, pocketCentres } from '../src/geometry/tables.js';
import { mulberry32 } from '../src/sim/physics/index.js';
import type { TrackedFrame } from '../src/track/tracker.js';

function gaussOf(seed: number): () => number {
  const r = mulberry32(seed);
  return () => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
}

interface Shot { id: BallId; from: [number, number]; dir: [number, number]; speed: number; seen: (p: [number, number]) => boolean }

/** 3 s of one ball: at rest at `from` until a time within the frame after 1 s, then at `speed` along `dir`, seen while `seen`. */
function frames(fps: number, sigma: number, g: () => number, struck: number, s: Shot): TrackedFrame[] {
  const out: TrackedFrame[] = [];
  let gone = false;
  for (let i = 0; i < 3 * fps; i++) {
    const t = i / fps, run = s.speed * Math.max(0, t - struck), p: [number, number] = [s.from[0] + s.dir[0] * run, s.from[1] + s.dir[1] * run];
    gone ||= !s.seen(p);
    const balls = gone ? [] : [{ id: s.id, x: p[0] + sigma * g(), y: p[1] + sigma * g(), vx: 0, vy: 0, observed: true, moving: false, unseenS: 0 }];
    out.push({ frame: i, t, pinsStanding: [], pinsFallen: [], backfill: [], balls });
  }
  return out;
}

/** Share of 150 seeded draws whose events pass `ok`. */
function share(fps: number, sigma: number, s: Shot, ctx: Parameters<typeof extractStroke>[1], ok: (es: readonly StrokeEvent[]) => boolean): number {
  const g = gaussOf(7), r = mulberry32(9);
  let n = 0;
  for (let d = 0; d < 150; d++) if (ok(extractStroke(frames(fps, sigma, g, 1 + r() / fps, s), ctx).events)) n++;
  return n / 150;
}

const corner = pocketCentres(PYRAMID_12FT_TABLE)['top-left'], diag: [number, number] = [Math.SQRT1_2, Math.SQRT1_2];
/** A Russian ball at rest 150 mm from the top-left mouth, struck into it at 2 m/s, lost 50 mm from the mouth (one or two points on its way at 30 fps). */
const INTO_CORNER: Shot = {
  id: 'w1', from: [corner[0] - 150 * diag[0], corner[1] - 150 * diag[1]], dir: diag, speed: 2000,
  seen: (p) => Math.hypot(p[0] - corner[0], p[1] - corner[1]) > 50,
};
const russian = { table: PYRAMID_12FT_TABLE, discipline: 'russian-colour' as const };
const pocketed = (es: readonly StrokeEvent[]): boolean => es.some((e) => e.kind === 'pocket' && e.pocket === 'top-left' && (e.confidence ?? 1) >= 0.9)
  && !es.some((e) => e.kind === 'off-table');

const rail = CAROM_MATCH_TABLE.length / 2 - CAROM_MATCH_TABLE.ballRadius;
/** A carom ball at rest 100 mm from the top rail's contact line, struck over it at 3 m/s, lost 15 mm past the line (one point on its way at 30 fps). */
const OVER_RAIL: Shot = { id: 'white', from: [rail - 100, 100], dir: [1, 0], speed: 3000, seen: (p) => p[0] < rail + 15 };
const carom = { table: CAROM_MATCH_TABLE, discipline: 'three-cushion' as const };
const jumped = (es: readonly StrokeEvent[]): boolean => es.some((e) => e.kind === 'off-table' && (e.confidence ?? 1) >= 0.9)
  && es.some((e) => e.kind === 'cushion' && e.cushion === 'top');

describe('a ball struck from rest and seen once on its way out: its tail stops at its rest (30 fps)', () => {
  // 537f676: potted at 0.9+ with no off-table call in 0.973 / 0.92 of draws at 1.0 / 1.5 mm (1 at 0-0.6 mm); the rail
  // jump read in 0.96 / 0.907 (1 at 0-0.6 mm).
  for (const sigma of [0.6, 1.0, 1.5]) {
    it(`${sigma} mm a axis: the corner pocket called sure, no off-table call, in every draw`, () => {
      expect(share(30, sigma, INTO_CORNER, russian, pocketed)).toBe(1);
    });
    it(`${sigma} mm a axis: off the table at 0.9 over the top rail, in every draw`, () => {
      expect(share(30, sigma, OVER_RAIL, carom, jumped)).toBe(1);
    });
  }
  it('60 fps (two or more points on the way): as before, every draw at 1.5 mm (a guard, 537f676 too)', () => {
    expect(share(60, 1.5, INTO_CORNER, russian, pocketed)).toBe(1);
    expect(share(60, 1.5, OVER_RAIL, carom, jumped)).toBe(1);
  });
});
