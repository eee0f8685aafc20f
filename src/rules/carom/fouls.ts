/** Carom fouls seen in a stroke (docs/rules-carom.md, "Turns, points, innings"). */
import type { BallId, Vec2 } from '../../contracts/ids.js';
import type { StrokeEvent } from '../../contracts/events.js';
import type { FoulCode } from '../../contracts/codes.js';
import type { Stroke } from '../../contracts/match.js';
import type { CaromTable } from '../../geometry/tables.js';
import { cushionsTouched, touching } from '../../geometry/contact.js';
import { byBall, byKind, firstStrike, otherBall, struckWhileMoving } from '../query.js';
import { restingCushionContacts } from './point.js';

export interface FoulContext {
  stroke: Stroke;
  previous: Stroke | undefined;
  cue: BallId;
  table: CaromTable;
  touchGapMm: number;
  /** A cue ball resting on a cushion and played straight into it is `ball-in-contact` (setting cushionContactFoul). */
  cushionContactFoul: boolean;
  /** A cushion the cue ball rests on and is driven into counts as struck (setting restingCushionCounts). */
  restingCushionCounts: boolean;
}

/** The cue ball's first contact after the strike: a ball, a cushion, or nothing. */
export function firstContactOf(events: readonly StrokeEvent[], cue: BallId): { ball: BallId } | { cushion: string } | null {
  for (const e of byBall(events, cue)) {
    if (e.kind === 'ball-ball') return { ball: otherBall(e, cue) };
    if (e.kind === 'cushion') return { cushion: e.cushion };
  }
  return null;
}

/**
 * Ball in contact (3001-style): the cue ball rests against a ball or a cushion
 * before the stroke and is played straight into it. A cushion the cue ball
 * rests on and is driven into is no contact it made (art. 3 "κρούση", as for
 * the cushions of a point: `restingCushionContacts`), so a ball frozen both to
 * a cushion and to a ball, driven into the cushion and back into that ball,
 * met the touching ball first (session 33); setting `restingCushionCounts`
 * true counts the cushion, and the stroke is legal.
 */
export function playedIntoContact(ctx: FoulContext): boolean {
  const balls = ctx.stroke.before?.balls;
  const cuePos = balls?.[ctx.cue];
  if (!balls || !cuePos) return false;
  const restingOn = cushionsTouched(ctx.table, cuePos, ctx.touchGapMm);
  const first = firstContactOf(ctx.stroke.events, ctx.cue);
  if (first && 'cushion' in first && ctx.cushionContactFoul && restingOn.includes(first.cushion as never)) return true;
  const skip = ctx.restingCushionCounts ? [] : restingCushionContacts(ctx.stroke.events, ctx.cue, restingOn);
  const met = firstContactOf(ctx.stroke.events.filter((_, i) => !skip.includes(i)), ctx.cue);
  if (!met || !('ball' in met)) return false;
  const other = balls[met.ball];
  return other !== undefined && touching(cuePos, other as Vec2, ctx.table.ballRadius, ctx.touchGapMm);
}

/**
 * A second `strike` in one stroke: the cue met a ball again (a double hit on
 * the cue ball, or the cue catching another ball). **Choice** (session 27):
 * foul `touched`, as a `moved` ball is. The carom text has no foul list (art. 3
 * cites "foul no. 6" of a list it does not give); touching a ball with the cue
 * other than by the stroke is a foul in every rule book found, and five-pins
 * judges a ball struck twice so (4001.10). Goldens libre 49, one-cushion 36.
 */
export function struckAgain(events: readonly StrokeEvent[]): boolean {
  return byKind(events, 'strike').length > 1;
}

export function caromFouls(ctx: FoulContext): FoulCode[] {
  const { stroke } = ctx;
  const strike = firstStrike(stroke.events);
  const fouls = new Set<FoulCode>();
  if (strike && strike.ball !== ctx.cue) fouls.add('wrong-ball');
  if (byKind(stroke.events, 'off-table').length > 0) fouls.add('ball-outside');
  if (struckWhileMoving(ctx.previous?.events, strike)) fouls.add('balls-in-motion');
  if (byKind(stroke.events, 'moved').length > 0 || struckAgain(stroke.events)) fouls.add('touched');
  if (strike && strike.ball === ctx.cue && playedIntoContact(ctx)) fouls.add('ball-in-contact');
  for (const f of stroke.refereeFouls ?? []) fouls.add(f);
  return [...fouls];
}
