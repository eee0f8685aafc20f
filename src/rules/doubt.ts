/**
 * Decisive doubt (issue 6, "the referee looks only where it matters").
 *
 * A stroke made from video carries events the camera is unsure of
 * (confidence under DOUBT_CONFIDENCE). Most cannot change the call: a thin
 * contact between the object balls after the point is made, an object
 * ball's doubtful cushion in three-cushion, a doubtful contact in a stroke
 * that is a foul anyway. So the stroke is judged again under the other
 * readings of its doubtful events (dropped alone or in small sets, a little
 * earlier or later, a contact made by another ball, a cushion met twice,
 * what the balls of a contact that surely happened did unseen around it, the
 * other ball struck, a ball on the other side of a zone line, a pin knocked
 * by another ball or pin), leaving out
 * readings that would leave a seen ball moving without a cause; only the
 * events of a reading that changes what the referee calls are decisive. The
 * stroke's confidence is the lowest confidence among them (1 when no
 * reading changes the call): that, not the lowest confidence of any event,
 * is what sends a stroke to the referee.
 *
 * Pure: judges are pure (src/rules/judge.ts), so alternatives are judged
 * from the same state freely. The table of readings and what is not covered
 * (a contact the camera did not report at all, the time of events reported
 * as sure): docs/contracts-extensions.md, "Decisive doubt".
 */
import type { StrokeEvent } from '../contracts/events.js';
import type { Stroke } from '../contracts/match.js';
import type { RefereeCall, StrokeDoubt, StrokeVerdict } from '../contracts/verdict.js';
import { isDoubtful, readingsOf, routeReadings, type Reading } from './doubt-readings.js';
import type { AnyJudge } from './judge.js';

/**
 * The decisive doubt of a stroke: judge the other readings of its doubtful
 * events from `state` (the judge state before the stroke, the one its
 * `verdict` was judged from) and keep the smallest sets of events whose
 * reading changes the call. Null when the stroke has no doubtful event.
 */
export function decisiveDoubt(judge: AnyJudge, state: unknown, stroke: Stroke, index: number, verdict: StrokeVerdict): StrokeDoubt | null {
  const doubtful = stroke.events.flatMap((e, k) => (isDoubtful(e) ? [k] : []));
  const route = routeReadings(stroke, verdict, judge.discipline);
  if (doubtful.length === 0 && route.length === 0) return null;
  const found = readingsOf(stroke, doubtful, judge.discipline);
  const readings = [...found.readings, ...route], stuck = found.stuck;
  const own = callKey(verdict);
  const changing = readings.flatMap((r) => {
    const v = judgeReading(judge, state, r.stroke, index);
    return v === undefined || callKey(v) !== own ? [{ ...r, call: v }] : [];
  });
  const minimal = changing.filter((r) => !changing.some((o) => o !== r && strictSubset(o.rests, r.rests)));
  const events = [...new Set([...stuck, ...minimal.flatMap((r) => r.rests)])].sort((a, b) => a - b);
  // Only the route reading was judged, and it changes nothing: no doubt to report.
  if (doubtful.length === 0 && events.length === 0) return null;
  const confidence = Math.min(...stuck.map((k) => stroke.events[k]!.confidence ?? 1), ...minimal.map((r) => readingConfidence(r, stroke.events)), 1);
  const best = mostLikely(minimal.filter((r) => r.call !== undefined), stroke.events);
  return { confidence, events, ...(best ? { alternative: alternativeOf(best.call, best.assumes) } : {}) };
}

/** What the referee calls, as a comparable key: points, validity, fouls, calls (with their zones), who plays next, free ball. */
export function callKey(v: RefereeCall): string {
  const points = Object.entries(v.points).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const calls = v.calls.map((c) => `${c.call}${c.zone ? `@${c.zone}` : ''}`).sort();
  return JSON.stringify({ valid: v.valid, points, fouls: [...v.fouls].sort(), calls, next: v.next, freeBall: v.freeBall });
}

/** The judge's verdict on a reading; undefined when the judge refuses it (the referee must look). */
function judgeReading(judge: AnyJudge, state: unknown, stroke: Stroke, index: number): StrokeVerdict | undefined {
  try { return judge.stroke(state, stroke, index).verdict; } catch { return undefined; }
}

function strictSubset(a: readonly number[], b: readonly number[]): boolean {
  return a.length < b.length && a.every((k) => b.includes(k));
}

function readingConfidence(r: Reading, events: readonly StrokeEvent[]): number {
  return r.confidence ?? Math.min(...r.rests.map((k) => events[k]!.confidence ?? 1), 1);
}

/** The changing reading most likely true: the largest product of its events' doubt (1 - confidence). */
function mostLikely<R extends Reading>(readings: readonly R[], events: readonly StrokeEvent[]): R | undefined {
  const odds = (r: Reading): number => (r.confidence !== undefined ? 1 - r.confidence : r.rests.reduce((m, k) => m * (1 - (events[k]!.confidence ?? 1)), 1));
  return readings.reduce<R | undefined>((best, r) => (best === undefined || odds(r) > odds(best) ? r : best), undefined);
}

function alternativeOf(v: StrokeVerdict | undefined, assumes: string): StrokeDoubt['alternative'] {
  if (!v) return undefined;
  const { valid, points, fouls, calls, next, freeBall, reasons } = v;
  return { valid, points, fouls, calls, next, freeBall, assumes, ...(reasons ? { reasons } : {}) };
}
