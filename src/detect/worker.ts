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
let session = null;
(async () => {
  try {
    session = await ort.InferenceSession.create(workerData.modelPath, {
      graphOptimizationLevel: 'all', executionMode: 'sequential',
      intraOpNumThreads: workerData.threads, interOpNumThreads: 1,
    });
    const names = session.outputNames.join(',');
    if (names !== 'heat,offset') throw new Error('unexpected outputs ' + names + ' (expected heat, offset)');
    parentPort.postMessage({ ready: true });
  } catch (e) {
    parentPort.postMessage({ ready: false, error: String(e && e.message || e) });
  }
})();
parentPort.on('message', async (m) => {
  try {
    const out = await session.run({ image: new ort.Tensor('float32', m.input, m.dims) });
    const heat = out.heat.data, offset = out.offset.data;
    parentPort.postMessage({ id: m.id, heat, heatDims: out.heat.dims, offset, offsetDims: out.offset.dims }, [heat.buffer, offset.buffer]);
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: String(e && e.message || e) });
  }
});
`;

export interface InferenceWorker {
  run(input: Float32Array, dims: number[]): Promise<InferenceResult>;
  close(): Promise<void>;
}

/** Start the worker and load the model; rejects with onnxruntime's message when the file is not a usable model. */
export async function startInferenceWorker(modelPath: string, threads = 2): Promise<InferenceWorker> {
  const ortPath = createRequire(import.meta.url).resolve('onnxruntime-node');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ortPath, modelPath, threads } });
  const pending = new Map<number, { resolve: (r: InferenceResult) => void; reject: (e: Error) => void }>();
  let next = 0;
  await new Promise<void>((resolve, reject) => {
    const onMessage = (m: { ready?: boolean; error?: string }): void => {
      worker.off('error', onError);
      if (m.ready) resolve();
      else reject(new Error(m.error ?? 'the model did not load'));
    };
    const onError = (e: Error): void => reject(e);
    worker.once('message', onMessage);
    worker.once('error', onError);
  }).catch(async (e) => {
    await worker.terminate();
    throw e;
  });
  worker.on('message', (m: InferenceResult & { id: number; error?: string }) => {
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
  return {
    run(input, dims) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, input, dims }, [input.buffer as ArrayBuffer]);
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
