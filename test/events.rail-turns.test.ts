/**
 * A ball's rail turn seen in its own points (`rail-turns.ts`, issue 6,
 * session 11): a ball lying a few cm from a rail, hit into it, comes back
 * into its hitter; its cushion hit is missed or timed at the first touch, and
 * without the turn between them the pair's second meeting was merged into the
 * first (`dropTwins`, the pair's findings) or fitted across the turn.
 * Recorded tracker output of development libre strokes at 30 fps, and
 * hand-made paths with known answers.
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { histories } from '../src/events/history.js';
import { TURN_DEPTH_MM, seenRailTurns } from '../src/events/rail-turns.js';
import { centreBounds } from '../src/track/geometry.js';
import { type Path, framesOf, recordedFrames, pairTimes } from './events-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'libre' as const };
const contactTimes = (frames: Parameters<typeof extractStroke>[0], a: BallId, b: BallId, lo: number, hi: number): number[] =>
  pairTimes(extractStroke(frames, ctx).events, a, b).filter((t) => t > lo && t < hi);
const { halfX, halfY } = centreBounds(CAROM_MATCH_TABLE);

/** Deterministic noise, uniform in ±a/2 per axis, different per seed. */
const jitter = (path: Path, a: number, seed: number): Path => (t) => {
  const q = path(t), u = (k: number): number => { const s = Math.sin(k * 12.9898 + seed * 78.233) * 43758.5453; return s - Math.floor(s) - 0.5; };
  return q && [q[0] + a * u(t * 1000), q[1] + a * u(t * 1000 + 0.5)];
};

describe('development libre #2 stroke 3 at 30 fps (recorded): the red back off the top rail (+x) into the white, 64 ms later', () => {
  // Times from 26.2 s; the truth: white-red 0.799, red top rail 0.828, red-white 0.865. The red's cushion hit was timed
  // at 0.800 (before the first touch, 0.801): no cushion lay between the pair's findings, whose distance stayed within
  // 6 mm of touching (3.5, 6.0, 2.0 mm): the second was merged into the first. The red's points turn on the rail at 0.833.
  const frames = recordedFrames([
  '0.0667;747.8,406.9;1305.6,512.3;1382.5,446.1 0.1;784.0,418.0;1305.3,510.9;1382.1,446.2 0.1333;820.9,421.1;1305.1,511.3;1381.4,446.5 0.1667;861.9,426.3;1305.7,512.1;1382.1,446.7 0.2;900.9,436.9;1306.1,510.6;1382.1,447.1 ',
  '0.2333;935.8,441.6;1305.9,511.0;1382.9,447.6 0.2667;975.2,443.5;1304.8,511.5;1383.3,446.5 0.3;1012.5,452.8;1304.6,511.0;1381.9,447.1 0.3333;1053.7,462.5;1305.7,510.6;1380.5,445.7 0.3667;1088.4,469.6;1304.8,512.3;1382.0,447.0 ',
  '0.4;1124.5,474.3;1306.3,511.2;1382.7,446.4 0.4333;1163.9,476.0;1304.6,510.8;1381.9,447.2 0.4667;1201.1,484.8;;1382.4,447.1 0.5;1239.0,491.9;1306.3,511.5;1382.1,447.7 0.5333;1250.2,488.3;1330.2,517.4;1382.7,447.7 ',
  '0.5667;1253.0,484.6;1361.8,530.7;1383.0,447.7 0.6;1262.6,482.1;1387.1,540.8;1380.6,447.1 0.6333;1272.3,480.4;1366.4,542.5;1381.5,447.1 0.6667;1282.0,476.6;1346.9,548.8;1382.1,446.5 0.7;1291.9,476.5;1325.7,556.2;1382.0,447.3 ',
  '0.7333;1305.2,473.1;1311.2,560.4;1381.3,446.9 0.7667;1313.9,471.9;1295.2,566.7;1382.2,447.0 0.8;1323.2,471.6;1278.4,569.9;1382.4,444.6 0.8333;1327.7,468.9;;1389.4,441.5 0.8667;1329.9,473.5;1245.2,580.0;1384.8,441.4 ',
  '0.9;1329.4,475.7;1231.1,585.1;1383.2,438.8 0.9333;1330.6,478.5;1211.8,588.7;1381.4,434.3 0.9667;1326.1,479.3;;1379.8,431.5 1;1324.9,483.9;1182.1,597.3;1379.4,429.0 1.0333;1328.3,483.4;1162.2,607.5;1378.4,425.3 ',
  '1.0667;1327.4,486.4;1147.5,607.9;1377.9,422.8 1.1;1327.9,486.7;1133.4,612.6;1376.4,421.3 1.1333;1327.1,490.4;1116.8,617.4;1378.3,418.3 ',
  ]);
  it('the red\'s turn is seen on the rail', () => {
    const turns = seenRailTurns(histories(frames).get('red')!, CAROM_MATCH_TABLE);
    expect(turns.filter((t) => t > 0.7 && t < 1)).toEqual([0.8333]);
  });
  it('is two white-red contacts, one at each touch', () => {
    const ts = contactTimes(frames, 'white', 'red', 0.7, 1);
    expect(ts).toHaveLength(2);
    expect(Math.abs(ts[0]! - 0.799)).toBeLessThan(2 / 30);
    expect(Math.abs(ts[1]! - 0.865)).toBeLessThan(2 / 30);
  });
});

describe('development libre #50 stroke 3 at 30 fps (recorded): the red back off the left rail (+y) into the yellow, 81 ms later', () => {
  // Times from 25.4 s; the truth: yellow-red 2.082, red left rail 2.115, red-yellow 2.163. The red is seen 6.9 and 7.3 mm
  // off the rail either side of its turn; its cushion hit was timed at the first touch (2.100): the pieces into the
  // second meeting ran through the turn, and the meeting was a doubt.
  const frames = recordedFrames([
  '0;998.4,-636.9;;1196.6,662.2 0.0333;998.3,-637.0;;1196.3,663.4 0.0667;;;1195.8,663.0 0.1;998.5,-637.9;;1197.6,663.5 0.1333;999.0,-638.1;;1197.3,663.5 ',
  '0.1667;998.2,-637.4;;1195.8,662.7 0.2;997.8,-637.9;;1196.7,663.2 0.2333;984.6,-644.4;;1196.5,663.1 0.2667;976.1,-649.4;;1195.6,662.7 0.3;965.0,-655.4;;1195.7,662.7 ',
  '0.3333;952.9,-660.8;1093.8,-600.0;1196.8,663.2 0.3667;942.2,-663.0;1096.9,-569.9;1196.2,663.7 0.4;933.5,-669.0;1098.0,-543.9;1196.5,662.8 0.4333;920.9,-671.8;1098.5,-518.9;1196.4,663.1 0.4667;914.1,-673.8;1101.4,-494.4;1196.6,662.9 ',
  '0.5;903.3,-678.8;1102.8,-468.1;1196.9,664.0 0.5333;897.3,-673.2;1105.8,-439.3;1195.8,663.6 0.5667;888.2,-672.6;1108.8,-418.6;1196.0,663.2 0.6;880.1,-669.7;1108.7,-394.8;1196.5,663.1 0.6333;869.6,-672.5;1113.1,-367.3;1197.1,663.9 ',
  '0.6667;864.9,-669.0;1111.7,-343.2;1196.2,663.4 0.7;855.4,-666.1;1112.0,-320.6;1196.8,663.8 0.7333;847.4,-663.5;1117.9,-294.1;1196.0,663.2 0.7667;839.3,-664.7;1115.4,-269.2;1195.5,663.1 0.8;833.8,-662.8;1116.8,-245.1;1196.7,663.3 ',
  '0.8333;823.1,-660.1;1120.9,-220.4;1196.6,663.4 0.8667;818.3,-659.2;1122.4,-196.8;1196.2,663.6 0.9;808.9,-658.3;1122.4,-173.0;1196.8,662.9 0.9333;804.8,-656.2;1124.3,-148.7;1195.5,663.3 0.9667;796.3,-653.6;1128.4,-122.8;1195.4,663.1 ',
  '1;790.3,-651.1;1128.1,-101.3;1195.5,663.2 1.0333;782.0,-650.1;1129.0,-78.3;1195.3,662.9 1.0667;777.4,-652.0;1130.4,-51.5;1197.1,663.6 1.1;770.4,-646.4;1132.2,-31.4;1196.4,664.2 1.1333;764.6,-645.7;1131.5,-9.3;1196.7,663.3 ',
  '1.1667;758.6,-644.2;1137.8,15.2;1195.8,664.2 1.2;751.2,-644.4;1136.8,39.4;1195.6,664.4 1.2333;745.2,-642.9;1138.3,59.3;1196.6,663.8 1.2667;736.3,-640.9;1143.6,84.2;1197.6,663.1 1.3;732.0,-639.9;1141.2,108.2;1196.0,664.1 ',
  '1.3333;724.8,-638.6;1145.1,127.5;1195.6,663.7 1.3667;721.4,-639.4;1145.5,149.8; 1.4;713.7,-635.9;1146.9,173.3;1196.0,662.9 1.4333;710.9,-634.2;1148.6,198.4;1195.1,662.9 1.4667;704.2,-633.4;1146.1,217.5;1195.3,663.0 ',
  '1.5;700.3,-632.0;1151.8,238.9;1196.2,663.0 1.5333;694.6,-631.2;1153.7,262.3;1196.8,663.6 1.5667;688.6,-630.2;1156.3,285.4;1196.3,662.8 1.6;684.0,-627.6;1156.7,306.9;1196.5,664.5 1.6333;680.9,-628.7;1156.0,325.7;1195.3,665.4 ',
  '1.6667;673.8,-627.2;1158.6,349.5;1196.4,662.8 1.7;668.3,-625.2;1162.3,371.2;1197.4,662.5 1.7333;666.2,-625.5;1162.0,390.9;1196.8,663.4 1.7667;659.9,-625.0;1162.7,410.3;1195.4,662.6 1.8;657.2,-621.2;1163.9,433.2;1197.0,662.7 ',
  '1.8333;652.7,-621.8;;1196.2,663.7 1.8667;647.7,-620.3;1166.7,472.4;1196.7,663.1 1.9;645.3,-619.0;1169.1,494.8;1197.0,662.9 1.9333;640.0,-618.3;1168.2,516.3;1196.3,664.5 1.9667;638.0,-616.5;1171.1,536.4;1196.0,663.6 ',
  '2;633.2,-617.6;1174.6,556.9;1196.0,663.1 2.0333;628.7,-615.8;1173.5,578.8;1197.0,664.0 2.0667;625.0,-615.2;1172.2,596.2;1196.9,663.9 2.1;621.7,-612.3;1175.7,606.6;1202.4,672.4 2.1333;620.9,-613.8;1170.3,612.7;1205.4,672.0 ',
  '2.1667;614.5,-613.7;1165.1,616.1;1208.0,663.6 2.2;612.1,-614.0;1157.6,615.8;1212.6,658.0 2.2333;608.7,-613.4;1150.9,616.9;1220.3,659.0 2.2667;608.2,-610.9;1146.1,622.9;1226.9,650.7 2.3;604.2,-615.0;1138.4,622.1;1232.3,647.6 ',
  '2.3333;600.8,-609.7;1134.2,620.1;1236.7,642.8 2.3667;600.9,-609.9;1126.2,621.1;1243.8,638.7 2.4;598.3,-607.4;1121.3,624.0;1250.0,635.6 2.4333;594.8,-607.9;1114.6,623.2;1255.3,631.0 ',
  ]);
  it('the red\'s turn is timed between its two points by the rail', () => {
    const turns = seenRailTurns(histories(frames).get('red')!, CAROM_MATCH_TABLE).filter((t) => t > 2 && t < 2.3);
    expect(turns).toHaveLength(1);
    expect(turns[0]).toBeGreaterThan(2.1);
    expect(turns[0]).toBeLessThan(2.1333);
  });
  it('is two yellow-red contacts', () => {
    const ts = contactTimes(frames, 'yellow', 'red', 2, 2.3);
    expect(ts).toHaveLength(2);
    expect(Math.abs(ts[1]! - 2.163)).toBeLessThan(2 / 30);
  });
});

describe('development libre #35 stroke 2 at 30 fps (recorded): the red off the right rail (−y) back into the yellow, 136 ms later', () => {
  // Times from 21.4 s; the truth: yellow-red 1.027, red right rail 1.093, red-yellow 1.162. The red's cushion hit was
  // not found; its points turn at 1.100, 9 mm off the line, on the way out: timed there, the turn left the red's way back
  // one point and the second meeting was lost; and the turn cuts the red's way out of the first touch to one point:
  // that touch is fitted with the cushion hits alone (else only the start's cause, at 0.75, reported it).
  const frames = recordedFrames([
  '0.0667;1358.0,652.5;;1194.1,-597.3 0.1;1357.4,653.9;;1194.5,-597.5 0.1333;1357.1,653.1;;1194.1,-597.6 0.1667;1356.1,653.1;;1195.0,-597.6 0.2;1356.5,653.6;;1195.1,-596.8 ',
  '0.2333;1356.8,653.0;;1195.0,-596.1 0.2667;1358.4,653.2;;1195.3,-596.5 0.3;1356.7,653.4;;1193.3,-597.0 0.3333;1358.2,653.1;;1194.8,-597.3 0.3667;1356.8,653.7;;1194.9,-596.9 ',
  '0.4;1357.4,653.0;;1194.1,-596.8 0.4333;1357.2,653.3;;1194.3,-597.0 0.4667;1357.2,652.8;1326.6,244.6;1194.4,-597.1 0.5;1358.1,652.7;1318.8,190.7;1194.2,-596.5 0.5333;1357.5,653.6;1309.4,144.7;1193.1,-596.0 ',
  '0.5667;1357.9,652.6;1304.0,93.4;1193.8,-598.0 0.6;1356.6,653.2;1296.9,46.8;1195.2,-596.3 0.6333;1356.6,652.8;1286.2,2.8;1194.4,-597.2 0.6667;1357.1,654.5;1281.7,-44.6;1195.1,-596.1 0.7;1357.3,653.5;1271.5,-90.7;1194.1,-595.9 ',
  '0.7333;1356.3,653.2;1263.6,-137.0;1194.1,-597.6 0.7667;1357.5,652.9;1257.1,-183.7;1195.1,-596.5 0.8;1356.7,653.2;1253.3,-231.4;1193.5,-597.5 0.8333;1357.1,653.8;1244.1,-276.4;1194.0,-596.6 0.8667;1357.7,652.8;1238.5,-321.6;1194.2,-597.5 ',
  '0.9;1356.7,653.5;1229.3,-366.0;1195.1,-597.3 0.9333;1356.9,652.1;1221.4,-408.8;1195.0,-597.3 0.9667;1356.6,652.9;1217.1,-455.8;1194.6,-596.9 1;1357.4,652.7;1206.7,-504.0;1194.3,-597.3 1.0333;1358.0,652.0;1199.6,-535.0;1194.6,-604.6 ',
  '1.0667;1357.4,653.3;1199.4,-539.2; 1.1;1358.5,653.7;1195.1,-541.6;1185.8,-670.3 1.1333;1357.2,653.0;1189.4,-548.7; 1.1667;1357.9,652.8;1190.8,-548.7;1179.4,-618.8 1.2;1356.6,652.4;1188.7,-528.2;1171.3,-625.0 ',
  '1.2333;1358.5,652.3;1190.1,-503.6;1168.4,-630.2 1.2667;1357.4,652.9;1188.7,-483.4;1167.1,-633.9 1.3;1357.3,652.5;1187.5,-467.4;1160.2,-636.0 1.3333;1356.6,653.4;1183.8,-452.4;1157.4,-638.4 1.3667;1357.3,653.4;1184.1,-437.9;1154.8,-639.1 ',
  '1.4;1357.0,653.6;1183.0,-423.9;1150.3,-639.8 1.4333;1357.8,653.1;1182.3,-411.9;1144.9,-641.2 ',
  ]);
  it('is two yellow-red contacts, the first a path finding', () => {
    const es = extractStroke(frames, ctx).events.filter((e) => e.kind === 'ball-ball' && e.t > 0.9 && e.t < 1.3);
    expect(es).toHaveLength(2);
    expect(es[0]!.confidence).toBeGreaterThanOrEqual(0.95);
    expect(Math.abs(es[1]!.t - 1.162)).toBeLessThan(2 / 30);
  });
});

describe('development three-cushion #14 stroke 6 at 30 fps (recorded): one touch of a yellow lying 9 mm off the left rail (+y)', () => {
  // Times from 66.1 s; the truth: white-yellow 1.230, yellow left rail 1.236, white left rail 1.260. Reported twice, from
  // the yellow's start (1.222, 0.8) and from the pair's paths (1.250, 0.85), either side of the yellow's turn on the rail
  // (1.233): the pair parted there (24 mm, then 106 mm a frame later), so the turn does not make the two reports two meetings.
  const frames = recordedFrames([
  '0.0333;-723.5,-425.1;254.2,669.4;354.8,-240.1 0.0667;-722.6,-426.4;255.4,671.2;354.0,-240.6 0.1;-723.5,-426.8;255.2,671.0;355.0,-240.8 0.1333;-723.4,-426.5;255.7,669.8;354.6,-241.2 0.1667;-723.6,-425.2;255.3,670.5; ',
  '0.2;-723.1,-426.3;254.5,670.8;355.4,-241.0 0.2333;-722.3,-426.1;255.1,670.4;354.3,-240.2 0.2667;-724.1,-426.6;254.6,671.2;353.8,-239.7 0.3;-723.7,-426.3;254.6,671.4;355.8,-239.9 0.3333;-721.7,-426.4;255.3,671.2;355.1,-239.3 ',
  '0.3667;-724.0,-427.1;254.5,671.2;355.4,-238.4 0.4;;255.1,670.4;354.6,-240.3 0.4333;-722.9,-425.9;254.9,670.7;354.5,-240.0 0.4667;;255.7,670.8;355.0,-240.6 0.5;;254.6,670.8;355.2,-240.4 ',
  '0.5333;;254.7,670.2;355.7,-240.9 0.5667;;255.0,669.9;355.0,-240.9 0.6;;254.9,669.9;354.3,-239.7 0.6333;;255.5,671.0;355.2,-240.3 0.6667;;253.7,670.1;355.2,-240.2 ',
  '0.7;;254.8,670.6;354.7,-239.3 0.7333;;;355.4,-240.4 0.7667;;255.0,671.4;355.8,-240.0 0.8;;254.6,670.8;354.9,-240.6 0.8333;;254.0,670.5;354.3,-239.5 ',
  '0.8667;;254.0,669.6;355.3,-239.3 0.9;;253.8,670.5;353.7,-238.7 0.9333;-510.6,-182.2;254.9,670.5;355.0,-239.8 0.9667;-421.4,-76.9;254.6,670.5;355.2,-239.3 1;-340.6,21.2;255.3,670.6;354.9,-239.6 ',
  '1.0333;-259.3,110.4;255.4,670.6;354.6,-241.2 1.0667;-178.2,207.6;254.2,669.9;354.8,-240.6 1.1;-98.4,303.2;254.5,671.2;354.9,-240.7 1.1333;-18.5,393.1;254.7,669.9;355.2,-240.3 1.1667;59.4,484.4;254.1,671.0;354.6,-239.1 ',
  '1.2;135.3,572.1;254.2,670.8;355.0,-240.0 1.2333;197.2,649.5;277.6,678.8;355.4,-239.5 1.2667;184.1,672.4;349.5,645.8;354.5,-241.6 1.3;176.3,642.9;414.0,611.5;355.7,-239.6 1.3333;171.0,611.7;482.7,579.6;354.9,-240.4 ',
  '1.3667;168.3,588.8;549.4,546.6;354.9,-241.0 1.4;168.8,559.3;615.0,513.6;354.2,-240.3 1.4333;165.4,539.1;676.6,482.0;354.7,-240.8 1.4667;162.9,516.2;738.1,453.7;355.5,-241.1 ',
  ]);
  it('is one white-yellow contact', () => {
    expect(contactTimes(frames, 'white', 'yellow', 1.1, 1.4)).toHaveLength(1);
  });
});

describe('hand-made paths at 30 fps', () => {
  const side = halfY;
  it('a ball 7 mm off a long rail (+y), pushed into it at 300 mm/s and back at 200: one turn, at the rail', () => {
    const t1 = 0.5, tRail = t1 + 7 / 300;
    const red: Path = (t) => [400, t <= t1 ? side - 7 : t <= tRail ? side - 7 + 300 * (t - t1) : side - 200 * Math.min(t - tRail, 0.4)];
    for (let seed = 1; seed <= 6; seed++) {
      const turns = seenRailTurns(histories(framesOf({ red: jitter(red, 2, seed) }, 1.2, 30)).get('red')!, CAROM_MATCH_TABLE);
      expect(turns, `seed ${seed}`).toHaveLength(1);
      expect(Math.abs(turns[0]! - tRail), `seed ${seed}`).toBeLessThan(1 / 30);
    }
  });
  it('a fast ball seen 9 mm off the rail after its turn: the turn is timed before that point (out no faster than in)', () => {
    // In at 1300 mm/s, out at 800: the point nearest the rail, at 0.5 s, lies on the way out.
    const tRail = 0.5 - 9 / 800;
    const red: Path = (t) => [halfX - (t <= tRail ? 1300 * (tRail - t) : 800 * (t - tRail)), 100];
    const turns = seenRailTurns(histories(framesOf({ red }, 1, 30)).get('red')!, CAROM_MATCH_TABLE);
    expect(turns).toHaveLength(1);
    expect(turns[0]).toBeLessThan(0.5);
    expect(Math.abs(turns[0]! - tRail)).toBeLessThan(0.002);
  });
  it('no turn for a ball rolling along the rail 2 mm off it, nor one lying against it', () => {
    const along: Path = (t) => [-500 + 400 * t, side - 2];
    const lying: Path = () => [300, side - 1];
    for (let seed = 1; seed <= 6; seed++) {
      const hs = histories(framesOf({ white: jitter(along, TURN_DEPTH_MM - 0.5, seed), red: jitter(lying, TURN_DEPTH_MM - 0.5, seed + 9) }, 1.5, 30));
      expect(seenRailTurns(hs.get('white')!, CAROM_MATCH_TABLE), `seed ${seed}`).toEqual([]);
      expect(seenRailTurns(hs.get('red')!, CAROM_MATCH_TABLE), `seed ${seed}`).toEqual([]);
    }
  });
});
