/** Helpers shared by the cushion tests under a noisier camera (events.cushion-noisier, events.cushion-double, events.cushion-moving-noise). */
import { CAROM_MATCH_TABLE as T } from '../src/geometry/tables.js';
import { cushionContacts, sides } from '../src/events/cushions.js';
import { histories } from '../src/events/history.js';
import { framesOf } from './events-helpers.js';

/** A seeded Gaussian (small LCG), the same draws for the same seed. */
export function gaussian(seed: number): () => number {
  let s = seed >>> 0;
  const rnd = (): number => ((s = (s * 1664525 + 1013904223) >>> 0) + 0.5) / 2 ** 32;
  return () => Math.sqrt(-2 * Math.log(rnd())) * Math.cos(2 * Math.PI * rnd());
}

const LEFT = sides(T).find((s) => s.cushion === 'left')!.line;

/**
 * The left-rail hits (confidence ≥ 0.5) of a red ball rolling at 300 mm/s that slows to rest in 2 s, `normal(t)` short of the
 * left rail's contact line; at rest before 1 s and after 3 s, 60 fps, noise σ 0.6k mm at rest and 1.2k moving (the simulated
 * detector's times k).
 */
export function leftHits(k: number, seed: number, normal: (t: number) => number): number[] {
  const g = gaussian(seed);
  const path = (t: number): [number, number] => {
    const tt = Math.max(0, Math.min(2, t - 1)), sigma = (t > 1 && t < 3 ? 1.2 : 0.6) * k;
    return [-600 + 300 * tt - 75 * tt * tt + sigma * g(), LEFT - normal(t) + sigma * g()];
  };
  const h = histories(framesOf({ red: path }, 4, 60)).get('red')!;
  return cushionContacts(h, T).filter((e) => e.cushion === 'left' && (e.confidence ?? 1) >= 0.5).map((e) => e.t);
}
