/**
 * A thin kiss that sends the object ball off slower than a moving run: the
 * ball leaves its rest right at the contact, yet no run begins, so the
 * departure rule (`departsAt`, contacts.ts) saw no start (issue 6, session
 * 12). Recorded tracker output of the bundled clip
 * cadre-47-1-dedans-then-restees-dedans-field-1 (540p, 30 fps), stroke 1
 * from 7.3 s: the white passes the red at a tracked 2-3 mm beyond 2R (a true
 * 1.1 mm) and kisses it off 8 mm at ~35 mm/s; missing that contact lost a
 * restées-dedans foul, confidently.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { recordedFrames, pairEvents } from './events-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'cadre-47-1' as const };

describe('bundled cadre 47/1 clip, stroke 1 (recorded at 540p, 30 fps): the white kisses the red off slowly', () => {
  const frames = recordedFrames([
    '0;1092.3,270.4;1155.3,352.9;1133.0,477.5 0.0333;1092.3,270.4;1155.3,352.9;1133.0,477.5 0.0667;1092.5,270.3;1155.3,352.9;1133.0,477.5 0.1;1092.7,270.4;1155.3,352.9;1133.0,477.5 ',
    '0.1333;1103.6,294.7;1155.2,352.8;1133.0,477.5 0.1667;1104.6,317.5;1171.8,368.7;1133.0,477.5 0.2;1097.0,329.5;1197.3,393.7;1133.0,477.4 0.2333;1091.1,344.0;1220.6,416.9;1133.0,477.5 ',
    '0.2667;1087.3,360.0;1243.4,438.6;1133.0,477.5 0.3;1084.0,378.2;1264.2,459.6;1133.0,477.5 0.3333;1082.1,396.0;1283.6,478.1;1132.9,477.4 0.3667;1078.8,414.8;1301.5,496.3;1132.5,477.9 ',
    '0.4;1076.7,432.4;1322.1,513.2;1132.5,478.1 0.4333;1074.4,450.5;1340.4,532.2;1132.8,478.0 0.4667;1070.9,468.2;1357.4,550.8;1133.9,477.8 0.5;1067.6,485.4;1375.5,567.1;1134.6,477.7 ',
    '0.5333;1064.6,502.1;1389.2,585.0;1135.1,478.6 0.5667;1060.9,519.7;1375.6,598.9;1135.4,478.7 0.6;1057.5,536.3;1363.9,613.0;1136.9,478.6 0.6333;1054.4,553.1;1355.0,626.5;1138.3,478.8 ',
    '0.6667;1051.1,569.4;1346.2,640.6;1138.9,479.0 0.7;1047.1,586.4;1336.7,654.3;1139.4,479.3 0.7333;1043.4,602.5;1328.3,668.6;1139.9,479.6 0.7667;1039.7,618.6;1319.3,678.6;1140.1,479.7 ',
    '0.8;1036.1,635.2;1311.1,668.3;1140.2,479.8 0.8333;1033.5,651.9;1303.4,660.7;1140.4,480.0 0.8667;1029.5,668.2;1294.2,652.8;1140.5,480.1 0.9;1026.3,675.5;1286.3,645.3;1140.5,480.1 ',
    '0.9333;1024.9,664.8;1278.0,638.3;1140.6,480.2 0.9667;1021.9,654.3;1270.6,629.8;1140.6,480.2 1;1019.5,645.8;1262.4,623.1;1140.6,480.2 1.0333;1017.4,637.6;1254.6,616.2;1140.6,480.2 ',
    '1.0667;1015.7,628.8;1246.7,608.5;1140.6,480.2 1.1;1013.2,619.9;1239.0,601.8;1140.6,480.2 1.1333;1010.4,611.6;1231.4,594.5;1140.6,480.2 1.1667;1008.6,603.4;1223.6,587.4;1140.9,480.1 ',
    '1.2;1006.3,595.3;1216.8,580.5;1141.4,479.9 1.2333;1004.0,587.2;1209.8,574.4;1141.8,479.8 1.2667;1002.2,578.7;1202.5,567.1;1141.9,479.8 1.3;999.4,571.3;1195.1,560.7;1141.8,479.8 ',
  ]);
  it('reports the white-red contact at the kiss (true 0.451 s), below the referee line', () => {
    const kiss = pairEvents(extractStroke(frames, ctx).events, 'white', 'red');
    expect(kiss).toHaveLength(1);
    expect(Math.abs(kiss[0]!.t - 0.451)).toBeLessThan(1 / 30);
    expect(kiss[0]!.confidence ?? 1).toBeLessThan(0.9);
  });
});
