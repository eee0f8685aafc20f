/**
 * Fouls a camera can see in a played stroke (CEB B/7 2001.6, 3001, 3002, 4001),
 * one small detector each, plus the referee-entered ones. Each finding carries
 * a reason line for the referee screen.
 */
import type { FoulCode } from '../../contracts/codes.js';
import { FIVE_PINS_FOULS, REFEREE_FOULS } from '../../contracts/codes.js';
import type { Position } from '../../contracts/match.js';
import type { StrokeEvent } from '../../contracts/events.js';
import { InputError } from '../../contracts/schema.js';
import type { CaromTable } from '../../geometry/tables.js';
import { cushionsTouched, touching } from '../../geometry/contact.js';
import { byKind, otherBall, struckWhileMoving } from '../query.js';
import { cueFalls, type StrokeFacts } from './facts.js';
import { firstCueContact } from './roles.js';

export interface Finding {
  code: FoulCode;
  reason: string;
}

export interface FoulEnv {
  before?: Position;
  table: CaromTable;
  touchGapMm: number;
  /** Time of the previous stroke's last event in this set; null for a set's first stroke. */
  previousEvents: readonly StrokeEvent[] | null;
}

type Detector = (f: StrokeFacts, env: FoulEnv) => Finding | null;

const wrongBall: Detector = (f) =>
  f.roles.cue === f.roles.own ? null : { code: 'wrong-ball', reason: `wrong ball: ${f.roles.cue} struck, own ball is ${f.roles.own} (4001.3)` };

const redFirst: Detector = (f) =>
  f.roles.third === 'red' && f.thirdHit < f.objectHit
    ? { code: 'red-first', reason: 'red ball: the cue ball touched the red before the object ball (4001.4): 2 + 2' }
    : null;

const pinsFirst: Detector = (f) => {
  const early = cueFalls(f, 'before');
  return early.length === 0 ? null : { code: 'pins-first', reason: `pins: the cue ball knocked ${early.map((p) => p.pin).join(', ')} before the object ball (4001.5)` };
};

const objectBall: Detector = (f) =>
  Number.isFinite(f.objectHit) ? null : { code: 'object-ball', reason: `object ball: the cue ball never touched ${f.roles.object} (4001.6)` };

/** 4001.2: the cue ball into the pins after a correct hit (object ball first, no pin before it). */
const pinsAfterHit: Detector = (f, env) => {
  if (!Number.isFinite(f.objectHit) || redFirst(f, env) || pinsFirst(f, env)) return null;
  const late = cueFalls(f, 'after');
  return late.length === 0 ? null : { code: 'pins', reason: `pins: the cue ball knocked ${late.map((p) => p.pin).join(', ')} after the object ball (4001.2): every point to the opponent, no free ball` };
};

const ballOutside: Detector = (f) => {
  const out = [...new Set(byKind(f.events, 'off-table').map((e) => e.ball))];
  return out.length === 0 ? null : { code: 'ball-outside', reason: `ball outside: ${out.join(', ')} left the table (4001.7, 3002)` };
};

const ballsInMotion: Detector = (f, env) =>
  struckWhileMoving(env.previousEvents ?? undefined, f.strike)
    ? { code: 'balls-in-motion', reason: `balls in motion: struck at ${f.strike.t} s, before the previous stroke had ended (4001.8)` }
    : null;

/** A ball moved other than by the stroke, or the cue ball struck twice (4001.10-12, 17). */
const touched: Detector = (f) => {
  const moved = byKind(f.events, 'moved').map((e) => e.ball);
  if (moved.length > 0) return { code: 'touched', reason: `touched: ${[...new Set(moved)].join(', ')} moved other than by the stroke (4001.12, 17)` };
  return byKind(f.events, 'strike').length > 1 ? { code: 'touched', reason: 'touched: the ball was struck more than once (4001.10)' } : null;
};

/** 3001, 4001.13: the cue ball played straight into the ball or cushion it was touching. */
const ballInContact: Detector = (f, env) => {
  const at = env.before?.balls[f.roles.cue];
  const first = firstCueContact(f.events, f.roles.cue, f.strikeIndex);
  if (!at || !first) return null;
  if (first.event.kind === 'cushion') {
    return cushionsTouched(env.table, at, env.touchGapMm).includes(first.event.cushion)
      ? { code: 'ball-in-contact', reason: `ball in contact: the cue ball was on the ${first.event.cushion} cushion and was played straight into it (3001.2)` }
      : null;
  }
  const other = otherBall(first.event, f.roles.cue);
  const otherAt = env.before?.balls[other];
  return otherAt && touching(at, otherAt, env.table.ballRadius, env.touchGapMm)
    ? { code: 'ball-in-contact', reason: `ball in contact: the cue ball was touching ${other} and was played straight into it (3001.1)` }
    : null;
};

const jump: Detector = (f) => {
  const early = byKind(f.events, 'jump').some((e) => e.ball === f.roles.cue && f.events.indexOf(e) < f.objectHit);
  return early ? { code: 'jump', reason: 'jump of the ball: the cue ball jumped before it touched the object ball (4001.16)' } : null;
};

const DETECTORS: readonly Detector[] = [
  wrongBall, redFirst, pinsFirst, objectBall, pinsAfterHit, ballOutside, ballsInMotion, touched, ballInContact, jump,
];

export function detectFouls(facts: StrokeFacts, env: FoulEnv): Finding[] {
  return DETECTORS.map((d) => d(facts, env)).filter((x): x is Finding => x !== null);
}

const REFEREE_ENTERED: readonly FoulCode[] = REFEREE_FOULS['five-pins'];

/** Referee-entered fouls, checked against the five-pins list; `path` names the field for errors. */
export function refereeFindings(codes: readonly FoulCode[] | undefined, path: string): Finding[] {
  return (codes ?? []).map((code, j) => {
    if (!REFEREE_ENTERED.includes(code)) {
      throw new InputError(`${path}[${j}]`, `"${code}" is not a five-pins foul a referee enters (expected ${REFEREE_ENTERED.join(', ')}); the others are read from the events`);
    }
    return { code, reason: `${code}: entered by the referee` };
  });
}

/** One entry per code, in the order of the foul list (several fouls are still one penalty, 4001.1). */
export function foulCodes(findings: readonly Finding[]): FoulCode[] {
  const seen = new Set(findings.map((f) => f.code));
  return FIVE_PINS_FOULS.filter((c) => seen.has(c));
}

/** Fouls after which the opponent plays "free ball" (3004.1: 4001.3-18; not the `pins` foul of 4001.2). */
export function givesFreeBall(code: FoulCode): boolean {
  return code !== 'pins';
}
