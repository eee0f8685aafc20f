/**
 * The re-spot path's evidence (tracker.ts `adopt`): with every id of a class
 * taken, a confirmed chain far from every missed ball takes the nearest ball
 * lost for good (a ball put back by hand, or struck out of sight and found far
 * from its place). docs/tracking-and-events.md, "Re-spot hold".
 */
import { ADOPT_GATE_MM, type Candidate } from './adoption.js';

/** Where and when a lost ball was last seen, and the filter speed it was lost with (mm/s). */
export interface LostBall { x: number; y: number; t: number; speed: number }

/**
 * Whether chain `c` may take `lost` now: at once on strong evidence, else once it has lasted RESPOT_HOLD_S.
 * A ball `dropped` (its prediction ran through a pocket mouth) comes back only put down by hand, still: a
 * running chain is no evidence for it (development Russian 25 fps #94[3]: two false whites 80 ms apart,
 * 0.4-0.5, 3.3 s after the pot, "ran" and took the pocketed ball: the pot was lost, a confidently wrong verdict).
 */
export function respots(c: Candidate, lost: LostBall, dropped = false): boolean {
  return sure(c) || (!dropped && (ran(c) || rolledTo(lost, c))) || span(c) >= RESPOT_HOLD_S;
}

/**
 * Seconds a chain must have been seen before it takes a ball lost for good
 * anywhere on the table (a re-spot: a ball put back by hand after a jump, a
 * ball in hand, balls re-spotted when frozen). A ball placed by hand lies
 * there for seconds before the next stroke, so waiting costs nothing but the
 * delay; a false detection under a hand does not last. Development: a white
 * pulled 12 mm under a hand re-standing the pins went unseen 5 frames and a
 * false white by the castle (0.48-0.55, 0.27 s) took it 460 mm away (an
 * extra stroke). A chain of sure detections (RESPOT_SURE_CONFIDENCE), one
 * that runs (RESPOT_RUN_MM), or one the lost ball could have rolled to
 * (`rolledTo`) takes it at once. Raising it delays a real re-spot's
 * position; lowering it lets clutter that lasts that long capture a hidden
 * ball. Range 0-2.
 */
const RESPOT_HOLD_S = 0.5;
/**
 * Median detector confidence from which a chain is surely a ball and
 * re-spots a lost one at once (RESPOT_HOLD_S waits for the others). A ball
 * lying clear on the cloth scores 0.7-0.9; the false white by the castle
 * 0.48-0.55. Raising it delays more real re-spots (a ball in a poorly lit
 * corner); lowering it lets confident clutter re-spot at once. Range 0.4-1.
 */
const RESPOT_SURE_CONFIDENCE = 0.7;
function sure(c: Candidate): boolean {
  const v = c.obs.map((o) => o.confidence ?? 0).sort((a, b) => a - b);
  return v[Math.floor(v.length / 2)]! >= RESPOT_SURE_CONFIDENCE;
}
/**
 * Run (mm) from a chain's first detection to its last from which it is a
 * ball in motion (a ball struck out of sight and found far from its place)
 * and re-spots at once. Clutter by a hand stands still (the false white by
 * the castle: ±3 mm); a chain confirmed over two frames of a slow roll runs
 * a few mm. Raising it holds more slow balls RESPOT_HOLD_S; lowering it
 * towards the detector's noise lets standing clutter through. Range 5-200.
 */
const RESPOT_RUN_MM = 20;
function ran(c: Candidate): boolean {
  const a = c.obs[0]!, b = c.obs[c.obs.length - 1]!;
  return Math.hypot(b.x - a.x, b.y - a.y) >= RESPOT_RUN_MM;
}
/** Whether the lost ball, at the speed it was lost with, could have run to the chain's first detection (ADOPT_GATE_MM of slack). */
function rolledTo(lost: LostBall, c: Candidate): boolean {
  const a = c.obs[0]!;
  return Math.hypot(a.x - lost.x, a.y - lost.y) <= lost.speed * Math.max(0, a.t - lost.t) + ADOPT_GATE_MM;
}
/** Seconds from a chain's first detection to its last. */
function span(c: Candidate): number {
  return c.obs[c.obs.length - 1]!.t - c.obs[0]!.t;
}
