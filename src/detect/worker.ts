/**
 * The one worker thread that owns the onnxruntime session (STACK-NOTES:
 * `session.run()` blocks its thread for the whole inference, and several
 * concurrent workers have crashed). The worker is started from source text
 * (`eval: true`), so it runs the same under vitest (TypeScript sources) and
 * from dist/; onnxruntime-node is required by the absolute path the main
 * thread resolved.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface InferenceResult {
  heat: Float32Array;
  heatDims: number[];
  offset: Float32Array;
  offsetDims: number[];
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ort = require(workerData.ortPath);
const options = {
  graphOptimizationLevel: 'all', executionMode: 'sequential',
  intraOpNumThreads: workerData.threads, interOpNumThreads: 1,
};
let session = null, seats = null, castle = null;
async function load(path, input, outputs, which) {
  try {
    const s = await ort.InferenceSession.create(path, options);
    if (s.inputNames[0] !== input || s.outputNames.join(',') !== outputs) throw new Error('unexpected input ' + s.inputNames.join(',') + ', outputs ' + s.outputNames.join(',') + ' (expected ' + input + '; ' + outputs + ')');
    return s;
  } catch (e) {
    parentPort.postMessage({ ready: false, which, error: String(e && e.message || e) });
    return null;
  }
}
(async () => {
  if (workerData.modelPath && !(session = await load(workerData.modelPath, 'image', 'heat,offset', 'model'))) return;
  if (workerData.seatsPath && !(seats = await load(workerData.seatsPath, 'patch', 'standing', 'seats'))) return;
  if (workerData.castlePath && !(castle = await load(workerData.castlePath, 'image', 'heat,offset', 'castle'))) return;
  // The seat model's patch side (its input's last dimension): 32 for v1-v5, wider for a model that sees more cloth.
  const side = seats && seats.inputMetadata && seats.inputMetadata[0] && seats.inputMetadata[0].shape[3];
  parentPort.postMessage({ ready: true, seatSide: typeof side === 'number' ? side : null });
})();
parentPort.on('message', async (m) => {
  try {
    if (m.model === 'seats') {
      const out = await seats.run({ patch: new ort.Tensor('float32', m.input, m.dims) });
      const standing = out.standing.data;
      parentPort.postMessage({ id: m.id, standing }, [standing.buffer]);
      return;
    }
    const out = await (m.model === 'castle' ? castle : session).run({ image: new ort.Tensor('float32', m.input, m.dims) });
    const heat = out.heat.data, offset = out.offset.data;
    parentPort.postMessage({ id: m.id, heat, heatDims: out.heat.dims, offset, offsetDims: out.offset.dims }, [heat.buffer, offset.buffer]);
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: String(e && e.message || e) });
  }
});
`;

export interface InferenceWorker {
  run(input: Float32Array, dims: number[]): Promise<InferenceResult>;
  /** The seat classifier's logits (`standing`, one per patch); rejects when the worker was started without it. */
  runSeats(input: Float32Array, dims: number[]): Promise<Float32Array>;
  readonly hasSeats: boolean;
  /** The seat model's patch side (px, its input's last dimension; null without a seat model or where the file does not fix it). */
  readonly seatSide: number | null;
  /** The castle pass's own weights (models/castle.onnx), same inputs and outputs as the detector; rejects when not loaded. */
  runCastle(input: Float32Array, dims: number[]): Promise<InferenceResult>;
  readonly hasCastle: boolean;
  close(): Promise<void>;
}

/** A model the worker could not load; `which` says which file. */
export class WorkerLoadError extends Error {
  constructor(readonly which: 'model' | 'seats' | 'castle', message: string) {
    super(message);
  }
}

/**
 * Start the worker and load the detector (`modelPath`, null: none), the
 * seat classifier (`seatsPath`, optional) and the castle pass's own weights
 * (`castlePath`, optional) in it: every onnxruntime session of the process
 * lives in this one thread. Rejects with a WorkerLoadError.
 */
export async function startInferenceWorker(modelPath: string | null, threads = 2, seatsPath?: string, castlePath?: string): Promise<InferenceWorker> {
  const ortPath = createRequire(import.meta.url).resolve('onnxruntime-node');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ortPath, modelPath, threads, seatsPath: seatsPath ?? null, castlePath: castlePath ?? null } });
  type Reply = InferenceResult & { id: number; error?: string; standing?: Float32Array };
  const pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  let next = 0;
  let seatSide: number | null = null;
  await new Promise<void>((resolve, reject) => {
    const onMessage = (m: { ready?: boolean; which?: 'model' | 'seats' | 'castle'; error?: string; seatSide?: number | null }): void => {
      worker.off('error', onError);
      seatSide = m.seatSide ?? null;
      if (m.ready) resolve();
      else reject(new WorkerLoadError(m.which ?? 'model', m.error ?? 'the model did not load'));
    };
    const onError = (e: Error): void => reject(new WorkerLoadError('model', e.message));
    worker.once('message', onMessage);
    worker.once('error', onError);
  }).catch(async (e) => {
    await worker.terminate();
    throw e;
  });
  worker.on('message', (m: Reply) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.error) p.reject(new Error(m.error));
    else p.resolve(m);
  });
  worker.on('error', (e) => {
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  });
  const send = (msg: { input: Float32Array; dims: number[]; model?: 'seats' | 'castle' }): Promise<Reply> => {
    const id = next++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...msg }, [msg.input.buffer as ArrayBuffer]);
    });
  };
  return {
    run: (input, dims) => send({ input, dims }),
    async runSeats(input, dims) {
      if (!seatsPath) throw new Error('no seat model was loaded in this worker');
      return (await send({ input, dims, model: 'seats' })).standing!;
    },
    hasSeats: Boolean(seatsPath),
    seatSide,
    runCastle(input, dims) {
      if (!castlePath) return Promise.reject(new Error('no castle model was loaded in this worker'));
      return send({ input, dims, model: 'castle' });
    },
    hasCastle: Boolean(castlePath),
    async close() {
      await worker.terminate();
    },
  };
}
