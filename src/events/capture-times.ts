/**
 * A rolling shutter's row time put back on the events (issue 6, hall camera; src/track/shutter.ts). A camera that
 * reads its image row by row sees a ball at its frame's time plus its row's share of the readout (`lagS`): every
 * point of a ball is where the ball truly was `lag` later than the frame says. Within one ball's path, and between
 * two balls that touch (their rows differ by under 2R: 0.5 ms of a 12 ms readout on the carom table), the points
 * stay consistent with each other, so the readers find the same turns and meetings, only dated `lag` early.
 * Development, EVAL_CAMERA=rolling alone (three-cushion, 40 matches): the median event time error went from
 * 0.17 to 0.52 frames at 60 fps, every found event early by up to the readout, and slow touches read 50-60 ms early
 * crossed the 3-frame tolerance.
 *
 * Carrying the positions back to the frame's time in the tracker (shutter.ts, `EVAL_READOUT=1`) moves each point by
 * a predicted velocity and broke turns and meetings (hall-camera.ts `cameraShutter`); this file instead leaves the
 * points as seen and adds to each event's time the lag of the row where it happened. Events that name no ball (the
 * rest) and pin events (timed from a pin's standing detections, 0.5 s tolerance) keep their time.
 */
import type { RestDoubt, StrokeEvent } from '../contracts/events.js';
import type { BallId } from '../contracts/ids.js';
import { type Shutter, lagS } from '../track/shutter.js';
import { type BallHistory, positionAt } from './history.js';

/** Where ball `id` was at t: between its points, else its point nearest in time (a ball unseen at its event). */
function placeAt(hs: readonly BallHistory[], id: BallId, t: number): [number, number] | null {
  const h = hs.find((q) => q.id === id);
  if (!h || h.t.length === 0) return null;
  const p = positionAt(h, t);
  if (p) return p;
  let k = 0;
  for (let i = 1; i < h.t.length; i++) if (Math.abs(h.t[i]! - t) < Math.abs(h.t[k]! - t)) k = i;
  return [h.x[k]!, h.y[k]!];
}

/** The balls whose row dates an event: its ball, or both of a contact; none for the rest and the pins. */
function ballsOf(e: StrokeEvent | RestDoubt): BallId[] {
  if ('balls' in e) return [...e.balls];
  if ('ball' in e) return [e.ball];
  return [];
}

/** The lag (s) of the row where the balls were at t: their mean place's (a contact's two balls lie within 2R); 0 unknown. */
function lagAt(hs: readonly BallHistory[], ids: readonly BallId[], t: number, shutter: Shutter): number {
  const places = ids.map((id) => placeAt(hs, id, t)).filter((p): p is [number, number] => p !== null);
  if (places.length === 0) return 0;
  const x = places.reduce((s, p) => s + p[0], 0) / places.length, y = places.reduce((s, p) => s + p[1], 0) / places.length;
  return lagS(shutter, x, y);
}

/** Whether the event is a pin's (its time comes from the pin's detections, not a ball's path). */
const pinEvent = (e: StrokeEvent): boolean => e.kind === 'pin-fall' || e.kind === 'pin-shift';

/** The events with each time moved to when the camera saw it happen (`t` + its row's lag), sorted again; unchanged under a global shutter. */
export function atCaptureTimes(events: readonly StrokeEvent[], hs: readonly BallHistory[], shutter: Shutter): StrokeEvent[] {
  if (!(shutter.readoutS > 0)) return [...events];
  return events.map((e): StrokeEvent => (e.kind === 'rest' || pinEvent(e) ? e : { ...e, t: e.t + lagAt(hs, ballsOf(e), e.t, shutter) })).sort((a, b) => a.t - b.t);
}

/** A rest doubt that dates what it is about, moved as its event would be (`atCaptureTimes`). */
export function doubtAtCaptureTime(d: RestDoubt, hs: readonly BallHistory[], shutter: Shutter): RestDoubt {
  return 't' in d && shutter.readoutS > 0 ? { ...d, t: d.t + lagAt(hs, ballsOf(d), d.t, shutter) } : d;
}
