/**
 * A hitter missed from a frame before the strike until after its contact went its way in unseen, as one hidden longer
 * did (src/events/hidden-approach.ts `unseenWayIn`, issue 6, session 56). Recorded tracker output (the points as the
 * events stage sees them), development three-cushion #40 stroke 5 at 30 fps under a player's varied cue cover
 * (EVAL_SEEDS=dev EVAL_CAMERA=cue EVAL_SKIP=39 EVAL_MATCHES=1 EVAL_FPS=30; times from 58.0617 s): the white rests at
 * (1359, 432), 30 mm from the top rail's contact line; last seen at 0.572, struck at 0.600 off the top rail (0.626)
 * into the yellow (0.658), which meets the left rail (0.680) and comes back into the white (0.710). The white is
 * first seen at 0.672, after the first contact: missed 100 ms, under HIDDEN_GAP_S (0.15), its start was not `hidden`,
 * so its way in was never read; the top rail was lost and "no point" called with confidence 1 (truth: a point).
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { ballRails, recordedFrames } from './events-helpers.js';

describe('development three-cushion #40 stroke 5 at 30 fps under the cue cover (recorded): the white off its near rail into the yellow, unseen', () => {
  const frames = recordedFrames([
  '0.0050;1358.4,432.3;1348.7,633.5;689.5,-56.9 0.0383;1359.4,432.1;1347.9,632.6;690.4,-57.1 0.0716;1359.3,431.5;1347.9,633.0;690.0,-58.5 0.1050;1359.9,431.7;1348.5,632.5;690.4,-57.5 0.1383;1359.2,432.2;1348.1,633.9;689.5,-57.7 ',
  '0.1716;;1347.8,633.5;689.8,-57.5 0.2050;1359.2,433.1;1348.3,632.7;689.3,-57.3 0.2383;1359.0,432.9;1348.1,633.5;690.5,-57.9 0.2716;1359.2,432.3;1349.2,633.3;690.9,-57.1 0.3050;1360.0,433.7;1348.1,632.5;690.7,-57.1 ',
  '0.3383;1359.9,432.7;1347.8,633.4;689.6,-57.2 0.3716;1359.3,433.6;1346.9,632.0;689.0,-57.7 0.4050;1359.7,433.6;1348.0,632.9;689.5,-56.5 0.4383;;1347.9,633.8;690.1,-56.1 0.4716;;1348.0,632.8;690.4,-56.6 ',
  '0.5050;1360.3,431.7;1347.4,632.4;690.0,-56.5 0.5383;;1347.6,633.9;689.8,-59.0 0.5716;1359.6,432.7;1347.7,633.6;690.4,-57.2 0.6050;;1348.2,633.5;689.8,-56.5 0.6383;;1348.5,632.5;690.0,-56.9 ',
  '0.6716;1355.9,571.5;1339.1,664.5;690.7,-57.3 0.7050;1339.8,566.6;1326.8,637.7;690.5,-57.0 0.7383;1338.9,523.0;1306.0,620.3;689.7,-57.3 0.7716;1334.7,471.7;1287.0,613.4;691.0,-57.6 0.8050;1328.1,421.4;1270.2,606.7;691.0,-57.7 ',
  '0.8383;1319.6,368.0;1253.3,596.1; 0.8716;1311.4,317.6;1237.0,589.3;689.5,-57.2 0.9050;1303.7,266.5;1217.8,580.5;691.3,-58.5 0.9383;1300.5,211.0;1204.6,571.7;690.1,-57.9 0.9716;1286.3,161.9;1189.3,562.9;690.4,-56.8 ',
  '1.0050;1277.3,111.2;1171.2,556.2;690.7,-56.6 1.0383;1272.6,58.3;1155.7,544.4;690.6,-56.3 1.0716;1263.7,6.0;1137.4,538.1;689.5,-57.2 1.1050;1255.4,-44.5;1124.1,529.6;690.3,-57.5 1.1383;1248.2,-95.1;1109.4,520.9;689.4,-55.7 ',
  '1.1716;1240.4,-148.3;1091.8,513.4;688.9,-56.8 1.2050;1232.8,-196.8;1076.6,503.5;690.3,-57.4 1.2383;1223.8,-247.2;1063.4,498.6;690.6,-57.5 1.2716;1217.5,-296.2;1046.6,488.7;689.2,-56.8 ',
  ]);
  it('reads the white\'s top rail on its hidden way into the yellow', () => {
    const es = extractStroke(frames, { table: CAROM_MATCH_TABLE, discipline: 'three-cushion' }).events;
    expect(es.find((e) => e.kind === 'strike')).toMatchObject({ ball: 'white' });
    const rails = ballRails(es, 'white').filter((e) => e.t < 0.672);
    // Truth: the top rail at 0.626. Dated no earlier than the white's start as the stroke has it (its first sight, 0.672).
    expect(rails.map((e) => e.cushion)).toEqual(['top']);
    expect(rails[0]!.t).toBeGreaterThan(0.6);
    expect(rails[0]!.t).toBeLessThan(0.68);
  });
});
