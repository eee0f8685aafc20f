/** The protocol's types, its JSON Schemas, the config schema, and the replay source. */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { protocolJsonSchema, serverMessageSchema, type ServerMessage, type ServerMessageType } from '../src/server/messages.js';
import { loadConfig, parseConfig, CONFIG_VERSION } from '../src/server/config.js';
import { ReplaySource } from '../src/pipeline/replay.js';
import { scriptFromMatch } from '../src/pipeline/synthetic.js';
import { loadReplay } from '../src/pipeline/load.js';
import { UI_TEXTS } from '../src/server/ui-texts.js';
import { LANGUAGES } from '../src/contracts/texts.js';
import type { SourceStroke } from '../src/pipeline/types.js';
import { tempFile } from './server-helpers.js';

type Inferred = z.infer<typeof serverMessageSchema>;
type Keys<U, T> = keyof Extract<U, { type: T }>;

describe('protocol types', () => {
  it('has exactly the documented message types, with the same fields in the types and the schemas', () => {
    expectTypeOf<ServerMessageType>().toEqualTypeOf<'hello' | 'state' | 'event' | 'call' | 'verdict' | 'score' | 'match' | 'health' | 'heartbeat' | 'error'>();
    expectTypeOf<Inferred['type']>().toEqualTypeOf<ServerMessageType>();
    expectTypeOf<Keys<ServerMessage, 'hello'>>().toEqualTypeOf<Keys<Inferred, 'hello'>>();
    expectTypeOf<Keys<ServerMessage, 'state'>>().toEqualTypeOf<Keys<Inferred, 'state'>>();
    expectTypeOf<Keys<ServerMessage, 'event'>>().toEqualTypeOf<Keys<Inferred, 'event'>>();
    expectTypeOf<Keys<ServerMessage, 'call'>>().toEqualTypeOf<Keys<Inferred, 'call'>>();
    expectTypeOf<Keys<ServerMessage, 'verdict'>>().toEqualTypeOf<Keys<Inferred, 'verdict'>>();
    expectTypeOf<Keys<ServerMessage, 'score'>>().toEqualTypeOf<Keys<Inferred, 'score'>>();
    expectTypeOf<Keys<ServerMessage, 'match'>>().toEqualTypeOf<Keys<Inferred, 'match'>>();
    expectTypeOf<Keys<ServerMessage, 'health'>>().toEqualTypeOf<Keys<Inferred, 'health'>>();
    expectTypeOf<Keys<ServerMessage, 'heartbeat'>>().toEqualTypeOf<Keys<Inferred, 'heartbeat'>>();
    expectTypeOf<Extract<ServerMessage, { type: 'state' }>['balls'][string]>().toEqualTypeOf<Extract<Inferred, { type: 'state' }>['balls'][string]>();
    expect(serverMessageSchema.safeParse({ v: 2, type: 'heartbeat', seq: 1, now: 0 }).success).toBe(false);
  });

  it('keeps schemas/protocol.schema.json generated from the zod schemas (UPDATE_SCHEMAS=1 rewrites it)', () => {
    const file = new URL('../schemas/protocol.schema.json', import.meta.url);
    const text = `${JSON.stringify(protocolJsonSchema(), null, 2)}\n`;
    if (process.env.UPDATE_SCHEMAS === '1') {
      mkdirSync(new URL('../schemas/', import.meta.url), { recursive: true });
      writeFileSync(file, text);
    }
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('has every page label in every language', () => {
    for (const lang of LANGUAGES) for (const [k, v] of Object.entries(UI_TEXTS[lang])) expect(v, `${lang}.${k}`).not.toBe('');
  });
});

describe('config', () => {
  it('fills defaults, is frozen and versioned', () => {
    const c = parseConfig({});
    expect(c.version).toBe(CONFIG_VERSION);
    expect(c.server.port).toBe(8080);
    expect(Object.isFrozen(c.server)).toBe(true);
    expect(() => { (c.server as { port: number }).port = 1; }).toThrow();
  });

  it('rejects unknown keys and bad values, naming the file and the field', () => {
    const file = tempFile('site.json');
    writeFileSync(file, JSON.stringify({ server: { prot: 80 } }));
    expect(() => loadConfig({ file })).toThrow(`${file}: server: unknown key "prot"`);
    writeFileSync(file, JSON.stringify({ version: 2 }));
    expect(() => loadConfig({ file })).toThrow(/version: expected 1/);
    writeFileSync(file, JSON.stringify({ source: { kind: 'ffmpeg', input: { kind: 'rtsp', url: 'http://cam' } } }));
    expect(() => loadConfig({ file })).toThrow(/source\.input\.url: expected an rtsp:\/\/ URL/);
    writeFileSync(file, '{ nope');
    expect(() => loadConfig({ file })).toThrow(/not JSON/);
    expect(() => loadConfig({ env: { TABLETRACK_PORT: 'eighty' } })).toThrow('env TABLETRACK_PORT: expected a number, got "eighty"');
    expect(() => loadConfig({ env: { TABLETRACK_REFEREE_TOKEN: 'short' } })).toThrow(/referee\.token: the referee token needs at least 16/);
  });

  it('layers file < environment < flags, and resolves a file\'s paths from its folder', () => {
    const file = tempFile('site.json');
    writeFileSync(file, JSON.stringify({ server: { port: 9000, screenRateHz: 10 }, source: { kind: 'replay', path: 'rec/truth.json' } }));
    const c = loadConfig({ file, env: { TABLETRACK_PORT: '9100' }, overrides: { server: { host: '127.0.0.1' } } });
    expect(c.server).toMatchObject({ port: 9100, host: '127.0.0.1', screenRateHz: 10 });
    expect(c.source).toMatchObject({ kind: 'replay', path: file.replace('site.json', 'rec/truth.json') });
    const env = loadConfig({ file, env: { TABLETRACK_SOURCE: '/x/y.json', TABLETRACK_SPEED: '4' } });
    expect(env.source).toEqual({ kind: 'replay', path: '/x/y.json', speed: 4 });
  });

  it('ships a default config that validates', () => {
    const c = loadConfig({ file: new URL('../config/default.json', import.meta.url).pathname });
    expect(c.server.port).toBe(8080);
    expect(c.source.kind).toBe('recording');
    expect(existsSync(c.source.kind === 'recording' ? `${c.source.path}/video.mp4` : '')).toBe(true);
  });
});

describe('replay source', () => {
  it('plays positions, events in time, each stroke at its rest; resumes after a given rest; pauses', async () => {
    const file = JSON.parse(readFileSync(new URL('../examples/three-cushion-short-match.json', import.meta.url), 'utf8'));
    const script = scriptFromMatch(file, 30);
    const rests = script.match.strokes.map((s) => s.events.at(-1)!.t);
    const run = async (resumeAfter?: number) => {
      const src = new ReplaySource(script, { speed: 40, positionsHz: 100 });
      const strokes: SourceStroke[] = [];
      const kinds: string[] = [];
      let positions = 0;
      await new Promise<void>((end) => src.start({ positions: () => positions++, event: (e) => kinds.push(e.kind), stroke: (s) => strokes.push(s), end }, resumeAfter));
      await src.stop();
      return { strokes, kinds, positions };
    };
    const all = await run();
    expect(all.strokes.map((s) => s.restT)).toEqual(rests);
    expect(all.strokes[0]!.shooter).toBe(file.strokes[0].shooter);
    expect(all.kinds.filter((k) => k === 'strike')).toHaveLength(file.strokes.length);
    expect(all.positions).toBeGreaterThan(20);
    const resumed = await run(rests[1]);
    expect(resumed.strokes.map((s) => s.restT)).toEqual(rests.slice(2));

    const src = new ReplaySource(script, { speed: 1 });
    await src.start({ positions() {}, event() {}, stroke() {}, end() {} });
    src.pause();
    const t = src.now();
    await new Promise((r) => setTimeout(r, 80));
    expect(src.now()).toBe(t);
    expect(src.health().camera).toBe('STALE');
    await src.stop();
  });

  it('opens a match file or a truth.json, with errors that name the file and the field', async () => {
    const s = await loadReplay(new URL('../examples/five-pins-best-of-three.json', import.meta.url).pathname);
    expect(s.discipline).toBe('five-pins');
    expect(s.frames.length).toBeGreaterThan(30);
    const bad = tempFile('truth.json');
    writeFileSync(bad, JSON.stringify({ discipline: 'libre', distance: 'x', players: ['a', 'b'], strokes: [] }));
    await expect(loadReplay(bad)).rejects.toThrow(`${bad}: distance`);
    await expect(loadReplay('/nonexistent/rec')).rejects.toThrow(/\/nonexistent\/rec: cannot open the replay source/);
  });
});
