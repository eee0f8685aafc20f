/**
 * A cluster hitter's re-touch of the ball it hit (src/events/retouch.ts): on
 * a Russian break the cue ball stops behind the head ball, held by the pack,
 * and runs into it again 0.2-0.4 s later with no kink to see; the path
 * analysis left it a `contact` doubt (development Russian #7 and #16, the
 * break, at 60 and 30 fps).
 */
import { describe, expect, it } from 'vitest';
import type { BallBallEvent, RestDoubt } from '../src/contracts/events.js';
import type { BallId } from '../src/contracts/ids.js';
import { plannedMatches } from '../src/events/eval/material.js';
import { evaluateRecording } from '../src/events/eval/run.js';
import { RETOUCH_CONFIDENCE, hitterRetouches } from '../src/events/retouch.js';

const bb = (t: number, a: BallId, b: BallId, confidence = 0.7): BallBallEvent => ({ t, kind: 'ball-ball', balls: [a, b], confidence });
const doubt = (t: number, a: BallId, b: BallId): RestDoubt => ({ reason: 'contact', confidence: 0.65, t, balls: [a, b] });
// The break: w7 hits the head ball w1 (the strike's hit, confidence 1), the rack's cascade passes it on within a few ms.
const rack = [bb(2.0, 'w7', 'w1', 1), bb(2.0, 'w1', 'w2'), bb(2.0, 'w1', 'w3'), bb(2.001, 'w2', 'w4'), bb(2.002, 'colour', 'w6')];

describe('a cluster hitter running into the ball it hit again', () => {
  it('turns the pair\'s doubt into a contact under the high-confidence line', () => {
    const r = hitterRetouches(rack, [doubt(2.3, 'w1', 'w7'), doubt(2.45, 'w7', 'w1')]);
    expect(r.events.map((e) => [e.t, e.confidence])).toEqual([[2.3, RETOUCH_CONFIDENCE], [2.45, RETOUCH_CONFIDENCE]]);
    expect(r.doubts).toEqual([]);
  });

  it('leaves the cluster\'s own pairs, late doubts and plain hits as doubts', () => {
    const members = doubt(2.3, 'colour', 'w6'), late = doubt(2.8, 'w1', 'w7');
    expect(hitterRetouches(rack, [members, late]).doubts).toEqual([members, late]);
    // No cluster behind the hit (one relay is not a rack): nothing promoted.
    const plain = [bb(2.0, 'w7', 'w1', 1), bb(2.001, 'w1', 'w2')];
    expect(hitterRetouches(plain, [doubt(2.3, 'w1', 'w7')]).events).toEqual([]);
    // A report of the pair already near the doubt: no second one.
    expect(hitterRetouches([...rack, bb(2.32, 'w7', 'w1', 0.9)], [doubt(2.3, 'w1', 'w7')]).events).toEqual([]);
  });

  it('finds the cue ball\'s re-touches on a recorded break (development Russian #16 at 60 fps)', () => {
    // Truth: w7+w1 at the hit (2.199 s), again at 2.376 and 2.530 s; both were rest doubts before. The two re-touches, the pair
    // rolling together in between, are then one slow contact seen twice to twins.ts (`together`): one report.
    const o = evaluateRecording(plannedMatches('russian-colour', 16, 1, 1)[0]!, 60, 1015);
    const s = o.strokes[0]!;
    const again = s.events.filter((e) => e.kind === 'ball-ball' && e.balls.includes('w7') && e.balls.includes('w1') && e.t > 2.3);
    expect(again.map((e) => +e.t.toFixed(2))).toEqual([2.37]);
  }, 60_000);
});
