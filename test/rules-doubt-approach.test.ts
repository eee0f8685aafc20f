import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import type { BallId, Vec2 } from '../src/contracts/ids.js';
import type { MatchFile } from '../src/contracts/match.js';
import { decisiveDoubt } from '../src/rules/doubt.js';
import { APPROACH_RAIL_MM, APPROACH_WINDOW_S } from '../src/rules/doubt-approach.js';
import { parseSettings } from '../src/rules/match.js';
import { judgeFor } from '../src/rules/registry.js';

/**
 * Development three-cushion #40 stroke 5 at 60 fps: the white, 30 mm from the
 * top rail's contact line and under the cue, met the top cushion 26 ms after
 * the strike and the yellow 32 ms later (pinched against the left rail, it
 * came back into the white). The top cushion was not seen: right, left, red
 * made "no point", confidently. The first contact is doubtful (0.8) but surely
 * happened (the yellow's own cushion needs it, or the second touch), so no
 * reading of it changed the call.
 */
const AT: Vec2 = [1359, 432];
function match(white: Vec2, firstAt = 58.733): MatchFile {
  const before: Partial<Record<BallId, Vec2>> = { white, yellow: [1348, 633], red: [690, -57] };
  const events: StrokeEvent[] = [
    { t: 58.717, kind: 'strike', ball: 'white' },
    { t: firstAt, kind: 'ball-ball', balls: ['white', 'yellow'], confidence: 0.8 },
    { t: firstAt + 0.009, kind: 'cushion', ball: 'yellow', cushion: 'left', confidence: 0.75 },
    { t: firstAt + 0.037, kind: 'ball-ball', balls: ['yellow', 'white'] },
    { t: 59.587, kind: 'cushion', ball: 'white', cushion: 'right' },
    { t: 61.282, kind: 'cushion', ball: 'white', cushion: 'left' },
    { t: 63.75, kind: 'ball-ball', balls: ['white', 'red'] },
    { t: 65.37, kind: 'rest' },
  ];
  return {
    discipline: 'three-cushion', distance: 40, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' },
    strokes: [{ shooter: 'A', before: { balls: before }, events, after: { balls: { white: [-200, 300], yellow: [700, 200], red: [300, 100] } } }],
  };
}

function doubtOf(m: MatchFile) {
  const judge = judgeFor(m.discipline);
  const state = judge.start(m, parseSettings(judge, m.settings));
  const stroke = m.strokes[0]!;
  return decisiveDoubt(judge, state, stroke, 0, judge.stroke(state, stroke, 0).verdict);
}

describe('the struck ball\'s unseen way to a doubtful first contact', () => {
  it('may have met the rail it lay by: decisive when that rail makes the point', () => {
    const d = doubtOf(match(AT));
    expect(d?.confidence).toBe(0.8);
    expect(d?.events).toEqual([1]);
    expect(d?.alternative).toMatchObject({ points: { A: 1, B: 0 }, assumes: 'white met the top cushion unseen on its way to its first contact' });
  });

  it('is not read for a ball lying further than APPROACH_RAIL_MM from every rail', () => {
    const far: Vec2 = [1420 - 30.75 - APPROACH_RAIL_MM - 20, 432];
    expect(doubtOf(match(far))?.confidence).toBe(1);
  });

  it('is not read for a first contact later than APPROACH_WINDOW_S after the strike (its way in was seen)', () => {
    expect(doubtOf(match(AT, 58.717 + APPROACH_WINDOW_S + 0.05))?.confidence).toBe(1);
  });
});
