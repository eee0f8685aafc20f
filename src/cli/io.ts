/** CLI input/output helpers: read JSON from a file or stdin with errors that name the file. */
import { readFileSync } from 'node:fs';
import { InputError } from '../contracts/schema.js';
import { describeBreak } from './json-where.js';

/** An error the CLI reports as one line and exit code 2: bad input, named by file and field. */
export class CliError extends Error {
  constructor(message: string, readonly exitCode = 2) {
    super(message);
    this.name = 'CliError';
  }
}

export function readText(file: string): string {
  try {
    return file === '-' ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new CliError(`${label(file)}: cannot read (${code})`);
  }
}

export function readJson(file: string): unknown {
  const text = readText(file);
  try {
    return JSON.parse(text);
  } catch (err) {
    // One line: V8 quotes the text around the break, newlines included.
    const message = (err as Error).message.replace(/\s+/g, ' ');
    throw new CliError(`${label(file)}: not valid JSON${describeBreak(text, message)} (${message})`);
  }
}

export function label(file: string): string {
  return file === '-' ? '<stdin>' : file;
}

/** Run fn and turn an InputError into a CliError that names the file. */
export function withFile<T>(file: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof InputError) throw new CliError(`${label(file)}: ${err.message}`);
    throw err;
  }
}
