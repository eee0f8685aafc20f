/**
 * The weak spots of the first extractor, on hand-made paths with known
 * answers: thin kisses fitted a few mm wide, balls hit into a near rail
 * (the first points are the rebound), jaw touches before a pocket, broken
 * identities, and the tracker picking a fast ball up again after a miss.
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import type { StrokeEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE, pocketCentres } from '../src/geometry/tables.js';
import { cadreLines, ON_LINE_TOLERANCE_MM } from '../src/geometry/zones.js';
import { LINE_DOUBT_CONFIDENCE } from '../src/events/zone-doubt.js';
import { LINE_DOUBT_MM } from '../src/geometry/zone-lines.js';
import { ballContacts } from '../src/events/contacts.js';
import { CONTESTED_CONFIDENCE, extractStroke, touchingStart } from '../src/events/extract.js';
import { type BallHistory, histories } from '../src/events/history.js';
import { causes } from '../src/events/causes.js';
import { startsOf } from '../src/events/starts.js';
import { cushionContacts } from '../src/events/cushions.js';
import { vanished } from '../src/events/vanish.js';
import { centreBounds } from '../src/track/geometry.js';
import { toDetectionFrame } from '../src/track/detections.js';
import { Tracker, type TrackedFrame } from '../src/track/tracker.js';
import { framesOf, type Path } from './events-helpers.js';

const FPS = 60;

/** Tracked frames at FPS over [0, end]. */
const framesAt = (paths: Partial<Record<BallId, Path>>, end: number): TrackedFrame[] => framesOf(paths, end, FPS);

const hist = (frames: TrackedFrame[]): BallHistory[] => [...histories(frames).values()];
/** Rest at p, then from t0 on at velocity v. */
const line = (p: [number, number], t0: number, v: [number, number]): Path => (t) => [p[0] + v[0] * Math.max(0, t - t0), p[1] + v[1] * Math.max(0, t - t0)];
/** A tiny deterministic wobble (mm) so fits have a noise to measure. */
const wobble = (path: Path, a = 0.4): Path => (t) => { const q = path(t); return q && [q[0] + a * Math.sin(t * 977), q[1] + a * Math.cos(t * 1231)]; };

describe('thin kisses fitted a few mm wide', () => {
  const R = CAROM_MATCH_TABLE.ballRadius;
  const passer = wobble(line([-600, 2 * R + 4], 0.5, [1800, 0]));
  it('reports a contact, flagged, when the ball at rest starts right as the other passes', () => {
    // The passer is level with yellow (x = 0) at 0.5 + 600/1800 s; yellow creeps off at 70 mm/s from then.
    const tc = 0.5 + 600 / 1800;
    const frames = framesAt({ white: passer, yellow: wobble(line([0, 0], tc, [0, -70])) }, 1.6);
    const found = ballContacts(hist(frames), R, frames.map((f) => f.t));
    const c = found.find((f) => f.event.balls.includes('yellow') && f.event.confidence !== undefined);
    expect(c).toBeDefined();
    expect(Math.abs(c!.event.t - tc)).toBeLessThan(2 / FPS);
    expect(c!.event.confidence!).toBeLessThan(0.9);
    expect(c!.event.confidence!).toBeGreaterThanOrEqual(0.5);
  });
  it('reports no contact when the ball at rest stays put', () => {
    const frames = framesAt({ white: passer, yellow: wobble(line([0, 0], 99, [0, 0])) }, 1.6);
    const found = ballContacts(hist(frames), R, frames.map((f) => f.t));
    expect(found.filter((f) => f.event.confidence !== undefined)).toEqual([]);
  });
});

describe('a ball hit into a near rail', () => {
  const R = CAROM_MATCH_TABLE.ballRadius;
  const lines = centreBounds(CAROM_MATCH_TABLE);
  // Yellow rests 6 mm from the top contact line; white (at rest until 0.5 s) comes in along +x and hits it full at t = 1, then is cut away along -y.
  // Yellow leaves along +x, hits the top cushion within a frame and is first seen coming back along -x.
  const rest: [number, number] = [lines.halfX - 6, 100];
  const hitAt: [number, number] = [rest[0] - 2 * R, rest[1]];
  const bounce = 1 + 6 / 1500;
  const yellow: Path = (t) => (t <= 1 ? rest : t <= bounce ? [rest[0] + 1500 * (t - 1), rest[1]] : [lines.halfX - 1200 * (t - bounce), rest[1]]);
  const white: Path = (t) => (t <= 0.5 ? [hitAt[0] - 1000, hitAt[1]] : t <= 1 ? [hitAt[0] - 2000 * (1 - t), hitAt[1]] : [hitAt[0], hitAt[1] - 900 * (t - 1)]);
  it('is caused by its hitter once the departure is unfolded in the cushion', () => {
    const hs = hist(framesAt({ white: wobble(white), yellow: wobble(yellow) }, 1.5));
    const st = startsOf(hs);
    const y = (why: ReturnType<typeof causes>) => why.find((c) => c.start.id === 'yellow')!;
    expect(y(causes(hs, st, R)).by).toBeNull();
    const withLines = y(causes(hs, st, R, lines));
    expect(withLines.by).toBe('white');
    expect(withLines.reflected).toBe(true);
  });
});

describe('a cushion hit again right after a ball contact', () => {
  const table = CAROM_MATCH_TABLE;
  const L = centreBounds(table).halfY;
  /** Normal distance below the left contact line over time, x rolling on; `u` piecewise linear through the given knots. */
  const along = (knots: [number, number][]): Path => (t) => {
    let k = 0;
    while (k < knots.length - 2 && t > knots[k + 1]![0]) k++;
    const [t0, u0] = knots[k]!, [t1, u1] = knots[k + 1]!;
    const w = Math.min(1, Math.max(0, (t - t0) / (t1 - t0)));
    return [-300 + 800 * t, L - (u0 + w * (u1 - u0))];
  };
  it('gives two contacts when the ball came back off the rail in between', () => {
    // In at 1200 mm/s to the line at 1.0 s, out 15 mm, pushed back by a ball onto the line at 1.04 s, then away.
    const path = along([[0.5, 600], [1.0, 0], [1.02, 15], [1.04, 0], [1.6, 300]]);
    const [h] = hist(framesAt({ white: wobble(path, 0.3) }, 1.8));
    const left = cushionContacts(h!, table).filter((e) => e.cushion === 'left');
    expect(left).toHaveLength(2);
    expect(Math.abs(left[0]!.t - 1.0)).toBeLessThan(1 / FPS);
    expect(Math.abs(left[1]!.t - 1.04)).toBeLessThan(1 / FPS);
  });
  it('gives one contact for one rebound with a noise bump on the way out', () => {
    const path = along([[0.5, 600], [1.0, 0], [1.05, 10], [1.0667, 8], [1.6, 250]]);
    const [h] = hist(framesAt({ white: wobble(path, 0.3) }, 1.8));
    expect(cushionContacts(h!, table).filter((e) => e.cushion === 'left')).toHaveLength(1);
  });
});

describe('jaw touches before a pocket', () => {
  const table = PYRAMID_12FT_TABLE;
  const c = pocketCentres(table)['top-left'];
  it('leaves a turn in the mouth to the mouth analysis, which finds no wall there', () => {
    // Towards the top-left corner along (1, 1), down the pocket's axis; 60 mm before the corner it turns towards +y,
    // 43 mm from the top jaw point (farther than touching): the pocket, and no jaw (mouths.ts reads jaws from the walls;
    // the old sideways-step rule of vanish.ts called this a top jaw touch, and was wrong 11 times of 13 on development).
    const v = 900, turnAt = 1 + (Math.hypot(400, 400) - 60) / v;
    const p0: [number, number] = [c[0] - 400, c[1] - 400];
    const path = (t: number): [number, number] | null => {
      if (t > turnAt + 0.05) return null;
      const s = v * Math.max(0, t - 1) / Math.SQRT2;
      const bend = t > turnAt ? 300 * (t - turnAt) : 0;
      return [p0[0] + s - bend / 2, p0[1] + s + bend];
    };
    const [h] = hist(framesAt({ w1: wobble(path) }, 2.5));
    expect(vanished(h!, table, 2.5, []).map((e) => e.kind)).toEqual(['pocket']);
    expect(cushionContacts(h!, table)).toEqual([]);
  });
  it('reports none for a ball that drops straight', () => {
    const p0: [number, number] = [c[0] - 400, c[1] - 400];
    const path = (t: number): [number, number] | null => (t > 1.5 ? null : [p0[0] + 700 * Math.max(0, t - 1), p0[1] + 700 * Math.max(0, t - 1)]);
    const [h] = hist(framesAt({ w1: wobble(path) }, 2.5));
    expect(vanished(h!, table, 2.5, []).map((e) => e.kind)).toEqual(['pocket']);
  });
});

describe('broken identities are flagged', () => {
  const table = CAROM_MATCH_TABLE;
  const restConfidence = (es: readonly StrokeEvent[]): number => es.find((e) => e.kind === 'rest')!.confidence!;
  const white = wobble(line([-800, 0], 1, [1500, 0]));
  it('a ball first seen moving mid-stroke leaves the stroke under the high-confidence line', () => {
    const born: Path = (t) => (t < 1.5 ? null : [300 + 800 * (t - 1.5), -400]);
    const ex = extractStroke(framesAt({ white, yellow: wobble(line([-200, 500], 99, [0, 0])), red: wobble(born) }, 2.5), { table, discipline: 'three-cushion' });
    expect(restConfidence(ex.events)).toBeLessThan(0.9);
  });
  it('a ball lost at rest in the middle of the table does too', () => {
    const lost: Path = (t) => (t > 1.4 ? null : [300, -400]);
    const ex = extractStroke(framesAt({ white, yellow: wobble(line([-200, 500], 99, [0, 0])), red: wobble(lost) }, 2.5), { table, discipline: 'three-cushion' });
    expect(restConfidence(ex.events)).toBeLessThan(0.9);
  });
  it('a clean stroke stays confident', () => {
    const ex = extractStroke(framesAt({ white, yellow: wobble(line([-200, 500], 99, [0, 0])), red: wobble(line([300, -400], 99, [0, 0])) }, 2.5), { table, discipline: 'three-cushion' });
    expect(restConfidence(ex.events)).toBe(1);
  });
});

describe('tracker: a fast ball missed right after a hit', () => {
  it('comes back far down its line under its own id, not a new one', () => {
    const table = PYRAMID_12FT_TABLE;
    const tracker = new Tracker(table, 'russian-colour');
    // Two whites at rest; the one at (-1200, 0) leaves at 3200 mm/s along +x at t = 0.3 s and is missed in the two frames after (30 fps).
    const dt = 1 / 30;
    let last: TrackedFrame | null = null, startId: string | null = null;
    for (let i = 0; i < 20; i++) {
      const t = i * dt;
      const dets = [{ class: 'ball-white', x: -600, y: 300, confidence: 0.9 }];
      if (!(t > 0.3 && t < 0.3 + 2.5 * dt)) dets.push({ class: 'ball-white', x: -1200 + 3200 * Math.max(0, t - 0.3), y: 0, confidence: 0.9 });
      last = tracker.update(toDetectionFrame({ frame: i, t, detections: dets }));
      if (i === 3) startId = last.balls.find((b) => b.x < -1000)!.id;
    }
    expect(last!.balls).toHaveLength(2);
    const fast = last!.balls.find((b) => b.observed && b.y < 100)!;
    expect(fast.x).toBeGreaterThan(-300);
    expect(fast.id).toBe(startId);
  });
});

describe('tracker: a ball gone from the table is no obstacle', () => {
  it('a ball seen at rest keeps its id and detections while a lost ball is predicted back through it', () => {
    const table = PYRAMID_12FT_TABLE;
    const halfX = centreBounds(table).halfX;
    const tracker = new Tracker(table, 'russian-colour');
    // w runs at 3000 mm/s from (1000, -200) towards the top cushion line at y = 0 and is gone (as into a pocket) 60 mm before it;
    // its prediction bounces off the line and comes back through a ball resting where the reflected path passes.
    const dt = 1 / 30, len = Math.hypot(halfX - 1000, 200), ux = (halfX - 1000) / len, uy = 200 / len;
    const rest: [number, number] = [1450, (200 * (halfX - 1450)) / (halfX - 1000)];
    let restId: string | null = null;
    for (let i = 0; i < 24; i++) {
      const t = i * dt, s = 3000 * Math.max(0, t - 0.1);
      const dets = [{ class: 'ball-white', x: rest[0] + 0.3 * Math.sin(i), y: rest[1] + 0.3 * Math.cos(i), confidence: 0.9 }];
      if (1000 + s * ux < halfX - 60) dets.push({ class: 'ball-white', x: 1000 + s * ux, y: -200 + s * uy, confidence: 0.9 });
      const f = tracker.update(toDetectionFrame({ frame: i, t, detections: dets }));
      if (i < 3) continue; // confirmFrames before a first track
      const atRest = f.balls.find((b) => b.observed && Math.hypot(b.x - rest[0], b.y - rest[1]) < 5);
      expect(atRest, `frame ${i}`).toBeDefined();
      restId ??= atRest!.id;
      expect(atRest!.id, `frame ${i}`).toBe(restId);
    }
  });
});

describe('a ball partly under the cue at another ball\'s strike', () => {
  it('gives the strike to the ball at stroke speed, not to the slow jitter before it, and flags the doubt', () => {
    // White rests at (600, -640); from 1.0 s the cue covers part of it: its centre shifts and the tracker coasts on that
    // drift (35 mm in 0.3 s, as measured on a rendered one-cushion match), then it stays put, covered.
    const white: Path = (t) => (t < 1 ? [600, -640] : t < 1.3 ? [600, -640 - 117 * (t - 1)] : [600, -675]);
    // Yellow is struck at 1.2 s and runs at 2.5 m/s.
    const yellow = line([840, -660], 1.2, [2500, 0]);
    const frames = framesAt({ white, yellow, red: line([-900, 300], 99, [0, 0]) }, 2.5);
    const s = extractStroke(frames, { table: CAROM_MATCH_TABLE, discipline: 'three-cushion' });
    const strike = s.events.find((e) => e.kind === 'strike') as Extract<StrokeEvent, { kind: 'strike' }> | undefined;
    expect(strike?.ball).toBe('yellow');
    expect(strike!.confidence).toBeLessThan(0.9);
    expect(s.events.some((e) => e.kind === 'moved' && e.ball === 'white')).toBe(false);
  });
});

describe('a pickup the tracker could not settle', () => {
  // White rolls up the table and stops; yellow and red rest. Frame 40 backfills yellow, the chain fitting red almost as well.
  const paths = { white: wobble(line([-600, 0], 0.3, [900, 0])), yellow: wobble(line([700, 300], 99, [0, 0])), red: wobble(line([700, -300], 99, [0, 0])) };
  const rest = (frames: TrackedFrame[]) => extractStroke(frames, { table: CAROM_MATCH_TABLE, discipline: 'three-cushion' }).events.find((e) => e.kind === 'rest')!;
  it('sends the stroke to the referee when the identity is contested', () => {
    const frames = framesAt(paths, 1.2);
    const clear = rest(frames).confidence ?? 1;
    const marked = frames.map((f, i) => (i === 40 ? { ...f, backfill: [{ id: 'yellow' as BallId, observations: [], contested: 'red' as BallId }] } : f));
    expect(rest(marked).confidence).toBeLessThanOrEqual(CONTESTED_CONFIDENCE);
    expect(clear).toBeGreaterThan(CONTESTED_CONFIDENCE);
  });
});

describe('a ball resting on a balk line', () => {
  // White rolls down the middle; red rests beside the top 47 cm line, at `off` mm past the point where it stops counting inside.
  const xl = cadreLines(CAROM_MATCH_TABLE, '47').x[1]!;
  const rest = (off: number, discipline: 'cadre-47-2' | 'three-cushion') => {
    const frames = framesAt({ white: wobble(line([-600, 0], 0.3, [900, 0])), yellow: wobble(line([-300, 300], 99, [0, 0]), 0.1), red: wobble(line([xl + ON_LINE_TOLERANCE_MM + off, -300], 99, [0, 0]), 0.1) }, 1.2);
    return extractStroke(frames, { table: CAROM_MATCH_TABLE, discipline }).events.find((e) => e.kind === 'rest')!.confidence ?? 1;
  };
  it('sends a cadre stroke to the referee when a ball lies within the doubt band of a line', () => {
    expect(rest(0.5, 'cadre-47-2')).toBeLessThanOrEqual(LINE_DOUBT_CONFIDENCE);
    expect(rest(-0.8, 'cadre-47-2')).toBeLessThanOrEqual(LINE_DOUBT_CONFIDENCE);
  });
  it('leaves it alone when the ball is clear of the line, or the discipline has no lines', () => {
    expect(rest(LINE_DOUBT_MM + 20, 'cadre-47-2')).toBeGreaterThan(LINE_DOUBT_CONFIDENCE);
    expect(rest(0.5, 'three-cushion')).toBeGreaterThan(LINE_DOUBT_CONFIDENCE);
  });
});

describe('a ball that starts beside a touching neighbour, no contact found', () => {
  // Yellow and red rest a few mm apart (a rack on video: rest places a few mm off, no kink to date); red starts sideways at
  // 1.0 s, yellow away from it two frames later. extractStroke calls touchingStart only for a start nothing else explains
  // (a held-out Russian break on 1080p video: a racked white "moved" with no stroke, a foul, before this rule).
  const R = CAROM_MATCH_TABLE.ballRadius;
  const starts = (gap: number) => {
    const frames = framesAt({ yellow: wobble(line([0, 0], 1.0 + 2 / FPS, [-800, 0]), 0.1), red: wobble(line([2 * R + gap, 0], 1.0, [0, 600]), 0.1) }, 1.6);
    const hs = hist(frames), red = hs.find((h) => h.id === 'red')!;
    return touchingStart(red, red.runs[0]![0], hs, R);
  };
  it('is a contact with the neighbour, for the referee to confirm', () => {
    const c = starts(3);
    expect(c).toMatchObject({ kind: 'ball-ball', balls: ['yellow', 'red'] });
    expect(c!.confidence!).toBeLessThan(0.9);
    expect(Math.abs(c!.t - (1.0 + 2 / FPS))).toBeLessThan(1.5 / FPS);
  });
  it('is not when the neighbour lies a visible gap away', () => {
    expect(starts(15)).toBeNull();
  });
});
