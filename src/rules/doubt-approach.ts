/**
 * The struck ball's way to its first contact, unseen (src/rules/doubt-readings.ts
 * reads it): a cue ball lying near a rail is under the cue at the strike and
 * out of its shadow only a frame or two later, so when the camera doubts its
 * first contact (a hidden hitter, found from the object ball's start) the
 * rail it lay by may have come first: struck into it and back into the ball,
 * within a frame or two (development three-cushion #40 stroke 5, at 25 and
 * 60 fps: the white 30 mm from the top rail met it 26 ms after the strike
 * and the yellow 32 ms later; the top cushion was never seen and "no point"
 * was called with no doubt). The geometry of one point cannot settle it
 * (the straight way and the way off the rail end at the same contact), so
 * the referee is asked whenever that rail would change the call.
 */
import type { StrokeEvent } from '../contracts/events.js';
import { CUSHIONS, isCaromDiscipline, type Cushion } from '../contracts/ids.js';
import type { Stroke } from '../contracts/match.js';
import { CAROM_MATCH_TABLE } from '../geometry/tables.js';
import { cushionGaps } from '../geometry/cushion-sides.js';
import type { AnyJudge } from './judge.js';
import type { Reading } from './doubt-readings.js';

/**
 * A struck ball lying this close (mm, centre to where its centre meets the
 * cushion) to a rail may have met it unseen on its way to its first contact.
 * A ball is hidden under the cue near where it lay (rebound.ts reaches back
 * 0.2 s: a white 110 mm from the top rail seen again 154 ms after meeting
 * it). Raising it asks the referee about rails further away (more strokes
 * flagged); lowering it lets a rail met from further off decide unchecked.
 * Range 30-200.
 */
export const APPROACH_RAIL_MM = 120;

/**
 * The first contact comes at most this long (s) after the strike: the ball
 * was still under the cue or just out of it (the strike of a hidden ball is
 * dated at its first sight). A later contact has a seen way in. Range 0.05-0.4.
 */
export const APPROACH_WINDOW_S = 0.2;

/** Gap (mm) from the ball's place before the stroke to each cushion's contact line. */
function railGaps(at: readonly [number, number]): Record<Cushion, number> {
  return cushionGaps(at, CAROM_MATCH_TABLE.length / 2 - CAROM_MATCH_TABLE.ballRadius, CAROM_MATCH_TABLE.width / 2 - CAROM_MATCH_TABLE.ballRadius);
}

/**
 * Readings of a doubtful first contact of the struck ball soon after the
 * strike (APPROACH_WINDOW_S), with nothing of its own between: the ball met
 * each rail within APPROACH_RAIL_MM of where it lay, between the strike and
 * that contact. Carom tables only (the gaps are the match table's).
 */
export function approachReadings(stroke: Stroke, discipline: AnyJudge['discipline'], doubtful: (e: StrokeEvent) => boolean): Reading[] {
  const es = stroke.events;
  const k = es.findIndex((e) => e.kind === 'strike');
  const strike = es[k];
  const at = strike?.kind === 'strike' ? stroke.before?.balls[strike.ball] : undefined;
  if (!isCaromDiscipline(discipline) || !strike || strike.kind !== 'strike' || !at) return [];
  const c = es.findIndex((e, j) => j > k && (e.kind === 'ball-ball' ? e.balls.includes(strike.ball) : 'ball' in e && e.ball === strike.ball));
  const first = es[c];
  if (!first || first.kind !== 'ball-ball' || !doubtful(first) || first.t - strike.t > APPROACH_WINDOW_S) return [];
  const gaps = railGaps(at);
  const t = (strike.t + first.t) / 2;
  return CUSHIONS.filter((side) => gaps[side] <= APPROACH_RAIL_MM).map((side): Reading => {
    const events = [...es.slice(0, c), { t, kind: 'cushion', ball: strike.ball, cushion: side } as StrokeEvent, ...es.slice(c)];
    return { rests: [c], stroke: { ...stroke, events }, assumes: `${strike.ball} met the ${side} cushion unseen on its way to its first contact` };
  });
}
