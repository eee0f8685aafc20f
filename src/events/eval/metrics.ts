/** Scoring tracked events against the simulator's true ones: matching, F1, time errors in frames. */
import type { StrokeEvent } from '../../contracts/events.js';
import { byKind } from '../../rules/query.js';

export interface Tally { tp: number; fp: number; fn: number; timeErrorsFrames: number[] }

export const emptyTally = (): Tally => ({ tp: 0, fp: 0, fn: 0, timeErrorsFrames: [] });

export function addTally(a: Tally, b: Tally): Tally {
  return { tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn, timeErrorsFrames: [...a.timeErrorsFrames, ...b.timeErrorsFrames] };
}

export function f1(t: Tally): number {
  return t.tp === 0 ? (t.fp + t.fn === 0 ? 1 : 0) : (2 * t.tp) / (2 * t.tp + t.fp + t.fn);
}

export function medianOf(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b), m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Identity of an event for matching: the kind and who took part (ball-ball unordered). */
export function keyOf(e: StrokeEvent): string | null {
  switch (e.kind) {
    case 'ball-ball': return `bb:${[...e.balls].sort().join('+')}`;
    case 'cushion': return `c:${e.ball}:${e.cushion}`;
    case 'pin-fall': return `pf:${e.pin}:${e.by}`;
    default: return null;
  }
}

export interface Matching { tally: Tally; missed: StrokeEvent[]; extra: StrokeEvent[]; /** The matched true and found events, each pair once. */ pairs: { truth: StrokeEvent; found: StrokeEvent }[] }

/** Found events under this confidence are not predictions (neither tp nor extra): the events stage's way of saying "maybe". */
export const MIN_MATCH_CONFIDENCE = 0.5;

/**
 * How far a found event may be from a true one and still match it: three
 * frames for contacts and cushions (a contact dated from the paths' crossing
 * is off by a frame or so; more is a different event), half a second for a
 * pin fall (a pin topples over a tenth of a second or more, its moment is
 * loosely defined; a second fall of the same pin by the same ball is not).
 */
export const CONTACT_TOLERANCE_FRAMES = 3;
export const PIN_FALL_TOLERANCE_S = 0.5;

/** The matching tolerance (s) of an event kind at `fps` (the eval's rows, its dumps and their compare use the same). */
export function matchToleranceS(kind: string, fps: number): number {
  return kind === 'pin-fall' ? PIN_FALL_TOLERANCE_S : CONTACT_TOLERANCE_FRAMES / fps;
}

/**
 * Match predicted to true events of the given kinds (same key, times within
 * `toleranceS`), nearest in time first. Predictions under `minConfidence` do
 * not count as predictions. `missed` / `extra`: the true events not found and
 * the predictions matching none.
 */
export function matchEvents(truth: readonly StrokeEvent[], found: readonly StrokeEvent[], kinds: readonly string[], fps: number, toleranceS: number, minConfidence = MIN_MATCH_CONFIDENCE): Matching {
  const tr = truth.filter((e) => kinds.includes(e.kind));
  const pr = found.filter((e) => kinds.includes(e.kind) && (e.confidence ?? 1) >= minConfidence);
  const pairs: { i: number; j: number; dt: number }[] = [];
  tr.forEach((a, i) => pr.forEach((b, j) => {
    if (keyOf(a) === keyOf(b) && Math.abs(a.t - b.t) <= toleranceS) pairs.push({ i, j, dt: Math.abs(a.t - b.t) });
  }));
  pairs.sort((a, b) => a.dt - b.dt);
  const ui = new Set<number>(), uj = new Set<number>();
  const errs: number[] = [], matched: Matching['pairs'] = [];
  for (const p of pairs) {
    if (ui.has(p.i) || uj.has(p.j)) continue;
    ui.add(p.i); uj.add(p.j); errs.push(p.dt * fps); matched.push({ truth: tr[p.i]!, found: pr[p.j]! });
  }
  return {
    tally: { tp: ui.size, fp: pr.length - uj.size, fn: tr.length - ui.size, timeErrorsFrames: errs },
    missed: tr.filter((_, i) => !ui.has(i)), extra: pr.filter((_, j) => !uj.has(j)), pairs: matched,
  };
}

export function score(truth: readonly StrokeEvent[], found: readonly StrokeEvent[], kinds: readonly string[], fps: number, toleranceS: number, minConfidence = MIN_MATCH_CONFIDENCE): Tally {
  return matchEvents(truth, found, kinds, fps, toleranceS, minConfidence).tally;
}

/**
 * Pin shifts (five-pins 3003.4), found against true ones: `tally` matches
 * by pin within the stroke (a pin shifts once a stroke in both), leaving out
 * true shifts of pins that fell later in the stroke (the camera sees the
 * fall; the rules ignore such a shift). `by`: of the matched true shifts
 * that name their shifter, how many found ones name the same, another, or
 * none. The verdict rows count a `by` that changes a call; this says how
 * often it is right where it does not (yet). `visible`: found and missed
 * of the true shifts whose pin moved at least `minMm` (`moved`: each pin's
 * true move in the stroke, mm; without it every true shift counts) — a
 * knock that leaves a pin up slides it 0-1.5 mm, mostly under what a camera
 * resolves.
 */
export interface ShiftAgreement { tally: Tally; by: { same: number; other: number; none: number }; visible: { tp: number; fn: number } }

export const emptyShifts = (): ShiftAgreement => ({ tally: emptyTally(), by: { same: 0, other: 0, none: 0 }, visible: { tp: 0, fn: 0 } });

export function shiftAgreement(truth: readonly StrokeEvent[], found: readonly StrokeEvent[], moved?: (pin: string) => number, minMm = 0): ShiftAgreement {
  const fell = new Set(byKind(truth, 'pin-fall').map((e) => e.pin));
  const tr = byKind(truth, 'pin-shift').filter((e) => !fell.has(e.pin)), pr = byKind(found, 'pin-shift');
  const out = emptyShifts();
  for (const a of tr) {
    const b = pr.find((e) => e.pin === a.pin);
    const visible = !moved || moved(a.pin) >= minMm;
    if (visible) out.visible[b ? 'tp' : 'fn']++;
    if (!b) { out.tally.fn++; continue; }
    out.tally.tp++;
    if (a.by === undefined) continue;
    if (b.by === undefined) out.by.none++; else if (b.by === a.by) out.by.same++; else out.by.other++;
  }
  out.tally.fp = pr.length - out.tally.tp;
  return out;
}

export function addShifts(a: ShiftAgreement, b: ShiftAgreement): ShiftAgreement {
  return {
    tally: addTally(a.tally, b.tally), by: { same: a.by.same + b.by.same, other: a.by.other + b.by.other, none: a.by.none + b.by.none },
    visible: { tp: a.visible.tp + b.visible.tp, fn: a.visible.fn + b.visible.fn },
  };
}
