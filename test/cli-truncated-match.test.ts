/**
 * A truncated or damaged match file (session 24, helper E): `tabletrack judge`
 * answers with one line naming the file, the field where the text breaks and
 * its line and column (exit code 2), prints no verdict, and leaves the file as
 * it was: the strokes before the break are still there to recover.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureOutput as capture } from './cli-capture.js';
import { main } from '../src/cli/main.js';
import { describeBreak, jsonPathAt } from '../src/cli/json-where.js';

afterEach(() => vi.restoreAllMocks());

const dir = mkdtempSync(join(tmpdir(), 'tabletrack-truncated-'));
const golden = (d: string, f: string) => JSON.parse(readFileSync(new URL(`./golden/${d}/${f}`, import.meta.url), 'utf8')).match;
const FIVE_PINS = JSON.stringify(golden('five-pins', '70-set-won-on-a-penalty-next-set-opened-by-the-other-player.json'), null, 2);

function judgeText(name: string, text: string): { code: Promise<number>; path: string } {
  const path = join(dir, name);
  writeFileSync(path, text);
  return { code: main(['judge', path]), path };
}

describe('a match file cut short or damaged', () => {
  it('names the file and the stroke, event and field where a truncated file ends', async () => {
    const at = FIVE_PINS.indexOf('"kind": "cushion"', FIVE_PINS.indexOf('"t": 30'));
    const text = FIVE_PINS.slice(0, at + '"kind": "cush'.length);
    const io = capture();
    const { code, path } = judgeText('cut.json', text);
    expect(await code).toBe(2);
    const lines = io.err().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${path}: not valid JSON at strokes[3].events[1].kind (line `);
    expect(lines[0]).toMatch(/the text ends there: truncated\?/);
    expect(io.out()).toBe('');
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('names the field of a damaged value in the middle of the file', async () => {
    const text = FIVE_PINS.replace('"ball": "yellow"', '"ball": yellow');
    const io = capture();
    const { code, path } = judgeText('damaged.json', text);
    expect(await code).toBe(2);
    expect(io.err().trim().split('\n')).toHaveLength(1);
    expect(io.err()).toMatch(new RegExp(`^tabletrack judge: ${path}: not valid JSON at strokes\\[1\\]\\.events\\[0\\]\\.ball \\(line \\d+, column \\d+\\) \\(`));
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('places a cut between two strokes on the list of strokes', () => {
    const text = FIVE_PINS.slice(0, FIVE_PINS.indexOf('"shooter": "A"', FIVE_PINS.indexOf('"t": 10')) - 1);
    expect(jsonPathAt(text, text.length)).toEqual(['strokes', 2]);
  });

  it('reads keys with escapes and commas inside strings', () => {
    const text = '{"a\\"b": {"c,d": ["x,]", {"e": [1, 2, ';
    expect(jsonPathAt(text, text.length)).toEqual(['a"b', 'c,d', 1, 'e', 2]);
  });

  it('says nothing of a place it cannot find', () => {
    expect(describeBreak('x{}', 'Unexpected token')).toBe('');
  });
});
