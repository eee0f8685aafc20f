/**
 * A Russian recording cut short (session 26, helper E). A break cut before its
 * rest, with one cushion and no centre-line events, can be legal only if a
 * ball ended across the centre line (art. 4.2, the position proxy): without
 * its end position the break cannot be judged, and `tabletrack judge` names
 * the file and the missing field in one line (exit code 2), prints no
 * verdict and leaves the file as it was (golden russian-colour 108). The same
 * break that reached its rest keeps the old reading, and end positions, when
 * recorded, decide it. A file whose text is cut names the field where it ends.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { judgeFileIn } from '../cli-capture.js';

afterEach(() => vi.restoreAllMocks());

const dir = mkdtempSync(join(tmpdir(), 'tabletrack-cut-russian-'));
type Match = { strokes: { events: { kind: string }[]; after?: unknown }[] };
const golden = (f: string): Match => JSON.parse(readFileSync(new URL(`../golden/russian-colour/${f}`, import.meta.url), 'utf8')).match;
const CUT = '108-error-break-cut-before-the-rest-crossing-cannot-be-told.json';

const judgeFile = (name: string, text: string) => judgeFileIn(dir, name, text);

describe('a Russian break recording cut before the rest', () => {
  it('names the file and the missing end position, and leaves the file as it was', async () => {
    const text = JSON.stringify(golden(CUT), null, 2);
    const r = await judgeFile('cut-break.json', text);
    expect(r.code).toBe(2);
    const lines = r.err.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(r.path);
    expect(lines[0]).toContain('strokes[0].after.balls.w2');
    expect(lines[0]).toContain('art. 4.2');
    expect(r.out).toBe('');
    expect(readFileSync(r.path, 'utf8')).toBe(text);
  });

  it('judges the same break that reached its rest as written: no crossing recorded, illegal', async () => {
    const match = golden(CUT);
    match.strokes[0]!.events.push({ kind: 'rest', t: 5 } as never);
    const r = await judgeFile('rested-break.json', JSON.stringify(match));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).strokes[0].fouls).toEqual(['illegal-break']);
  });

  it('judges the cut break from the end positions when they were recorded', async () => {
    const match = golden(CUT);
    match.strokes[0]!.after = { balls: { w2: [-300, 200] } };
    const r = await judgeFile('cut-break-with-positions.json', JSON.stringify(match));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const verdict = JSON.parse(r.out) as { strokes: { valid: boolean; fouls: string[] }[] };
    expect(verdict.strokes[0]).toMatchObject({ valid: true, fouls: [] });
  });
});

describe('a Russian match file whose text is cut', () => {
  it('names the file and the field of the call where the text ends', async () => {
    const full = JSON.stringify(golden('97-combination-white-off-a-cushion-onto-the-colour-called-via-it-frame-won.json'), null, 2);
    const text = full.slice(0, full.indexOf('"via": [', full.indexOf('"declared"')) + '"via": ["w'.length);
    const r = await judgeFile('cut-text.json', text);
    expect(r.code).toBe(2);
    const lines = r.err.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${r.path}: not valid JSON at strokes[4].declared.via[0]`);
    expect(lines[0]).toMatch(/truncated\?/);
    expect(r.out).toBe('');
    expect(readFileSync(r.path, 'utf8')).toBe(text);
  });
});
