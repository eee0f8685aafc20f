import { describe, expect, it } from 'vitest';
import { cameraFromPose, project, type Camera, type Vec3 } from '../../src/camera/index.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE } from '../../src/geometry/tables.js';
import { makeContext } from '../../src/sim/render/context.js';
import { ballCoverage, createRenderer, randomLook, type SceneState } from '../../src/sim/render/index.js';

// Small images keep the per-pixel precompute quick on 2 cores; exactness does not depend on size.
const barrel = { k1: -0.16, k2: 0.04, p1: 0.0006, p2: -0.0004, k3: 0 };
const cams: [string, Camera][] = [
  ['960×540 straight', cameraFromPose({ width: 960, height: 540, heightMm: 3000 }, CAROM_MATCH_TABLE)],
  ['1280×720 tilted barrel', cameraFromPose({ width: 1280, height: 720, heightMm: 2300, tiltDeg: 3, panDeg: 2, rollDeg: -1.5, distortion: barrel }, CAROM_MATCH_TABLE)],
  ['1920×1080 flipped', cameraFromPose({ width: 1920, height: 1080, heightMm: 2600, flipped: true, over: [100, 60], distortion: barrel }, CAROM_MATCH_TABLE)],
];

describe('ball silhouettes', () => {
  it.each(cams)('%s: coverage centroid within 0.3 px of project([x, y, r])', (_, cam) => {
    const ctx = makeContext(cam, CAROM_MATCH_TABLE, randomLook(1, 'three-cushion', CAROM_MATCH_TABLE));
    const r = CAROM_MATCH_TABLE.ballRadius;
    const positions: [number, number][] = [[0, 0], [-1389, 679], [1389, -679], [1389, 679], [-1389, -679], [613.3, -101.7], [-20, 690]];
    for (const [x, y] of positions) {
      const centre: Vec3 = [x, y, r];
      const { box, cov } = ballCoverage(ctx, centre, r);
      const w = box.x1 - box.x0 + 1;
      let s = 0, su = 0, sv = 0;
      cov.forEach((c, i) => { s += c; su += c * (box.x0 + (i % w)); sv += c * (box.y0 + Math.floor(i / w)); });
      const p = project(cam, centre)!;
      const err = Math.hypot(su / s - p[0], sv / s - p[1]);
      if (process.env.SHOW) console.log(_, x, y, err.toFixed(3));
      expect(err, `ball at ${x},${y}`).toBeLessThan(0.3);
      // The silhouette has the ball's area: π (f r / depth)² within 15 % (distortion changes scale).
      const rpx = (cam.intrinsics.fx * r) / (Math.abs(ctx.C[2]) - r);
      expect(s / (Math.PI * rpx * rpx)).toBeGreaterThan(0.8);
      expect(s / (Math.PI * rpx * rpx)).toBeLessThan(1.2);
    }
  });
});

describe('renderer', () => {
  const cam = cameraFromPose({ width: 640, height: 360, heightMm: 2800, tiltDeg: 1, distortion: barrel }, CAROM_MATCH_TABLE);
  const state: SceneState = {
    balls: [
      { id: 'white', pos: [-700, 180] },
      { id: 'yellow', pos: [300, -400] },
      { id: 'red', pos: [1200, 600] },
    ],
  };

  function look(seed: number) {
    const l = randomLook(seed, 'three-cushion', CAROM_MATCH_TABLE);
    // Plain balls: this test reads their colours at the centre.
    for (const b of Object.values(l.balls)) b.marks = 'none';
    return { ...l, balls: { ...l.balls, yellow: { ...l.balls.yellow!, albedo: [0.95, 0.5, 0.02] as const } } };
  }

  it('draws each ball in its colour at its projected centre', () => {
    for (const seed of [1, 2, 3]) {
      const r = createRenderer({ camera: cam, table: CAROM_MATCH_TABLE, discipline: 'three-cushion', look: look(seed), noNoise: true });
      const img = r.render(state, 0);
      const at = (x: number, y: number): [number, number, number] => {
        const [u, v] = project(cam, [x, y, CAROM_MATCH_TABLE.ballRadius])!.map(Math.round) as [number, number];
        const o = (v * cam.width + u) * 3;
        return [img[o]!, img[o + 1]!, img[o + 2]!];
      };
      const [wr, wg, wb] = at(-700, 180);
      expect(Math.min(wr, wg, wb)).toBeGreaterThan(150); // white: bright in every channel
      expect(Math.max(wr, wg, wb) - Math.min(wr, wg, wb)).toBeLessThan(60);
      const [yr, yg, yb] = at(300, -400);
      expect(yr).toBeGreaterThan(150); expect(yg).toBeGreaterThan(90); expect(yb).toBeLessThan(yg * 0.6); // yellow
      const [rr, rg, rb] = at(1200, 600);
      expect(rr).toBeGreaterThan(rg * 1.6); expect(rr).toBeGreaterThan(rb * 1.6); // red
      // Away from the balls the frame is the static table.
      const o = (10 * cam.width + 10) * 3;
      expect(img[o]).toBe(r.background[o]);
    }
  });

  it('is deterministic from the seed, and differs between seeds', () => {
    const a = createRenderer({ camera: cam, table: CAROM_MATCH_TABLE, discipline: 'three-cushion', look: randomLook(42, 'three-cushion', CAROM_MATCH_TABLE) });
    const b = createRenderer({ camera: cam, table: CAROM_MATCH_TABLE, discipline: 'three-cushion', look: randomLook(42, 'three-cushion', CAROM_MATCH_TABLE) });
    const c = createRenderer({ camera: cam, table: CAROM_MATCH_TABLE, discipline: 'three-cushion', look: randomLook(43, 'three-cushion', CAROM_MATCH_TABLE) });
    const moving: SceneState = { ...state, balls: [{ id: 'white', pos: [0, 0], v: [2000, 500] }, ...state.balls.slice(1)] };
    const fa = Buffer.from(a.render(moving, 5));
    expect(Buffer.from(b.render(moving, 5)).equals(fa)).toBe(true);
    expect(Buffer.from(c.render(moving, 5)).equals(fa)).toBe(false);
  });

  it('blurs a moving ball along its velocity', () => {
    const l = { ...look(5), exposureTime: 1 / 60, rollingShutter: 0 };
    const r = createRenderer({ camera: cam, table: CAROM_MATCH_TABLE, discipline: 'three-cushion', look: l, noNoise: true });
    const still = Buffer.from(r.render({ balls: [{ id: 'white', pos: [0, 0] }] }, 0));
    const fast = Buffer.from(r.render({ balls: [{ id: 'white', pos: [0, 0], v: [3000, 0] }] }, 0));
    // Count changed pixels along the row through the centre: the streak is longer than the ball.
    const [u0, v0] = project(cam, [0, 0, 30.75])!.map(Math.round) as [number, number];
    const changed = (img: Buffer) => { let n = 0; for (let u = 0; u < cam.width; u++) { const o = (v0 * cam.width + u) * 3; if (Math.abs(img[o]! - r.background[o]!) > 20) n++; } return n; };
    expect(changed(fast)).toBeGreaterThan(changed(still) + 5);
    expect(u0).toBeGreaterThan(0);
  });

  it('renders pins, pockets and occluders without error, and encodes JPEG', async () => {
    const pyr = cameraFromPose({ width: 480, height: 270, heightMm: 3000 }, PYRAMID_12FT_TABLE);
    const r = createRenderer({ camera: pyr, table: PYRAMID_12FT_TABLE, discipline: 'russian-colour', look: randomLook(9, 'russian-colour', PYRAMID_12FT_TABLE) });
    const img = r.render({ balls: [{ id: 'w1', pos: [0, 0] }, { id: 'colour', pos: [800, 100] }], occluders: [{ kind: 'cue', tip: [-40, 0], angle: Math.PI }, { kind: 'hand', at: [600, 600], angle: 0 }] }, 0);
    // A corner pocket is dark.
    const [u, v] = project(pyr, [1775 + 40, 887.5 + 40, 44])!.map(Math.round) as [number, number];
    const o = (v * pyr.width + u) * 3;
    expect(img[o]! + img[o + 1]! + img[o + 2]!).toBeLessThan(120);
    const jpg = await r.encodeJpeg(img);
    expect(jpg.subarray(0, 2).toString('hex')).toBe('ffd8');
    const five = createRenderer({ camera: cam, table: CAROM_MATCH_TABLE, discipline: 'five-pins', look: randomLook(3, 'five-pins', CAROM_MATCH_TABLE), noNoise: true });
    const withPins = Buffer.from(five.render({ balls: [], pins: [{ id: 'centre', state: 'standing' }, { id: 'top', state: 'fallen', angle: 1 }] }, 0));
    const [pu, pv] = project(cam, [0, 0, 25])!.map(Math.round) as [number, number];
    const po = (pv * cam.width + pu) * 3;
    expect(withPins[po]!).toBeGreaterThan(withPins[po + 2]! + 20); // the red centre pin's head
  });
});

describe('cushion face band', () => {
  it('is drawn at look.faceShade of the lit cloth; randomLook keeps 0.45 × cushionShade (frames unchanged)', () => {
    const t = CAROM_MATCH_TABLE;
    const cam = cameraFromPose({ width: 640, height: 360, heightMm: 2300 }, t);
    const base = randomLook(5, 'three-cushion', t);
    expect(base.faceShade).toBeCloseTo(0.45 * base.cushionShade, 12);
    const bg = (faceShade: number) => createRenderer({ camera: cam, table: t, discipline: 'three-cushion', look: { ...base, faceShade }, noNoise: true }).background;
    const dark = bg(0.3), faint = bg(0.95);
    // Halfway between the foot and the nose of the right cushion, 1 m along: the band is ~4 px wide here.
    const foot = project(cam, [1000, t.width / 2, 0])!, nose = project(cam, [1000, t.width / 2, t.cushionHeight])!;
    const at = (img: Uint8Array, px: readonly number[]) => img[(Math.round(px[1]!) * 640 + Math.round(px[0]!)) * 3 + 1]!;
    const mid = [(foot[0] + nose[0]) / 2, (foot[1] + nose[1]) / 2];
    expect(at(faint, mid) - at(dark, mid)).toBeGreaterThan(30);
    const cloth = project(cam, [1000, 0, 0])!;
    expect(at(faint, cloth)).toBe(at(dark, cloth));
  });
});
