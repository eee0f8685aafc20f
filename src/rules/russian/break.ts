/**
 * The break (art. 4): played with a white from the house; legal when any ball
 * touched two different cushions, or touched a cushion and then fully crossed
 * the centre line. Pure.
 */
import type { BallId, Cushion, Vec2 } from '../../contracts/ids.js';
import type { Stroke } from '../../contracts/match.js';
import { type PyramidTable, pocketEnd } from '../../geometry/tables.js';
import { CUSHION_AXES } from '../../geometry/cushion-sides.js';
import { byKind, contactsOf, cushionsOf } from '../query.js';
import { placeOf } from './order.js';
import { isWhite } from './shot.js';

export interface BreakCheck {
  legal: boolean;
  reasons: string[];
  /**
   * A ball whose end position alone could make the break legal (a cushion, then
   * across the centre line: the position proxy), missing because the recording
   * stops before the balls came to rest (no `rest` event). The break cannot be
   * judged; the caller refuses the file naming `after.balls.<ball>`.
   */
  missingAfter?: BallId;
}

/** The struck ball is a white, and its centre was inside the house (x < house line) where the position is known. */
export function breakCueBallFault(stroke: Stroke, cueBall: BallId, table: PyramidTable): string | null {
  if (!isWhite(cueBall)) return `break played with ${cueBall}, not a white (art. 1, 4)`;
  const at = stroke.before?.balls[cueBall];
  if (at && !(at[0] < table.houseLine)) {
    return `break played from x = ${at[0]} mm, outside the house (x < ${table.houseLine}) (art. 4)`;
  }
  return null;
}

function ballsWithCushions(stroke: Stroke): BallId[] {
  return [...new Set(byKind(stroke.events, 'cushion').map((e) => e.ball))];
}

function twoCushionBall(stroke: Stroke): BallId | undefined {
  return ballsWithCushions(stroke).find((b) => new Set(cushionsOf(stroke.events, b).map((e) => e.cushion)).size >= 2);
}

/** A ball with a `centre-line` event listed after its first cushion contact (order.ts: even in the same frame). */
function crossedAfterCushionByEvents(stroke: Stroke): BallId | undefined {
  const events = stroke.events;
  const crossings = byKind(events, 'centre-line');
  return ballsWithCushions(stroke).find((b) => {
    const firstCushion = placeOf(events, cushionsOf(events, b)[0]!);
    return crossings.some((c) => c.ball === b && placeOf(events, c) > firstCushion);
  });
}

/** -1 / +1: the half of the table a centre lies in, by more than one radius; 0 on the line. */
function half(p: Vec2, radius: number): -1 | 0 | 1 {
  if (p[0] > radius) return 1;
  if (p[0] < -radius) return -1;
  return 0;
}

function cushionHalf(cushion: Cushion): -1 | 1 | null {
  const { axis, sign } = CUSHION_AXES[cushion];
  return axis === 0 ? sign : null;
}

/**
 * Where the ball ended, as a half of the table: the pocket it dropped in
 * (session 32: a potted ball has no `after` position, yet a corner pocket of
 * the other half proves the crossing), else its `after` position; null when
 * neither is known.
 */
function endHalf(stroke: Stroke, ball: BallId, r: number): -1 | 0 | 1 | null {
  const drop = byKind(stroke.events, 'pocket').find((e) => e.ball === ball);
  // A corner pocket lies wholly in its half; a middle pocket sits on the centre line (0): a ball dropping there has not fully crossed it.
  if (drop) return pocketEnd(drop.pocket);
  const end = stroke.after?.balls[ball];
  return end ? half(end, r) : null;
}

/**
 * Position proxy for "a cushion, then fully across the centre line": the
 * ball ended (its after position more than a radius beyond the line, or a
 * corner pocket it dropped in) in the other half from the one it was in at
 * its last cushion contact. That half is the cushion's own for the
 * top / bottom cushions. For a long cushion it is guessed: the cue ball,
 * once it has met a ball, is taken to be in the rack's (top) half; before
 * that, and for every other ball, the half of its before position. The guess
 * assumes no crossing between that point and the cushion: the weak point.
 */
function crossedAfterCushionByPositions(stroke: Stroke, cueBall: BallId, table: PyramidTable): BallId | undefined {
  const r = table.ballRadius;
  return ballsWithCushions(stroke).find((b) => {
    const end = endHalf(stroke, b, r);
    if (!end) return false;
    const last = cushionsOf(stroke.events, b).at(-1)!;
    const atCushion = cushionHalf(last.cushion) ?? longCushionHalf(stroke, b, cueBall, placeOf(stroke.events, last), r);
    return atCushion !== 0 && atCushion !== end;
  });
}

/** `cushionAt`: the cushion contact's place in the event list; a ball contact listed before it counts as before. */
function longCushionHalf(stroke: Stroke, ball: BallId, cueBall: BallId, cushionAt: number, r: number): -1 | 0 | 1 {
  if (ball === cueBall && contactsOf(stroke.events, ball).some((c) => placeOf(stroke.events, c.event) < cushionAt)) return 1;
  const start = stroke.before?.balls[ball];
  return start ? half(start, r) : 0;
}

/**
 * A recording cut short (no `rest`): the first ball with a cushion contact that
 * is still on the table and has no `after` position. A hand-written stroke
 * that reached its rest and gives no position keeps the old reading (no
 * crossing seen: illegal), as its author wrote it.
 */
function unseenEnd(stroke: Stroke): BallId | undefined {
  if (byKind(stroke.events, 'rest').length > 0) return undefined;
  const gone = new Set<BallId>([...byKind(stroke.events, 'pocket'), ...byKind(stroke.events, 'off-table')].map((e) => e.ball));
  return ballsWithCushions(stroke).find((b) => !gone.has(b) && !stroke.after?.balls[b]);
}

export function checkBreak(stroke: Stroke, cueBall: BallId, table: PyramidTable, fromPositions: boolean): BreakCheck {
  const cueFault = breakCueBallFault(stroke, cueBall, table);
  if (cueFault) return { legal: false, reasons: [cueFault] };
  const two = twoCushionBall(stroke);
  if (two) return { legal: true, reasons: [`legal break: ${two} touched two different cushions (art. 4)`] };
  const crossed = crossedAfterCushionByEvents(stroke);
  if (crossed) return { legal: true, reasons: [`legal break: ${crossed} touched a cushion, then crossed the centre line (art. 4)`] };
  const noCrossingEvents = byKind(stroke.events, 'centre-line').length === 0;
  const byPositions = fromPositions && noCrossingEvents ? crossedAfterCushionByPositions(stroke, cueBall, table) : undefined;
  if (byPositions) {
    return { legal: true, reasons: [`legal break: ${byPositions} touched a cushion and ended across the centre line (positions or its pocket, art. 4)`] };
  }
  const missingAfter = fromPositions && noCrossingEvents ? unseenEnd(stroke) : undefined;
  if (missingAfter) return { legal: false, reasons: [`the recording stops before ${missingAfter} came to rest (art. 4)`], missingAfter };
  return { legal: false, reasons: ['illegal break: no ball touched two cushions, nor a cushion and then crossed the centre line (art. 4)'] };
}
