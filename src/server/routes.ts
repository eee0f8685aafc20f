/** The REST API (docs/service.md). Bodies are validated with zod; errors name the field. */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { CUSHIONS, POCKETS } from '../contracts/ids.js';
import { LANGUAGES, type Language } from '../contracts/texts.js';
import { InputError, formatPath, namedEnum } from '../contracts/schema.js';
import { FOUL_CODES } from '../contracts/codes.js';
import { eventSchema } from './messages.js';
import type { Correction } from './corrections.js';
import type { Config } from './config.js';
import type { Hub } from './hub.js';
import type { MatchService } from './service.js';
import type { MatchSetup } from './match.js';
import { sheetCsv, sheetOf } from './sheet.js';
import { metricsText } from './metrics.js';
import { namedPoint, pointNames } from '../calibration/index.js';
import { tableForDiscipline } from '../geometry/tables.js';

export interface ApiDeps {
  config: Config;
  service: MatchService;
  hub: Hub;
  version: string;
  guard: preHandlerAsyncHookHandler;
}

const strokeIndex = z.number().int().min(0);
const foul = namedEnum('foul', FOUL_CODES as unknown as [string, ...string[]]);
const correctionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('add-foul'), stroke: strokeIndex, foul }),
  z.strictObject({ kind: z.literal('remove-foul'), stroke: strokeIndex, foul }),
  z.strictObject({ kind: z.literal('add-event'), stroke: strokeIndex, event: eventSchema.strict() }),
  z.strictObject({ kind: z.literal('remove-event'), stroke: strokeIndex, index: z.number().int().min(0) }),
  z.strictObject({ kind: z.literal('void-stroke'), stroke: strokeIndex }),
], { error: () => 'unknown correction kind (expected add-foul, remove-foul, add-event, remove-event, void-stroke)' });
const declarationSchema = z.strictObject({ pocket: namedEnum('pocket', POCKETS), cushions: z.array(namedEnum('cushion', CUSHIONS)).default([]), via: z.array(z.string()).default([]), shot: z.string().optional() });
const clearSchema = z.strictObject({ clear: z.literal(true) });
const choiceSchema = z.strictObject({ player: z.string().min(1) });

function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const r = schema.safeParse(body ?? {});
  if (r.success) return r.data;
  const issue = [...r.error.issues].sort((a, b) => b.path.length - a.path.length)[0]!;
  const detail = issue.code === 'unrecognized_keys' ? `unknown key ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}` : issue.message;
  throw new InputError(`${what}${issue.path.length ? `.${formatPath(issue.path)}` : ''}`, detail);
}

/** Largest still accepted for calibration (a 4K PNG is ~25 MB). */
const MAX_IMAGE_BYTES = 40 << 20;

export function registerApi(app: FastifyInstance, d: ApiDeps): void {
  const referee = { preHandler: d.guard };
  const s = d.service;

  app.get('/api/health', async () => ({ ok: true, version: d.version, status: s.current.status, sourceEnded: s.sourceEnded, ...s.health() }));
  app.get('/api/metrics', async (_req, reply) => reply.type('text/plain; version=0.0.4').send(metricsText(s, d.hub)));
  app.get('/api/match', async () => s.snapshot());
  app.get('/api/match/sheet.json', async (_req, reply) => reply.header('content-disposition', `attachment; filename="${s.current.id}.json"`).send(sheetOf(s.current)));
  app.get<{ Querystring: { lang?: string } }>('/api/match/sheet.csv', async (req, reply) => {
    const lang = (LANGUAGES as readonly string[]).includes(req.query.lang ?? '') ? (req.query.lang as Language) : d.config.language;
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${s.current.id}.csv"`).send(sheetCsv(s.current, lang));
  });

  app.put('/api/match', referee, async (req) => s.setup(req.body as MatchSetup));
  app.post('/api/match/start', referee, async () => s.setStatus('running'));
  app.post('/api/match/pause', referee, async () => s.setStatus('paused'));
  app.post('/api/match/corrections', referee, async (req) => s.correct(parse(correctionSchema, req.body, 'correction') as Correction));
  app.post('/api/match/declare', referee, async (req) => {
    const isClear = typeof req.body === 'object' && req.body !== null && 'clear' in req.body;
    return isClear ? (parse(clearSchema, req.body, 'declared'), s.declare(null)) : s.declare(parse(declarationSchema, req.body, 'declared') as never);
  });
  app.post('/api/match/choice', referee, async (req) => s.choose(parse(choiceSchema, req.body, 'choice').player));
  // A PNG/JPEG still of the table, a calibration file (JSON), {"from": "camera"}: the live picture, or
  // {"points": [...]}: points clicked on the live picture (the hand calibration).
  app.addContentTypeParser(['image/png', 'image/jpeg'], { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_req, body, done) => done(null, body));
  app.post('/api/calibration', referee, async (req) => {
    if (Buffer.isBuffer(req.body)) return s.calibrate({ kind: 'image', bytes: req.body });
    const body = req.body as Record<string, unknown> | null;
    if (body && typeof body === 'object' && body.from === 'camera' && Object.keys(body).length === 1) return s.calibrate({ kind: 'live' });
    if (body && typeof body === 'object' && 'points' in body) return s.calibrate({ kind: 'points', body });
    return s.calibrate({ kind: 'file', body });
  });
  // The names a hand calibration takes for the match's table, and the live picture to click them on
  // (?overlay=1: with the calibration in force drawn over it, to judge it by eye).
  app.get('/api/calibration/points', async () => {
    const table = tableForDiscipline(s.current.file.discipline);
    const names = pointNames(table);
    return { table: table.kind, names, at: Object.fromEntries(names.map((n) => [n, namedPoint(table, n).slice(0, 2)])) };
  });
  app.get<{ Querystring: { overlay?: string } }>('/api/camera/frame.jpg', async (req, reply) => {
    const jpeg = await s.still(req.query.overlay === '1');
    return reply.type('image/jpeg').header('cache-control', 'no-store').send(jpeg);
  });
}
