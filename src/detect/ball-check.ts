/**
 * A ball candidate checked at full resolution (split from detector.ts, session
 * 58): its expected radius through the calibration (`radiusAt`), its refined
 * centre, table place and silhouette evidence (`checkBalls`), and the colour
 * spill test that tells a colour ball from a cue or a hand (`spills`); on the
 * vision path's refinement the rim of a doubted candidate (`wholeRimFit`),
 * with its touch-fit reading kept for the checks that would drop it
 * (`passingReading`). The
 * detector's verification (detector.ts `finish`) and the search for a missing
 * ball (search-missing.ts) both work on these.
 */
import { pixelToTable, project } from '../camera/model.js';
import type { Candidate } from './decode.js';
import type { DetectOptions } from './detector.js';
import type { RgbImage } from './preprocess.js';
import { refineBall, type BallGeometry, type RefineMethod, type Refined } from './refine.js';
import { MIN_RIM_BESIDE, ballEvidence, onCloth, type BallEvidence } from './verify.js';
import { WHOLE_RIM_CONFIDENCE, floored } from './ball-confidence.js';
import { SPILL_MAX, bodySpill } from './colour-ball.js';

/**
 * A step of r along the table that images shorter than FORESHORTENED times
 * the same step across the view (along the camera's x axis) is foreshortened:
 * the camera looks along the table (an angled view; cos 37° = 0.8), and the
 * ball, a sphere, looks as wide as the step across. On a real phone photo
 * along the table the step along it gave 2.3 px at the far end, where the
 * balls are ~6 px in radius, and they failed the silhouette. Over the table
 * (the rendered cameras, tilt ±2°) the two steps differ only by the lens'
 * distortion, a few per cent, and the step along the table, on which the
 * silhouette thresholds were tuned, is kept. Raising it toward 1 swaps more
 * near-overhead radii for the across-view one (the dev ball evaluation's
 * errors move both ways at 1: p99 at rest 1.29 → 1.39 mm); lowering it keeps
 * foreshortened radii on steeper views.
 */
export const FORESHORTENED = 0.8;

/** Expected ball radius (px) at a frame point: from the calibration (see FORESHORTENED), else from the frame height. */
export function radiusAt(img: RgbImage, x: number, y: number, opts: DetectOptions): number {
  if (opts.camera && opts.table) {
    const r = opts.table.ballRadius;
    const t = pixelToTable(opts.camera, [x, y], r);
    if (t) {
      const [ax, ay, az] = opts.camera.R; // the camera's x axis in the table frame (first row of world → camera)
      const a = project(opts.camera, [t[0], t[1], r]), b = project(opts.camera, [t[0] + r, t[1], r]);
      const c = project(opts.camera, [t[0] + r * ax, t[1] + r * ay, r + r * az]);
      if (a && b) {
        const along = Math.hypot(b[0] - a[0], b[1] - a[1]), across = c ? Math.hypot(c[0] - a[0], c[1] - a[1]) : 0;
        return along < FORESHORTENED * across ? across : along;
      }
    }
  }
  return 0.012 * img.height;
}

export interface BallCand extends Candidate {
  evidence: BallEvidence;
  table?: [number, number];
  onCloth: boolean;
  /** Expected radius (px) at the ball. */
  r: number;
  /**
   * A candidate read by its whole rim (`wholeRimFit`): the same candidate as
   * 'touch-fit' alone reads it (its centre, no rim figures), for the checks
   * that would drop the whole-rim reading (`passingReading`).
   */
  touchFit?: BallCand;
}

/**
 * A colour ball whose body colour continues beyond its circle is part of a
 * cue, a hand or a sleeve (colour-ball.ts, `bodySpill`); only the colour
 * class is asked (the whites touch each other, and a carom ball's colour
 * is its class).
 */
export function spills(img: RgbImage, b: BallCand, all: readonly BallCand[]): boolean {
  if (b.cls !== 'ball-colour') return false;
  const others = all.filter((o) => o !== b).map((o) => [o.x, o.y] as const);
  return bodySpill(img, b.x, b.y, b.r, b.evidence.body, others) > SPILL_MAX;
}

/**
 * Refine each ball candidate at full resolution, map it, and measure its
 * evidence; `neighbours`: balls already found nearby (their sides are left
 * out), as are those of the other candidates that `peer` accepts (all by default).
 */
export function checkBalls(img: RgbImage, ballCands: readonly Candidate[], opts: DetectOptions, neighbours: readonly (readonly [number, number])[] = [], peer: (c: Candidate) => boolean = () => true): BallCand[] {
  const calibrated = Boolean(opts.camera && opts.table);
  const method = opts.refine ?? DEFAULT_REFINE;
  const geo = calibrated ? { camera: opts.camera!, radius: opts.table!.ballRadius } : undefined;
  const positioned = ballCands.map((c) => {
    const others = ballCands.filter((b) => b !== c && peer(b)).map((b) => [b.x, b.y] as const).concat(neighbours);
    const r0 = radiusAt(img, c.x, c.y, opts);
    const whole = method === 'touch-fit' && c.score < WHOLE_RIM_CONFIDENCE && floored(opts.table?.kind) ? wholeRimFit(img, c.x, c.y, r0, others, geo) : null;
    const own = refineBall(img, c.x, c.y, r0, method, others, geo);
    const at = whole ?? own;
    // The checks look at the measured centre ('none' and 'centroid' are for comparisons only).
    const e = method === 'fit' || method === 'edge' || method === 'touch-fit' ? at : refineBall(img, c.x, c.y, r0, 'edge', others);
    return { c, e, at, touch: whole ? own : null };
  });
  const read = (c: Candidate, e: Refined, at: Refined, others: readonly (readonly [number, number])[]): BallCand => {
    const r = calibrated ? radiusAt(img, e.x, e.y, opts) : e.r;
    const table = calibrated ? pixelToTable(opts.camera!, [at.x, at.y], opts.table!.ballRadius) ?? undefined : undefined;
    const centre = calibrated ? pixelToTable(opts.camera!, [e.x, e.y], opts.table!.ballRadius) : null;
    return { ...c, x: at.x, y: at.y, r, evidence: { ...ballEvidence(img, e.x, e.y, r, others), rim: e.rim, beyond: e.beyond, streak: e.streak }, ...(table ? { table } : {}), onCloth: !centre || onCloth(centre, opts.table!) };
  };
  return positioned.map(({ c, e, at, touch }): BallCand => {
    const others = positioned.filter((p) => p.c !== c && peer(p.c)).map((p) => [p.e.x, p.e.y] as const).concat(neighbours);
    return touch ? { ...read(c, e, at, others), touchFit: read(c, touch, touch, others) } : read(c, e, at, others);
  });
}

/**
 * The reading of a checked candidate that `test` (a caller's verification)
 * keeps: its own, else, for a candidate read by its whole rim, its touch-fit
 * reading (`touchFit`, session 59), else none. The whole-rim reading is there
 * to let a doubted ball reach the tracker (its floor and its measured centre,
 * `wholeRimFit`), never to lose a ball the vision path kept before it: its
 * rim figures bring in the rim rules a touch-fit reading never met (the
 * missing-ball search asks a searched peak for MIN_RIM_SHARE 0.62 of its rim:
 * development reds 9 100 703 / 9 100 755, a quarter covered, rim 0.50 / 0.54,
 * were lost so), and its centre moves the silhouette measured (9 101 516's
 * white, 42 % covered: fill 0.83 -> 0.67). The likely cause of the held-out
 * touch-fit occluded loss of session 58 (models/README.md, session 59). Pure.
 */
export function passingReading(b: BallCand, test: (b: BallCand) => boolean): BallCand | null {
  if (test(b)) return b;
  return b.touchFit && test(b.touchFit) ? b.touchFit : null;
}

/** The candidates `test` keeps, each in the reading it keeps (`passingReading`). */
export function keptReadings(balls: readonly BallCand[], test: (b: BallCand) => boolean): BallCand[] {
  return balls.flatMap((b) => {
    const kept = passingReading(b, test);
    return kept ? [kept] : [];
  });
}

/**
 * The vision path's refinement ('touch-fit', src/pipeline/vision-stages.ts
 * LIVE_REFINE) returns no rim figures, so a ball the network doubts could
 * never show the whole rim that lets it past the tracker's bar
 * (ball-confidence.ts) nor the whole-rim rules of the full-frame checks
 * (detector.ts `wholeWeak`, spotted-search.ts): a candidate scored under
 * WHOLE_RIM_CONFIDENCE on a carom table (ball-confidence.ts `floored`) has
 * its rim fitted as well (~1 ms, a few candidates a frame), and the fit (its
 * centre and figures) is taken only where the rim is whole (fitted on at
 * least MIN_RIM_BESIDE of its circle, nothing beyond, no streak): such a
 * ball may now hold the tracker at rest, and the 'edge' centroid is pulled
 * toward a partly covered ball's seen side (up to ~10 mm: LIVE_REFINE).
 * Any other candidate is judged as before, on the touch-fit centre without
 * rim figures (a cue ball half under the cue keeps its confidence). Null
 * where the rim is not whole. The touch-fit reading goes with the whole-rim
 * one (`touchFit`), for a check that would drop the whole-rim reading
 * (`passingReading`, session 59).
 */
function wholeRimFit(img: RgbImage, x: number, y: number, r0: number, others: readonly (readonly [number, number])[], geo: BallGeometry | undefined): Refined | null {
  const f = refineBall(img, x, y, r0, 'fit', others, geo);
  return !f.streak && (f.rim ?? 0) >= MIN_RIM_BESIDE && f.beyond === 0 ? f : null;
}

/**
 * The refinement used unless the caller picks one: 'fit' (the rim's
 * silhouette through the calibration; see refine.ts and docs/detector.md).
 */
export const DEFAULT_REFINE: RefineMethod = 'fit';
