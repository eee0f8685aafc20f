/**
 * A ball struck between two frames is dated by its hitter's meeting when its
 * own start only bounds the contact (src/events/hitter-meeting.ts
 * `metDated`, in causes.ts; issue 6, session 36). starts.ts traces a start
 * back along its departure and holds it between the ball's last point at
 * rest and its first point off it; a departure slowed or bent in its first
 * frames traces back past that first point and the contact was dated there,
 * up to a frame late (development three-cushion 1-20 at 25 fps #18[5]
 * +23.8 ms, libre 1-20 at 30 fps #2[7] +12.8). Synthetic 30 fps paths: the
 * white rolls in straight and meets the red 20 ms before the red's first
 * point off its rest.
 */
import { describe, expect, it } from 'vitest';
import { type BallHistory, histories } from '../src/events/history.js';
import { causes } from '../src/events/causes.js';
import { type Start, startsOf } from '../src/events/starts.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { framesOf, legsPath } from './events-helpers.js';

const R = CAROM_MATCH_TABLE.ballRadius, FPS = 30;
/** The meeting: 20 ms before the frame at 1.0333 s (the red's first point off its rest). */
const TM = 31 / FPS - 0.02;

/** The white from 300 mm out along +x at 2000 mm/s into the red at the origin, stopping dead; the red off along +x. */
function scene(): { hs: BallHistory[]; starts: Start[] } {
  const t0 = TM - (300 - 2 * R) / 2000;
  const hs = [...histories(framesOf({
    white: legsPath([-300, 0], [[t0, 2000, 0], [TM, 0, 0]]),
    red: legsPath([0, 0], [[TM, 1900, 0]]),
    yellow: legsPath([500, 400], []),
  }, 1.6, FPS)).values()];
  return { hs, starts: startsOf(hs) };
}

const redCause = (hs: readonly BallHistory[], starts: readonly Start[]) => causes(hs, starts, R).find((c) => c.start.id === 'red')!;

describe('a contact between frames dated by the hitter\'s meeting', () => {
  it('a start traced back past the first point off rest: the contact at the white\'s meeting, not at that point', () => {
    const { hs, starts } = scene();
    // starts.ts holds a departure traced back late (slowed or bent in its first frames) at the first point off the rest place.
    const late = starts.map((s) => (s.id === 'red' ? { ...s, t: s.departT } : s));
    const c = redCause(hs, late);
    expect(c.by).toBe('white');
    expect(c.start.departT - TM).toBeCloseTo(0.02, 3);
    expect(Math.abs((c.met ?? c.t ?? c.start.t) - TM)).toBeLessThan(0.002);
  });
  it('a start traced back inside the interval keeps its own date', () => {
    const { hs, starts } = scene();
    const c = redCause(hs, starts);
    expect(c.by).toBe('white');
    expect(c.met).toBeUndefined();
    expect(Math.abs(c.start.t - TM)).toBeLessThan(0.002);
  });
  it('a meeting outside the interval (the way in read wrong) leaves the date as it was', () => {
    const { hs, starts } = scene();
    // The red's last point at rest moved after the meeting the white's way in gives: that meeting cannot be the touch.
    const late = starts.map((s) => (s.id === 'red' ? { ...s, t: s.departT, lastRestT: TM + 0.005 } : s));
    const c = redCause(hs, late);
    expect(c.by).toBe('white');
    expect(c.met ?? c.t ?? c.start.t).toBe(c.start.departT);
  });
});
