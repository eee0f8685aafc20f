/**
 * A touch beside one rail that both balls hit within a frame or two of it
 * (issue 6, session 47; pyramid tables only). rail-frame.ts reads a touch
 * inside the frame of one ball's rail hit from the other ball's turn, so it
 * wants that other ball with no rail near; here both turn at the rail and
 * neither turn is the touch alone. What the frames keep: a rail flips a
 * ball's velocity across its normal and leaves the part along the rail
 * (less a little friction), while the touch, its line of centres running
 * along the rail, moves that part from one ball to the other: one loses
 * what the other gains, the ball ahead pushed on. Development Russian 30 fps
 * #13[0]: w7 on the top rail at 3.047, w7 + w4 at 3.051, w4 on the top rail
 * at 3.090 (along the rail, from frame to frame, w7 about +640 → −450 mm/s,
 * w4 −450 → +680); #70[2]: w4 running 2.1 m/s along the bottom rail into w3
 * beside it at 28.146, both on the rail within a frame (along it w4 about
 * −2.1 → −0.3 m/s, w3 0 → −1.6). Both were missed.
 */
import type { CushionEvent } from '../contracts/events.js';
import type { TableModel } from '../geometry/tables.js';
import { cushionLine } from '../geometry/tables.js';
import type { BallHistory } from './history.js';
import { contactCandidates } from './candidates.js';
import { meeting, pieceAt } from './fit.js';
import { straightSide } from './pieces.js';
import { free } from './held-still.js';
import type { Breaks, ContactFinding } from './contacts.js';
import { SAME_CONTACT_S } from './contacts.js';
import { RAIL_FRAME_CONFIDENCE } from './rail-frame.js';
import { samePair } from './twins.js';

/**
 * Least change (mm/s) of each ball's velocity along the rail: a touch that
 * moves less than this along it is a graze the noise of a 3-point piece
 * can make up (fit.ts velocityVar: about 45 mm/s for three points at 30
 * fps, 1.5 mm rms). #13[0] moves 840 mm/s each way, #70[2] 1 600 and
 * 1 800. Raising it loses glancing touches; lowering it lets the rails'
 * friction and spin (a few per cent of the speed) make a swap. Range 150-600.
 */
const MIN_SWAP_MM_S = 300;
/**
 * Largest imbalance of the two changes along the rail, |Δa + Δb| over the
 * larger of |Δa|, |Δb|: equal masses exchange equal and opposite momentum,
 * and the rails' friction (the balls hit it at different angles) shifts
 * each change by a few per cent of its speed. #13[0] reads 0.006, #70[2]
 * 0.12 (its recorded rows, w3 and w4 alone); the test's w4 kept on its way
 * along the rail reads −63 against w7's −846 (1.07). Raising it lets two
 * balls each turned by its own rail (spin, a rail's throw) pass for a
 * touch; lowering it loses touches where one ball's piece is short.
 * Range 0.2-0.6.
 */
const SWAP_BALANCE = 0.35;

/** The touches, for pairs no contact of `found` (a doubt is no contact) already names near that time. `breaks`: the cushion hits and seen rail turns; `cushions`: the named hits. */
export function railSwapContacts(hs: readonly BallHistory[], R: number, times: readonly number[], breaks: Breaks, cushions: readonly CushionEvent[], table: TableModel, found: readonly ContactFinding[]): ContactFinding[] {
  const out: ContactFinding[] = [];
  for (let i = 0; i < hs.length; i++) {
    for (let j = i + 1; j < hs.length; j++) {
      const a = hs[i]!, b = hs[j]!, others = hs.filter((_, k) => k !== i && k !== j);
      for (const m of contactCandidates(a, b, R, times).at) {
        if (m < 1 || m + 1 >= times.length) continue;
        const t = times[m]!;
        if ([...found, ...out].some((f) => f.doubt === undefined && samePair(f.event.balls, [a.id, b.id]) && Math.abs(f.event.t - t) < SAME_CONTACT_S)) continue;
        const f = swapAtRail(a, b, R, times, m, breaks, cushions, table, others);
        if (f) out.push(f);
      }
    }
  }
  return out;
}

/** Both balls hit one rail within 1.5 frame intervals of minimum m, and their velocities along it swapped by a push from a to b or b to a. */
function swapAtRail(a: BallHistory, b: BallHistory, R: number, times: readonly number[], m: number, breaks: Breaks, cushions: readonly CushionEvent[], table: TableModel, others: readonly BallHistory[]): ContactFinding | null {
  const lo = times[m - 1]!, hi = times[m + 1]!, span = hi - lo;
  const near = (id: string): CushionEvent[] => cushions.filter((c) => c.ball === id && Math.abs(c.t - times[m]!) < 1.5 * span);
  const rail = near(a.id).find((c) => near(b.id).some((d) => d.cushion === c.cushion));
  if (!rail) return null;
  const railB = near(b.id).find((d) => d.cushion === rail.cushion)!;
  // Pieces wholly before the frame before the minimum, and wholly after both rail hits and the frame after it.
  const ka = breaks.get(a.id) ?? [], kb = breaks.get(b.id) ?? [];
  const until = Math.min(lo, rail.t, railB.t), from = Math.max(hi, rail.t, railB.t);
  const a0 = straightSide(a, until, -1, ka), b0 = straightSide(b, until, -1, kb);
  const a1 = straightSide(a, from, 1, ka), b1 = straightSide(b, from, 1, kb);
  if (!a0 || !b0 || !a1 || !b1) return null;
  // The ways in meet within the frames around the minimum: the touch's time.
  const mt = meeting(a0, b0, 2 * R);
  if (mt.first === null || mt.first < lo - span / 2 || mt.first > hi) return null;
  const tc = mt.first, pa = pieceAt(a0, tc), pb = pieceAt(b0, tc);
  if (!free(pa, others, tc, R) || !free(pb, others, tc, R)) return null;
  // Along the rail (the axis its normal is not): b ahead of a is pushed on, a held back.
  const along = cushionLine(table, rail.cushion).axis === 0 ? 'y' as const : 'x' as const;
  const dA = a1[along].v - a0[along].v, dB = b1[along].v - b0[along].v, ahead = Math.sign(pb[along === 'x' ? 0 : 1] - pa[along === 'x' ? 0 : 1]);
  if (Math.min(Math.abs(dA), Math.abs(dB)) < MIN_SWAP_MM_S || Math.abs(dA + dB) > SWAP_BALANCE * Math.max(Math.abs(dA), Math.abs(dB))) return null;
  if (Math.sign(dB) !== ahead) return null;
  return { event: { t: tc, kind: 'ball-ball', balls: [a.id, b.id], confidence: RAIL_FRAME_CONFIDENCE } };
}
