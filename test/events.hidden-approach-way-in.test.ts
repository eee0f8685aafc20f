/**
 * A hidden hitter's point still on its way in is not a step (hidden-approach.ts `stillComingIn`, issue 6, session 44).
 * Recorded tracker output (the points as the events stage sees them, backfill included) of development five-pins #53
 * stroke 2 at 30 fps (times from 22.6081 s): the white rests at (1244.6, 251.9), hidden from 0.19; struck at 0.600,
 * it meets the yellow (at rest at (1272.1, 22.1)) at 0.665 and the top rail at 0.704. The contact is dated from the
 * yellow's first point off its rest (0.7253, after a missed frame) to about 0.658; the white's first point, 0.6586,
 * lies 17 mm short of the contact point on its straight way in (cosine 0.98), and was read as its first step after
 * the contact: a step on the straight way's wrong side, so the top rail's mirror was taken and a white:top reported
 * at 0.56 (0.6), 136 ms before the true touch of that rail, which is also found (one touch, two events).
 */
import { describe, expect, it } from 'vitest';
import type { CushionEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { hiddenApproachHits } from '../src/events/hidden-approach.js';
import type { Cause } from '../src/events/causes.js';
import type { BallHistory } from '../src/events/history.js';
import type { Start } from '../src/events/starts.js';
import { sub, unitOr } from '../src/geometry/vec.js';
import { ballRails, recordedFrames } from './events-helpers.js';

const table = CAROM_MATCH_TABLE;

describe('development five-pins #53 stroke 2 at 30 fps (recorded): the hidden white seen on its way in to the yellow', () => {
  const frames = recordedFrames([
  '0.0253;1245.0,252.2;1271.9,22.7;716.9,85.2 0.0586;1243.8,250.8;1272.0,22.9;717.2,85.3 0.0919;1245.1,251.9;1272.1,22.3;717.5,85.7 0.1253;;1272.5,21.3;717.4,86.0 0.1586;1244.7,251.2;1271.9,21.6;717.2,85.0 ',
  '0.1919;1244.7,252.7;1272.3,21.5;718.0,85.0 0.2253;;1271.1,23.4;716.9,86.1 0.2586;;1272.4,22.6;716.1,85.0 0.2919;;1272.8,22.4;717.0,85.8 0.3253;;1271.5,22.1;717.0,85.3 ',
  '0.3586;;1272.6,21.8;716.9,85.6 0.3919;;;716.6,85.8 0.4253;;1271.9,22.2;716.6,86.0 0.4586;;1271.8,22.6;716.6,85.9 0.4919;;1271.3,20.9;716.7,85.9 ',
  '0.5253;;1272.2,22.5; 0.5586;;1272.6,22.0;716.6,85.1 0.5919;;1271.1,22.1;717.6,85.0 0.6253;;1272.1,22.0;716.3,86.1 0.6586;1309.4,76.1;1271.0,22.5;717.0,84.8 ',
  '0.6919;1369.6,9.2;;716.3,86.1 0.7253;1353.4,-49.2;1220.7,-22.1;718.2,85.6 0.7586;1307.4,-96.3;1201.0,-49.3;717.6,85.2 0.7919;1265.8,-145.5;1173.6,-70.8;717.2,86.2 0.8253;1218.0,-197.2;1151.0,-94.7;716.2,85.1 ',
  '0.8586;1176.5,-246.9;1129.8,-110.3;716.5,85.8 0.8919;1141.8,-297.0;1112.4,-130.5;716.8,85.2 0.9253;1099.0,-348.9;1092.4,-149.0;716.2,84.7 ',
  ]);
  it('reads no rail before the contact: the white came straight; its one top rail is the touch after the contact', () => {
    const es = extractStroke(frames, { table, discipline: 'five-pins' }).events;
    const rails = ballRails(es, 'white');
    expect(rails.filter((e) => e.t < 0.665)).toHaveLength(0);
    expect(rails.filter((e) => e.cushion === 'top').map((e) => Math.abs(e.t - 0.704) < 2 / 30)).toEqual([true]);
  });
});

describe('hiddenApproachHits with a point on the straight way in (hand-made, #53[2]\'s geometry)', () => {
  // The yellow rests at (1272, 22) and leaves down-left at 1.0 s (contact dated 0.99); the hidden white rests at
  // (1245, 252). The white's first point after the contact lies 17 mm back along its straight way from the contact point.
  const R = table.ballRadius, rest: [number, number] = [1245, 252], yRest: [number, number] = [1272, 22];
  const along = (p: [number, number], d: [number, number], l: number): [number, number] => [p[0] + l * d[0], p[1] + l * d[1]];
  const u = unitOr([-0.7, -0.71], [0, 1]), cp = along(yRest, u, -2 * R), back = unitOr(sub(rest, cp), [0, 1]);
  const yellow: Start = { id: 'yellow', first: 1, t: 0.99, rest: yRest, dir: u, speed: 1500, hidden: false, lastRestT: 0.98, departT: 1.0 };
  const [y1, y2] = [along(yRest, u, 30), along(yRest, u, 75)];
  const ho: BallHistory = { id: 'yellow', t: [0.5, 1.0, 1.03], x: [yRest[0], y1[0], y2[0]], y: [yRest[1], y1[1], y2[1]], runs: [] };
  const hit = (dt: number): CushionEvent[] => {
    const p = along(cp, back, 17);
    const white: Start = { id: 'white', first: 1, t: 0.99 + dt, rest, dir: [0, -1], speed: 1700, hidden: true, lastRestT: 0.3, departT: 0.99 + dt };
    const hg: BallHistory = { id: 'white', t: [0.3, 0.99 + dt], x: [rest[0], p[0]], y: [rest[1], p[1]], runs: [] };
    const found: Cause[] = [{ start: yellow, by: 'white', hiddenHitter: true, error: 80 }, { start: white, by: null, hiddenHitter: false, error: Infinity }];
    return hiddenApproachHits(found, [ho, hg], table, []);
  };
  it('reads no rail from a point within the contact time\'s error: the white is still coming in', () => {
    expect(hit(0.001)).toHaveLength(0);
    expect(hit(0.015)).toHaveLength(0);
  });
  it('still reads the mirrored rail from such a point too late to be the way in (it came back another way)', () => {
    expect(hit(0.03).map((e) => e.cushion)).toEqual(['top']);
  });
});
