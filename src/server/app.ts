/**
 * The fastify app: the referee page, the WebSocket for screens, and the REST
 * API (docs/service.md). Watching needs nothing; referee controls need the
 * bearer token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { InputError } from '../contracts/schema.js';
import type { Config } from './config.js';
import { Hub } from './hub.js';
import { clientMessageSchema, message } from './messages.js';
import type { MatchService } from './service.js';
import { registerApi } from './routes.js';
import { FOUL_TEXTS, CALL_TEXTS, LANGUAGES } from '../contracts/texts.js';
import { UI_TEXTS } from './ui-texts.js';
import { REFEREE_FOULS } from '../contracts/codes.js';

export const WEB_DIR = fileURLToPath(new URL('../../web/', import.meta.url));
const WEB_FILE = /^[a-z0-9-]+\.(html|js|css|svg)$/;
const TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', svg: 'image/svg+xml' };

export function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

function digest(s: string): Buffer {
  return createHash('sha256').update(s).digest();
}

/** A preHandler that lets only the referee through (constant-time compare). */
export function refereeGuard(token: string) {
  const expected = digest(token);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const h = req.headers.authorization ?? '';
    const given = h.startsWith('Bearer ') ? h.slice(7) : '';
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="tabletrack referee"').send({ error: 'referee token required (Authorization: Bearer <token>)' });
    }
  };
}

/** A browser page may open the socket only from this server's own page or a configured origin. */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return true; // not a browser: origin checks protect browsers' users, not servers
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export interface AppDeps {
  config: Config;
  service: MatchService;
  hub: Hub;
  token: string;
  logger?: boolean;
}

export async function buildApp(d: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: d.logger ?? false, bodyLimit: 64 * 1024 });
  const version = packageVersion();
  await app.register(websocket, { options: { maxPayload: d.config.server.maxPayloadBytes, closeTimeout: 1000 } as object });

  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof InputError) return reply.code(400).send({ error: err.message });
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) app.log.error(err);
    return reply.code(status).send({ error: (err as Error).message });
  });

  app.register(async (scope) => {
    scope.get('/ws', {
      websocket: true,
      preValidation: async (req, reply) => {
        if (!originAllowed(req.headers.origin, req.headers.host, d.config.server.allowedOrigins)) {
          return reply.code(403).send({ error: `origin ${req.headers.origin} not allowed` });
        }
      },
    }, (socket: WebSocket) => {
      d.hub.add(socket);
      socket.on('message', (data) => onClientMessage(d, socket, data.toString()));
      socket.on('error', () => socket.terminate());
      d.hub.send(socket, d.service.hello(version));
    });
  });

  app.get('/', async (_req, reply) => reply.type(TYPES.html!).send(await readFile(new URL('index.html', `file://${WEB_DIR}`))));
  app.get<{ Params: { file: string } }>('/web/:file', async (req, reply) => {
    const file = req.params.file;
    if (!WEB_FILE.test(file)) return reply.code(404).send({ error: 'not found' });
    try {
      const body = await readFile(new URL(file, `file://${WEB_DIR}`));
      return reply.type(TYPES[file.split('.').pop()!]!).header('cache-control', 'no-cache').send(body);
    } catch {
      return reply.code(404).send({ error: 'not found' });
    }
  });
  app.get('/texts.json', async () => ({ languages: LANGUAGES, fouls: FOUL_TEXTS, calls: CALL_TEXTS, ui: UI_TEXTS, refereeFouls: REFEREE_FOULS }));

  registerApi(app, { ...d, version, guard: refereeGuard(d.token) });
  return app;
}

function onClientMessage(d: AppDeps, socket: WebSocket, text: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return d.hub.send(socket, message({ type: 'error', message: 'not JSON' }));
  }
  const r = clientMessageSchema.safeParse(parsed);
  if (!r.success) return d.hub.send(socket, message({ type: 'error', message: 'expected {"type":"ping"}: screens only listen; controls are REST calls with the referee token' }));
  d.hub.send(socket, message({ type: 'heartbeat', seq: 0, now: Date.now() }));
}
