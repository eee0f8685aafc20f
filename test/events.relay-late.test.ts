/**
 * A relay inside one frame whose first touch is dated after the finding it
 * explains (relay-findings.ts RELAY_LATE_S, issue 6, session 21):
 * development libre #116 stroke 2 at 30 fps (seeds 41+, recorded tracker
 * output): the white hit the yellow, which lay 10 mm from the red and hit it
 * 6 ms later; the white+red finding (18.000) came before white+yellow
 * (18.004), so the relay was not read and a false white-red contact (a
 * point at libre) was reported at 0.8. The white never came within 70 mm of
 * the red.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { recordedFrames } from './events-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'libre' as const };

describe('development libre #116 stroke 2 at 30 fps (recorded, times from 17.3 s)', () => {
  // Truth: white-yellow 0.691, yellow-red 0.697, red's rail 1.169.
  const frames = recordedFrames([
    '0.0000;241.7,-101.6;650.6,4.4;721.0,-0.7 0.0333;241.3,-102.5;649.2,4.8;722.6,-0.3 0.0667;241.2,-101.6;649.7,4.1;721.3,-0.4 0.1000;241.3,-101.2;651.0,3.1;721.8,-1.1 0.1333;;650.8,3.4;722.2,-0.6 ',
    '0.1667;;649.6,4.7;722.4,-0.7 0.2000;;650.4,4.8;721.7,-0.6 0.2333;;650.5,3.8;721.8,-0.5 0.2667;;650.0,5.0;721.3,-0.7 0.3000;;650.1,4.8;721.9,-0.5 ',
    '0.3333;;651.4,3.2;721.8,-0.9 0.3667;;650.4,3.8;722.0,-1.0 0.4000;;650.1,5.0;721.0,1.4 0.4333;;650.1,5.0;721.3,-0.5 0.4667;;650.7,4.1;721.3,-0.2 ',
    '0.5000;;648.9,3.0;721.5,-0.6 0.5333;;650.4,3.4;722.5,-0.3 0.5667;;650.3,3.4;722.1,-0.2 0.6000;;650.1,5.0;721.8,-1.5 0.6333;479.4,-31.3;650.8,4.1;721.8,-0.7 ',
    '0.6667;542.0,-9.0;650.3,4.1;721.9,-1.3 0.7000;589.8,17.6;659.9,4.4;731.8,-1.8 0.7333;595.7,42.2;664.3,3.8;791.3,-3.4 0.7667;594.0,62.0;665.5,2.9;842.7,-9.5 0.8000;595.2,83.7;668.7,4.7;900.3,-11.1 ',
    '0.8333;595.5,101.5;669.5,2.5;953.0,-17.1 0.8667;588.9,120.6;672.0,3.8;1002.7,-25.4 0.9000;588.4,134.3;674.7,1.8;1049.1,-24.8 0.9333;584.8,149.5;674.8,0.4;1095.8,-29.0 0.9667;582.9,165.6;676.3,1.7;1137.8,-31.8 ',
    '1.0000;576.6,180.7;678.8,1.1;1183.1,-32.1 1.0333;573.4,193.2;682.9,2.5;1223.2,-36.5 1.0667;571.9,208.9;683.8,2.7;1265.1,-41.7 1.1000;570.5,226.7;686.2,4.8;1308.0,-44.2 1.1333;565.3,237.3;685.2,0.9;1347.3,-46.5 ',
    '1.1667;560.9,253.3;686.9,2.5;1391.7,-48.1 1.2000;559.0,267.7;688.3,3.5; ',
  ]);
  const touches = extractStroke(frames, ctx).events.filter((e) => e.kind === 'ball-ball').map((e) => ('balls' in e ? [...e.balls].sort().join('+') : ''));
  it('reports white-yellow and yellow-red, never white-red', () => {
    expect(touches).toContain('white+yellow');
    expect(touches).toContain('red+yellow');
    expect(touches).not.toContain('red+white');
  });
});
