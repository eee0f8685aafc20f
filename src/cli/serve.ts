/**
 * `tabletrack serve`: the live service (docs/service.md) until SIGINT or
 * SIGTERM. Bad configuration: one line naming the file (or variable) and the
 * field, exit code 2.
 */
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { InputError } from '../contracts/schema.js';
import { loadConfig, sourceKindOf } from '../server/config.js';
import { startService } from '../server/index.js';
import { CliError } from './io.js';

export const serveHelp = `tabletrack serve [--config FILE] [--port N] [--host H] [--source PATH] [--speed X] [--calibration FILE] [--log FILE]

Runs the live service: the referee page on http://HOST:PORT/, screens on the
WebSocket /ws, the REST API under /api (docs/service.md, docs/protocol.md).
The match is logged to an SQLite file before anything is announced; after a
crash, the same command resumes the match where it was.

  --config FILE   configuration file (default config/default.json when it exists; see docs/service.md)
  --port N        listen port (default 8080; 0 picks a free one)
  --host H        listen address (default 0.0.0.0)
  --source PATH   a recording folder (test-videos/…: its video through detect, track,
                  events and rules) or a video file (with --calibration); a truth.json
                  or match file replays the recorded events without vision
  --truth-replay  with --source FOLDER: replay the folder's truth.json instead of its video
  --speed X       × real time (1 = as filmed); 0 = a recording's every frame, as fast as it goes
  --calibration FILE  the camera's calibration (tabletrack calibrate), for cameras and video files
  --log FILE      the match log (SQLite)
  --until-end     exit when the source has played through (a replay), instead of waiting for a signal

Environment: TABLETRACK_CONFIG, TABLETRACK_PORT, TABLETRACK_HOST,
TABLETRACK_REFEREE_TOKEN (referee controls; made up and printed when unset),
TABLETRACK_MATCH_LOG, TABLETRACK_SOURCE, TABLETRACK_SPEED.`;

function overridesOf(values: Record<string, string | boolean | undefined>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const num = (name: string, v: string) => {
    const n = Number(v);
    if (v.trim() === '' || !Number.isFinite(n)) throw new CliError(`--${name}: expected a number, got ${JSON.stringify(v)}`);
    return n;
  };
  const server: Record<string, unknown> = {};
  if (typeof values.port === 'string') server.port = num('port', values.port);
  if (typeof values.host === 'string') server.host = values.host;
  if (Object.keys(server).length) out.server = server;
  if (typeof values.source === 'string' || typeof values.speed === 'string') {
    const kind = typeof values.source === 'string' ? (values['truth-replay'] ? 'replay' : sourceKindOf(values.source)) : undefined;
    out.source = { ...(kind ? { kind } : {}), ...(typeof values.source === 'string' ? { path: values.source } : {}), ...(typeof values.speed === 'string' ? { speed: num('speed', values.speed) } : {}) };
  }
  if (typeof values.calibration === 'string') out.vision = { calibration: values.calibration };
  if (typeof values.log === 'string') out.matchLog = { file: values.log };
  return out;
}

function defaultConfigFile(): string | undefined {
  const file = new URL('../../config/default.json', import.meta.url);
  return process.env.TABLETRACK_CONFIG ?? (existsSyncUrl(file) ? file.pathname : undefined);
}

function existsSyncUrl(url: URL): boolean {
  try {
    return statSync(url).isFile();
  } catch {
    return false;
  }
}

/** Run until a signal; resolves with the exit code. */
export async function serveCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      config: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, source: { type: 'string' },
      speed: { type: 'string' }, calibration: { type: 'string' }, 'truth-replay': { type: 'boolean' }, log: { type: 'string' }, 'until-end': { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${serveHelp}\n`);
    return 0;
  }
  let running;
  try {
    const config = loadConfig({ file: values.config ?? defaultConfigFile(), env: process.env, overrides: overridesOf(values) });
    running = await startService(config);
  } catch (e) {
    if (e instanceof InputError) throw new CliError(e.message);
    if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new CliError(`port in use: ${(e as Error).message}`);
    throw e;
  }
  const address = running.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`tabletrack serve: listening on http://localhost:${port}/ (match ${running.service.current.id}, source ${running.service.health().source})\n`);
  if (running.tokenGenerated) process.stdout.write(`tabletrack serve: referee token (made at start; set TABLETRACK_REFEREE_TOKEN to fix it): ${running.token}\n`);
  const service = running.service;
  await new Promise<void>((resolve) => {
    const poll = values['until-end'] ? setInterval(() => service.sourceEnded && stop(), 200) : null;
    function stop() {
      if (poll) clearInterval(poll);
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    }
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  const s = service.score();
  process.stdout.write(`tabletrack serve: stopped; match ${service.current.id}: ${s.strokes} strokes, score ${Object.entries(s.score).map(([p, n]) => `${p} ${n}`).join(', ')}${s.winner ? `, winner ${s.winner}` : ''}\n`);
  await running.close();
  return 0;
}
