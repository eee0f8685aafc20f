/** A hall camera drawn from a seed: hung 2.3-3.5 m over the table, slightly tilted and rolled, barrel lens. */
import { cameraFromPose, type Camera } from '../../camera/index.js';
import type { TableModel } from '../../geometry/tables.js';
import { makeRng } from '../render/prng.js';

/** Mixes the recording's seed so the camera does not share a random stream with the look. */
const CAMERA_SEED_SALT = 0x5bd1e995;

export function randomCamera(seed: number, table: TableModel, width: number, height: number): Camera {
  const rng = makeRng((seed ^ CAMERA_SEED_SALT) >>> 0);
  const k1 = rng.uniform(-0.35, 0);
  return cameraFromPose({
    width,
    height,
    heightMm: rng.uniform(2300, 3500),
    over: [rng.normal(0, 40), rng.normal(0, 30)],
    tiltDeg: rng.uniform(-2.5, 2.5),
    panDeg: rng.uniform(-2.5, 2.5),
    rollDeg: rng.uniform(-1.5, 1.5),
    flipped: rng.chance(0.3),
    // k2 partly undoes k1 far out, as fitted hall lenses do; small decentring.
    distortion: { k1, k2: -k1 * rng.uniform(0, 0.3), p1: rng.normal(0, 3e-4), p2: rng.normal(0, 3e-4), k3: 0 },
    margin: rng.uniform(0.01, 0.05),
  }, table);
}
