/**
 * Full-resolution verification of ball candidates. The network sees the frame
 * at half scale and is fooled by round bright things (rail diamonds, chalk,
 * lamp reflections on the rails, balls on the next table); this looks at each
 * refined candidate once more, at full resolution and through the calibration:
 *
 * - position: a ball's centre lies on the cloth, at most r from a cushion
 *   nose; a candidate mapped outside (a diamond, a rail highlight, the floor,
 *   the next table) is dropped (needs a calibration);
 * - silhouette: a disc of the expected radius that differs from the cloth
 *   around it: filled inside, cloth-coloured in a ring just outside;
 * - colour: the ball's body colour at full resolution decides white / yellow /
 *   red / colour where the half-scale network hesitates (the spotted white is
 *   the yellow's look in some halls: two white-bodied balls on a carom table
 *   are told apart by their dark marks);
 * - count: a carom table holds one ball per class, a pyramid one colour ball.
 */
import type { TableModel } from '../geometry/tables.js';
import type { DetectionClass } from './classes.js';
import type { RgbImage } from './preprocess.js';
import { BALL_SHADE, CLOTH_SHADE, colourDistance, lineDistance, ringColour } from './refine.js';

// The colour-ball search lives in colour-search.ts; re-exported for the callers that knew it here.
export { colourBlobs } from './colour-search.js';

export interface BallEvidence {
  /** Colour distance (8-bit RGB) between the ball's body and the cloth around it. */
  contrast: number;
  /** Mean coverage inside 0.7 r (1 for a ball) and in the ring 1.3-1.7 r (0 on bare cloth). */
  fill: number;
  ring: number;
  /** Body colour: median inside 0.55 r. */
  body: [number, number, number];
  /** Share of pixels inside 0.8 r much darker than the body (spots, logos). */
  dark: number;
  /** From the rim fit (refine.ts, 'fit'): share of the rim on the ball's circle, share beyond it, blur streak. */
  rim?: number;
  beyond?: number;
  streak?: boolean;
}

/** Coverage of one pixel: its colour on the cloth → ball axis, 0 (cloth, shadow) to 1 (ball, highlight). */
function coverage(img: RgbImage, u: number, v: number, cloth: readonly number[], ball: readonly number[]): number {
  const o = (v * img.width + u) * 3;
  const p0 = img.data[o]!, p1 = img.data[o + 1]!, p2 = img.data[o + 2]!;
  const dc = lineDistance(p0, p1, p2, cloth, CLOTH_SHADE), db = lineDistance(p0, p1, p2, ball, BALL_SHADE);
  return dc / (dc + db + 1e-6);
}

/** Evidence for a ball of radius r (px) centred at (x, y); `others` are neighbouring balls' centres. */
export function ballEvidence(img: RgbImage, x: number, y: number, r: number, others: readonly (readonly [number, number])[] = []): BallEvidence {
  const near = others.filter((o) => Math.hypot(o[0] - x, o[1] - y) < 4 * r && Math.hypot(o[0] - x, o[1] - y) > 0.5 * r);
  const cloth = ringColour(img, x, y, 1.6 * r, 2.1 * r, near);
  const body = ringColour(img, x, y, 0, 0.55 * r, near);
  const contrast = colourDistance(body, cloth);
  const bodyLum = body[0] + body[1] + body[2];
  let fs = 0, fn = 0, rs = 0, rn = 0, dk = 0, dn = 0;
  const w = 1.7 * r;
  const x0 = Math.max(0, Math.floor(x - w)), x1 = Math.min(img.width - 1, Math.ceil(x + w));
  const y0 = Math.max(0, Math.floor(y - w)), y1 = Math.min(img.height - 1, Math.ceil(y + w));
  for (let v = y0; v <= y1; v++) {
    for (let u = x0; u <= x1; u++) {
      const d = Math.hypot(u - x, v - y) / r;
      if (d > 1.7 || (d > 0.7 && d < 1.3)) continue;
      if (near.some((o) => Math.hypot(u - o[0], v - o[1]) < 1.3 * r)) continue;
      const c = coverage(img, u, v, cloth, body);
      if (d <= 0.7) { fs += c; fn++; } else { rs += c; rn++; }
      if (d <= 0.8) {
        const o = (v * img.width + u) * 3;
        dn++;
        if (img.data[o]! + img.data[o + 1]! + img.data[o + 2]! < 0.55 * bodyLum) dk++;
      }
    }
  }
  return { contrast, fill: fn ? fs / fn : 0, ring: rn ? rs / rn : 1, body, dark: dn ? dk / dn : 0 };
}

/**
 * How far (mm) a ball centre may be mapped beyond the cushion noses (centre
 * at most r from a nose: |x| ≤ L/2 - r). Calibration error and blur streaks
 * need some; raising it lets diamonds and rail highlights through.
 */
export const OFF_CLOTH_MM = 12;

/** Is a ball centre at table position t (mm, mapped at height r) on the cloth? */
export function onCloth(t: readonly [number, number], table: TableModel): boolean {
  const r = table.ballRadius;
  return Math.abs(t[0]) <= table.length / 2 - r + OFF_CLOTH_MM && Math.abs(t[1]) <= table.width / 2 - r + OFF_CLOTH_MM;
}

/**
 * Silhouette thresholds: the inside must look like the ball's body and the
 * ring outside like the cloth. Raising MIN_FILL / lowering MAX_RING rejects
 * more smudges and highlights, and also balls half hidden by a hand or cut by
 * a neighbour's shadow.
 */
export const MIN_FILL = 0.8;
export const MAX_RING = 0.45;
/**
 * Most of the inside much darker than the body is a mark on the cloth or a
 * pocket, not a ball (spots and logos cover < 15 %). Lowering it rejects more
 * and starts to reject spotted whites seen with a spot near the centre.
 */
export const MAX_DARK = 0.3;
/**
 * Below this body-to-cloth contrast the silhouette cannot be measured (a red
 * ball on a red cloth); such candidates need the network's higher confidence.
 */
export const MIN_SILHOUETTE_CONTRAST = 35;
export const LOW_CONTRAST_SCORE = 0.5;

/**
 * A rounded end that is no ball (a white sleeve's cuff, a cue's ferrule, a
 * hand): the outline continues beyond the ball's circle on one side and less
 * than MIN_RIM_SHARE of the rim lies on it, without a blur streak's soft
 * ends. On the tuning frames all 7 false balls left after the silhouette
 * measured ≤ 54 % of rim and ≥ 5 rays beyond it; no found ball met both
 * (balls half under a cue keep their rim where they are seen, and a
 * neighbour's side is not cast). Raising MIN_RIM_SHARE or lowering
 * MAX_BEYOND drops more such blobs, and next more balls under a hand.
 */
export const MIN_RIM_SHARE = 0.62;
export const MAX_BEYOND = 4 / 48;

/**
 * A rounded end that fits more of a ball's rim (a sleeve's end seen across
 * its width, beside the hand): its outline continues beyond the circle
 * (≥ MAX_BEYOND) and the ring around it is crowded above CUFF_RING, which a
 * ball with a cue or a neighbour's side beyond its rim is not. Tuning frames
 * 9 100 000-299, candidates with ≥ 4 rays beyond and rim ≥ MIN_RIM_SHARE
 * (the others were dropped already): the false ball 9 100 276 (a white
 * sleeve's end by the hand) ring 0.41; the four balls ring 0.13-0.24. The
 * other false ball, 9 100 119 (the same scene), has 3 rays beyond and is
 * not reached. Lowering it drops more rounded ends and next balls with a
 * cue across their ring.
 */
export const CUFF_RING = 0.33;

/**
 * A rim fitted all round (≥ FULL_RIM of the rays on the ball's circle) is a
 * ball's silhouette by itself: the fill may then be as low as FULL_RIM_FILL (a
 * black ball on a grey cloth measures 0.79: its dark flanks read half as
 * cloth).
 */
export const FULL_RIM = 0.9;
export const FULL_RIM_FILL = 0.7;

/**
 * A ball against an occluder of its own colour (a white sleeve, a light cue
 * shaft beside a white or a spotted white) has that occluder in its ring: the
 * ring may then reach MAX_RING_BESIDE where the rim fit saw at least
 * MIN_RIM_BESIDE of the rim on the ball's circle and no ray beyond it (a
 * sleeve's cuff or a second peak beside a ball has its outline continue
 * beyond the circle). Tuning frames (9 100 000-139): rescues a white 25 %
 * under an arm (ring 0.49, rim 0.48, 0 rays beyond); no false candidate there
 * (nor held-out) had a fitted rim with 0 rays beyond. Raising MAX_RING_BESIDE
 * or lowering MIN_RIM_BESIDE keeps more balls beside sleeves and cues, and
 * risks sleeve ends whose outline the fit missed.
 */
export const MAX_RING_BESIDE = 0.6;
export const MIN_RIM_BESIDE = 0.45;

/**
 * A network peak below the threshold, down to WEAK_BALL_SCORE, is a ball when
 * its silhouette is one and its rim says so by itself (`wholeRim`): fitted on
 * at least MIN_RIM_BESIDE of the circle with no ray beyond it, not a streak.
 * The network doubts a ball a sleeve covers a third of (tuning 9 100 013 w4,
 * 33 % under a white sleeve, peak 0.29, rim 0.54, 0 rays beyond); every false
 * weak peak with a fitted rim on the tuning frames had rays beyond it (59 of
 * 59 in 9 100 000-093 at ≥ 0.1: 0.04-0.29 beyond; sleeve ends, cue tips, the
 * pockets' rims). Lowering WEAK_BALL_SCORE checks more peaks (~1 ms each, full
 * frames only) for balls the network saw less; the rim criterion, not the
 * score, keeps the false ones out.
 */
export const WEAK_BALL_SCORE = 0.2;

/** The rim alone makes a ball of a weak peak (see WEAK_BALL_SCORE): fitted ≥ MIN_RIM_BESIDE, nothing beyond, a measurable silhouette that passes. */
export function wholeRim(e: BallEvidence): boolean {
  return !e.streak && (e.rim ?? 0) >= MIN_RIM_BESIDE && e.beyond === 0 && e.contrast >= MIN_SILHOUETTE_CONTRAST && looksLikeBall(e, 0);
}

export function looksLikeBall(e: BallEvidence, score: number): boolean {
  if (e.rim !== undefined && !e.streak && e.rim < MIN_RIM_SHARE && (e.beyond ?? 0) >= MAX_BEYOND) return false;
  if (e.rim !== undefined && !e.streak && (e.beyond ?? 0) >= MAX_BEYOND && e.ring > CUFF_RING) return false;
  if (e.contrast < MIN_SILHOUETTE_CONTRAST) return score >= LOW_CONTRAST_SCORE;
  const minFill = (e.rim ?? 0) >= FULL_RIM ? FULL_RIM_FILL : MIN_FILL;
  const beside = !e.streak && (e.rim ?? 0) >= MIN_RIM_BESIDE && e.beyond === 0;
  return e.fill >= minFill && e.ring <= (beside ? MAX_RING_BESIDE : MAX_RING) && e.dark <= MAX_DARK;
}

/** Chroma of a body colour: yellowness (blue missing), redness (green and blue missing), both 0-1. */
export function chroma(body: readonly number[]): { yellow: number; red: number } {
  const m = Math.max(body[0]!, body[1]!, body[2]!, 1);
  return { yellow: (Math.min(body[0]!, body[1]!) - body[2]!) / m, red: (body[0]! - Math.max(body[1]!, body[2]!)) / m };
}

/**
 * Body colour classes. Yellow balls measure yellowness ~0.6, whites (ivory
 * included, under tinted lamps) < 0.15; a body with yellowness ≥ YELLOW_BODY
 * or redness ≥ RED_BODY is a red or a yellow ball, told apart by its hue
 * (RED_YELLOW_HUE). Saturation (max - min) / max above COLOURFUL is a Russian
 * colour ball (ivory whites measure < 0.2); a body darker than DARK_BODY too
 * (the black).
 */
export const YELLOW_BODY = 0.35;
export const RED_BODY = 0.4;
export const COLOURFUL = 0.35;
export const DARK_BODY = 90;

/**
 * Hue (degrees) below which a red-or-yellow body is the red ball. Real carom
 * reds are orange-red: the 18 phone photos of /work/shared/real/carom-photos
 * (median body inside 0.55 r, models/README.md "What it gets wrong … real
 * cameras") measure reds at 25-36° (redness 0.34-0.47, yellowness up to
 * 0.51) and yellows at 45-52°; rendered balls (dev frames 9 100 000-139
 * at their true centres: 89 reds, 71 yellows) reds 11-16° and yellows
 * 40.4-52.4°. The earlier rule (yellow when yellowness
 * exceeds redness: a split at 30°) read the reds of one hall (31-36°) as
 * yellows: two yellows on the table, one dropped by the count. Raising it
 * reads orange-ish yellows (the renderer's at 41°, a yellow under a warm
 * lamp) as reds; lowering it reads the orange-reds of real halls as yellows.
 * Sensible range 36-40° (test/detect.real-colours.test.ts holds the
 * measured bodies on both sides).
 */
export const RED_YELLOW_HUE = 38;

/** Hue of a body colour in degrees, -180 to 180 (0 red, 60 yellow, 120 green, -120 blue); 0 for a grey. */
export function bodyHue(body: readonly number[]): number {
  const r = body[0]!, g = body[1]!, b = body[2]!;
  const mx = Math.max(r, g, b), d = mx - Math.min(r, g, b);
  if (d <= 0) return 0;
  const h = mx === r ? (g - b) / d : mx === g ? 2 + (b - r) / d : 4 + (r - g) / d;
  return h > 3 ? 60 * h - 360 : 60 * h;
}

export type BodyColour = 'white' | 'yellow' | 'red' | 'colour';

export function bodyColour(body: readonly number[]): BodyColour {
  const c = chroma(body);
  const mx = Math.max(body[0]!, body[1]!, body[2]!), mn = Math.min(body[0]!, body[1]!, body[2]!);
  if (c.yellow >= YELLOW_BODY || c.red >= RED_BODY) return bodyHue(body) < RED_YELLOW_HUE ? 'red' : 'yellow';
  if (mx < DARK_BODY || (mx - mn) / Math.max(mx, 1) > COLOURFUL) return 'colour';
  return 'white';
}

/**
 * How near the red / yellow split (RED_YELLOW_HUE) a body's hue may lie for
 * the other warm body of its frame to decide it (`sharedWarmClass`). A
 * warm lamp or the camera's white balance moves both carom balls' hues
 * together: a held-out 1080p render (libre-30-7002, seed 7002) measured its
 * orange red at 37.2-38.3° and its yellow at 38.8-39.7° (`ballEvidence` at
 * the true centres, frames 20-25.3 s), so the absolute split read the red as
 * a second yellow in some frames, the count dropped one, and the tracker's
 * yellow jumped 1.1 m onto the resting red (two strokes' contacts lost, one
 * stroke unfound). Two bodies under one light keep their order: the one
 * nearer the split is the other ball. Raising it lets a body far from the
 * split (a real red at 30°) be turned by a false warm body beside it (a
 * hand); lowering it leaves more shifted pairs read as two of one ball.
 */
export const WARM_DOUBT_DEG = 4;

/**
 * Carom: two or more red-or-yellow bodies in one frame that the hue split
 * gave one class (two yellows, or two reds) cannot all be that ball, and a
 * carom table holds one red and one yellow: the body whose hue lies nearest
 * the split (the lowest of the yellows, the highest of the reds) takes the
 * other class, if within WARM_DOUBT_DEG of it. Pure: colours and hues in, colours out.
 */
export function sharedWarmClass(colours: readonly BodyColour[], hues: readonly number[]): BodyColour[] {
  const out = [...colours];
  const yellows = out.flatMap((c, i) => (c === 'yellow' ? [i] : [])), reds = out.flatMap((c, i) => (c === 'red' ? [i] : []));
  const [same, other]: [number[], BodyColour] | [null, null] = yellows.length >= 2 && !reds.length ? [yellows, 'red'] : reds.length >= 2 && !yellows.length ? [reds, 'yellow'] : [null, null];
  if (!same) return out;
  const nearest = same.reduce((a, i) => (Math.abs(hues[i]! - RED_YELLOW_HUE) < Math.abs(hues[a]! - RED_YELLOW_HUE) ? i : a));
  if (Math.abs(hues[nearest]! - RED_YELLOW_HUE) <= WARM_DOUBT_DEG) out[nearest] = other;
  return out;
}

export interface Checked { cls: DetectionClass; score: number; evidence: BallEvidence }

/**
 * Classes from the full-resolution body colour, given the table's kind.
 * Carom: yellow / red bodies are those balls (two of one class settled by
 * `sharedWarmClass`); a white body is the white, or
 * the spotted white (the yellow's look in some halls) when no yellow body is
 * seen: of two white bodies the one with more dark marks is the spotted one.
 * Pyramid: every colourful body is the colour ball, every other an ivory white.
 */
export function classify<T extends Checked>(balls: readonly T[], kind: TableModel['kind']): T[] {
  const own = balls.map((b) => bodyColour(b.evidence.body));
  if (kind === 'pyramid') return balls.map((b, i) => ({ ...b, cls: own[i] === 'white' ? 'ball-white' : 'ball-colour' }));
  const colours = sharedWarmClass(own, balls.map((b) => bodyHue(b.evidence.body)));
  const yellowSeen = colours.includes('yellow');
  const whites = balls.map((b, i) => (colours[i] === 'white' || colours[i] === 'colour' ? i : -1)).filter((i) => i >= 0);
  const spotted = !yellowSeen && whites.length >= 2 ? whites.reduce((a, i) => (balls[i]!.evidence.dark > balls[a]!.evidence.dark ? i : a)) : -1;
  return balls.map((b, i): T => {
    const c = colours[i];
    if (c === 'yellow') return { ...b, cls: 'ball-yellow' };
    if (c === 'red') return { ...b, cls: 'ball-red' };
    if (yellowSeen) return { ...b, cls: 'ball-white' };
    if (spotted >= 0) return { ...b, cls: i === spotted ? 'ball-yellow' : 'ball-white' };
    return { ...b, cls: b.cls === 'ball-yellow' ? 'ball-yellow' : 'ball-white' };
  });
}

/** Classes a table always holds one ball of (carom: all three; pyramid: the colour ball). */
export function expectedClasses(kind: TableModel['kind']): DetectionClass[] {
  return kind === 'carom' ? ['ball-white', 'ball-yellow', 'ball-red'] : ['ball-colour'];
}

/**
 * Does a body colour fit a class (for the search of a missing ball)? `beside`:
 * the bodies of the balls the frame already holds. A warm body the split reads
 * as the class already found (a second yellow) fits the missing one when
 * `sharedWarmClass` would give it that class beside them, as `classify` does
 * for the network's peaks: the search for a missing red must not refuse an
 * orange red that a warm light pushed just over the split (held-out
 * libre-30-7002: red 37.2-38.3°, yellow 38.8-39.7°) when its peak was too weak
 * to be verified with the others.
 */
export function bodyFits(body: readonly number[], cls: DetectionClass, beside: readonly (readonly number[])[] = []): boolean {
  const c = bodyColour(body);
  if (cls === 'ball-colour') return c !== 'white';
  if (cls === 'ball-white') return c === 'white';
  const want: BodyColour = cls === 'ball-yellow' ? 'yellow' : 'red';
  if (c === want) return true;
  const warm = beside.filter((b) => bodyColour(b) === c);
  if (c === 'white' || c === 'colour' || !warm.length) return false;
  const all = [...warm, body];
  return sharedWarmClass(all.map(bodyColour), all.map(bodyHue))[all.length - 1] === want;
}

/** Most balls of each class a table can hold (carom: one each; pyramid: one colour ball, seven whites). */
export function capPerClass<T extends { cls: DetectionClass; score: number }>(balls: readonly T[], kind: TableModel['kind']): T[] {
  const cap = (c: DetectionClass): number => (kind === 'carom' ? 1 : c === 'ball-colour' ? 1 : 7);
  const n = new Map<DetectionClass, number>();
  return [...balls].sort((a, b) => b.score - a.score).filter((b) => {
    const k = (n.get(b.cls) ?? 0) + 1;
    n.set(b.cls, k);
    return k <= cap(b.cls);
  });
}
