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
import { InputError } from '../contracts/schema.js';
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
    const shooter = shooterOf(header, s.struck, allowed);
    const cueBall: BallId | undefined = isCaromDiscipline(header.discipline) ? header.balls?.[shooter] : (s.struck ?? undefined);
    const stroke: Stroke = {
      shooter, ...(cueBall ? { cueBall } : {}), before: s.before, events: s.events, after: s.after,
      ...(referee[i]?.declared ? { declared: referee[i]!.declared } : {}),
      ...(referee[i]?.refereeFouls ? { refereeFouls: referee[i]!.refereeFouls } : {}),
    };
    state = judge.stroke(state, stroke, i).state;
    out.push(stroke);
  });
  return { ...header, strokes: out };
}

function shooterOf(header: Omit<MatchFile, 'strokes'>, struck: BallId | null, allowed: readonly PlayerId[]): PlayerId {
  if (struck && header.balls) {
    const owner = Object.entries(header.balls).find(([, b]) => b === struck)?.[0];
    if (owner && allowed.includes(owner)) return owner;
  }
  return allowed[0]!;
}
