/**
 * The live path's rolling shutter (config `vision.rollingShutterS`): the events stage gets the calibrated camera's
 * rows, so each event is dated at the time its row was read (src/events/capture-times.ts; the evaluation's hall
 * camera reads the table's rows instead, src/track/hall-camera.ts eventsShutter).
 */
import { describe, expect, it } from 'vitest';
import { project } from '../src/camera/model.js';
import { cameraFromPose } from '../src/camera/pose.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { eventsContext } from '../src/pipeline/vision-stages.js';
import { parseConfig } from '../src/server/config.js';
import { lagS } from '../src/track/shutter.js';

describe('rolling shutter on the live path', () => {
  const table = CAROM_MATCH_TABLE;
  const camera = cameraFromPose({ width: 1280, height: 720, heightMm: 2600 }, table);

  it('gives the events stage the calibrated camera\'s rows: a ball\'s lag is the readout times its row\'s share', () => {
    const ctx = eventsContext({ camera, table, discipline: 'three-cushion', rollingShutterS: 0.012 });
    expect(ctx.shutter?.readoutS).toBe(0.012);
    for (const [x, y] of [[0, 0], [1200, 600], [-1300, -650], [400, -300]] as const) {
      const v = project(camera, [x, y, table.ballRadius])![1];
      expect(lagS(ctx.shutter!, x, y)).toBeCloseTo((0.012 * v) / 719, 9);
    }
    // The two long rails lie at the image's top and bottom: read ~10 ms apart under a 12 ms readout.
    expect(Math.abs(lagS(ctx.shutter!, 0, table.width / 2) - lagS(ctx.shutter!, 0, -table.width / 2))).toBeGreaterThan(0.008);
  });

  it('leaves the events as seen under a global shutter, and while no calibration is in force', () => {
    expect(eventsContext({ camera, table, discipline: 'libre' })).toEqual({ table, discipline: 'libre' });
    expect(eventsContext({ camera, table, discipline: 'libre', rollingShutterS: 0 })).toEqual({ table, discipline: 'libre' });
    expect(eventsContext({ camera: null, table, discipline: 'libre', rollingShutterS: 0.012 })).toEqual({ table, discipline: 'libre' });
  });

  it('takes the readout from the config, naming the field when it is out of range', () => {
    expect(parseConfig({}).vision.rollingShutterS).toBe(0);
    expect(parseConfig({ vision: { rollingShutterS: 0.016 } }).vision.rollingShutterS).toBe(0.016);
    expect(() => parseConfig({ vision: { rollingShutterS: 0.2 } })).toThrow(/vision\.rollingShutterS/);
  });
});
