/**
 * Strokes from video into a match file (CONTRACTS): each stroke's shooter
 * is the owner of the ball struck when the judge allows that player (carom),
 * else the player the judge expects (turn order; a wrong ball is then the
 * judge's to call). What no camera sees (a Russian call, referee fouls) comes
 * from the referee, stroke by stroke.
 */
import type { BallId } from '../contracts/ids.js';
import { isCaromDiscipline } from '../contracts/ids.js';
import type { Declaration, MatchFile, PlayerId, Stroke } from '../contracts/match.js';
import type { FoulCode } from '../contracts/codes.js';
import { InputError, parseMatch } from '../contracts/schema.js';
import { parseSettings } from '../rules/match.js';
import { judgeFor } from '../rules/registry.js';
import type { ExtractedStroke } from './extract.js';

export interface RefereeInput { declared?: Declaration; refereeFouls?: FoulCode[] }

export function buildMatch(header: Omit<MatchFile, 'strokes'>, strokes: readonly ExtractedStroke[], referee: readonly (RefereeInput | undefined)[] = []): MatchFile {
  const judge = judgeFor(header.discipline);
  let state = judge.start({ ...header, strokes: [] }, parseSettings(judge, header.settings));
  const out: Stroke[] = [];
  strokes.forEach((s, i) => {
    const allowed = judge.expectedShooters(state);
    if (allowed.length === 0) throw new InputError(`strokes[${i}]`, 'the match is already decided: no stroke can follow');
    const stroke = strokeOf(header, s, allowed, referee[i]);
    state = judge.stroke(state, stroke, i).state;
    out.push(stroke);
  });
  return { ...header, strokes: out };
}

export interface LenientMatch {
  match: MatchFile;
  /** Strokes the rules refused (a ball the camera never saw), each with its time and reason; left out. */
  refused: string[];
  /** Strokes after the match was decided: counted, not filed. */
  leftOut: number;
}

/**
 * As buildMatch, for a whole recording where one bad stroke must not lose the
 * others: a stroke the match file's schema or the judge refuses is left out
 * with its reason, and strokes after the match is decided are counted.
 */
export function buildMatchLenient(header: Omit<MatchFile, 'strokes'>, strokes: readonly ExtractedStroke[]): LenientMatch {
  const judge = judgeFor(header.discipline);
  const head = parseMatch({ ...header, strokes: [] });
  let state = judge.start(head, parseSettings(judge, header.settings));
  const out: Stroke[] = [];
  const refused: string[] = [];
  for (const [i, s] of strokes.entries()) {
    const allowed = judge.expectedShooters(state);
    if (allowed.length === 0) return { match: { ...head, strokes: out }, refused, leftOut: strokes.length - i };
    try {
      const stroke = parseMatch({ ...head, strokes: [strokeOf(header, s, allowed)] }).strokes[0]!;
      state = judge.stroke(state, stroke, out.length).state;
      out.push(stroke);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      refused.push(`stroke at ${(s.events[0]?.t ?? 0).toFixed(2)} s: ${e.message.replace(/^strokes\[0\]\./, '')}`);
    }
  }
  return { match: { ...head, strokes: out }, refused, leftOut: 0 };
}

/** A stroke from video: shooter, cue ball, and what only the referee can add. */
function strokeOf(header: Omit<MatchFile, 'strokes'>, s: ExtractedStroke, allowed: readonly PlayerId[], referee?: RefereeInput): Stroke {
  const shooter = shooterOf(header, s.struck, allowed);
  const cueBall: BallId | undefined = isCaromDiscipline(header.discipline) ? header.balls?.[shooter] : (s.struck ?? undefined);
  return {
    shooter, ...(cueBall ? { cueBall } : {}), before: s.before, events: s.events, after: s.after,
    ...(referee?.declared ? { declared: referee.declared } : {}),
    ...(referee?.refereeFouls ? { refereeFouls: referee.refereeFouls } : {}),
  };
}

function shooterOf(header: Omit<MatchFile, 'strokes'>, struck: BallId | null, allowed: readonly PlayerId[]): PlayerId {
  if (struck && header.balls) {
    const owner = Object.entries(header.balls).find(([, b]) => b === struck)?.[0];
    if (owner && allowed.includes(owner)) return owner;
  }
  return allowed[0]!;
}
