/**
 * The WebSocket protocol (docs/protocol.md): versioned JSON messages from the
 * server to the screens. The TypeScript types below are what the code builds;
 * the zod schemas mirror them for validation and for the JSON Schemas in
 * schemas/protocol.schema.json (`z.toJSONSchema`). A type-level test keeps
 * the two in step (test/server-messages.test.ts).
 */
import { z } from 'zod';
import type { StrokeEvent } from '../contracts/events.js';
import { EVENT_KINDS } from '../contracts/events.js';
import { CALL_CODES, FOUL_CODES, type FoulCode } from '../contracts/codes.js';
import type { Declaration, PlayerId, Stroke } from '../contracts/match.js';
import type { Call, StrokeDoubt, StrokeVerdict } from '../contracts/verdict.js';
import type { CameraStatus } from '../capture/frame.js';
import type { Layout } from './layout.js';
import type { MatchSetup, MatchStatus } from './match.js';

export const PROTOCOL_VERSION = 1;

export interface ScoreBody {
  status: MatchStatus;
  score: Record<PlayerId, number>;
  sets: Record<PlayerId, number>;
  innings?: Record<PlayerId, number>;
  highRun?: Record<PlayerId, number>;
  /** The run of the player at the table (carom). */
  run?: number;
  next: PlayerId | null;
  /** Who may play next: two after a Russian foul (the opponent's choice). */
  expectedShooters: PlayerId[];
  winner: PlayerId | null;
  strokes: number;
  /** Shot clock: the limit, and when it started (epoch ms: the last rest, or the start). */
  shotClock: { limitS: number; since: number };
  /** The Russian strict call entered for the next stroke, if any. */
  declared?: Declaration;
}

export interface StrokeRecord {
  index: number;
  stroke: Stroke;
  verdict: StrokeVerdict;
  /** The referee changed something about this stroke. */
  corrected: boolean;
}

export interface MatchSnapshot {
  id: string;
  setup: MatchSetup;
  strokes: StrokeRecord[];
  score: ScoreBody;
}

export interface HealthBody {
  fps: number;
  latencyMs: { p50: number; p99: number };
  camera: CameraStatus;
  dropped: number;
  reconnects: number;
  clients: number;
  source: string;
  /** Vision sources: false while no calibration is in force (nothing is detected). */
  calibrated?: boolean;
  /** Why the last automatic calibration failed, while uncalibrated. */
  calibrationProblem?: string;
}

interface Base { v: typeof PROTOCOL_VERSION }
export interface HelloMessage extends Base { type: 'hello'; server: { name: 'tabletrack'; version: string }; configVersion: number; language: string; layout: Layout; match: MatchSnapshot }
export interface StateMessage extends Base { type: 'state'; seq: number; t: number; capturedAt: number; balls: Record<string, { x: number; y: number; moving: boolean }>; pins?: Record<string, string> }
export interface EventMessage extends Base { type: 'event'; stroke: number; event: StrokeEvent }
/** `doubt`: present when a doubtful event could change this call (src/rules/doubt.ts): the referee should look before the next stroke. */
export interface CallMessage extends Base { type: 'call'; stroke: number; shooter: PlayerId; valid: boolean; points: Record<PlayerId, number>; calls: Call[]; fouls: FoulCode[]; reasons: string[]; doubt?: StrokeDoubt }
export interface VerdictMessage extends Base { type: 'verdict'; record: StrokeRecord }
export interface ScoreMessage extends Base { type: 'score'; score: ScoreBody }
export interface MatchMessage extends Base { type: 'match'; layout: Layout; match: MatchSnapshot }
export interface HealthMessage extends Base { type: 'health'; health: HealthBody }
export interface HeartbeatMessage extends Base { type: 'heartbeat'; seq: number; now: number }
export interface ErrorMessage extends Base { type: 'error'; message: string }

export type ServerMessage =
  | HelloMessage | StateMessage | EventMessage | CallMessage | VerdictMessage
  | ScoreMessage | MatchMessage | HealthMessage | HeartbeatMessage | ErrorMessage;
export type ServerMessageType = ServerMessage['type'];

/** Build a message: the version is added here, once. */
export function message<T extends ServerMessageType>(body: Omit<Extract<ServerMessage, { type: T }>, 'v'> & { type: T }): Extract<ServerMessage, { type: T }> {
  return { v: PROTOCOL_VERSION, ...body } as Extract<ServerMessage, { type: T }>;
}

// ---- zod mirror (validation, JSON Schema) ----
const num = z.number();
const players = z.record(z.string(), num);
const v = z.literal(PROTOCOL_VERSION);
const vec = z.tuple([num, num]);

export const eventSchema = z.object({
  t: num, kind: z.enum(EVENT_KINDS), confidence: num.min(0).max(1).optional(), frame: z.number().int().optional(),
  ball: z.string().optional(), balls: z.tuple([z.string(), z.string()]).optional(), cushion: z.string().optional(),
  pin: z.string().optional(), by: z.string().optional(), pocket: z.string().optional(),
  /** `rest` only: why it is doubtful (docs/contracts-extensions.md, RestDoubt). */
  doubts: z.array(z.object({ reason: z.enum(['contact', 'zone-line', 'identity', 'cushion']), confidence: num.min(0).max(1), t: num.optional(), balls: z.array(z.string()).optional(), ball: z.string().optional(), cushion: z.string().optional() })).optional(),
});
const callSchema = z.object({ call: z.enum(CALL_CODES), zone: z.string().optional(), player: z.string().optional(), count: num.optional() });
const foulSchema = z.enum(FOUL_CODES as unknown as [string, ...string[]]);
const positionSchema = z.object({ balls: z.record(z.string(), vec), pins: z.record(z.string(), z.string()).optional() });
const declarationSchema = z.object({ pocket: z.string(), cushions: z.array(z.string()), via: z.array(z.string()), shot: z.string().optional() });
const strokeSchema = z.object({
  shooter: z.string(), cueBall: z.string().optional(), before: positionSchema.optional(), events: z.array(eventSchema),
  after: positionSchema.optional(), declared: declarationSchema.optional(), refereeFouls: z.array(foulSchema).optional(),
  shotClock: z.object({ overruns: z.number().int() }).optional(),
});
const doubtSchema = z.object({
  confidence: num.min(0).max(1), events: z.array(z.number().int()),
  alternative: z.object({
    valid: z.boolean(), points: players, fouls: z.array(foulSchema), calls: z.array(callSchema), next: z.string().nullable(),
    freeBall: z.boolean(), assumes: z.string(), reasons: z.array(z.string()).optional(),
  }).optional(),
});
const verdictSchema = z.object({
  valid: z.boolean(), points: players, fouls: z.array(foulSchema), calls: z.array(callSchema), next: z.string().nullable(),
  freeBall: z.boolean(), respot: z.record(z.string(), vec), freeBallHalf: z.enum(['top', 'bottom']).optional(),
  respotOnRequest: z.record(z.string(), vec).optional(), set: num.optional(), inning: num.optional(), run: num.optional(),
  reasons: z.array(z.string()).optional(),
  doubt: doubtSchema.optional(),
});
const statusSchema = z.enum(['ready', 'running', 'paused', 'over']);
export const scoreBodySchema = z.object({
  status: statusSchema, score: players, sets: players, innings: players.optional(), highRun: players.optional(), run: num.optional(),
  next: z.string().nullable(), expectedShooters: z.array(z.string()), winner: z.string().nullable(), strokes: z.number().int(),
  shotClock: z.object({ limitS: num, since: num }), declared: declarationSchema.optional(),
});
const recordSchema = z.object({ index: z.number().int(), stroke: strokeSchema, verdict: verdictSchema, corrected: z.boolean() });
const setupSchema = z.object({
  discipline: z.string(), players: z.tuple([z.string(), z.string()]), balls: z.record(z.string(), z.string()).optional(),
  distance: num, sets: num.optional(), settings: z.record(z.string(), z.unknown()).optional(),
});
const snapshotSchema = z.object({ id: z.string(), setup: setupSchema, strokes: z.array(recordSchema), score: scoreBodySchema });
const layoutSchema = z.object({
  discipline: z.string(), kind: z.enum(['carom', 'pyramid']), length: num, width: num, ballRadius: num, railWidth: num,
  diamonds: z.array(vec), spots: z.array(vec), pins: z.record(z.string(), vec).optional(),
  pockets: z.array(z.object({ name: z.string(), at: vec, opening: num })).optional(),
  lines: z.array(z.object({ from: vec, to: vec, kind: z.string() })),
  zones: z.array(z.object({ name: z.string(), kind: z.string(), polygon: z.array(vec) })),
  ballColours: z.record(z.string(), z.string()),
});
export const healthBodySchema = z.object({
  fps: num, latencyMs: z.object({ p50: num, p99: num }), camera: z.enum(['OK', 'STALE', 'NO_SIGNAL']),
  dropped: z.number().int(), reconnects: z.number().int(), clients: z.number().int(), source: z.string(),
  calibrated: z.boolean().optional(), calibrationProblem: z.string().optional(),
});

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ v, type: z.literal('hello'), server: z.object({ name: z.literal('tabletrack'), version: z.string() }), configVersion: z.number().int(), language: z.string(), layout: layoutSchema, match: snapshotSchema }),
  z.object({ v, type: z.literal('state'), seq: z.number().int(), t: num, capturedAt: num, balls: z.record(z.string(), z.object({ x: num, y: num, moving: z.boolean() })), pins: z.record(z.string(), z.string()).optional() }),
  z.object({ v, type: z.literal('event'), stroke: z.number().int(), event: eventSchema }),
  z.object({ v, type: z.literal('call'), stroke: z.number().int(), shooter: z.string(), valid: z.boolean(), points: players, calls: z.array(callSchema), fouls: z.array(foulSchema), reasons: z.array(z.string()), doubt: doubtSchema.optional() }),
  z.object({ v, type: z.literal('verdict'), record: recordSchema }),
  z.object({ v, type: z.literal('score'), score: scoreBodySchema }),
  z.object({ v, type: z.literal('match'), layout: layoutSchema, match: snapshotSchema }),
  z.object({ v, type: z.literal('health'), health: healthBodySchema }),
  z.object({ v, type: z.literal('heartbeat'), seq: z.number().int(), now: num }),
  z.object({ v, type: z.literal('error'), message: z.string() }),
]);

/** What a screen may send: only a ping (answered with a heartbeat). Controls go through REST with the token. */
export const clientMessageSchema = z.strictObject({ v: v.optional(), type: z.literal('ping') });

/** The JSON Schemas of the protocol, for schemas/protocol.schema.json. */
export function protocolJsonSchema(): Record<string, unknown> {
  return {
    $comment: 'Generated from src/server/messages.ts by z.toJSONSchema; do not edit (test/server-messages.test.ts checks it is current).',
    protocolVersion: PROTOCOL_VERSION,
    server: z.toJSONSchema(serverMessageSchema),
    client: z.toJSONSchema(clientMessageSchema),
  };
}
