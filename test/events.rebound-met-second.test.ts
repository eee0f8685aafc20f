/**
 * A struck ball seen twice after its hidden rail, the second time already at the ball it meets next, reads that rail
 * off those two points (rebound.ts `metFirstTwo`, issue 6, session 56). Recorded tracker output (the points as the
 * events stage sees them), development three-cushion #16 stroke 2 at 30 fps under a player's varied cue cover
 * (EVAL_SEEDS=dev EVAL_CAMERA=cue EVAL_SKIP=15 EVAL_MATCHES=1 EVAL_FPS=30; times from 22.2346 s): the yellow rests at
 * (292, -508), is struck at 0.600 into the right rail (its contact line at y = -679, met at 0.645) and hidden under the
 * follow-through until 0.699, at (347, -514) on its way back; at 0.732 it is seen at (345, -422), 69 mm from the white
 * (2R + 7), and meets it 4 ms later. Its third point (0.765) is on the kiss's way out, so no three points make a line,
 * and the rail was lost: the yellow's cushions right, top, left before the red read as two, "no point" with
 * confidence 1 (truth: a point).
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { ballRails, recordedFrames } from './events-helpers.js';

describe('development three-cushion #16 stroke 2 at 30 fps under the cue cover (recorded): a rail under the follow-through, then a kiss', () => {
  const frames = recordedFrames([
  '0.0321;305.7,-366.4;292.7,-507.0;584.4,433.5 0.0654;306.0,-366.8;291.3,-508.5;583.1,434.5 0.0987;306.3,-366.9;293.5,-508.3;584.0,434.3 0.1321;306.8,-366.8;292.8,-508.3;583.4,433.4 0.1654;305.3,-366.5;293.1,-507.5;583.6,433.4 ',
  '0.1987;305.5,-366.6;;584.0,433.6 0.2321;305.8,-367.3;291.7,-507.9;583.5,433.6 0.2654;305.1,-365.6;;584.4,433.7 0.2987;305.1,-366.4;291.8,-507.9;584.3,433.8 0.3321;305.4,-366.3;292.9,-508.4;585.4,434.3 ',
  '0.3654;306.6,-366.3;291.4,-508.6;584.6,434.4 0.3987;306.7,-366.6;292.1,-509.1;583.6,434.1 0.4321;306.1,-365.8;292.2,-509.0;583.9,434.4 0.4654;304.9,-365.9;292.2,-508.1;583.2,434.4 0.4987;305.5,-365.7;291.5,-507.0;583.6,433.4 ',
  '0.5321;305.9,-366.5;292.0,-508.9;583.3,433.7 0.5654;306.3,-366.5;292.2,-509.6;584.2,434.5 0.5987;305.7,-367.5;291.7,-508.1;585.1,434.5 0.6321;305.9,-366.6;;584.8,433.8 0.6654;306.0,-366.1;;584.4,433.1 ',
  '0.6987;;347.5,-513.6;583.9,434.1 0.7321;305.1,-366.1;345.2,-422.2;583.9,433.5 0.7654;265.3,-317.7;388.0,-371.1;584.6,433.7 0.7987;;435.2,-327.9;584.1,434.3 0.8321;180.2,-224.4;478.0,-289.7;584.1,433.8 ',
  '0.8654;145.4,-179.8;526.9,-252.6;585.3,434.1 0.8987;104.4,-137.1;566.8,-216.6;584.0,434.5 0.9321;69.8,-94.7;607.3,-181.0;584.0,435.0 0.9654;29.5,-54.6;645.1,-149.1;583.7,434.2 0.9987;-1.0,-14.2;682.4,-116.5;583.5,433.1 ',
  '1.0321;-31.2,22.2;722.2,-94.6;583.8,432.9 1.0654;-69.1,60.6;; 1.0987;-102.7,99.1;;584.7,434.1 1.1321;-134.9,135.7;834.9,-20.1;584.5,435.1 1.1654;-164.9,174.0;871.0,4.9;585.4,433.4 ',
  '1.1987;-201.3,208.3;906.4,28.9;585.2,433.1 ',
  ]);
  it('reads the yellow\'s right rail before the kiss, and dates the strike from its rest', () => {
    const es = extractStroke(frames, { table: CAROM_MATCH_TABLE, discipline: 'three-cushion' }).events;
    const rails = ballRails(es, 'yellow').filter((e) => e.t < 0.736);
    // Truth: the right rail at 0.645.
    expect(rails.map((e) => e.cushion)).toEqual(['right']);
    expect(Math.abs(rails[0]!.t - 0.645)).toBeLessThan(1 / 30);
    const strike = es.find((e) => e.kind === 'strike');
    expect(strike).toMatchObject({ ball: 'yellow' });
    // Truth 0.600; without the rail the strike was dated at 0.686.
    expect(Math.abs(strike!.t - 0.6)).toBeLessThan(1 / 60);
  });
});
