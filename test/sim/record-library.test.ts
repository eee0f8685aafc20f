/**
 * The committed test-videos library: every listed recording is there with its
 * files, its truth validates and is what the README's command makes, its match
 * file judges to the scenario's verdict, and the whole folder stays small.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISCIPLINES } from '../../src/contracts/ids.js';
import { judgeMatch } from '../../src/rules/match.js';
import { LIBRARY, libraryArgs, libraryReadme } from '../../src/sim/record/library.js';
import { loadTruth } from '../../src/sim/record/index.js';

const ROOT = 'test-videos';
/** The library's size budget (bytes): it is committed to git. */
const BUDGET = 30 * 1024 * 1024;

function sizeOf(path: string): number {
  const s = statSync(path);
  return s.isDirectory() ? readdirSync(path).reduce((n, f) => n + sizeOf(join(path, f)), 0) : s.size;
}

describe('test-videos library', () => {
  it('has at least two recordings of every discipline, one of them a random-player match', () => {
    for (const d of DISCIPLINES) {
      const of = LIBRARY.filter((e) => e.match === d || (e.scenario !== undefined && readDiscipline(e.dir) === d));
      expect(of.length, d).toBeGreaterThanOrEqual(2);
      expect(of.some((e) => e.match === d), d).toBe(true);
    }
  });

  it('README lists the command of every recording and is what the generator writes', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toBe(libraryReadme(ROOT));
    for (const e of LIBRARY) expect(readme).toContain(`tabletrack simulate ${libraryArgs(e, ROOT, true).join(' ')}`);
  });

  it.each(LIBRARY.map((e) => [e.dir, e] as const))('%s: files, truth, verdict', async (dir, e) => {
    const folder = join(ROOT, dir);
    for (const f of ['truth.json', 'match.json', 'video.mp4', 'contact-sheet.png']) expect(existsSync(join(folder, f)), f).toBe(true);
    expect(existsSync(join(folder, 'frames'))).toBe(false);
    const truth = await loadTruth(join(folder, 'truth.json'));
    expect(truth.command).toBe(`tabletrack simulate ${libraryArgs(e, ROOT).join(' ')}`);
    expect(truth.fps).toBe(e.fps);
    expect(truth.resolution.join('x')).toBe(e.size);
    expect(truth.frames).toHaveLength(Math.round(truth.duration! * truth.fps));
    const match = JSON.parse(readFileSync(join(folder, 'match.json'), 'utf8'));
    expect(match).toEqual(truth.match);
    const verdict = judgeMatch(match);
    if (e.scenario !== undefined) expect(verdict).toMatchObject(truth.expect!);
    else expect(truth.expect).toBeUndefined();
  });

  it(`stays under ${BUDGET / 1024 / 1024} MB`, () => {
    expect(sizeOf(ROOT)).toBeLessThan(BUDGET);
  });
});

function readDiscipline(dir: string): string | undefined {
  const file = join(ROOT, dir, 'match.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { discipline: string }).discipline : undefined;
}
