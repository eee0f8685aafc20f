/**
 * Balls resting on a boundary a call turns on. In libre and the cadre games
 * a call (entrées, dedans, restées dedans, à cheval, a corner triangle)
 * turns on which side of a line a ball's centre lies, to the millimetre
 * (`ON_LINE_TOLERANCE_MM` in src/geometry/zones.ts); à cheval also on
 * whether both balls lie within a ball's width of it; touchent, libres and
 * ball in contact on a gap of half a millimetre (src/geometry/contact.ts).
 * A ball whose centre lies that close to such a boundary is one the camera
 * cannot place on a side: the rest carries a `zone-line` doubt naming it,
 * and the rules judge the stroke with it on either side (src/rules/doubt.ts,
 * src/geometry/rest-sides.ts).
 *
 * How close is too close comes from two errors of a rest place. A bias the
 * frames cannot show (the vision path's rim fit averages its fits, so the
 * frames repeat one place: edge refinement on video is good to a median
 * ~0.4 mm, p90 ~1 mm on the held-out 1080p renders): LINE_DOUBT_MM
 * (src/geometry/zone-lines.ts) around the zone lines and the reach. And the
 * camera's noise on the still points the place is the median of, measured
 * per ball (`restNoise`): a camera twice the renders' noise puts two
 * touching balls' gap ~0.5 mm off (σ), as far as the touch gap itself.
 */
import type { RestDoubt } from '../contracts/events.js';
import type { BallId, Vec2 } from '../contracts/ids.js';
import { restBoundaries } from '../geometry/rest-sides.js';
import type { TableModel } from '../geometry/tables.js';
import { LINE_DOUBT_MM, nearLine } from '../geometry/zone-lines.js';
import { ON_LINE_TOLERANCE_MM, signedDistance, type Zone } from '../geometry/zones.js';
import { ballNoise } from './ball-noise.js';
import type { BallHistory } from './history.js';
import { ANCHOR_POINTS } from './moved.js';

/** The rest doubt's confidence when a ball lies in that band. Range 0.3-0.9 (under the rules' DOUBT_CONFIDENCE, or it is never judged). */
export const LINE_DOUBT_CONFIDENCE = 0.7;

/**
 * Standard errors of a rest place within which a boundary is too close: a
 * place on the other side is that unlikely. `restNoise` reads ~0.75 of the
 * true σ (its largest deviations are left out), so 2 of it are ~1.5 true σ.
 * At the renders' noise that is ~0.4 mm on a gap: two touching balls (gap 0,
 * 0.5 under the touch gap) are judged as they are, while at twice it (~0.9
 * mm) they are doubtful, as they are wrong there in ~1 of 10. Development
 * libre 30 fps, 40 matches: 3 flagged 4 more strokes in 320 (balls left
 * ~1 mm apart, a ball-in-contact foul from them), 2 flagged 1 more. Raising
 * it sends more strokes to the referee (balls near each other, near a rail);
 * lowering it lets noise decide touchent or libres with high confidence (a
 * one-cushion development stroke at twice the renders' noise). Range 1-5.
 */
export const REST_DOUBT_Z = 2;
/** The standard error of the median of n normal points, in σ/√n (√(π/2)). */
const MEDIAN_SPREAD = Math.sqrt(Math.PI / 2);

type Places = Partial<Record<BallId, Vec2>>;

/**
 * Each ball's rest-place margin (mm): REST_DOUBT_Z standard errors of the
 * median of its last ANCHOR_POINTS points (the before and after places,
 * extract.ts), from its measured noise. 0 where the noise reads 0 (the
 * vision path's averaged rests: their error is the bias, LINE_DOUBT_MM).
 */
export function restMargins(hs: Iterable<BallHistory>): Partial<Record<BallId, number>> {
  const out: Partial<Record<BallId, number>> = {};
  for (const h of hs) out[h.id] = (REST_DOUBT_Z * ballNoise(h) * MEDIAN_SPREAD) / Math.sqrt(Math.max(1, Math.min(ANCHOR_POINTS, h.t.length)));
  return out;
}

/**
 * Floor (mm) of the doubt band around a gap boundary (touchent at
 * TOUCH_GAP_MM, libres at LIBRES_GAP_MM): a bias of the two rest places the
 * frames cannot show. A hall camera's light and calibration bias each
 * ball's centre by 0.3-1.5 mm, toward or away from the lamps (the hall
 * profile of src/track/hall-camera.ts); two neighbours' biases differ by
 * much less, as they lie under the same lamp, but a few tenths of a
 * millimetre is as large as the touch gap itself, and no noise estimate
 * sees a fixed bias. Under that profile (EVAL_CAMERA=hall) development
 * one-cushion #35 stroke 7 (true gap 0.48 mm) was called libres with full
 * confidence at 60 and 30 fps: 0.5 sent it to the referee at 60 fps only,
 * 1 at both. Cost at the renders' noise (development, 40 matches, 60/30):
 * flagged +0.006-0.010 a row in libre, cadre 47/2 and three-cushion (2-3
 * strokes in 320), one-cushion unchanged, verdicts unchanged. Raising it
 * sends more near-touching pairs to the referee; 0 leaves touchent to the
 * measured noise alone. Range 0-2.
 */
export const GAP_BIAS_MM = 1;

/**
 * A `zone-line` doubt naming the balls of these positions that lie near a
 * deciding boundary; null when none does. Zone lines: within LINE_DOUBT_MM
 * or the ball's margin. On a carom table also (`restBoundaries`) the à
 * cheval reach, as near as a line; a gap to another ball within both balls'
 * margins together (at least GAP_BIAS_MM); a cushion within the ball's margin.
 */
export function lineDoubt(zones: readonly Zone[], positions: readonly Places[], table?: TableModel, margins: Partial<Record<BallId, number>> = {}): RestDoubt | null {
  const m = (b: BallId): number => margins[b] ?? 0;
  const near = (places: Places, b: BallId, p: Vec2): boolean => {
    if (nearLine(zones, p) || zones.some((z) => Math.abs(signedDistance(z.shape, p) - ON_LINE_TOLERANCE_MM) < m(b))) return true;
    if (table?.kind !== 'carom') return false;
    return restBoundaries(zones, table, b, places).some((r) =>
      r.distance < (r.kind === 'reach' ? Math.max(LINE_DOUBT_MM, m(b)) : r.kind === 'gap' ? Math.max(GAP_BIAS_MM, Math.hypot(m(b), m(r.other!))) : m(b)));
  };
  const named = positions.flatMap((ps) => (Object.entries(ps) as [BallId, Vec2 | undefined][]).filter(([b, p]) => p !== undefined && near(ps, b, p)).map(([b]) => b));
  const balls = [...new Set(named)];
  return balls.length > 0 ? { reason: 'zone-line', confidence: LINE_DOUBT_CONFIDENCE, balls } : null;
}
