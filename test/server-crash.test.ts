/**
 * Crash-proof match log: the service runs as a child process, is killed with
 * SIGKILL mid-match, and is started again on the same log. The match must go
 * on from exactly where it was, and end with the verdict of the whole match.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build } from 'vite';
import { judgeMatch } from '../src/rules/match.js';
import { spacedStrokes } from '../src/pipeline/synthetic.js';
import { tempFile, TOKEN } from './server-helpers.js';

const root = fileURLToPath(new URL('..', import.meta.url));
// Two folders below the root, like dist/server/: the bundle finds web/ and package.json where the sources do.
const outDir = `${root}.tmp/serve-crash-${process.pid}`;
const example = `${root}examples/three-cushion-short-match.json`;
const children: ChildProcess[] = [];

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  await build({ configFile: false, logLevel: 'silent', build: { ssr: `${root}src/server/entry.ts`, outDir, emptyOutDir: true, target: 'node20', minify: false } });
}, 60_000);

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(outDir, { recursive: true, force: true });
});

async function startServer(log: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [`${outDir}/entry.js`, '--port', '0', '--host', '127.0.0.1', '--source', example, '--speed', '8', '--log', log], {
    env: { ...process.env, TABLETRACK_REFEREE_TOKEN: TOKEN, TABLETRACK_CONFIG: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stderr!.on('data', (d: Buffer) => { out += d.toString(); });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on http:\/\/localhost:(\d+)\//.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return { child, port };
}

async function match(port: number): Promise<{ strokes: { stroke: unknown; verdict: unknown }[]; score: { score: Record<string, number>; status: string; strokes: number } }> {
  return (await fetch(`http://127.0.0.1:${port}/api/match`)).json() as never;
}

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out; last: ${JSON.stringify(v).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('resumes the match exactly where it was after kill -9', async () => {
  const log = tempFile('crash.sqlite');
  const file = JSON.parse(readFileSync(example, 'utf8'));
  const expected = judgeMatch({ ...file, strokes: spacedStrokes(file.strokes) });

  const first = await startServer(log);
  const before = await until(() => match(first.port), (m) => m.strokes.length >= 2);
  first.child.kill('SIGKILL');
  await new Promise((r) => first.child.once('exit', r));

  const second = await startServer(log);
  const resumed = await match(second.port);
  // Everything announced before the kill is there, unchanged, and nothing twice.
  expect(resumed.strokes.slice(0, before.strokes.length)).toEqual(before.strokes);
  expect(resumed.strokes.length).toBeLessThanOrEqual(before.strokes.length + 1);
  const done = await until(() => match(second.port), (m) => m.strokes.length === file.strokes.length);
  expect(done.score.score).toEqual(expected.score);
  expect(done.strokes.map((r) => r.verdict)).toEqual(expected.strokes);
  second.child.kill('SIGTERM');
  expect(await new Promise((r) => second.child.once('exit', r))).toBe(0);
}, 60_000);
