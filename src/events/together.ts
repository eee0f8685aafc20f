/**
 * One slow contact seen at two distance minima (issue 6, sessions 10-11):
 * at 25-30 fps a ball pushed slowly off another (a thin or slow hit, the
 * hitter following its ball) stays within a few mm of it for 0.1-0.3 s, and
 * its noise makes a second minimum after the touch, or the creep a noisy one
 * before it (development libre 80 matches at 25 fps: #63 stroke 1, #76
 * stroke 2, #74 stroke 5, each 0.13-0.27 s from the true touch, the weaker
 * report the wrong one). Two real touches of a pair with no rail between
 * need one ball to catch the other up: their distance opens first.
 */
import { type ContactFinding, pairGap } from './contacts.js';
import { BREAK_CONFIDENCE, strength } from './minima.js';
import type { BallHistory } from './history.js';

/**
 * Two reports of one pair this far apart (s) or less, the pair staying
 * together in between (`stayedTogether`) and no cushion hit nor rail turn
 * of either ball between them, are one contact. Raising it merges slow real
 * second touches; lowering it towards SAME_CONTACT_S (0.12) reports these
 * contacts twice again. Range 0.12-0.5.
 */
export const TOGETHER_TWIN_S = 0.3;

/**
 * Gap (mm) beyond 2R the pair's distance stays under, at both reports and
 * at every frame between, to have stayed together: the twins of one slow
 * contact stay within 4.3 mm (development libre 80 matches at 25-30 fps),
 * while a second meeting 80 ms after the first, off a rail, opens 8-12 mm
 * (libre #33 stroke 7 at 30 fps). Raising it merges quick second meetings;
 * lowering it towards the detector's noise (2-3 mm on a gap) keeps slow
 * contacts twice. Range 3-15.
 */
const TOGETHER_GAP_MM = 6;
/**
 * Rise (mm) of the pair's distance between the reports above its distance
 * at both ends that shows they parted in between (as REAPPROACH_MM in
 * contacts.ts, but above both ends: a slow ball's distance falling from a
 * noise minimum a few mm wide into the real touch is no parting). Range 2-20.
 */
const TOGETHER_RISE_MM = 4;

/** Between t1 and t2 the pair stayed within TOGETHER_GAP_MM of touching and its distance never rose TOGETHER_RISE_MM above its distance at both ends (false when either is unknown). */
export function stayedTogether(a: BallHistory, b: BallHistory, t1: number, t2: number, R: number): boolean {
  const at = (t: number): number => pairGap(a, b, t, R);
  const ends = Math.max(at(t1), at(t2));
  if (Number.isNaN(ends) || ends > TOGETHER_GAP_MM) return false;
  const between = [...a.t, ...b.t].filter((t) => t > t1 && t < t2).map(at);
  return between.every((d) => !Number.isNaN(d) && d <= TOGETHER_GAP_MM && d <= ends + TOGETHER_RISE_MM);
}

/**
 * Two findings of the pair up to TOGETHER_TWIN_S apart, both contacts under
 * BREAK_CONFIDENCE, the pair staying within a few mm of touching between
 * (`stayedTogether`): one slow contact seen at two minima. Merged as
 * findings (contacts.ts `pairContacts`), not later as events (twins.ts
 * `dropTwins`, which keeps the stronger's time), so that `oneOfTwins`
 * (minima.ts) dates it where the incoming pieces came closest
 * (development libre #74 stroke 5 at 30 fps: the yellow rolling onto the red
 * at 50.667 s, pieces overlapping 3.5 mm there at 0.55; the 0.8 from the
 * red's 1.3 mm shift dated 50.8, one extra and one missed contact).
 */
export function slowTwins(a: BallHistory, b: BallHistory, g: ContactFinding, f: ContactFinding, R: number): boolean {
  const lo = Math.min(g.event.t, f.event.t), hi = Math.max(g.event.t, f.event.t);
  return hi - lo < TOGETHER_TWIN_S && g.event.confidence !== undefined && f.event.confidence !== undefined
    && strength(g) < BREAK_CONFIDENCE && strength(f) < BREAK_CONFIDENCE && stayedTogether(a, b, lo, hi, R);
}
