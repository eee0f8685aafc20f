import { CliError } from '../cli/io.js';
import { serveCommand } from '../cli/serve.js';

export async function main(argv: string[]): Promise<number> {
  try {
    return await serveCommand(argv);
  } catch (e) {
    process.stderr.write(`tabletrack serve: ${(e as Error).message}\n`);
    return e instanceof CliError ? e.exitCode : 1;
  }
}
