/**
 * Balls that leave the cloth: a ball no longer seen for the rest of the
 * stroke went into a pocket when its last path ends in a pocket mouth, else
 * it left the table (after the cushion hit it jumped at).
 */
import type { BallBallEvent, CushionEvent, OffTableEvent, PocketEvent, StrokeEvent } from '../contracts/events.js';
import type { Cushion, Pocket } from '../contracts/ids.js';
import type { PyramidTable, TableModel } from '../geometry/tables.js';
import { pocketCentres } from '../geometry/tables.js';
import { cushionReach } from '../track/geometry.js';
import { cushionGaps } from '../geometry/cushion-sides.js';
import { fitPiece, pieceAt } from './fit.js';
import { segmentDistance } from '../geometry/segment.js';
import { type BallHistory, MOVING_SPEED_MM_S } from './history.js';
import { leftRestAtLast } from './lip-rest.js';
import { leftItsPlace, rollingAt, rollingWhenLastSeen } from './rest-place.js';

/**
 * Time (s) unseen before the end of the frames after which a ball is gone.
 * Raising it waits longer through occlusions (a hand over a ball) before
 * calling a pocket; lowering it calls a long-hidden ball gone. Range 0.2-5.
 */
export const GONE_AFTER_S = 0.5;
/**
 * Time (s) a ball seen at rest since the last stroke closed may stay unseen
 * before the stage opens a stroke on it (stage.ts `goneFromRest`), and that
 * it must still be gone at the end of a stroke with no strike seen for
 * `goneFromRest` to read it struck off the table. Such a ball is never
 * seen after the cue (development three-cushion 30 fps #226[7], #275[5]:
 * hidden 0.4 s before the strike, off the top or left rail 20-40 ms after
 * it; nothing moved for the stage, the stroke and its foul were lost). The
 * cue and hand hide a ball that stays for about 0.55 s (0.4 s before the
 * strike, 0.15 s after), and a stroke seen moving opens before. Raising it
 * waits through longer occlusions (a player leaning over a ball); lowering
 * it opens on the cue ball of a slow stroke a few frames before its motion
 * shows, and reads a cue ball still under the cue when a stroke opened on
 * noise closes as gone (test/events.stage-correlated.test.ts, 60 fps seed
 * 7: 0.58 s under the cue of a 0.6 m/s stroke). It must stay under
 * `preRollS`: the ball's last points at rest must be in the stroke's
 * frames. Range 0.6-0.9. A player's cover is not one 0.55 s gesture: the
 * stroke opened here then waits for the ball while nothing else moves (stage.ts GONE_WAIT_MAX_S;
 * another ball's motion past GONE_HOLD_S splits it off).
 */
export const GONE_FROM_REST_S = 0.8;
/** A vanishing path ending this close (mm) to a mouth's centre is pocketed. Range 20-200. */
const POCKET_REACH_MM = 110;
/** A vanishing path seen beyond the cushion noses this close (mm) to a mouth went down its throat. Range 110-400. */
const POCKET_THROAT_MM = 260;

/**
 * Confidence of an off-table call for a ball last seen farther than 80 mm
 * from every cushion (no cushion it could have jumped): more likely a track
 * lost or taken over than a ball gone, so the referee looks. Range 0-0.89.
 */
const LOST_MID_TABLE_CONFIDENCE = 0.5;

/**
 * Confidence of a pocket read from where the ball would have been at the
 * first frame that did not see it (past the noses, near a mouth): at 25 fps a
 * ball 30 ms from the jaw is last seen a full rail-width short of the throat
 * (development Russian #11 stroke 3: called off the table at 0.9, a
 * confidently wrong foul). A jump off a pyramid table there is the rarer
 * reading. Range 0.6-0.9.
 */
const NEXT_FRAME_POCKET_CONFIDENCE = 0.85;
/**
 * The same read two frames on: the ball missed in its last frame on the
 * cloth too (development Russian 25 fps #24[4]: last seen 220 mm from the
 * corner at 3 m/s, unseen in the next frame by the jaw, then gone: called
 * off the table at 0.9, a confidently wrong foul). Under HIGH_CONFIDENCE:
 * the straight run over two frames may miss a jaw. Range 0.5-0.85.
 */
const LATER_FRAME_POCKET_CONFIDENCE = 0.75;

/** How far (mm) past a cushion's contact line a centre must be seen to be in a throat (detector noise near the rail is less). Range 3-30. */
const BEYOND_MM = 8;

function beyondNoses(table: TableModel, p: [number, number]): boolean {
  const reach = cushionReach(table) - BEYOND_MM;
  return Math.abs(p[0]) > table.length / 2 - reach || Math.abs(p[1]) > table.width / 2 - reach;
}

/**
 * A ball's last points that are not the ball: a chain of at most this many
 * points, after it was unseen for STRAY_GAP_S or more, STRAY_JUMP_MM or more
 * from where it was last seen, and then gone again. The tracker gives a
 * missed ball a short chain of stray detections (development Russian #9
 * stroke 1 and #28 stroke 4 at 60 fps: a white pocketed 3.5-4 s before
 * took two clutter detections 1 m away, so its path "ended" mid-table: an
 * off-table call at 0.5 and a centre-line crossing instead of the pocket,
 * two wrong verdicts). A real ball seen again after an occlusion is seen on
 * (more points) or where it was (a ball at rest under a hand). Raising the
 * points or lowering the gap or the jump cuts more of a real ball's return;
 * the reverse keeps more stray chains. Ranges 1-5, 0.5-3, 50-300.
 */
const STRAY_POINTS = 3, STRAY_GAP_S = 1, STRAY_JUMP_MM = 100;

/** The history without a stray tail (see STRAY_POINTS), or the history itself. Rest of the stroke (lastT): the tail must be gone GONE_AFTER_S before it. */
export function withoutStrayTail(h: BallHistory, lastT: number): BallHistory {
  const n = h.t.length;
  if (n < 2 || h.t[n - 1]! > lastT - GONE_AFTER_S) return h;
  for (let k = n - 1; k >= Math.max(1, n - STRAY_POINTS); k--) {
    if (h.t[k]! - h.t[k - 1]! < STRAY_GAP_S) continue;
    if (Math.hypot(h.x[k]! - h.x[k - 1]!, h.y[k]! - h.y[k - 1]!) < STRAY_JUMP_MM) return h;
    return { id: h.id, t: h.t.slice(0, k), x: h.x.slice(0, k), y: h.y.slice(0, k), runs: h.runs.flatMap(([a, b]) => (a >= k ? [] : [[a, Math.min(b, k - 1)] as [number, number]])) };
  }
  return h;
}

export function vanished(h: BallHistory, table: TableModel, lastT: number, events: readonly StrokeEvent[], others: readonly BallHistory[] = []): (PocketEvent | OffTableEvent | CushionEvent | BallBallEvent)[] {
  const n = h.t.length;
  if (n < 3 || h.t[n - 1]! > lastT - GONE_AFTER_S) return [];
  // A ball hit fast into a pocket may be seen moving in only two frames (no moving run): its last steps are its path.
  // A ball with no run whose last 0.1 s show no roll (`rollingWhenLastSeen`) left from rest: its last steps are noise
  // (at 60 fps a step over 1 mm passes MOVING_SPEED_MM_S), and a fit of them read a resting ball hidden at the end of a
  // stroke as off the table at 0.9 with a cushion at 0.7 near a rail (test/events.vanish-rest-noise.test.ts).
  const tail = movingTail(h);
  if (h.runs.length === 0 && (tail.length < 2 || !rollingWhenLastSeen(h))) return table.kind === 'pyramid' ? offTheLip(h, table, others, events) : [];
  const idx = tail.length >= 2 ? afterGap(h, tail) : [n - 4, n - 3, n - 2, n - 1].filter((k) => k >= 0);
  const p = fitPiece(idx.map((k) => h.t[k]!), idx.map((k) => h.x[k]!), idx.map((k) => h.y[k]!));
  const dt = h.t[n - 1]! - h.t[n - 2]!;
  const t = h.t[n - 1]! + dt / 2;
  const at = pieceAt(p, t);
  if (table.kind === 'pyramid') {
    const best = nearestPocket(table, at);
    // The jaws it met on its way down are cushion hits of the mouth analysis (mouths.ts, through cushions.ts).
    // A ball never in a moving run left its rest in its last frames: the ball that reached it then knocked it in (`knockedIn`).
    // So did one seen off its rest at its last point alone (`leftRestAtLast`): no way off to fit, no hitter found from its path.
    const down = (confidence: number, pocket = best!.pocket): (PocketEvent | BallBallEvent)[] => [{ t, kind: 'pocket', ball: h.id, pocket, confidence },
      ...(h.runs.length === 0 || leftRestAtLast(h, tail) ? knockedIn(h, idx[0]!, others, events, table.ballRadius) : [])];
    if (best && best.d < POCKET_REACH_MM) return down(0.95);
    // Seen past the cushion noses (only a pocket's throat lies there) and near a mouth: it went down that pocket.
    if (best && best.d < POCKET_THROAT_MM && beyondNoses(table, at)) return down(0.9);
    // Where it would have been at the next frame, the one that did not see it: past the noses near a mouth, it went down that pocket.
    // From its last step (the fit of a ball struck between two frames lags it).
    // Or at the frame after (the detector missed it once more by the jaw): less sure, so the referee looks.
    for (const [steps, confidence] of [[1, NEXT_FRAME_POCKET_CONFIDENCE], [2, LATER_FRAME_POCKET_CONFIDENCE]] as const) {
      const next: [number, number] = [h.x[n - 1]! + steps * (h.x[n - 1]! - h.x[n - 2]!), h.y[n - 1]! + steps * (h.y[n - 1]! - h.y[n - 2]!)];
      const near = nearestPocket(table, next);
      if (near && near.d < POCKET_THROAT_MM && beyondNoses(table, next)) return down(confidence, near.pocket);
    }
  }
  const out: (OffTableEvent | CushionEvent)[] = [];
  const c = nearestCushion(table, at);
  const seen = events.some((e) => e.kind === 'cushion' && e.ball === h.id && Math.abs(e.t - t) < 0.1);
  if (c && !seen) out.push({ t, kind: 'cushion', ball: h.id, cushion: c, confidence: 0.7 });
  // Only a jump over a cushion leaves the table: a ball lost far from every cushion was lost by the tracker (an identity broken), not gone;
  // so was one whose place another ball's track jumped to as it vanished (`takenOver`).
  out.push({ t, kind: 'off-table', ball: h.id, confidence: c && !takenOver(h, others) ? 0.9 : LOST_MID_TABLE_CONFIDENCE });
  return out;
}

/**
 * A vanished ball's track taken over: another ball's track, unseen for at
 * least TAKEN_GAP_FRAMES frames, comes back within TAKEN_WITHIN_S of this
 * ball's last point, TAKEN_REACH_MM from it and TAKEN_JUMP_MM or more from
 * where that other ball was last seen. Development Russian 30 fps #153[6]:
 * the object ball went down the corner; the cue ball, off the left rail 0.1 s
 * later, was given the pocketed ball's id, its own track ran on unseen across
 * the rail and the stroke was called off the table at 0.9 (a confidently
 * wrong foul). The ball the camera sees there is this one or the other; the
 * off-table call goes to the referee. Raising the reach or the time (or
 * lowering the jump) doubts more true jumps off the table when a ball
 * passes by; the reverse keeps more identity swaps sure. Ranges 40-150 mm,
 * 0.05-0.2 s, 2-5 frames, 100-400 mm.
 */
const TAKEN_REACH_MM = 80, TAKEN_WITHIN_S = 0.1, TAKEN_GAP_FRAMES = 2, TAKEN_JUMP_MM = 150;

/** Another ball's track jumps to this ball's last place just after it was last seen (TAKEN_REACH_MM, see above). */
function takenOver(h: BallHistory, others: readonly BallHistory[]): boolean {
  const n = h.t.length, tl = h.t[n - 1]!, frame = tl - h.t[n - 2]!;
  const p: [number, number] = [h.x[n - 1]!, h.y[n - 1]!];
  return others.some((g) => g.id !== h.id && g.t.some((tg, j) => j > 0 && tg > tl && tg <= tl + TAKEN_WITHIN_S && tg - g.t[j - 1]! > TAKEN_GAP_FRAMES * frame * 0.99
    && Math.hypot(g.x[j]! - p[0], g.y[j]! - p[1]) < TAKEN_REACH_MM && Math.hypot(g.x[j]! - g.x[j - 1]!, g.y[j]! - g.y[j - 1]!) >= TAKEN_JUMP_MM));
}

/**
 * Time (s) after a resting ball was last seen within which a ball reaching
 * it knocked it in (`offTheLip`): the hit, the fall into the throat, and
 * frames a camera dropped (2-3 in a row) all fit in it. Raising it lets a
 * ball passing by later take a vanish it did not cause; lowering it misses
 * a hit seen a frame late. Range 0.05-0.3.
 */
const LIP_HIT_S = 0.15;
/** Slack (mm beyond 2R) for the hitter's way past the resting ball: blur and a fast ball's error between frames. Range 3-30. */
const LIP_REACH_MM = 12;
/**
 * Confidence of a pocket for a ball never seen moving: the frames do not
 * show it fall, only that it lay on the lip, a ball reached it and it was
 * gone (development Russian under the hall camera, 60 fps #21[4]: the hit
 * and the fall inside two dropped frames; the pot, a point, was lost). For
 * the referee to confirm. Range 0.6-0.89.
 */
const LIP_POCKET_CONFIDENCE = 0.85;

/**
 * A step of the moving tail longer than this (s) spans a hidden gap: the
 * ball may have met a rail in it, so the way it vanished along is fitted on
 * the points after the gap when two or more are left. Development
 * three-cushion 30 fps #215[5]: the yellow struck from under the cue, its
 * rest point 0.47 s before two points on its way off the table over the
 * right rail; fitted through the rest point the exit named the top rail
 * (the top rail was met in the gap). Three frames at 30 fps; a single missed
 * frame at 25 fps (80 ms) stays in the fit. Lowering it cuts fits short on
 * a missed frame; raising it fits across a rail turn. Range 0.07-0.2.
 */
const TAIL_GAP_S = 0.1;

/**
 * A ball never seen moving, last seen at rest on a pocket's lip (within
 * POCKET_REACH_MM of the mouth), gone for the rest of the stroke: it went
 * down that pocket when another ball's way passed within 2R of it just
 * after (a ball at rest moves only when hit); else nothing is called.
 */
function offTheLip(h: BallHistory, table: PyramidTable, others: readonly BallHistory[], events: readonly StrokeEvent[]): (PocketEvent | BallBallEvent)[] {
  const n = h.t.length, p: [number, number] = [h.x[n - 1]!, h.y[n - 1]!], tl = h.t[n - 1]!;
  const best = nearestPocket(table, p);
  if (!best || best.d >= POCKET_REACH_MM) return [];
  if (!reacher(p, tl, h.id, others, table.ballRadius)) return [];
  return [{ t: tl, kind: 'pocket', ball: h.id, pocket: best.pocket, confidence: LIP_POCKET_CONFIDENCE }, ...knockedIn(h, n - 1, others, events, table.ballRadius)];
}

/** The first other ball whose way passes within 2R (+ LIP_REACH_MM) of p within LIP_HIT_S after time tl, and when it was there. */
function reacher(p: [number, number], tl: number, id: BallHistory['id'], others: readonly BallHistory[], R: number): { id: BallHistory['id']; t: number } | null {
  for (const g of others) {
    if (g.id === id) continue;
    const k = g.t.findIndex((t, j) => j > 0 && t > tl && g.t[j - 1]! < tl + LIP_HIT_S
      && segmentDistance(p, [g.x[j - 1]!, g.y[j - 1]!], [g.x[j]!, g.y[j]!]) <= 2 * R + LIP_REACH_MM);
    if (k > 0) return { id: g.id, t: Math.max(tl, g.t[k - 1]!) };
  }
  return null;
}

/**
 * The touch that sent a ball at rest into a pocket within a frame or two
 * (point `rest` of its history the last at its place): a ball at rest moves
 * only when hit, so the ball that reached it then touched it. Reported only
 * when no contact of the pocketed ball was found, at LIP_POCKET_CONFIDENCE
 * (which ball touched it is read from a near pass alone). Development Russian
 * 25 fps: confidently wrong no-hit fouls, #12[3] (struck 60 mm from the
 * middle pocket, gone the next frame), #56[4] and #74[6] (seen once 15-20 mm
 * off its place, then gone): the pot was found, the touch not.
 */
function knockedIn(h: BallHistory, rest: number, others: readonly BallHistory[], events: readonly StrokeEvent[], R: number): BallBallEvent[] {
  if (events.some((e) => e.kind === 'ball-ball' && e.balls.includes(h.id))) return [];
  const by = reacher([h.x[rest]!, h.y[rest]!], h.t[rest]!, h.id, others, R);
  return by ? [{ t: by.t, kind: 'ball-ball', balls: [by.id, h.id], confidence: LIP_POCKET_CONFIDENCE }] : [];
}

/**
 * Confidence of a stroke read from a ball gone from its rest (`goneFromRest`):
 * its strike and its leaving the table are both inferred, never seen (it
 * may as well have been lifted by hand). Both stay under the referee line:
 * the referee confirms the stroke and its foul. Range 0.3-0.85.
 */
export const GONE_FROM_REST_CONFIDENCE = 0.5;

/**
 * A stroke no ball was seen moving in (none left its place, `leftItsPlace`:
 * until session 59 any moving run, one of rest noise too), and one ball seen only at rest (not
 * still rolling when last seen, `rollingWhenLastSeen`), then
 * never again for GONE_FROM_REST_S to the end of the frames: the cue struck
 * it off the table unseen (development three-cushion 30 fps #226[7],
 * #275[5]: hidden under the cue 0.4 s before the strike, off the table
 * 20-40 ms after it). Its strike is dated at the first frame that missed
 * it (the earliest it can have been). Two such balls, or another ball seen
 * moving, are not this reading: null. A ball whose runs are all faint
 * (`faint`: starts.ts reads them as the camera's noise or a hand's pull on
 * its detection; it never left) was not seen moving. Counted as moving, a
 * hand passing over a resting ball while the gone ball was carried left a
 * stroke with no strike at all, dropped without a flag: so would be a ball
 * struck off the table unseen, its foul lost (dev render five-pins 569: each
 * pull was that stroke's strike at 0.95 until session 59).
 */
export function goneFromRest(hs: readonly BallHistory[], times: readonly number[], faint: ReadonlySet<BallHistory['id']> = new Set()): { ball: BallHistory['id']; t: number } | null {
  const lastT = times[times.length - 1]!;
  // Seen moving: a run that took its ball off its place (rest-place.ts; a run of rest noise alone refused the stroke)
  // and is not faint (a hand's pull on a resting ball's detection, starts.ts, may reach farther than rest noise).
  if (hs.some((h) => leftItsPlace(h) && !faint.has(h.id))) return null;
  const gone = hs.filter((h) => h.t.length >= 3 && h.t[h.t.length - 1]! <= lastT - GONE_FROM_REST_S && !rollingWhenLastSeen(h));
  if (gone.length !== 1) return null;
  const h = gone[0]!, last = h.t[h.t.length - 1]!;
  const t = times.find((u) => u > last);
  return t === undefined ? null : { ball: h.id, t };
}

/**
 * The last points (up to 4) each reached by a step faster than MOVING_SPEED_MM_S: the way a ball still rolling when
 * last seen vanished along. The first may be the point it left its rest from, never one before: a point at rest over
 * ROLL_SPAN_S (rest-place.ts `rollingAt`) ends the tail (session 60). A step of rest noise passes the speed (2 mm at
 * 30 fps, 1 mm at 60: at a real camera's 1 mm a axis ~40 % and ~80 % of rest steps), and the fit through rest points
 * lagged a ball struck from rest and seen once on its way: at 30 fps and 1.5 mm a axis, one struck 150 mm from a corner at
 * 2 m/s was called off the table at 0.9 (or its pocket at 0.75) in 8 % of draws, one struck 100 mm from a rail at
 * 3 m/s read off the table at 0.5 with no rail in 9 % (scratch set-up, the session 60 section).
 */
function movingTail(h: BallHistory): number[] {
  const out = [h.t.length - 1];
  for (let k = h.t.length - 2; k >= 0 && out.length < 4; k--) {
    const dt = h.t[k + 1]! - h.t[k]!;
    if (!(dt > 0 && Math.hypot(h.x[k + 1]! - h.x[k]!, h.y[k + 1]! - h.y[k]!) / dt > MOVING_SPEED_MM_S)) break;
    out.unshift(k);
    if (!rollingAt(h, k)) break;
  }
  return out;
}

/** The tail's points after its last step over TAIL_GAP_S, when at least two are left; else the whole tail. */
function afterGap(h: BallHistory, tail: readonly number[]): number[] {
  for (let j = tail.length - 1; j >= 1; j--) {
    if (h.t[tail[j]!]! - h.t[tail[j - 1]!]! > TAIL_GAP_S) return tail.length - j >= 2 ? tail.slice(j) : tail.slice();
  }
  return tail.slice();
}

/** The pocket whose mouth centre is nearest p, and how far (mm). */
function nearestPocket(table: PyramidTable, p: readonly [number, number]): { pocket: Pocket; d: number } | null {
  let best: { pocket: Pocket; d: number } | null = null;
  for (const [pocket, c] of Object.entries(pocketCentres(table)) as [Pocket, readonly [number, number]][]) {
    const d = Math.hypot(p[0] - c[0], p[1] - c[1]);
    if (!best || d < best.d) best = { pocket, d };
  }
  return best;
}

function nearestCushion(table: TableModel, p: [number, number]): Cushion | null {
  const reach = cushionReach(table), hx = table.length / 2 - reach, hy = table.width / 2 - reach;
  const gaps = Object.entries(cushionGaps(p, hx, hy)) as [Cushion, number][];
  gaps.sort((a, b) => a[1] - b[1]);
  return gaps[0]![1] < 80 ? gaps[0]![0] : null;
}
