/**
 * Two whites hidden together (by the player's body) and last seen in the same frame (through-twin.ts `stillSince`).
 * Development Russian 25 fps at twice the noise, #62[1] (EVAL_SKIP=61 EVAL_MATCHES=1 EVAL_RATES=25 EVAL_NOISE=2): the cue
 * ball lay 145 mm in front of another white, both unseen 0.4 s before the strike; the cue ball's chain, traced back, passed
 * 10 mm from the far white's place and 27 mm from its own (two noisy detections), and took the far white's id (a swap).
 * `behindTwin` bars a ball from a chain lying past a twin's still place on its way only when the twin lay still *after*
 * the ball was last seen; both seen at rest in one frame, the ball still could reach that way only through the twin.
 * The case is built from geometry: F at (0, 0), N at (100, 0), both hidden; N's chain on y = 10 + 0.1 x (from 200 mm on)
 * passes 10 mm from F's place and 20 mm from N's.
 */
import { describe, expect, it } from 'vitest';
import { behindTwin } from '../src/track/through-twin.js';
import { type Det, swaps } from './track-russian-helpers.js';

const FAR: Det[] = [['a', -1200, 600], ['b', -1200, -600], ['c', -600, 500], ['d', -300, -700], ['e', 100, 700], ['colour', 600, 300, 1]];

/** 10 frames with F and N seen at rest, 10 with both hidden, then N's chain at 2.5 m/s (25 fps). */
function hiddenPair(): Det[][] {
  const seen: Det[][] = Array.from({ length: 10 }, () => [...FAR, ['f', 0, 0], ['n', 100, 0]]);
  const hidden: Det[][] = Array.from({ length: 10 }, () => [...FAR]);
  const run: Det[][] = [200, 300, 400, 500, 600].map((x) => [...FAR, ['n', x, 10 + 0.1 * x]]);
  return [...seen, ...hidden, ...run];
}

describe('tracker: two whites hidden together, last seen in one frame (Russian 25 fps ×2, #62[1])', () => {
  it('gives the chain beyond the near white to the near white, not to the far one behind it', () => {
    expect(swaps(hiddenPair(), 10, {}, 25)).toEqual([]);
  });
  it('bars a ball from a way through a twin that lay still in the frame the ball was last seen', () => {
    const twin = { x: 100, y: 0, lastSeen: 1, missed: true, still: { x: 100, y: 0, t: 1 } };
    expect(behindTwin({ x: 0, y: 0 }, 1, { x: 200, y: 30 }, [twin], 34)).toBe(true);
    // Still only before the ball was last seen: it may have left its place since (as before).
    expect(behindTwin({ x: 0, y: 0 }, 1.04, { x: 200, y: 30 }, [twin], 34)).toBe(false);
  });
});
