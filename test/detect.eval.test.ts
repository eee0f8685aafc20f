/**
 * Detector evaluation and benchmark on held-out rendered 1080p frames, skipped unless asked for:
 *   EVAL=1 [FRAMES=60] [FIRST=9000000] npx vitest run test/detect.eval.test.ts    (recall, precision, error in mm by condition; pins)
 * (tune on FIRST=9100000 or later; report on the default seeds, or FIRST=9200000 FRAMES=300 for the ball goals)
 * It lists every missed ball, false ball, wrong class and at-rest error > 2 mm with its seed and situation.
 * Balls count by the keyed occlusion measure (the occluders' own pixels, `measureCoverage`); the same
 * detections counted by the colour measure before it (`measureOcclusion`) are printed beside (rest, moving,
 * partly occluded), with the number of ball labels the change of measure moved.
 * Frames are cached under .tmp/detect-eval-frames/<renderer hash>/ (~4 s a frame to render, a second pass
 * reads them back); CACHE=0 renders afresh. METHODS=none,edge,fit picks the refinements (default; centroid too); SWEEP=1 adds the threshold sweep.
 *   BENCH=1 npx vitest run test/detect.eval.test.ts               (ms per 1080p frame, full-frame and tracking-assisted)
 * MODEL=<path.onnx> evaluates another model, CASTLE_MODEL=<path.onnx> another castle model (0: the castle through MODEL); VERIFY=0 turns the full-resolution verification off (network only).
 * EVAL writes .tmp/detect-eval.json; BASELINE=1 also writes models/detector-baseline.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBallClass } from '../src/detect/classes.js';
import { DEFAULT_REFINE, createDetector, type Detection, type Detector } from '../src/detect/detector.js';
import { EVAL_SEED, HIDDEN, MOVING_PX, cachedEvalFrame, conditionsOf, matchFrame, occlusionOf, quantile, renderEvalFrame, summarise, type EvalFrame, type FrameResult } from '../src/detect/evaluate.js';
import type { RefineMethod } from '../src/detect/refine.js';
import type { Truth } from '../src/detect/synth.js';

const wanted = Boolean(process.env.EVAL || process.env.BENCH);
let detector: Detector;
// CASTLE_MODEL=<path.onnx> the castle pass's own weights (0: none; default models/castle.onnx where it exists).
const castleModel = process.env.CASTLE_MODEL === '0' ? null : process.env.CASTLE_MODEL || undefined;
beforeAll(async () => { if (wanted) detector = await createDetector(process.env.MODEL || undefined, 2, undefined, castleModel); }, 60_000);
afterAll(async () => { if (wanted) await detector.close(); });

const pct = (v: number): string => (Number.isNaN(v) ? '   -  ' : `${(100 * v).toFixed(2).padStart(6)}%`);
const mm = (v: number): string => (Number.isNaN(v) ? '  -  ' : v.toFixed(2).padStart(5));
/** Rendered evaluation frames are cached here (per renderer version); CACHE=0 renders afresh. */
const CACHE_DIR = '.tmp/detect-eval-frames';
/** At-rest centre errors above this (the goal's p99, mm) are listed one by one. */
const FAR_MM = 2;

/** Where a ball lies, in words, for the lists of misses and errors: what might explain them. */
function situation(f: EvalFrame, t: Truth): string {
  const r = f.table.ballRadius;
  const balls = f.truths.filter((o) => o !== t && isBallClass(o.cls));
  const gaps = balls.map((o) => Math.hypot(o.table[0] - t.table[0], o.table[1] - t.table[1]) - 2 * r);
  const words: string[] = [t.cls.slice(5)];
  const touching = gaps.filter((g) => g < 3).length;
  if (touching) words.push(`touching ${touching}`);
  if (gaps.filter((g) => g < r).length >= 2) words.push('cluster');
  const cushion = Math.min(f.table.length / 2 - r - Math.abs(t.table[0]), f.table.width / 2 - r - Math.abs(t.table[1]));
  if (cushion < 3) words.push('cushion');
  if (occlusionOf(t) > 0.05 || t.occluded > 0.05) words.push(`covered ${(100 * occlusionOf(t)).toFixed(0)} % (colour measure ${(100 * t.occluded).toFixed(0)} %)`);
  if (t.blurPx >= MOVING_PX) words.push(`blur ${t.blurPx.toFixed(0)} px`);
  if (f.pins && f.table.kind === 'carom' && Math.hypot(t.table[0] - f.table.castle.centre[0], t.table[1] - f.table.castle.centre[1]) < 120) words.push('castle');
  if (Math.min(t.px[0], t.px[1], f.camera.width - 1 - t.px[0], f.camera.height - 1 - t.px[1]) < 30) words.push('frame edge');
  return words.join(', ');
}

/** A false detection, in words: its class and score, where it lies, and the nearest ball (hidden ones too). */
function falseWords(f: EvalFrame, d: Detection): string {
  const near = f.truths.filter((t) => isBallClass(t.cls)).map((t) => ({ t, d: Math.hypot(t.px[0] - d.x, t.px[1] - d.y) })).sort((a, b) => a.d - b.d)[0];
  const at = d.table ? `table (${d.table[0].toFixed(0)}, ${d.table[1].toFixed(0)}) mm` : 'off the table';
  const by = near ? `, nearest ball ${near.t.id} ${near.d.toFixed(1)} px (${situation(f, near.t)}, hidden ${(100 * occlusionOf(near.t)).toFixed(0)} %)` : '';
  return `${d.class} ${d.confidence.toFixed(2)} at (${d.x.toFixed(0)}, ${d.y.toFixed(0)}) px, ${at}${by}`;
}

describe.skipIf(!process.env.EVAL)('detector evaluation', () => {
  it('measures recall, precision, centre error and pin states on held-out frames', async () => {
    const frames = Number(process.env.FRAMES ?? 60);
    const first = Number(process.env.FIRST ?? EVAL_SEED);
    const methods = (process.env.METHODS ?? 'none,edge,fit').split(',') as RefineMethod[];
    const reported: RefineMethod = methods.includes(DEFAULT_REFINE) ? DEFAULT_REFINE : methods.at(-1)!;
    const sweep = process.env.SWEEP === '1' ? [0.2, 0.3, 0.4, 0.5, 0.6, 0.7] : [];
    const bySweep: FrameResult[][] = sweep.map(() => []);
    const results = Object.fromEntries(methods.map((m) => [m, [] as FrameResult[]])) as Record<RefineMethod, FrameResult[]>;
    // The reported refinement's detections counted by the colour occlusion measure too (the measure before issue 5).
    const byColour: FrameResult[] = [];
    const relabelled = { hiddenNow: 0, visibleNow: 0, restNowOccluded: 0, occludedNowRest: 0 };
    const missed: string[] = [], falses: string[] = [], wrong: string[] = [], far: string[] = [];
    const loadMs: number[] = [], detectMs: number[] = [];
    for (let k = 0; k < frames; k++) {
      let t0 = performance.now();
      const f = process.env.CACHE === '0' ? await renderEvalFrame(first + k) : await cachedEvalFrame(first + k, CACHE_DIR);
      loadMs.push(performance.now() - t0);
      t0 = performance.now();
      const opts = { camera: f.camera, table: f.table, pins: f.pins, verify: process.env.VERIFY !== '0' };
      if (sweep.length) {
        const low = await detector.detectFrame(f.img, { ...opts, refine: 'none', threshold: sweep[0] });
        sweep.forEach((t, i) => bySweep[i]!.push(matchFrame(f, low.filter((d) => d.confidence >= t))));
      }
      // Each refinement is the detector's own path (verification sees the same edge-refined centre in all).
      for (const m of methods) {
        const dets = await detector.detectFrame(f.img, { ...opts, refine: m });
        results[m].push(matchFrame(f, dets));
        if (m === reported) byColour.push(matchFrame(f, dets, 'colour'));
      }
      for (const t of f.truths.filter((x) => isBallClass(x.cls))) {
        const keyed = occlusionOf(t, 'keyed'), colour = occlusionOf(t, 'colour');
        if (keyed > HIDDEN && colour <= HIDDEN) relabelled.hiddenNow++;
        if (keyed <= HIDDEN && colour > HIDDEN) relabelled.visibleNow++;
        const restK = conditionsOf(t, 'keyed').includes('rest'), restC = conditionsOf(t, 'colour').includes('rest');
        if (keyed <= HIDDEN && restC && !restK) relabelled.restNowOccluded++;
        if (keyed <= HIDDEN && !restC && restK) relabelled.occludedNowRest++;
      }
      detectMs.push(performance.now() - t0);
      const r = results[reported].at(-1)!;
      const tag = (t: Truth): string => `${f.seed} ${f.table.kind} ${t.id} (${situation(f, t)})`;
      for (const b of r.balls) {
        if (!b.det) missed.push(tag(b.truth));
        else if (!b.classOk) wrong.push(`${tag(b.truth)} seen as ${b.det.class} ${b.det.confidence.toFixed(2)}`);
        if (b.det && b.errMm !== null && b.errMm > FAR_MM && conditionsOf(b.truth).includes('rest')) far.push(`${tag(b.truth)} error ${b.errMm.toFixed(1)} mm, confidence ${b.det.confidence.toFixed(2)}`);
      }
      for (const d of r.falseBalls) falses.push(`${f.seed} ${f.table.kind} ${falseWords(f, d)}`);
    }
    const out: Record<string, unknown> = {};
    for (const m of methods) {
      const s = summarise(results[m]);
      out[m] = s;
      const e = s.pinErrors;
      console.log(`\nrefine=${m}: ${s.frames} frames, ball precision ${pct(s.precision)} (${s.ballDetections} detections), pin state accuracy ${pct(s.pinStateAccuracy)} of ${s.pins} pins, ${s.falsePins} false pins (strict ${pct(s.pinStrictAccuracy)}); pins missed standing ${e.missedStanding} / fallen ${e.missedFallen}, standing as fallen ${e.standingAsFallen}, fallen as standing ${e.fallenAsStanding}; seat-state accuracy ${pct(s.seatStateAccuracy)} of ${s.seats} seen seats (standing said empty ${s.seatErrors.standingMissed}, empty said standing ${s.seatErrors.emptyAsStanding})`);
      for (const [c, v] of Object.entries(s.byCondition)) {
        console.log(`  ${c.padEnd(9)} balls ${String(v.balls).padStart(4)}  recall ${pct(v.recall)}  class ok ${pct(v.classAccuracy)}  error median ${mm(v.medianMm)} mm  p99 ${mm(v.p99Mm)} mm`);
      }
    }
    // The goal rows use the keyed measure; the colour measure (blind to white over white) is printed beside it.
    const sk = summarise(results[reported]), sc = summarise(byColour);
    out.colourMeasure = sc;
    out.relabelled = relabelled;
    console.log(`\nocclusion measure (refine=${reported}), keyed [goal rows] vs colour [before issue 5's metric fix]:`);
    for (const c of ['rest', 'moving', 'occluded'] as const) {
      const k = sk.byCondition[c], o = sc.byCondition[c];
      console.log(`  ${c.padEnd(9)} keyed: balls ${String(k.balls).padStart(4)} recall ${pct(k.recall)}   colour: balls ${String(o.balls).padStart(4)} recall ${pct(o.recall)}`);
    }
    console.log(`  ball labels: hidden (> ${HIDDEN}) by keyed only ${relabelled.hiddenNow}, by colour only ${relabelled.visibleNow}; at rest by colour but partly occluded by keyed ${relabelled.restNowOccluded}, the reverse ${relabelled.occludedNowRest}`);
    if (sweep.length) {
      console.log('\nthreshold sweep (network positions): threshold, precision, recall at rest / moving / occluded, pin state accuracy, false pins');
      sweep.forEach((t, i) => {
        const s = summarise(bySweep[i]!);
        console.log(`  ${t.toFixed(1)}  ${pct(s.precision)}  ${pct(s.byCondition.rest.recall)} ${pct(s.byCondition.moving.recall)} ${pct(s.byCondition.occluded.recall)}  ${pct(s.pinStateAccuracy)} ${s.falsePins}`);
      });
    }
    const list = (title: string, items: string[]): string => `\n${title} (refine=${reported}): ${items.length ? `${items.length}\n  ${items.join('\n  ')}` : 'none'}`;
    console.log(list('missed balls', missed) + list('false balls', falses) + list('wrong class', wrong) + list(`at-rest errors > ${FAR_MM} mm`, far));
    console.log(`\nms per frame: load (render or cache) p50 ${quantile(loadMs, 0.5).toFixed(0)}, detection (${methods.length + (sweep.length ? 1 : 0)} passes) p50 ${quantile(detectMs, 0.5).toFixed(0)}`);
    mkdirSync('.tmp', { recursive: true });
    writeFileSync('.tmp/detect-eval.json', JSON.stringify({ ...out, missed, falses, wrong, far }, null, 2));
    if (process.env.BASELINE) writeFileSync('models/detector-baseline.json', `${JSON.stringify({ command: `EVAL=1 FRAMES=${frames} npx vitest run test/detect.eval.test.ts`, seeds: [first, first + frames - 1], refine: reported, [reported]: out[reported] }, null, 2)}\n`);
    expect(results[reported].length).toBe(frames);
  }, 7_200_000);
});

describe.skipIf(!process.env.BENCH)('detector benchmark', () => {
  it('times full-frame and tracking-assisted detection on 1080p frames', async () => {
    // 500-502: two carom tables and a Russian one; 506: a five-pins table, whose castle pass (pin peaks, seat
    // classifier, lying-pin search) runs on every frame with a castle.
    const frames = await Promise.all([500, 501, 502, 506].map((k) => renderEvalFrame(EVAL_SEED + k)));
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
    const n = frames.length;
    const full = await time(Number(process.env.FULL_RUNS ?? 30), (i) => { const f = frames[i % n]!; return detector.detectFrame(f.img, { camera: f.camera, table: f.table }); });
    const tracked = await time(Number(process.env.TRACK_RUNS ?? 200), (i) => {
      const f = frames[i % n]!;
      const pred = f.truths.filter((t) => isBallClass(t.cls)).map((t) => [t.px[0] + 3, t.px[1] - 2] as const);
      return detector.detectTracked(f.img, pred, { camera: f.camera, table: f.table });
    });
    const line = (name: string, ms: number[]): string => `${name}: p50 ${quantile(ms, 0.5).toFixed(1)} ms, p99 ${quantile(ms, 0.99).toFixed(1)} ms (${(1000 / quantile(ms, 0.5)).toFixed(0)} fps at p50, ${ms.length} runs)`;
    const perKind = frames.map((f, k) => `  ${f.discipline} (seed ${f.seed}): full ${quantile(full.filter((_, i) => i % n === k), 0.5).toFixed(1)} ms, tracked ${quantile(tracked.filter((_, i) => i % n === k), 0.5).toFixed(1)} ms (p50)`);
    console.log(`\n${line('full-frame 1920x1080', full)}\n${line('tracking-assisted 1920x1080', tracked)}\n${perKind.join('\n')}`);
    expect(quantile(tracked, 0.5)).toBeGreaterThan(0);
  }, 600_000);
});
