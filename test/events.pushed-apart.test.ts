/**
 * A slow ball following another into a rail and thrown back off it (issue 6,
 * scenario libre corner stroke 0 at 25 fps): white at 110 mm/s catches
 * yellow rolling at 60 mm/s 10 mm short of the right rail; the touch, the
 * rail hit and yellow back into white fall within 33 ms, inside one frame.
 * The rail's impulse on yellow cancels its share of the pair's kink, but
 * white is seen thrown back along the line of centres: one contact
 * (src/events/pushed-apart.ts), not a doubt left on the rest.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { recordedFrames } from './events-helpers.js';

/** Tracked frames (t;white;yellow;red) of the scenario's stroke 0, simulated detections at 25 fps, noise seed 1012 (the evaluation's). */
const PINCH = [
  '3.00;1247.5,473.3;1340.0,556.1;1259.3,629.3 ',
  '3.04;1255.5,474.0;1344.2,555.1;1260.9,627.0 ',
  '3.08;1262.5,478.8;1348.7,552.1;1260.0,625.8 ',
  '3.12;1270.9,476.4;1351.0,547.7;1260.5,625.7 ',
  '3.16;1275.4,478.6;1354.9,542.9;1261.5,627.3 ',
  '3.20;1279.6,482.3;1357.1,541.3;1259.9,626.4 ',
  '3.24;1285.6,478.9;1362.6,537.0;1258.5,624.5 ',
  '3.28;1291.1,482.6;1364.3,535.1;1259.5,623.2 ',
  '3.32;1296.7,483.3;1367.9,532.0;1260.8,624.6 ',
  '3.36;;1370.8,530.2;1261.5,625.3 ',
  '3.40;1308.7,487.4;1375.3,525.8;1261.4,624.6 ',
  '3.44;1312.7,488.8;1376.6,525.3;1260.1,624.1 ',
  '3.48;1316.7,486.4;1380.7,523.1;1260.8,624.6 ',
  '3.52;1320.5,487.1;1383.9,519.6;1262.1,624.0 ',
  '3.56;1325.3,488.3;1385.0,517.8;1260.7,625.2 ',
  '3.60;1328.7,490.6;1385.5,513.6;1261.5,624.1 ',
  '3.64;1333.5,490.1;1389.8,513.8;1260.3,624.2 ',
  '3.68;;1390.6,515.0;1261.7,623.8 ',
  '3.72;1330.4,487.1;1389.5,515.9;1260.8,624.4 ',
  '3.76;1331.2,487.0;1389.8,517.6;1261.3,624.8 ',
  '3.80;1328.5,485.7;1389.5,515.6;1260.3,624.4 ',
  '3.84;1329.0,483.4;1388.0,514.0;1261.5,625.5 ',
  '3.88;1327.5,483.0;1390.3,516.5;1261.2,625.9 ',
  '3.92;1328.2,479.6;1389.5,515.1; ',
  '3.96;1326.0,481.5;1389.8,515.9;1261.9,622.9 ',
  '4.00;1326.1,480.4;1389.0,515.5;1261.1,624.5 ',
  '4.04;1327.4,480.9;1389.3,514.8;1260.3,624.7 ',
  '4.08;1326.5,482.4;1389.5,516.6;1261.2,623.3 ',
  '4.12;1325.5,481.1;1388.3,515.0;1261.3,625.3 ',
  '4.16;1326.3,480.0;1388.6,515.3;1261.4,623.8 ',
  '4.20;1325.0,481.1;1388.8,515.4;1261.0,625.6 ',
  '4.24;1325.9,481.1;1390.0,514.9;1261.1,624.9 ',
  '4.28;1327.0,480.3;1390.3,515.7;1259.6,624.6 ',
  '4.32;1326.5,480.8;1389.4,515.2;1261.3,625.3 ',
  '4.36;1325.3,480.3;1389.1,515.7;1261.5,624.5 ',
  '4.40;1326.6,480.3;1388.9,515.9;1261.3,625.0 ',
];

describe('a slow ball pinched against a rail by its follower', () => {
  it('is one contact of the pair, at the touch (the follower is thrown back)', () => {
    const events = extractStroke(recordedFrames(PINCH), { table: CAROM_MATCH_TABLE, discipline: 'libre' }).events;
    const contacts = events.filter((e) => e.kind === 'ball-ball');
    expect(contacts).toHaveLength(1);
    expect([...(contacts[0] as { balls: string[] }).balls].sort()).toEqual(['white', 'yellow']);
    // True touches at 3.616 and 3.635 s: within two frames.
    expect(Math.abs(contacts[0]!.t - 3.625)).toBeLessThan(2 / 25);
  });
});
