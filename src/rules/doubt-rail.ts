/**
 * The reading of a rest's `cushion` doubt (src/rules/doubt-readings.ts
 * `restReadings`): a struck ball lying a short way from a rail, hidden until
 * it was on its way out, may have met that rail unseen; the events stage
 * names the rail when a rebound off it explains the way out as well as a
 * straight start does (src/events/rail-doubt.ts; development three-cushion
 * 30 fps 241-280 #266[6]: the white 9 mm from the right rail met it 2 ms
 * after the strike, and "no point" was called with no doubt). The stroke is
 * judged with that cushion too: only where it changes the call does the
 * referee look.
 */
import type { RestDoubt, StrokeEvent } from '../contracts/events.js';
import type { Stroke } from '../contracts/match.js';
import { describe, type Reading } from './doubt-readings.js';

/**
 * The stroke with the doubt's rail met, unseen, at its time. Not shifted:
 * the events stage dates it between the strike and the ball's first point
 * seen, and nothing of that ball is seen in between. A time before the ball
 * moves makes no physical reading: the rest then stays decisive.
 */
export function railReading(stroke: Stroke, rest: number, doubt: Extract<RestDoubt, { reason: 'cushion' }>): Reading {
  const added: StrokeEvent = { t: doubt.t, kind: 'cushion', ball: doubt.ball, cushion: doubt.cushion };
  const events = [...stroke.events, added].sort((a, b) => a.t - b.t);
  return { rests: [rest], stroke: { ...stroke, events }, assumes: `${describe(added)}: met, unseen`, confidence: doubt.confidence };
}
