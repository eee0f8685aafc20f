/**
 * Odd but legal match files (session 22, helper E): every golden match with
 * one oddity applied (no strokes, a stroke with no events, unknown extra
 * fields, times out of order, ids the discipline does not have, missing
 * positions...) is either judged or refused with an InputError naming the
 * field, never a TypeError or a stack trace.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/contracts/schema.js';
import { judgeMatch } from '../../src/rules/match.js';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const root = new URL('../golden/', import.meta.url).pathname;

/** Goldens per discipline the oddities are applied to: enough to reach every judge, few enough to run in seconds. */
const PER_DISCIPLINE = 4;

function goldens(): [string, Json][] {
  return readdirSync(root).flatMap((d) => readdirSync(join(root, d))
    .filter((f) => f.endsWith('.json')).sort()
    .filter((_, i, all) => i % Math.ceil(all.length / PER_DISCIPLINE) === 0)
    .map((f) => [`${d}/${f}`, JSON.parse(readFileSync(join(root, d, f), 'utf8')).match] as [string, Json]));
}

const clone = (x: Json): Json => structuredClone(x);
const eachStroke = (m: Json, f: (s: Json, i: number) => void): Json => {
  const c = clone(m);
  (c.strokes as Json[]).forEach(f);
  return c;
};

/** A foreign ball id for the discipline: a Russian id on a carom table and the other way round. */
const foreignBall = (m: Json) => (m.discipline === 'russian-colour' ? 'yellow' : 'w3');

const ODDITIES: [string, (m: Json) => Json][] = [
  ['no strokes', (m) => ({ ...clone(m), strokes: [] })],
  ['a stroke with no events', (m) => eachStroke(m, (s) => { s.events = []; })],
  ['only a rest', (m) => eachStroke(m, (s) => { s.events = [{ t: 0, kind: 'rest' }]; })],
  ['no rest', (m) => eachStroke(m, (s) => { s.events = s.events.filter((e: Json) => e.kind !== 'rest'); })],
  ['no strike', (m) => eachStroke(m, (s) => { s.events = s.events.filter((e: Json) => e.kind !== 'strike'); })],
  ['only the strike', (m) => eachStroke(m, (s) => { s.events = s.events.filter((e: Json) => e.kind === 'strike'); })],
  ['events reversed', (m) => eachStroke(m, (s) => { s.events.reverse(); })],
  ['times reversed, order kept', (m) => eachStroke(m, (s) => { const ts = s.events.map((e: Json) => e.t).reverse(); s.events.forEach((e: Json, j: number) => { e.t = ts[j]; }); })],
  ['every time zero', (m) => eachStroke(m, (s) => { s.events.forEach((e: Json) => { e.t = 0; }); })],
  ['strokes in reverse time', (m) => eachStroke(m, (s, i) => { s.events.forEach((e: Json) => { e.t = 1000 - 10 * i + e.t / 1000; }); })],
  ['events doubled', (m) => eachStroke(m, (s) => { s.events = s.events.flatMap((e: Json) => [e, clone(e)]); })],
  ['extra field on the match', (m) => ({ ...clone(m), comment: 'x' })],
  ['extra field on a stroke', (m) => eachStroke(m, (s) => { s.note = 'x'; })],
  ['extra field on an event', (m) => eachStroke(m, (s) => { s.events.forEach((e: Json) => { e.note = 'x'; }); })],
  ['no before', (m) => eachStroke(m, (s) => { delete s.before; })],
  ['no after', (m) => eachStroke(m, (s) => { delete s.after; })],
  ['empty positions', (m) => eachStroke(m, (s) => { if (s.before) s.before.balls = {}; if (s.after) s.after.balls = {}; })],
  ['positions far off the table', (m) => eachStroke(m, (s) => { for (const p of [s.before, s.after]) for (const k of Object.keys(p?.balls ?? {})) p.balls[k] = [1e7, -1e7]; })],
  ['all balls on one spot', (m) => eachStroke(m, (s) => { for (const p of [s.before, s.after]) for (const k of Object.keys(p?.balls ?? {})) p.balls[k] = [0, 0]; })],
  ['a foreign ball struck', (m) => eachStroke(m, (s) => { s.events.forEach((e: Json) => { if (e.kind === 'strike') e.ball = foreignBall(m); }); })],
  ['a foreign ball in a contact', (m) => eachStroke(m, (s) => { s.events.forEach((e: Json) => { if (e.kind === 'ball-ball') e.balls = [e.balls[0], foreignBall(m)]; }); })],
  ['a foreign ball placed', (m) => eachStroke(m, (s) => { if (s.before) s.before.balls[foreignBall(m)] = [0, 0]; })],
  ['an unknown pin', (m) => eachStroke(m, (s) => { s.events.push({ t: 99, kind: 'pin-fall', pin: 'corner', by: 'red' }); })],
  ['an unknown player', (m) => eachStroke(m, (s) => { s.shooter = 'Z'; })],
  ['cueBall a foreign ball', (m) => eachStroke(m, (s) => { s.cueBall = foreignBall(m); })],
  ['a player without a ball', (m) => ({ ...clone(m), balls: m.balls ? { [m.players[0]]: m.balls[m.players[0]] } : m.balls })],
  ['one player', (m) => ({ ...clone(m), players: [m.players[0]] })],
  ['the same player twice', (m) => ({ ...clone(m), players: [m.players[0], m.players[0]] })],
  ['both players on one ball', (m) => ({ ...clone(m), balls: m.balls ? { [m.players[0]]: 'white', [m.players[1]]: 'white' } : m.balls })],
  ['distance zero', (m) => ({ ...clone(m), distance: 0 })],
  ['distance a fraction', (m) => ({ ...clone(m), distance: 2.5 })],
  ['sets even', (m) => ({ ...clone(m), sets: 2 })],
  ['settings null', (m) => ({ ...clone(m), settings: null })],
  ['referee fouls empty', (m) => eachStroke(m, (s) => { s.refereeFouls = []; })],
  ['a null event', (m) => eachStroke(m, (s) => { s.events.push(null); })],
  ['events not a list', (m) => eachStroke(m, (s) => { s.events = {}; })],
  ['strokes not a list', (m) => ({ ...clone(m), strokes: {} })],
  // From video: every event doubtful, so the decisive-doubt readings (src/rules/doubt.ts) run on the odd content too.
  ['every event doubtful', (m) => eachStroke(m, (s) => { s.events.forEach((e: Json, k: number) => { e.confidence = 0.5; e.frame = k; }); })],
  ['every event doubtful, no positions', (m) => eachStroke(m, (s) => { delete s.before; delete s.after; s.events.forEach((e: Json, k: number) => { e.confidence = 0.5; e.frame = k; }); })],
  ['every event doubtful, balls on one spot', (m) => eachStroke(m, (s) => {
    for (const p of [s.before, s.after]) for (const k of Object.keys(p?.balls ?? {})) p.balls[k] = [0, 0];
    s.events.forEach((e: Json, k: number) => { e.confidence = 0.5; e.frame = k; });
  })],
];

describe('odd but legal match files: judged, or refused naming the field', () => {
  const cases = goldens();
  for (const [name, mutate] of ODDITIES) {
    it(name, () => {
      const bad: string[] = [];
      for (const [file, match] of cases) {
        try {
          judgeMatch(mutate(match));
        } catch (e) {
          if (!(e instanceof InputError)) bad.push(`${file}: ${(e as Error).stack?.split('\n').slice(0, 3).join(' | ')}`);
        }
      }
      expect(bad.slice(0, 5), `${bad.length} files crash`).toEqual([]);
    });
  }
});

describe('an unknown field is refused by its own path', () => {
  const match = (): Json => clone(goldens().find(([f]) => f.startsWith('three-cushion/'))![1]);
  const refusal = (m: Json): string => {
    try {
      judgeMatch(m);
    } catch (e) {
      if (e instanceof InputError) return e.message;
      throw e;
    }
    return 'judged';
  };
  it('at the top, on a stroke and on an event', () => {
    const unknown = 'unknown field (CONTRACTS.md and docs/contracts-extensions.md list the fields a match file may have)';
    expect(refusal({ ...match(), comment: 'x' })).toBe(`comment: ${unknown}`);
    expect(refusal(eachStroke(match(), (s) => { s.note = 'x'; }))).toBe(`strokes[0].note: ${unknown}`);
    expect(refusal(eachStroke(match(), (s) => { s.events[1].note = 'x'; }))).toBe(`strokes[0].events[1].note: ${unknown}`);
  });
});
