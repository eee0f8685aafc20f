/**
 * The other readings of a doubtful pin fall (src/rules/doubt-readings.ts
 * judges them). A pin-fall's confidence from the events stage is about its
 * knocker, not the fall (src/events/pins.ts: 0.6 another pin or two balls
 * at once, 0.8 a ball hidden under the cue, 0.3 none found); the fall itself
 * is what the pin's state before and after the stroke says. So a pin seen
 * standing before and lying after surely fell: "it did not fall" is no
 * reading of it (that reading sent a third of five-pins' flagged strokes to
 * the referee for a pin count the frames settle); which ball or pin knocked
 * it is.
 */
import type { StrokeEvent } from '../../contracts/events.js';
import { ballsOf, type BallId, type Discipline, type PinId } from '../../contracts/ids.js';
import type { Stroke } from '../../contracts/match.js';
import { isPin } from './pins.js';

type PinFallEvent = Extract<StrokeEvent, { kind: 'pin-fall' }>;

/** A reading of one event: the events it rests on, the stroke so read, what it assumes. */
export interface KnockerReading { rests: number[]; stroke: Stroke; assumes: string }

/**
 * How much later (s) than the knocked pin a knocker pin's own reported fall
 * may be: the events stage dates a pin's fall between the last frame it was
 * seen standing and the next, so two pins a frame apart may swap. About one
 * frame at 30 fps; raising it admits pins falling well after as knockers.
 * Range 0-0.1.
 */
export const KNOCKER_PIN_SLACK_S = 1 / 30;

/**
 * Event k is a pin fall the stroke's pin states settle: standing before the
 * stroke, lying after it, and a knocker found (a ball's path or another
 * pin's fall reaching it). A fall with no knocker (`by` the pin itself) is
 * physically suspect: pins do not fall alone, and on a camera the states
 * before and after come from the same detections that may have lost a
 * standing pin under an arm or read it lying; it keeps its "did not fall"
 * reading.
 */
export function surelyFell(stroke: Stroke, k: number): boolean {
  const e = stroke.events[k];
  return e?.kind === 'pin-fall' && e.by !== e.pin && stroke.before?.pins?.[e.pin] === 'standing' && stroke.after?.pins?.[e.pin] === 'fallen';
}

/**
 * The knockers a doubtful pin fall may have had instead: each other pin that
 * fell by then (KNOCKER_PIN_SLACK_S), and the balls. A fall credited to a
 * pin had no ball seen reaching it (the events stage follows every ball's
 * path past the pin), so its other balls are those seen among the pins: the
 * knockers of the stroke's other falls (a ball a frame late and a pin's fall
 * are one frame apart). A fall credited to a ball, or to none, may have had
 * any ball. Balls not yet moving then fall away as unphysical (doubt-readings).
 */
export function knockerCandidates(stroke: Stroke, k: number, discipline: Discipline): (BallId | PinId)[] {
  const e = stroke.events[k] as PinFallEvent;
  const falls = stroke.events.filter((o, j): o is PinFallEvent => j !== k && o.kind === 'pin-fall');
  const pins = falls.filter((o) => o.pin !== e.pin && o.t <= e.t + KNOCKER_PIN_SLACK_S).map((o) => o.pin);
  const inCastle = falls.map((o) => o.by).filter((b): b is BallId => !isPin(b));
  const balls = isPin(e.by) && e.by !== e.pin ? inCastle : ballsOf(discipline);
  return [...new Set<BallId | PinId>([...pins, ...balls])].filter((c) => c !== e.by && c !== e.pin);
}

/** Each doubtful pin fall read as knocked by each of its other candidates. */
export function knockerReadings(stroke: Stroke, doubtful: readonly number[], discipline: Discipline): KnockerReading[] {
  return doubtful.flatMap((k) => {
    const e = stroke.events[k]!;
    if (e.kind !== 'pin-fall') return [];
    return knockerCandidates(stroke, k, discipline).map((by): KnockerReading => ({
      rests: [k],
      stroke: { ...stroke, events: stroke.events.map((o, j) => (j === k ? { ...e, by } : o)) },
      assumes: `the ${e.pin} pin falling at ${e.t.toFixed(2)} s: knocked by ${by}, not ${e.by}`,
    }));
  });
}
