/**
 * How a confirmed chain of unexplained detections is paired with a missed
 * ball (split out of tracker.ts): the distance from where the ball was last
 * seen to the chain's path traced backwards, the adoption gate, and the
 * runner-up that makes a pickup contested.
 */
import type { BallId } from '../contracts/ids.js';
import type { Observation, Track } from './tracked.js';
import { type Twin, behindTwin, struckOnOffset } from './through-twin.js';
import { strikerOf } from './still-striker.js';
import { REST_JUMP_MM } from './tracker-rules.js';

export interface Candidate { code: number; obs: Observation[] }

/** The cheapest column of a row other than `chosen` within the adoption gate (-1: none). */
export function runnerUp(row: readonly number[], chosen: number): number {
  let best = -1;
  row.forEach((c, k) => { if (k !== chosen && c <= ADOPT_GATE_MM ** 2 && (best < 0 || c < row[best]!)) best = k; });
  return best;
}

/**
 * Whether a chain holds a detection of the frame the ball was last seen in:
 * in that frame the ball was at its own detection, so the chain's was
 * another ball's, and the chain is never that ball's (development Russian
 * 30 fps at twice the noise, #34[1]: the struck ball, seen at rest in the
 * frame the hidden cue ball's chain began, was kicked out of its gate the
 * next frame and took the cue ball's two-detection chain across their
 * collision; the cue ball's id then took the struck ball's own chain: an
 * identity swap). A chain that only began earlier may still be the ball's:
 * a chain waits a frame for its next detection (CANDIDATE_SKIP_FRAMES), and
 * the coasting ball may take that frame's detection itself (#11[1]).
 */
export function seenElsewhere(c: Candidate, lastSeen: number): boolean {
  return c.obs.some((o) => o.t === lastSeen);
}

/**
 * Distance from a point to a candidate's path traced backwards from its first
 * detection (a ray; the point itself when it is still). `since`: when the
 * ball at the point was last seen; the path it could have run since at the
 * candidate's speed costs little, only the part beyond it costs
 * BACK_ALONG_WEIGHT (a ball hit hard and missed for a few frames reappears far
 * down its line).
 */
export function backDistance(c: Candidate, x: number, y: number, since = Infinity): number {
  const a = c.obs[0]!, b = c.obs[c.obs.length - 1]!;
  const dx = a.x - b.x, dy = a.y - b.y, l = Math.hypot(dx, dy);
  if (l < 5) return Math.hypot(x - a.x, y - a.y);
  const ux = dx / l, uy = dy / l, s = Math.max(0, (x - a.x) * ux + (y - a.y) * uy);
  const run = b.t > a.t && Number.isFinite(since) ? (l / (b.t - a.t)) * Math.max(0, a.t - since) : 0;
  // A little of the distance along the ray counts too: of two hidden balls on
  // the line (the cue ball and one behind it under the cue), the nearer one.
  return Math.hypot(x - a.x - s * ux, y - a.y - s * uy, BACK_ALONG_WEIGHT * Math.max(0, s - run), BACK_ALONG_TIE_WEIGHT * s);
}

/**
 * A confirmed candidate takes over a missed ball of its class only within
 * this distance (mm) of the ball's last place, measured to the candidate's
 * traced-back path. Raising it lets a ball first seen late steal a neighbour
 * that flickered; lowering it makes a ball hidden under the cue come back as
 * a new one. Range 10-500.
 */
export const ADOPT_GATE_MM = 60;

/**
 * Weight of the distance along the traced-back path (beyond what the ball
 * could run at the candidate's speed since it was last seen) against the
 * distance across it. At 25 fps a struck object ball leaves its gate in one
 * frame and the hidden cue ball comes out of the contact on a line through
 * the object ball's place: at 0.2 the cue ball's chain took the object ball's
 * id (a seen-a-frame-ago ball would have had to run twice the chain's speed).
 * Raising it ties a candidate to balls it could have reached at its own
 * speed; lowering it lets a ball that slowed in a hidden collision come back
 * under its own id from further. Range 0-1.
 */
const BACK_ALONG_WEIGHT = 1;
/** Weight of the whole distance along the path: of two balls the candidate could have come from, the nearer. Range 0-BACK_ALONG_WEIGHT. */
const BACK_ALONG_TIE_WEIGHT = 0.05;
/**
 * A chain paired with a missed ball is flagged contested when another missed
 * ball's distance to its traced-back path is within this (mm) of the chosen
 * one's: two balls hidden side by side, a ball that dropped where another
 * bounces. The choice stays (the nearer), but it is reported, not silently
 * decided. Raising it flags more pickups as doubtful (confidence lost on
 * sound ones); lowering it hides real coin-flips. Range 0-60.
 */
export const ADOPT_CONTEST_MM = 15;

/**
 * The cost (mm²) of pairing each confirmed chain with each missed ball: the
 * squared distance from where the ball was predicted or last seen, the
 * nearer (a ball lost in a pocket's jaws is predicted past the rail), to
 * the chain's path traced back; never a chain holding a detection of the
 * frame the ball was seen in (`seenElsewhere`), nor one beyond a missed twin
 * seen since on the ball's way to it: the twin's, struck on (through-twin.ts).
 */
export function adoptionCosts(ready: readonly Candidate[], missed: readonly Track[], twins: readonly (Twin & { id: BallId })[], radius: number): number[][] {
  const beyond = (c: Candidate, tr: Track): boolean => behindTwin({ x: tr.seenX, y: tr.seenY }, tr.lastSeen, c.obs[0]!, twins.filter((o) => o.id !== tr.id), radius);
  const twinOf = new Map(twins.map((o) => [o.id, o]));
  // The twin a chain lies beyond is the chain's own ball struck on: it takes the chain at the distance its still place lies off
  // the way (through-twin.ts `struckOnOffset`), however the chain ran on (#242[5]: the struck white met a third ball between its
  // first two detections; traced back, its path passed 71 mm from its place, past the gate, and the re-spot path gave it the
  // hidden cue ball's id).
  const struckOn = (c: Candidate, o: Track): number => {
    const twin = twinOf.get(o.id);
    return twin ? Math.min(...missed.filter((tr) => tr !== o).map((tr) => struckOnOffset({ x: tr.seenX, y: tr.seenY }, tr.lastSeen, c.obs[0]!, twin, radius))) : Infinity;
  };
  // A chain the struck ball never leaves on, facing a still striker lost before it (still-striker.ts `strikerOf`), is the
  // striker's, turned at the touch: it takes the chain at its traced-back way's distance from the struck ball's place (#172[7]).
  const lost = missed.map((tr) => ({ x: tr.seenX, y: tr.seenY, lastSeen: tr.lastSeen, ...(tr.still ? { still: tr.still } : {}) }));
  return ready.map((c) => {
    const row = missed.map((tr) => (seenElsewhere(c, tr.lastSeen) || beyond(c, tr) ? Infinity
      : Math.min(backDistance(c, tr.kx.p, tr.ky.p, tr.lastSeen), backDistance(c, tr.seenX, tr.seenY, tr.lastSeen), struckOn(c, tr)) ** 2));
    missed.forEach((tr, k) => {
      const s = strikerOf(c.obs[0]!, lost[k]!, lost, REST_JUMP_MM);
      if (s < 0) return;
      row[s] = Math.min(row[s]!, backDistance(c, tr.seenX, tr.seenY, tr.lastSeen) ** 2);
      row[k] = Infinity;
    });
    return row;
  });
}
