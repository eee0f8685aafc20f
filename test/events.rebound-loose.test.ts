/**
 * A hidden rebound the geometry nearly shows (src/events/rebound-loose.ts,
 * used by rebound.ts `reboundOf`; issue 6, session 28). Recorded tracker
 * output of development three-cushion #214 stroke 5 at 30 fps (times from
 * 50.6 s; the truth: the white struck at 0.6716, its right cushion 0.7284,
 * its left 1.358): the white, 194 mm from the rail, is under the cue from
 * 0.27 to 0.83 and first seen coming back at 2.3 m/s. Its first line is
 * blurred (rms 3.45 mm) and turned 31° off the mirror by side spin: over the
 * sure bars, so the hit was missed and the strike dated at 0.80; a
 * confidently wrong "no point" (three cushions true, two found).
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { DOUBT_CONFIDENCE } from '../src/rules/doubt-readings.js';
import { recordedFrames } from './events-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'three-cushion' as const };

describe('development three-cushion #214 stroke 5 at 30 fps (recorded): a white struck under the cue into its near rail', () => {
  const frames = recordedFrames([
    '0;72.1,-485.8;1341.6,390.2;1247.9,433.2 0.0333;71.2,-486.2;1341.8,390.4;1248.7,432.7 0.0667;72.7,-486.0;1343.1,390.6;1248.0,433.9 0.1;;1342.6,391.3;1247.4,434.5 0.1333;;1342.7,390.3;1247.6,433.0 ',
    '0.1667;71.6,-485.6;1341.9,390.6;1248.1,433.7 0.2;72.5,-486.6;1342.0,390.9;1248.6,432.9 0.2333;;1342.7,389.6;1247.2,433.3 0.2667;72.0,-486.4;1342.0,390.2;1247.7,432.4 0.3;;1341.5,389.3;1246.8,432.7 ',
    '0.3333;;1341.7,391.3;1247.0,432.4 0.3667;;1342.4,390.2;1248.0,433.2 0.4;;1341.9,391.6;1248.0,432.6 0.4333;;1340.6,390.8;1247.9,432.8 0.4667;;1342.0,389.6;1246.7,432.5 ',
    '0.5;;1341.9,390.3;1247.5,433.6 0.5333;;1342.3,390.3;1248.1,433.3 0.5667;;1342.3,389.9;1248.4,432.6 0.6;;;1248.9,432.8 0.6333;;1343.0,390.4;1247.4,433.0 ',
    '0.6667;;1342.7,390.9;1247.8,432.2 0.7;;1342.4,390.7;1247.2,432.2 0.7333;;;1247.5,433.5 0.7667;;1341.5,390.4;1247.0,433.5 0.8;;1342.2,389.8;1247.2,432.9 ',
    '0.8333;108.8,-417.2;1342.9,391.0;1247.7,432.9 0.8667;134.0,-336.9;1342.3,389.7;1247.0,433.2 0.9;163.9,-262.5;1341.9,389.9;1248.2,432.8 0.9333;181.1,-191.4;1341.9,390.8;1248.0,431.9 0.9667;204.3,-119.3;1343.1,390.5;1248.3,433.0 ',
    '1;226.9,-51.5;1341.4,390.7;1247.5,433.0 1.0333;248.5,18.0;1342.7,390.5;1248.1,433.7 1.0667;269.6,88.8;1343.5,390.6;1247.9,432.5 1.1;294.1,153.7;1342.0,390.0;1247.6,433.2 1.1333;315.1,225.1;1341.9,390.2;1246.7,433.9 ',
    '1.1667;335.9,293.4;1341.9,390.6;1247.5,434.4 1.2;361.9,361.6;1342.4,390.6;1247.2,433.0 ',
  ]);
  const events = extractStroke(frames, ctx).events;
  it('reports the right cushion under the cue, for the referee to look at', () => {
    const hits = events.filter((e) => e.kind === 'cushion' && e.ball === 'white');
    expect(hits).toHaveLength(1);
    const hit = hits[0]!;
    expect(hit.kind === 'cushion' && hit.cushion).toBe('right');
    expect(Math.abs(hit.t - 0.7284)).toBeLessThan(1 / 30);
    expect(hit.confidence).toBeLessThan(DOUBT_CONFIDENCE);
  });
  it('dates the strike from the way in to that cushion, not from the first point seen', () => {
    const strike = events.find((e) => e.kind === 'strike')!;
    expect(Math.abs(strike.t - 0.6716)).toBeLessThan(2 / 30);
  });
});

describe('development one-cushion #21 stroke 3 at 30 fps (recorded): a yellow struck under the cue straight into the red', () => {
  // Times from 26.9 s; the truth: the yellow struck at 0.6554, yellow-red 0.7175, its first cushion 1.74. The yellow's way out
  // of the red, traced back, meets a cushion within the loose bars; the red starting while the yellow was unseen says a
  // contact bent its way (`othersStarted`): no hit, the strike not dated before it.
  const frames = recordedFrames([
  '0;-1141.6,-501.8;1205.5,-14.2;1012.0,21.4 0.0333;-1141.8,-502.6;1205.8,-15.7;1012.8,20.7 0.0667;-1141.4,-501.4;1204.5,-16.1;1012.3,22.2 0.1;-1142.3,-501.6;1205.4,-16.5;1012.7,22.0 0.1333;-1140.5,-502.1;1205.2,-16.5;1012.0,21.2 ',
  '0.1667;-1141.7,-502.1;1205.6,-15.4;1012.2,21.0 0.2;-1141.9,-501.3;1205.3,-15.3;1012.7,21.3 0.2333;-1141.5,-501.4;1205.1,-15.7;1012.8,21.7 0.2667;-1142.0,-501.5;;1012.0,21.0 0.3;-1141.4,-502.0;;1012.2,23.3 ',
  '0.3333;-1141.8,-501.3;;1012.3,22.6 0.3667;-1141.7,-501.5;;1011.1,20.6 0.4;-1141.6,-502.0;;1011.0,21.7 0.4333;-1140.9,-501.3;;1011.7,22.1 0.4667;-1140.5,-501.3;;1012.7,21.4 ',
  '0.5;-1141.9,-501.6;;1011.9,22.9 0.5333;-1142.2,-502.6;;1012.0,21.5 0.5667;-1140.9,-502.1;;1013.5,20.2 0.6;-1142.1,-501.8;;1012.6,22.1 0.6333;-1142.7,-501.8;;1013.0,21.2 ',
  '0.6667;-1141.0,-501.8;;1012.4,20.6 0.7;-1141.0,-503.0;1075.5,-32.7;1012.8,21.3 0.7333;-1141.6,-502.4;984.6,-48.6;1010.0,29.1 0.7667;-1140.6,-501.5;903.5,-74.8;1005.9,42.2 0.8;-1141.8,-502.6;815.8,-101.8;1001.5,55.4 ',
  '0.8333;-1141.7,-502.0;737.5,-126.9;1000.9,66.0 0.8667;-1141.0,-501.7;658.2,-147.9;994.6,76.7 0.9;-1141.3,-501.1;582.3,-169.8;989.6,87.4 0.9333;-1141.7,-502.9;508.6,-193.5;986.8,95.7 0.9667;-1141.6,-501.8;435.3,-214.0;984.3,109.5 ',
  '1;-1142.4,-502.4;363.7,-230.9;980.9,117.8 ',
  ]);
  const events = extractStroke(frames, { table: CAROM_MATCH_TABLE, discipline: 'one-cushion' }).events;
  it('reports no cushion of the yellow before the red moved', () => {
    expect(events.filter((e) => e.kind === 'cushion' && e.ball === 'yellow' && e.t < 0.9)).toHaveLength(0);
  });
  it('dates the strike within two frames of the truth', () => {
    const strike = events.find((e) => e.kind === 'strike')!;
    expect(Math.abs(strike.t - 0.6554)).toBeLessThan(2 / 30);
  });
});
