/**
 * `tabletrack judge` on bad input: one line naming the file and the field,
 * exit code 2, never a stack trace (issue 1 follow-up, session 18 rules audit).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureOutput as capture } from '../cli-capture.js';
import { main } from '../../src/cli/main.js';

afterEach(() => vi.restoreAllMocks());

const dir = mkdtempSync(join(tmpdir(), 'tabletrack-judge-input-'));

const good = () => ({
  discipline: 'three-cushion', distance: 15, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' },
  strokes: [{
    shooter: 'A',
    before: { balls: { white: [-700, 180], yellow: [-700, 0], red: [700, 0] } },
    events: [{ t: 0, kind: 'strike', ball: 'white' }, { t: 1, kind: 'rest' }],
  }],
});

async function judgeErr(name: string, match: unknown): Promise<{ code: number; err: string; out: string }> {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(match));
  const io = capture();
  const code = await main(['judge', path]);
  return { code, err: io.err().replace(path, name), out: io.out() };
}

describe('tabletrack judge on bad input', () => {
  it('names an unknown ball id used as a position key, not "Invalid key in record"', async () => {
    const m = good();
    (m.strokes[0]!.before.balls as Record<string, number[]>).w3 = [0, 0];
    const r = await judgeErr('key.json', m);
    expect(r.code).toBe(2);
    expect(r.err).toBe('tabletrack judge: key.json: strokes[0].before.balls.w3: unknown ball "w3" (expected white, yellow, red)\n');
    expect(r.out).toBe('');
  });

  it('names a missing field, an unknown discipline and an unknown ball, one line each', async () => {
    const noShooter = good() as Record<string, any>;
    delete noShooter.strokes[0].shooter;
    const noTime = good() as Record<string, any>;
    delete noTime.strokes[0].events[0].t;
    const cases: [string, unknown, string][] = [
      ['shooter.json', noShooter, 'strokes[0].shooter: '],
      ['time.json', noTime, 'strokes[0].events[0].t: expected a number, got nothing'],
      ['disc.json', { ...good(), discipline: 'snooker' }, 'discipline: unknown discipline "snooker"'],
      ['ball.json', { ...good(), strokes: [{ ...good().strokes[0], events: [{ t: 0, kind: 'strike', ball: 'blue' }] }] }, 'strokes[0].events[0].ball: unknown ball "blue"'],
    ];
    for (const [name, match, field] of cases) await expectRefused(name, match, field);
  });
});

describe('tabletrack judge: more broken files (session 20), one line naming the file and the field', () => {
  it('refuses fields of another discipline and files that contradict themselves across strokes', async () => {
    const withPins = good() as Record<string, any>;
    withPins.strokes[0].pinsNotFallen = ['centre'];
    const overrun = good() as Record<string, any>;
    overrun.strokes[0].shotClock = { overruns: 1 };
    const rack = { w1: [887.5, 0], w2: [946.4, 34], w3: [946.4, -34], w4: [1005.3, 68], colour: [1005.3, 0], w5: [1005.3, -68], w6: [1064.2, 0], w7: [-1200, 0] };
    const potAgain = {
      discipline: 'russian-colour', players: ['A', 'B'], strokes: [
        { shooter: 'A', before: { balls: rack }, events: [{ t: 0, kind: 'strike', ball: 'w7' }, { t: 0.3, kind: 'ball-ball', balls: ['w7', 'w1'] }, { t: 0.7, kind: 'cushion', ball: 'w2', cushion: 'top' }, { t: 1.1, kind: 'cushion', ball: 'w2', cushion: 'left' }, { t: 5, kind: 'rest' }] },
        { shooter: 'B', events: [{ t: 0, kind: 'strike', ball: 'w1' }, { t: 0.2, kind: 'ball-ball', balls: ['w1', 'w3'] }, { t: 0.9, kind: 'pocket', ball: 'w3', pocket: 'top-left' }, { t: 3, kind: 'rest' }] },
        { shooter: 'B', events: [{ t: 0, kind: 'strike', ball: 'w3' }, { t: 3, kind: 'rest' }] },
      ],
    };
    const cadre = {
      discipline: 'cadre-47-2', distance: 15, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' },
      strokes: [{ shooter: 'A', events: [{ t: 0, kind: 'strike', ball: 'white' }, { t: 0.2, kind: 'ball-ball', balls: ['white', 'red'] }, { t: 0.4, kind: 'ball-ball', balls: ['white', 'yellow'] }, { t: 1, kind: 'rest' }] }],
    };
    const cases: [string, unknown, string][] = [
      ['pins.json', withPins, 'strokes[0].pinsNotFallen: pins the referee rules not fallen (five-pins 3003.7): not a field of three-cushion'],
      ['clock.json', overrun, 'strokes[0].shotClock: shot-clock overruns'],
      ['again.json', potAgain, 'strokes[2].events[0]: names w3, potted in an earlier stroke'],
      ['cadre.json', cadre, 'strokes[0].before.balls.yellow: missing'],
      ['strokes.json', { ...good(), strokes: [null] }, 'strokes[0]: '],
      ['setting.json', { ...good(), settings: { equalisingInning: 'yes' } }, 'settings.equalisingInning: '],
      ['sets.json', { ...good(), sets: 3 }, 'sets: three-cushion is played to one distance'],
    ];
    for (const [name, match, field] of cases) await expectRefused(name, match, field);
  });
});

describe('tabletrack judge: events of another discipline (session 21), one line naming the file and the event', () => {
  it('refuses a pocket in a carom file and a pin fall outside five-pins', async () => {
    const pocket = good() as Record<string, any>;
    pocket.strokes[0].events.splice(1, 0, { t: 0.5, kind: 'pocket', ball: 'red', pocket: 'top-left' });
    const pin = good() as Record<string, any>;
    pin.strokes[0].events.splice(1, 0, { t: 0.5, kind: 'pin-fall', pin: 'centre', by: 'white' });
    const cases: [string, unknown, string][] = [
      ['pocket.json', pocket, 'strokes[0].events[1].kind: "pocket", a ball potted (pocket tables: russian-colour): not an event of three-cushion'],
      ['pin.json', pin, 'strokes[0].events[1].kind: "pin-fall", a pin falling (five-pins 3003): not an event of three-cushion'],
    ];
    for (const [name, match, field] of cases) await expectRefused(name, match, field);
  });
});

/** `tabletrack judge` on a broken file: exit 2, one line naming the file and the field, no stack trace, nothing on stdout. */
async function expectRefused(name: string, match: unknown, field: string): Promise<void> {
  const r = await judgeErr(name, match);
  expect(r.code, name).toBe(2);
  expect(r.err, name).toContain(`tabletrack judge: ${name}: ${field}`);
  expect(r.err.trim().split('\n'), name).toHaveLength(1);
  expect(r.err, name).not.toMatch(/\n\s+at /);
  expect(r.out, name).toBe('');
}
