/**
 * A cadre recording cut after the carom of its last stroke (session 25,
 * helper E). The point is judged as recorded when the object balls were not
 * both in one figure before it (no limit to check: golden cadre-47-2 42);
 * when they were, whether one left the figure (art. 3 Cadre) cannot be told:
 * `tabletrack judge` names the file and the missing field in one line, exit
 * code 2, and leaves the file as it was (golden cadre-47-2 43).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { judgeFileIn } from '../cli-capture.js';

afterEach(() => vi.restoreAllMocks());

const dir = mkdtempSync(join(tmpdir(), 'tabletrack-cut-cadre-'));
const golden = (f: string) => JSON.stringify(JSON.parse(readFileSync(new URL(`../golden/cadre-47-2/${f}`, import.meta.url), 'utf8')).match, null, 2);

const judgeFile = (name: string, text: string) => judgeFileIn(dir, name, text);

describe('a cadre recording cut after its last carom', () => {
  it('names the file and the missing position when the point was made inside a field', async () => {
    const text = golden('43-error-recording-cut-in-a-point-inside-a-field-names-the-missing-position.json');
    const r = await judgeFile('cut-inside.json', text);
    expect(r.code).toBe(2);
    const lines = r.err.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(r.path);
    expect(lines[0]).toContain('strokes[1].after.balls.yellow');
    expect(lines[0]).toContain('field-1');
    expect(r.out).toBe('');
    expect(readFileSync(r.path, 'utf8')).toBe(text);
  });

  it('judges the cut point as recorded when the balls were in no common field', async () => {
    const r = await judgeFile('cut-outside.json', golden('42-recording-cut-in-a-point-from-outside-the-fields-judged-as-recorded.json'));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const verdict = JSON.parse(r.out) as { score: unknown; strokes: { calls: unknown }[] };
    expect(verdict.score).toEqual({ A: 2, B: 0 });
    expect(verdict.strokes[1]!.calls).toEqual([{ call: 'point' }]);
  });
});
