/** `node dist/server/entry.js [serve options]`: the service alone, without the CLI's other commands (used by the crash test and the container). */
import { main } from './entry-main.js';

process.exitCode = await main(process.argv.slice(2));
