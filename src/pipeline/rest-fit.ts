/**
 * The rim fit (src/detect/rim.ts) on the vision path, for balls at rest only.
 *
 * The detector refines every ball with the fast 'edge' centroid on video
 * (LIVE_REFINE): the fit costs ~1.1 ms a ball a frame, and the detector
 * lowers the confidence of a ball it cannot fit, which dropped the cue ball
 * under the cue out of the tracker at the strike. Yet positions at rest are
 * what the rules read (cadre anchors and fields, ball-in-hand spots, the
 * kitchen, à cheval), and there the edge centroid is off by up to ~10 mm
 * when a cue or a hand covers part of the ball.
 *
 * So, between detector and tracker: a ball the tracker holds at rest is
 * fitted when it comes to rest, a few more times while it stays (the fits
 * averaged), and the average stands for it as long as its detection stays
 * where it was. A detection that moves is fitted again: a fit that agrees
 * with the average (a cue now over the ball) keeps the average; one that
 * does not is a ball that moved, and starts a new rest. A failed fit (too
 * little rim, a blur streak) keeps the detector's position; the confidence
 * is never touched. A moving ball is never fitted; one the tracker calls
 * moving whose detection has not left its rest keeps the rest (`kept`).
 */
import { pixelToTable, project, type Camera } from '../camera/model.js';
import type { BallId, Vec2 } from '../contracts/ids.js';
import { InputError } from '../contracts/schema.js';
import { isBallClass } from '../detect/classes.js';
import type { Detection } from '../detect/detector.js';
import type { RgbImage } from '../detect/preprocess.js';
import { refineBall } from '../detect/refine.js';
import type { TrackedFrame } from '../track/tracker.js';

export interface RestFitThresholds {
  /**
   * Fits averaged per rest. Each costs ~1.1 ms (1080p); more average the
   * frame noise of a compressed video down further and cost that much more
   * once per rest. Range 1-30.
   */
  samples: number;
  /**
   * Seconds between two fits of one rest: consecutive frames of a still ball
   * carry much the same noise. Raising it reaches `samples` later (a stroke's
   * end is read ~0.6 s after the balls stop); lowering it averages less
   * independent fits. Range 0-2.
   */
  sampleEveryS: number;
  /**
   * A detection within this (mm) of where a fit of this rest was made is the
   * same ball, still: the average stands for it. The edge centroid of a still
   * ball wanders ~0.3 mm from frame to frame. Raising it refits less often
   * under a moving cue and lets a ball that starts to roll lag by up to this
   * much for a frame; lowering it refits on noise. Range 0.2-10.
   */
  reuseMm: number;
  /**
   * A new fit within this (mm) of the rest's average is the same rest (the
   * detection moved because something covers the ball); beyond it, the ball
   * moved, and a new rest starts from this fit. Fits of a still ball agree to
   * ~0.2 mm. Raising it averages a ball still creeping to a stop along its
   * last mm (1.5 mm put the held-out 1080p rests' median at 0.36 mm, the
   * edge centroid's 0.27, on cadre 47/2); lowering it starts new rests on a
   * fit's noise (each a few fits more). Range 0.1-10.
   */
  agreeMm: number;
  /**
   * A detection belongs to a ball the tracker holds within this (mm) of it.
   * Under the ball's radius, so no detection reaches two balls at rest.
   * Range 2-30.
   */
  gateMm: number;
  /**
   * After a failed fit (a hand over the ball), no other try on that ball for
   * this long (s): a ball that cannot be fitted would cost a fit every frame.
   * Raising it saves time under a leaning player; lowering it fits the ball
   * sooner once uncovered. Range 0-5.
   */
  retryS: number;
}

export const DEFAULT_REST_FIT: Readonly<RestFitThresholds> = Object.freeze({ samples: 4, sampleEveryS: 0.1, reuseMm: 1, agreeMm: 0.5, gateMm: 20, retryS: 0.1 });

const RANGES: Record<keyof RestFitThresholds, [number, number]> = {
  samples: [1, 30], sampleEveryS: [0, 2], reuseMm: [0.2, 10], agreeMm: [0.1, 10], gateMm: [2, 30], retryS: [0, 5],
};

export function restFitThresholds(over: Partial<RestFitThresholds> = {}): RestFitThresholds {
  const out = { ...DEFAULT_REST_FIT, ...over };
  for (const [k, [lo, hi]] of Object.entries(RANGES) as [keyof RestFitThresholds, [number, number]][]) {
    const v = out[k];
    if (!(typeof v === 'number' && v >= lo && v <= hi) || (k === 'samples' && !Number.isInteger(v))) throw new InputError(`restFit.${k}`, `expected ${k === 'samples' ? 'an integer' : 'a number'} ${lo}-${hi}, got ${JSON.stringify(v)}`);
  }
  return Object.freeze(out);
}

/** One ball's rest: where its fits were made (the detector's positions then), their average, and when it was last fitted. */
interface Rest {
  anchors: Vec2[];
  sum: [number, number];
  n: number;
  fittedT: number;
}

/** Where the anchors of one rest stop growing (a cue swinging over the ball leaves a new one each agreeing fit). */
const MAX_ANCHORS = 8;

/** The calibration the fit reads a frame through: the camera scaled to the frame, and the ball radius (mm). */
export interface FitGeometry { camera: Camera; radius: number }

/** Expected ball radius (px) at a frame point (as the detector computes it). */
export function ballRadiusAt(geo: FitGeometry, x: number, y: number): number | null {
  const t = pixelToTable(geo.camera, [x, y], geo.radius);
  if (!t) return null;
  const a = project(geo.camera, [t[0], t[1], geo.radius]), b = project(geo.camera, [t[0] + geo.radius, t[1], geo.radius]);
  return a && b ? Math.hypot(b[0] - a[0], b[1] - a[1]) : null;
}

/** The rim fit of the ball detected at (x, y): its centre on the table (mm), or null where the rim could not be fitted. */
export function fitOnTable(img: RgbImage, d: Detection, others: readonly (readonly [number, number])[], geo: FitGeometry): [number, number] | null {
  const r0 = ballRadiusAt(geo, d.x, d.y);
  if (!r0) return null;
  const f = refineBall(img, d.x, d.y, r0, 'fit', others, geo);
  if (!f.refined || !f.rim || f.streak) return null;
  return pixelToTable(geo.camera, [f.x, f.y], geo.radius);
}

const dist = (a: readonly number[], b: readonly number[]): number => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);

/**
 * Each ball detection paired with the ball the tracker holds nearest to it,
 * within `gate` (mm); nearest pairs first, one detection a ball. Balls it
 * calls moving are paired too: RestFit keeps their rest while the detection
 * stays put (`kept`).
 */
export function ballPairs(dets: readonly Detection[], last: TrackedFrame | null, gate: number): Map<number, BallId> {
  const pairs: [number, number, BallId][] = [];
  dets.forEach((d, i) => {
    if (!d.table || !isBallClass(d.class)) return;
    for (const b of last?.balls ?? []) {
      const e = dist(d.table, [b.x, b.y]);
      if (e < gate) pairs.push([e, i, b.id]);
    }
  });
  pairs.sort((a, b) => a[0] - b[0]);
  const out = new Map<number, BallId>(), taken = new Set<BallId>();
  for (const [, i, id] of pairs) if (!out.has(i) && !taken.has(id)) { out.set(i, id); taken.add(id); }
  return out;
}

export class RestFit {
  readonly th: RestFitThresholds;
  private rests = new Map<BallId, Rest>();
  /** When each ball's last fit failed (s). */
  private failed = new Map<BallId, number>();
  /** Fits run, those that failed, detections the average stood for without one, and the time (ms) spent fitting. */
  readonly counters = { fits: 0, failed: 0, reused: 0, fitMs: 0 };

  constructor(th: Partial<RestFitThresholds> = {}) {
    this.th = restFitThresholds(th);
  }

  /** Forget every rest (a new calibration, a new match). */
  reset(): void {
    this.rests = new Map();
    this.failed = new Map();
  }

  /**
   * The detections with the balls at rest placed by their rests' fits (see
   * the file's comment); `last`: the tracker's previous frame, `t`: this
   * frame's time (s). Never changes a class or a confidence.
   */
  apply(img: RgbImage, dets: readonly Detection[], geo: FitGeometry, last: TrackedFrame | null, t: number): Detection[] {
    const pairs = ballPairs(dets, last, this.th.gateMm);
    // A ball that left the tracker has no rest to keep.
    const held = new Set(last?.balls.map((b) => b.id));
    for (const m of [this.rests, this.failed]) for (const id of [...m.keys()]) if (!held.has(id)) m.delete(id);
    const moving = new Set(last?.balls.filter((b) => b.moving).map((b) => b.id));
    return dets.map((d, i) => {
      const id = pairs.get(i);
      if (id === undefined) return d;
      const others = dets.filter((o, j) => j !== i && isBallClass(o.class)).map((o) => [o.x, o.y] as const);
      const at = moving.has(id) ? this.kept(id, d) : this.place(id, img, d, others, geo, t);
      if (!at) return d;
      const px = project(geo.camera, [at[0], at[1], geo.radius]);
      return px ? { ...d, x: px[0], y: px[1], table: at } : d;
    });
  }

  /**
   * A ball the tracker calls moving: its rest's average while its detection
   * stays where a fit of the rest was made, else (it left) none, and the rest
   * is forgotten. Never a fit. The rest is not dropped at the tracker's word
   * alone: the fit's own correction of the edge centroid (up to ~3 mm for a
   * racked ball whose neighbours hide part of its rim) is a jump to the
   * tracker, whose speed then calls the ball moving for a few frames; dropping
   * the rest sent the edge centroid back, a jump the other way, and on the
   * held-out 1080p Russian render the rack's balls flickered between the two
   * places (2.5 mm) and were called moving while at rest.
   */
  private kept(id: BallId, d: Detection): [number, number] | null {
    const rest = this.rests.get(id);
    if (rest && rest.anchors.some((a) => dist(a, d.table!) <= this.th.reuseMm)) {
      this.counters.reused++;
      return mean(rest);
    }
    this.rests.delete(id);
    this.failed.delete(id);
    return null;
  }

  /** Where ball `id`, detected at `d`, rests (table mm); null: keep the detector's position. */
  private place(id: BallId, img: RgbImage, d: Detection, others: readonly (readonly [number, number])[], geo: FitGeometry, t: number): [number, number] | null {
    const th = this.th, rest = this.rests.get(id), edge = d.table!;
    const still = rest !== undefined && rest.anchors.some((a) => dist(a, edge) <= th.reuseMm);
    const due = !still || (rest!.n < th.samples && t - rest!.fittedT >= th.sampleEveryS);
    if (due && !(t - (this.failed.get(id) ?? -Infinity) < th.retryS)) {
      const fit = this.fit(img, d, others, geo);
      if (!fit) {
        this.failed.set(id, t);
        return still ? mean(rest!) : null;
      }
      if (rest && dist(fit, mean(rest)) <= th.agreeMm) {
        if (!still && rest.anchors.length < MAX_ANCHORS) rest.anchors.push(edge);
        if (rest.n < th.samples) { rest.sum = [rest.sum[0] + fit[0], rest.sum[1] + fit[1]]; rest.n++; }
        rest.fittedT = t;
        return mean(rest);
      }
      this.rests.set(id, { anchors: [edge], sum: [fit[0], fit[1]], n: 1, fittedT: t });
      return fit;
    }
    if (still) this.counters.reused++;
    return still ? mean(rest!) : null;
  }

  private fit(img: RgbImage, d: Detection, others: readonly (readonly [number, number])[], geo: FitGeometry): [number, number] | null {
    this.counters.fits++;
    const t0 = performance.now();
    const f = fitOnTable(img, d, others, geo);
    this.counters.fitMs += performance.now() - t0;
    if (!f) this.counters.failed++;
    return f;
  }
}

function mean(r: Rest): [number, number] {
  return [r.sum[0] / r.n, r.sum[1] / r.n];
}
