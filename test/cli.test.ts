/** The CLI in process: output, exit codes, and one-line errors that name the file and field. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureOutput as capture } from './cli-capture.js';
import { main } from '../src/cli/main.js';


afterEach(() => vi.restoreAllMocks());

const dir = mkdtempSync(join(tmpdir(), 'tabletrack-cli-'));
function file(name: string, content: string): string {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
}

const good = {
  discipline: 'three-cushion', distance: 15, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' },
  strokes: [{ shooter: 'A', events: [
    { t: 0, kind: 'strike', ball: 'white' }, { t: 0.3, kind: 'ball-ball', balls: ['white', 'red'] },
    { t: 0.6, kind: 'cushion', ball: 'white', cushion: 'top' }, { t: 0.9, kind: 'cushion', ball: 'white', cushion: 'left' },
    { t: 1.2, kind: 'cushion', ball: 'white', cushion: 'bottom' }, { t: 1.6, kind: 'ball-ball', balls: ['white', 'yellow'] },
  ] }],
};

describe('tabletrack CLI', () => {
  it('lists its commands', async () => {
    const io = capture();
    expect(await main(['--help'])).toBe(0);
    expect(io.out()).toMatch(/judge/);
  });

  it('judges a match file and prints the verdict JSON', async () => {
    const io = capture();
    expect(await main(['judge', file('good.json', JSON.stringify(good))])).toBe(0);
    const verdict = JSON.parse(io.out());
    expect(verdict.strokes[0].points).toEqual({ A: 1, B: 0 });
    expect(verdict.score).toEqual({ A: 1, B: 0 });
  });

  it('names the file, stroke and field of bad input, exit code 2, one line', async () => {
    const bad = structuredClone(good);
    (bad.strokes[0]!.events[1] as { balls: string[] }).balls = ['white', 'blue'];
    const path = file('bad.json', JSON.stringify(bad));
    const io = capture();
    expect(await main(['judge', path])).toBe(2);
    expect(io.err()).toBe(`tabletrack judge: ${path}: strokes[0].events[1].balls[1]: unknown ball "blue" (expected white, yellow, red)\n`);
    expect(io.out()).toBe('');
  });

  it('reports broken JSON and missing files in one line', async () => {
    const io = capture();
    expect(await main(['judge', file('broken.json', '{"discipline": ')])).toBe(2);
    expect(await main(['judge', join(dir, 'nope.json')])).toBe(2);
    const lines = io.err().trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/broken\.json: not valid JSON/);
    expect(lines[1]).toMatch(/nope\.json: cannot read \(ENOENT\)/);
  });

  it('rejects an unknown command and an unknown option', async () => {
    const io = capture();
    expect(await main(['referee'])).toBe(2);
    expect(await main(['judge', '--colour'])).toBe(2);
    expect(io.err()).toMatch(/unknown command "referee"/);
  });
});
