/**
 * A ball already moving, pushed again by a ball back off its rail (spun-push.ts;
 * issue 6, session 30). Development five-pins #231 stroke 3 at 50 fps (seeds
 * 201-240), recorded tracker rows from 31.9 s (t;white;yellow;red): the yellow,
 * struck by the cue, hit the white at rest (0.198); the white went into its
 * rails and back off the second (0.531) into the yellow running on at
 * +0.93 m/s, 72 mm off any rail (0.552), and into that rail again (0.566).
 * The yellow was missed in the frame after; it left at -0.45 m/s. The pair's
 * distance never came under 2R + 14 mm at a frame and no contact was found.
 * The yellow carries the cue's spin (pushed-again.ts asks a ball set off from
 * rest), but no spin reverses a ball by 1.4 m/s in a frame.
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { recordedPairEvents } from './events-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'five-pins' as const };

const PUSHED_ON_RUN = [
  '0;1084.1,-543.3;659.9,-279.2;-1046.1,531.7 0.02;1084.1,-543.7;696.7,-295.6;-1046.6,531.9 0.04;1084.7,-542.5;736.5,-318.8;-1045.8,531.0 0.06;1084.7,-542.9;780.3,-344.6;-1048.0,532.3 0.08;1084.7,-543.3;820.2,-366.2;-1048.5,532.4 ',
  '0.1;1083.9,-543.4;856.6,-388.2;-1047.3,532.0 0.12;1083.3,-542.7;894.6,-407.7;-1047.7,532.2 0.14;1084.6,-543.2;935.1,-432.7;-1047.1,531.0 0.16;1084.4,-543.0;975.2,-455.4;-1046.0,531.8 0.18;1084.7,-543.2;1012.4,-482.4;-1046.6,532.5 ',
  '0.2;1086.6,-549.8;1047.2,-497.8;-1046.1,531.6 0.22;1118.6,-581.9;1057.8,-488.7;-1046.7,531.3 0.24;1147.0,-610.4;1068.8,-479.8;-1048.1,530.9 0.26;1173.9,-636.8;1080.2,-474.9;-1047.9,530.2 0.28;1197.8,-668.5;1092.8,-466.4;-1047.0,531.5 ',
  '0.3;1218.9,-667.2;1108.4,-460.3;-1046.6,532.3 0.32;1237.8,-644.4;1122.4,-454.6;-1045.6,532.2 0.34;1252.8,-622.5;1136.5,-453.4;-1046.9,532.6 0.36;1271.1,-603.3;1152.0,-446.7;-1047.6,531.5 0.38;1287.2,-585.9;1164.0,-444.8;-1047.2,530.8 ',
  '0.4;1300.4,-565.8;1182.5,-442.2;-1047.4,531.7 0.42;1314.5,-544.7;1197.8,-440.7;-1045.8,531.7 0.44;1329.9,-527.2;1218.1,-437.1;-1045.6,532.0 0.46;1345.6,-508.6;1234.1,-434.8;-1047.4,531.5 0.48;1357.6,-490.9;1250.4,-436.8;-1046.1,531.5 ',
  '0.5;1371.7,-481.0;1272.1,-436.0;-1047.2,531.6 0.52;1385.4,-460.9;1285.5,-438.3;-1047.7,531.0 0.54;1384.7,-443.8;1306.4,-437.6;-1046.9,531.6 0.56;1386.8,-427.0;;-1046.4,532.3 0.58;1377.7,-412.4;1305.1,-437.0;-1046.9,532.3 ',
  '0.6;1365.7,-401.1;1298.4,-436.9;-1047.7,531.0 0.62;1355.0,-383.2;1289.5,-437.2;-1046.8,531.5 0.64;;1282.2,-437.0;-1046.9,531.7 0.66;1333.4,-352.8;1279.4,-437.9;-1046.0,532.7 0.68;1325.9,-338.3;1272.8,-436.8;-1046.8,530.9 ',
  '0.7;1314.5,-320.2;1271.8,-437.8;-1045.8,531.4 0.72;1306.9,-303.2;1267.9,-437.0;-1046.2,531.3 0.74;1296.0,-290.3;1264.1,-436.6;-1046.5,532.7 0.76;1286.6,-277.1;1263.8,-436.9;-1046.4,531.9 0.78;1275.1,-263.5;1263.1,-439.1;-1046.2,531.6 ',
  '0.8;1265.3,-245.1;1260.1,-437.1;-1046.2,531.1 0.82;1254.2,-229.9;1258.9,-436.6;-1047.6,531.9 0.84;1245.4,-214.5;1256.9,-437.4;-1047.8,532.1 0.86;1235.4,-198.3;1257.0,-438.8;-1046.8,531.0 0.88;1224.6,-183.0;1257.5,-439.9;-1046.7,531.4 ',
  '0.9;1213.9,-166.6;1254.1,-438.0;-1046.8,531.4 ',
];

const whiteYellow = (rows: readonly string[]): StrokeEvent[] =>
  recordedPairEvents(rows, ctx, 'white', 'yellow').filter((e) => (e.confidence ?? 1) >= 0.5);

/** The same rows with the red at rest 2R + 25 mm from the yellow's reversal (2R + 18 mm from every place of the pair): it could have turned the yellow. */
function redBeside(): string[] {
  return PUSHED_ON_RUN.join('').trim().split(' ').map((row) => {
    const [t, w, y] = row.split(';');
    return `${[t, w, y, `${(1242 + 0.8 * Math.sin(Number(t) * 977)).toFixed(1)},${(-356 - 0.8 * Math.cos(Number(t) * 531)).toFixed(1)}`].join(';')} `;
  });
}

describe('five-pins #231 stroke 3 at 50 fps: the yellow, running on, thrown back by the white off its rail', () => {
  it('is a second white-yellow contact at the yellow\'s reversal, for the referee', () => {
    const ts = whiteYellow(PUSHED_ON_RUN);
    expect(ts).toHaveLength(2);
    // True touches 0.1978 and 0.5524.
    expect(Math.abs(ts[0]!.t - 0.1978)).toBeLessThan(1 / 50);
    expect(Math.abs(ts[1]!.t - 0.5524)).toBeLessThan(1 / 50);
    expect(ts[1]!.confidence!).toBeLessThan(0.9);
  });

  it('is not claimed where a third ball lay near the yellow\'s reversal', () => {
    expect(whiteYellow(redBeside())).toHaveLength(1);
  });
});
