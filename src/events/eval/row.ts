/**
 * The events evaluation's printed row of one block (a discipline at a rate):
 * the figures recorded in baseline.json ("full.rows") and
 * docs/tracking-and-events.md, printed by test/events.eval.test.ts and, side
 * by side, by the A/B evaluation (test/events.ab.test.ts).
 */
import { f1, medianOf } from './metrics.js';
import type { DisciplineReport } from './run.js';

/** The printed row of one block (JSON, one line). */
export function rowOf(r: DisciplineReport): Record<string, unknown> {
  return {
    discipline: r.discipline, fps: r.fps, recordings: r.recordings, strokes: r.strokes, unfound: r.unfound, extraStrokes: r.extraStrokes,
    contactF1: +f1(r.contacts).toFixed(4), contactMedianErrFrames: +medianOf(r.contacts.timeErrorsFrames).toFixed(3),
    contactTpFpFn: [r.contacts.tp, r.contacts.fp, r.contacts.fn],
    // A second figure, not a replacement: contacts between balls frozen together before the stroke left out (run.ts, FROZEN_GAP_MM).
    openContactF1: +f1(r.openContacts).toFixed(4), openContactTpFpFn: [r.openContacts.tp, r.openContacts.fp, r.openContacts.fn],
    // A third: a pair's true touches less than a frame apart counted once (run.ts, sameFrameTouches).
    frameContactF1: +f1(r.frameContacts).toFixed(4), frameContactTpFpFn: [r.frameContacts.tp, r.frameContacts.fp, r.frameContacts.fn],
    cushionF1: +f1(r.cushions).toFixed(4), cushionMedianErrFrames: +medianOf(r.cushions.timeErrorsFrames).toFixed(3),
    cushionTpFpFn: [r.cushions.tp, r.cushions.fp, r.cushions.fn],
    pinFallF1: r.discipline === 'five-pins' ? +f1(r.pinFalls).toFixed(4) : null, pinTpFpFn: [r.pinFalls.tp, r.pinFalls.fp, r.pinFalls.fn],
    // Five-pins pin shifts (pins that stayed up) and their shifter `by`: [same, other, none] over the matched true shifts naming one.
    ...(r.discipline === 'five-pins' ? { shiftTpFpFn: [r.pinShifts.tally.tp, r.pinShifts.tally.fp, r.pinShifts.tally.fn], shiftBySameOtherNone: [r.pinShifts.by.same, r.pinShifts.by.other, r.pinShifts.by.none],
      // Of the true shifts whose pin moved at least PIN_SHIFT_MM (what the frames can show): found, missed.
      shiftVisibleTpFn: [r.pinShifts.visible.tp, r.pinShifts.visible.fn] } : {}),
    swapsPer1000: +((1000 * r.swaps) / Math.max(1, r.strokes)).toFixed(1),
    verdictAgreement: r.judged ? +(r.agreed / r.judged).toFixed(4) : null, judged: r.judged,
    // Wrong verdicts not sent to the referee: under the decisive doubt (src/rules/doubt.ts), and under the old any-event rule beside it.
    confidentWrong: r.confidentWrong, confidentWrongAny: r.confidentWrongAny,
    // Share of found strokes sent to the referee: a doubtful event that could change the call (decisive doubt under HIGH_CONFIDENCE).
    flagged: share(r, (o) => !o.confident),
    // The old rule, kept beside it (never instead): any event under HIGH_CONFIDENCE.
    flaggedAny: share(r, (o) => !o.confidentAny),
    situations: Object.fromEntries(Object.entries(r.situations).filter(([, v]) => v.missed + v.extra > 0).map(([k, v]) => [k, `${v.missed}/${v.extra}`])),
  };
}

/** Share of the found strokes that satisfy `pick`. */
function share(r: DisciplineReport, pick: (o: DisciplineReport['all'][number]) => boolean): number {
  const found = r.all.filter((o) => o.found);
  return +(found.filter(pick).length / Math.max(1, found.length)).toFixed(4);
}
