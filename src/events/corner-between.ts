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
 * reads a second touch (RATTLE_IN_MM_S); a ball on the rail beside the
 * mouth is not between the noses (BETWEEN_NOSES_MM). Development Russian
 * A/B (session 43), cushions, 40 matches a block, 60 / 30 fps, against
 * fdd212f: ×2 noise 1-40 [1285,70,104] → [1288,70,101] (#8[6], #19[1],
 * #32[3]) / [1284,46,105] =; ×2 noise 41-80 [1195,62,95] → [1196,62,94]
 * (#70[3]) / [1196,41,94] → [1199,41,91] (#57[1], #67[7], #73[2]); 1-40 [1331,24,58] → [1334,24,55] (#19[1],
 * #21[3], #27[0]) / [1325,22,64] =; 41-80 [1229,18,61] → [1231,18,59]
 * (#47[2], #70[3]) / [1230,13,60] =; 81-120 [1256,26,65] = /
 * [1251,22,70] =; 121-160 [1288,32,84] → [1290,32,82] (#127[1], #159[3];
 * without the closed-rattle condition also an extra in #159[3], asked
 * below) / [1278,15,94] =. Contacts and verdicts unchanged. The first
 * version, asking the fastest step over 450 mm/s instead of the fitted way
 * in, read a top at ×2 noise in #35[6] (60 fps) and #6[5] (30 fps): their
 * ways in fit 291 and 239 mm/s. The other cushion's touch found just
 * outside the pair is the one placed, timed apart (SAME_TOUCH_S; held-out
 * #70042[1] read it twice, session 43; at 30 fps a frame interval,
 * SAME_TOUCH_FRAMES: ×2 noise #157[1], session 44).
 */
import type { CushionEvent } from '../contracts/events.js';
import type { PyramidTable } from '../geometry/tables.js';
import { distance } from '../geometry/vec.js';
import { speedOf } from './fit.js';
import { type BallHistory, fitPoints, indicesIn, positionAt } from './history.js';
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
 * Slowest speed (mm/s) of the way into the first touch for the ball to have
 * rattled, from a straight fit over its last WAY_IN_POINTS points seen
 * up to that touch (across an earlier touch of the rattle: a fast ball's
 * bend lowers the fit's speed, not below a slow ball's): a ball thrown off
 * one nose comes back to it only off the other, but a slow one stays against
 * the nose it met, sliding along its jaw, creeping into the throat or running
 * along the rail into the mouth, and the noise of that one long touch reads
 * as a second (development Russian 60 fps #12[5], ~270 mm/s, a top read
 * 31 ms after the true one; ×2 noise #35[6] and 30 fps #6[5], ~250 mm/s
 * along the left rail). The fit averages the noise out, where the fastest
 * step did not (the ×2 noise extras' fastest steps were 595 and 481 mm/s).
 * Development Russian (1-160, ×2 noise 1-80): the 14 rattles read fitted
 * 450-3106 mm/s (450-513: ×2 noise #70[3], #57[1] at 30 fps, #73[2] at 30
 * fps, #32[3]); the pairs held back 101-354 (the extras above 291 and 239). Raising it loses slower rattles; lowering it
 * reads slow balls' repeats. Range 360-480.
 */
const RATTLE_IN_MM_S = 380;
/**
 * Points of the way in fitted (at least WAY_IN_POINTS - 1 are asked): at 60
 * fps 50 ms, at 30 fps 100 ms. More reach back past the way in (a ball is in
 * a corner mouth ~50-150 ms); fewer leave a step's noise (σ 1-3 mm a point:
 * 60-180 mm/s over one 60 fps step) in the speed. Range 3-5.
 */
const WAY_IN_POINTS = 4;
/**
 * Nearest time (s) a touch of the other cushion found outside the pair may
 * lie to the touch placed between and still be another touch: nearer, it is
 * the placed touch itself, found and timed apart from the midway guess (the
 * true touch lies anywhere between the pair). Held-out Russian 60 fps
 * #70042[1]: a top placed 26 ms before the true top found at 27.5212, read
 * twice. Raising it loses rattles whose other nose was found touched just
 * before or after the pair (development 60 fps #47[2]: a bottom found 39 ms
 * before the bottom placed, both true; 30 fps #161[1], #198[4]: 56 and 59
 * ms, both true, so not two frames); lowering it reads one touch twice.
 * Range 0.027-0.038.
 */
const SAME_TOUCH_S = 0.03;
/**
 * The same in frame intervals, for slow streams (the larger of the two is
 * asked): a touch found is timed within about a frame interval of the true
 * one. Development Russian ×2 noise 30 fps #157[1]: rights read at 12.0136
 * and 12.0700 for one true right at 12.0445, the true top found at 12.0057,
 * 36 ms from the top placed between them (an extra; 1.08 frames); the true
 * 30 fps rattles' other touches lie 51.8 ms (×2 noise 81-120 #82[7], 1.55
 * frames), 55.9 (#161[1]), 59.4 (#198[4]) and 96.9 ms (×2 noise #147[2])
 * away, or none is found. At 60 and 50 fps it is under SAME_TOUCH_S.
 * Raising it loses those rattles; lowering it reads #157[1]'s top. Range
 * 1.1-1.5.
 */
const SAME_TOUCH_FRAMES = 1.35;
/**
 * Longest frame interval (s) of the stream (its median step, extract.ts) for
 * the rule to read: 30 fps (33.3 ms) and faster. At 30 fps one touch read
 * from both sides (the way in cast forward, the way out traced back) spreads
 * over up to two frames, as long as a rattle's touches apart; those readings
 * either sit inside one step (no point seen between, asked below:
 * development Russian 30 fps #112[4], two rights 21 ms apart inside one
 * 33 ms step) or have the other cushion's touch found just outside them
 * (SAME_TOUCH_FRAMES: ×2 noise 30 fps #157[1]). The stream's interval, not
 * the ball's step at the touch: a 60 fps frame the ball was not seen in at
 * its first touch leaves a 33 ms step there, and that rattle is read
 * (session 45: the local step gave up the true development #198[4] and ×2
 * noise #136[3]). Lowering it below 0.034 gives up 30 fps's true rattles
 * (development 161-200 #161[1], #198[4]; ×2 noise #57[1], #67[7], #73[2],
 * #82[7], #95[7], #147[2]: session 45, no extra in six blocks), below
 * 0.017 60 fps's; 25 fps (40 ms) was not measured. Range 0.034-0.039.
 */
const RATTLE_STEP_S = 0.034;
/**
 * Confidence of the touch between: placed, not seen (the referee looks when
 * a call rests on it). Range 0.5-0.75.
 */
export const CORNER_BETWEEN_CONFIDENCE = 0.6;

/** Touches of a corner mouth's other cushion between two found touches of one cushion there, with nothing found between them. */
export function cornerBetweens(hs: readonly BallHistory[], table: PyramidTable, known: readonly CushionEvent[], frameS: number): CushionEvent[] {
  const corners = mouthsOf(table).filter((m) => !m.pocket.startsWith('middle')), out: CushionEvent[] = [];
  // Read at 30 fps and faster (RATTLE_STEP_S): the stream's frame interval, not the ball's step at the touch.
  if (!(frameS <= RATTLE_STEP_S)) return out;
  for (const h of hs) {
    const mine = known.filter((e) => e.ball === h.id).sort((a, b) => a.t - b.t);
    let closed = -1;
    for (let i = 0; i + 1 < mine.length; i++) {
      const a = mine[i]!, c = mine[i + 1]!;
      if (a.cushion !== c.cushion || c.t - a.t < MIN_APART_S || c.t - a.t > MAX_APART_S) continue;
      // A touch that closed one rattle read here opens none: the points before it are that rattle, not a way in, and a third reading of the
      // nose so soon is likelier one touch read twice (development Russian 60 fps #159[3]: tops 32.608, 32.633, 32.654, true 32.609 and
      // 32.641; the right between the first two is true, one between the last two was an extra, its four points in fitting 454 mm/s).
      if (i === closed) continue;
      // A point seen between the two (not implied: MIN_APART_S is shorter than a 30 fps step, or a 60 fps frame may miss the ball there): two
      // readings inside one step are one touch read from both sides (development Russian 30 fps #112[4], two rights 21 ms apart inside one 33 ms step).
      if (!h.t.some((t) => t > a.t && t < c.t)) continue;
      const pa = positionAt(h, a.t), pc = positionAt(h, c.t);
      // Both touches seen between the noses of one corner mouth (a middle pocket's two noses are one cushion; a ball gone down the pocket is not seen touching again).
      const m = pa && pc && corners.find((k) => k.walls.some((w) => w.cushion === a.cushion) && distance(pa, k.centre) < BETWEEN_NOSES_MM && distance(pc, k.centre) < BETWEEN_NOSES_MM);
      const other = m && m.walls.find((w) => w.cushion !== a.cushion);
      const v = other ? wayInSpeed(h, a.t) : 0;
      if (!other || v < RATTLE_IN_MM_S) continue;
      const t = (a.t + c.t) / 2, near = Math.min(...mine.filter((e) => e.cushion === other.cushion).map((e) => Math.abs(e.t - t)));
      // The other cushion's touch found just outside the pair is the touch placed here, timed apart (placed midway, the true touch anywhere
      // between): read again, it is an extra (held-out Russian 60 fps #70042[1], a top placed at 27.4948, the true one found at 27.5212).
      if (near < Math.max(SAME_TOUCH_S, SAME_TOUCH_FRAMES * frameS)) continue;
      out.push(hitAt(h, t, other.cushion, CORNER_BETWEEN_CONFIDENCE));
      closed = i + 1;
    }
  }
  return out;
}

/** Speed (mm/s) of a straight fit over the last WAY_IN_POINTS points seen up to `to` (0 with fewer than WAY_IN_POINTS - 1). */
function wayInSpeed(h: BallHistory, to: number): number {
  const idx = indicesIn(h, -Infinity, to + 1e-6).slice(-WAY_IN_POINTS);
  if (idx.length < WAY_IN_POINTS - 1) return 0;
  return speedOf(fitPoints(h, idx));
}
