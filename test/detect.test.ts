/**
 * Detector: decoding, pre-processing and refinement units, plus a fast gate on
 * the committed model (a few held-out rendered frames, generous tolerances;
 * the full figures come from test/detect.eval.test.ts) and the CLI's errors.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toCalibration } from '../src/camera/calibration.js';
import { detectCommand } from '../src/cli/detect.js';
import { CliError } from '../src/cli/io.js';
import { MODEL_STRIDE, NUM_CLASSES } from '../src/detect/classes.js';
import { decodePeaks, mergeCandidates } from '../src/detect/decode.js';
import { createDetector, type Detector } from '../src/detect/detector.js';
import { EVAL_SEED, conditionsOf, matchFrame, quantile, renderEvalFrame, summarise, type EvalFrame, type FrameResult } from '../src/detect/evaluate.js';
import { crop, halve } from '../src/detect/preprocess.js';
import { fitCircle, fitSphere, refineBall } from '../src/detect/refine.js';
import { randomCamera } from '../src/detect/synth.js';
import { makeRng } from '../src/sim/render/index.js';
import { project } from '../src/camera/model.js';
import { pinShape, verifyPins, type CastleGeometry } from '../src/detect/pins.js';
import { ballEvidence, bodyColour, capPerClass, classify, colourBlobs, looksLikeBall, onCloth, type BallEvidence } from '../src/detect/verify.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';

describe('heat-map decoding', () => {
  it('finds one peak per bump at the offset-corrected position, and none below the threshold', () => {
    const h = 8, w = 10;
    const heat = new Float32Array(NUM_CLASSES * h * w);
    const offset = new Float32Array(2 * h * w);
    const bump = (c: number, x: number, y: number, v: number): void => {
      for (let yy = 0; yy < h; yy++) for (let xx = 0; xx < w; xx++) heat[c * h * w + yy * w + xx] = Math.max(heat[c * h * w + yy * w + xx]!, v * Math.exp(-((xx - x) ** 2 + (yy - y) ** 2) / 1.2));
    };
    bump(2, 3, 4, 0.9);
    bump(5, 7, 1, 0.2);
    offset[4 * w + 3] = 0.25;
    offset[h * w + 4 * w + 3] = 0.75;
    const peaks = decodePeaks(heat, offset, 0, h, w, 0.3);
    expect(peaks).toHaveLength(1);
    expect(peaks[0]!.cls).toBe('ball-red');
    expect(peaks[0]!.x).toBeCloseTo((3 + 0.25) * MODEL_STRIDE - 0.5, 6);
    expect(peaks[0]!.y).toBeCloseTo((4 + 0.75) * MODEL_STRIDE - 0.5, 6);
  });

  it('merges a ball seen in two classes into the more confident one, and keeps pins apart from balls', () => {
    const m = mergeCandidates([
      { cls: 'ball-white' as const, x: 10, y: 10, score: 0.6 },
      { cls: 'ball-yellow' as const, x: 11, y: 10, score: 0.8 },
      { cls: 'pin-standing' as const, x: 10, y: 11, score: 0.5 },
    ], 6, 4);
    expect(m.map((c) => c.cls).sort()).toEqual(['ball-yellow', 'pin-standing']);
  });
});

describe('pre-processing', () => {
  it('halves by 2 × 2 averages and crops with black padding', () => {
    const img = { data: new Uint8Array([0, 0, 0, 4, 8, 12, 8, 8, 8, 0, 4, 0]), width: 2, height: 2 };
    expect([...halve(img).data]).toEqual([3, 5, 5]);
    expect([...crop(img, 1, 1, 2)]).toEqual([0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

/** An anti-aliased disc (4 × 4 supersampled) on a cloth colour, optionally with a dark spot and a shadow. */
function disc(cx: number, cy: number, r: number, spot: boolean) {
  const W = 80, H = 80;
  const data = new Uint8Array(W * H * 3);
  for (let v = 0; v < H; v++) for (let u = 0; u < W; u++) {
    let cov = 0, dark = 0, shade = 0;
    for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) {
      const x = u - 0.375 + a * 0.25, y = v - 0.375 + b * 0.25;
      if ((x - cx) ** 2 + (y - cy) ** 2 < r * r) { cov++; if (spot && (x - cx - 4) ** 2 + (y - cy + 3) ** 2 < 9) dark++; }
      else if ((x - cx - 5) ** 2 + (y - cy - 5) ** 2 < r * r) shade++;
    }
    const c = cov / 16, d = dark / 16, s = shade / 16;
    const ball = [240 - 200 * d, 238 - 200 * d, 230 - 200 * d], cloth = [40 * (1 - 0.4 * s), 110 * (1 - 0.4 * s), 215 * (1 - 0.4 * s)];
    for (let k = 0; k < 3; k++) data[(v * W + u) * 3 + k] = Math.round(ball[k]! * c + cloth[k]! * (1 - c));
  }
  return { data, width: W, height: H };
}

describe('sub-pixel ball refinement', () => {
  it('finds a disc centre to 0.1 px from a 2 px guess, with a shadow beside it', () => {
    for (const [cx, cy] of [[40.3, 39.7], [38.85, 41.2]] as const) {
      const r = refineBall(disc(cx, cy, 13, false), cx + 1.6, cy - 1.2, 13, 'edge');
      expect(r.refined).toBe(true);
      expect(Math.hypot(r.x - cx, r.y - cy)).toBeLessThan(0.1);
    }
  });

  it('the edge variant resists a dark spot better than the plain centroid', () => {
    const img = disc(40.3, 39.7, 13, true);
    const e = refineBall(img, 41, 39, 13, 'edge'), c = refineBall(img, 41, 39, 13, 'centroid');
    expect(Math.hypot(e.x - 40.3, e.y - 39.7)).toBeLessThan(Math.hypot(c.x - 40.3, c.y - 39.7));
    expect(Math.hypot(e.x - 40.3, e.y - 39.7)).toBeLessThan(0.15);
  });
});

describe('rim fit (refine: fit)', () => {
  /** The disc of `disc()` with a dark cue (a bar 6 px wide) lying over its left part. */
  function covered(cx: number, cy: number, r: number) {
    const img = disc(cx, cy, r, false);
    for (let v = 0; v < img.height; v++) for (let u = 0; u < img.width; u++) if (u > cx - r - 8 && u < cx - r + 7 && Math.abs(v - cy + 0.3 * (u - cx)) < 30) img.data.set([70, 45, 25], (v * img.width + u) * 3);
    return img;
  }

  it('finds a partly covered ball where the centroid is pulled to the seen side', () => {
    const img = covered(40.3, 39.7, 13);
    const e = refineBall(img, 41, 39, 13, 'edge'), f = refineBall(img, 41, 39, 13, 'fit');
    expect(Math.hypot(e.x - 40.3, e.y - 39.7)).toBeGreaterThan(1);
    expect(Math.hypot(f.x - 40.3, f.y - 39.7)).toBeLessThan(0.3);
    expect(f.rim).toBeGreaterThan(0.5);
    expect(f.rim).toBeLessThan(0.95);
  });

  it('fits a circle through rim points, ignoring those an occluder moved', () => {
    const pts: [number, number][] = [];
    for (let k = 0; k < 48; k++) {
      const a = (2 * Math.PI * k) / 48, d = k < 12 ? 16 : 10; // a quarter of the rim pushed out by 6 px
      pts.push([30 + d * Math.cos(a), 20 + d * Math.sin(a)]);
    }
    const f = fitCircle(pts, 32, 21, 10);
    expect(Math.hypot(f.x - 30, f.y - 20)).toBeLessThan(0.05);
    expect(f.inliers).toBe(36);
    expect(f.outside).toBe(12);
  });

  it('fits a sphere to the rays that graze it: the exact silhouette, not a circle', () => {
    // Camera 2.5 m above the origin; the ball far off the axis, where its image is an ellipse.
    const o = [0, 0, 2500] as const, P = [1200, 500, 30.75] as const, R = 30.75;
    const u = [P[0] - o[0], P[1] - o[1], P[2] - o[2]], D = Math.hypot(u[0]!, u[1]!, u[2]!);
    const n = u.map((x) => x / D);
    const e1 = [n[1]!, -n[0]!, 0].map((x) => x / Math.hypot(n[0]!, n[1]!)), e2 = [n[1]! * e1[2]! - n[2]! * e1[1]!, n[2]! * e1[0]! - n[0]! * e1[2]!, n[0]! * e1[1]! - n[1]! * e1[0]!];
    const rays = Array.from({ length: 40 }, (_, k) => {
      const a = (2 * Math.PI * k) / 40, sa = Math.asin(R / D), c = Math.cos(sa), s = Math.sin(sa) * (k < 8 ? 1.5 : 1); // a fifth of the rim 15 mm out (a cue)
      const d = [0, 1, 2].map((i) => c * n[i]! + s * (Math.cos(a) * e1[i]! + Math.sin(a) * e2[i]!));
      const m = Math.hypot(d[0]!, d[1]!, d[2]!);
      return { o, d: [d[0]! / m, d[1]! / m, d[2]! / m] as const };
    });
    const f = fitSphere(rays, P[0] + 4, P[1] - 3, P[2], R, 2.2);
    expect(Math.hypot(f.x - P[0], f.y - P[1])).toBeLessThan(0.05);
  });

  it('rejects an outline that continues beyond the circle (a sleeve\'s cuff), not a blur streak or a full rim', () => {
    const ev: BallEvidence = { contrast: 200, fill: 0.97, ring: 0.3, body: [240, 240, 235], dark: 0 };
    expect(looksLikeBall({ ...ev, rim: 0.4, beyond: 0.2, streak: false }, 0.4)).toBe(false);
    expect(looksLikeBall({ ...ev, rim: 0, beyond: 0, streak: true }, 0.4)).toBe(true);
    expect(looksLikeBall({ ...ev, rim: 0.95, beyond: 0, streak: false, fill: 0.75 }, 0.4)).toBe(true);
    expect(looksLikeBall({ ...ev, fill: 0.75 }, 0.4)).toBe(false);
  });
});

describe('colour search for a Russian colour ball the network missed', () => {
  it('finds a blue ball on green cloth and not the white one or a shadow larger than a ball', () => {
    const table = PYRAMID_12FT_TABLE;
    const camera = randomCamera(makeRng(7), table);
    const at = (x: number, y: number): [number, number, number] => {
      const a = project(camera, [x, y, table.ballRadius])!, b = project(camera, [x + table.ballRadius, y, table.ballRadius])!;
      return [a[0], a[1], Math.hypot(b[0] - a[0], b[1] - a[1])];
    };
    const blue = at(300, -200), white = at(-500, 300), shadow = at(800, 400);
    const img = paint(camera.width, camera.height, (u, v) => {
      if (Math.hypot(u - blue[0], v - blue[1]) < blue[2]) return [40, 55, 150];
      if (Math.hypot(u - white[0], v - white[1]) < white[2]) return [240, 238, 225];
      if (Math.hypot(u - shadow[0], v - shadow[1]) < 4 * shadow[2]) return [10, 40, 20];
      return null;
    }, [30, 110, 50]);
    const found = colourBlobs(img, camera, table, []);
    expect(found.length).toBeGreaterThan(0);
    expect(Math.hypot(found[0]![0] - blue[0], found[0]![1] - blue[1])).toBeLessThan(3);
    expect(found.every((p) => Math.hypot(p[0] - white[0], p[1] - white[1]) > white[2])).toBe(true);
    expect(found.every((p) => Math.hypot(p[0] - shadow[0], p[1] - shadow[1]) > 2 * shadow[2])).toBe(true);
  });
});

/** A cloth image with filled shapes: `inside(u, v)` gives the colour of a pixel, or null for cloth. */
function paint(W: number, H: number, inside: (u: number, v: number) => readonly number[] | null, cloth = [40, 110, 215]) {
  const data = new Uint8Array(W * H * 3);
  for (let v = 0; v < H; v++) for (let u = 0; u < W; u++) data.set(inside(u, v) ?? cloth, (v * W + u) * 3);
  return { data, width: W, height: H };
}

describe('full-resolution verification of balls', () => {
  const ev = (body: [number, number, number], dark = 0): BallEvidence => ({ contrast: 200, fill: 0.97, ring: 0.05, body, dark });

  it('accepts a ball disc and rejects a small bright mark and a large bright patch (no disc of the right size)', () => {
    const ball = paint(80, 80, (u, v) => (Math.hypot(u - 40, v - 40) < 12 ? [240, 238, 230] : null));
    const e = ballEvidence(ball, 40, 40, 12);
    expect(e.fill).toBeGreaterThan(0.9);
    expect(e.ring).toBeLessThan(0.1);
    expect(looksLikeBall(e, 0.3)).toBe(true);
    const small = paint(80, 80, (u, v) => (Math.hypot(u - 40, v - 40) < 4 ? [240, 238, 230] : null));
    expect(looksLikeBall(ballEvidence(small, 40, 40, 12), 0.3)).toBe(false);
    const patch = paint(80, 80, (u, v) => (Math.abs(u - 40) < 30 && Math.abs(v - 40) < 30 ? [240, 238, 230] : null));
    expect(looksLikeBall(ballEvidence(patch, 40, 40, 12), 0.3)).toBe(false);
  });

  it('keeps ball centres on the cloth and drops those beyond the cushion noses (diamonds, the next table)', () => {
    const t = CAROM_MATCH_TABLE;
    expect(onCloth([t.length / 2 - t.ballRadius, 0], t)).toBe(true);
    expect(onCloth([0, t.width / 2 + 60], t)).toBe(false);
  });

  it('classes balls by body colour: the spotted white is the yellow on a carom table, colourful bodies the colour ball on a pyramid', () => {
    expect(bodyColour([240, 185, 35])).toBe('yellow');
    expect(bodyColour([225, 80, 35])).toBe('red');
    expect(bodyColour([245, 240, 215])).toBe('white');
    expect(bodyColour([40, 60, 150])).toBe('colour');
    const carom = classify([
      { cls: 'ball-white' as const, score: 0.8, evidence: ev([240, 240, 235], 0.06) },
      { cls: 'ball-white' as const, score: 0.7, evidence: ev([242, 240, 236], 0) },
      { cls: 'ball-white' as const, score: 0.6, evidence: ev([230, 85, 40]) },
    ], 'carom');
    expect(carom.map((b) => b.cls)).toEqual(['ball-yellow', 'ball-white', 'ball-red']);
    const withYellow = classify([
      { cls: 'ball-yellow' as const, score: 0.8, evidence: ev([240, 240, 235], 0.06) },
      { cls: 'ball-red' as const, score: 0.7, evidence: ev([240, 185, 35]) },
    ], 'carom');
    expect(withYellow.map((b) => b.cls)).toEqual(['ball-white', 'ball-yellow']);
    const pyramid = classify([
      { cls: 'ball-red' as const, score: 0.8, evidence: ev([240, 185, 35]) },
      { cls: 'ball-yellow' as const, score: 0.7, evidence: ev([240, 232, 205]) },
    ], 'pyramid');
    expect(pyramid.map((b) => b.cls)).toEqual(['ball-colour', 'ball-white']);
  });

  it('caps the count per class: one each on a carom table, the most confident kept', () => {
    const kept = capPerClass([
      { cls: 'ball-white' as const, score: 0.4 },
      { cls: 'ball-white' as const, score: 0.9 },
      { cls: 'ball-red' as const, score: 0.5 },
    ], 'carom');
    expect(kept.map((b) => [b.cls, b.score])).toEqual([['ball-white', 0.9], ['ball-red', 0.5]]);
  });
});

describe('pin checks at full resolution and against the castle seats', () => {
  const white = [245, 245, 240];
  // 2 mm per px: a standing pin Ø 10 mm → r 2.5 px; a fallen one 25 × 10 mm → 12.5 × 5 px.
  const round = (u: number, v: number, x: number, y: number): boolean => Math.hypot(u - x, v - y) <= 2.5;
  const bar = (u: number, v: number, x: number, y: number): boolean => Math.abs(u - x) <= 6.25 && Math.abs(v - y) <= 2.5;
  /** A flat calibration: 2 mm per px, no parallax; seats at px (30, 30) and (130, 30). */
  const castle: CastleGeometry = { seats: [[60, 60], [260, 60]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25 };

  it('measures a round standing pin and an elongated fallen one', () => {
    const img = paint(120, 60, (u, v) => (round(u, v, 30, 30) || bar(u, v, 85, 30) ? white : null));
    expect(pinShape(img, 30, 30, 2).elongation).toBeLessThan(1.3);
    expect(pinShape(img, 85, 30, 2).elongation).toBeGreaterThan(2);
  });

  it('without a calibration keeps the network\'s state, one detection per blob, none on bare cloth', () => {
    const img = paint(120, 60, (u, v) => (round(u, v, 30, 30) || bar(u, v, 85, 30) ? white : null));
    const pins = verifyPins(img, [
      { cls: 'pin-fallen' as const, x: 30, y: 30, score: 0.4 },
      { cls: 'pin-standing' as const, x: 85, y: 30, score: 0.5 },
      { cls: 'pin-standing' as const, x: 86, y: 31, score: 0.3 },
      { cls: 'pin-standing' as const, x: 60, y: 50, score: 0.6 },
    ], 2);
    expect(pins.map((p) => [p.cls, p.x])).toEqual([['pin-standing', 85], ['pin-fallen', 30]]);
  });

  it('with the seats: standing only at a seat, a round blob on a seat stands, a pin beside a fallen one is kept, one per seat', () => {
    const img = paint(160, 70, (u, v) => (round(u, v, 30, 30) || bar(u, v, 85, 30) || round(u, v, 60, 55) || round(u, v, 130, 30) || bar(u, v, 137, 37) ? white : null));
    const pins = verifyPins(img, [
      { cls: 'pin-fallen' as const, x: 30, y: 30, score: 0.4 }, // round, on seat A: standing
      { cls: 'pin-standing' as const, x: 85, y: 30, score: 0.5 }, // a bar far from the seats: fallen
      { cls: 'pin-standing' as const, x: 60, y: 55, score: 0.45 }, // round, far from the seats: not a pin
      { cls: 'pin-standing' as const, x: 130, y: 30, score: 0.6 }, // on seat B
      { cls: 'pin-fallen' as const, x: 137, y: 37, score: 0.55 }, // lying against it, 20 mm away: a second pin
      { cls: 'pin-standing' as const, x: 131, y: 31, score: 0.3 }, // seat B again: one standing pin per seat
    ], 2, castle);
    expect(pins.map((p) => `${p.cls} ${p.x}`).sort()).toEqual(['pin-fallen 137', 'pin-fallen 85', 'pin-standing 130', 'pin-standing 30']);
  });

  it('a standing and a fallen detection at one place are one pin (the more confident)', () => {
    const img = paint(160, 70, (u, v) => (round(u, v, 130, 30) ? white : null));
    const pins = verifyPins(img, [
      { cls: 'pin-standing' as const, x: 130, y: 30, score: 0.6 },
      { cls: 'pin-fallen' as const, x: 131, y: 31, score: 0.4 },
    ], 2, castle);
    expect(pins.map((p) => p.cls)).toEqual(['pin-standing']);
  });
});

describe('committed model on held-out rendered frames', () => {
  let det: Detector;
  const frames: EvalFrame[] = [];
  beforeAll(async () => {
    det = await createDetector();
    for (let k = 0; k < 4; k++) frames.push(await renderEvalFrame(EVAL_SEED + 1000 + k));
    // Set-up, not a speed check: rendering four frames takes ~15 s on a quiet machine and passed 60 s twice this
    // session on the shared two cores under load 16-24 (a red CI with every assertion green); speed is the benchmark's.
  }, 240_000);
  afterAll(() => det?.close());

  it('finds the balls at rest, places them to a few mm and invents few', async () => {
    const res: FrameResult[] = [];
    for (const f of frames) res.push(matchFrame(f, await det.detectFrame(f.img, { camera: f.camera, table: f.table })));
    const s = summarise(res);
    expect(s.byCondition.rest.balls).toBeGreaterThan(5);
    // Floors for 4 frames (one ball of ~15 is 7 %); these frames measure recall 1.0, class 0.93, precision 1.0,
    // centre error at rest median 0.14 mm and worst 0.24 mm with the rim fit (the 'edge' centroid: 0.46 and 3.25 mm).
    expect(s.byCondition.rest.recall).toBeGreaterThanOrEqual(0.9);
    expect(s.byCondition.rest.classAccuracy).toBeGreaterThanOrEqual(0.85);
    expect(s.byCondition.rest.medianMm).toBeLessThan(0.3);
    expect(quantile(res.flatMap((r) => r.balls.filter((b) => b.errMm !== null && conditionsOf(b.truth).includes('rest')).map((b) => b.errMm!)), 1)).toBeLessThan(1.5);
    expect(s.precision).toBeGreaterThanOrEqual(0.9);
  }, 60_000);

  it('tracking-assisted mode finds the balls around their predicted positions', async () => {
    const f = frames[0]!;
    const balls = f.truths.filter((t) => t.cls.startsWith('ball-') && t.occluded < 0.05 && t.blurPx < 2);
    const dets = await det.detectTracked(f.img, balls.map((t) => [t.px[0] + 6, t.px[1] - 5] as const), { camera: f.camera, table: f.table, castle: false });
    const errs = balls.map((t) => Math.min(...dets.map((d) => Math.hypot(d.x - t.px[0], d.y - t.px[1]))));
    expect(quantile(errs, 0.5)).toBeLessThan(1);
  }, 30_000);

  it('the CLI prints detections with table coordinates through a calibration', async () => {
    const f = frames[1]!;
    mkdirSync('.tmp/detect-test', { recursive: true });
    const sharp = (await import('sharp')).default;
    writeFileSync('.tmp/detect-test/frame.png', await sharp(Buffer.from(f.img.data), { raw: { width: f.img.width, height: f.img.height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer());
    writeFileSync('.tmp/detect-test/cal.json', JSON.stringify(toCalibration(f.camera, f.table.kind)));
    const out: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((s) => { out.push(String(s)); return true; });
    try {
      expect(await detectCommand(['--image', '.tmp/detect-test/frame.png', '--calibration', '.tmp/detect-test/cal.json'])).toBe(0);
    } finally { spy.mockRestore(); }
    const json = JSON.parse(out.join('')) as { detections: { class: string; x: number; y: number; confidence: number; table?: number[] }[] };
    expect(json.detections.length).toBeGreaterThan(0);
    for (const d of json.detections) expect(d.table).toHaveLength(2);
  }, 30_000);
});

describe('CLI errors', () => {
  it('names a missing model file, an unreadable image and a corrupt model', async () => {
    mkdirSync('.tmp/detect-test', { recursive: true });
    writeFileSync('.tmp/detect-test/bad.onnx', 'not a model');
    writeFileSync('.tmp/detect-test/bad.jpg', 'not an image');
    await expect(detectCommand(['--image', '.tmp/detect-test/bad.jpg'])).rejects.toThrow(/bad\.jpg: cannot read the image/);
    await expect(detectCommand(['--image', '.tmp/detect-test/nothing-here.jpg'])).rejects.toThrow(CliError);
    const sharp = (await import('sharp')).default;
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#204080' } }).png().toFile('.tmp/detect-test/ok.png');
    await expect(detectCommand(['--image', '.tmp/detect-test/ok.png', '--model', '.tmp/detect-test/missing.onnx'])).rejects.toThrow(/missing\.onnx: model file not found/);
    await expect(detectCommand(['--image', '.tmp/detect-test/ok.png', '--model', '.tmp/detect-test/bad.onnx'])).rejects.toThrow(/bad\.onnx: not a usable detector model/);
    // The seat classifier loads in the same inference worker; a bad one is named, not the detector's file.
    await expect(createDetector(undefined, 1, '.tmp/detect-test/bad.onnx')).rejects.toThrow(/bad\.onnx: not a usable seat model/);
    await expect(createDetector(undefined, 1, '.tmp/detect-test/missing.onnx')).rejects.toThrow(/missing\.onnx: seat model not found/);
    // So does the castle pass's own model (a seat model has the wrong input for it).
    await expect(createDetector(undefined, 1, null, '.tmp/detect-test/bad.onnx')).rejects.toThrow(/bad\.onnx: not a usable castle model/);
    await expect(createDetector(undefined, 1, null, 'models/seats.onnx')).rejects.toThrow(/seats\.onnx: not a usable castle model \(unexpected input patch/);
    await expect(createDetector(undefined, 1, null, '.tmp/detect-test/missing.onnx')).rejects.toThrow(/missing\.onnx: castle model not found/);
  }, 30_000);
});
