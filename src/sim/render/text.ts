/**
 * Text for the overlays, rendered once per recording as SVG by sharp (librsvg
 * with the system's fonts, DejaVu here). sharp is asynchronous and the
 * renderer is created synchronously, so the SVG is rendered on a worker
 * thread while this thread waits on a shared flag (Atomics.wait).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Longest wait for the worker (ms); past it the overlay is drawn without text. */
const TIMEOUT_MS = 30_000;

const WORKER = `
const { workerData } = require('node:worker_threads');
const sharp = require(workerData.sharp);
const { sab, svg, w, h } = workerData;
const flag = new Int32Array(sab, 0, 1);
sharp(Buffer.from(svg), { density: 72 }).resize(w, h, { fit: 'fill' }).ensureAlpha().raw().toBuffer()
  .then((buf) => { new Uint8Array(sab, 4, w * h * 4).set(buf.subarray(0, w * h * 4)); Atomics.store(flag, 0, 1); })
  .catch(() => Atomics.store(flag, 0, 2))
  .finally(() => Atomics.notify(flag, 0));
`;

/** Rasterise an SVG document to RGBA (w × h), or null when it cannot be rendered. */
export function svgToRgba(svg: string, w: number, h: number): Uint8Array | null {
  const sab = new SharedArrayBuffer(4 + w * h * 4);
  const flag = new Int32Array(sab, 0, 1);
  let worker: Worker;
  try {
    const sharpPath = createRequire(import.meta.url).resolve('sharp');
    worker = new Worker(WORKER, { eval: true, workerData: { sab, svg, w, h, sharp: sharpPath } });
  } catch {
    return null;
  }
  Atomics.wait(flag, 0, 0, TIMEOUT_MS);
  void worker.terminate();
  return Atomics.load(flag, 0) === 1 ? new Uint8Array(sab, 4, w * h * 4).slice() : null;
}

/** Escape text for SVG. */
export function xml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
