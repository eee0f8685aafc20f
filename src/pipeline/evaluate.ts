/**
 * End-to-end evaluation on rendered recordings: the video (H.264, as a hall
 * camera would film it) through the real detector, tracker and events, then
 * the rules, compared with the verdicts of the recording's true events.
 * Unlike the events evaluation (src/events/eval, simulated detections), every
 * stage here is the one that runs in the hall.
 *
 * A tracked stroke is judged in the true match's context (the true strokes
 * before it), with the referee's own input taken from the truth (shooter,
 * Russian call, fouls only a referee sees), so one miss does not spoil every
 * verdict after it.
 */
import { cameraOf, tableOf } from '../camera/calibration.js';
import { probeVideo } from '../capture/video.js';
import type { StrokeEvent } from '../contracts/events.js';
import { ballsOf, type BallId, type Vec2 } from '../contracts/ids.js';
import type { MatchFile, Stroke } from '../contracts/match.js';
import { type IdMap, renameEvent, renameKeys } from '../contracts/rename.js';
import type { StrokeVerdict } from '../contracts/verdict.js';
import type { Detector } from '../detect/detector.js';
import { announced, verdictWith } from '../rules/announce.js';
import { judgeMatch } from '../rules/match.js';
import { placeableAfter } from '../rules/placeable.js';
import type { SourceStroke } from './types.js';
import { openRecording } from './open.js';
import { framesOfVideo, trackFrames } from './offline.js';
import type { VisionContext } from './vision-stages.js';

/** A tracked stroke belongs to the true stroke whose strike is this close (s). */
export const ALIGN_S = 0.5;

export interface VideoStrokeOutcome {
  index: number;
  found: boolean;
  agrees: boolean;
  /**
   * A found stroke's verdict confidence (its decisive doubt's, 1 without
   * one): a disagreement at HIGH_CONFIDENCE or above reaches the referee as
   * a confident wrong call, one below it is flagged for a look.
   */
  confidence?: number;
  truth?: unknown;
  tracked?: unknown;
  /** On a disagreement: both event lists in short (see `eventsInShort`), to see which call went wrong. */
  truthEvents?: string;
  trackedEvents?: string;
}

/** One event in a few characters: time, kind and what it names (e.g. `1.234 ball white>red`). */
export function eventsInShort(events: readonly StrokeEvent[]): string {
  return events.map((e) => {
    const o = e as unknown as Record<string, unknown>;
    const what = [o.ball, Array.isArray(o.balls) ? (o.balls as string[]).join(">") : undefined, o.cushion, o.pin, o.by, o.pocket]
      .filter((x) => typeof x === 'string' && x).join(' ');
    const c = typeof o.confidence === 'number' && o.confidence < 1 ? ` (${o.confidence})` : '';
    return `${e.t.toFixed(3)} ${e.kind}${what ? ` ${what}` : ''}${c}`;
  }).join('; ');
}

export interface VideoOutcome {
  name: string;
  discipline: string;
  fps: number;
  frames: number;
  /** Frames the detector ran on whole (the rest only around the tracker's predictions). */
  fullFrames: number;
  msPerFrame: number;
  strokes: VideoStrokeOutcome[];
  /** Tracked strokes matching no true stroke (a ball moved by hand taken for a stroke, a stroke split in two). */
  extra: number;
  /**
   * Distance (mm) from each found stroke's before and after position of a
   * ball to the truth's (balls at rest: what the zone rules read), one entry
   * per ball per stroke end both name.
   */
  restErrorsMm: number[];
}

/** Distances (mm) between the positions two records give the same ball. */
export function positionErrors(found: Partial<Record<BallId, Vec2>>, truth: Partial<Record<BallId, Vec2>>): number[] {
  const out: number[] = [];
  for (const [id, p] of Object.entries(found) as [BallId, Vec2][]) {
    const q = truth[id];
    if (q) out.push(Math.hypot(p[0] - q[0], p[1] - q[1]));
  }
  return out;
}

const strikeOf = (events: readonly StrokeEvent[]): number => (events.find((e) => e.kind === 'strike') ?? events[0])?.t ?? Infinity;

export function alignStrokes(truth: readonly Stroke[], found: readonly SourceStroke[]): (SourceStroke | undefined)[] {
  const used = new Set<number>();
  return truth.map((s) => {
    const best = nearestStrike(found, strikeOf(s.events), used);
    return best < 0 ? undefined : found[best];
  });
}

/**
 * The index of the stroke of `strokes` not in `used` whose strike is nearest `t`, within ALIGN_S (the last of
 * equals), taken into `used`; -1 when none is that near.
 */
function nearestStrike(strokes: readonly { events: readonly StrokeEvent[] }[], t: number, used: Set<number>): number {
  let best = -1, bestD = ALIGN_S;
  strokes.forEach((f, j) => {
    const d = Math.abs(strikeOf(f.events) - t);
    if (!used.has(j) && d <= bestD) { bestD = d; best = j; }
  });
  if (best >= 0) used.add(best);
  return best;
}

/** Tracked Russian whites carry arbitrary ids: name each after the true ball nearest its start position. */
export function identityMap(trackedBefore: Partial<Record<BallId, Vec2>>, trueBefore: Partial<Record<BallId, Vec2>>): Map<BallId, BallId> {
  const pairs: [number, BallId, BallId][] = [];
  for (const [a, p] of Object.entries(trackedBefore) as [BallId, Vec2][]) {
    for (const [b, q] of Object.entries(trueBefore) as [BallId, Vec2][]) if ((a === 'colour') === (b === 'colour')) pairs.push([Math.hypot(p[0] - q[0], p[1] - q[1]), a, b]);
  }
  pairs.sort((x, y) => x[0] - y[0]);
  const map = new Map<BallId, BallId>(), taken = new Set<BallId>();
  for (const [, a, b] of pairs) if (!map.has(a) && !taken.has(b)) { map.set(a, b); taken.add(b); }
  return map;
}

/** Every ball a tracked stroke names (events and positions). */
function idsIn(s: SourceStroke): BallId[] {
  const ids = new Set<BallId>([...Object.keys(s.before?.balls ?? {}), ...Object.keys(s.after?.balls ?? {})] as BallId[]);
  for (const e of s.events) {
    const o = e as unknown as { ball?: BallId; balls?: BallId[]; by?: string };
    if (o.ball) ids.add(o.ball);
    for (const b of o.balls ?? []) ids.add(b);
  }
  return [...ids];
}

/**
 * A tracked white not seen at the stroke's start has no partner in `identityMap`; it keeps its
 * own name unless another tracked ball was renamed to it, then takes a true name still free
 * (two tracked balls under one name made a ball touch itself, a stroke the judge refuses).
 */
export function completeMap(map: Map<BallId, BallId>, ids: readonly BallId[], all: readonly BallId[]): Map<BallId, BallId> {
  const out = new Map(map);
  const taken = new Set(out.values());
  for (const id of ids) {
    if (out.has(id)) continue;
    const name = !taken.has(id) ? id : all.find((b) => !taken.has(b) && (b === 'colour') === (id === 'colour') && !ids.some((x) => x === b && !out.has(x)));
    if (!name) continue;
    out.set(id, name);
    taken.add(name);
  }
  return out;
}

function renamed(s: SourceStroke, map: IdMap): Omit<Stroke, 'shooter'> {
  const events = s.events.map((e) => renameEvent(e, map));
  return { events, ...(s.before ? { before: { ...s.before, balls: renameKeys(s.before.balls, map) } } : {}), ...(s.after ? { after: { ...s.after, balls: renameKeys(s.after.balls, map) } } : {}) };
}


/**
 * Tracked stroke `found`, aligned with true stroke k, as that stroke of the match: the referee's input from the
 * truth, the tracked events and positions (Russian whites renamed after the true balls: `map`).
 */
function asTrueStroke(match: MatchFile, k: number, found: SourceStroke): { mine: Stroke; map: Map<BallId, BallId> } {
  const t = match.strokes[k]!;
  const map = match.discipline === 'russian-colour' ? completeMap(identityMap(found.before?.balls ?? {}, t.before?.balls ?? {}), idsIn(found), ballsOf(match.discipline)) : new Map<BallId, BallId>();
  const { events: _e, before: _b, after: _a, ...referee } = t;
  const mine: Stroke = { ...referee, ...renamed(found, map) };
  if (match.discipline === 'russian-colour' && found.events[0]?.kind === 'strike') {
    const struck = (found.events[0] as { ball: BallId }).ball;
    mine.cueBall = map.get(struck) ?? struck;
  }
  return { mine, map };
}

/**
 * The evaluation's judge as strokes come (the live service's `vision.placementsFromVerdicts`): a tracked stroke
 * whose strike is within ALIGN_S of a true stroke not yet taken is judged as that stroke in the true match's
 * context, and the balls its verdict lets a hand place go to the events stage (tracked names). A stroke that
 * matches none, or that the judge refuses, places nothing.
 */
function placeableAsEvaluated(match: MatchFile): (s: SourceStroke) => BallId[] {
  const taken = new Set<number>();
  return (s) => {
    const k = nearestStrike(match.strokes, strikeOf(s.events), taken);
    if (k < 0) return [];
    const { mine, map } = asTrueStroke(match, k, s);
    const v = verdictWith(match, k, mine);
    const tracked = new Map([...map].map(([a, b]) => [b, a] as const));
    return v ? placeableAfter(v, match).map((id) => tracked.get(id) ?? id) : [];
  };
}

/**
 * `tuning`: vision-path settings for comparisons (e.g. `{ restFit: {} }`); `placements: false` leaves the events
 * stage untold of the balls a verdict lets a hand place (the behaviour before session 58).
 */
export async function evaluateVideo(dir: string, detector: Detector, tuning: Partial<Pick<VisionContext, 'restFit' | 'refine'>> & { placements?: boolean } = {}): Promise<VideoOutcome> {
  const rec = await openRecording(dir);
  if (!rec.calibration || !rec.match) throw new Error(`${dir}: a recording folder with truth.json is needed`);
  const match = rec.match;
  const { placements = true, ...vision } = tuning;
  const run = await trackFrames(framesOfVideo(rec.video, await probeVideo(rec.video)), {
    detector, camera: cameraOf(rec.calibration), table: tableOf(rec.calibration), discipline: match.discipline, ...vision,
  }, undefined, placements ? placeableAsEvaluated(match) : undefined);
  const aligned = alignStrokes(match.strokes, run.strokes);
  let truthVerdicts: StrokeVerdict[] = [];
  try { truthVerdicts = judgeMatch(match).strokes; } catch { /* a truth the judge refuses scores nothing */ }
  const restErrorsMm: number[] = [];
  const strokes = match.strokes.map((t, k): VideoStrokeOutcome => {
    const found = aligned[k];
    const tv = truthVerdicts[k];
    if (!found || !tv) return { index: k, found: Boolean(found), agrees: false, ...(tv ? { truth: announced(tv) } : {}) };
    const { mine } = asTrueStroke(match, k, found);
    restErrorsMm.push(...positionErrors(mine.before?.balls ?? {}, t.before?.balls ?? {}), ...positionErrors(mine.after?.balls ?? {}, t.after?.balls ?? {}));
    const v = verdictWith(match, k, mine);
    const agrees = v !== null && JSON.stringify(announced(v)) === JSON.stringify(announced(tv));
    return {
      index: k, found: true, agrees, confidence: v?.doubt?.confidence ?? 1,
      ...(agrees ? {} : { truth: announced(tv), tracked: v ? announced(v) : 'refused by the judge', truthEvents: eventsInShort(t.events), trackedEvents: eventsInShort(mine.events) }),
    };
  });
  return { name: rec.name, discipline: match.discipline, fps: rec.info.fps, frames: run.frames, fullFrames: run.fullFrames, msPerFrame: run.msPerFrame, strokes, extra: run.strokes.length - aligned.filter(Boolean).length, restErrorsMm };
}
