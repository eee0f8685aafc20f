/**
 * `tabletrack start`: the main job on the bundled default. Until the live
 * service exists (issue 7) it judges the bundled example matches and prints a
 * referee's summary of each.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { judgeMatch } from '../rules/match.js';
import { formatVerdict } from './format.js';
import { readJson, withFile } from './io.js';

export const startHelp = `tabletrack start

Runs the main job on the bundled default: judges every example match in
examples/ and prints a referee's summary of each.`;

export function startCommand(argv: string[]): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${startHelp}\n`);
    return 0;
  }
  const dir = fileURLToPath(new URL('../../examples/', import.meta.url));
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  for (const f of files) {
    const file = join(dir, f);
    const input = readJson(file);
    const verdict = withFile(file, () => judgeMatch(input));
    process.stdout.write(`== ${f}\n${formatVerdict(input as { players: string[]; discipline: string }, verdict)}\n`);
  }
  return 0;
}
