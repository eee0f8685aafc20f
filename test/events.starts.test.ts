/** Start-of-motion causes, centre-line crossings and hand placements, on hand-made histories (exact answers). */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import { type BallHistory, histories } from '../src/events/history.js';
import { causes } from '../src/events/causes.js';
import { type Start, startsOf, touchPlace } from '../src/events/starts.js';
import { centreLineCrossings } from '../src/events/centreline.js';
import type { TrackedFrame } from '../src/track/tracker.js';
import { EventsStage } from '../src/events/stage.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';

const R = 34, FPS = 60;

/** A ball at rest at p until t0 (unseen in [hideFrom, hideTo)), then moving at v (mm/s). */
function ball(id: BallId, p: [number, number], t0: number, v: [number, number], hide: [number, number] = [0, 0], end = 2): BallHistory {
  const h: BallHistory = { id, t: [], x: [], y: [], runs: [] };
  for (let i = 0; i / FPS <= end; i++) {
    const t = i / FPS;
    if (t >= hide[0] && t < hide[1]) continue;
    const dt = Math.max(0, t - t0);
    h.t.push(t); h.x.push(p[0] + v[0] * dt); h.y.push(p[1] + v[1] * dt);
  }
  return h;
}

/** Histories with runs, through the real run finder (frames built from the points). */
function withRuns(bs: BallHistory[]): BallHistory[] {
  const times = [...new Set(bs.flatMap((b) => b.t))].sort((a, b) => a - b);
  const frames: TrackedFrame[] = times.map((t, i) => ({
    frame: i, t, pinsStanding: [], pinsFallen: [], backfill: [],
    balls: bs.flatMap((b) => { const k = b.t.indexOf(t); return k < 0 ? [] : [{ id: b.id, x: b.x[k]!, y: b.y[k]!, vx: 0, vy: 0, observed: true, moving: false, unseenS: 0 }]; }),
  }));
  return bs.map((b) => histories(frames).get(b.id)!);
}

describe('every start of motion has a cause', () => {
  it('gives the strike to a ball hidden under the cue that lay behind the first ball seen moving', () => {
    // w1 (hidden from 0.5 s to 1.2 s) lay 100 mm behind w2 on the x axis; w2 leaves at 1.0 s along +x.
    const hs = withRuns([ball('w1', [0, 0], 0.99, [300, 0], [0.5, 1.2]), ball('w2', [100, 0], 1.0, [1500, 0])]);
    const why = causes(hs, startsOf(hs), R);
    const w2 = why.find((c) => c.start.id === 'w2')!;
    expect(w2.by).toBe('w1');
    expect(w2.hiddenHitter).toBe(true);
    expect(w2.start.t).toBeCloseTo(1.0, 2);
  });

  it('finds no hidden hitter when the hidden ball lay off the line of centres', () => {
    const hs = withRuns([ball('w1', [0, 400], 0.99, [300, 0], [0.5, 1.2]), ball('w2', [100, 0], 1.0, [1500, 0])]);
    expect(causes(hs, startsOf(hs), R).find((c) => c.start.id === 'w2')!.by).toBeNull();
  });

  it('attributes a start to the moving ball that sits at the contact point, not to a ball passing by', () => {
    // a rolls along +x and reaches b (at 300, 0) at t = 1.0; c rolls along y far away.
    const a = ball('white', [0, 0], 0.5, [600, 0], [0, 0], 1.0);
    const hs = withRuns([a, ball('red', [300 + 2 * R, 0], 1.0, [600, 0]), ball('yellow', [0, 500], 0.5, [0, -300])]);
    const c = causes(hs, startsOf(hs), R).find((q) => q.start.id === 'red')!;
    expect(c.by).toBe('white');
    expect(c.hiddenHitter).toBe(false);
  });
});

describe('history', () => {
  it('does not take a ball put down elsewhere by hand for motion', () => {
    const h = ball('white', [0, 0], 10, [0, 0]);
    const k = h.t.findIndex((t) => t >= 1);
    for (let i = k; i < h.t.length; i++) h.x[i] = 400;
    expect(withRuns([h])[0]!.runs).toEqual([]);
  });
});

describe('centre line', () => {
  it('reports a ball fully across the line, once, at the far radius', () => {
    const h = ball('w3', [-200, 0], 0.5, [400, 0], [0, 0], 2);
    const es = centreLineCrossings(h, R, 0);
    expect(es).toHaveLength(1);
    expect(es[0]!.t).toBeCloseTo(0.5 + (200 + R) / 400, 2);
    expect(centreLineCrossings(ball('w3', [-200, 0], 0.5, [300, 0], [0, 0], 1.0), R, 0)).toEqual([]);
  });
});

describe('events stage', () => {
  it('files no stroke for a ball put down elsewhere by hand', () => {
    const stage = new EventsStage({ table: CAROM_MATCH_TABLE, discipline: 'libre' });
    const out = [];
    for (let i = 0; i < 4 * FPS; i++) {
      const t = i / FPS;
      const balls = [
        { id: 'white' as BallId, x: t < 1 ? 0 : 400, y: 0, vx: 0, vy: 0, observed: true, moving: false, unseenS: 0 },
        { id: 'red' as BallId, x: 600, y: 300, vx: 0, vy: 0, observed: true, moving: false, unseenS: 0 },
      ];
      const s = stage.update({ frame: i, t, balls, pinsStanding: [], pinsFallen: [], backfill: [] });
      if (s) out.push(s);
    }
    const last = stage.flush();
    if (last) out.push(last);
    expect(out).toEqual([]);
  });
});

describe('touchPlace', () => {
  it('is 2R back from the rest place against the departure', () => {
    const s: Start = { id: 'red', first: 0, t: 0.5, rest: [100, 50], dir: [0.6, 0.8], speed: 800, hidden: false, lastRestT: 0.5, departT: 0.5 };
    const [x, y] = touchPlace(s, R);
    expect(x).toBeCloseTo(100 - 2 * R * 0.6, 9);
    expect(y).toBeCloseTo(50 - 2 * R * 0.8, 9);
  });
});
