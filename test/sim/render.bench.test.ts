/**
 * Renderer benchmark and PNG samples, skipped unless asked for:
 *   BENCH=1 npx vitest run test/sim/render.bench.test.ts     (prints frames per second)
 *   SAMPLES=1 npx vitest run test/sim/render.bench.test.ts   (writes .tmp/render-sample-*.png)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cameraFromPose } from '../../src/camera/pose.js';
import { RUSSIAN_WHITES, type Discipline } from '../../src/contracts/ids.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE, type TableModel } from '../../src/geometry/tables.js';
import { createRenderer, randomLook, type SceneState } from '../../src/sim/render/index.js';

function setup(seed: number, discipline: Discipline, table: TableModel, width = 1920, height = 1080) {
  const camera = cameraFromPose({ width, height, heightMm: 2800, tiltDeg: 1.2, rollDeg: 0.6, distortion: { k1: -0.12, k2: 0.02, p1: 0.0005, p2: -0.0003, k3: 0 } }, table);
  return createRenderer({ camera, table, discipline, look: randomLook(seed, discipline, table) });
}

const caromState = (t: number): SceneState => ({
  balls: [
    { id: 'white', pos: [-700 + 1500 * t, 180 - 300 * t], v: [1500, -300], q: [Math.cos(t * 5), Math.sin(t * 5), 0, 0] },
    { id: 'yellow', pos: [-700, 0], q: [0.9, 0.3, 0.3, 0.1] },
    { id: 'red', pos: [1380, -680] },
  ],
  occluders: t === 0 ? [{ kind: 'cue', tip: [-740, 186], angle: Math.PI + 0.2, elevationDeg: 8, hand: true, arm: true }] : [],
});

describe.skipIf(!process.env.SAMPLES)('render samples', () => {
  it('writes PNG samples to .tmp/', async () => {
    mkdirSync('.tmp', { recursive: true });
    const carom = setup(Number(process.env.SEED ?? 1), 'three-cushion', CAROM_MATCH_TABLE);
    writeFileSync('.tmp/render-sample-1.png', await carom.encodePng(carom.render(caromState(0), 0)));
    const five = setup(Number(process.env.SEED ?? 1) + 1, 'five-pins', CAROM_MATCH_TABLE);
    const pins: SceneState = {
      balls: [{ id: 'white', pos: [-400, 200], v: [2500, -800] }, { id: 'yellow', pos: [300, 90] }, { id: 'red', pos: [710, 0] }],
      pins: [
        { id: 'centre', state: 'standing' }, { id: 'top', state: 'standing' }, { id: 'bottom', state: 'fallen', angle: 2.5 },
        { id: 'left', state: 'standing', pos: [8, 75] }, { id: 'right', state: 'standing' },
      ],
    };
    writeFileSync('.tmp/render-sample-2.png', await five.encodePng(five.render(pins, 1)));
    const rus = setup(Number(process.env.SEED ?? 1) + 2, 'russian-colour', PYRAMID_12FT_TABLE);
    const rstate: SceneState = {
      balls: [
        ...RUSSIAN_WHITES.map((id, i) => ({ id, pos: [600 + 60 * (i % 3), -130 + 70 * i] as const })),
        { id: 'colour' as const, pos: [-1000, -300] as const },
      ],
      occluders: [{ kind: 'hand', at: [1400, 700], angle: -2.5 }],
    };
    writeFileSync('.tmp/render-sample-3.png', await rus.encodePng(rus.render(rstate, 2)));
    expect(true).toBe(true);
  });
});

describe.skipIf(!process.env.BENCH)('render benchmark', () => {
  it('renders and encodes 1920×1080 JPEG frames', async () => {
    const r = setup(7, 'three-cushion', CAROM_MATCH_TABLE);
    const frames = Number(process.env.FRAMES ?? 120);
    const inFlight: Promise<Buffer>[] = [];
    let bytes = 0;
    const t0 = performance.now();
    for (let i = 0; i < frames; i++) {
      const rgb = r.render(caromState((i % 60) / 60), i);
      inFlight.push(r.encodeJpeg(rgb));
      // Keep two encodes on libuv's pool while the main thread renders the next frame.
      if (inFlight.length >= 2) bytes += (await inFlight.shift()!).length;
    }
    for (const p of inFlight) bytes += (await p).length;
    const s = (performance.now() - t0) / 1000;
    console.log(`render+JPEG 1920x1080: ${(frames / s).toFixed(1)} fps (${frames} frames, ${(bytes / frames / 1024).toFixed(0)} KiB/frame)`);
    expect(frames / s).toBeGreaterThan(0);
  }, 120_000);
});
