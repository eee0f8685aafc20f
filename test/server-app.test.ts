/** The service in process: REST with fastify.inject, screens with a real ws client on an ephemeral port. */
import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { mappingErrors, syntheticCase } from '../src/calibration/synthetic.js';
import { namedPoint } from '../src/calibration/manual.js';
import { cameraOf } from '../src/camera/calibration.js';
import { cameraCentre, project } from '../src/camera/model.js';
import { ManualSource } from '../src/pipeline/manual.js';
import WebSocket from 'ws';
import { bearer, caromStroke, makeService, wsClient, testConfig, TOKEN } from './server-helpers.js';

type Svc = Awaited<ReturnType<typeof makeService>>;
let svc: Svc | null = null;
afterEach(async () => { await svc?.close(); svc = null; });

describe('REST', () => {
  it('lets anyone watch but only the referee act', async () => {
    svc = await makeService();
    expect((await svc.app.inject({ url: '/api/match' })).statusCode).toBe(200);
    expect((await svc.app.inject({ url: '/api/health' })).json()).toMatchObject({ ok: true, status: 'running' });
    const denied = await svc.app.inject({ method: 'POST', url: '/api/match/pause' });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['www-authenticate']).toMatch(/Bearer/);
    expect((await svc.app.inject({ method: 'POST', url: '/api/match/pause', headers: bearer('wrong-token-wrong-token') })).statusCode).toBe(401);
    const ok = await svc.app.inject({ method: 'POST', url: '/api/match/pause', headers: bearer() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('paused');
    expect(svc.source.paused).toBe(true);
  });

  it('sets a match up, naming the field of a bad set-up', async () => {
    svc = await makeService();
    const bad = await svc.app.inject({ method: 'PUT', url: '/api/match', headers: bearer(), payload: { discipline: 'libre', players: ['X', 'Y'], balls: { X: 'white', Y: 'blue' }, distance: 50 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^balls\.Y: unknown ball "blue"/);
    const unknown = await svc.app.inject({ method: 'PUT', url: '/api/match', headers: bearer(), payload: { discipline: 'snooker', players: ['X', 'Y'], distance: 50 } });
    expect(unknown.json().error).toMatch(/discipline: unknown discipline "snooker"/);
    const good = await svc.app.inject({ method: 'PUT', url: '/api/match', headers: bearer(), payload: { discipline: 'libre', players: ['X', 'Y'], balls: { X: 'white', Y: 'yellow' }, distance: 50 } });
    expect(good.statusCode).toBe(200);
    expect(good.json().setup.discipline).toBe('libre');
    expect((await svc.app.inject({ url: '/api/match' })).json().score.score).toEqual({ X: 0, Y: 0 });
  });

  it('judges strokes live and takes corrections; the sheet follows', async () => {
    svc = await makeService();
    svc.source.pushStroke(caromStroke(1, true));
    svc.source.pushStroke(caromStroke(6, false));
    let m = (await svc.app.inject({ url: '/api/match' })).json();
    expect(m.strokes.map((r: { stroke: { shooter: string } }) => r.stroke.shooter)).toEqual(['A', 'A']);
    expect(m.score.score).toEqual({ A: 1, B: 0 });
    expect(m.score.next).toBe('B');
    // The referee saw no contact with yellow on stroke 0? Remove it: no point, and B played stroke 1.
    const removed = await svc.app.inject({ method: 'POST', url: '/api/match/corrections', headers: bearer(), payload: { kind: 'remove-event', stroke: 0, index: 5 } });
    expect(removed.statusCode).toBe(200);
    m = removed.json();
    expect(m.score.score).toEqual({ A: 0, B: 0 });
    expect(m.strokes.map((r: { stroke: { shooter: string } }) => r.stroke.shooter)).toEqual(['A', 'B']);
    expect(m.strokes[0].corrected).toBe(true);
    const foul = await svc.app.inject({ method: 'POST', url: '/api/match/corrections', headers: bearer(), payload: { kind: 'add-foul', stroke: 1, foul: 'touched' } });
    expect(foul.json().strokes[1].verdict.fouls).toContain('touched');
    const notReferee = await svc.app.inject({ method: 'POST', url: '/api/match/corrections', headers: bearer(), payload: { kind: 'add-foul', stroke: 1, foul: 'red-first' } });
    expect(notReferee.statusCode).toBe(400);
    expect(notReferee.json().error).toMatch(/not a referee-entered foul/);
    const noStroke = await svc.app.inject({ method: 'POST', url: '/api/match/corrections', headers: bearer(), payload: { kind: 'void-stroke', stroke: 9 } });
    expect(noStroke.json().error).toMatch(/no stroke 9/);
    const badKind = await svc.app.inject({ method: 'POST', url: '/api/match/corrections', headers: bearer(), payload: { kind: 'undo' } });
    expect(badKind.json().error).toMatch(/unknown correction kind/);
    const sheet = (await svc.app.inject({ url: '/api/match/sheet.json' })).json();
    expect(sheet.match.strokes).toHaveLength(2);
    expect(sheet.corrected).toEqual([0, 1]);
    const csv = (await svc.app.inject({ url: '/api/match/sheet.csv?lang=fr' })).body.trim().split('\r\n');
    expect(csv).toHaveLength(3);
    expect(csv[2]).toContain('Touché');
  });

  it('takes the Russian strict call and the choice after a foul', async () => {
    svc = await makeService({ setup: { discipline: 'russian-colour', players: ['P', 'Q'], distance: 1 } });
    const wrong = await svc.app.inject({ method: 'POST', url: '/api/match/declare', headers: bearer(), payload: { pocket: 'top-middle', cushions: [] } });
    expect(wrong.json().error).toMatch(/declared\.pocket: unknown pocket "top-middle"/);
    const ok = await svc.app.inject({ method: 'POST', url: '/api/match/declare', headers: bearer(), payload: { pocket: 'top-left', cushions: ['left'] } });
    expect(ok.json().declared).toMatchObject({ pocket: 'top-left', cushions: ['left'], via: [] });
    const choice = await svc.app.inject({ method: 'POST', url: '/api/match/choice', headers: bearer(), payload: { player: 'Z' } });
    expect(choice.statusCode).toBe(400);
    expect((await svc.app.inject({ method: 'POST', url: '/api/match/choice', headers: bearer(), payload: { player: 'Q' } })).statusCode).toBe(200);
  });

  it('takes a calibration file, a still of the table or the live picture; a failed fit changes nothing', async () => {
    svc = await makeService();
    const truth = JSON.parse(readFileSync('test-videos/cadre-47-2-a-cheval-field-1/truth.json', 'utf8'));
    const post = (payload: unknown, headers: Record<string, string> = {}) => svc!.app.inject({ method: 'POST', url: '/api/calibration', headers: { ...bearer(), ...headers }, payload: payload as string });
    expect((await svc.app.inject({ method: 'POST', url: '/api/calibration', payload: { calibration: truth.camera } })).statusCode).toBe(401);
    const file = await post({ calibration: truth.camera });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.json()).toMatchObject({ table: 'carom', image: { width: 960, height: 540 } });
    expect(existsSync(file.json().file)).toBe(true);
    expect(svc.source.calibration?.image.width).toBe(960);
    const bad = await post({ calibration: { ...truth.camera, intrinsics: { fx: -1 } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^calibration/);
    const noFrame = await post({ from: 'camera' });
    expect(noFrame.statusCode).toBe(422);
    expect(noFrame.json().error).toMatch(/no camera frame/);
    const garbage = await post(Buffer.from('not a picture'), { 'content-type': 'image/png' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error).toMatch(/cannot decode/);
    const c = syntheticCase({ seed: 7001, size: [1280, 720] });
    const png = await sharp(Buffer.from(c.rgb), { raw: { width: c.width, height: c.height, channels: 3 } }).png().toBuffer();
    const auto = await post(png, { 'content-type': 'image/png' });
    expect(auto.statusCode, auto.body).toBe(200);
    expect(auto.json().image).toEqual({ width: 1280, height: 720 });
    expect(auto.json().residuals).toBeDefined();
    svc.source.frame = { index: 0, capturedAt: 0, width: 64, height: 36, data: Buffer.alloc(64 * 36 * 3, 40) };
    const dark = await post({ from: 'camera' });
    expect(dark.statusCode).toBe(422);
    expect(svc.source.calibration?.image.width).toBe(1280);
  }, 60_000);

  it('calibrates from points clicked on the live picture, and shows the picture with the calibration over it', async () => {
    svc = await makeService();
    const c = syntheticCase({ seed: 7003, size: [1280, 720] });
    expect(c.table.kind).toBe('carom');
    const post = (payload: unknown) => svc!.app.inject({ method: 'POST', url: '/api/calibration', headers: bearer(), payload: payload as string });
    const names = (await svc.app.inject({ url: '/api/calibration/points' })).json();
    expect(names.table).toBe('carom');
    expect(names.names).toEqual(expect.arrayContaining(['corner:top-left', 'diamond:left:7', 'diamond:top:3', 'spot:centre', 'pin:centre']));
    expect(names.names).toHaveLength(4 + 20 + 5 + 5);
    expect(names.at['spot:centre']).toEqual([0, 0]);
    expect(names.at['corner:top-left']).toEqual(namedPoint(c.table, 'corner:top-left').slice(0, 2));
    // What a person would click: the true pixels of 14 named points (4 corners, 8 diamonds, 2 spots), inside the picture.
    const chosen = ['corner:top-left', 'corner:top-right', 'corner:bottom-right', 'corner:bottom-left', 'diamond:left:2', 'diamond:left:4',
      'diamond:left:6', 'diamond:right:2', 'diamond:right:6', 'diamond:top:2', 'diamond:bottom:2', 'diamond:right:4', 'spot:top', 'spot:bottom'];
    const points = chosen.map((name) => ({ name, px: project(c.camera, namedPoint(c.table, name))! }));
    expect(points.every((p) => p.px[0] > 0 && p.px[0] < 1280 && p.px[1] > 0 && p.px[1] < 720)).toBe(true);
    const noFrame = await post({ points });
    expect(noFrame.statusCode).toBe(400);
    expect(noFrame.json().error).toMatch(/^image: no camera frame yet/);
    expect((await svc.app.inject({ url: '/api/camera/frame.jpg' })).statusCode).toBe(404);
    svc.source.frame = { index: 0, capturedAt: 0, width: c.width, height: c.height, data: Buffer.from(c.rgb) };
    const unknown = await post({ points: [{ name: 'corner:middle', px: [1, 1] }, ...points.slice(1)] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/^points\[0\]\.name: unknown point name "corner:middle"/);
    // Two corners swapped by mistake: refused, naming a point, and nothing changes.
    const swapped = points.map((p, i) => (i === 0 ? { ...p, name: 'corner:top-right' } : i === 1 ? { ...p, name: 'corner:top-left' } : p));
    const bad = await post({ points: swapped });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatch(/the points disagree.*worst is corner:top-/);
    expect(svc.source.calibration).toBeNull();
    const ok = await post({ points });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ table: 'carom', image: { width: 1280, height: 720 } });
    expect(ok.json().residuals.rmsPx).toBeLessThan(0.5);
    expect(ok.json().residuals.fitted).toEqual(expect.arrayContaining(['f', 'k1', 'cx', 'cy', 'diamond-row']));
    const fitted = cameraOf(svc.source.calibration!);
    const errs = mappingErrors(c.camera, fitted, c.table).cloth;
    expect(Math.max(...errs)).toBeLessThan(2);
    // The picture, plain and with the fit drawn over it (the nose corner's pixel turns towards the overlay's
    // yellow: a 1-px line at 720p, so JPEG's chroma smears its blue).
    const plain = await svc.app.inject({ url: '/api/camera/frame.jpg' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('image/jpeg');
    const over = await svc.app.inject({ url: '/api/camera/frame.jpg?overlay=1' });
    const [u, v] = points[0]!.px.map(Math.round) as [number, number];
    const pixel = async (jpeg: Buffer) => {
      const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([1280, 720]);
      const o = (v * info.width + u) * info.channels;
      return [data[o]!, data[o + 1]!, data[o + 2]!] as const;
    };
    const [r0, g0, b0] = await pixel(plain.rawPayload);
    const [r1, g1, b1] = await pixel(over.rawPayload);
    expect(Math.abs(r0 - r1) + Math.abs(g0 - g1) + Math.abs(b0 - b1)).toBeGreaterThan(120);
    expect(r1).toBeGreaterThan(180);
    // A stream of half the size (same view): the fit is drawn scaled, through the same corner.
    const half = await sharp(Buffer.from(c.rgb), { raw: { width: 1280, height: 720, channels: 3 } }).resize(640, 360).raw().toBuffer();
    svc.source.frame = { index: 1, capturedAt: 0, width: 640, height: 360, data: half };
    const small = await sharp((await svc.app.inject({ url: '/api/camera/frame.jpg?overlay=1' })).rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([small.info.width, small.info.height]).toEqual([640, 360]);
    const hp = points[0]!.px.map((q) => (q + 0.5) / 2 - 0.5);
    const ho = (Math.round(hp[1]!) * 640 + Math.round(hp[0]!)) * small.info.channels;
    expect(small.data[ho]!).toBeGreaterThan(180);
  }, 60_000);

  it('calibrates a table with faint cushion faces from the live picture when the hall gives the camera height', async () => {
    const c = syntheticCase({ seed: 203, size: [1280, 720], look: { faceShade: 0.8 } });
    const frame = { index: 0, capturedAt: 0, width: c.width, height: c.height, data: Buffer.from(c.rgb) };
    svc = await makeService();
    svc.source.frame = frame;
    const refused = await svc.app.inject({ method: 'POST', url: '/api/calibration', headers: bearer(), payload: { from: 'camera' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatch(/no table found/);
    await svc.close();
    const mm = Math.round(cameraCentre(c.camera)[2] * 1.005);
    svc = await makeService({ config: testConfig({ vision: { cameraHeightMm: mm } }) });
    svc.source.frame = frame;
    const ok = await svc.app.inject({ method: 'POST', url: '/api/calibration', headers: bearer(), payload: { from: 'camera' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().residuals.height).toMatchObject({ assumed: true, mm });
    expect(Math.max(...mappingErrors(c.camera, cameraOf(svc.source.calibration!), c.table).cloth)).toBeLessThan(3);
  }, 60_000);

  it('calibrates an uncalibrated camera by itself from its live picture', async () => {
    const c = syntheticCase({ seed: 7002, size: [1280, 720] });
    const config = testConfig({ vision: { autoCalibrateEveryS: 0.3 } });
    svc = await makeService({ config, source: Object.assign(new ManualSource(), { needsCalibration: true }) });
    expect(svc.service.health().calibrated).toBe(false);
    svc.source.frame = { index: 0, capturedAt: 0, width: c.width, height: c.height, data: Buffer.from(c.rgb) };
    for (let i = 0; i < 100 && !svc.source.calibration; i++) await new Promise((r) => setTimeout(r, 100));
    expect(svc.source.calibration?.image).toEqual({ width: 1280, height: 720 });
    expect(svc.service.health().calibrated).toBe(true);
  }, 60_000);

  it('exports metrics', async () => {
    svc = await makeService();
    const metrics = (await svc.app.inject({ url: '/api/metrics' })).body;
    expect(metrics).toMatch(/^tabletrack_clients 0$/m);
    expect(metrics).toMatch(/tabletrack_frame_to_ws_latency_ms\{quantile="0.99"\}/);
    expect((await svc.app.inject({ url: '/web/../../package.json' })).statusCode).toBe(404);
    expect((await svc.app.inject({ url: '/' })).body).toContain('<canvas');
  });
});

describe('WebSocket', () => {
  it('greets, streams positions at the screen rate, and announces a stroke after logging it', async () => {
    svc = await makeService();
    const port = await svc.listen();
    const c = await wsClient(port);
    const hello = await c.waitFor('hello');
    expect(hello.layout.length).toBe(2840);
    expect(hello.match.setup.players).toEqual(['A', 'B']);
    for (let i = 0; i < 50; i++) svc.source.pushPositions({ t: i / 60, balls: { white: { x: i, y: 0, moving: true } } });
    await new Promise((r) => setTimeout(r, 150));
    const states = c.of('state');
    expect(states.length).toBeGreaterThanOrEqual(1);
    expect(states.length).toBeLessThan(10); // 50 pushes in a burst, throttled to 20 Hz
    await c.waitFor('state', (m) => m.balls.white?.x === 49); // the latest positions are never lost to the throttle
    const stroke = caromStroke(1, true, 0.4);
    for (const e of stroke.events) svc.source.pushEvent(e);
    svc.source.pushStroke(stroke);
    const verdict = await c.waitFor('verdict');
    expect(verdict.record.verdict.points).toEqual({ A: 1, B: 0 });
    const call = await c.waitFor('call');
    expect(call.points).toEqual({ A: 1, B: 0 });
    // The white-red contact (0.4) makes the point: the call tells the referee to look, and what the other reading gives.
    expect(call.doubt?.events).toEqual([1]);
    expect(call.doubt?.confidence).toBeCloseTo(0.4);
    expect(call.doubt?.alternative?.points).toEqual({ A: 0, B: 0 });
    expect(verdict.record.verdict.doubt?.events).toEqual([1]);
    expect((await c.waitFor('score')).score.score).toEqual({ A: 1, B: 0 });
    expect(c.of('event')).toHaveLength(stroke.events.length);
    // Written before it was announced: the log has it.
    const kinds = svc.log.records(svc.service.current.id).map((r) => r.record.kind);
    expect(kinds.filter((k) => k === 'stroke')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'event')).toHaveLength(stroke.events.length);
    await c.waitFor('heartbeat');
    await c.waitFor('health');
    expect(c.invalid).toEqual([]);
    c.close();
  });

  it('refuses a foreign origin, answers a bad message, and closes on an oversized one', async () => {
    svc = await makeService({ config: testConfig({ server: { port: 0, host: '127.0.0.1', allowedOrigins: ['http://scoreboard.local:9000'], maxPayloadBytes: 1024 } }) });
    const port = await svc.listen();
    await expect(wsClient(port, { origin: 'http://evil.example' })).rejects.toThrow(/403/);
    const allowed = await wsClient(port, { origin: 'http://scoreboard.local:9000' });
    const own = await wsClient(port, { origin: `http://127.0.0.1:${port}` });
    own.ws.send('{"type":"subscribe"}');
    expect((await own.waitFor('error')).message).toMatch(/ping/);
    own.ws.send(JSON.stringify({ type: 'ping' }));
    await own.waitFor('heartbeat', (m) => m.seq === 0);
    const closed = new Promise<number>((r) => own.ws.once('close', (code) => r(code)));
    own.ws.send('x'.repeat(4096));
    expect(await closed).toBe(1009);
    allowed.close();
  });

  it('drops a client that does not read, without holding up the others', async () => {
    svc = await makeService({ config: testConfig({ server: { port: 0, host: '127.0.0.1', maxBufferedBytes: 16 * 1024, screenRateHz: 120 } }) });
    const port = await svc.listen();
    const good = await wsClient(port);
    const slow = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    await new Promise((r) => slow.once('open', r));
    (slow as unknown as { _socket: { pause(): void } })._socket.pause(); // stops reading: the server's buffer fills
    const big: Record<string, { x: number; y: number; moving: boolean }> = {};
    const balls = ['white', 'yellow', 'red'] as const;
    const pins = Object.fromEntries(Array.from({ length: 4000 }, (_, k) => [`p${k}`, 'standing'])) as never;
    for (let i = 0; i < 400 && svc.hub.dropped === 0; i++) {
      for (const b of balls) big[b] = { x: i, y: i, moving: true };
      svc.source.pushPositions({ t: i, balls: big, pins });
      await new Promise((r) => setTimeout(r, 9));
    }
    expect(svc.hub.dropped).toBe(1);
    const last = good.of('state').at(-1)!;
    expect(last.seq).toBeGreaterThan(20);
    slow.terminate();
    good.close();
  });
});
