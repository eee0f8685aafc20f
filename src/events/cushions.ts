/**
 * Cushion contacts: a ball's coordinate towards a cushion peaks near the
 * cushion's contact line and turns back. The incoming and outgoing pieces are
 * fitted on that coordinate alone (a corner's two cushions are two axes, so a
 * double hit a few ms apart gives two contacts), and their intersection gives
 * the sub-frame time; where it lies against the contact line says how sure.
 */
import { CUSHIONS, type Cushion } from '../contracts/ids.js';
import { CUSHION_AXES } from '../geometry/cushion-sides.js';
import type { CushionEvent } from '../contracts/events.js';
import type { TableModel } from '../geometry/tables.js';
import { pocketCentres } from '../geometry/tables.js';
import { cushionReach } from '../track/geometry.js';
import { type Line, at, fitLine, slopeVar } from './fit.js';
import { LONE_TURN_CONFIDENCE, loneTurn } from './lone-turn.js';
import { mouthHits } from './mouths.js';
import { HEAD_ON_CONFIDENCE, headOn } from './mouth-head-on.js';
import { SETTLED_CONFIDENCE, settled } from './settled.js';
import { settleTouch } from './settle-touch.js';
import { CAMERA_GRAZE_CONFIDENCE, CAMERA_GRAZE_MM, GRAZE_APART_S, GRAZE_CONFIDENCE, grazes } from './grazes.js';
import { QUICK_HIT_CONFIDENCE, quickHit } from './quick-hit.js';
import { throatHits } from './throat.js';
import { withoutUnprovenMouthTouches } from './mouth-rest.js';
import { withOtherNose } from './mouth-nose-back.js';
import type { BallHistory } from './history.js';
import { type CushionBars, MOVING_NOISE_FLOOR_MM, ballBars, ballNoiseScale } from './cushion-noise.js';
import { arrivalTouch } from './arrival-slowing.js';

/**
 * Largest distance (mm) between the fitted contact and the cushion's contact
 * line still taken as a cushion hit. Raising it accepts turns caused by
 * something else near the cushion (a ball); lowering it below the detector's
 * bias near the rail loses real hits. Range 3-40.
 */
export const CUSHION_LINE_TOL_MM = 16;
/**
 * A cushion hit inferred without its turn (rebound.ts, reflected-hits.ts, hidden-approach.ts, pinch.ts, pinch-tangent.ts,
 * start-graze.ts) within this long (s) of a hit of the same ball on the same cushion already found is that hit, not
 * another: one value for every inferring rule, so none reports again what another found. Raising it merges a true repeat
 * touch of one rail (a ball rattling along it); lowering it under the inferred time's error (tens of ms) reports one touch
 * twice. Range 0.02-0.2.
 */
export const KNOWN_HIT_S = 0.1;
/** Points fitted on each side of the contact. More averages noise, fewer keeps other events out. Range 2-8. */
const SIDE_POINTS = 3;
/** Longest side and the normal travel (mm) a side may widen over. Range 3-15, 5-60. */
const MAX_SIDE_POINTS = 8, WIDEN_MM = 20;
/**
 * A side of only two points (cut short by another turn) must move this far
 * (mm) along the normal: two noisy points a mm apart make any slope.
 * Raising it loses quick re-hits; lowering it makes hits of noise bumps near
 * a rail. Range 2-20.
 */
const TWO_POINT_TRAVEL_MM = 5;
const travels = (u: readonly number[], idx: readonly number[], bars: CushionBars): boolean =>
  idx.length > 2 || Math.abs(u[idx[idx.length - 1]!]! - u[idx[0]!]!) >= bars.twoPointTravel;

/**
 * Longest time (s) between two consecutive points of one side. A longer gap
 * (the cue ball hidden under the cue, then seen already past its first
 * cushion) joins the rest place to the path and bends the fitted line.
 * Raising it lets a side reach across occlusions; lowering it below a few
 * frame intervals splits sides at every missed detection. Range 0.05-0.3.
 */
const SIDE_GAP_S = 0.1;
/**
 * ... and on the way out, from the point at the turn on: a ball seen once
 * just off the rail and then lost for two frames (development three-cushion
 * #53 stroke 3 at 25 fps: a yellow seen 16 mm off the left rail right after
 * it, then unseen for 0.12 s) has no outgoing side within SIDE_GAP_S, and the
 * turn, fitted with that point on the way in, lands 17 mm off the line: the
 * rail was missed, a confidently wrong "no point". The hidden rest place the
 * gap guards against lies only on the way in. A turn fitted across such a gap
 * is 0.75 (the referee looks when a call rests on it). Raising it lets the
 * way out reach past an unseen ball contact (its points then leave the line
 * and end the side, SIDE_LINE_TOL_MM, unless only two are left); lowering it
 * to SIDE_GAP_S gives such turns up. Range SIDE_GAP_S-0.2.
 */
export const OUT_SIDE_GAP_S = 0.15;
/**
 * A point more than this (mm) off the line through a side's points so far
 * ends the side. Raising it lets a side run into the rest before a ball was
 * hit (the fitted slope then misses the hit); lowering it towards the noise
 * of a two-point extrapolation cuts sides short. Range 4-30.
 */
const SIDE_LINE_TOL_MM = 10;

function offLine(t: readonly number[], u: readonly number[], idx: readonly number[], i: number): number {
  const f = fitLine(idx.map((k) => t[k]!), idx.map((k) => u[k]!));
  return Math.abs(at(f, t[i]!) - u[i]!);
}

/** Rise (mm) of the normal coordinate after a hit that ends its outgoing side (well above the noise of two points). Range 3-20. */
const REHIT_RISE_MM = 6;
/**
 * A turn whose normal speeds in and out are both under SLOW_TURN_SPEED
 * (mm/s) is slow: its V must meet within SLOW_TURN_TOL_MM of the contact
 * line. A slow ball's path by the rail is two straight legs (no squash of
 * the cushion, little bend from spin in the few frames fitted), so a real
 * slow hit's legs cross at the line (development libre ×1, 40 matches: at
 * most 7.8 mm off); a slow ball rolling 9-16 mm from a rail makes turns of
 * noise there on a noisier camera (×2, development libre 40 matches, 60 fps:
 * false hits 52 → 40 with the noise-scaled bars already in). Nor is a slow
 * turn a new hit while the ball has stayed on that rail since its last hit
 * there (within the rehit dip, cushion-noise.ts): it is rolling along it, as
 * an arrival on it is (×2: false 52 → 49 at 60 fps, 14 → 11 at 30). Raising
 * the speed or lowering the distance loses slow hits timed off the line;
 * the fast turns keep CUSHION_LINE_TOL_MM. Ranges 50-300, 4-CUSHION_LINE_TOL_MM.
 */
const SLOW_TURN_SPEED = 100, SLOW_TURN_TOL_MM = 8;
/**
 * A slow turn (both legs under SLOW_TURN_SPEED) is a sure hit (0.98) only when its way in is an approach the points
 * show: its fitted normal speed at least this many standard errors of that slope (`slopeVar`, from the leg's own
 * scatter) above zero. Under it the ball may have been rolling along the rail (or stayed on it after a touch), and
 * the V is what the noise of its normal coordinate makes: the turn is kept, at 0.75 (the referee looks when a call
 * rests on it). Measured on development matches at twice the renders' noise, 60 fps (every slow turn read at 0.98;
 * five-pins, one- and three-cushion 1-40, and five-pins and one-cushion 41-80 as a check): of the false ones (a ball
 * rolling 0-9 mm off a rail it touched 0.05-3 s before, or never) the way in of 13 lies under 1.25 standard errors
 * (0.6-1.23), of the true ones 2 (0.81, 1.24): 1-40 10 and 1, 41-80 3 and 1. Between 1.25 and 2 the two kinds come
 * about equally (1-40 23 false and 8 true under 2, but 41-80 9 and 15): no bar there tells them apart. At 30 fps (a
 * leg spans twice the time) and at the renders' noise no turn read at 0.98 lies under 1.25 (at the renders' noise the
 * lowest of 113 on 1-40 is 2.3). The way out is not asked: a real slow hit leaves at half its speed or less, so its
 * way out is often as faint as noise. Raising it flags true slow hits as often as false ones (above); lowering it to
 * 1 leaves 9 of the 13 false ones sure. Carom tables only: on the pyramid (development Russian 1-40, twice the noise,
 * 60 fps) it turned 3 true hits to 0.75 and no false one. Range 0.8-2.
 */
export const SLOW_TURN_IN_Z = 1.25;
/** Slowest normal speed (mm/s) a hit is looked for at: slower turns near a rail are noise. Range 5-200. */
const MIN_NORMAL_SPEED = 25;
/**
 * Slowest normal speed (mm/s) a ball may leave a cushion at after coming in
 * at MIN_NORMAL_SPEED or more: a slow ball loses half its normal speed or
 * more to the cushion (in at 75 mm/s, out at 35). Such a slow way out must
 * have SLOW_OUT_POINTS points (its slope's noise is ~5 mm/s over 8 points
 * at 30 fps), and the hit gets 0.75. Raising it loses slow hits; lowering
 * it towards the slope noise takes a ball stopping by a rail for one.
 * Range 5-MIN_NORMAL_SPEED, 3-8.
 */
const MIN_OUT_NORMAL_SPEED = 12, SLOW_OUT_POINTS = 5;
/**
 * A slow way out's hit must lie this close (mm) to the contact line: a slow
 * ball passing a few mm short of a rail turns as gently (a ball against the
 * rail reads 0.5-1.5 mm short of the line). Range 1-CUSHION_LINE_TOL_MM.
 */
const SLOW_LINE_TOL_MM = 2.5;
/**
 * Pyramid tables: ... unless the way in came at SLOW_TURN_SPEED or more along the normal; then within this (mm). A ball
 * running in that fast is on the rail within a frame and cannot stop short of it; its V meets a few mm short when the
 * way out is a shallow graze along the rail (tens of mm/s off it, the slope at the noise) or a frame at the turn is
 * missing. Development Russian 30 fps: #55[6] (in at 139 mm/s, out at 17, the V 2.9 mm short; the hit then read 138 ms
 * late at a noise dip of the way out, 0.98), #41[4] (in at 129, out at 24, 2.8 mm short, the turn's frame unseen).
 * Raising it takes V's of a ball turned short of the rail by another ball; lowering it to SLOW_LINE_TOL_MM loses these.
 * Carom tables keep SLOW_LINE_TOL_MM (not measured there). Range SLOW_LINE_TOL_MM-SLOW_TURN_TOL_MM.
 */
const FAST_IN_LINE_TOL_MM = 4;
/**
 * Points after a moving run's end where a turn is still looked for: a slow
 * ball's speed dips under the moving speed as its normal velocity reverses
 * at the rail, and its run ends there (a ball resting by a rail makes noise
 * peaks further on; the fits' speeds keep those out). Range 1-6.
 */
const RUN_TAIL_POINTS = 3;

/** A cushion's contact line: `sign`·coordinate `axis` reaches `line` at a hit. */
export interface CushionSide { cushion: Cushion; axis: 0 | 1; sign: 1 | -1; line: number }

/** How far (mm) a point's centre is short of a side's contact line: positive inside the table, negative past the line. */
export const gapToLine = (side: CushionSide, p: readonly number[]): number => side.line - side.sign * p[side.axis]!;

export function sides(table: TableModel): CushionSide[] {
  const reach = cushionReach(table), hx = table.length / 2 - reach, hy = table.width / 2 - reach;
  return CUSHIONS.map((cushion) => {
    const { axis, sign } = CUSHION_AXES[cushion];
    return { cushion, axis, sign, line: axis === 0 ? hx : hy };
  });
}

export function cushionContacts(h: BallHistory, table: TableModel): CushionEvent[] {
  const all: CushionEvent[] = [];
  // Every side's slow turns, and turns that came in slowly however fast they went out (a corner's other rail may have thrown them, `withCornerThrows`).
  const slowTurns = new Set<CushionEvent>(), slowIns = new Set<CushionEvent>();
  // Grazes read on a rail the ball never left since an earlier touch of it, with that touch's time (`rolledAlong`).
  const rolledFrom = new Map<CushionEvent, number>();
  // Every mm bar that noise alone could pass rises with this ball's measured noise (above NOISE_FLOOR_MM, cushion-noise.ts).
  const bars = ballBars(h, FIXED_BARS);
  // The ball's moving noise (mm): the slowing way in of an arrival must fit better than the straight one by a few of its σ² (arrival-slowing.ts).
  const movingSigma = MOVING_NOISE_FLOOR_MM * ballNoiseScale(h);
  for (const s of sides(table)) {
    const out: CushionEvent[] = [];
    const u = (s.axis === 0 ? h.x : h.y).map((v) => s.sign * v);
    // An incoming side never reaches back past this cushion's previous hit (a ball sent the ball back onto it: two hits within a few frames).
    let floor = 0;
    // How far short of the contact line each turn's V met (dedupe: the ball must be seen leaving from there).
    const shortOf = new Map<CushionEvent, number>();
    // Slow turns: one on a rail the ball never left since it arrived there is that arrival's contact (`rolledOn`, below).
    const slow = new Set<CushionEvent>();
    for (let k = 1; k < u.length - 1; k++) {
      if (!(u[k]! >= u[k - 1]! && u[k]! > u[k + 1]!) || !inRun(h, k)) continue;
      const slack = Math.max(u[k]! - u[k - 1]!, u[k]! - u[k + 1]!) + 12;
      if (u[k]! < s.line - slack - CUSHION_LINE_TOL_MM) continue;
      const hit = bestSplit(h.t, u, k, s.line, bars, floor, table.kind === 'pyramid') ?? loneTurn(h, u, k, s);
      // In a pocket mouth both cushions' walls lie near: only a turn pushed straight off this cushion is its own (else the mouth analysis reads it).
      const mouth = hit !== null && inPocketMouth(table, s, h, k);
      if (!hit || (mouth && !headOn(h, hit.t, s.axis, s.sign))) continue;
      const off = Math.abs(hit.u - s.line);
      // A fast V whose legs reach the line within HIT_GAP_S of each other met it, however far short they cross (quickHit).
      const quick = off > CUSHION_LINE_TOL_MM && !hit.lone && quickHit(hit, s.line);
      if (off > CUSHION_LINE_TOL_MM && !quick) continue;
      // A slow turn must meet the line, and one on a rail the ball never left since its last hit there is that hit (rolling along it).
      const slowTurn = !hit.lone && Math.max(hit.vIn, -hit.vOut) < SLOW_TURN_SPEED;
      if (slowTurn && (off > SLOW_TURN_TOL_MM || out.some((o) => o.t < hit.t && !leftLine(h.t, u, s.line, o.t, hit.t, bars.rehitDip)))) continue;
      // Two points on a side (a second hit right after the first, a ball contact between) fit a line but not its noise.
      // ... and a slow turn whose way in the noise could make is no sure hit (SLOW_TURN_IN_Z; carom tables only).
      const faint = !hit.lone && slowTurn && table.kind === 'carom' && hit.inZ < SLOW_TURN_IN_Z;
      const confidence = hit.lone ? LONE_TURN_CONFIDENCE : mouth ? HEAD_ON_CONFIDENCE : off < CUSHION_LINE_TOL_MM / 2 && hit.full && !faint ? 0.98 : quick ? QUICK_HIT_CONFIDENCE : 0.75;
      const ev: CushionEvent = { t: hit.t, kind: 'cushion', ball: h.id, cushion: s.cushion, confidence };
      out.push(ev);
      if (slowTurn) { slow.add(ev); slowTurns.add(ev); }
      if (!hit.lone && hit.vIn < SLOW_TURN_SPEED) slowIns.add(ev);
      shortOf.set(ev, hit.lone ? 0 : Math.max(0, s.line - hit.u));
      while (floor < h.t.length && h.t[floor]! <= hit.t) floor++;
    }
    const arrivals = new Set<CushionEvent>();
    for (const run of h.runs) {
      const e = arrival(h.t, u, run, s.line, bars, movingSigma);
      // A ball at rest in a pocket mouth lies past the rail's contact line without touching anything (the mouth's walls are read in mouths.ts, throat.ts).
      if (e !== null && inMouth(table, s, alongAt(h, s, e))) continue;
      // A ball rolling on along the rail after its hit or arrival, never REHIT_DIP_MM off it, is still in that one contact: at 60 fps its moving runs split as it slows, each ending on the line (development libre #30 stroke 2).
      if (e === null || out.some((o) => o.t < e && !leftLine(h.t, u, s.line, o.t, e, bars.rehitDip))) continue;
      const ev: CushionEvent = { t: e, kind: 'cushion', ball: h.id, cushion: s.cushion, confidence: 0.75 };
      out.push(ev);
      arrivals.add(ev);
    }
    // An arrival on this rail and a slow turn after it, the ball never REHIT_DIP_MM off the rail between, are one contact
    // however far apart (as a slow turn after a hit, above: rolling along it); the turn, timed from both sides, stays (as in
    // `dedupe`). Development three-cushion #36 stroke 6 at 60 fps: a yellow at 25 mm/s normal read as an arrival and a slow turn
    // 66 ms later, just past SAME_HIT_S: a false second cushion. Development 40 matches: three-cushion cushions 25 fps [1553,4,18]
    // → [1553,3,18] (#13 stroke 5), 60 fps [1558,5,13] → [1558,4,13]; one-cushion 60 fps [1056,10,11] → [1056,9,11]; libre unchanged.
    const rolledOn = (a: CushionEvent): boolean => arrivals.has(a) && out.some((e) => slow.has(e) && e.t > a.t && !leftLine(h.t, u, s.line, a.t, e.t, bars.rehitDip));
    const turns = dedupe(out.filter((e) => !rolledOn(e)), h.t, u, s.line, arrivals, bars.rehitDip, shortOf);
    const grazed = grazes(h, u, s.line).filter((t) => !turns.some((e) => Math.abs(e.t - t) < GRAZE_APART_S) && !inMouth(table, s, alongAt(h, s, t)));
    const grazeEvents = grazed.map((t): CushionEvent => ({ t, kind: 'cushion', ball: h.id, cushion: s.cushion, confidence: GRAZE_CONFIDENCE }));
    for (const [e, from] of rolledAlong(grazeEvents, turns, (a, b) => leftLine(h.t, u, s.line, a, b, bars.rehitDip))) rolledFrom.set(e, from);
    const found = [...turns, ...grazeEvents];
    const crept = settled(h, u, s.line);
    if (crept && !found.some((e) => e.t > crept.awayT) && !inMouth(table, s, alongAt(h, s, crept.t))) {
      // Timed where the way in reaches the contact line, not the rest a mm short of it that the ball backed off to (settle-touch.ts).
      found.push({ t: settleTouch(h.t, u, s.line, h.t.indexOf(crept.awayT), h.t.length - 1), kind: 'cushion', ball: h.id, cushion: s.cushion, confidence: SETTLED_CONFIDENCE });
    }
    // After the settled touch (it is that contact, timed better): a touch the camera's fixed errors may have hidden a few mm short of the line: reported as the weaker doubt (grazes.ts, CAMERA_GRAZE_MM);
    // not while the ball stays on a rail it touched (never the rehit dip off it between): rolling along it is that one contact.
    const sameContact = (t: number): boolean => found.some((e) => Math.abs(e.t - t) < GRAZE_APART_S || !leftLine(h.t, u, s.line, Math.min(e.t, t), Math.max(e.t, t), bars.rehitDip));
    const shy = grazes(h, u, s.line, CAMERA_GRAZE_MM).filter((t) => !sameContact(t) && !inMouth(table, s, alongAt(h, s, t)));
    found.push(...shy.map((t): CushionEvent => ({ t, kind: 'cushion', ball: h.id, cushion: s.cushion, confidence: CAMERA_GRAZE_CONFIDENCE })));
    all.push(...found);
  }
  // A slow turn at the instant of a faster hit on the other axis may be that hit's throw (`withCornerThrows`).
  const rails = withCornerThrows(table.kind === 'carom' ? all.filter((e) => !stillRolling(e, rolledFrom, all)) : all, slowTurns, slowIns, table);
  // Pocket mouths (pyramid): hits of the jaw points and jaws, and of the rails beside them when the turn analysis missed them.
  const jaws = table.kind === 'pyramid' ? mouthHits(h, table, rails).filter((e) => !rails.some((o) => o.cushion === e.cushion && Math.abs(o.t - e.t) < SAME_HIT_S)) : [];
  // ... and the rattles between the jaws, a frame or two apart (throat.ts).
  const rattles = table.kind === 'pyramid' ? throatHits(h, table, [...rails, ...jaws]) : [];
  const found = [...rails, ...jaws, ...rattles].sort((a, b) => a.t - b.t);
  // A ball resting in a mouth wanders with the jaw's noise: none of that is a touch (mouth-rest.ts).
  // A corner nose touched twice apart with nothing read between: the other nose turned the ball back (mouth-nose-back.ts).
  return table.kind === 'pyramid' ? withOtherNose(withoutUnprovenMouthTouches(found, h, table), h, table) : found;
}

/**
 * A fast hit of one rail throws the ball's speed along it (the cushion's
 * friction, the ball's side spin): a ball rolling slowly towards the
 * perpendicular rail a few mm off it (in a corner) has that slow approach
 * reversed at the same instant, and the turn reads as a hit of the
 * perpendicular rail whether it touched it or not (development three-cushion
 * #28 stroke 3 at 60 fps: a yellow 1.4 mm off the right rail's line, in at
 * 75 mm/s, thrown out at 187 by its top hit, no right touch; libre #32
 * stroke 5: 5.4 mm off, 41 mm/s in, 45 out). The frames cannot tell that
 * throw from a touch of a ball in the corner, so such a slow turn within
 * CORNER_THROW_S of a faster hit on the other axis is at most
 * CORNER_THROW_CONFIDENCE: the referee looks when a call rests on it. The
 * throw may send the ball out fast: a turn that came in slowly (under
 * SLOW_TURN_SPEED) within CORNER_THROW_S of a hit on the other axis that
 * came in faster is capped the same (the same #28 stroke 3 at 50 fps: in
 * at ~80 mm/s, out at 180, 0.95 mm short of the right line at its closest,
 * read as a sure right hit with the top hit 5 ms before it; development
 * three-cushion 50 and 60 fps and libre 60 fps rows otherwise unchanged).
 * Raising the time takes turns further from the other hit; lowering the
 * confidence flags more corner strokes. Ranges 0.005-0.05, 0.5-0.89.
 */
const CORNER_THROW_S = 0.025, CORNER_THROW_CONFIDENCE = 0.75;

/** `slow`: slow turns (in and out); `slowIn`: turns that came in under SLOW_TURN_SPEED, however fast they went out. */
function withCornerThrows(es: readonly CushionEvent[], slow: ReadonlySet<CushionEvent>, slowIn: ReadonlySet<CushionEvent>, table: TableModel): CushionEvent[] {
  const axis = new Map(sides(table).map((s) => [s.cushion, s.axis]));
  const across = (e: CushionEvent, o: CushionEvent): boolean => o !== e && axis.get(o.cushion) !== axis.get(e.cushion) && Math.abs(o.t - e.t) < CORNER_THROW_S;
  return es.map((e) => {
    const thrown = (slow.has(e) && es.some((o) => across(e, o) && !slow.has(o))) || (slowIn.has(e) && es.some((o) => across(e, o) && !slowIn.has(o) && !slow.has(o)));
    return thrown && (e.confidence ?? 1) > CORNER_THROW_CONFIDENCE ? { ...e, confidence: CORNER_THROW_CONFIDENCE } : e;
  });
}

function alongAt(h: BallHistory, s: CushionSide, t: number): number {
  let k = 0;
  while (k < h.t.length - 1 && h.t[k]! < t) k++;
  return s.axis === 0 ? h.y[k]! : h.x[k]!;
}

/**
 * A graze read on a rail the ball touched before (`touched`: its turns and arrivals there, and the grazes before it) and
 * never `left` between (seen REHIT_DIP_MM off the line, noise-scaled): each such graze with the time of the latest such
 * touch. It is that touch, the ball rolling on along the rail (`stillRolling`), as a slow turn or an arrival after a hit
 * is (above): the graze reader starts afresh in each moving run, and a ball slowing along a rail splits its run, so one
 * touch was read again 0.2 s later (development one-cushion 60 fps #2[7], a second yellow:bottom graze 0.2 s after the
 * first; #6[4]; #50[3], a graze 0.23 s after its arrival). No new bar: REHIT_DIP_MM is the depth a ball must come off
 * the rail to touch it again (raising it would merge a true second touch of a ball back off a rail a few mm; lowering it
 * towards the noise keeps these reads).
 */
function rolledAlong(grazed: readonly CushionEvent[], touched: readonly CushionEvent[], left: (a: number, b: number) => boolean): Map<CushionEvent, number> {
  const out = new Map<CushionEvent, number>();
  for (const g of grazed) {
    const before = [...touched, ...grazed].filter((o) => o.t < g.t && !left(o.t, g.t));
    if (before.length > 0) out.set(g, Math.max(...before.map((o) => o.t)));
  }
  return out;
}

/**
 * ... unless the ball touched another rail between (a corner: top, left, top again within 0.25 s, never the dip off the
 * top line; development one-cushion ×2 noise #39[2] 60 fps, a true second white:top lost without this). Carom tables
 * only: not measured on pyramid tables, where mouths.ts and throat.ts read the rails' ends.
 */
function stillRolling(e: CushionEvent, rolledFrom: ReadonlyMap<CushionEvent, number>, all: readonly CushionEvent[]): boolean {
  const from = rolledFrom.get(e);
  return from !== undefined && !all.some((o) => o.cushion !== e.cushion && o.t > from && o.t < e.t);
}

/** Same ball, same cushion, closer than this (s): one contact seen twice (two peaks of one turn). Range 0.005-0.2. */
export const SAME_HIT_S = 0.06;
/**
 * ... unless the ball was seen this far (mm) off the contact line between
 * them: it came back (off a ball it met) and hit the cushion again. Raising
 * it merges quick real re-hits; lowering it towards the noise near the rail
 * splits one turn in two. Range 2-30.
 */
export const REHIT_DIP_MM = 6;

/** The fixed mm bars (each raised with a noisier ball's noise, cushion-noise.ts). */
const FIXED_BARS = { twoPointTravel: TWO_POINT_TRAVEL_MM, rehitRise: REHIT_RISE_MM, rehitDip: REHIT_DIP_MM, sideLineTol: SIDE_LINE_TOL_MM };

/** The ball was seen REHIT_DIP_MM off the contact line between times a and b. */
const leftLine = (t: readonly number[], u: readonly number[], line: number, a: number, b: number, dip = REHIT_DIP_MM): boolean => t.some((tk, k) => tk > a && tk < b && u[k]! < line - dip);

/**
 * One event per contact: of two within SAME_HIT_S the surer, and at equal
 * confidence a turn before an arrival (`arrivals`): the turn is timed from
 * both sides, the arrival from its way in; of two turns, the one whose V
 * met nearer the contact line (`shortOf`, mm short of it: the cushion
 * stands on the line). Two are one contact unless the ball was seen
 * REHIT_DIP_MM further from the line than where either met it: a ball sent
 * back onto the rail turns on the line both times, but a turn of noise on
 * the way in to a hit or out of it (a point a few mm behind its neighbour
 * 30-50 ms from the hit) meets a few mm short of the line, and the ball's
 * points between it and the hit lie a little farther out than that, never a
 * dip's depth beyond it (development libre ×2, 60 fps: false cushions
 * 42 → 34, in at 370-600 mm/s, "out" at 40-140).
 */
export function dedupe(es: CushionEvent[], t: readonly number[], u: readonly number[], line: number, arrivals: ReadonlySet<CushionEvent>, dip = REHIT_DIP_MM, shortOf: ReadonlyMap<CushionEvent, number> = new Map()): CushionEvent[] {
  es.sort((a, b) => a.t - b.t);
  const out: CushionEvent[] = [];
  const short = (e: CushionEvent): number => shortOf.get(e) ?? 0;
  const dipped = (a: CushionEvent, b: CushionEvent): boolean => leftLine(t, u, line - Math.max(short(a), short(b)), Math.min(a.t, b.t), Math.max(a.t, b.t), dip);
  const surer = (a: CushionEvent, b: CushionEvent): boolean => {
    const ca = a.confidence ?? 1, cb = b.confidence ?? 1;
    if (ca !== cb) return ca > cb;
    if (arrivals.has(a) !== arrivals.has(b)) return arrivals.has(b);
    return short(a) < short(b);
  };
  for (const e of es) {
    const prev = out.find((o) => Math.abs(o.t - e.t) < SAME_HIT_S && !dipped(o, e));
    if (!prev) out.push(e); else if (surer(e, prev)) out[out.indexOf(prev)] = e;
  }
  return out;
}

/**
 * A ball that rolls up to a cushion and stops against it (the rebound too
 * slow to see): its run ends on the contact line after approaching it. The
 * incoming line says that it arrived; the time is the V pinned on the
 * contact line through its points and those after (`corner`, as a graze):
 * the incoming line alone, extrapolated to the rest level, came 50-140 ms
 * early (the ball slows as it comes in, and the rest level of a ball that
 * came back a mm or two off the rail lies short of the line).
 */
function arrival(t: number[], u: number[], run: [number, number], lineAt: number, bars: CushionBars, sigma: number): number | null {
  const [a, e] = run;
  const rest = u.slice(e + 1, e + 11);
  if (rest.length < 3) return null;
  const sorted = [...rest].sort((p, q) => p - q), still = sorted[sorted.length >> 1]!;
  if (Math.abs(still - lineAt) > ARRIVAL_TOL_MM) return null;
  const idx = widen(t, u, e, -1, bars).filter((i) => i >= a);
  if (idx.length < 3) return null;
  const f = fitLine(idx.map((i) => t[i]!), idx.map((i) => u[i]!));
  if (f.v < MIN_NORMAL_SPEED) return null;
  const tc = f.t0 + (still - f.p) / f.v;
  if (tc < t[idx[0]!]! || tc > t[Math.min(e + 10, t.length - 1)]!) return null;
  let hi = e;
  while (hi + 1 < t.length && t[hi + 1]! - t[e]! <= ARRIVAL_WINDOW_S) hi++;
  return arrivalTouch(t, u, lineAt, idx[0]!, hi, sigma, SIDE_GAP_S, a);
}

/**
 * Time (s) after the run's end whose points time an arrival: a slow ball
 * reaches the rail up to 0.3 s after its speed fell under the moving speed.
 * Raising it lets a later event (a ball hitting it at rest) bend the V;
 * lowering it cuts the V before the contact of the slowest arrivals (10
 * points, 0.17 s at 60 fps: development libre 60 fps false hits 12 → 13).
 * Range 0.1-0.6.
 */
const ARRIVAL_WINDOW_S = 0.34;

/** How close (mm) to the contact line a ball must come to rest to have stopped against the cushion. Range 1-10. */
const ARRIVAL_TOL_MM = 4;

/**
 * The contact time: the peak point belongs to the incoming or the outgoing piece, whichever fits better. `fastIn`: a slow
 * way out after a fast way in may meet within FAST_IN_LINE_TOL_MM (pyramid tables).
 */
function bestSplit(t: number[], u: number[], k: number, lineAt: number, bars: CushionBars, floor = 0, fastIn = false): { t: number; u: number; full: boolean; vIn: number; vOut: number; inZ: number; lone?: false } | null {
  let best: { t: number; u: number; score: number; full: boolean; vIn: number; vOut: number; inZ: number } | null = null;
  for (const lastIn of [k, k - 1]) {
    if (lastIn < floor) continue;
    const inIdx = widen(t, u, lastIn, -1, bars, floor), outIdx = widen(t, u, lastIn + 1, 1, bars);
    if (inIdx.length < 2 || outIdx.length < 2 || !(travels(u, inIdx, bars) && travels(u, outIdx, bars))) continue;
    const a = fitLine(inIdx.map((i) => t[i]!), inIdx.map((i) => u[i]!));
    const b = fitLine(outIdx.map((i) => t[i]!), outIdx.map((i) => u[i]!));
    const slowOut = b.v > -MIN_NORMAL_SPEED;
    if (a.v < MIN_NORMAL_SPEED || b.v > -MIN_OUT_NORMAL_SPEED || (slowOut && outIdx.length < SLOW_OUT_POINTS)) continue;
    const tc = cross(a, b);
    if (tc < t[inIdx[0]!]! || tc > t[outIdx[outIdx.length - 1]!]!) continue;
    const uc = at(a, tc);
    if (slowOut && Math.abs(uc - lineAt) > (fastIn && a.v >= SLOW_TURN_SPEED ? FAST_IN_LINE_TOL_MM : SLOW_LINE_TOL_MM)) continue;
    const score = Math.abs(uc - lineAt) + a.rms + b.rms;
    const gapped = outIdx.some((i, j) => j > 0 && t[i]! - t[outIdx[j - 1]!]! > SIDE_GAP_S);
    // The way in's normal speed in standard errors of its slope (SLOW_TURN_IN_Z).
    const inZ = a.v / Math.sqrt(slopeVar(a.rms, t[inIdx[inIdx.length - 1]!]! - t[inIdx[0]!]!, inIdx.length));
    if (!best || score < best.score) best = { t: tc, u: uc, score, full: inIdx.length > 2 && outIdx.length > 2 && !slowOut && !gapped, vIn: a.v, vOut: b.v, inZ };
  }
  return best;
}

function cross(a: Line, b: Line): number {
  // a.p + a.v (t − a.t0) = b.p + b.v (t − b.t0)
  return (b.p - a.p + a.v * a.t0 - b.v * b.t0) / (a.v - b.v);
}

/** Only moving stretches (and a slow ball's turn just after one ends) can hit a cushion: a ball resting by a rail makes noise peaks. */
function inRun(h: BallHistory, k: number): boolean {
  return h.runs.some(([a, b]) => k >= a - 1 && k <= b + RUN_TAIL_POINTS);
}

/**
 * Points of one side, from the contact outwards: at least SIDE_POINTS, more
 * (up to MAX_SIDE_POINTS) while they stay within WIDEN_MM of the rail, so a
 * slow ball gets a long enough baseline to fit.
 */
function widen(t: readonly number[], u: number[], from: number, dir: -1 | 1, bars: CushionBars, floor = 0): number[] {
  const out: number[] = [];
  for (let i = from; i >= floor && i < u.length && out.length < MAX_SIDE_POINTS; i += dir) {
    if (out.length >= SIDE_POINTS && Math.abs(u[i]! - u[from]!) > WIDEN_MM) break;
    // A side never spans a long gap: the last point before a ball hidden under the cue is its rest place, not its path.
    if (out.length > 0 && Math.abs(t[i]! - t[out[out.length - 1]!]!) > (dir > 0 ? OUT_SIDE_GAP_S : SIDE_GAP_S)) break;
    // Going out the normal coordinate only falls; a clear rise lies beyond the next turn (a ball sent it back onto the cushion).
    const last = out[out.length - 1];
    if (dir > 0 && out.length >= 2 && last !== undefined && u[i]! > u[last]! + bars.rehitRise) break;
    // A point off the line of the side so far lies beyond another event (a ball at rest before it was hit into the rail).
    if (out.length >= 2 && offLine(t, u, out, i) > bars.sideLineTol) break;
    out.push(i);
  }
  return dir < 0 ? out.reverse() : out;
}

/** Pocket tables: a turn at a pocket mouth is a jaw, not the straight cushion (jaws are not analysed yet). */
function inPocketMouth(table: TableModel, s: CushionSide, h: BallHistory, k: number): boolean {
  return inMouth(table, s, s.axis === 0 ? h.y[k]! : h.x[k]!);
}

/**
 * Pocket tables: a centre on the contact line at `along` lies past the end of
 * the cushion's nose (its jaw point), in a pocket's mouth: the mouth analysis
 * (mouths.ts) reads the walls there. The nose of a corner pocket ends
 * opening/√2 from the corner, a middle pocket's half the opening from its
 * centre (docs/sim-physics.md, "Pockets"). Up to the jaw point it is the
 * rail: excluding a ball's width beyond it lost rail hits beside the jaws
 * (development Russian 30 fps: 8 of 84 missed cushions).
 */
export function inMouth(table: TableModel, s: CushionSide, along: number): boolean {
  if (table.kind !== 'pyramid') return false;
  const half = s.axis === 0 ? table.length / 2 : table.width / 2;
  for (const [pocket, c] of Object.entries(pocketCentres(table))) {
    if (c[s.axis] !== s.sign * half) continue;
    const end = pocket.startsWith('middle') ? table.pocketOpening.middle / 2 : table.pocketOpening.corner / Math.SQRT2;
    if (Math.abs(along - c[1 - s.axis]!) < end) return true;
  }
  return false;
}
