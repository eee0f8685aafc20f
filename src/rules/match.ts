/**
 * Judge a whole match file: validate, pick the discipline's judge, fold the
 * strokes through it. Pure apart from the errors it throws (InputError, naming
 * the field at fault).
 */
import { InputError, formatPath, parseMatch } from '../contracts/schema.js';
import type { MatchFile } from '../contracts/match.js';
import type { StrokeVerdict, Verdict } from '../contracts/verdict.js';
import type { AnyJudge } from './judge.js';
import { judgeFor } from './registry.js';
import { decisiveDoubt } from './doubt.js';

export function parseSettings(judge: AnyJudge, raw: unknown): unknown {
  const result = judge.settings.safeParse(raw ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const detail = issue.code === 'unrecognized_keys'
      ? `unknown setting ${issue.keys.map((k) => JSON.stringify(k)).join(', ')} for ${judge.discipline} (known: ${knownKeys(judge).join(', ')})`
      : issue.message;
    throw new InputError(formatPath(['settings', ...issue.path]), detail);
  }
  return result.data;
}

function knownKeys(judge: AnyJudge): string[] {
  const shape = (judge.settings as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** Judge an already validated match file. */
export function judgeParsedMatch(match: MatchFile): Verdict {
  const judge = judgeFor(match.discipline);
  const settings = parseSettings(judge, match.settings);
  let state = judge.start(match, settings);
  const strokes: StrokeVerdict[] = [];
  match.strokes.forEach((stroke, i) => {
    const allowed = judge.expectedShooters(state);
    if (allowed.length === 0) {
      throw new InputError(`strokes[${i}]`, 'the match is already decided: no stroke can follow');
    }
    if (!allowed.includes(stroke.shooter)) {
      throw new InputError(`strokes[${i}].shooter`, `${JSON.stringify(stroke.shooter)} is not to play (expected ${allowed.map((p) => JSON.stringify(p)).join(' or ')})`);
    }
    const result = judge.stroke(state, stroke, i);
    // A stroke made from video: which of its doubtful events could change the call (src/rules/doubt.ts).
    const doubt = decisiveDoubt(judge, state, stroke, i, result.verdict);
    state = result.state;
    strokes.push(doubt ? { ...result.verdict, doubt } : result.verdict);
  });
  return { strokes, ...judge.summary(state) };
}

/** Validate and judge a parsed JSON value. Throws InputError on bad input. */
export function judgeMatch(input: unknown): Verdict {
  return judgeParsedMatch(parseMatch(input));
}
