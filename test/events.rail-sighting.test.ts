/**
 * A ball first seen off its rest on a rail's contact line touched that rail (rail-sighting.ts, issue 6, session 41).
 * Recorded tracker output of development one-cushion #72 stroke 6 at 60 fps (times from 57.6402 s; the yellow's points
 * as the events stage sees them, backfill included): the yellow rests at (1280, 479), 110 mm off the top rail's contact
 * line (x 1389.9), hidden from 0.09; struck at 0.500 under the cue into the top rail (0.561) and back into the white
 * (0.576), it is first seen at 0.5598 4.5 mm past that line, then at 0.5932 24 mm back off it, after the touch. The
 * turn analysis has no way in, rebound.ts no straight way out (the contact bends it) and hidden-approach.ts a hitter
 * seen before the contact: the rail was missed at 60 and 30 fps.
 */
import { describe, expect, it } from 'vitest';
import type { CushionEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { railSightings } from '../src/events/rail-sighting.js';
import type { BallHistory } from '../src/events/history.js';
import type { Start } from '../src/events/starts.js';
import { recordedFrames } from './events-helpers.js';

const table = CAROM_MATCH_TABLE;
const ctx = { table, discipline: 'one-cushion' as const };

describe('development one-cushion #72 stroke 6 at 60 fps (recorded): the hidden yellow seen once, on the top rail', () => {
  const frames = recordedFrames([
  '0.0098;1306.9,575.5;1280.7,478.8;-907.7,-61.9 0.0265;1307.6,574.9;;-906.9,-61.2 0.0432;1308.2,574.6;1280.3,479.3;-907.3,-61.4 0.0598;1308.4,574.2;1280.0,478.6;-906.7,-61.0 0.0765;1307.5,575.7;1280.0,479.4;-907.6,-61.4 ',
  '0.0932;1306.9,575.2;1280.2,478.7;-908.0,-61.4 0.1098;1308.1,575.2;;-907.0,-61.0 0.1265;1307.7,575.8;;-907.7,-61.9 0.1432;1309.0,575.0;;-908.3,-60.9 0.1598;1307.2,573.3;;-907.3,-60.7 ',
  '0.1765;1308.2,574.6;;-907.0,-60.5 0.1932;1307.6,575.4;;-907.4,-60.7 0.2098;1307.2,576.3;;-907.9,-61.7 0.2265;1306.8,574.9;;-907.9,-62.3 0.2432;1307.1,574.6;;-906.7,-62.0 ',
  '0.2598;1308.5,574.7;;-907.6,-61.1 0.2765;1309.2,574.9;;-907.5,-60.9 0.2932;1308.4,575.6;;-908.0,-61.0 0.3098;1307.5,575.5;;-907.5,-61.2 0.3265;1307.4,575.1;;-907.2,-61.7 ',
  '0.3432;1307.6,574.8;;-907.8,-61.8 0.3598;1308.5,574.8;;-908.6,-61.3 0.3765;1308.5,574.5;;-908.2,-62.0 0.3932;1307.3,574.7;;-907.6,-61.7 0.4098;1307.7,574.5;;-907.6,-61.2 ',
  '0.4265;1308.4,574.7;;-907.5,-60.8 0.4432;1307.5,574.7;;-908.4,-61.5 0.4598;1307.0,574.8;;-908.3,-61.6 0.4765;;;-907.1,-61.7 0.4932;1307.5,574.4;;-907.8,-61.1 ',
  '0.5098;1306.7,574.2;;-907.1,-61.9 0.5265;1306.7,575.4;;-907.7,-60.3 0.5432;1307.9,575.5;;-907.9,-61.3 0.5598;1308.2,575.7;1394.4,551.5;-907.3,-61.3 0.5765;1307.3,572.4;;-906.7,-61.5 ',
  '0.5932;1282.6,580.0;1365.3,565.2;-906.9,-61.8 0.6098;1256.9,586.3;;-906.8,-61.9 0.6265;1233.1,595.0;1369.7,576.6;-908.0,-61.8 0.6432;1210.7,599.8;1370.7,584.7;-908.6,-62.2 0.6598;1186.8,605.8;1372.7,590.3;-908.0,-62.2 ',
  '0.6765;1166.6,613.7;1376.5,597.5;-907.1,-61.2 0.6932;1145.6,619.5;1377.9,605.1;-907.1,-61.2 0.7098;1127.3,627.3;1381.2,611.6;-908.0,-61.3 0.7265;1106.5,631.8;1382.3,617.3;-908.1,-61.6 0.7432;1088.0,634.9;1384.9,626.6;-908.1,-61.6 ',
  '0.7598;1066.5,640.8;1389.0,634.0;-907.7,-62.2 ',
  ]);
  it('reports the yellow\'s top rail at its sighting, before the contact with the white, under the referee line', () => {
    const es = extractStroke(frames, ctx).events;
    const rail = es.filter((e): e is CushionEvent => e.kind === 'cushion' && e.ball === 'yellow' && e.cushion === 'top' && e.t < 0.7);
    expect(rail).toHaveLength(1);
    expect(rail[0]!.confidence).toBeLessThan(0.9);
    // Truth 0.5608, the contact with the white 0.5758.
    expect(Math.abs(rail[0]!.t - 0.5608)).toBeLessThan(2 / 60);
    expect(rail[0]!.t).toBeLessThan(0.5758);
  });
});

describe('railSightings (hand-made)', () => {
  // The top rail's contact line lies at x = 1389.9. The yellow rests 110 mm inside it and is first seen at 1.0 s.
  const line = table.length / 2 - 30.1;
  const sighted = (first: [number, number], next: [number, number], rest: [number, number] = [1280, 480], nextT = 1.0167): CushionEvent[] => {
    const h: BallHistory = { id: 'yellow', t: [0.5, 0.6, 1.0, nextT, nextT + 0.0167], x: [rest[0], rest[0], first[0], next[0], next[0] - 10], y: [rest[1], rest[1], first[1], next[1], next[1] + 5], runs: [[2, 4]] };
    const s: Start = { id: 'yellow', first: 2, t: 0.95, rest, dir: [0.8, 0.6], speed: 2000, hidden: true, lastRestT: 0.6, departT: 1.0 };
    return railSightings([h], [s], table, []);
  };
  it('reads a sighting on the line, or a little past it, followed by a point back off it', () => {
    expect(sighted([line + 4.5, 550], [line - 25, 565])).toMatchObject([{ ball: 'yellow', cushion: 'top', t: 1.0 }]);
    expect(sighted([line - 3, 550], [line - 20, 565])).toHaveLength(1);
  });
  it('reads nothing short of the line, past any ball centre, or from a rest place against the rail', () => {
    expect(sighted([line - 6, 550], [line - 25, 565])).toHaveLength(0);
    expect(sighted([line + 15, 550], [line - 25, 565])).toHaveLength(0);
    expect(sighted([line + 1, 550], [line - 25, 565], [line - 20, 480])).toHaveLength(0);
  });
  it('reads nothing when the next point stays on the rail, or comes too late to say', () => {
    expect(sighted([line + 1, 550], [line - 3, 600])).toHaveLength(0);
    expect(sighted([line + 1, 550], [line - 25, 565], [1280, 480], 1.1)).toHaveLength(0);
  });
  it('does not report a rail the ball is already known to have met there', () => {
    const h: BallHistory = { id: 'yellow', t: [0.5, 0.6, 1.0, 1.0167], x: [1280, 1280, line + 2, line - 25], y: [480, 480, 550, 565], runs: [[2, 3]] };
    const s: Start = { id: 'yellow', first: 2, t: 0.95, rest: [1280, 480], dir: [0.8, 0.6], speed: 2000, hidden: true, lastRestT: 0.6, departT: 1.0 };
    expect(railSightings([h], [s], table, [{ t: 0.99, kind: 'cushion', ball: 'yellow', cushion: 'top', confidence: 0.85 }])).toHaveLength(0);
  });
});
