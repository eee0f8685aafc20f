/**
 * A hidden twin (Russian whites): a ball of the class the tracker has missed
 * (under the cue, blurred, dropped frames) may come back anywhere it could
 * have run since it was last seen. A resting white whose gate reaches a
 * detection far from its place (tracker-rules.ts REST_JUMP_MM) with such a
 * twin about cannot tell its own ball knocked by the unseen one from the
 * unseen one arriving: it is missed for the frame, and the chains sort it
 * out (adoption.ts traces each back to where a ball was lost). Development
 * Russian 30 fps under the hall camera (match #22 stroke 4): the cue ball,
 * lost under the cue 0.4 s, first seen again at its full hit on a resting
 * white 62 mm from that white's place, inside its gate (5σ): the resting
 * white took it, the object ball's chain took the cue ball's id, and both
 * kept the other's name for the rest of the match.
 */

export interface LastSeen { x: number; y: number; t: number }

/**
 * Whether a missed ball last seen at `last` could be at (x, y) at time t:
 * within `maxSpeedMmS` (the tracker's own bound on a ball's speed) of run
 * since, plus `slackMm` of measurement noise.
 */
export function couldHaveRun(last: LastSeen, x: number, y: number, t: number, maxSpeedMmS: number, slackMm: number): boolean {
  return Math.hypot(x - last.x, y - last.y) <= runReach(last.t, t, maxSpeedMmS, slackMm);
}

/** How far (mm) a ball last seen at time `lastT` may have run by t: at `maxSpeedMmS`, plus `slackMm` (the tracker's chains too). */
export function runReach(lastT: number, t: number, maxSpeedMmS: number, slackMm: number): number {
  return maxSpeedMmS * Math.max(t - lastT, 1e-3) + slackMm;
}

/**
 * Whether a detection at (x, y) beside a resting ball at `rest` lies on the
 * side facing `last`, where a missed ball is last seen: a ball running from
 * there meets the resting one on that side, so its first detection at the
 * hit lies there (development Russian 25 fps #22[6], 30 fps hall #22[4]: the
 * cue ball back from under the cue 61-70 mm from the white it hit, on the
 * side it came from). A detection on the far side is the resting ball itself
 * knocked away (hall #22[7] at 30 fps: 26 mm off, away from the cue ball):
 * the white keeps it, the rule holds only where the evidence is strong.
 */
export function facesHidden(last: LastSeen, rest: { x: number; y: number }, x: number, y: number): boolean {
  return (x - rest.x) * (last.x - rest.x) + (y - rest.y) * (last.y - rest.y) > 0;
}

/**
 * Whether a detection at `det`, far from a resting ball at `rest` (REST_JUMP_MM) on the side facing a hidden twin
 * (`facesHidden`), lies where that twin's centre is when it touches the resting ball: within 2R + `slackMm` of `rest`.
 * A struck ball leaves away from its striker, never a ball's width towards it, so such a detection is the twin at its hit
 * even when no other detection of the class is loose (the resting ball's own missed in the hit's frame). Development
 * Russian 25 fps at twice the noise, #231[3]: the cue ball, 0.48 s under the cue, first seen 71 mm from the white beside
 * the colour it hit, on its side, in the frame the white itself was not detected: the white took it, the cue ball's id
 * was left to the white's next detections (an identity swap). `slackMm` is the tracker's 3σ measurement slack: wider
 * would reach detections a knocked ball's own could be; the touch is what the rule knows.
 */
export function atTouch(rest: { x: number; y: number }, det: { x: number; y: number }, radius: number, slackMm: number): boolean {
  return Math.hypot(det.x - rest.x, det.y - rest.y) <= 2 * radius + slackMm;
}

/**
 * Detection noises (in the tracker's 3σ slack) a twin's centre at its touch may show inside 2R of a resting ball's place:
 * the place's and the detection's, one slack each. Raising it lets detections deeper inside a resting ball's width pass
 * for a hidden twin at its hit (the resting ball's own, knocked, held off it); lowering it toward 0 reads a twin's noisy
 * detection just inside 2R as the resting ball's own. Range 0-4.
 */
export const TOUCH_NOISE_SLACKS = 2;

/**
 * Whether a detection at `det` lies nearer a resting ball seen last frame at `rest` than any other ball's centre can:
 * inside 2R by more than TOUCH_NOISE_SLACKS × `slackMm`. A twin meeting the resting ball touches it at 2R and, within the
 * frame after the hit, leaves across the line of centres (equal masses: the struck ball takes the along-line speed, a
 * follow's spin needs frames to bring the striker on), so such a detection is the resting ball itself, knocked
 * (development Russian 25 fps at twice the noise, break #66[0]: the racked white beside the head ball, pushed 20 mm by the
 * pack in the frame the cue ball and the head ball were both missed, was held off its own detection by the hidden cue
 * ball, whose grown gate took it; the cue ball's id then went on with that white).
 */
export function insideTouch(rest: { x: number; y: number }, det: { x: number; y: number }, radius: number, slackMm: number): boolean {
  return Math.hypot(det.x - rest.x, det.y - rest.y) < 2 * radius - TOUCH_NOISE_SLACKS * slackMm;
}

/**
 * Whether a resting ball at `rest`, last seen at `restSeenT`, has already been seen leaving: an unexplained chain (a
 * detection no track took) begun since then, farther than `jumpMm` (REST_JUMP_MM) from its place, within the run the
 * tracker allows (`reachOf`), and on the far side of its place from a hidden twin last seen at `last` (not `facesHidden`):
 * where a ball struck by that twin leaves to. Its own way out is then that chain's, and a later detection facing the twin
 * beside its place is the twin's at the hit, even with no other detection loose in that frame. Development Russian 25 fps
 * at twice the noise: #252[7], the object white's knocked detection (77 mm off, away from the hidden cue ball) held off
 * and begun as a chain; next frame the cue ball's first detection, 89 mm off on its own side, went to the object's track
 * (the object's second detection lay in a resting neighbour's gate, so it was not loose): an identity swap.
 */
export function seenLeaving(last: LastSeen, rest: { x: number; y: number }, restSeenT: number, starts: readonly LastSeen[], jumpMm: number, reachOf: (sinceT: number, t: number) => number): boolean {
  return starts.some((s) => {
    const d = Math.hypot(s.x - rest.x, s.y - rest.y);
    return s.t > restSeenT && d > jumpMm && d <= reachOf(restSeenT, s.t) && !facesHidden(last, rest, s.x, s.y);
  });
}
