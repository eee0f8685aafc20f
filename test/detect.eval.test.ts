/**
 * Detector evaluation and benchmark on held-out rendered 1080p frames, skipped unless asked for:
 *   EVAL=1 [FRAMES=60] [FIRST=9000000] npx vitest run test/detect.eval.test.ts    (recall, precision, error in mm by condition; pins)
 * (tune on FIRST=9100000 or later; report on the default seeds)
 *   BENCH=1 npx vitest run test/detect.eval.test.ts               (ms per 1080p frame, full-frame and tracking-assisted)
 * MODEL=<path.onnx> evaluates another model; VERIFY=0 turns the full-resolution verification off (network only).
 * EVAL writes .tmp/detect-eval.json; BASELINE=1 also writes models/detector-baseline.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBallClass } from '../src/detect/classes.js';
import { createDetector, type Detection, type Detector } from '../src/detect/detector.js';
import { EVAL_SEED, matchFrame, quantile, renderEvalFrame, summarise, type FrameResult } from '../src/detect/evaluate.js';
import { refineBall, type RefineMethod } from '../src/detect/refine.js';
import { pixelToTable } from '../src/camera/model.js';
import { ballRadiusPx } from '../src/detect/synth.js';

const wanted = Boolean(process.env.EVAL || process.env.BENCH);
let detector: Detector;
beforeAll(async () => { if (wanted) detector = await createDetector(process.env.MODEL || undefined); }, 60_000);
afterAll(async () => { if (wanted) await detector.close(); });

const pct = (v: number): string => (Number.isNaN(v) ? '   -  ' : `${(100 * v).toFixed(2).padStart(6)}%`);
const mm = (v: number): string => (Number.isNaN(v) ? '  -  ' : v.toFixed(2).padStart(5));

describe.skipIf(!process.env.EVAL)('detector evaluation', () => {
  it('measures recall, precision, centre error and pin states on held-out frames', async () => {
    const frames = Number(process.env.FRAMES ?? 60);
    const first = Number(process.env.FIRST ?? EVAL_SEED);
    const methods: RefineMethod[] = ['none', 'centroid', 'edge'];
    const sweep = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7];
    const bySweep: FrameResult[][] = sweep.map(() => []);
    const results: Record<RefineMethod, FrameResult[]> = { none: [], centroid: [], edge: [] };
    const missed: string[] = [];
    for (let k = 0; k < frames; k++) {
      const f = await renderEvalFrame(first + k);
      const opts = { camera: f.camera, table: f.table, refine: 'none' as const, pins: f.pins, verify: process.env.VERIFY !== '0' };
      const low = await detector.detectFrame(f.img, { ...opts, threshold: sweep[0] });
      sweep.forEach((t, i) => bySweep[i]!.push(matchFrame(f, low.filter((d) => d.confidence >= t))));
      // The reported figures: the default threshold (and the search for a missing ball below it).
      const raw = await detector.detectFrame(f.img, opts);
      for (const m of methods) {
        const dets: Detection[] = raw.map((d) => {
          if (!isBallClass(d.class) || m === 'none') return d;
          const guess = d.table ?? [0, 0];
          const others = raw.filter((o) => o !== d && isBallClass(o.class)).map((o) => [o.x, o.y] as const);
          const r = refineBall(f.img, d.x, d.y, ballRadiusPx(f.camera, f.table, guess), m, others);
          const t = pixelToTable(f.camera, [r.x, r.y], f.table.ballRadius);
          return { ...d, x: r.x, y: r.y, ...(t ? { table: t } : {}) };
        });
        results[m].push(matchFrame(f, dets));
      }
      for (const b of results.edge.at(-1)!.balls) if (!b.det) missed.push(`${f.seed} ${f.table.kind} ${b.truth.id} (${b.truth.cls}, blur ${b.truth.blurPx.toFixed(0)} px, hidden ${(100 * b.truth.occluded).toFixed(0)} %)`);
    }
    const out: Record<string, unknown> = {};
    for (const m of methods) {
      const s = summarise(results[m]);
      out[m] = s;
      const e = s.pinErrors;
      console.log(`\nrefine=${m}: ${s.frames} frames, ball precision ${pct(s.precision)} (${s.ballDetections} detections), pin state accuracy ${pct(s.pinStateAccuracy)} of ${s.pins} pins, ${s.falsePins} false pins (strict ${pct(s.pinStrictAccuracy)}); pins missed standing ${e.missedStanding} / fallen ${e.missedFallen}, standing as fallen ${e.standingAsFallen}, fallen as standing ${e.fallenAsStanding}`);
      for (const [c, v] of Object.entries(s.byCondition)) {
        console.log(`  ${c.padEnd(9)} balls ${String(v.balls).padStart(4)}  recall ${pct(v.recall)}  class ok ${pct(v.classAccuracy)}  error median ${mm(v.medianMm)} mm  p99 ${mm(v.p99Mm)} mm`);
      }
    }
    console.log('\nthreshold sweep (network positions): threshold, precision, recall at rest / moving / occluded, pin state accuracy, false pins');
    sweep.forEach((t, i) => {
      const s = summarise(bySweep[i]!);
      console.log(`  ${t.toFixed(1)}  ${pct(s.precision)}  ${pct(s.byCondition.rest.recall)} ${pct(s.byCondition.moving.recall)} ${pct(s.byCondition.occluded.recall)}  ${pct(s.pinStateAccuracy)} ${s.falsePins}`);
    });
    console.log(`\nmissed balls (refine=edge): ${missed.length ? `\n  ${missed.join('\n  ')}` : 'none'}`);
    mkdirSync('.tmp', { recursive: true });
    writeFileSync('.tmp/detect-eval.json', JSON.stringify(out, null, 2));
    if (process.env.BASELINE) writeFileSync('models/detector-baseline.json', `${JSON.stringify({ command: `EVAL=1 FRAMES=${frames} npx vitest run test/detect.eval.test.ts`, seeds: [first, first + frames - 1], edge: out.edge }, null, 2)}\n`);
    expect(results.edge.length).toBe(frames);
  }, 3_600_000);
});

describe.skipIf(!process.env.BENCH)('detector benchmark', () => {
  it('times full-frame and tracking-assisted detection on 1080p frames', async () => {
    const frames = await Promise.all([0, 1, 2].map((k) => renderEvalFrame(EVAL_SEED + 500 + k)));
    const time = async (n: number, fn: (i: number) => Promise<unknown>): Promise<number[]> => {
      const ms: number[] = [];
      for (let i = 0; i < n; i++) {
        const t0 = performance.now();
        await fn(i);
        ms.push(performance.now() - t0);
      }
      return ms;
    };
    await detector.detectFrame(frames[0]!.img); // warm-up
    const full = await time(Number(process.env.FULL_RUNS ?? 30), (i) => { const f = frames[i % 3]!; return detector.detectFrame(f.img, { camera: f.camera, table: f.table }); });
    const tracked = await time(Number(process.env.TRACK_RUNS ?? 200), (i) => {
      const f = frames[i % 3]!;
      const pred = f.truths.filter((t) => isBallClass(t.cls)).map((t) => [t.px[0] + 3, t.px[1] - 2] as const);
      return detector.detectTracked(f.img, pred, { camera: f.camera, table: f.table });
    });
    const line = (name: string, ms: number[]): string => `${name}: p50 ${quantile(ms, 0.5).toFixed(1)} ms, p99 ${quantile(ms, 0.99).toFixed(1)} ms (${(1000 / quantile(ms, 0.5)).toFixed(0)} fps at p50, ${ms.length} runs)`;
    console.log(`\n${line('full-frame 1920x1080', full)}\n${line('tracking-assisted 1920x1080', tracked)}`);
    expect(quantile(tracked, 0.5)).toBeGreaterThan(0);
  }, 600_000);
});
