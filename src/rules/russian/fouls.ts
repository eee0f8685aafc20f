/**
 * One stroke's fouls and what it scores (art. 4-10), before the frame and
 * turn bookkeeping: the fouls seen, the whites credited, whether the colour
 * went down legally, and the balls to re-spot. Pure.
 */
import { RUSSIAN_BALLS, type BallId } from '../../contracts/ids.js';
import type { FoulCode } from '../../contracts/codes.js';
import type { StrokeEvent } from '../../contracts/events.js';
import type { Stroke } from '../../contracts/match.js';
import type { PyramidTable } from '../../geometry/tables.js';
import { checkBreak } from './break.js';
import { earlyMethod } from './early.js';
import { checkCall, colourRoute, jawTail, leftCalledRoute } from './route.js';
import type { RussianSettings } from './settings.js';
import { ballsGone, COLOUR, shotFacts, type ShotFacts } from './shot.js';
import { creditWhites } from './whites.js';
import { firstStrike, involves, struckWhileMoving } from '../query.js';

/** Fouls by one player in one frame that lose the frame (art. 10.5). */
export const FOULS_TO_LOSE_FRAME = 2;

export interface StrokeContext {
  breaking: boolean;
  /** Whites the shooter already has this frame. */
  whitesBefore: number;
  settings: RussianSettings;
  table: PyramidTable;
  /** Events of the frame's previous stroke; null at the break. */
  previousEvents: readonly StrokeEvent[] | null;
}

export interface Assessment {
  fouls: FoulCode[];
  reasons: string[];
  credited: number;
  colourLegal: boolean;
  /** The stroke was a shot (it has a strike); a referee-only stroke is not. */
  shotTaken: boolean;
  /** A break that cannot be judged: this ball's end position is missing from a recording cut short (break.ts). */
  missingAfter?: BallId;
  respot: BallId[];
}

interface Findings { fouls: FoulCode[]; reasons: string[] }

function add(f: Findings, foul: FoulCode | null, reasons: readonly string[]): void {
  if (foul && !f.fouls.includes(foul)) f.fouls.push(foul);
  f.reasons.push(...reasons);
}

/**
 * On the break every other ball rests in the rack, so one that moved (named by
 * an event other than `moved`, a hand's doing) proves the cue ball met the
 * rack: its missing contact is the camera's, not a miss (a doubt reading that
 * drops that contact must not turn the break into a foul).
 */
function rackMoved(events: readonly StrokeEvent[], cueBall: BallId): boolean {
  return events.some((e) => e.kind !== 'moved' && RUSSIAN_BALLS.some((b) => b !== cueBall && involves(e, b)));
}

function generalFouls(f: Findings, facts: ShotFacts, stroke: Stroke, ctx: StrokeContext): void {
  const strike = firstStrike(stroke.events);
  if (struckWhileMoving(ctx.previousEvents ?? undefined, strike)) add(f, 'other', [`struck at ${strike!.t} s, before the balls of the previous shot had stopped (general rules)`]);
  // On the break too (session 26): a cue ball that misses the rack may itself touch two cushions, or a cushion and
  // then cross the centre line, which meets art. 4.2's letter; the miss is still a foul of the general rules.
  const miss = facts.miss && !(ctx.breaking && rackMoved(stroke.events, facts.cueBall!));
  if (miss) add(f, 'other', [`the cue ball ${facts.cueBall} touched no ball (general rules)`]);
  for (const b of facts.offTable) add(f, 'other', [`${b} left the table (general rules)`]);
  movedFouls(f, facts);
}

function movedFouls(f: Findings, facts: ShotFacts): void {
  for (const b of facts.moved) add(f, 'other', [`${b} was moved without a stroke (general rules)`]);
}

function breakFouls(f: Findings, stroke: Stroke, cueBall: BallId, ctx: StrokeContext, facts: ShotFacts, called: boolean): BallId | undefined {
  const check = checkBreak(stroke, cueBall, ctx.table, ctx.settings.breakCrossingFromPositions);
  add(f, check.legal || check.missingAfter ? null : 'illegal-break', check.reasons);
  if (facts.colourDrop && !called) add(f, null, ['colour potted on the break: no foul, re-spotted on the rear spot (art. 4.4-4.5)']);
  return check.missingAfter;
}

/**
 * A break with a call is judged as a called shot (setting `breakCallJudged`, session 30): art. 4.4 excuses
 * only the colour potted "случайно" (accidentally), and art. 6.3 asks the strict call "во всех случаях".
 */
export function callJudgedOnBreak(stroke: Stroke, ctx: StrokeContext): boolean {
  return ctx.breaking && stroke.declared !== undefined && ctx.settings.breakCallJudged;
}

function colourFouls(f: Findings, stroke: Stroke, cueBall: BallId, ctx: StrokeContext, facts: ShotFacts): void {
  const route = colourRoute(stroke.events, cueBall);
  const declared = stroke.declared;
  if (!facts.colourDrop) {
    const potted = facts.whitesPotted.length > 0;
    const left = declared && ctx.settings.offRouteFoulOnAnyPot && potted ? leftCalledRoute(route, declared, cueBall) : [];
    if (left.length) add(f, 'off-route', [...left, 'a ball was potted on a called shot off its route (art. 7.4)']);
    return;
  }
  let ignored = jawTail(route, facts.colourDrop.pocket, ctx.settings.jawTouchWindowS);
  if (!declared) add(f, 'no-call', ['colour potted without a call (art. 6.3, 7)']);
  else {
    const call = checkCall(route, declared, cueBall, ctx.settings.jawTouchWindowS);
    if (call.ok) ignored = call.ignored;
    add(f, call.ok ? null : 'off-route', call.ok ? ['colour potted on the called route (art. 7)'] : call.reasons.map((r) => `${r} (art. 7)`));
  }
  if (ctx.whitesBefore < ctx.settings.whiteLimit) {
    const method = earlyMethod(route, cueBall, ignored);
    add(f, method ? null : 'early-colour', [method
      ? `early colour by a ${method} (art. 8)`
      : `early colour (${ctx.whitesBefore} white(s)) needs a bank after the ball contact or a two-white combination (art. 8)`]);
  }
  if (facts.whitesPotted.length) add(f, 'white-and-colour', ['a white and the colour potted on the same shot (art. 9)']);
}

function refereeFouls(f: Findings, stroke: Stroke): void {
  for (const foul of stroke.refereeFouls ?? []) add(f, foul, [`referee: ${foul} (art. 9${foul === 'time' ? ', 12.4' : ''})`]);
}

export function assessStroke(stroke: Stroke, ctx: StrokeContext): Assessment {
  const facts = shotFacts(stroke);
  const f: Findings = { fouls: [], reasons: [] };
  refereeFouls(f, stroke);
  const cueBall = facts.cueBall;
  if (cueBall === null) {
    // No shot: a ball moved by hand or sleeve is still the general rules' foul (session 33; checkInput lets it in).
    if (ctx.settings.generalFouls) movedFouls(f, facts);
    return { ...f, credited: 0, colourLegal: false, shotTaken: false, respot: [] };
  }
  if (ctx.settings.generalFouls) generalFouls(f, facts, stroke, ctx);
  const called = callJudgedOnBreak(stroke, ctx);
  const missingAfter = ctx.breaking ? breakFouls(f, stroke, cueBall, ctx, facts, called) : undefined;
  if (!ctx.breaking || called) colourFouls(f, stroke, cueBall, ctx, facts);
  const whites = creditWhites(ctx.whitesBefore, facts.whitesPotted.length, ctx.settings.whiteLimit, f.fouls.length > 0);
  add(f, whites.overLimit ? 'white-limit' : null, whites.reasons);
  const fouled = f.fouls.length > 0;
  const colourLegal = (!ctx.breaking || called) && !fouled && facts.colourDrop !== null;
  return {
    ...f, credited: fouled ? 0 : whites.credited, colourLegal, shotTaken: true, respot: respotList(facts, fouled, colourLegal),
    ...(missingAfter ? { missingAfter } : {}),
  };
}

/** After a foul every ball gone comes back; otherwise only the colour (break) and balls off the table. */
function respotList(facts: ShotFacts, fouled: boolean, colourLegal: boolean): BallId[] {
  if (colourLegal) return [];
  if (fouled) return ballsGone(facts);
  return [...(facts.colourDrop ? [COLOUR] : []), ...facts.offTable];
}
