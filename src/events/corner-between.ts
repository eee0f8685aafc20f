/**
 * A corner rattle's touch of the other nose read between two touches of one
 * nose (pyramid tables): a ball thrown off one nose of a corner mouth comes
 * back to it only off the other (or off a ball that kissed it: rare inside
 * a mouth, and not asked; only cushion touches are). So two touches of one
 * cushion found between the noses of one corner mouth, 20-100 ms apart with
 * no touch of the ball found between them, had a touch of the other cushion
 * between them. The frames cannot time it: it is placed midway, under the referee
 * line, as mouth-rattles.ts `rattlePoint` places it when one point lies
 * between (here the two touches were found by other readers; the points
 * between are any). Development Russian 60 fps: #19[1] (tops 13.423 /
 * 13.450 found, left 13.432 missed; read at 13.437), #21[3], #27[0],
 * #47[2], #70[3]. A slow ball stays against the nose it met and its noise
 * reads a second touch (RATTLE_STEP_MM_S); a ball on the rail beside the
 * mouth is not between the noses (BETWEEN_NOSES_MM). Development Russian
 * A/B (session 43), cushions, 40 matches a block, 60 / 30 fps: 1-40
 * [1331,24,58] → [1334,24,55] (#19[1], #21[3], #27[0]) / [1325,22,64] =;
 * 41-80 [1229,18,61] → [1231,18,59] (#47[2], #70[3]) / [1230,13,60] =;
 * 81-120 (fresh) [1256,26,65] = / [1251,22,70] =; 121-160 (fresh)
 * [1288,32,84] → [1290,32,82] (#127[1], #159[3]) / [1278,15,94] =; ×2 noise
 * 1-40 [1285,70,104] → [1288,71,101] (#8[6], #19[1], #32[3]; false #35[6],
 * a top between two lefts 34 ms apart, fastest step 595 mm/s) /
 * [1284,46,105] → [1284,47,105] (false #6[5], 60 ms apart, 481 mm/s).
 * Contacts and verdicts unchanged. Not kept (session 43): the ×2 noise
 * extras.
 */
import type { CushionEvent } from '../contracts/events.js';
import type { PyramidTable } from '../geometry/tables.js';
import { distance } from '../geometry/vec.js';
import { type BallHistory, positionAt } from './history.js';
import { mouthsOf } from './mouth-walls.js';
import { hitAt } from './mouth-turns.js';

/**
 * Shortest time (s) between the two touches of one nose for a touch of the
 * other between: nearer, they are one touch read twice (the way in cast
 * forward and the way out traced back time it apart; at 30 fps a frame
 * interval apart, asked below). Raising it loses quick rattles; lowering it
 * reads one touch as three. Range 0.015-0.04.
 */
const MIN_APART_S = 0.02;
/**
 * Longest time (s) between them: a corner rattle's touches come 5-60 ms
 * apart, a slow ball's crossing of the mouth up to ~115 ms; later, the ball
 * may have left the mouth and come back (another visit). Raising it reads
 * separate visits; lowering it loses slow crossings. Range 0.06-0.15.
 */
const MAX_APART_S = 0.1;
/**
 * Farthest (mm) from the mouth's centre both touches may be read: a ball
 * between the noses (the development touches read 1-12 mm from it). Farther,
 * the ball touched the rail beside the mouth, where the other nose cannot
 * send it back (development Russian 60 fps #76[1]: two left readings 67-82
 * mm from the bottom-left mouth's centre along the rail, the second an
 * extra). Raising it reads rail runners' repeats; lowering it loses rattles
 * read at the jaw points (36 mm from the centre). Range 20-60.
 */
const BETWEEN_NOSES_MM = 40;
/**
 * Slowest step (mm/s, between two points seen, from the point before the
 * first touch to the second) for the ball to have rattled: a ball thrown off
 * one nose comes back to it only off the other, but a slow one stays against
 * the nose it met, sliding along its jaw or creeping into the throat, and the
 * noise of that one long touch reads as a second (development Russian 60 fps
 * #12[5]: fastest step 384 mm/s, top read 31 ms after the true one; #16[3]:
 * 176 mm/s, a bottom read 66 ms after). The development rattles' fastest
 * steps were 570-3104 mm/s. Raising it loses slower rattles; lowering it
 * reads a slow ball's noise (a step's few mm of noise are 100-300 mm/s at
 * 60 fps). Range 350-550.
 */
const RATTLE_STEP_MM_S = 450;
/**
 * Confidence of the touch between: placed, not seen (the referee looks when
 * a call rests on it). Range 0.5-0.75.
 */
export const CORNER_BETWEEN_CONFIDENCE = 0.6;

/** Touches of a corner mouth's other cushion between two found touches of one cushion there, with nothing found between them. */
export function cornerBetweens(hs: readonly BallHistory[], table: PyramidTable, known: readonly CushionEvent[]): CushionEvent[] {
  const corners = mouthsOf(table).filter((m) => !m.pocket.startsWith('middle')), out: CushionEvent[] = [];
  for (const h of hs) {
    const mine = known.filter((e) => e.ball === h.id).sort((a, b) => a.t - b.t);
    for (let i = 0; i + 1 < mine.length; i++) {
      const a = mine[i]!, c = mine[i + 1]!;
      if (a.cushion !== c.cushion || c.t - a.t < MIN_APART_S || c.t - a.t > MAX_APART_S) continue;
      // Both read between the same two points seen rest on those two points: one touch read from both sides (the way in cast forward, the way out
      // traced back; development Russian 30 fps #112[4], two rights 21 ms apart inside one 33 ms frame interval, a top placed between them was an extra).
      if (!h.t.some((t) => t > a.t && t < c.t)) continue;
      const pa = positionAt(h, a.t), pc = positionAt(h, c.t);
      // Both touches seen between the noses of one corner mouth (a middle pocket's two noses are one cushion; a ball gone down the pocket is not seen touching again).
      const m = pa && pc && corners.find((k) => k.walls.some((w) => w.cushion === a.cushion) && distance(pa, k.centre) < BETWEEN_NOSES_MM && distance(pc, k.centre) < BETWEEN_NOSES_MM);
      const other = m && m.walls.find((w) => w.cushion !== a.cushion);
      if (!other || fastestStep(h, a.t, c.t) < RATTLE_STEP_MM_S) continue;
      out.push(hitAt(h, (a.t + c.t) / 2, other.cushion, CORNER_BETWEEN_CONFIDENCE));
    }
  }
  return out;
}

/** The fastest step (mm/s) between consecutive points seen, from the step onto the last point before `from` to the last point up to `to`: the way in and the rattle. */
function fastestStep(h: BallHistory, from: number, to: number): number {
  let k = h.t.findIndex((t) => t >= from);
  if (k < 0) return 0;
  let best = 0;
  for (k = Math.max(1, k - 1); k < h.t.length && h.t[k]! <= to; k++) best = Math.max(best, distance([h.x[k]!, h.y[k]!], [h.x[k - 1]!, h.y[k - 1]!]) / (h.t[k]! - h.t[k - 1]!));
  return best;
}
