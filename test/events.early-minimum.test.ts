/**
 * A slow ball rolling onto a resting one comes within the detector's noise
 * of it frames before it gets there: a weak finding (0.8, its displacement
 * the later touch's) at that noise minimum, then the touch itself proved by
 * its kink. The creep rule (a creep's later finding of a pair that never
 * parted is the first one's noise) kept the early one (`earlyMinimum`,
 * contacts.ts, issue 6, session 12). Recorded tracker output at 30 fps.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { recordedFrames, pairTimes } from './events-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'libre' as const };

describe('scenario libre-a-cheval-corner stroke 0 at 30 fps (recorded): the yellow creeping onto the red', () => {
  // Times from 3.4 s; the truth: yellow-red 0.753. The pair's distance at the frames: 4.8, 4.2, 5.0, 4.0, -0.9, 0.2 mm
  // beyond 2R from 0.6 s: a finding at 0.8 at the first minimum (0.633), the touch's own at 0.99 (0.733) dropped.
  const frames = recordedFrames([
  '0;1187.3,516.9;1126.4,625.5;1045.6,536.0 0.0333;1187.9,515.7;1120.5,620.8;1045.9,535.4 0.0667;1184.2,515.1;1118.0,619.8;1045.8,534.6 0.1;1181.8,514.7;1115.3,619.4;1045.2,535.1 0.1333;1179.2,515.8;1113.2,615.5;1046.0,535.2 ',
  '0.1667;1175.7,515.4;1111.0,615.1; 0.2;1173.0,512.1;1108.3,613.2; 0.2333;1170.3,514.9;1104.5,610.4;1046.3,535.2 0.2667;1166.0,512.4;1102.4,608.3;1045.5,534.4 0.3;1166.1,512.6;1100.3,606.5;1046.2,534.8 ',
  '0.3333;1162.5,512.6;1095.4,605.2;1046.7,534.7 0.3667;1162.8,510.4;1091.2,603.4;1044.9,535.9 0.4;1159.8,510.3;1089.6,606.1;1045.2,535.0 0.4333;1157.4,510.5;1088.1,602.9;1046.1,534.7 0.4667;;1085.9,599.0;1044.7,535.2 ',
  '0.5;1154.1,510.4;;1045.0,534.0 0.5333;;;1044.9,534.5 0.5667;1152.1,509.7;1080.7,596.9;1045.1,534.7 0.6;1150.8,508.7;1078.4,594.3;1046.2,536.4 0.6333;1149.3,508.2;1075.0,594.2;1045.7,535.4 ',
  '0.6667;1147.4,507.9;1077.0,594.4;1046.1,535.5 0.7;1146.9,507.3;1075.0,593.4;1045.1,535.1 0.7333;1145.9,504.7;1071.6,590.4;1046.3,535.3 0.7667;1147.5,505.2;1071.2,590.3;1044.3,534.8 0.8;1145.7,504.0;1067.7,591.3;1045.7,532.1 ',
  '0.8333;1142.8,504.3;1071.3,592.8; 0.8667;1144.4,504.0;1066.7,592.4;1043.8,535.2 0.9;1144.5,506.1;1066.7,592.6;1042.8,530.7 0.9333;1142.7,504.6;1069.2,591.0;1044.4,529.2 0.9667;1141.1,506.2;1070.1,591.6;1042.8,532.3 ',
  '1;1143.5,505.3;1066.9,591.6;1041.8,531.5 1.0333;1142.8,505.6;1068.3,591.8;1043.6,532.4 1.0667;1141.8,505.3;1067.7,591.1;1043.0,531.7 1.1;1141.9,505.9;1066.5,590.7;1043.9,532.1 1.1333;1142.2,505.6;1067.8,590.8;1044.6,531.8 ',
  '1.1667;1141.6,507.0;1067.1,590.4;1043.0,531.4 1.2;1142.1,506.8;1068.8,590.2;1043.7,531.3 ',
  ]);
  it('is one yellow-red contact, at the touch, not at the noise minimum on the way in', () => {
    const ts = pairTimes(extractStroke(frames, ctx).events, 'yellow', 'red');
    expect(ts).toHaveLength(1);
    expect(Math.abs(ts[0]! - 0.753)).toBeLessThan(1 / 30);
  });
});
