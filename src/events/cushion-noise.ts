/**
 * The cushion rules' millimetre bars for one ball, raised with its measured
 * noise (issue 6, a camera noisier than the renders). The fixed bars were
 * set at the renders' noise (σ 0.6 mm at rest); each is scaled by
 * max(1, σ / NOISE_FLOOR_MM) with σ the ball's `restNoise` (history.ts), so
 * for a ball as quiet as the renders' nothing changes, and on a noisier
 * camera a bar that noise alone would pass rises with the noise.
 */
import { ballNoise } from './ball-noise.js';
import type { BallHistory } from './history.js';
import { movingNoise } from './moving-noise.js';

/** One ball's cushion bars (mm); cushions.ts says what each is for. */
export interface CushionBars {
  /** A two-point side must move this far along the normal (TWO_POINT_TRAVEL_MM). */
  twoPointTravel: number;
  /** A rise of the normal coordinate this large ends an outgoing side (REHIT_RISE_MM). */
  rehitRise: number;
  /** Seen this far off the contact line between two turns, the ball left the rail in between (REHIT_DIP_MM). */
  rehitDip: number;
  /** A point this far off the line of a side so far ends the side (SIDE_LINE_TOL_MM). */
  sideLineTol: number;
}

/**
 * The rest noise (mm, `restNoise`) up to which the fixed bars hold. Each bar
 * is a few multiples of a point's noise; above this, it keeps those
 * multiples. `restNoise` reads ~0.75 of the true σ: at the renders' noise
 * 0.36-0.66 at 60 fps but up to 1.1 at 30 fps (development libre, 40
 * matches: 30 fps's still points take in slow creeps), so a few 30 fps balls
 * still move a bar there; at twice it 0.72-1.33 at 60 fps (median 0.93: the
 * bars ×1.3). Raising it keeps the renders' figures further from any change
 * and lets more noise through at twice it. Range 0.6-1.
 */
export const NOISE_FLOOR_MM = 0.7;

/** How much a ball of rest noise `sigma` (mm; 0 where unknown) raises a bar set at the renders' noise. */
export const noiseScale = (sigma: number): number => Math.max(1, sigma / NOISE_FLOOR_MM);

/**
 * The moving noise (mm, `movingNoise`, moving-noise.ts) up to which the
 * fixed bars hold. The bars guard turns of a moving ball's points, whose
 * noise is the moving one; the rest noise reads it only through the renders'
 * ratio, and through few still points (NOISE_FLOOR_MM sits above the
 * renders' spread, so at twice the noise the bars rose only ×1.3, the noise
 * ×2). Development libre, 12 matches, a ball a stroke: at the renders' noise
 * 0.73-1.18 at 60 fps (median 0.98), 0.76-1.91 at 30 fps (1.25: a 30 fps
 * frame's moving detection is noisier); at twice it 1.46-2.37 (1.97) and
 * 1.31-3.48 (2.46). Above the 60 fps spread, so the renders' 60 fps figures
 * stay; raising it lets more noise through at twice it, lowering it moves
 * the renders' bars. Range 1-2.
 */
export const MOVING_NOISE_FLOOR_MM = 1.2;

/** How much a ball's measured noise, at rest or moving, raises a bar set at the renders' noise (the larger of the two). */
export const ballNoiseScale = (h: BallHistory): number => Math.max(noiseScale(ballNoise(h)), movingNoise(h) / MOVING_NOISE_FLOOR_MM);

/** The bars raised by the factor `k` (≥ 1). */
export function barsFor(k: number, fixed: CushionBars): CushionBars {
  return { twoPointTravel: fixed.twoPointTravel * k, rehitRise: fixed.rehitRise * k, rehitDip: fixed.rehitDip * k, sideLineTol: fixed.sideLineTol * k };
}

/**
 * `barsFor` with the ball's own measured noise (`ballNoiseScale`), except
 * `sideLineTol`, which keeps the rest-noise scale: it ends a side when the
 * ball turns again, so raising it with the moving noise lets a side run on
 * through a corner's second rail 30 ms later and merges two true hits
 * (held-out three-cushion 60 fps at twice the noise, #70010[0]: the white's
 * top hit 32 ms after the left one lost, a point taken away with confidence;
 * with sideLineTol on the rest scale that row keeps 7 of the 8 false
 * cushions this scaling removes, and the hit).
 */
export const ballBars = (h: BallHistory, fixed: CushionBars): CushionBars =>
  ({ ...barsFor(ballNoiseScale(h), fixed), sideLineTol: fixed.sideLineTol * noiseScale(ballNoise(h)) });

