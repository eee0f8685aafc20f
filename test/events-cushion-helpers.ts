/** Helpers shared by the cushion tests under a noisier camera (events.cushion-noisier, events.cushion-double). */

/** A seeded Gaussian (small LCG), the same draws for the same seed. */
export function gaussian(seed: number): () => number {
  let s = seed >>> 0;
  const rnd = (): number => ((s = (s * 1664525 + 1013904223) >>> 0) + 0.5) / 2 ** 32;
  return () => Math.sqrt(-2 * Math.log(rnd())) * Math.cos(2 * Math.PI * rnd());
}
