import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE, type TableModel } from '../src/geometry/tables.js';
import { judgeMatch } from '../src/rules/match.js';
import { type Initial, type Shot, simulate } from '../src/sim/physics/index.js';
import { simulateDetections } from '../src/track/simulated-detections.js';
import { Tracker } from '../src/track/tracker.js';
import { extractStroke } from '../src/events/extract.js';
import { EventsStage } from '../src/events/stage.js';
import { buildMatch } from '../src/events/match.js';
import { fitLine, meeting, fitPiece } from '../src/events/fit.js';
import type { BallId, Discipline } from '../src/contracts/ids.js';
import { russianRack } from '../src/sim/scenarios/layouts.js';
import { vanished } from '../src/events/vanish.js';
import { ballContacts } from '../src/events/contacts.js';

const PINS_UP = { centre: 'standing', top: 'standing', bottom: 'standing', left: 'standing', right: 'standing' } as const;

function run(initial: Initial, shot: Shot, table: TableModel, discipline: Discipline, fps = 60, seed = 5) {
  const sim = simulate(initial, shot, table, undefined, { t0: 1 });
  const det = simulateDetections([{ sim, shotDirection: shot.direction }], table, { fps, seed });
  const tr = new Tracker(table, discipline);
  const frames = det.frames.map((f) => tr.update(f));
  return { sim, ex: extractStroke(frames, { table, discipline }), frames };
}

const near = (found: readonly StrokeEvent[], e: StrokeEvent, tol: number) =>
  found.find((f) => f.kind === e.kind && Math.abs(f.t - e.t) <= tol && JSON.stringify({ ...f, t: 0, confidence: 0, frame: 0 }) === JSON.stringify({ ...e, t: 0, confidence: 0, frame: 0 }));

describe('fits', () => {
  it('fits a line and meets two paths at the right distance', () => {
    const l = fitLine([0, 1, 2], [1, 3, 5]);
    expect([l.v, l.p]).toEqual([2, 3]);
    const a = fitPiece([0, 1], [0, 100], [0, 0]), b = fitPiece([0, 1], [300, 300], [0, 0]);
    expect(meeting(a, b, 60).first).toBeCloseTo(2.4, 9);
  });
});

describe('events from tracked simulated detections', () => {
  it('finds strike, a ball-ball contact and cushion hits with sub-frame times (carom, 60 and 30 fps)', () => {
    for (const fps of [60, 30]) {
      const { sim, ex } = run({ balls: [{ id: 'white', pos: [-700, 100] }, { id: 'yellow', pos: [-200, 150] }, { id: 'red', pos: [600, -300] }] },
        { ball: 'white', speed: 2500, direction: 0.05, tip: { side: 0, height: 0.2 } }, CAROM_MATCH_TABLE, 'three-cushion', fps);
      const truth = sim.events.filter((e) => e.kind === 'ball-ball' || e.kind === 'cushion');
      expect(truth.length).toBeGreaterThan(2);
      for (const e of truth) expect(near(ex.events, e, 0.5 / fps), `${fps} fps: ${JSON.stringify(e)}`).toBeDefined();
      expect(ex.events[0]).toMatchObject({ kind: 'strike', ball: 'white' });
      expect(Math.abs(ex.events[0]!.t - 1)).toBeLessThan(1 / fps);
      expect(ex.events.every((e) => typeof e.frame === 'number' && e.confidence! > 0 && e.confidence! <= 1)).toBe(true);
      expect(ex.events[ex.events.length - 1]!.kind).toBe('rest');
      expect(ex.before.balls.white![0]).toBeCloseTo(-700, 0);
    }
  });

  it('finds a thin kiss that moves the object ball a few mm', () => {
    // Cut so thin the object ball barely moves: aim to pass at 2R minus 0.05 mm.
    const R = CAROM_MATCH_TABLE.ballRadius, off = Math.asin((2 * R - 0.05) / 600);
    const { sim, ex } = run({ balls: [{ id: 'white', pos: [-600, 0] }, { id: 'red', pos: [0, 0] }, { id: 'yellow', pos: [900, 500] }] },
      { ball: 'white', speed: 1500, direction: off }, CAROM_MATCH_TABLE, 'three-cushion');
    const kiss = sim.events.find((e) => e.kind === 'ball-ball')!;
    expect(kiss).toBeDefined();
    const moved = Math.hypot(...(sim.stateAt(sim.end).balls.red!.pos.map((v, i) => v - [0, 0][i]!) as [number, number]));
    expect(moved).toBeLessThan(30);
    expect(near(ex.events, kiss, 2 / 60)).toBeDefined();
  });

  it('reports no contact for a clear miss', () => {
    const R = CAROM_MATCH_TABLE.ballRadius, off = Math.asin((2 * R + 8) / 600);
    const { sim, ex } = run({ balls: [{ id: 'white', pos: [-600, 0] }, { id: 'red', pos: [0, 0] }, { id: 'yellow', pos: [900, 500] }] },
      { ball: 'white', speed: 1500, direction: off }, CAROM_MATCH_TABLE, 'three-cushion');
    expect(sim.events.some((e) => e.kind === 'ball-ball' && e.balls.includes('red'))).toBe(false);
    expect(ex.events.some((e) => e.kind === 'ball-ball' && e.balls.includes('red') && (e.confidence ?? 1) >= 0.5)).toBe(false);
  });

  it('five-pins: the pin knocked down, and by which ball', () => {
    const { sim, ex } = run({ balls: [{ id: 'white', pos: [-600, 0] }, { id: 'yellow', pos: [1000, 500] }, { id: 'red', pos: [700, -400] }], pins: PINS_UP },
      { ball: 'white', speed: 2000, direction: 0 }, CAROM_MATCH_TABLE, 'five-pins');
    const falls = sim.events.filter((e) => e.kind === 'pin-fall');
    expect(falls.length).toBeGreaterThan(0);
    for (const e of falls) expect(near(ex.events, e, 0.1), JSON.stringify(e)).toBeDefined();
    expect(ex.after.pins).toMatchObject(Object.fromEntries(falls.map((e) => [e.kind === 'pin-fall' ? e.pin : '', 'fallen'])));
  });

  it('Russian: a ball vanishing in a pocket mouth is pocketed there', () => {
    const hx = PYRAMID_12FT_TABLE.length / 2, hy = PYRAMID_12FT_TABLE.width / 2;
    const { sim, ex } = run({ balls: [{ id: 'w1', pos: [1300, 400] }, { id: 'w2', pos: [0, -300] }, { id: 'colour', pos: [-500, 0] }] },
      { ball: 'w1', speed: 2000, direction: Math.atan2(hy - 400, hx - 1300) }, PYRAMID_12FT_TABLE, 'russian-colour');
    expect(sim.events.filter((e) => e.kind === 'pocket')).toMatchObject([{ ball: 'w1', pocket: 'top-left' }]);
    expect(ex.events.filter((e) => e.kind === 'pocket')).toMatchObject([{ pocket: 'top-left' }]);
    expect(ex.after.balls).not.toHaveProperty(ex.struck!);
  });
});

describe('stage and match', () => {
  it('cuts a stream into one stroke per shot and builds a judged match file', () => {
    const table = CAROM_MATCH_TABLE;
    const s1 = simulate({ balls: [{ id: 'white', pos: [-700, 100] }, { id: 'yellow', pos: [-200, 150] }, { id: 'red', pos: [600, -300] }] },
      { ball: 'white', speed: 1500, direction: 0.05 }, table, undefined, { t0: 1 });
    const after = s1.stateAt(s1.end).balls;
    const s2 = simulate({ balls: (['white', 'yellow', 'red'] as const).map((id) => ({ id, pos: after[id]!.pos })) },
      { ball: 'yellow', speed: 1200, direction: 2 }, table, undefined, { t0: s1.end + 2 });
    const det = simulateDetections([{ sim: s1 }, { sim: s2 }], table, { fps: 60, seed: 9 });
    const tr = new Tracker(table, 'three-cushion');
    const stage = new EventsStage({ table, discipline: 'three-cushion' });
    const strokes = det.frames.map((f) => stage.update(tr.update(f))).filter((s) => s !== null);
    const last = stage.flush();
    if (last) strokes.push(last);
    expect(strokes.length).toBe(2);
    expect(strokes.map((s) => s!.struck)).toEqual(['white', 'yellow']);
    const header = { discipline: 'three-cushion' as const, distance: 50, players: ['A', 'B'] as [string, string], balls: { A: 'white' as const, B: 'yellow' as const } };
    const match = buildMatch(header, strokes as NonNullable<(typeof strokes)[number]>[]);
    expect(match.strokes.map((s) => s.shooter)).toEqual(['A', 'B']);
    expect(() => judgeMatch(match)).not.toThrow();
  });

  it('rejects out-of-range stage thresholds', () => {
    expect(() => new EventsStage({ table: CAROM_MATCH_TABLE, discipline: 'libre' }, { restHoldS: 0 })).toThrow(/events\.restHoldS/);
  });
});

describe('frozen clusters and lost balls (issue 6)', () => {
  // A hang guard, not a speed target: each rack-break test simulates and tracks a 16-ball break at 60 and 30 fps.
  // They took 32-35 s under a load of 20 (session 44, helpers beside npm test), over vitest's 30 s default; a hang
  // still fails within minutes.
  const RACK_LIMIT_MS = 180_000;
  it('Russian rack break: every pair the impulse passes through is reported at the hit, flagged, none before it', () => {
    const rack = russianRack();
    const balls = Object.entries(rack.balls).map(([id, pos]) => ({ id: id as BallId, pos: pos! }));
    const w1 = rack.balls.w1!, w7 = rack.balls.w7!;
    for (const fps of [60, 30]) {
      const { sim, ex } = run({ balls }, { ball: 'w7', speed: 6500, direction: Math.atan2(w1[1] - w7[1], w1[0] - w7[0]) + 0.002 }, PYRAMID_12FT_TABLE, 'russian-colour', fps, 11);
      const bb = sim.events.filter((e) => e.kind === 'ball-ball');
      const hitT = bb[0]!.t, key = (p: readonly string[]) => [...p].sort().join('+');
      const truePairs = new Set(bb.filter((e) => e.t < hitT + 0.005).map((e) => key(e.balls)));
      expect(truePairs.size).toBeGreaterThanOrEqual(7);
      // The tracker numbers identical whites by position: name them by the rack place they were tracked at.
      const named = (id: string): string => {
        const p = ex.before.balls[id as BallId]!;
        return balls.reduce((a, b) => (Math.hypot(b.pos[0] - p[0], b.pos[1] - p[1]) < Math.hypot(a.pos[0] - p[0], a.pos[1] - p[1]) ? b : a)).id;
      };
      const found = ex.events.filter((e) => e.kind === 'ball-ball' && (e.confidence ?? 1) >= 0.5 && Math.abs(e.t - hitT) <= 3 / fps)
        .map((e) => ({ ...e, balls: e.kind === 'ball-ball' ? e.balls.map(named) : [] }));
      for (const p of truePairs) expect(found.some((e) => key(e.balls) === p), `${fps} fps: ${p}`).toBe(true);
      expect(found.filter((e) => !truePairs.has(key(e.balls))).map((e) => key(e.balls)), `${fps} fps extra`).toEqual([]);
      expect(ex.events.some((e) => e.kind === 'ball-ball' && e.t < hitT - 3 / fps), `${fps} fps: a contact before the hit`).toBe(false);
      // The inside of the rack is inferred, never seen: the stroke goes to the referee.
      expect(Math.min(...ex.events.map((e) => e.confidence ?? 1))).toBeLessThan(0.9);
    }
  }, RACK_LIMIT_MS);

  it('Russian rack break: a pair the model touches twice inside the cascade is reported twice (the hitter catching the ball it stopped behind)', () => {
    const rack = russianRack();
    const balls = Object.entries(rack.balls).map(([id, pos]) => ({ id: id as BallId, pos: pos! }));
    const w1 = rack.balls.w1!, w7 = rack.balls.w7!;
    const key = (p: readonly string[]) => [...p].sort().join('+');
    const counts = (es: readonly { balls: readonly string[] }[]): Map<string, number> => es.reduce((m, e) => m.set(key(e.balls), (m.get(key(e.balls)) ?? 0) + 1), new Map<string, number>());
    for (const fps of [60, 30]) {
      const { sim, ex } = run({ balls }, { ball: 'w7', speed: 6500, direction: Math.atan2(w1[1] - w7[1], w1[0] - w7[0]) + 0.002 }, PYRAMID_12FT_TABLE, 'russian-colour', fps, 11);
      const bb = sim.events.filter((e) => e.kind === 'ball-ball');
      const hitT = bb[0]!.t;
      const truth = counts(bb.filter((e) => e.t < hitT + 0.02));
      const named = (id: string): string => {
        const p = ex.before.balls[id as BallId]!;
        return balls.reduce((a, b) => (Math.hypot(b.pos[0] - p[0], b.pos[1] - p[1]) < Math.hypot(a.pos[0] - p[0], a.pos[1] - p[1]) ? b : a)).id;
      };
      const found = counts(ex.events.flatMap((e) => (e.kind === 'ball-ball' && (e.confidence ?? 1) >= 0.5 && Math.abs(e.t - hitT) <= 3 / fps ? [{ balls: e.balls.map(named) }] : [])));
      expect(truth.get('w1+w7'), 'the simulator touches w7 and w1 twice').toBe(2);
      expect(found.get('w1+w7'), `${fps} fps: the hitter's second touch`).toBe(2);
      // Per pair, the model's count of touches within a frame of the truth's (one pair off at most by one: which of two
      // touching pairs is pressed again depends on gaps of hundredths of a mm no camera measures).
      const off = [...new Set([...truth.keys(), ...found.keys()])].reduce((s, k) => s + Math.abs((truth.get(k) ?? 0) - (found.get(k) ?? 0)), 0);
      expect(off, `${fps} fps: ${JSON.stringify([...truth])} vs ${JSON.stringify([...found])}`).toBeLessThanOrEqual(2);
    }
  }, RACK_LIMIT_MS);

  it('two balls at rest side by side do not touch when a third ball strikes one of them away', () => {
    const R = PYRAMID_12FT_TABLE.ballRadius, t = Array.from({ length: 90 }, (_, k) => k / 60), noise = (k: number, s: number) => 0.4 * Math.sin(k * s);
    // a rests; b rests 1 mm beyond touching and is struck away (+x, 1.5 m/s) at t = 1 by a ball not shown.
    const a = { id: 'w1' as BallId, t, x: t.map((_, k) => noise(k, 1.7)), y: t.map((_, k) => noise(k, 2.3)), runs: [] as [number, number][] };
    const b = { id: 'w2' as BallId, t, x: t.map((s, k) => 2 * R + 1 + Math.max(0, s - 1) * 1500 + noise(k, 3.1)), y: t.map((_, k) => noise(k, 0.7)), runs: [[60, 89]] as [number, number][] };
    expect(ballContacts([a, b], R, t)).toEqual([]);
  });

  it('a ball struck between two frames and last seen short of a corner jaw went down that pocket, not off the table', () => {
    // 25 fps: at rest, then hit between frames (its fitted path lags), last seen ~120 mm from the top-left mouth.
    const t = [32.68, 32.72, 32.76, 32.8];
    const h = { id: 'w5' as BallId, t, x: [1492, 1490, 1542, 1671], y: [771, 769, 788, 831], runs: [[1, 3]] as [number, number][] };
    const out = vanished(h, PYRAMID_12FT_TABLE, 33.5, []);
    expect(out.some((e) => e.kind === 'off-table')).toBe(false);
    const pocket = out.find((e) => e.kind === 'pocket');
    expect(pocket?.kind === 'pocket' && pocket.pocket).toBe('top-left');
    // Until session 60 the tail's fit ran through the rest point before the strike (a 2 mm step passes the step speed
    // at 25 fps), lagged the ball behind its last sight, and the pocket was read only from where the ball would have
    // been a frame on (NEXT_FRAME_POCKET_CONFIDENCE 0.85, for the referee). The tail now stops at the point the ball
    // left its rest from (movingTail, `rollingAt`): the fit carries it past its last sight into the mouth's reach, the
    // reading every pot seen that close gets.
    expect(pocket?.confidence).toBe(0.95);
  });

  it('a ball lost far from every cushion did not leave the table: its off-table call is doubtful', () => {
    const t = Array.from({ length: 20 }, (_, k) => 1 + k / 60);
    const h = { id: 'w3' as BallId, t, x: t.map((s) => 300 + 1000 * (s - 1)), y: t.map(() => 100), runs: [[0, 19]] as [number, number][] };
    const out = vanished(h, PYRAMID_12FT_TABLE, 3, []);
    expect(out.find((e) => e.kind === 'off-table')?.confidence).toBeLessThan(0.9);
    // Near a cushion it may have jumped: as sure as before.
    const hr = { ...h, y: t.map(() => PYRAMID_12FT_TABLE.width / 2 - 60) };
    expect(vanished(hr, PYRAMID_12FT_TABLE, 3, []).find((e) => e.kind === 'off-table')?.confidence).toBe(0.9);
  });
});
