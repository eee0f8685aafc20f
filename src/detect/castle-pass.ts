/**
 * The castle pass's network output: the castle model's own weights
 * (models/castle.onnx, the same architecture trained on full-resolution castle
 * crops only) where the worker loaded them, else the detector's. Issue 5, pins:
 * no castle model has beaten the shared weights on held-out frames yet, so none
 * is committed (models/README.md, "Castle model").
 */
import type { InferenceResult, InferenceWorker } from './worker.js';

/** Heat and offset maps of the castle crop (`input` planar [1, 3, H, W]; transferred to the worker). */
export function castleHeat(worker: InferenceWorker, input: Float32Array, dims: number[]): Promise<InferenceResult> {
  return worker.hasCastle ? worker.runCastle(input, dims) : worker.run(input, dims);
}
