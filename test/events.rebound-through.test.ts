/**
 * A hidden ball's first line traced back through a ball lying still is not a
 * rail's rebound (hidden-path.ts, pathThroughBall; rebound.ts): the ball went
 * at that ball unseen, and its start aims there.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { hiddenRebounds } from '../src/events/rebound.js';
import { pathThroughBall } from '../src/events/hidden-path.js';
import { startsOf } from '../src/events/starts.js';
import type { BallHistory } from '../src/events/history.js';
import type { BallId } from '../src/contracts/ids.js';

const table = CAROM_MATCH_TABLE, R = table.ballRadius;

/** A tracked history from "t;x,y" points, moving from `from` (a time) on. */
function parsed(id: BallId, text: string, from = Infinity): BallHistory {
  const pts = text.split(' ').map((s) => { const [t, xy] = s.split(';'); const [x, y] = xy!.split(',').map(Number); return [Number(t), x!, y!] as const; });
  const first = pts.findIndex((p) => p[0] >= from);
  return { id, t: pts.map((p) => p[0]), x: pts.map((p) => p[1]), y: pts.map((p) => p[2]), runs: first < 0 ? [] : [[first, pts.length - 1]] };
}

/**
 * Development three-cushion #27 stroke 5 at 25 fps, tracked: the yellow, struck
 * under the cue at 58.337 s (truth), meets the white lying 5 mm off the left
 * rail at 58.399 and is first seen at 58.40 beside it, then on its way down
 * the table. Traced back, that way out meets the left rail 31 mm from the
 * white's centre: no left cushion for the yellow (there was none).
 */
const WHITE = '57.360;-1292.6,674.3 57.400;-1292.5,673.8 57.440;-1292.3,673.1 57.480;-1291.3,672.8 57.520;-1292.5,674.3 57.560;-1292.0,673.6 57.600;-1291.9,673.5 57.640;-1292.3,673.7 57.680;-1291.1,674.1 57.720;-1292.2,672.7 57.760;-1293.7,673.2 57.800;-1292.8,674.6 57.840;-1293.0,673.5 57.880;-1293.7,673.6 57.920;-1293.0,674.8 57.960;-1291.5,673.7 58.000;-1291.0,674.1 58.040;-1292.0,672.4 58.080;-1292.8,673.1 58.120;-1292.1,673.5 58.160;-1293.5,673.3 58.200;-1292.0,674.3 58.240;-1293.5,673.7 58.280;-1293.0,674.2 58.320;-1292.9,674.9 58.360;-1292.4,674.8 58.400;-1300.4,689.6 58.440;-1344.9,666.7 58.480;-1389.7,653.1 58.520;-1353.8,637.7 58.560;-1321.1,622.0 58.600;-1290.9,608.3';
const YELLOW = '57.360;-1116.7,356.1 57.400;-1117.5,356.8 57.440;-1117.6,355.9 57.480;-1116.9,357.0 57.520;-1117.2,356.1 57.560;-1116.8,356.1 57.600;-1117.4,356.3 57.640;-1118.0,356.9 57.680;-1117.3,356.4 57.720;-1117.0,356.0 57.760;-1117.2,356.8 57.800;-1117.6,356.2 57.840;-1117.1,356.0 57.880;-1117.5,356.6 57.920;-1117.0,356.7 58.400;-1285.7,611.3 58.440;-1329.0,475.4 58.480;-1375.8,354.9 58.520;-1375.4,232.3 58.560;-1336.0,120.5 58.600;-1312.7,19.4';
const RED = '57.360;-1030.4,369.6 57.400;-1029.5,368.6 57.440;-1029.7,369.3 57.480;-1029.8,369.2 57.520;-1029.6,369.9 57.560;-1029.0,369.4 57.600;-1029.3,370.1 57.640;-1029.4,369.4 57.680;-1029.3,368.9 57.720;-1029.4,370.0 57.760;-1029.7,368.1 57.800;-1029.5,368.3 57.840;-1029.6,369.1 57.880;-1029.8,370.5 57.920;-1029.0,369.8 57.960;-1029.0,369.1 58.000;-1029.2,370.3 58.040;-1029.1,370.1 58.120;-1029.5,369.2 58.160;-1028.9,370.6 58.200;-1030.0,370.1 58.240;-1029.3,369.2 58.280;-1029.6,369.1 58.320;-1029.2,369.3 58.360;-1028.7,370.2 58.400;-1029.3,369.2 58.440;-1028.9,370.0 58.480;-1028.3,369.0 58.520;-1029.5,370.9 58.560;-1029.1,369.4 58.600;-1029.8,370.5';

describe('hiddenRebounds: a way out traced back through a ball lying still (development #27 stroke 5, 25 fps)', () => {
  const hs = [parsed('white', WHITE, 58.36), parsed('yellow', YELLOW, 58.4), parsed('red', RED)];
  const found = hiddenRebounds(hs, startsOf(hs), table, []);
  it('reports no hidden cushion for the yellow', () => {
    expect(found.flatMap((r) => r.events).filter((e) => e.ball === 'yellow')).toEqual([]);
  });
  it('aims the yellow\'s start at the white it ran into', () => {
    const s = found.find((r) => r.start.id === 'yellow')?.start;
    expect(s).toBeDefined();
    const to = [-1292.4 - s!.rest[0], 674.0 - s!.rest[1]], l = Math.hypot(to[0]!, to[1]!);
    expect(s!.dir[0] * to[0]! / l + s!.dir[1] * to[1]! / l).toBeGreaterThan(0.99);
  });
});

describe('pathThroughBall', () => {
  const still: BallHistory = { id: 'red', t: [0, 0.5, 1], x: [0, 0, 0], y: [0, 0, 0], runs: [] };
  const rolling: BallHistory = { ...still, runs: [[0, 2]] };
  it('finds a resting ball whose centre lies deeper than PATH_OVERLAP_MM inside touching, not one merely touched or rolling', () => {
    expect(pathThroughBall([[-500, 30], [500, 30]], [still], 0.2, 0.8, R)).toEqual([0, 0]);
    expect(pathThroughBall([[-500, 2 * R - 5], [500, 2 * R - 5]], [still], 0.2, 0.8, R)).toBeNull();
    expect(pathThroughBall([[-500, 30], [500, 30]], [rolling], 0.2, 0.8, R)).toBeNull();
  });
});
