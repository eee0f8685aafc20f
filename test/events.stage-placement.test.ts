/**
 * A ball placed by hand between strokes (issue 6, session 58; src/events/placement.ts, stage.ts
 * `expectPlacement`): after a five-pins foul the incoming white is carried by hand 2.3 m for the free ball,
 * unseen 1.02 s, seen again elsewhere at rest and struck 0.69 s later (the lead's held-out render
 * five-pins-60-7101, docs/service.md "Session 57: the two extras"). Unseen over GONE_FROM_REST_S and back
 * elsewhere, the stage read it as struck off the table unseen and put back: a flagged extra stroke. Told by the
 * previous verdict that a hand may place the white, the stage reads a placement: no stroke, and the strike that
 * follows is one stroke from the new place. A ball the verdict does not name keeps the old reading. Tracked
 * frames built from the geometry (a little detector noise at rest), at 60 and 30 fps; and a physics stroke from the
 * free-ball spot through the simulated detector and the tracker, the white's detections moved to where it lay
 * before the carry and dropped during it.
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { EventsStage } from '../src/events/stage.js';
import type { ExtractedStroke } from '../src/events/extract.js';
import { Tracker, type TrackedFrame } from '../src/track/tracker.js';
import { simulate } from '../src/sim/physics/index.js';
import { simulateDetections } from '../src/track/simulated-detections.js';
import { CLASS_CODE, type DetectionFrame } from '../src/track/detections.js';

type Pos = [number, number];
/** Where a ball is at t, or null while a hand hides it. */
type Script = (t: number) => Pos | null;

const REST: Record<'white' | 'yellow' | 'red', Pos> = { white: [-1256.3, 496.9], yellow: [700, 350], red: [-300, -400] };
/** Where the hand puts the white down for the free ball (the render's: 2.3 m from where it lay). */
const FREE_BALL: Pos = [1065.9, 0.1];
const HIDE = 2, BACK = HIDE + 1.02;

const still = (p: Pos): Script => () => p;
/** Lies at `from`, hidden by the hand in [t0, t1), then lies at `to`. */
const carried = (from: Pos, to: Pos, t0: number, t1: number): Script => (t) => (t < t0 ? from : t < t1 ? null : to);
/** Then, from `at`, struck towards -x at 1.5 m/s for 0.6 s. */
const struckAt = (s: Script, at: number): Script => (t) => {
  const p = s(Math.min(t, at));
  return t < at || !p ? p : [p[0] - 1500 * Math.min(t - at, 0.6), p[1]];
};

function frames(fps: number, endS: number, scripts: Partial<Record<BallId, Script>>): TrackedFrame[] {
  const all = { white: still(REST.white), yellow: still(REST.yellow), red: still(REST.red), ...scripts } as Record<BallId, Script>;
  const lastSeen = new Map<BallId, { t: number; p: Pos }>();
  const out: TrackedFrame[] = [];
  for (let i = 0; i / fps <= endS; i++) {
    const t = i / fps;
    const balls = (Object.keys(all) as BallId[]).map((id, k) => {
      const p = all[id]!(t);
      if (p) lastSeen.set(id, { t, p });
      // An unseen ball: the tracker coasts it where it was last seen.
      const [x, y] = p ?? lastSeen.get(id)?.p ?? REST.white;
      const w = (j: number) => 0.6 * Math.sin(7 * i + j);
      return { id, x: x + w(k), y: y + w(k + 1), vx: 0, vy: 0, observed: p !== null, moving: false, unseenS: t - (lastSeen.get(id)?.t ?? 0) };
    });
    out.push({ frame: i, t, balls, pinsStanding: [], pinsFallen: [], backfill: [] });
  }
  return out;
}

/**
 * Each stroke the stage hands out, and the placements it read. `placeable` is told before the first frame and
 * after each stroke handed out (`after`, as the service does with each verdict). Called optionally: the base
 * code, without `expectPlacement`, runs its own reading (the tests that should fail there do so on the figures).
 */
function run(fs: readonly TrackedFrame[], placeable: BallId[], after: (s: ExtractedStroke) => BallId[] = () => []) {
  const stage = new EventsStage({ table: CAROM_MATCH_TABLE, discipline: 'five-pins' }) as EventsStage & Partial<Pick<EventsStage, 'expectPlacement' | 'takePlacements'>>;
  stage.expectPlacement?.(placeable);
  const strokes: ExtractedStroke[] = [];
  const placed: { ball: BallId; at: Pos }[] = [];
  const take = (s: ExtractedStroke | null) => {
    placed.push(...(stage.takePlacements?.() ?? []).map((p) => ({ ball: p.ball, at: [p.at[0], p.at[1]] as Pos })));
    if (!s) return;
    strokes.push(s);
    stage.expectPlacement?.(after(s));
  };
  for (const f of fs) take(stage.update(f));
  take(stage.flush());
  return { strokes, placed };
}

const strike = (s: ExtractedStroke) => s.events.find((e) => e.kind === 'strike')!;
const offTable = (s: ExtractedStroke) => s.events.filter((e) => e.kind === 'off-table').map((e) => e.kind === 'off-table' && e.ball);

describe('a free ball carried by hand 2.3 m, unseen 1.02 s (held-out five-pins-60-7101)', () => {
  for (const fps of [60, 30]) {
    it(`${fps} fps, the white placeable, put down and left: no stroke; its new place is read`, () => {
      const o = run(frames(fps, 8, { white: carried(REST.white, FREE_BALL, HIDE, BACK) }), ['white']);
      expect(o.strokes).toEqual([]);
      expect(o.placed).toHaveLength(1);
      expect(o.placed[0]!.ball).toBe('white');
      expect(Math.hypot(o.placed[0]!.at[0] - FREE_BALL[0], o.placed[0]!.at[1] - FREE_BALL[1])).toBeLessThan(2);
    });

    it(`${fps} fps, the white placeable, struck 0.69 s after it was put down: one stroke, from its new place`, () => {
      const o = run(frames(fps, 8, { white: struckAt(carried(REST.white, FREE_BALL, HIDE, BACK), BACK + 0.69) }), ['white']);
      expect(o.strokes.map((s) => s.struck)).toEqual(['white']);
      const s = o.strokes[0]!;
      expect(strike(s).t).toBeCloseTo(BACK + 0.69, 1);
      expect(offTable(s)).toEqual([]);
      const [x, y] = s.before.balls.white!;
      expect(Math.hypot(x - FREE_BALL[0], y - FREE_BALL[1])).toBeLessThan(5);
    });

    it(`${fps} fps, the white placeable, struck 2 s after it was put down (the stroke closed before): one stroke`, () => {
      const o = run(frames(fps, 9, { white: struckAt(carried(REST.white, FREE_BALL, HIDE, BACK), BACK + 2) }), ['white']);
      expect(o.strokes.map((s) => s.struck)).toEqual(['white']);
      expect(strike(o.strokes[0]!).t).toBeCloseTo(BACK + 2, 1);
    });
  }

  it('the hand over it 4 s (the referee waits for the player): no stroke', () => {
    expect(run(frames(60, 10, { white: carried(REST.white, FREE_BALL, HIDE, HIDE + 4) }), ['white']).strokes).toEqual([]);
  });
});

describe('a ball the verdict does not let a hand place keeps the reading "struck off the table unseen, put back"', () => {
  for (const placeable of [[], ['yellow']] as BallId[][]) {
    it(`placeable [${placeable.join(', ')}]: the white's stroke off the table at its last sight, then its next stroke`, () => {
      const o = run(frames(60, 8, { white: struckAt(carried(REST.white, FREE_BALL, HIDE, BACK), BACK + 0.69) }), placeable);
      expect(o.strokes.map((s) => s.struck)).toEqual(['white', 'white']);
      expect(offTable(o.strokes[0]!)).toEqual(['white']);
      expect(strike(o.strokes[0]!).t).toBeCloseTo(HIDE, 2);
      expect(offTable(o.strokes[1]!)).toEqual([]);
      expect(o.placed).toEqual([]);
    });
  }

  it('the yellow carried while only the white is placeable: the yellow\'s off-table stroke', () => {
    const o = run(frames(60, 8, { yellow: carried(REST.yellow, FREE_BALL, HIDE, BACK) }), ['white']);
    expect(o.strokes.map((s) => s.struck)).toEqual(['yellow']);
    expect(offTable(o.strokes[0]!)).toEqual(['yellow']);
  });
});

describe('the list ends with the next stroke handed out', () => {
  it('placed, struck, then carried out of sight again and put back: the second carry is the off-table reading', () => {
    const first = struckAt(carried(REST.white, FREE_BALL, HIDE, BACK), BACK + 0.69);
    const end: Pos = [FREE_BALL[0] - 900, FREE_BALL[1]], again = 9;
    const white: Script = (t) => (t < again ? first(t) : carried(end, REST.white, again, again + 1.02)(t));
    const o = run(frames(60, 13, { white }), ['white']);
    expect(o.strokes.map((s) => s.struck)).toEqual(['white', 'white']);
    expect(offTable(o.strokes[0]!)).toEqual([]);
    expect(offTable(o.strokes[1]!)).toEqual(['white']);
    expect(strike(o.strokes[1]!).t).toBeCloseTo(again, 2);
  });

  it('the verdict after the placed ball\'s stroke lets the hand place it again: no second stroke', () => {
    const first = struckAt(carried(REST.white, FREE_BALL, HIDE, BACK), BACK + 0.69);
    const end: Pos = [FREE_BALL[0] - 900, FREE_BALL[1]], again = 9;
    const white: Script = (t) => (t < again ? first(t) : carried(end, REST.white, again, again + 1.02)(t));
    const o = run(frames(60, 13, { white }), ['white'], () => ['white']);
    expect(o.strokes.map((s) => s.struck)).toEqual(['white']);
  });
});

/** Detections of the white moved to `from` before the hand takes it, and none while the hand carries it. */
function carriedDetections(f: DetectionFrame, from: Pos, t0: number, t1: number): DetectionFrame {
  const white = CLASS_CODE['ball-white'];
  const keep = [...Array(f.count).keys()].filter((i) => f.cls[i] !== white || !(f.t >= t0 && f.t < t1));
  const at = (i: number, k: 0 | 1) => (f.cls[i] === white && f.t < t0 ? from[k] : k === 0 ? f.x[i]! : f.y[i]!);
  return { frame: f.frame, t: f.t, count: keep.length, cls: Uint8Array.from(keep, (i) => f.cls[i]!), x: Float64Array.from(keep, (i) => at(i, 0)),
    y: Float64Array.from(keep, (i) => at(i, 1)), confidence: Float32Array.from(keep, (i) => f.confidence[i]!) };
}

describe('through the tracker (simulated detections, no noise but the rest jitter): the free ball carried, then struck', () => {
  const CLEAN = { restNoiseMm: 0.3, missRate: 0, falsePerFrame: 0, burstRate: 0, cueOcclusion: { before: 0, after: 0, followThroughMm: 0, lengthMm: 0 } };
  const tracked = (fps: number) => {
    const t0 = BACK + 0.69, table = CAROM_MATCH_TABLE;
    const sim = simulate({ balls: [{ id: 'white', pos: FREE_BALL }, { id: 'yellow', pos: REST.yellow }, { id: 'red', pos: REST.red }] },
      { ball: 'white', speed: 1200, direction: Math.PI }, table, undefined, { t0 });
    const det = simulateDetections([{ sim }], table, { fps, seed: 5, from: 0, to: sim.end + 1.5, detector: CLEAN });
    const tr = new Tracker(table, 'five-pins');
    return { t0, frames: det.frames.map((f) => tr.update(carriedDetections(f, REST.white, HIDE, BACK))) };
  };
  for (const fps of [60, 30]) {
    it(`${fps} fps, placeable: one stroke, the white's, from the free-ball spot`, () => {
      const { t0, frames: fs } = tracked(fps);
      const o = run(fs, ['white']);
      expect(o.strokes.map((s) => s.struck)).toEqual(['white']);
      expect(strike(o.strokes[0]!).t).toBeCloseTo(t0, 1);
      expect(offTable(o.strokes[0]!)).toEqual([]);
      const [x, y] = o.strokes[0]!.before.balls.white!;
      expect(Math.hypot(x - FREE_BALL[0], y - FREE_BALL[1])).toBeLessThan(5);
    });
    it(`${fps} fps, not placeable: the off-table stroke at its last sight, then the white's (passes on the base)`, () => {
      const { t0, frames: fs } = tracked(fps);
      const o = run(fs, []);
      expect(o.strokes.map((s) => s.struck)).toEqual(['white', 'white']);
      expect(offTable(o.strokes[0]!)).toEqual(['white']);
      expect(strike(o.strokes[1]!).t).toBeCloseTo(t0, 1);
    });
  }
});
