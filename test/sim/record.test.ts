/**
 * The recorder: truth.json against the physics, the files of a recording,
 * determinism, re-spotting by hand, occlusion. Planned with a tiny planner of
 * this file's own (two simulated strokes), so these tests do not depend on
 * the scenario library.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCalibration } from '../../src/camera/index.js';
import type { BallId, Vec2 } from '../../src/contracts/ids.js';
import type { MatchFile, Stroke } from '../../src/contracts/match.js';
import { CAROM_MATCH_TABLE } from '../../src/geometry/tables.js';
import { judgeCommand } from '../../src/cli/judge.js';
import { judgeParsedMatch } from '../../src/rules/match.js';
import { simulate, type Shot, type SimResult } from '../../src/sim/physics/index.js';
import { CUE_LEAD_S, type PlannedRecording, type PlannedStroke } from '../../src/sim/plan.js';
import { makeContext } from '../../src/sim/render/context.js';
import { randomLook } from '../../src/sim/render/index.js';
import { frameCountOf, loadTruth, makeTimeline, parseTruth, randomCamera, record, type Truth } from '../../src/sim/record/index.js';
import { makeOcclusionProbe } from '../../src/sim/record/occlusion.js';
import { captionOf, cueAt } from '../../src/sim/record/index.js';

const table = CAROM_MATCH_TABLE;
const R = table.ballRadius;

function onCloth(sim: SimResult, t: number): Partial<Record<BallId, Vec2>> {
  const out: Partial<Record<BallId, Vec2>> = {};
  for (const [id, b] of Object.entries(sim.stateAt(t).balls)) if (b && b.status === 'table') out[id as BallId] = [b.pos[0], b.pos[1]];
  return out;
}

function planned(before: Partial<Record<BallId, Vec2>>, shot: Shot, t0: number, shooter: string): PlannedStroke {
  const sim = simulate({ balls: Object.entries(before).map(([id, pos]) => ({ id: id as BallId, pos: pos! })) }, shot, table, undefined, { t0 });
  const stroke: Stroke = { shooter, cueBall: shot.ball as BallId, before: { balls: before }, events: [...sim.events], after: { balls: onCloth(sim, sim.end) } };
  return { stroke, sim, shot };
}

/** Two three-cushion strokes; the red is put back by hand on the top spot before the second. */
function tinyPlan(speed = 2600): PlannedRecording {
  const header = { discipline: 'three-cushion' as const, distance: 15, players: ['A', 'B'] as [string, string], balls: { A: 'white' as BallId, B: 'yellow' as BallId } };
  const first = planned({ white: [-710, 182.5], yellow: [-710, 0], red: [710, 0] }, { ball: 'white', speed, direction: 0.12, tip: { side: 0.2, height: 0.1 } }, CUE_LEAD_S + 0.3, 'A');
  const next = judgeParsedMatch({ ...header, strokes: [first.stroke] } as MatchFile).strokes[0]!.next!;
  const rest = first.sim.events.at(-1)!.t;
  const after = { ...first.stroke.after!.balls };
  // Put the red somewhere clearly new (free of the others) so a hand must carry it.
  const spots: Vec2[] = [[0, -500], [0, 500], [-400, -400]];
  after.red = spots.find((s) => Object.entries(after).every(([id, p]) => id === 'red' || Math.hypot(p![0] - s[0], p![1] - s[1]) > 4 * R))!;
  const cue = header.balls[next as 'A' | 'B'];
  const [cx, cy] = after[cue]!;
  const second = planned(after, { ball: cue, speed: 1800, direction: Math.atan2(-cy, -cx) }, rest + 2.5, next);
  return {
    name: 'tiny', description: 'two strokes, one re-spot', discipline: 'three-cushion', table,
    match: { ...header, strokes: [first.stroke, second.stroke] },
    strokes: [first, second], duration: second.sim.end + 0.5,
  };
}

const dir = mkdtempSync(join(tmpdir(), 'tabletrack-record-'));
const SIZE: [number, number] = [320, 180];

async function recordTo(name: string, plan: PlannedRecording, seed: number, extra: Partial<Parameters<typeof record>[1]> = {}) {
  const out = join(dir, name);
  const camera = randomCamera(seed, plan.table, SIZE[0], SIZE[1]);
  const result = await record(plan, { out, camera, look: randomLook(seed, plan.discipline, plan.table), fps: 25, frames: false, video: 'none', sheet: false, seed, ...extra });
  return { out, result };
}

describe('truth.json', () => {
  const plan = tinyPlan();
  let whole: ReturnType<typeof recordTo> | undefined;
  /** The whole plan recorded once, shared by the tests that only read it. */
  const recorded = () => (whole ??= recordTo('truth', plan, 3));

  it('validates, has duration·fps frames, and its balls are where the physics puts them', async () => {
    const { out, result } = await recorded();
    const truth = await loadTruth(join(out, 'truth.json'));
    expect(truth.frames).toHaveLength(frameCountOf(plan.duration, 25));
    expect(result.frameCount).toBe(Math.round(plan.duration * 25));
    expect(parseCalibration(truth.camera).image).toEqual({ width: 320, height: 180 });
    expect(truth.match).toEqual(plan.match);
    const [a, b] = plan.strokes as [PlannedStroke, PlannedStroke];
    let checked = 0;
    for (const f of truth.frames) {
      const inA = f.t >= a.sim.start && f.t <= a.sim.events.at(-1)!.t;
      const inB = f.t >= b.sim.start;
      if (!inA && !inB) continue;
      const st = (inB ? b : a).sim.stateAt(f.t);
      for (const [id, ball] of Object.entries(st.balls)) {
        if (ball!.status !== 'table') { expect(f.balls[id as BallId]).toBeUndefined(); continue; }
        const got = f.balls[id as BallId]!;
        expect(Math.abs(got.x - ball!.pos[0]), `${id} x at ${f.t}`).toBeLessThanOrEqual(0.006);
        expect(Math.abs(got.y - ball!.pos[1]), `${id} y at ${f.t}`).toBeLessThanOrEqual(0.006);
        expect(got.moving).toBe(ball!.moving);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
    // Before the first strike everything stands at the first stroke's start.
    expect(truth.frames[0]!.balls.white).toMatchObject({ x: -710, y: 182.5, moving: false });
  });

  it('carries a re-spotted ball by hand between strokes, and shows the cue around each strike', async () => {
    const tl = makeTimeline(plan);
    const red = tl.moves.find((m) => m.ids.includes('red'))!;
    expect(red).toBeDefined();
    const mid = tl.at((red.pick + red.put) / 2);
    expect(mid.balls.red).toBeUndefined();
    expect(mid.occluders.map((o) => o.kind)).toEqual(['hand']);
    expect(tl.at(red.start - 0.01).balls.red!.pos).toEqual(plan.strokes[0]!.stroke.after!.balls.red);
    expect(tl.at(red.end + 0.01).balls.red!.pos).toEqual(plan.strokes[1]!.stroke.before!.balls.red);
    // No other ball moves between the strokes.
    expect(tl.moves).toHaveLength(1);
    for (const s of plan.strokes) {
      const before = tl.at(s.sim.start - 0.5);
      const cue = before.occluders.find((o) => o.kind === 'cue');
      expect(cue).toBeDefined();
      // Behind the cue ball, pointing along the shot.
      const ball = s.stroke.before!.balls[s.shot.ball as BallId]!;
      const dx = ball[0] - (cue as { tip: Vec2 }).tip[0], dy = ball[1] - (cue as { tip: Vec2 }).tip[1];
      expect(Math.abs(Math.atan2(dy, dx) - s.shot.direction) % (2 * Math.PI)).toBeLessThan(1e-9);
      expect(Math.hypot(dx, dy)).toBeGreaterThan(R);
      expect(tl.at(s.sim.start - CUE_LEAD_S - 0.05).occluders.some((o) => o.kind === 'cue')).toBe(false);
    }
  });

  it('is the same for the same seed and differs for another', async () => {
    // The first strike and a little rolling are enough to compare.
    const short = { ...plan, duration: plan.strokes[0]!.sim.start + 1.5 };
    const a = readFileSync(join((await recordTo('seed-a', short, 7)).out, 'truth.json'), 'utf8');
    const b = readFileSync(join((await recordTo('seed-b', short, 7)).out, 'truth.json'), 'utf8');
    const c = readFileSync(join((await recordTo('seed-c', short, 8)).out, 'truth.json'), 'utf8');
    expect(a).toBe(b);
    expect(JSON.parse(c).camera).not.toEqual(JSON.parse(a).camera);
    expect(JSON.parse(c).frames).toEqual(JSON.parse(a).frames.map((f: Truth['frames'][number]) => expect.objectContaining({ i: f.i, t: f.t })));
  });

  it('names the file and field of a bad truth file', async () => {
    const { out } = await recorded();
    const truth = JSON.parse(readFileSync(join(out, 'truth.json'), 'utf8'));
    truth.frames[2].balls.white.x = 'left';
    expect(() => parseTruth(truth, 'x/truth.json')).toThrow(/^x\/truth\.json: frames\[2\]\.balls\.white\.x: /);
    const skipped = JSON.parse(readFileSync(join(out, 'truth.json'), 'utf8'));
    skipped.frames.splice(1, 1);
    expect(() => parseTruth(skipped)).toThrow(/^frames\[1\]\.i: expected 1/);
    const badMatch = JSON.parse(readFileSync(join(out, 'truth.json'), 'utf8'));
    badMatch.match.strokes[0].events[1].kind = 'bounce';
    expect(() => parseTruth(badMatch, 't.json')).toThrow(/^t\.json: match\.strokes\[0\]\.events\[1\]/);
  });
});

describe('the player and the captions', () => {
  const half: Vec2 = [table.length / 2, table.width / 2];
  const cue = (at: Vec2, direction: number) => cueAt({ at, direction, elevation: 0, tau: -0.5, ballNow: at, ballRadius: R, half });

  it('draws the body only where a player can stand', () => {
    // Near the bottom cushion, playing up the table: the player stands behind the bottom rail.
    expect(cue([-1300, 0], 0)).toMatchObject({ kind: 'cue', arm: true, hand: true });
    // Near a corner, playing into it: the body would be in the middle of the table.
    expect(cue([-1300, -600], Math.PI + Math.PI / 4)).toMatchObject({ kind: 'cue', arm: false, hand: true });
    // Outside the set-up window there is no cue.
    expect(cueAt({ at: [0, 0], direction: 0, elevation: 0, tau: -CUE_LEAD_S - 0.01, ballNow: [0, 0], ballRadius: R, half })).toBeNull();
  });

  it('captions a tile with its time and the events near it, in a few lines', () => {
    const events = Array.from({ length: 30 }, (_, k) => ({ t: 2 + k * 0.01, kind: 'ball-ball' as const, balls: ['w1', 'w2'] as ['w1', 'w2'] }));
    const lines = captionOf({ t: 2.1, frame: 63 }, 0.5, [{ t: 0.5, kind: 'strike', ball: 'w7' }, ...events]);
    expect(lines[0]).toBe('t 2.10 s  frame 63');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^2\.00 w1-w2, 2\.01 w1-w2/);
    expect(lines[2]).toMatch(/\+\d+ more$/);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(44);
    const shown = lines.slice(1).join(', ').split(', ').length;
    expect(Number(/\+(\d+) more$/.exec(lines[2]!)![1])).toBe(30 - shown);
  });
});

describe('occlusion', () => {
  it('marks a ball under a hand and not one far from it', () => {
    const cam = randomCamera(1, table, 320, 180);
    const probe = makeOcclusionProbe(makeContext(cam, table, randomLook(1, 'libre', table)));
    const balls = [{ id: 'white' as const, pos: [300, 200] }, { id: 'red' as const, pos: [-900, -400] }];
    const hidden = probe.occluded([{ kind: 'hand', at: [300, 200], angle: -Math.PI / 2, heightMm: 75 }], balls);
    expect([...hidden]).toEqual(['white']);
    // The scratch images are cleaned: nothing covers anything without occluders.
    expect(probe.occluded([], balls).size).toBe(0);
    expect(probe.occluded([{ kind: 'hand', at: [-300, 0], angle: 0 }], balls).size).toBe(0);
  });
});

describe('a small render run', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes frames, a video, the truth, the match file and a contact sheet', async () => {
    const plan = { ...tinyPlan(), duration: 0.6 };
    const { out, result } = await recordTo('files', plan, 5, { frames: true, video: 'auto', sheet: true });
    const frames = readdirSync(join(out, 'frames')).sort();
    expect(frames).toHaveLength(15);
    expect(frames[0]).toBe('000000.jpg');
    expect(frames.at(-1)).toBe('000014.jpg');
    const meta = await sharp(join(out, 'frames', '000007.jpg')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 180]);
    expect(result.files).toEqual(expect.arrayContaining(['truth.json', 'match.json', 'contact-sheet.png', 'frames/']));
    const video = existsSync(join(out, 'video.mp4')) ? 'video.mp4' : 'video.mjpeg';
    expect(readFileSync(join(out, video)).length).toBeGreaterThan(1000);
    expect((await sharp(join(out, 'contact-sheet.png')).metadata()).format).toBe('png');
    // `tabletrack judge DIR/match.json` reads the match file as written.
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((s) => (printed.push(String(s)), true));
    expect(judgeCommand([join(out, 'match.json')])).toBe(0);
    expect(JSON.parse(printed.join(''))).toEqual(judgeParsedMatch(plan.match));
  });

  it('falls back to Motion JPEG without ffmpeg', async () => {
    const plan = { ...tinyPlan(), duration: 0.2 };
    const { out } = await recordTo('mjpeg', plan, 5, { video: 'mjpeg' });
    const mj = readFileSync(join(out, 'video.mjpeg'));
    expect([mj[0], mj[1]]).toEqual([0xff, 0xd8]);
    expect(existsSync(join(out, 'video.mp4'))).toBe(false);
    expect(existsSync(join(out, 'frames'))).toBe(false);
  });
});
