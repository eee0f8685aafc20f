/**
 * The evaluation loop: planned matches (random player, scenarios) →
 * simulated detections of the whole recording → tracker → EventsStage (the
 * live path: strokes opened and closed by the stage) → events, scored
 * against the physics' true events; each stroke's tracked events judged with
 * judgeMatch in the true state of the match before it, against the true
 * stroke's verdict (one error does not cascade into the next strokes).
 * Tracking (`trackRecording`) runs apart from the rest (`scoreRecording`,
 * with a side's events stage and judge: side.ts), so that the A/B evaluation
 * scores two sides on one tracking; the stage reads the frames in the order
 * the tracker gave them, as live (a dev dump before and after the split was
 * byte-identical).
 */
import type { StrokeEvent } from '../../contracts/events.js';
import type { BallId, Discipline, PinId } from '../../contracts/ids.js';
import { isCaromDiscipline } from '../../contracts/ids.js';
import type { MatchFile, Stroke } from '../../contracts/match.js';
import { renameEvent, renameKeys } from '../../contracts/rename.js';
import type { StrokeDoubt, StrokeVerdict } from '../../contracts/verdict.js';
import { minConfidence } from '../../rules/query.js';
import type { PlannedRecording } from '../../sim/plan.js';
import { type DetectorModel, type SimulatedDetections, simulateDetections } from '../../track/simulated-detections.js';
import { Tracker, type TrackedFrame } from '../../track/tracker.js';
import { cameraShutter, eventsShutter } from '../../track/hall-camera.js';
import type { Shutter } from '../../track/shutter.js';
import type { ExtractedStroke } from '../extract.js';
import { PIN_SHIFT_MM } from '../pins.js';
import { type SituationTable, addSituations, emptySituations, tabulate } from './diagnose.js';
import { identityMap } from './identity-map.js';
import type { Material } from './material.js';
import { type EventsSide, THIS_TREE } from './side.js';
import { type ShiftAgreement, type Tally, addShifts, addTally, emptyShifts, emptyTally, matchEvents, matchToleranceS, shiftAgreement } from './metrics.js';

/** A stroke's confidence at or above which a wrong verdict counts as a confident error. */
export const HIGH_CONFIDENCE = 0.9;
/** An extracted stroke belongs to the true stroke whose strike is this close (s). */
const ALIGN_S = 0.5;

export interface StrokeOutcome {
  name: string; index: number;
  contacts: Tally; cushions: Tally; pinFalls: Tally; situations: SituationTable;
  /** Pin shifts and their shifter (`by`), five-pins: a diagnostic beside the pin falls. */
  pinShifts: ShiftAgreement;
  /** Ball-ball contacts leaving out pairs frozen together before the stroke (see `frozenPairs`): a second figure, never instead of `contacts`. */
  openContacts: Tally;
  /** Ball-ball contacts with a pair's true touches less than a frame apart counted once (see `sameFrameTouches`): a third figure, never instead of `contacts`. */
  frameContacts: Tally;
  swaps: number; found: boolean; verdictAgrees: boolean | null;
  /** The verdict's decisive doubt (src/rules/doubt.ts) is at or above HIGH_CONFIDENCE: the stroke is not sent to the referee. */
  confident: boolean;
  /** The old rule, kept beside it: every event at or above HIGH_CONFIDENCE. */
  confidentAny: boolean;
  truth: StrokeEvent[]; events: StrokeEvent[];
  /** The tracked verdict's decisive doubt, when the stroke has doubtful events. */
  doubt?: StrokeDoubt;
  verdicts?: { truth: unknown; tracked: unknown };
}

export interface RecordingOutcome { strokes: StrokeOutcome[]; extraStrokes: number }

/** A recording's simulated detections (with the truth per frame) and the tracker's frames: the slow part, shared by the sides of an A/B. */
export interface TrackedRecording {
  det: SimulatedDetections; tracked: TrackedFrame[];
  /** The rolling shutter the events stage dates its events by (hall-camera.ts `eventsShutter`); none: a global shutter. */
  shutter?: Shutter;
}

/** Render (simulate the detector) and track one recording with this tree's tracker. */
export function trackRecording(m: Material, fps: number, seed: number, detector: Partial<DetectorModel> = {}): TrackedRecording {
  const rec = m.rec;
  const det = simulateDetections(rec.strokes.map((s) => ({ sim: s.sim, shotDirection: s.shot.direction })), rec.table, { fps, seed, detector });
  const tracker = new Tracker(rec.table, rec.discipline, {}, cameraShutter(rec.table, detector.camera));
  return { det, tracked: det.frames.map((f) => tracker.update(f)), shutter: eventsShutter(rec.table, detector.camera) };
}

export function evaluateRecording(m: Material, fps: number, seed: number, detector: Partial<DetectorModel> = {}): RecordingOutcome {
  return scoreRecording(m, fps, seed, trackRecording(m, fps, seed, detector));
}

/**
 * One tracked recording through a side's events stage (strokes opened and
 * closed by the stage) and judge, scored against the truth. `seed` only
 * names the recording in EVAL_SWAPS lines.
 */
export function scoreRecording(m: Material, fps: number, seed: number, run: TrackedRecording, side: EventsSide = THIS_TREE): RecordingOutcome {
  const rec = m.rec, { det, tracked } = run;
  const stage = side.newStage({ table: rec.table, discipline: rec.discipline, ...(run.shutter ? { shutter: run.shutter } : {}) });
  const extracted: ExtractedStroke[] = [];
  for (const tf of tracked) {
    const s = stage.update(tf);
    if (s) extracted.push(s);
  }
  const last = stage.flush();
  if (last) extracted.push(last);
  const aligned = align(rec, extracted);
  const truthVerdicts = verdictsOf(rec.match, side);
  const strokes = rec.strokes.map((ps, k): StrokeOutcome => {
    const truth = ps.stroke.events;
    const ex = aligned[k];
    const confidentAny = ex ? minConfidence(ex.events) >= HIGH_CONFIDENCE : false;
    const from = ps.sim.start - 1, to = ps.sim.end + 0.5;
    const ids = identityMap(tracked, det.truth, from, to);
    // EVAL_SWAPS=1: name each stroke whose tracked ids swap (to find the tracker rule that made it).
    if (process.env.EVAL_SWAPS && ids.swaps) console.log(`  swap ${m.name}[${k}] fps=${fps} seed=${seed} swaps=${ids.swaps} ${JSON.stringify([...ids.map])}`);
    const events = ex ? ex.events.map((e) => renameEvent(e, ids.map)) : [];
    const tol = matchToleranceS('ball-ball', fps);
    const cm = matchEvents(truth, events, ['ball-ball'], fps, tol);
    const seen = { frames: det.frames, truth: det.truth };
    const out: StrokeOutcome = {
      name: m.name, index: k,
      contacts: cm.tally,
      openContacts: openTally(truth, events, ps.stroke.before?.balls ?? {}, rec.table.ballRadius, fps, tol),
      frameContacts: matchEvents(sameFrameTouches(truth, fps), sameFrameTouches(events, fps), ['ball-ball'], fps, tol).tally,
      cushions: matchEvents(truth, events, ['cushion'], fps, tol).tally,
      pinFalls: matchEvents(truth, events, ['pin-fall'], fps, matchToleranceS('pin-fall', fps)).tally,
      pinShifts: shiftAgreement(truth, events, (pin) => pinMoved(ps.sim, pin), PIN_SHIFT_MM),
      situations: tabulate(cm.missed, cm.extra, ps, seen, rec.table),
      swaps: ids.swaps, found: ex !== undefined, verdictAgrees: null, confident: confidentAny, confidentAny,
      truth, events,
    };
    const tv = truthVerdicts?.[k];
    if (!tv) return out;
    if (!ex) return { ...out, verdictAgrees: false };
    const mine = trackedStroke(rec, k, ex, events, ids.map);
    const v = side.verdictWith(rec.match, k, mine);
    const agree = v !== null && JSON.stringify(side.announced(v)) === JSON.stringify(side.announced(tv));
    // Decisive doubt: only the doubtful events that could change the call send the stroke to the referee (a refused stroke keeps the old rule).
    const confident = v ? (v.doubt?.confidence ?? 1) >= HIGH_CONFIDENCE : confidentAny;
    const doubt = v?.doubt ? { doubt: v.doubt } : {};
    return { ...out, confident, ...doubt, verdictAgrees: agree, ...(agree ? {} : { verdicts: { truth: side.announced(tv), tracked: v ? side.announced(v) : 'error' } }) };
  });
  return { strokes, extraStrokes: extracted.length - aligned.filter(Boolean).length };
}

/** How far (mm) a pin's base moved from the strike to the stroke's end in the simulation (0: not on the table at both). */
function pinMoved(sim: PlannedRecording['strokes'][number]['sim'], pin: string): number {
  const a = sim.stateAt(sim.start).pins[pin as PinId], b = sim.stateAt(sim.end).pins[pin as PinId];
  return a && b ? Math.hypot(b.pose.pos[0] - a.pose.pos[0], b.pose.pos[1] - a.pose.pos[1]) : 0;
}

/** Each true stroke's extracted stroke: the one whose strike (or first event) is nearest its strike, within ALIGN_S. */
function align(rec: PlannedRecording, extracted: readonly ExtractedStroke[]): (ExtractedStroke | undefined)[] {
  const used = new Set<number>();
  return rec.strokes.map((ps) => {
    let best = -1, bestD = ALIGN_S;
    extracted.forEach((ex, j) => {
      if (used.has(j)) return;
      const t = (ex.events.find((e) => e.kind === 'strike') ?? ex.events[0])?.t ?? Infinity;
      const d = Math.abs(t - ps.sim.start);
      if (d <= bestD) { bestD = d; best = j; }
    });
    if (best < 0) return undefined;
    used.add(best);
    return extracted[best];
  });
}

/** The tracked stroke as the live service would file it: the shooter the judge expects, the referee's input from the truth. */
function trackedStroke(rec: PlannedRecording, k: number, ex: ExtractedStroke, events: StrokeEvent[], map: Map<BallId, BallId>): Stroke {
  const t = rec.match.strokes[k]!;
  const struck = ex.struck ? (map.get(ex.struck) ?? ex.struck) : undefined;
  const cueBall = isCaromDiscipline(rec.discipline) ? t.cueBall : struck;
  return {
    shooter: t.shooter, ...(cueBall ? { cueBall } : {}), events,
    before: { ...ex.before, balls: renameKeys(ex.before.balls, map) },
    after: { ...ex.after, balls: renameKeys(ex.after.balls, map) },
    ...(t.declared ? { declared: t.declared } : {}), ...(t.refereeFouls ? { refereeFouls: t.refereeFouls } : {}),
    ...(t.shotClock ? { shotClock: t.shotClock } : {}),
  };
}

function verdictsOf(match: MatchFile, side: EventsSide): StrokeVerdict[] | null {
  try { return side.judgeMatch(match).strokes; } catch { return null; }
}

/**
 * Two balls closer than 2R + this (mm) before the stroke are frozen together.
 * A contact between them passes momentum with no approach to see: in a rack
 * break a dozen such contacts fall within 2 ms, inside one frame at 60 fps,
 * and their order and number are physically invisible to the camera. Range 0-5.
 */
export const FROZEN_GAP_MM = 1;

/** The pairs of balls frozen together in a layout (keys `a+b`, sorted). */
export function frozenPairs(balls: Partial<Record<BallId, readonly [number, number]>>, R: number): Set<string> {
  const es = Object.entries(balls) as [BallId, readonly [number, number]][];
  const out = new Set<string>();
  for (let i = 0; i < es.length; i++) {
    for (let j = i + 1; j < es.length; j++) {
      const [a, p] = es[i]!, [b, q] = es[j]!;
      if (Math.hypot(p[0] - q[0], p[1] - q[1]) < 2 * R + FROZEN_GAP_MM) out.add([a, b].sort().join('+'));
    }
  }
  return out;
}

/** Contact tally over the pairs not frozen together before the stroke (truth and tracked alike). */
function openTally(truth: readonly StrokeEvent[], events: readonly StrokeEvent[], before: Partial<Record<BallId, readonly [number, number]>>, R: number, fps: number, tol: number): Tally {
  const frozen = frozenPairs(before, R);
  const open = (e: StrokeEvent): boolean => e.kind !== 'ball-ball' || !frozen.has([...e.balls].sort().join('+'));
  return matchEvents(truth.filter(open), events.filter(open), ['ball-ball'], fps, tol).tally;
}

/**
 * The true events with each pair's ball-ball touches that follow its
 * previous touch by less than one frame interval left out. The physics
 * resolves a ball pushed into a near rail, or a pair rolling along together,
 * as two or three touches a few ms apart; every frame sees them as one
 * (the pair is in contact, then parted), so no frame-based extractor can
 * count them.
 */
export function sameFrameTouches(truth: readonly StrokeEvent[], fps: number): StrokeEvent[] {
  const last = new Map<string, number>();
  return truth.filter((e) => {
    if (e.kind !== 'ball-ball') return true;
    const key = [...e.balls].sort().join('+'), prev = last.get(key);
    last.set(key, e.t);
    return prev === undefined || e.t - prev >= 1 / fps;
  });
}

export interface DisciplineReport {
  discipline: Discipline; fps: number; recordings: number; strokes: number; unfound: number; extraStrokes: number;
  /** Every ball-ball contact. `openContacts`: leaving out pairs frozen together before the stroke (printed beside, not instead). */
  openContacts: Tally;
  /** Pairs' touches less than a frame apart counted once (printed beside, not instead). */
  frameContacts: Tally;
  contacts: Tally; cushions: Tally; pinFalls: Tally; situations: SituationTable; swaps: number;
  pinShifts: ShiftAgreement;
  judged: number; agreed: number;
  /** Wrong verdicts whose decisive doubt is at or above HIGH_CONFIDENCE (not sent to the referee). */
  confidentWrong: number;
  /** Wrong verdicts with every event at or above HIGH_CONFIDENCE (the old rule), beside it. */
  confidentWrongAny: number;
  wrong: StrokeOutcome[];
  /** Every stroke's outcome (diagnostics). */
  all: StrokeOutcome[];
}

/** The simulated detector's seed for the first recording of an evaluation; the i-th gets this + i. */
export const FIRST_DETECTOR_SEED = 1000;

/**
 * `detector` overrides the simulated detector (`DEFAULT_DETECTOR`) for every
 * recording: the stress rows (noisier or lossier than the renders' detector,
 * as a real hall's camera may be) that test/events.eval.test.ts runs with
 * EVAL_NOISE / EVAL_MISS.
 */
export function evaluate(discipline: Discipline, fps: number, material: readonly Material[], seed = FIRST_DETECTOR_SEED, detector: Partial<DetectorModel> = {}): DisciplineReport {
  const r = emptyReport(discipline, fps);
  material.forEach((m, i) => addRecording(r, evaluateRecording(m, fps, seed + i, detector)));
  return r;
}

/** A report with nothing counted yet (`addRecording` fills it). */
export function emptyReport(discipline: Discipline, fps: number): DisciplineReport {
  return {
    discipline, fps, recordings: 0, strokes: 0, unfound: 0, extraStrokes: 0, contacts: emptyTally(), openContacts: emptyTally(), frameContacts: emptyTally(), cushions: emptyTally(), pinFalls: emptyTally(), pinShifts: emptyShifts(),
    situations: emptySituations(), swaps: 0, judged: 0, agreed: 0, confidentWrong: 0, confidentWrongAny: 0, wrong: [], all: [],
  };
}

/** Count one recording's outcome into a report (in place). */
export function addRecording(r: DisciplineReport, o: RecordingOutcome): void {
  r.recordings++; r.extraStrokes += o.extraStrokes;
  for (const s of o.strokes) {
    r.strokes++; r.all.push(s); if (!s.found) r.unfound++;
    r.contacts = addTally(r.contacts, s.contacts); r.openContacts = addTally(r.openContacts, s.openContacts); r.frameContacts = addTally(r.frameContacts, s.frameContacts); r.cushions = addTally(r.cushions, s.cushions); r.pinFalls = addTally(r.pinFalls, s.pinFalls);
    r.pinShifts = addShifts(r.pinShifts, s.pinShifts);
    r.situations = addSituations(r.situations, s.situations);
    r.swaps += s.swaps;
    if (s.verdictAgrees === null) continue;
    r.judged++;
    if (s.verdictAgrees) r.agreed++;
    else { r.wrong.push(s); if (s.confident) r.confidentWrong++; if (s.confidentAny) r.confidentWrongAny++; }
  }
}
