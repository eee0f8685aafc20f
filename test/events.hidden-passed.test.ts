/**
 * A start claimed by a hidden hitter while a visible ball ran into it
 * (hidden-passed.ts). Development Russian 30 fps #163[1], #172[1], #200[2]:
 * the cue ball, unseen under the cue, struck the colour lying close in front;
 * the colour ran into the whites beyond, but was read 15-25 mm off their
 * implied contact points, and the hidden cue ball (120-130 mm away, within
 * its reach) took their starts: false w6+w2 / w6+w3 contacts at 0.75, the
 * colour's missed. And the colour's own start, traced back before the cue
 * ball left its rest, was dropped as older than the stroke.
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import type { Cause } from '../src/events/causes.js';
import type { BallHistory } from '../src/events/history.js';
import type { Start } from '../src/events/starts.js';
import { visibleOverHidden } from '../src/events/hidden-passed.js';

const R = 34, fps = 30;
const frames = Array.from({ length: 45 }, (_, k) => k / fps);
/** A ball resting at `rest` until `leave`, then running at v (mm/s, x and y). */
const ball = (id: BallId, rest: [number, number], leave: number, v: [number, number]): BallHistory => ({
  id, t: frames, x: frames.map((t) => rest[0] + v[0] * Math.max(0, t - leave)), y: frames.map((t) => rest[1] + v[1] * Math.max(0, t - leave)),
  runs: [[frames.findIndex((t) => t > leave), frames.length - 1]],
});
const start = (id: BallId, t: number, rest: [number, number], dir: [number, number], speed: number): Start => {
  const first = frames.findIndex((s) => s > t);
  return { id, first, t, rest, dir, speed, hidden: false, lastRestT: frames[first - 1]!, departT: frames[first]! };
};

describe('a start claimed by a hidden hitter while a visible ball ran into it (hidden-passed.ts)', () => {
  // The white at (0, 0) leaves along +x at 1.016 s, when the colour, running along +x at 2000 mm/s, is 2R behind it.
  const white = start('w2', 1.016, [0, 0], [1, 0], 1900);
  const claim: Cause = { start: white, by: 'w6', hiddenHitter: true, error: 125 };
  const cue = start('w6', 0.85, [-400, 150], [1, -0.3], 3000);
  const strike = { ball: 'w6' as BallId, t: 0.85 };

  it('goes to the visible ball that reached the start as it left, away from it', () => {
    const colour = ball('colour', [-300, 0], 0.9, [2000, 0]);
    const hs = [colour, ball('w2', [0, 0], 1.016, [1900, 0])];
    const starts = [start('colour', 0.9, [-300, 0], [1, 0], 2000), white, cue];
    const [out] = visibleOverHidden([claim], hs, starts, R, strike);
    expect(out!.by).toBe('colour');
    expect(out!.hiddenHitter).toBe(false);
    expect(out!.t!).toBeGreaterThanOrEqual(white.lastRestT);
    expect(out!.t!).toBeLessThanOrEqual(white.departT);
  });

  it('stays with the hidden ball when the visible one passed beside the rest place, not behind it', () => {
    // Passing 50 mm below: within a touch's reach of the rest place, but the white did not leave away from it.
    const colour = ball('colour', [-300, -50], 0.9, [2000, 0]);
    const hs = [colour, ball('w2', [0, 0], 1.016, [1900, 0])];
    const starts = [start('colour', 0.9, [-300, -50], [1, 0], 2000), white, cue];
    expect(visibleOverHidden([claim], hs, starts, R, strike)[0]).toBe(claim);
  });

  it('leaves the claim of a hidden ball that was not struck (a ball missed for a frame is where it was)', () => {
    const colour = ball('colour', [-300, 0], 0.9, [2000, 0]);
    const hs = [colour, ball('w2', [0, 0], 1.016, [1900, 0])];
    const starts = [start('colour', 0.9, [-300, 0], [1, 0], 2000), white, cue];
    const other: Cause = { ...claim, by: 'w5' };
    expect(visibleOverHidden([other], hs, starts, R, strike)[0]).toBe(other);
  });

  it('keeps the time of a claimed start after the strike (the struck ball\'s own start is loose when it was hidden)', () => {
    const colour = start('colour', 0.9, [-300, 0], [1, 0], 2000);
    const later: Cause = { start: colour, by: 'w6', hiddenHitter: true, error: 90 };
    expect(visibleOverHidden([later], [], [colour, { ...cue, t: 1.0 }], R, strike)[0]).toBe(later);
  });

  it('dates a hidden hitter\'s contact no earlier than the hitter left its rest', () => {
    // The colour traced back to 0.80 s, before the cue ball left at 0.85 s: the contact comes after the cue ball's start.
    const colour = start('colour', 0.8, [-300, 0], [1, 0], 2000);
    const out = visibleOverHidden([{ start: colour, by: 'w6', hiddenHitter: true, error: 90 }], [], [colour, cue], R, strike)[0]!;
    expect(out.by).toBe('w6');
    expect(out.start.t).toBeGreaterThanOrEqual(cue.t);
    expect(out.t).toBe(out.start.t);
  });
});
