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
import { goneBallTouched, madeFromVideo, offBallNamed } from './gone.js';
import { checkForeignFields } from './foreign-fields.js';
import type { Stroke } from '../contracts/match.js';
import type { BallId } from '../contracts/ids.js';
import type { StrokeDoubt } from '../contracts/verdict.js';

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
    const result = judgeStrokeWithDoubt(judge, state, stroke, i);
    state = result.state;
    strokes.push(result.verdict);
  });
  return { strokes, ...judge.summary(state) };
}

/**
 * One stroke judged, with its decisive doubt (src/rules/doubt.ts: which of
 * a video stroke's doubtful events could change the call) and a list that
 * contradicts itself (`contradictoryEvents`) on the verdict. The match fold
 * here and the live service (src/server/match.ts) both judge through it.
 */
export function judgeStrokeWithDoubt(judge: AnyJudge, before: unknown, stroke: Stroke, index: number): { state: unknown; verdict: StrokeVerdict } {
  checkForeignFields(judge.discipline, stroke, index);
  const contradiction = [...contradictoryEvents(stroke, index), ...namedWhileOff(judge.ballsOff?.(before) ?? [], stroke, index)];
  const r = judge.stroke(before, stroke, index);
  const doubt = withContradiction(decisiveDoubt(judge, before, stroke, index, r.verdict), contradiction);
  return { state: r.state, verdict: doubt ? { ...r.verdict, doubt } : r.verdict };
}

/**
 * Events naming a ball after it was potted (src/rules/gone.ts): a file made
 * by hand is refused at the later event; a list made from video is judged as
 * it stands and sent to the referee (the two events, confidence 0).
 */
function contradictoryEvents(stroke: Stroke, i: number): number[] {
  const gone = goneBallTouched(stroke.events);
  if (!gone) return [];
  if (madeFromVideo(stroke.events[gone.pocketedAt]!, stroke.events[gone.index]!)) return [gone.pocketedAt, gone.index];
  throw new InputError(`strokes[${i}].events[${gone.index}]`, `names ${gone.ball}, potted earlier in the stroke (events[${gone.pocketedAt}]): a potted ball takes no further part`);
}

/**
 * Events naming a ball potted in an earlier stroke and not re-spotted since
 * (src/rules/gone.ts `offBallNamed`): refused in a file made by hand, at the
 * event; from video, the stroke is judged as it stands and sent to the
 * referee (that event, confidence 0): a track swap or a ball lost in a
 * pocket's mouth, the earlier pocket or this event being wrong.
 */
function namedWhileOff(off: readonly BallId[], stroke: Stroke, i: number): number[] {
  const named = offBallNamed(stroke.events, off);
  if (!named) return [];
  if (madeFromVideo(stroke.events[named.index]!)) return [named.index];
  throw new InputError(`strokes[${i}].events[${named.index}]`, `names ${named.ball}, potted in an earlier stroke and not re-spotted since: a potted ball stays off the table until the verdict re-spots it`);
}

function withContradiction(doubt: StrokeDoubt | null, events: readonly number[]): StrokeDoubt | null {
  if (events.length === 0) return doubt;
  return { ...(doubt ?? {}), confidence: 0, events: [...new Set([...(doubt?.events ?? []), ...events])].sort((a, b) => a - b) };
}

/** Validate and judge a parsed JSON value. Throws InputError on bad input. */
export function judgeMatch(input: unknown): Verdict {
  return judgeParsedMatch(parseMatch(input));
}
