/**
 * Every live track carried on to the frame's time (split out of tracker.ts,
 * the frame loop's first step): a collision-aware prediction of the balls
 * seen lately together (predict.ts), the others alone; a predicted hit's
 * straight hypothesis kept beside it (a pack may absorb the hit); a ball at
 * rest that nothing tracked runs into marked resting (whatever moves it now
 * is a ball the tracker does not see); a ball knocked off its place given a
 * velocity as doubtful as its speed could be.
 */
import { type Axis, predictAxis } from './kalman.js';
import { type Bounds, propagate } from './predict.js';
import type { TrackerThresholds } from './thresholds.js';
import { REST_SPEED_MMS } from './launch.js';
import { passesThrough } from './met-resting.js';
import { frozenAtRest, liesStill } from './racked.js';
import { knockedVelocityVar } from './velocity-doubt.js';
import { afterHit } from './hit-doubt.js';
import { GHOST_AFTER_MISSED } from './tracker-rules.js';
import type { Track } from './tracked.js';

export interface AdvanceContext {
  th: TrackerThresholds; radius: number; bounds: Bounds;
  /** Whether another ball of the track's class is missed (a chain may take it): tracker.ts `adoptable`. */
  twinMissed: (tr: Track) => boolean;
  /** Whether a modelled hit's doubt widens the gate from the hit on, in its own frame (hit-doubt.ts: tables with pockets). */
  hitInFrame: boolean;
}

/** Carry every track (`tracks`, mutated in place: the tracker's own state) `dt` s on. */
export function advanceTracks(tracks: readonly Track[], dt: number, ctx: AdvanceContext): void {
  const { th, radius, bounds } = ctx;
  const live = tracks.filter((tr) => tr.missed <= th.coastFrames);
  // A ball knocked off its place last frame gets a velocity as doubtful as its speed could be, while no other ball of its
  // class is missed: a missed twin (the striker under the cue) may be the next detection its wide gate would take (#110[2]).
  for (const tr of live) {
    if (tr.knocked && !ctx.twinMissed(tr)) { tr.kx = { ...tr.kx, pvv: knockedVelocityVar(tr.kx.pvv) }; tr.ky = { ...tr.ky, pvv: knockedVelocityVar(tr.ky.pvv) }; }
    delete tr.knocked;
  }
  const body = (tr: Track) => ({ x: tr.kx.p, y: tr.ky.p, vx: tr.kx.v, vy: tr.ky.v });
  // A track unseen for a while is a guess (the ball may have dropped in a pocket): it does not knock the seen balls' predictions about.
  const solid = live.filter((tr) => tr.missed <= GHOST_AFTER_MISSED);
  const together = propagate(solid.map(body), dt, radius, bounds);
  const next = new Map(solid.map((tr, i) => [tr, { b: together.bodies[i]!, hit: together.hit[i]!, after: together.after[i]! }]));
  for (const tr of live) {
    if (next.has(tr)) continue;
    const alone = propagate([body(tr)], dt, radius, bounds);
    next.set(tr, { b: alone.bodies[0]!, hit: alone.hit[0]!, after: alone.after[0]! });
  }
  // A racked ball missed at its predicted hit keeps its straight hypothesis one more frame: the pack may have absorbed
  // the hit, or it has not come yet (break #66[0]: the head ball and the cue ball both unseen at the touch; racked.ts).
  const carried = new Map(live.filter((tr) => tr.straight && tr.racked && tr.missed > 0 && tr.missed <= GHOST_AFTER_MISSED)
    .map((tr) => [tr, { kx: predictAxis(tr.straight!.kx, dt, th.accelNoise), ky: predictAxis(tr.straight!.ky, dt, th.accelNoise) }]));
  const seenStill = live.filter((tr) => tr.missed === 0);
  // A ball that lay still at one place is at rest whatever its filter's speed (racked.ts `liesStill`).
  const frozen = frozenAtRest(seenStill.map((tr) => ({ x: tr.kx.p, y: tr.ky.p, speed: liesStill(tr.anchor) ? 0 : Math.hypot(tr.kx.v, tr.ky.v) })), radius, REST_SPEED_MMS, 3 * th.measurementNoiseMm);
  const racked = new Set(seenStill.filter((_, i) => frozen.has(i)));
  // Balls seen at rest where they lie now: a straight path through one is no hypothesis (met-resting.ts `passesThrough`).
  const still = seenStill.filter((tr) => Math.hypot(tr.kx.v, tr.ky.v) <= REST_SPEED_MMS).map((tr) => ({ tr, x: tr.kx.p, y: tr.ky.p }));
  for (const tr of tracks) { delete tr.straight; delete tr.resting; }
  live.forEach((tr) => {
    const { b, hit, after } = next.get(tr)!;
    // At rest and nothing tracked runs into it: whatever moves it now is a ball the tracker does not see.
    // A ball that lay still (racked.ts `liesStill`) is at rest whatever its filter's noisy speed (#135[1]: 199 mm/s at twice the noise).
    if (!hit && (Math.hypot(tr.kx.v, tr.ky.v) <= REST_SPEED_MMS || liesStill(tr.anchor))) tr.resting = true;
    const px: Axis = predictAxis(tr.kx, dt, th.accelNoise), py: Axis = predictAxis(tr.ky, dt, th.accelNoise);
    // A predicted collision may not happen as modelled (a pack absorbs the hit): the straight prediction stays a hypothesis.
    const through = hit && passesThrough({ x: tr.kx.p, y: tr.ky.p }, { x: px.p, y: py.p }, still.filter((s) => s.tr !== tr), radius);
    if (hit && tr.missed === 0 && !through) { tr.straight = { kx: px, ky: py }; tr.racked = racked.has(tr); }
    else if (carried.has(tr)) tr.straight = carried.get(tr)!;
    // A modelled hit's outcome is doubtful from the hit on (hit-doubt.ts); a ball seen where it lay still keeps its place
    // as the straight hypothesis instead (#256[0]); one missed there keeps none (#256[5]).
    const speed = Math.hypot(b.vx, b.vy), doubt = (a: Axis): Axis => (hit ? afterHit(a, speed, after, ctx.hitInFrame && !(liesStill(tr.anchor) && tr.missed === 0)) : a);
    tr.kx = doubt({ ...px, p: b.x, v: b.vx });
    tr.ky = doubt({ ...py, p: b.y, v: b.vy });
  });
}
