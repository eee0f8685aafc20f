import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import type { BallHistory } from '../src/events/history.js';
import { vanished } from '../src/events/vanish.js';

/**
 * A ball struck off the table from under the cue (development three-cushion
 * 30 fps #215[5]): its last rest point, 0.47 s of hidden run (the top rail
 * met there), then two frames on its way out over the right rail. The exit
 * rail is read from the points after the gap, not fitted through the rest.
 */
describe('the rail a ball left the table over, after a hidden gap', () => {
  const rest = [55.5, 55.533, 55.567, 55.6];
  const h: BallHistory = {
    id: 'yellow',
    t: [...rest, 56.067, 56.1],
    x: [...rest.map(() => 1150), 1372, 1360],
    y: [...rest.map(() => -600), -640, -676],
    runs: [],
  };

  it('names the rail its last step runs into', () => {
    const out = vanished(h, CAROM_MATCH_TABLE, 57, []);
    const cushion = out.find((e) => e.kind === 'cushion');
    expect(cushion && cushion.kind === 'cushion' ? cushion.cushion : null).toBe('right');
    expect(out.some((e) => e.kind === 'off-table')).toBe(true);
  });
});
