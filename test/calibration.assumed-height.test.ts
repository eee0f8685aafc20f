/**
 * The assumed-height fallback (assumed-height.ts assumedHeightFit): a frame whose
 * cushion face is about as light as the cloth gives no foot/nose pairs and
 * the base refuses it; with the hall's measured camera height the outline and
 * the diamonds calibrate it, saying that the height was assumed. A hidden
 * cushion, diamonds that disagree or a guessed height are still refused.
 * Development frame: seed SEED at 1280×720 with the face band at FACE.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli/main.js';
import { cameraCentre, project } from '../src/camera/model.js';
import { calibrateFrame, CalibrationError } from '../src/calibration/index.js';
import { mappingErrors, syntheticCase, type SyntheticCase } from '../src/calibration/synthetic.js';

const SEED = 203;
const FACE = 0.8;
const median = (a: number[]): number => [...a].sort((x, y) => x - y)[a.length >> 1]!;

describe('assumed-height fallback (faint cushion face)', () => {
  let c: SyntheticCase;
  let heightMm: number;
  beforeAll(() => {
    c = syntheticCase({ seed: SEED, size: [1280, 720], look: { faceShade: FACE } });
    heightMm = cameraCentre(c.camera)[2];
  }, 120_000);
  const img = (): { width: number; height: number; rgb: Uint8Array } => ({ width: c.width, height: c.height, rgb: c.rgb });

  it('without a measured height the frame is refused (no cushion-face pairs)', () => {
    expect(() => calibrateFrame(img(), { table: c.table.kind, orientation: c.orientation })).toThrow(/no table found/);
  });

  it('with the height measured to 1 % it calibrates within the goal and says the height was assumed', () => {
    const mm = Math.round(heightMm * 1.01);
    const r = calibrateFrame(img(), { table: c.table.kind, orientation: c.orientation, cameraHeight: { mm, sigmaMm: Math.round(0.01 * mm) } });
    const e = mappingErrors(c.camera, r.camera, c.table);
    expect(median(e.cloth)).toBeLessThan(1);
    expect(Math.max(...e.cloth)).toBeLessThan(3);
    expect(Math.max(...e.balls)).toBeLessThan(3);
    expect(r.residuals.height?.assumed).toBe(true);
    expect(r.residuals.height!.clothCornerMm).toBeGreaterThan(0.1);
    expect(r.calibration.source).toMatch(/camera height assumed/);
  });

  it('refuses a height known only to ±3 % (too uncertain to stand in for the faces)', () => {
    const mm = Math.round(heightMm);
    expect(() => calibrateFrame(img(), { table: c.table.kind, orientation: c.orientation, cameraHeight: { mm, sigmaMm: Math.round(0.03 * mm) } })).toThrow(/no table found.*too uncertain/);
  });

  it('refuses the frame with the right cushion hidden along its length', () => {
    // A grey body over the right (-y) rail and cushion, reaching 30 mm onto the cloth: the outline
    // follows the body's edge there, and the fit that follows it leaves a cushion's back edge bare.
    const rgb = Uint8Array.from(c.rgb);
    const hx = c.table.length / 2, hy = c.table.width / 2;
    for (let x = -hx - 200; x <= hx + 200; x += 2) {
      for (let y = -hy - 220; y <= -hy + 30; y += 2) {
        const p = project(c.camera, [x, y, 0]);
        if (!p) continue;
        for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) {
          const u = Math.round(p[0]) + dx, v = Math.round(p[1]) + dy;
          if (u < 0 || v < 0 || u >= c.width || v >= c.height) continue;
          rgb.set([95, 90, 85], (v * c.width + u) * 3);
        }
      }
    }
    const mm = Math.round(heightMm);
    expect(() => calibrateFrame({ width: c.width, height: c.height, rgb }, { table: c.table.kind, orientation: c.orientation, cameraHeight: { mm, sigmaMm: Math.round(0.01 * mm) } })).toThrow(/camera height given: the outline misses along/);
  });

  it('is asked for by calibrate --camera-height MM[:SIGMA], and said in the printed residuals', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabletrack-height-'));
    const png = join(dir, 'faint.png');
    writeFileSync(png, await sharp(Buffer.from(c.rgb), { raw: { width: c.width, height: c.height, channels: 3 } }).png().toBuffer());
    const run = async (extra: string[]) => {
      const out: string[] = [], err: string[] = [];
      vi.spyOn(process.stdout, 'write').mockImplementation((s) => (out.push(String(s)), true));
      vi.spyOn(process.stderr, 'write').mockImplementation((s) => (err.push(String(s)), true));
      try {
        return { code: await main(['calibrate', '--image', png, '--table', 'carom', '--orientation', c.orientation, ...extra]), out: out.join(''), err: err.join('') };
      } finally {
        vi.restoreAllMocks();
      }
    };
    const mm = Math.round(heightMm * 1.005);
    const ok = await run(['--camera-height', String(mm)]);
    expect(ok.code, ok.err).toBe(0);
    expect(JSON.parse(ok.out).residuals.height).toMatchObject({ assumed: true, mm, sigmaMm: Math.round(0.005 * mm * 10) / 10 });
    const refused = await run([]);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/no table found/);
    const bad = await run(['--camera-height', '2.9m']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--camera-height must be MM or MM:SIGMA/);
    const withCheck = await run(['--camera-height', String(mm), '--check', png]);
    expect(withCheck.code).toBe(2);
    expect(withCheck.err).toMatch(/--camera-height applies to the automatic calibration/);
  }, 60_000);

  // With coverage 0.7 and 8 diamonds within 0.35 px this frame was accepted with the cloth 3.0 mm off (median; worst
  // 8.1 mm): 11 diamonds at 0.31 px, the left cushion's outline on 84 % of its length.
  it('refuses seed 240, whose outline and diamonds hold too little of the table', () => {
    const w = syntheticCase({ seed: 240, size: [1280, 720], look: { faceShade: FACE } });
    const mm = Math.round(cameraCentre(w.camera)[2]);
    expect(() => calibrateFrame({ width: w.width, height: w.height, rgb: w.rgb }, { table: w.table.kind, orientation: w.orientation, cameraHeight: { mm, sigmaMm: Math.round(0.01 * mm) } })).toThrow(/camera height given: the outline misses along the left cushion/);
  }, 60_000);
});
