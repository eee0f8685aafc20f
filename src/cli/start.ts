/**
 * `tabletrack start`: the main job on the bundled default — the live service
 * (referee page on http://localhost:8080, live messages on ws://localhost:8080/ws)
 * replaying a bundled recording of test-videos/ in real time (config/default.json).
 * Options are those of `tabletrack serve`; `--until-end` exits when the replay is over.
 */
import { serveCommand, serveHelp } from './serve.js';

export const startHelp = `tabletrack start [serve options]

Starts the live service on the bundled default (config/default.json): a
recording from test-videos/ replayed in real time, the referee page on
http://localhost:8080 and live messages on ws://localhost:8080/ws.
Ctrl-C stops it; --until-end stops it when the replay is over.

${serveHelp}`;

export function startCommand(argv: string[]): Promise<number> {
  return serveCommand(argv);
}
