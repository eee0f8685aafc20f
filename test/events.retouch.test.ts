/**
 * A cluster hitter's re-touch of the ball it hit (src/events/retouch.ts): on
 * a Russian break the cue ball stops behind the head ball, held by the pack,
 * and runs into it again 0.2-0.4 s later with no kink to see; the path
 * analysis left it a `contact` doubt (development Russian #7 and #16, the
 * break, at 60 and 30 fps).
 */
import { describe, expect, it } from 'vitest';
import type { BallBallEvent, RestDoubt, StrokeEvent } from '../src/contracts/events.js';
import type { BallId } from '../src/contracts/ids.js';
import { plannedMatches } from '../src/events/eval/material.js';
import { evaluateRecording } from '../src/events/eval/run.js';
import { RETOUCH_CONFIDENCE, hitterRetouches } from '../src/events/retouch.js';
import { pairEvents, pairTimes } from './events-helpers.js';

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
    // Truth: w7+w1 at the hit (2.199 s), again at 2.376 and 2.530 s; both were rest doubts before. The pair rolls on together
    // between the two, so twins.ts (`together`) took them for one slow contact seen twice (one report, 2.37) until the re-touches
    // were added after dropTwins (extract.ts): now both.
    const o = evaluateRecording(plannedMatches('russian-colour', 16, 1, 1)[0]!, 60, 1015);
    const s = o.strokes[0]!;
    const again = pairEvents(s.events, 'w7', 'w1').filter((e) => e.t > 2.3);
    expect(again.map((e) => +e.t.toFixed(2))).toEqual([2.37, 2.52]);
  }, 60_000);

  it('promotes no doubt of two rack members found touching at the break (development Russian #5 at 30 fps)', () => {
    // Truth: colour + w6 at 1.996 and 1.998 s only (the cue ball w7 hit w1 at 1.995). The path analysis found colour + w6 at
    // 1.0 inside the cascade, so clusterHits took w6 for a hitter; its doubt as the pair rolled off (2.367) became a contact.
    const s = evaluateRecording(plannedMatches('russian-colour', 5, 1, 1)[0]!, 30, 1004).strokes[0]!;
    const colourW6 = (es: readonly StrokeEvent[]): BallBallEvent[] => pairEvents(es, 'colour', 'w6')
      .filter((e) => e.t > 2.05 && e.t < 2.6 && (e.confidence ?? 1) >= 0.5);
    expect(colourW6(s.truth)).toEqual([]);
    expect(colourW6(s.events)).toEqual([]);
  }, 60_000);

  it('reads a hit as a drive only when it is a cascade\'s hitter and struck ball, when the cascades are given', () => {
    // w6 touches only the colour inside the rack's span: clusterHits takes it for a hitter; the cascade drove w7 into w1.
    const rack6 = [...rack.slice(0, 4), bb(2.002, 'colour', 'w6', 1)];
    const drives = [{ hitter: 'w7' as BallId, struck: 'w1' as BallId, t: 2.0 }];
    expect(hitterRetouches(rack6, [doubt(2.3, 'colour', 'w6')]).events).toHaveLength(1);
    expect(hitterRetouches(rack6, [doubt(2.3, 'colour', 'w6')], drives).events).toEqual([]);
    expect(hitterRetouches(rack6, [doubt(2.3, 'w1', 'w7')], drives).events.map((e) => e.t)).toEqual([2.3]);
  });

  it('reports each re-touch of a cue ball chattering on the head ball (development Russian #199 at 30 fps)', () => {
    // Truth: w7+w1 at the hit (2.113 s), again at 2.317, 2.451 and 2.582 s. The path analysis leaves two doubts (2.33, 2.6),
    // both promoted; merged by twins.ts `together` they were one contact (two true touches missed).
    const s = evaluateRecording(plannedMatches('russian-colour', 199, 1, 1)[0]!, 30, 1198).strokes[0]!;
    const truth = pairTimes(s.truth, 'w7', 'w1').filter((t) => t > 2.2);
    expect(truth.map((t) => +t.toFixed(3))).toEqual([2.317, 2.451, 2.582]);
    const again = pairEvents(s.events, 'w7', 'w1').filter((e) => e.t > 2.2);
    expect(again).toHaveLength(2);
    // Each within the evaluation's three frames of a true re-touch, at RETOUCH_CONFIDENCE (no frame shows a kink).
    for (const e of again) {
      expect(truth.some((t) => Math.abs(t - e.t) <= 3 / 30)).toBe(true);
      expect(e.confidence).toBe(RETOUCH_CONFIDENCE);
    }
  }, 60_000);
});
