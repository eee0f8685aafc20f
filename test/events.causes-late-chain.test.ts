/**
 * A start traced before its hitter's (causes.ts `lateChain`, session 22):
 * development libre and cadre #95 stroke 5 at 30 fps (seeds 41+, recorded
 * tracker output). The white, unseen under the cue, hit the red; the red hit
 * the yellow lying 3.5 mm from it by the bottom rail, and the yellow, first
 * seen after its rebound, was traced 26 ms before the red: the chain rule
 * missed it and the hidden white took it (a false white-yellow contact at
 * 0.75, the red-yellow one missed).
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import type { BallBallEvent } from '../src/contracts/events.js';
import { recordedFrames } from './events-helpers.js';

describe('development libre #95 stroke 5 at 30 fps (recorded): white → red → yellow, the yellow off the rail at once', () => {
  // Times from 36.7 s; the truth: white struck 0.868, white-red 0.900, red-yellow 0.903, yellow rail 0.945.
  const frames = recordedFrames([
  '0;1120.0,-505.5;1204.7,-655.3;1151.7,-617.9 0.0333;;1204.8,-655.0;1152.5,-617.9 0.0667;1120.3,-506.0;1203.6,-655.5;1150.9,-617.9 0.1;1120.9,-506.0;1205.4,-656.6;1152.4,-617.8 0.1333;1119.9,-504.7;1205.3,-655.9;1152.0,-617.5 ',
  '0.1667;1118.8,-505.9;1204.9,-656.5;1151.9,-617.7 0.2;1120.5,-505.2;1205.6,-656.6;1151.8,-617.5 0.2333;1121.3,-505.1;1205.9,-655.2;1152.4,-617.7 0.2667;1120.4,-506.3;1204.3,-655.1;1153.2,-618.2 0.3;1120.1,-505.2;1205.6,-655.9;1151.5,-618.0 ',
  '0.3333;1120.1,-505.6;1204.7,-654.6;1152.6,-617.6 0.3667;1120.6,-505.8;1205.3,-655.1;1152.2,-617.8 0.4;1121.3,-505.5;1206.2,-654.5;1151.8,-617.4 0.4333;1120.4,-504.9;1205.1,-655.7;1151.9,-618.5 0.4667;1120.7,-506.1;1204.0,-656.3;1152.0,-618.1 ',
  '0.5;;1205.2,-656.4;1151.8,-616.5 0.5333;;1205.4,-655.2;1152.2,-618.1 0.5667;;1204.9,-655.5;1151.9,-617.6 0.6;;1205.0,-655.5;1152.3,-617.7 0.6333;;1205.1,-654.9;1153.0,-618.2 ',
  '0.6667;;1205.7,-655.6;1152.6,-618.1 0.7;;1205.1,-654.8;1152.2,-618.3 0.7333;;1204.8,-656.0;1153.3,-617.1 0.7667;;1204.9,-654.9;1152.4,-618.4 0.8;;1204.0,-655.3;1151.5,-617.8 ',
  '0.8333;;1204.8,-655.3;1151.3,-617.5 0.8667;;1204.5,-655.4;1152.0,-617.4 0.9;;1203.9,-654.7;1154.8,-621.4 0.9333;;; 0.9667;;1254.2,-670.2;1115.2,-673.6 ',
  '1;;1273.1,-657.6;1103.0,-650.4 1.0333;;1289.4,-645.5;1093.9,-628.0 1.0667;1202.9,-543.6;1304.2,-633.4;1082.9,-610.5 1.1;1214.6,-540.1;1318.8,-624.3;1072.3,-592.8 1.1333;1220.2,-536.5;1333.2,-616.3;1057.8,-574.3 ',
  '1.1667;1230.2,-535.3;1347.7,-604.6;1051.2,-556.6 1.2;1238.4,-531.4;1366.1,-596.3;1041.6,-540.1 1.2333;1248.0,-524.7;1377.7,-586.5;1031.3,-519.6 1.2667;1256.3,-525.2;1387.8,-575.7;1025.4,-500.6 1.3;1268.1,-522.5;1377.2,-566.1;1018.1,-483.4 ',
  ]);
  const contacts = extractStroke(frames, { table: CAROM_MATCH_TABLE, discipline: 'libre' }).events.filter((e): e is BallBallEvent => e.kind === 'ball-ball' && e.t < 1.1);
  it('is white-red then red-yellow, with no white-yellow contact', () => {
    // Both dated at the red's start: in either order.
    expect(contacts.map((e) => [...e.balls].sort().join('+')).sort()).toEqual(['red+white', 'red+yellow']);
    const ry = contacts.find((e) => e.balls.includes('yellow'))!;
    expect(Math.abs(ry.t - 0.903)).toBeLessThan(1 / 30);
  });
});
