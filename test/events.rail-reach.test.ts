/**
 * The reach of a near-rail return grows with the hitter's normal speed
 * (src/events/rail-reach.ts `byRail`, `RAIL_REACH_S`; issue 6, session 28).
 * Recorded tracker output of development three-cushion #188 stroke 1 at 30
 * fps (times from 9.6 s; the truth: yellow-white 1.2178, the white's top
 * rail 1.2332, white-yellow 1.2524): the yellow at 4.3 m/s hits the white,
 * at rest 63 mm along the line of centres from the top rail; the white is
 * back in 15 ms, both touches inside one frame. At the fixed 60 mm reach
 * only one contact was reported.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { recordedFrames, pairTimes } from './events-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'three-cushion' as const };

describe('development three-cushion #188 stroke 1 at 30 fps (recorded): a white 63 mm from its rail hit at 4.3 m/s', () => {
  const frames = recordedFrames([
  '0;1327.2,619.6;-710.1,1.1;1034.7,-522.9 0.0333;1328.2,619.6;-710.2,0.3;1035.4,-522.5 0.0667;1328.7,618.9;-711.1,0.5;1034.3,-522.6 0.1;1327.6,618.7;-709.0,1.7;1034.8,-522.7 0.1333;1328.1,619.8;-710.2,-0.2;1035.3,-522.7 ',
  '0.1667;1328.0,619.0;-709.5,1.2;1036.3,-522.1 0.2;1327.8,618.8;-710.9,-0.9;1034.9,-524.9 0.2333;1329.0,619.6;-709.6,0.9;1035.7,-523.0 0.2667;1327.8,619.2;-709.6,0.0;1035.5,-522.0 0.3;1328.9,619.4;-710.3,-0.1;1036.0,-522.1 ',
  '0.3333;;-709.8,0.6;1035.9,-523.1 0.3667;1327.8,618.4;-709.7,-0.6;1036.4,-522.1 0.4;1327.7,619.7;;1035.7,-522.3 0.4333;1327.8,618.9;;1035.7,-522.1 0.4667;1328.0,619.1;;1035.1,-522.5 ',
  '0.5;1327.0,619.5;;1035.1,-521.6 0.5333;1327.6,620.5;;1036.1,-523.1 0.5667;1327.8,620.3;;1035.6,-522.8 0.6;1328.3,618.5;;1036.5,-523.1 0.6333;1327.6,619.8;;1035.5,-523.0 ',
  '0.6667;1328.4,618.6;;1035.9,-522.5 0.7;1327.6,619.2;;1035.0,-522.3 0.7333;1328.2,618.4;;1036.2,-522.2 0.7667;1328.3,618.9;;1035.2,-523.5 0.8;1327.4,618.5;-580.4,33.9; ',
  '0.8333;1327.7,619.1;-420.0,84.4;1035.4,-522.5 0.8667;1327.8,619.3;-265.0,138.2;1035.7,-523.2 0.9;;-106.7,186.8;1036.1,-522.6 0.9333;1327.8,618.7;47.7,234.1;1035.1,-522.7 0.9667;1328.8,618.5;197.1,278.4;1035.4,-522.6 ',
  '1;1327.9,619.2;349.7,322.1;1035.5,-522.8 1.0333;1328.3,619.9;499.0,372.4;1034.9,-522.7 1.0667;1327.8,618.4;645.3,417.2;1036.0,-522.9 1.1;1327.5,618.8;781.7,459.1;1035.2,-523.4 1.1333;1328.6,618.7;931.9,506.5;1035.9,-522.6 ',
  '1.1667;1328.0,619.0;1067.4,547.3;1035.9,-522.0 1.2;1327.8,619.4;1201.3,585.1;1035.2,-523.0 1.2333;1382.3,630.6;1270.0,619.0;1034.7,-523.1 1.2667;1326.1,650.9;1219.1,628.6;1034.8,-522.5 1.3;;1119.7,639.2;1035.3,-522.7 ',
  '1.3333;1317.8,660.5;1028.8,640.7;1035.2,-522.4 1.3667;1311.8,639.0;936.9,640.3;1036.0,-522.4 1.4;1304.5,620.1;841.1,643.6;1035.5,-521.6 ',
  ]);
  it('is two white-yellow contacts, the second after the white\'s rail hit', () => {
    const ts = pairTimes(extractStroke(frames, ctx).events, 'white', 'yellow');
    expect(ts).toHaveLength(2);
    expect(Math.abs(ts[0]! - 1.2178)).toBeLessThan(1 / 30);
    expect(Math.abs(ts[1]! - 1.2524)).toBeLessThan(1 / 30);
  });
});
