/** Captures what the in-process CLI writes to stdout and stderr (restore with vi.restoreAllMocks). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { main } from '../src/cli/main.js';

export function captureOutput() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((s) => (err.push(String(s)), true));
  return { out: () => out.join(''), err: () => err.join('') };
}

/** Writes `text` as `dir/name` and runs `tabletrack judge` on it in-process, capturing its output. */
export async function judgeFileIn(dir: string, name: string, text: string) {
  const path = join(dir, name);
  writeFileSync(path, text);
  const io = captureOutput();
  const code = await main(['judge', path]);
  return { code, path, out: io.out(), err: io.err() };
}
