/**
 * Who gets the points of a stroke (CEB B/7 2001.3-6, 2002, 2003.4, 3009, 4001).
 * Pure: facts and fouls in, credits out; the cap and the set end are applied
 * by the caller (sets.ts).
 */
import type { FoulCode } from '../../contracts/codes.js';
import type { StrokeEvent } from '../../contracts/events.js';
import type { PlayerId } from '../../contracts/match.js';
import { byKind } from '../query.js';
import type { StrokeFacts } from './facts.js';
import { foulCodes, givesFreeBall, type Finding } from './fouls.js';
import { CENTRE_ALONE_VALUE, pinPoints } from './pins.js';
import type { Credit } from './sets.js';
import { findingsBeforeStrike, setAsideReason } from './voided.js';

/** Penalty of a foul, however many are committed in the stroke (4001.1). */
export const FOUL_PENALTY = 2;
/** "Red ball" complement on top of the penalty (4001.4). */
export const RED_COMPLEMENT = 2;
/** Each shot-clock overrun (3009.1). */
export const TIME_PENALTY = 2;

export interface Scored {
  valid: boolean;
  fouls: FoulCode[];
  /** Points earned, in the order they were earned (the cap and set end are applied to this order). */
  credits: Credit[];
  freeBall: boolean;
  /** Pin points announced with the `pins` call (a valid stroke where pins fell), else null. */
  pinsCall: number | null;
  /** 4003: the shooter loses the set at once. */
  fairPlay: boolean;
  reasons: string[];
  /** The stroke was played after the turn had ended (a touch before the strike, `strokeAfterTouchCounts` false): void (voided.ts). */
  voided?: boolean;
}

export interface ScoreContext {
  shooter: PlayerId;
  opponent: PlayerId;
  /** The first stroke of a set (2003). */
  starting: boolean;
  cannonsInFouls: boolean;
}

function realizedReasons(f: StrokeFacts, pins: number): string[] {
  const out: string[] = [];
  const fallen = f.falls.map((p) => p.pin);
  if (fallen.length > 0) {
    out.push(pins === CENTRE_ALONE_VALUE && fallen.length === 1
      ? `centre pin alone: ${CENTRE_ALONE_VALUE} (2002.1c)`
      : `pins fell: ${fallen.join(', ')} = ${pins} (2002.1)`);
  }
  if (f.cannon) out.push(f.cannon.kind === 'cannon' ? `cannon: cue ball on the object ball then the red = ${f.cannon.points} (2002.2a)` : `casin: object ball onto the red = ${f.cannon.points} (2002.2b)`);
  if (f.covered.length > 0) out.push(`pins taken off, their seat covered by a ball: ${f.covered.join(', ')} (3003.8)`);
  if (f.notFallen.length > 0) out.push(`not fallen: ${f.notFallen.join(', ')} (leaning on the cue ball as it was played away, fallen before the strike, or ruled so by the referee, and what they knocked): no foul, no points (3003.5, 3003.7)`);
  if (f.ignoredFalls.length > 0) out.push(`pins not in play count nothing: ${f.ignoredFalls.join(', ')} (3003.8)`);
  const shifted = [...new Set(byKind(f.events, 'pin-shift').map((e) => e.pin))].filter((p) => !fallen.includes(p));
  if (shifted.length > 0) out.push(`pins shifted but standing, not fallen: ${shifted.join(', ')} (3003.4)`);
  return out;
}

export function scorePlayed(f: StrokeFacts, findings: readonly Finding[], ctx: ScoreContext): Scored {
  const fouls = foulCodes(findings);
  const pins = f.falls.length > 0 ? pinPoints(f.falls.map((p) => p.pin)) : 0;
  const cannon = f.cannon?.points ?? 0;
  const reasons = [...findings.map((x) => x.reason), ...realizedReasons(f, pins)];
  const base = { fouls, pinsCall: null, fairPlay: false, reasons };
  if (fouls.includes('fair-play')) {
    return { ...base, valid: false, credits: [], freeBall: false, fairPlay: true, reasons: [...reasons, 'foul against fair play: the set is lost at once (4003)'] };
  }
  const penaltyFouls = fouls.filter(givesFreeBall);
  if (penaltyFouls.length > 0) {
    const red = fouls.includes('red-first') ? RED_COMPLEMENT : 0;
    const total = FOUL_PENALTY + red + pins + (ctx.cannonsInFouls ? cannon : 0);
    reasons.push(`foul: ${total} to ${ctx.opponent} (one penalty of ${FOUL_PENALTY} however many fouls, 4001.1; every point of the stroke, 2002.5), free ball`);
    return { ...base, valid: false, credits: [{ player: ctx.opponent, points: total }], freeBall: true };
  }
  if (fouls.includes('pins')) {
    return { ...base, valid: false, credits: [{ player: ctx.opponent, points: pins + cannon }], freeBall: false };
  }
  const hit = `${f.roles.cue} touched the object ball ${f.roles.object} first: a regular stroke (2001.4)`;
  const valid = { ...base, valid: true, freeBall: false, pinsCall: f.falls.length > 0 ? pins : null, reasons: [hit, ...reasons] };
  if (pins + cannon === 0) return { ...valid, credits: [], reasons: [...valid.reasons, 'neither pins nor the red: no point (2001.5)'] };
  if (ctx.starting) {
    return { ...valid, credits: [{ player: ctx.opponent, points: pins + cannon }], reasons: [...valid.reasons, `starting stroke: its ${pins + cannon} points go to ${ctx.opponent}, no free ball (2003.4)`] };
  }
  return { ...valid, credits: [{ player: ctx.shooter, points: pins + cannon }] };
}

/** A stroke not played: the second shot-clock overrun, or the referee's "pas joué" (3009). */
export function scoreNotPlayed(overruns: number, findings: readonly Finding[], ctx: ScoreContext): Scored {
  const fouls = foulCodes([...findings, { code: 'time', reason: '' }]);
  if (fouls.includes('fair-play')) {
    return { valid: false, fouls, credits: [], freeBall: false, pinsCall: null, fairPlay: true, reasons: ['foul against fair play: the set is lost at once (4003)'] };
  }
  // After a first overrun the referee's "pas joué" closes the final period: 2 + 2, as the clock would.
  const points = overruns >= 1 ? 2 * TIME_PENALTY : FOUL_PENALTY;
  const why = overruns >= 2 ? 'shot clock: 40 s and the final 20 s ran out, the stroke is not played (3009.1)' : 'time: the stroke is not played ("pas joué", 3009.2)';
  return {
    valid: false, fouls, credits: [{ player: ctx.opponent, points }], freeBall: true, pinsCall: null, fairPlay: false,
    reasons: [why, `${points} to ${ctx.opponent}, free ball`],
  };
}

export { FOULS_WITHOUT_STRIKE } from './voided.js';

/**
 * A ball moved by hand or cue before the strike (`moved` listed before it,
 * 4001.11, 4001.17): the touch that, with `strokeAfterTouchCounts` false, ends
 * the turn before the stroke. Null when none.
 */
export function touchBeforeStrike(events: readonly StrokeEvent[], strikeIndex: number): Finding | null {
  const moved = movedBalls(events.slice(0, strikeIndex));
  return moved.length === 0 ? null : { code: 'touched', reason: `touched: ${moved.join(', ')} moved before the strike (4001.11, 17); the stroke played after it is void (setting strokeAfterTouchCounts false)` };
}

/**
 * A ball moved by hand or cue in a turn where no stroke was played (no
 * strike at all): the same touch (4001.11, 17), and the player quits as for
 * the referee's `touched` (3004.6; session 33, before: the stroke was refused
 * for want of a strike). Null when none.
 */
export function touchWithoutStroke(events: readonly StrokeEvent[]): Finding | null {
  const moved = movedBalls(events);
  return moved.length === 0 ? null : { code: 'touched', reason: `touched: ${moved.join(', ')} moved and no stroke played (4001.11, 17)` };
}

function movedBalls(events: readonly StrokeEvent[]): string[] {
  return [...new Set(events.flatMap((e) => (e.kind === 'moved' ? [e.ball] : [])))];
}

/**
 * A stroke given up for a foul committed before striking (3004.6): 2 to the opponent, free ball. Only the
 * fouls made without striking are listed; codes made in striking are set aside with a reason (voided.ts).
 */
export function scoreQuit(findings: readonly Finding[], ctx: ScoreContext): Scored {
  const { judged, setAside } = findingsBeforeStrike(findings);
  return {
    valid: false, fouls: foulCodes(judged), credits: [{ player: ctx.opponent, points: FOUL_PENALTY }], freeBall: true, pinsCall: null, fairPlay: false,
    reasons: [...judged.map((f) => f.reason), ...setAsideReason(setAside), `foul before the strike: the player quits, ${FOUL_PENALTY} to ${ctx.opponent}, free ball (3004.6, 4001.1)`],
  };
}

/** The first overrun (40 s): 2 to the opponent before the stroke, which is then judged normally (3009.1). */
export function withFirstOverrun(s: Scored, opponent: PlayerId): Scored {
  return {
    ...s,
    fouls: foulCodes([...s.fouls.map((code) => ({ code, reason: '' })), { code: 'time', reason: '' }]),
    credits: [{ player: opponent, points: TIME_PENALTY }, ...s.credits],
    reasons: [`shot clock: 40 s ran out, ${TIME_PENALTY} to ${opponent}; the stroke is then judged as played (3009.1)`, ...s.reasons],
  };
}
