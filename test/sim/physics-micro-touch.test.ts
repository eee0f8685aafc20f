/**
 * One touch, one event: a pair whose last reported event was their own
 * contact, meeting again slower than MICRO_TOUCH_SPEED, is the same touch
 * settling (src/sim/physics/resolve.ts); a real second touch, a cushion
 * between, is reported.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../../src/geometry/tables.js';
import { simulate } from '../../src/sim/physics/index.js';
import { ball } from './physics-helpers.js';
import { pairEvents } from '../events-helpers.js';

describe('ball-ball micro-touches in the truth', () => {
  it('a slow ball with side spin pressing into a ball at rest makes one reported contact, not a burst', () => {
    // Development cadre 47/1 match 20 stroke 7, 50 ms before the touch: the yellow creeps at 30 mm/s with 12 rad/s of
    // side spin into the red; the pair then bumped 12 more times within 13 ms, each a "contact" of the truth.
    const r = simulate({
      balls: [
        { id: 'yellow', pos: [-1272.14, 646.71], vel: [26.61, -13.82], spin: [0.449, 0.865, 11.94] },
        ball('red', -1280.76, 585.37),
      ],
    }, null, CAROM_MATCH_TABLE);
    expect(pairEvents(r.events, 'yellow', 'red')).toHaveLength(1);
  });

  it('a ball back off a cushion into its hitter is a second contact', () => {
    // Red 40 mm from the top rail, struck straight at it; it comes back into the white.
    const y = CAROM_MATCH_TABLE.width / 2 - CAROM_MATCH_TABLE.ballRadius - 40;
    const r = simulate({ balls: [ball('white', 0, y - 200), ball('red', 0, y)] }, { ball: 'white', speed: 1200, direction: Math.PI / 2 }, CAROM_MATCH_TABLE);
    expect(pairEvents(r.events, 'white', 'red').length).toBeGreaterThanOrEqual(2);
  });
});
