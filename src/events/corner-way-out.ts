/**
 * A corner rattle's last touch read from the way out (pyramid tables): a ball
 * turned by one nose of a corner mouth (a touch already found) and then sent
 * back into the other, or back into the first nose by the other, leaves the
 * corner on a straight way out that, traced back, meets a wall of a cushion
 * other than the one last found. That wall was touched after the touch found:
 * nothing else turns a ball in the mouth. mouths.ts reads the wall a way out
 * left only against the first turn of a visit (a second touch of the same
 * cushion within SAME_MEET_S of it is that turn seen twice), so a touch of
 * the other cushion found between them (by the rail turns) did not count:
 * development Russian 60 fps #19[0] (top 6.626, right 6.640 found, top 6.666
 * missed; now read at 6.665). The way out must leave the wall across its
 * normal (LEAVE_NORMAL_MM_S) and have three points on a line (`pieceOn`):
 * a ball leaving along a rail (#14[0], #77[3]) or seen twice on a line
 * (#42[2]) is not read. Development Russian A/B (session 42), cushions,
 * each block 40 matches at 60 / 30 fps: 1-40 [1330,24,59] → [1331,24,58]
 * (#19[0]) / [1325,22,64] =; 41-80 [1229,18,61] = / [1229,13,61] →
 * [1230,13,60] (#63[5]); ×2 noise 1-40 [1284,70,105] → [1285,70,104]
 * (#30[4]) / [1284,46,105] =; 81-120 (fresh) [1256,26,65] = / [1250,22,71]
 * → [1251,22,70] (#100[7]); 121-160 (fresh) [1286,33,86] → [1288,33,84]
 * (#127[4], #152[1]) / [1278,15,94] =. No false touch, no other stroke
 * differs; contacts and verdicts unchanged.
 */
import type { CushionEvent } from '../contracts/events.js';
import type { Vec2 } from '../contracts/ids.js';
import type { PyramidTable } from '../geometry/tables.js';
import { distance, dot } from '../geometry/vec.js';
import { cushionReach } from '../track/geometry.js';
import { pieceAt } from './fit.js';
import { type BallHistory, positionAt } from './history.js';
import { firstMeet, mouthsOf } from './mouth-walls.js';
import { pieceOn } from './mouth-pieces.js';
import { MIN_SPEED_MM_S, MOUTH_ZONE_MM, hitAt } from './mouth-turns.js';

/**
 * Points after the touch found tried as the way out's first: the ball may be
 * seen once or twice against the walls before it leaves the corner. Raising
 * it reads ways out of later, other touches; lowering it to 1 loses rattles
 * seen between their touches. Range 1-4.
 */
const WAY_OUT_TRIES = 3;
/**
 * Longest time (s) from the touch found to the wall the way out left: a
 * corner rattle's touches come 5-60 ms apart, a slow ball's crossing of the
 * mouth up to ~115 ms (development 60 fps #32[3], #71[4]); later, the way out
 * is another visit's. Raising it reads the way out of a later, separate visit
 * onto an old touch; lowering it loses the slow crossings. Range 0.03-0.15.
 */
const RATTLE_SPAN_S = 0.12;
/**
 * Nearest time (s) a touch of the wall's cushion found before the touch found
 * may lie to the reading and still be another touch: closer, it is the same
 * touch read twice (a touch's time is read off by up to half a frame at
 * 30 fps, and the two touches found may be in the wrong order). Held-out
 * Russian 30 fps #70013[3]: right found 8 ms before the reading, with the top
 * found between (one true right touch; the reading made the found one an
 * extra). Raising it loses true rattles whose touches of one cushion come
 * that close (development: the nearest, #19[0], 39 ms); lowering it lets a
 * touch found slightly early be read again. Range 0.01-0.035.
 */
const SAME_TOUCH_S = 0.02;
/**
 * Slowest speed (mm/s) away from the wall met along its normal for the way
 * out to name it: a ball leaving along a rail (a few mm/frame across it)
 * traces back onto that rail anywhere. Raising it loses slow last touches;
 * lowering it reads a rail the ball only ran along. Range 50-400.
 */
const LEAVE_NORMAL_MM_S = 150;
/**
 * Confidence of a touch read from the way out alone: a wall met by the trace
 * back, with the other cushion's touch found before it; the referee looks
 * when a call rests on it. Range 0.5-0.75.
 */
export const CORNER_WAY_OUT_CONFIDENCE = 0.6;

/** The touches of corner walls the ball's way out of a corner left, after the last touch found there. */
export function cornerWayOuts(hs: readonly BallHistory[], table: PyramidTable, known: readonly CushionEvent[]): CushionEvent[] {
  const reach = cushionReach(table), corners = mouthsOf(table).filter((m) => !m.pocket.startsWith('middle')), out: CushionEvent[] = [];
  for (const h of hs) {
    const mine = known.filter((e) => e.ball === h.id).sort((a, b) => a.t - b.t);
    mine.forEach((b, i) => {
      const p = positionAt(h, b.t);
      const m = p && corners.find((c) => c.walls.some((w) => w.cushion === b.cushion) && distance(p, c.centre) < MOUTH_ZONE_MM);
      if (!m) return;
      const next = mine[i + 1]?.t ?? Infinity;
      let k = h.t.findIndex((t) => t > b.t);
      for (let tries = 0; k >= 0 && tries < WAY_OUT_TRIES && k < h.t.length; tries++, k++) {
        const piece = pieceOn(h, k);
        if (!piece || h.t[piece.first]! >= next) break;
        const t0 = h.t[piece.first]!, q = pieceAt(piece.fit, t0), v: Vec2 = [-piece.fit.x.v, -piece.fit.y.v], speed = Math.hypot(v[0], v[1]);
        if (speed < MIN_SPEED_MM_S) break;
        const meet = firstMeet(q, v, m.walls, reach, 0.5 / speed);
        if (!meet) continue;
        const t = t0 - meet.tau;
        if (meet.wall.cushion === b.cushion || t <= b.t || t - b.t > RATTLE_SPAN_S) continue;
        if (-dot(v, meet.n) < LEAVE_NORMAL_MM_S) continue;
        // Already found after the touch found (the way out's own reading). One found before it is another touch: the touch found lies between.
        if (mine.some((e) => e.cushion === meet.wall.cushion && e.t > b.t && e.t < t + RATTLE_SPAN_S)) break;
        // One found just before (the touch found and it read in the wrong order): the reading is that touch again.
        if (mine.some((e) => e.cushion === meet.wall.cushion && e.t < b.t && t - e.t < SAME_TOUCH_S)) break;
        out.push(hitAt(h, t, meet.wall.cushion, CORNER_WAY_OUT_CONFIDENCE));
        break;
      }
    });
  }
  return out;
}
