/**
 * One candidate contact window read as a contact (split out of
 * contacts.ts): both balls' straight pieces before and after it, the
 * sub-frame time the incoming pieces are 2R apart (`split`), the impulse
 * along the line of centres over its noise (`kink`), and how far beyond 2R
 * the incoming pieces pass (`gapOf`, `windowGap`).
 */
import type { BallBallEvent } from '../contracts/events.js';
import type { BallId } from '../contracts/ids.js';
import { distance, sub } from '../geometry/vec.js';
import { type Piece, meeting, pieceAt, speedOf, velocityVar } from './fit.js';
import type { BallHistory } from './history.js';
import { straightSide } from './pieces.js';
import type { Breaks } from './contacts.js';

/** A window split at the contact: time tc, the pieces before (ba, bb) and after (aa, ab), their continuity gap, closest approach, window bounds. */
export interface Split { tc: number; ba: Piece; bb: Piece; aa: Piece; ab: Piece; cont: number; dMin: number; tMin: number; reached: boolean; lo: number; hi: number }

/**
 * Frames (window lengths) beyond the contact window over which the incoming
 * pieces' closest approach still counts for the gap. The closest approach
 * over all time made a slow ball rolling straight at a resting one "near"
 * frames before it got there (its line runs through the other ball): a noise
 * minimum of the distance on the way in became a contact at 0.8, with the
 * displacement of the real touch 0.1-0.2 s later (most libre and cadre false
 * contacts; development libre 40 matches: extra contacts 7 → 2 at 60 fps, 7
 * → 1 at 30). Two fast balls meeting less than a frame past the window still
 * reach each other within it. Raising it brings back the early twins of slow
 * contacts; 0 loses fast contacts between two frames. Range 0-5.
 */
export const GAP_REACH_WINDOWS = 1;

/**
 * How far (mm) beyond 2R the incoming pieces pass: their closest approach
 * when they reach 2R in the window (its negative is how deep they would
 * overlap), else their distance at the closest instant within
 * GAP_REACH_WINDOWS of the window.
 */
export function gapOf(s: Split, R: number): number {
  return s.reached ? s.dMin - 2 * R : windowGap(s, R);
}

/**
 * The incoming pieces' distance beyond 2R at their closest instant within
 * GAP_REACH_WINDOWS of the window: for pieces that reach 2R, how deep they
 * overlap by the time the frames after the window could show it. `refine`
 * takes it for a pair both under MOVING_SPEED_MM_S (rolling to a stop), whose
 * straight lines' closest approach (`dMin`) can lie a second past the window:
 * development libre #40 stroke 4 at 50 fps, the red rolling up at 40 mm/s to
 * the white at rest and stopping 0.9 mm short, its line 16 mm deep 0.9 s on,
 * made a sure (0.95) contact that never happened. Faster balls keep `dMin`:
 * the scenario "three-cushion thin kiss" at 60 fps (noise seed 1004, the white
 * at 100 mm/s, its line 2.9 mm into the yellow 0.2 s on, 1.2 mm a frame on)
 * is a true kiss (test/events.contacts-held-still.test.ts).
 */
export function windowGap(s: Split, R: number): number {
  const dt = s.hi - s.lo, t = Math.min(Math.max(s.tMin, s.lo - GAP_REACH_WINDOWS * dt), s.hi + GAP_REACH_WINDOWS * dt);
  return distance(pieceAt(s.ba, t), pieceAt(s.bb, t)) - 2 * R;
}

export function eventOf(a: BallHistory, b: BallHistory, s: Split): BallBallEvent {
  const first: [BallId, BallId] = speedOf(s.ba) >= speedOf(s.bb) ? [a.id, b.id] : [b.id, a.id];
  return { t: s.tc, kind: 'ball-ball', balls: first };
}

/** Contact between lo and hi: fit both balls on each side, find where the incoming pieces are 2R apart. */
export function split(a: BallHistory, b: BallHistory, R: number, lo: number, hi: number, breaks: Breaks, points?: number): Split | null {
  const ka = breaks.get(a.id) ?? [], kb = breaks.get(b.id) ?? [];
  const ba = straightSide(a, lo, -1, ka, points), bb = straightSide(b, lo, -1, kb, points), aa = straightSide(a, hi, 1, ka, points), ab = straightSide(b, hi, 1, kb, points);
  if (!ba || !bb || !aa || !ab) return null;
  const m = meeting(ba, bb, 2 * R);
  const dt = hi - lo;
  const reached = m.first !== null && m.first >= lo - dt && m.first <= hi + 0.25 * dt;
  const tc = reached ? m.first! : Math.min(Math.max(m.tMin, lo), hi);
  const gapA = distance(pieceAt(aa, tc), pieceAt(ba, tc)), gapB = distance(pieceAt(ab, tc), pieceAt(bb, tc));
  return { tc, ba, bb, aa, ab, cont: gapA + gapB, dMin: m.dMin, tMin: m.tMin, reached, lo, hi };
}

/** The impulse along the line of centres in units of its noise. */
export function kink(s: Split): number {
  const pa = pieceAt(s.ba, s.tc), pb = pieceAt(s.bb, s.tc);
  const n = sub(pb, pa), l = Math.hypot(n[0], n[1]) || 1;
  const ux = n[0] / l, uy = n[1] / l;
  const dva = (s.aa.x.v - s.ba.x.v) * ux + (s.aa.y.v - s.ba.y.v) * uy;
  const dvb = (s.ab.x.v - s.bb.x.v) * ux + (s.ab.y.v - s.bb.y.v) * uy;
  const sigma = [s.ba, s.bb, s.aa, s.ab].reduce((acc, p) => acc + velocityVar(p), 0);
  return (dvb - dva) / 2 / Math.sqrt(sigma / 4 + 1);
}
