/** `tabletrack judge [FILE|-]`: a match file in, the verdict JSON out (CONTRACTS.md). */
import { parseArgs } from 'node:util';
import { judgeMatch } from '../rules/match.js';
import { readJson, withFile } from './io.js';
import { formatVerdict } from './format.js';

export const judgeHelp = `tabletrack judge [FILE|-] [--pretty]

Reads a match file (CONTRACTS.md, "A match file") from FILE or standard input
and prints the verdict JSON. --pretty prints a referee's summary instead.
Invalid input: exit code 2 and one line naming the file and the field.`;

export function judgeCommand(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { pretty: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    process.stdout.write(`${judgeHelp}\n`);
    return 0;
  }
  const file = positionals[0] ?? '-';
  const input = readJson(file);
  const verdict = withFile(file, () => judgeMatch(input));
  process.stdout.write(values.pretty ? formatVerdict(input as { players: string[]; discipline: string }, verdict) : `${JSON.stringify(verdict, null, 2)}\n`);
  return 0;
}
