/** Shared by the server tests: a service around a ManualSource, a config, a ws client that collects messages. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { ManualSource } from '../src/pipeline/manual.js';
import { parseConfig, type Config } from '../src/server/config.js';
import { Hub } from '../src/server/hub.js';
import { MatchLog } from '../src/server/log.js';
import { MatchService } from '../src/server/service.js';
import { buildApp } from '../src/server/app.js';
import type { MatchSetup } from '../src/server/match.js';
import { serverMessageSchema, type ServerMessage } from '../src/server/messages.js';
import type { SourceStroke } from '../src/pipeline/types.js';

export const TOKEN = 'test-referee-token-0123456789';
export const THREE_CUSHION: MatchSetup = { discipline: 'three-cushion', players: ['A', 'B'], balls: { A: 'white', B: 'yellow' }, distance: 3 };

export function tempFile(name: string): string {
  return join(mkdtempSync(join(tmpdir(), 'tabletrack-')), name);
}

export function testConfig(over: Record<string, unknown> = {}): Config {
  return parseConfig({ server: { port: 0, host: '127.0.0.1', heartbeatMs: 200, screenRateHz: 20 }, referee: { token: TOKEN }, matchLog: { file: tempFile('log.sqlite') }, ...over });
}

export async function makeService(opts: { config?: Config; setup?: MatchSetup; source?: ManualSource } = {}) {
  const config = opts.config ?? testConfig();
  const source = opts.source ?? new ManualSource();
  const log = new MatchLog(config.matchLog.file);
  const hub = new Hub(config.server.maxBufferedBytes);
  const service = new MatchService({ config, source, log, hub, defaultSetup: opts.setup ?? THREE_CUSHION });
  await service.start();
  const app = await buildApp({ config, service, hub, token: TOKEN });
  return {
    config, source, log, hub, service, app,
    async listen(): Promise<number> {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const a = app.server.address();
      return typeof a === 'object' && a ? a.port : 0;
    },
    async close() {
      hub.closeAll();
      await service.stop();
      await app.close();
      log.close();
    },
  };
}

/** A carom stroke: white hits red, three cushions, then yellow (a point in three-cushion), or a miss. */
export function caromStroke(t0: number, point: boolean, confidence?: number): SourceStroke {
  const c = confidence === undefined ? {} : { confidence };
  const events = [
    { t: t0, kind: 'strike' as const, ball: 'white' as const },
    { t: t0 + 0.3, kind: 'ball-ball' as const, balls: ['white', 'red'] as ['white', 'red'], ...c },
    { t: t0 + 0.8, kind: 'cushion' as const, ball: 'white' as const, cushion: 'top' as const },
    { t: t0 + 1.2, kind: 'cushion' as const, ball: 'white' as const, cushion: 'left' as const },
    { t: t0 + 1.7, kind: 'cushion' as const, ball: 'white' as const, cushion: 'bottom' as const },
    ...(point ? [{ t: t0 + 2.2, kind: 'ball-ball' as const, balls: ['white', 'yellow'] as ['white', 'yellow'] }] : []),
    { t: t0 + 3, kind: 'rest' as const },
  ];
  return { events, restT: t0 + 3 };
}

/** A ws client that validates and keeps every message. */
export async function wsClient(port: number, headers: Record<string, string> = {}) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers });
  const messages: ServerMessage[] = [];
  const invalid: unknown[] = [];
  ws.on('message', (data) => {
    const json = JSON.parse(data.toString()) as unknown;
    const r = serverMessageSchema.safeParse(json);
    if (r.success) messages.push(json as ServerMessage);
    else invalid.push({ json, issues: r.error.issues });
  });
  await new Promise<void>((resolve, reject) => { ws.once('open', () => resolve()); ws.once('error', reject); });
  return {
    ws, messages, invalid,
    of<T extends ServerMessage['type']>(type: T) {
      return messages.filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);
    },
    async waitFor<T extends ServerMessage['type']>(type: T, pred: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true, timeoutMs = 3000) {
      const t0 = Date.now();
      for (;;) {
        const m = messages.find((x): x is Extract<ServerMessage, { type: T }> => x.type === type && pred(x as Extract<ServerMessage, { type: T }>));
        if (m) return m;
        if (Date.now() - t0 > timeoutMs) throw new Error(`no ${type} message within ${timeoutMs} ms (got ${messages.map((x) => x.type).join(', ')})`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    close: () => ws.close(),
  };
}

export function bearer(token = TOKEN): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
