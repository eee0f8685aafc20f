/**
 * tabletrack's command line. Each command is a module with a help text; bad
 * input ends in one line on stderr and exit code 2, never a stack trace.
 */
import { calibrateCommand, calibrateHelp } from './calibrate.js';
import { InputError } from '../contracts/schema.js';
import { CliError } from './io.js';
import { detectCommand, detectHelp } from './detect.js';
import { judgeCommand, judgeHelp } from './judge.js';
import { mapCommand, mapHelp } from './map.js';
import { serveCommand, serveHelp } from './serve.js';
import { simulateCommand, simulateHelp } from './simulate.js';
import { startCommand, startHelp } from './start.js';
import { trackCommand, trackHelp } from './track.js';

interface Command {
  summary: string;
  help: string;
  run(argv: string[]): number | Promise<number>;
}

const COMMANDS: Record<string, Command> = {
  calibrate: { summary: 'calibrate the camera from one frame of the table (or listed points)', help: calibrateHelp, run: calibrateCommand },
  detect: { summary: 'detect balls and pins in an image', help: detectHelp, run: detectCommand },
  judge: { summary: 'judge a match file and print the verdict', help: judgeHelp, run: judgeCommand },
  map: { summary: 'map a pixel to table mm or back through a calibration', help: mapHelp, run: mapCommand },
  serve: { summary: 'run the live service (referee page, WebSocket, REST, match log)', help: serveHelp, run: serveCommand },
  simulate: { summary: 'render a simulated recording with its ground truth', help: simulateHelp, run: simulateCommand },
  track: { summary: 'a recorded match through detect, track and events, as a match file', help: trackHelp, run: trackCommand },
  start: { summary: 'run the main job on the bundled default', help: startHelp, run: startCommand },
};

function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length));
  const rows = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return `tabletrack: an overhead-camera billiards referee assistant

Usage: tabletrack <command> [options]   (tabletrack <command> --help for details)

Commands:
${rows.join('\n')}
`;
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage());
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`tabletrack: unknown command ${JSON.stringify(name)} (expected ${Object.keys(COMMANDS).join(', ')})\n`);
    return 2;
  }
  try {
    return await command.run(rest);
  } catch (err) {
    if (err instanceof CliError) {
      process.stderr.write(`tabletrack ${name}: ${err.message}\n`);
      return err.exitCode;
    }
    // Bad input from any stage names its file and field already: one line, exit code 2.
    if (err instanceof InputError) {
      process.stderr.write(`tabletrack ${name}: ${err.message.replace(/\s+/g, ' ')}\n`);
      return 2;
    }
    if (err instanceof Error && 'code' in err && String((err as { code: unknown }).code).startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`tabletrack ${name}: ${err.message}\n`);
      return 2;
    }
    process.stderr.write(`tabletrack ${name}: internal error: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}
