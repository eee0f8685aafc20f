/**
 * A cushion hit that no turn shows: the way in overran the contact line
 * (issue 6, session 20). A ball that hits a rail and, a few ms later, a
 * ball that sends it back towards the same rail (or a second hit right
 * after the first) never shows a peak of its coordinate towards the rail:
 * the points keep coming nearer the rail and the turn analysis
 * (cushions.ts) has nothing to fit. Development three-cushion #55 stroke 6
 * (seeds 41+, 30 fps): the white came into the bottom rail at 1.3 m/s
 * normal, hit it at 66.960 and the yellow 16 ms later, which sent it back
 * onto the rail; its frame nearest the hit was missed, the next lay 12 mm
 * short of the line and 28 mm short of its way in carried on. The rail hit
 * was missed and rail-solve.ts, fitting the white's "way in" across the
 * hidden hit, reported a settled return of the yellow that never happened:
 * two cushions counted for three, a confidently wrong "no point".
 *
 * What the frames settle: the way in, carried on, reaches the contact line
 * before the next point and runs well past it by that point's time, while
 * the next point lies short of it; something stopped the ball between.
 * When no other ball came within touching of the way in before it reached
 * the line, and no other rail's line comes first, only this rail can have.
 * Development (40 matches, seeds 1-40): three-cushion 25 fps cushions
 * [1551,4,20] → [1553,4,18] (#24 stroke 6, #29 stroke 4; contacts
 * [320,0,11] → [319,0,12]: #29 stroke 4's second white-yellow touch, 47 ms
 * after the new rail hit, now has one point between and is missed); 30 and
 * 60 fps and libre 25/60 fps unchanged.
 */
import type { CushionEvent } from '../contracts/events.js';
import type { TableModel } from '../geometry/tables.js';
import { positionAt } from './contacts.js';
import { type CushionSide, REHIT_DIP_MM, SAME_HIT_S, inMouth, sides } from './cushions.js';
import { type Line, at, fitLine } from './fit.js';
import type { BallHistory } from './history.js';

/**
 * Points fitted on the way in (the last before the gap the hit lies in): a
 * line of three fast points has a slope good to a few per cent. Range 3-6.
 */
const IN_POINTS = 3;
/**
 * The way in, normal to the rail, at least this fast (mm/s): it must cover
 * OVERRUN_MM plus the frame's share well above the fit's error. Raising it
 * keeps only the clearest hits; lowering it reads a slow ball stopping short
 * by a rail as a hit. Range 200-1500.
 */
const MIN_IN_NORMAL_MM_S = 400;
/** The way in stays this straight (rms, mm, on each coordinate): a bent way is not one piece. Range 1-6. */
const IN_RMS_MM = 3;
/**
 * The way in carried on lies at least this far (mm) past the contact line
 * at the next point's time, and that point at least this far short of where
 * the way in would have put it: the ball was stopped, well beyond a
 * three-point extrapolation's error over one or two frames (σ of the slope
 * ~30 mm/s at 30 fps: 2 mm over 60 ms). Raising it keeps only hits early in
 * their gap; lowering it reads the noise of a ball arriving at the line as
 * a stop. Range 3-30.
 */
const OVERRUN_MM = 8;
/**
 * Longest gap (s) between the last point of the way in and the next: two
 * frames at 30 fps (one missed), three at 50-60. Across a longer gap the ball
 * may have done anything. Range 0.04-0.12.
 */
const GAP_S = 0.07;
/**
 * Another ball's centre this close (mm) beyond 2R to the way in, from its
 * last point to the line, could have stopped it: no claim. Covers the
 * other ball's own noise and a few ms of timing. Range 2-30.
 */
const CLEAR_MM = 8;
/**
 * Confidence of a hit read from an overrun: the stop is certain and nothing
 * but the rail was there, but the hit itself shows in no point and its time
 * is the way in's. Under the referee's line: a call resting on it is looked
 * at. Range 0.6-0.89.
 */
export const OVERRUN_CONFIDENCE = 0.85;

/** The cushion hits `found` (the turn analysis'), plus those the ways in of `hs` show by overrunning a contact line. */
export function withOverruns(hs: readonly BallHistory[], table: TableModel, found: readonly CushionEvent[]): CushionEvent[] {
  return [...found, ...overrunHits(hs, table, found)];
}

/** The rail hits the ways in of `hs` show by overrunning a contact line, that `found` lacks. */
export function overrunHits(hs: readonly BallHistory[], table: TableModel, found: readonly CushionEvent[]): CushionEvent[] {
  const out: CushionEvent[] = [];
  const R = table.ballRadius, all = sides(table);
  for (const h of hs) {
    for (let k = IN_POINTS - 1; k + 1 < h.t.length; k++) {
      const t1 = h.t[k]!, t2 = h.t[k + 1]!;
      if (t2 - t1 > GAP_S || !h.runs.some(([a, b]) => k - IN_POINTS + 1 >= a && k <= b)) continue;
      const idx = Array.from({ length: IN_POINTS }, (_, j) => k - IN_POINTS + 1 + j);
      if (h.t[idx[0]!]! < t1 - (IN_POINTS - 1) * GAP_S) continue;
      const ts = idx.map((i) => h.t[i]!), fx = fitLine(ts, idx.map((i) => h.x[i]!)), fy = fitLine(ts, idx.map((i) => h.y[i]!));
      if (fx.rms > IN_RMS_MM || fy.rms > IN_RMS_MM) continue;
      // The first contact line the way in reaches after its last point, before the next.
      let best: { s: CushionSide; tc: number; line: Line } | null = null;
      for (const s of all) {
        const f = s.axis === 0 ? fx : fy, v = s.sign * f.v;
        if (v < MIN_IN_NORMAL_MM_S) continue;
        const tc = f.t0 + (s.sign * s.line - f.p) / f.v;
        if (tc > t1 && (!best || tc < best.tc)) best = { s, tc, line: f };
      }
      if (!best || best.tc >= t2) continue;
      const { s, tc, line } = best;
      const ahead = s.sign * at(line, t2), seen = s.sign * (s.axis === 0 ? h.x : h.y)[k + 1]!;
      if (ahead - s.line < OVERRUN_MM || ahead - seen < OVERRUN_MM) continue;
      if (inMouth(table, s, at(s.axis === 0 ? fy : fx, tc))) continue;
      if (blocked(h, fx, fy, t1, tc, hs, R)) continue;
      const u = (s.axis === 0 ? h.x : h.y).map((c) => s.sign * c);
      // A hit of the ball's own on that rail within SAME_HIT_S is this one, unless it was seen REHIT_DIP_MM off the line between.
      const same = (e: CushionEvent): boolean => e.ball === h.id && e.cushion === s.cushion && (Math.abs(e.t - tc) < SAME_HIT_S || !h.t.some((q, i) => q > Math.min(e.t, tc) && q < Math.max(e.t, tc) && u[i]! < s.line - REHIT_DIP_MM));
      if ([...found, ...out].some(same)) continue;
      out.push({ t: tc, kind: 'cushion', ball: h.id, cushion: s.cushion, confidence: OVERRUN_CONFIDENCE });
    }
  }
  return out;
}

/** Another ball within 2R + CLEAR_MM of the way in (fx, fy) between t1 and tc, or of where it lay at tc. */
function blocked(h: BallHistory, fx: Line, fy: Line, t1: number, tc: number, hs: readonly BallHistory[], R: number): boolean {
  return hs.some((g) => {
    if (g.id === h.id) return false;
    for (let t = t1; t <= tc + 1e-9; t += Math.max(1e-3, (tc - t1) / 20)) {
      const q = positionAt(g, t);
      if (q && Math.hypot(q[0] - at(fx, t), q[1] - at(fy, t)) < 2 * R + CLEAR_MM) return true;
    }
    return false;
  });
}
