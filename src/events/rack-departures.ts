/**
 * How well a run of the cascade model (cascade.ts) explains the balls'
 * departures: the frames' evidence on which of the model's orders of touch
 * happened. A rack's touches fall inside one frame, but each order sends the
 * balls off differently: when the colour touches the white behind it twice,
 * the two leave together along their line of centres; when its other
 * neighbour strikes it again instead, the colour leaves at a third of the
 * white's speed (development Russian #9's break: 91 against 276 mm/s). The
 * hitter's aim is known to a degree or so, and a degree of aim changes the
 * order: the model is run over that spread and the runs whose departures
 * fit are the ones reported.
 */
import type { BallId } from '../contracts/ids.js';
import type { BallHistory } from './history.js';
import { speedOf } from './fit.js';
import { side } from './pieces.js';
import type { RackBody } from './rack-impacts.js';

/**
 * Deceleration (mm/s²) of a ball sliding on the cloth after a rack touch
 * (no spin yet): μ ≈ 0.2 times g, until it rolls at 5/7 of its speed. The
 * departures are measured over the first tenth of a second, when a struck
 * rack ball is still sliding: without it every measured speed reads slow
 * against the model. Range 1000-3500 (cloths μ 0.1-0.35).
 */
const SLIDE_DECEL_MM_S2 = 2000;
/**
 * Error (mm/s) of a departure velocity fitted over a few frames (detector
 * noise 1-2 mm over 0.1 s: 10-20 mm/s), plus a share of the model's speed
 * (restitution and friction of real balls, the aim): a run is judged by
 * its departures' misfit in these units. Raising either makes more runs fit
 * (more touches left doubtful); lowering them trusts the model's numbers
 * more than they deserve. Ranges 5-50, 0.05-0.3.
 */
const DEPARTURE_NOISE_MM_S = 20, DEPARTURE_MODEL_SHARE = 0.15;
/** Departures are read from this long (s) after the touch: the frames of the cascade itself hold both sides. */
const DEPARTURE_AFTER_S = 0.01;

/**
 * Fastest departure (share of the hitter's speed coming in) a cluster ball
 * can have: equal masses pass on at most what the hitter brought (the
 * restitution is under 1). A departure fitted faster is another ball's
 * points given this ball's id in the scatter (development Russian #26's
 * break at twice the noise: a rack ball read leaving at 7.2 m/s, its misfit
 * 45 000 against the others' 1-40, every run of the model doubted for it): it
 * says nothing of the order of touches and is left out. The share leaves
 * room for the speed's own error. Raising it keeps such mix-ups; lowering
 * it towards 1 drops the true departure of a ball struck full. Range 1.1-2.
 */
const DEPARTURE_MAX_SHARE = 1.3;

/**
 * The ball's departure after the touch at t (its first piece from
 * DEPARTURE_AFTER_S on), or null when unseen or faster than a ball struck by
 * a hitter at `hitterSpeed` (mm/s) can leave (DEPARTURE_MAX_SHARE).
 */
export function departureOf(h: BallHistory | undefined, t: number, breaks: ReadonlyMap<BallId, readonly number[]>, hitterSpeed: number): ReturnType<typeof side> {
  const p = h ? side(h, t + DEPARTURE_AFTER_S, 1, breaks.get(h.id) ?? []) : null;
  return p && speedOf(p) <= DEPARTURE_MAX_SHARE * hitterSpeed ? p : null;
}

/** Mean speed over [t1, t2] (s after the touch) of a ball leaving at v (mm/s) sliding, then rolling at 5/7 v. */
function slidingMean(v: number, t1: number, t2: number): number {
  const tau = (2 * v) / (7 * SLIDE_DECEL_MM_S2);
  const at = (s: number): number => (s < tau ? v * s - (SLIDE_DECEL_MM_S2 * s * s) / 2 : v * tau - (SLIDE_DECEL_MM_S2 * tau * tau) / 2 + (5 / 7) * v * (s - tau));
  return t2 > t1 ? (at(t2) - at(t1)) / (t2 - t1) : v;
}

/**
 * The misfit (sum over the cluster's balls seen leaving of the squared
 * velocity error in DEPARTURE_NOISE_MM_S units) of the model's velocities
 * after its impacts (the hitter came in at `hitterSpeed`); 0 when no departure is seen.
 */
export function departureMisfit(hs: readonly BallHistory[], model: readonly RackBody[], t: number, breaks: ReadonlyMap<BallId, readonly number[]>, hitterSpeed: number): number {
  let sum = 0;
  for (const m of model) {
    const h = hs.find((q) => q.id === m.id);
    const p = departureOf(h, t, breaks, hitterSpeed);
    if (!p) continue;
    const vm = Math.hypot(m.vx, m.vy);
    const mean = vm > 0 ? slidingMean(vm, p.from - t, p.to - t) / vm : 1;
    const ex = m.vx * mean, ey = m.vy * mean;
    const err = Math.hypot(p.x.v - ex, p.y.v - ey) / Math.hypot(DEPARTURE_NOISE_MM_S, DEPARTURE_MODEL_SHARE * vm);
    sum += err * err;
  }
  return sum;
}
