/**
 * Balls that leave the cloth: a ball no longer seen for the rest of the
 * stroke went into a pocket when its last path ends in a pocket mouth, else
 * it left the table (after the cushion hit it jumped at).
 */
import type { CushionEvent, OffTableEvent, PocketEvent, StrokeEvent } from '../contracts/events.js';
import type { Cushion, Pocket, Vec2 } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import { jawCushions, pocketCentres } from '../geometry/tables.js';
import { cushionReach } from '../track/geometry.js';
import { fitPiece, pieceAt } from './fit.js';
import { type BallHistory, MOVING_SPEED_MM_S } from './history.js';

/**
 * Time (s) unseen before the end of the frames after which a ball is gone.
 * Raising it waits longer through occlusions (a hand over a ball) before
 * calling a pocket; lowering it calls a long-hidden ball gone. Range 0.2-5.
 */
export const GONE_AFTER_S = 0.5;
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

/** How far (mm) past a cushion's contact line a centre must be seen to be in a throat (detector noise near the rail is less). Range 3-30. */
const BEYOND_MM = 8;

function beyondNoses(table: TableModel, p: [number, number]): boolean {
  const reach = cushionReach(table) - BEYOND_MM;
  return Math.abs(p[0]) > table.length / 2 - reach || Math.abs(p[1]) > table.width / 2 - reach;
}

export function vanished(h: BallHistory, table: TableModel, lastT: number, events: readonly StrokeEvent[]): (PocketEvent | OffTableEvent | CushionEvent)[] {
  const n = h.t.length;
  if (n < 3 || h.t[n - 1]! > lastT - GONE_AFTER_S) return [];
  // A ball hit fast into a pocket may be seen moving in only two frames (no moving run): its last steps are its path.
  const tail = movingTail(h);
  if (h.runs.length === 0 && tail.length < 2) return [];
  const idx = tail.length >= 2 ? tail : [n - 4, n - 3, n - 2, n - 1].filter((k) => k >= 0);
  const p = fitPiece(idx.map((k) => h.t[k]!), idx.map((k) => h.x[k]!), idx.map((k) => h.y[k]!));
  const dt = h.t[n - 1]! - h.t[n - 2]!;
  const t = h.t[n - 1]! + dt / 2;
  const at = pieceAt(p, t);
  if (table.kind === 'pyramid') {
    let best: { pocket: Pocket; d: number } | null = null;
    for (const [pocket, c] of Object.entries(pocketCentres(table)) as [Pocket, readonly [number, number]][]) {
      const d = Math.hypot(at[0] - c[0], at[1] - c[1]);
      if (!best || d < best.d) best = { pocket, d };
    }
    const down = (confidence: number): (PocketEvent | CushionEvent)[] => {
      const jaw = jawTouch(h, pocketCentres(table)[best!.pocket], best!.pocket, events);
      return [...(jaw ? [jaw] : []), { t, kind: 'pocket', ball: h.id, pocket: best!.pocket, confidence }];
    };
    if (best && best.d < POCKET_REACH_MM) return down(0.95);
    // Seen past the cushion noses (only a pocket's throat lies there) and near a mouth: it went down that pocket.
    if (best && best.d < POCKET_THROAT_MM && beyondNoses(table, at)) return down(0.9);
  }
  const out: (OffTableEvent | CushionEvent)[] = [];
  const c = nearestCushion(table, at);
  const seen = events.some((e) => e.kind === 'cushion' && e.ball === h.id && Math.abs(e.t - t) < 0.1);
  if (c && !seen) out.push({ t, kind: 'cushion', ball: h.id, cushion: c, confidence: 0.7 });
  // Only a jump over a cushion leaves the table: a ball lost far from every cushion was lost by the tracker (an identity broken), not gone.
  out.push({ t, kind: 'off-table', ball: h.id, confidence: c ? 0.9 : LOST_MID_TABLE_CONFIDENCE });
  return out;
}

/** The last points (up to 4) each reached by a step faster than MOVING_SPEED_MM_S: the ball was still rolling when last seen. */
function movingTail(h: BallHistory): number[] {
  const out = [h.t.length - 1];
  for (let k = h.t.length - 2; k >= 0 && out.length < 4; k--) {
    const dt = h.t[k + 1]! - h.t[k]!;
    if (!(dt > 0 && Math.hypot(h.x[k + 1]! - h.x[k]!, h.y[k + 1]! - h.y[k]!) / dt > MOVING_SPEED_MM_S)) break;
    out.unshift(k);
  }
  return out;
}

function nearestCushion(table: TableModel, p: [number, number]): Cushion | null {
  const reach = cushionReach(table), hx = table.length / 2 - reach, hy = table.width / 2 - reach;
  const gaps: [Cushion, number][] = [['top', hx - p[0]], ['bottom', hx + p[0]], ['left', hy - p[1]], ['right', hy + p[1]]];
  gaps.sort((a, b) => a[1] - b[1]);
  return gaps[0]![1] < 80 ? gaps[0]![0] : null;
}

/** A pocketed ball's last points within this distance (mm) of the pocket's centre are in its mouth, where the jaws are. Range 80-300. */
const JAW_ZONE_MM = 160;
/**
 * Sideways step (mm) of a point in the mouth off the straight line the ball
 * came in on that is a jaw touch (above the detector's noise while moving).
 * Raising it misses soft jaw touches; lowering it calls noise a touch. Range 2-20.
 */
const JAW_DEVIATION_MM = 5;
/** Confidence of a jaw touch: seen as a turn, not analysed as a cushion hit, so the referee looks. Range 0.3-0.89. */
const JAW_CONFIDENCE = 0.6;

/**
 * The first jaw touch of a pocketed ball: its path in the pocket's mouth
 * turns off the line it came in on. The cushion whose jaw it was is the side
 * the turn pushed it away from (a middle pocket has one). The rules count jaw
 * touches (the jaw exception, art. 7.5; a bank off a jaw); the cushion
 * analysis leaves mouths out, so the touch is reported at JAW_CONFIDENCE.
 */
function jawTouch(h: BallHistory, centre: Vec2, pocket: Pocket, events: readonly StrokeEvent[]): CushionEvent | null {
  const n = h.t.length;
  const inMouth = (k: number): boolean => Math.hypot(h.x[k]! - centre[0], h.y[k]! - centre[1]) < JAW_ZONE_MM;
  let enter = n;
  while (enter > 0 && inMouth(enter - 1)) enter--;
  const before = [enter - 4, enter - 3, enter - 2, enter - 1].filter((k) => k >= 0 && k >= (h.runs[h.runs.length - 1]?.[0] ?? 0));
  if (before.length < 3 || enter >= n) return null;
  const p = fitPiece(before.map((k) => h.t[k]!), before.map((k) => h.x[k]!), before.map((k) => h.y[k]!));
  const v = Math.hypot(p.x.v, p.y.v);
  if (v < 1) return null;
  const side: Vec2 = [-p.y.v / v, p.x.v / v];
  for (let k = enter; k < n; k++) {
    const q = pieceAt(p, h.t[k]!);
    const d: Vec2 = [h.x[k]! - q[0], h.y[k]! - q[1]];
    if (Math.abs(d[0] * side[0] + d[1] * side[1]) <= JAW_DEVIATION_MM) continue;
    const t = (h.t[k - 1]! + h.t[k]!) / 2;
    const cushion = jawOf(pocket, centre, d);
    if (events.some((e) => e.kind === 'cushion' && e.ball === h.id && Math.abs(e.t - t) < 0.06)) return null;
    return { t, kind: 'cushion', ball: h.id, cushion, confidence: JAW_CONFIDENCE };
  }
  return null;
}

/** The jaw that pushed a ball by d: at a corner, the long cushion's jaw (left/right) pushes along +w, the short one's (top/bottom) along −w. */
function jawOf(pocket: Pocket, centre: Vec2, d: Vec2): Cushion {
  const [a, b] = jawCushions(pocket);
  if (b === undefined) return a!;
  const sx = Math.sign(centre[0]), sy = Math.sign(centre[1]);
  return d[0] * sx - d[1] * sy < 0 ? a! : b;
}
