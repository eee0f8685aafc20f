/**
 * Calibration evaluation on held-out rendered frames (issue 4, "done when").
 *
 *   EVAL=1 npx vitest run test/calibration.eval.test.ts                 full run, prints the figures
 *   EVAL=1 N=40 FIRST=5000 npx vitest run test/calibration.eval.test.ts  another size / seed range
 *   EVAL=1 WRITE=1 npx vitest run test/calibration.eval.test.ts         also writes calibration/eval-baseline.json
 *   FACE_SHADE=0.9 NOSE_SHADOW=0 (with EVAL=1)                         force the cushion face's darkness (× the lit
 *                                                                       cloth) and the nose shadow band in every frame
 *
 * Seeds 5000-5099 were held out from the first tuning (1-5, 100-111, 7001-7003
 * and the test seeds); its four failures (5014, 5026, 5036, 5094) were then
 * studied to fix them, so seeds 6000-6049 (N=50 FIRST=6000) are the range
 * that checks the fixes were not fitted to them. The gate in
 * calibration.gate.test.ts runs a small fixed subset inside `npm test`.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate, formatFigures } from '../src/calibration/evaluate.js';

describe.skipIf(!process.env.EVAL)('calibration evaluation', () => {
  it('calibrates held-out frames and prints the figures', () => {
    const first = Number(process.env.FIRST ?? 5000);
    const n = Number(process.env.N ?? 100);
    const seeds = Array.from({ length: n }, (_, i) => first + i);
    const look = {
      ...(process.env.FACE_SHADE ? { faceShade: Number(process.env.FACE_SHADE) } : {}),
      ...(process.env.NOSE_SHADOW ? { noseShadow: Number(process.env.NOSE_SHADOW) } : {}),
    };
    const fig = evaluate(seeds, { look }, (line) => console.log(line));
    console.log(formatFigures(fig));
    if (process.env.WRITE) {
      writeFileSync('calibration/eval-baseline.json', `${JSON.stringify({ command: `EVAL=1 N=${n} FIRST=${first} npx vitest run test/calibration.eval.test.ts`, measured: new Date().toISOString().slice(0, 10), ...fig, cases: undefined }, null, 2)}\n`);
    }
    expect(fig.frames).toBe(n);
  }, 6 * 3600_000);
});
