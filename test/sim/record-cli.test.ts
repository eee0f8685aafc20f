/** `tabletrack simulate`: argument errors, a scenario and a match end to end, a given camera. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureOutput as capture } from '../cli-capture.js';
import { cameraFromPose, toCalibration } from '../../src/camera/index.js';
import { main } from '../../src/cli/main.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE } from '../../src/geometry/tables.js';
import { loadTruth } from '../../src/sim/record/index.js';
import { listScenarios } from '../../src/sim/scenarios/index.js';


afterEach(() => vi.restoreAllMocks());

const dir = mkdtempSync(join(tmpdir(), 'tabletrack-simulate-'));
const small = ['--size', '320x180', '--fps', '25', '--no-frames'];

describe('tabletrack simulate: bad arguments', () => {
  const pyramidCal = join(dir, 'pyramid-cal.json');
  writeFileSync(pyramidCal, JSON.stringify(toCalibration(cameraFromPose({ width: 320, height: 180, heightMm: 3000 }, PYRAMID_12FT_TABLE), 'pyramid')));
  const scenario = listScenarios().find((s) => s.discipline === 'three-cushion')!.name;
  const cases: [string[], RegExp][] = [
    [['--out', dir], /give exactly one of --scenario NAME and --match DISCIPLINE/],
    [['--scenario', scenario, '--match', 'libre', '--out', dir], /give exactly one of/],
    [['--scenario', scenario], /--out DIR is required/],
    [['--scenario', 'no-such-scenario', '--out', dir], /scenario: unknown scenario "no-such-scenario"/],
    [['--match', 'snooker', '--out', dir], /--match: unknown discipline "snooker" \(expected five-pins, /],
    [['--scenario', scenario, '--out', dir, '--fps', '10'], /--fps: expected a whole number from 25 to 120, got "10"/],
    [['--scenario', scenario, '--out', dir, '--fps', '30.5'], /--fps: expected a whole number/],
    [['--scenario', scenario, '--out', dir, '--size', '1280'], /--size: expected WxH/],
    [['--scenario', scenario, '--out', dir, '--size', '1281x720'], /must be even/],
    [['--scenario', scenario, '--out', dir, '--size', '7680x4320'], /outside 320x180 to 3840x2160/],
    [['--scenario', scenario, '--out', dir, '--seed=-1'], /--seed: expected a whole number from 0/],
    [['--scenario', scenario, '--out', dir, '--seed', '-1'], /Option '--seed' argument is ambiguous\.$/m],
    [['--scenario', scenario, '--out', dir, '--jpeg-quality', '0'], /--jpeg-quality: expected a whole number from 1 to 100/],
    [['--scenario', scenario, '--out', dir, '--duration', '10'], /--duration applies to --match/],
    [['--match', 'libre', '--out', dir, '--duration', 'long'], /--duration: expected seconds/],
    [['--scenario', scenario, '--out', dir, '--camera', join(dir, 'missing.json')], /missing\.json: cannot read the calibration file/],
    [['--scenario', scenario, '--out', dir, '--camera', pyramidCal], /the calibration is for a pyramid table, three-cushion is played on a carom table/],
    [['--scenario', scenario, '--out', dir, '--frames'], /Unknown option '--frames'/],
  ];
  it.each(cases)('%j', async (argv, message) => {
    const io = capture();
    expect(await main(['simulate', ...argv])).toBe(2);
    expect(io.err()).toMatch(/^tabletrack simulate: [^\n]*\n$/);
    expect(io.err()).toMatch(message);
    expect(io.out()).toBe('');
  });

  it('lists the scenarios', async () => {
    const io = capture();
    expect(await main(['simulate', '--list'])).toBe(0);
    for (const s of listScenarios()) expect(io.out()).toContain(s.name);
  });
});

describe('tabletrack simulate: recordings', () => {
  // A five-pins scenario (pins, an off-table ball re-spotted by hand) and a three-cushion one, with cached shots.
  const picks = ['five-pins-ball-jumps-off-table', 'three-cushion-point-corner-two-cushions-ms-apart'];

  it.each(picks)('%s: match.json judges to the scenario\'s expected verdict', async (name) => {
    const out = join(dir, name);
    const io = capture();
    expect(await main(['simulate', '--scenario', name, '--seed', '4', ...small, '--out', out])).toBe(0);
    expect(io.out()).toMatch(new RegExp(`^${name}: \\d+ frames .*verdict as expected -> `));
    const truth = await loadTruth(join(out, 'truth.json'));
    expect(truth.frames).toHaveLength(Math.round(truth.duration! * 25));
    expect(truth.command).toBe(`tabletrack simulate --scenario ${name} --seed 4 ${small.join(' ')} --out ${out}`);
    expect(await main(['judge', join(out, 'match.json')])).toBe(0);
    const verdict = JSON.parse(io.out().split('\n').slice(1).join('\n'));
    expect(verdict).toMatchObject(truth.expect!);
  });

  it('records a random-player match of the asked length', async () => {
    const out = join(dir, 'match-libre');
    const io = capture();
    expect(await main(['simulate', '--match', 'libre', '--duration', '6', '--seed', '2', ...small, '--out', out])).toBe(0);
    expect(io.out()).toMatch(/frames .* strokes/);
    const truth = await loadTruth(join(out, 'truth.json'));
    expect(truth.discipline).toBe('libre');
    expect(truth.match.strokes.length).toBeGreaterThan(0);
    expect(await main(['judge', join(out, 'match.json')])).toBe(0);
  });

  it('renders with the camera of a calibration file', async () => {
    const cal = toCalibration(cameraFromPose({ width: 320, height: 180, heightMm: 2700, tiltDeg: 1, distortion: { k1: -0.2, k2: 0.03, p1: 0, p2: 0, k3: 0 } }, CAROM_MATCH_TABLE), 'carom');
    const file = join(dir, 'cal.json');
    writeFileSync(file, JSON.stringify(cal));
    const out = join(dir, 'given-camera');
    capture();
    const name = 'libre-no-point-one-object-ball';
    expect(await main(['simulate', '--scenario', name, '--camera', file, '--fps', '25', '--no-frames', '--out', out])).toBe(0);
    const truth = JSON.parse(readFileSync(join(out, 'truth.json'), 'utf8'));
    expect(truth.resolution).toEqual([320, 180]);
    expect(truth.camera.intrinsics).toEqual(cal.intrinsics);
    truth.camera.pose.tvec.forEach((v: number, k: number) => expect(v).toBeCloseTo(cal.pose.tvec[k]!, 9));
  });
});
