/**
 * Open a replay: a recording folder (its truth.json), a truth.json, or a plain
 * match file (replayed with synthetic motion). Errors name the file and field.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { InputError, parseMatch } from '../contracts/schema.js';
import { parseTruth } from '../sim/record/truth.js';
import type { ReplayScript } from './replay.js';
import { scriptFromMatch } from './synthetic.js';

async function resolveFile(path: string): Promise<string> {
  try {
    return (await stat(path)).isDirectory() ? join(path, 'truth.json') : path;
  } catch (e) {
    throw new InputError(path, `cannot open the replay source (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

export async function loadReplay(path: string): Promise<ReplayScript> {
  const file = await resolveFile(path);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(file, code ? `cannot read (${code})` : `not JSON (${(e as Error).message})`);
  }
  const name = basename(file) === 'truth.json' ? basename(dirname(file)) : basename(file, '.json');
  if (typeof json === 'object' && json !== null && 'frames' in json) {
    const truth = parseTruth(json, file);
    return { discipline: truth.discipline, fps: truth.fps, frames: truth.frames, match: truth.match, name };
  }
  try {
    return scriptFromMatch(parseMatch(json), 30, name);
  } catch (e) {
    if (e instanceof InputError) throw new InputError(e.path ? `${file}: ${e.path}` : file, e.detail);
    throw e;
  }
}
