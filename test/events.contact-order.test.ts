/**
 * Two touches of the struck ball closer than half a frame are unordered
 * (src/events/contact-order.ts, issue 6, session 31): a white meeting the
 * yellow and the red 5 ms apart at 50 fps is seen before both and after
 * both, so which came first is the fits' error, and the rules read it.
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import { unorderedContacts } from '../src/events/contact-order.js';

const FRAME_50 = 0.02;
const strike: StrokeEvent = { t: 1, kind: 'strike', ball: 'white', confidence: 0.95 };
const touch = (t: number, a: 'white' | 'yellow' | 'red', b: 'white' | 'yellow' | 'red'): StrokeEvent => ({ t, kind: 'ball-ball', balls: [a, b], confidence: 0.99 });
const confidences = (es: readonly StrokeEvent[]) => es.map((e) => e.confidence);

describe('unorderedContacts', () => {
  it('sends the cue ball\'s two touches within half a frame to the referee', () => {
    const es = [strike, touch(1.2, 'white', 'red'), touch(1.201, 'yellow', 'white'), touch(1.4, 'red', 'yellow')];
    expect(confidences(unorderedContacts(es, 'white', FRAME_50))).toEqual([0.95, 0.8, 0.8, 0.99]);
  });

  it('leaves touches a frame apart, a pair meeting twice, and other balls\' touches as they were', () => {
    const apart = [strike, touch(1.2, 'white', 'red'), touch(1.22, 'white', 'yellow')];
    expect(confidences(unorderedContacts(apart, 'white', FRAME_50))).toEqual([0.95, 0.99, 0.99]);
    const twice = [strike, touch(1.2, 'white', 'red'), touch(1.205, 'red', 'white')];
    expect(confidences(unorderedContacts(twice, 'white', FRAME_50))).toEqual([0.95, 0.99, 0.99]);
    const others = [strike, touch(1.2, 'white', 'red'), touch(1.4, 'red', 'yellow'), touch(1.402, 'yellow', 'white')];
    expect(confidences(unorderedContacts(others, 'white', FRAME_50))).toEqual([0.95, 0.99, 0.99, 0.99]);
  });

  it('keeps a lower confidence already given', () => {
    const es = [strike, { ...touch(1.2, 'white', 'red'), confidence: 0.6 }, touch(1.203, 'white', 'yellow')];
    expect(confidences(unorderedContacts(es, 'white', FRAME_50))).toEqual([0.95, 0.6, 0.8]);
  });
});
