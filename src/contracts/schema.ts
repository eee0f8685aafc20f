/**
 * The match-file schema (CONTRACTS.md), built per discipline so that ids are
 * checked against the balls that discipline has. Errors name the field by its
 * path: `strokes[3].events[1].ball: unknown ball "blue" (expected white, yellow, red)`.
 */
import { z } from 'zod';
import {
  DISCIPLINES, PINS, PIN_STATES, CUSHIONS, POCKETS, ballsOf,
  type Discipline,
} from './ids.js';
import { FOUL_CODES } from './codes.js';
import type { MatchFile } from './match.js';

/** An enum whose error says what it got and what it expected. */
export function namedEnum<const T extends readonly [string, ...string[]]>(what: string, values: T) {
  return z.enum(values, {
    error: (iss) => `unknown ${what} ${JSON.stringify(iss.input)} (expected ${values.join(', ')})`,
  });
}

const finite = z.number({ error: (iss) => `expected a number, got ${describe(iss.input)}` }).finite();
const vec2 = z.tuple([finite, finite], { error: (iss) => `expected [x, y] in mm, got ${describe(iss.input)}` });
const time = finite.min(0, 'time must be >= 0 s');

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : JSON.stringify(value);
}

/** `rest.doubts` (extension, src/contracts/events.ts RestDoubt). */
function restDoubt(ball: z.ZodType<string>) {
  const confidence = finite.min(0).max(1);
  return z.discriminatedUnion('reason', [
    z.strictObject({ reason: z.literal('contact'), confidence, t: time, balls: z.tuple([ball, ball]) }),
    z.strictObject({ reason: z.literal('zone-line'), confidence, balls: z.array(ball).min(1) }),
    z.strictObject({ reason: z.literal('identity'), confidence }),
    z.strictObject({ reason: z.literal('cushion'), confidence, t: time, ball, cushion: namedEnum('cushion', CUSHIONS) }),
  ]);
}

function eventSchema(balls: readonly [string, ...string[]]) {
  const ball = namedEnum('ball', balls);
  const pin = namedEnum('pin', PINS);
  const base = { t: time, confidence: finite.min(0).max(1).optional(), frame: z.number().int().min(0).optional() };
  const ev = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
    z.strictObject({ kind: z.literal(kind), ...base, ...shape });
  const kinds = [
    ev('strike', { ball }),
    ev('ball-ball', {
      balls: z.tuple([ball, ball]).refine(([a, b]) => a !== b, 'a ball-ball contact needs two different balls'),
    }),
    ev('cushion', { ball, cushion: namedEnum('cushion', CUSHIONS) }),
    ev('pin-fall', { pin, by: namedEnum('ball or pin', [...balls, ...PINS] as [string, ...string[]]) }),
    // `by` on a shift is optional (session 23): who moved the pin, when a pin it knocks falls (3003.3).
    ev('pin-shift', { pin, by: namedEnum('ball or pin', [...balls, ...PINS] as [string, ...string[]]).optional() }),
    ev('pocket', { ball, pocket: namedEnum('pocket', POCKETS) }),
    ev('off-table', { ball }),
    ev('rest', { doubts: z.array(restDoubt(ball)).optional() }),
    ev('moved', { ball }),
    ev('jump', { ball }),
    ev('centre-line', { ball }),
  ] as const;
  const names = kinds.map((k) => k.shape.kind.value);
  return z.discriminatedUnion('kind', kinds, {
    error: (iss) => {
      const kind = (iss.input as { kind?: unknown } | undefined)?.kind;
      return `unknown event kind ${JSON.stringify(kind)} (expected ${names.join(', ')})`;
    },
  });
}

function positionSchema(balls: readonly [string, ...string[]]) {
  return z.strictObject({
    balls: z.partialRecord(namedEnum('ball', balls), vec2),
    pins: z.partialRecord(namedEnum('pin', PINS), namedEnum('pin state', PIN_STATES)).optional(),
  });
}

function strokeSchema(balls: readonly [string, ...string[]]) {
  const ball = namedEnum('ball', balls);
  return z
    .strictObject({
      shooter: z.string().min(1),
      cueBall: ball.optional(),
      before: positionSchema(balls).optional(),
      events: z.array(eventSchema(balls)),
      after: positionSchema(balls).optional(),
      declared: z
        .strictObject({
          pocket: namedEnum('pocket', POCKETS),
          cushions: z.array(namedEnum('cushion', CUSHIONS)),
          via: z.array(ball),
          shot: z.string().optional(),
        })
        .optional(),
      refereeFouls: z.array(namedEnum('foul', FOUL_CODES as unknown as [string, ...string[]])).optional(),
      shotClock: z.strictObject({ overruns: z.number().int().min(0).max(2) }).optional(),
      pinsNotFallen: z.array(namedEnum('pin', PINS)).optional(),
    })
    .superRefine((stroke, ctx) => {
      stroke.events.forEach((e, i) => {
        const prev = stroke.events[i - 1];
        if (prev && e.t < prev.t) {
          ctx.addIssue({ code: 'custom', path: ['events', i, 't'], message: `events out of time order (${e.t} s after ${prev.t} s)` });
        }
      });
    });
}

export function matchSchemaFor(discipline: Discipline) {
  const balls = ballsOf(discipline) as unknown as [string, ...string[]];
  const carom = discipline !== 'russian-colour';
  return z
    .strictObject({
      discipline: z.literal(discipline),
      distance: carom ? z.number().int().min(1) : z.number().int().min(1).optional().default(1),
      sets: z.number().int().min(1).refine((n) => n % 2 === 1, 'sets must be an odd number').optional(),
      players: z
        .tuple([z.string().min(1), z.string().min(1)])
        .refine(([a, b]) => a !== b, 'the two players need different names'),
      balls: z.record(z.string(), namedEnum('ball', balls)).optional(),
      strokes: z.array(strokeSchema(balls)),
      settings: z.record(z.string(), z.unknown()).optional(),
    })
    .superRefine((m, ctx) => {
      if (carom) {
        const own = m.balls ?? {};
        for (const p of m.players) {
          if (!own[p]) ctx.addIssue({ code: 'custom', path: ['balls', p], message: `player "${p}" has no ball (carom needs each player's own ball)` });
          else if (own[p] === 'red') ctx.addIssue({ code: 'custom', path: ['balls', p], message: 'the red is nobody\'s own ball' });
        }
        for (const key of Object.keys(own)) {
          if (!m.players.includes(key)) ctx.addIssue({ code: 'custom', path: ['balls', key], message: `"${key}" is not a player (players: ${m.players.join(', ')})` });
        }
        if (m.players.length === 2 && own[m.players[0]] && own[m.players[0]] === own[m.players[1]]) {
          ctx.addIssue({ code: 'custom', path: ['balls', m.players[1]], message: 'both players have the same ball' });
        }
      }
      m.strokes.forEach((s, i) => {
        if (!m.players.includes(s.shooter)) {
          ctx.addIssue({ code: 'custom', path: ['strokes', i, 'shooter'], message: `unknown player ${JSON.stringify(s.shooter)} (expected ${m.players.join(', ')})` });
        }
      });
    });
}

const head = z.object({ discipline: namedEnum('discipline', DISCIPLINES) });

/** A bad input, with the dotted path of the field at fault. */
export class InputError extends Error {
  constructor(readonly path: string, readonly detail: string) {
    super(path ? `${path}: ${detail}` : detail);
    this.name = 'InputError';
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

function firstIssue(error: z.ZodError): InputError {
  // The deepest issue names the field best (a union's own message is less precise than its member's).
  const issue = [...error.issues].sort((a, b) => b.path.length - a.path.length)[0]!;
  // A bad record key (a ball id in before/after.balls): zod's "Invalid key in record" hides our namedEnum message.
  const inner = issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined;
  // An unknown field is named by its own path, not by its parent's ("Unrecognized key" at the top level named no field).
  if (issue.code === 'unrecognized_keys') {
    return new InputError(formatPath([...issue.path, issue.keys[0]!]), 'unknown field (CONTRACTS.md and docs/contracts-extensions.md list the fields a match file may have)');
  }
  return new InputError(formatPath(issue.path), inner ?? issue.message);
}

/** Validate a parsed JSON value as a match file; throws InputError. */
export function parseMatch(input: unknown): MatchFile {
  const h = head.safeParse(input);
  if (!h.success) {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      throw new InputError('', 'a match file is a JSON object (CONTRACTS.md, "A match file")');
    }
    throw firstIssue(h.error);
  }
  const result = matchSchemaFor(h.data.discipline).safeParse(input);
  if (!result.success) throw firstIssue(result.error);
  return result.data as MatchFile;
}
