/**
 * A white that rattles in a corner's jaws and drops (Russian 30 fps at twice the noise, development #266[4],
 * EVAL_SKIP=265 EVAL_MATCHES=1 EVAL_NOISE=2): five cushions in 30 ms, seen last on the corner with its filter's
 * velocity turned back out (-117° for the true -6°). Missed, its prediction ran back up the table onto the cue ball
 * (w3) leaving the corner's top rail and, four frames later, its grown gate took w3's detection (an identity swap;
 * the pot was lost and w3 called off the table). A missed ball last seen in a pocket's jaws now gives way to a ball
 * seen last frame whose gate holds the detection, as one predicted off the bed did (src/track/jaws.ts, tracker.ts
 * `sunk`). Detections from 0.3 s before the strike to 0.45 s after, each labelled with its true ball; two more whites
 * ('g1', 'g2') seen in the first frames only stand for the match's pocketed balls.
 */
import { describe, expect, it } from 'vitest';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { centreBounds, pocketMouths } from '../src/track/geometry.js';
import { inJaws } from '../src/track/jaws.js';
import { type Det, swaps, withPocketedStandIns } from './track-russian-helpers.js';

const M266: Det[][] = [
    [['w1', 1379.5, -519.4], ['', 555.4, -764.3], ['w7', 1208.2, 676.4], ['w5', 1609.9, 610.4], ['colour', 1074.4, 16.0, 1], ['w6', 1530.6, -507.4]],
    [['w5', 1607.4, 608.7], ['w7', 1206.2, 677.9], ['w6', 1531.5, -506.7], ['colour', 1075.6, 16.2, 1], ['w1', 1377.5, -517.7]],
    [['w1', 1379.0, -517.6], ['w6', 1529.2, -506.6], ['w7', 1209.1, 675.2], ['w5', 1606.9, 608.4], ['colour', 1076.9, 15.5, 1]],
    [['w5', 1608.6, 609.8], ['colour', 1075.9, 15.1, 1], ['w1', 1380.2, -517.5], ['w6', 1530.3, -506.9]],
    [['w1', 1379.3, -518.5], ['w6', 1529.4, -505.3], ['w7', 1208.4, 678.2], ['w5', 1608.2, 608.2], ['colour', 1077.3, 12.5, 1]],
    [['colour', 1075.4, 15.6, 1], ['w5', 1608.2, 608.2], ['w7', 1208.6, 676.0], ['w6', 1530.6, -505.1], ['w1', 1381.3, -517.5]],
    [['colour', 1074.9, 12.4, 1], ['w5', 1606.6, 607.3], ['w1', 1379.1, -515.2], ['w6', 1529.0, -505.9], ['w7', 1206.8, 675.3]],
    [['w1', 1377.7, -517.8], ['w5', 1607.5, 609.4], ['w7', 1205.3, 678.7], ['w6', 1527.9, -506.6], ['colour', 1074.6, 14.8, 1]],
    [['colour', 1074.5, 15.1, 1], ['w6', 1531.3, -506.8], ['w7', 1207.6, 677.1], ['w1', 1377.7, -516.8]],
    [['w7', 1207.2, 675.8], ['w1', 1378.0, -520.3], ['w5', 1610.5, 610.2], ['w6', 1529.8, -505.1], ['colour', 1075.0, 13.2, 1], ['w3', 1091.8, 193.8]],
    [['colour', 1076.9, 15.8, 1], ['w5', 1608.9, 609.8], ['w6', 1530.7, -505.5], ['w7', 1208.8, 676.3], ['w3', 1223.7, 286.5], ['w1', 1380.1, -518.5]],
    [['colour', 1078.6, 15.6, 1], ['w6', 1531.3, -505.5], ['w3', 1361.4, 392.8], ['w1', 1378.3, -518.9], ['w5', 1609.5, 608.4], ['w7', 1207.9, 677.3]],
    [['w6', 1531.0, -506.3], ['w3', 1474.4, 487.3], ['colour', 1077.3, 14.5, 1], ['w7', 1208.5, 677.9], ['w1', 1379.3, -518.1], ['w5', 1609.8, 610.6]],
    [['w7', 1208.7, 675.2], ['w3', 1591.8, 534.2], ['w1', 1378.6, -518.6], ['w5', 1628.8, 636.3], ['w6', 1529.7, -507.1], ['colour', 1075.2, 16.0, 1]],
    [['w7', 1207.6, 678.0], ['w3', 1659.7, 518.8], ['w1', 1379.7, -517.4], ['colour', 1076.2, 13.9, 1], ['w6', 1530.4, -505.7]],
    [['w5', 1742.6, 854.9], ['w7', 1208.9, 677.7], ['w3', 1724.2, 489.4], ['w6', 1529.5, -507.9], ['colour', 1077.0, 16.5, 1], ['w1', 1379.0, -516.7]],
    [['colour', 1074.4, 14.3, 1], ['w3', 1709.8, 457.6], ['w1', 1379.3, -517.8], ['w6', 1529.5, -505.0], ['w7', 1207.9, 676.0]],
    [['w6', 1528.7, -506.8], ['w7', 1208.4, 677.1], ['colour', 1076.4, 14.2, 1], ['w1', 1379.1, -516.1], ['w3', 1660.1, 429.4]],
    [['w6', 1529.3, -505.5], ['colour', 1077.8, 12.4, 1], ['w3', 1614.0, 405.7], ['w7', 1205.9, 679.8], ['w1', 1379.3, -514.7]],
    [['w6', 1529.0, -503.9], ['w3', 1569.3, 380.5], ['colour', 1076.9, 16.3, 1], ['w7', 1206.3, 676.0], ['w1', 1381.1, -517.6]],
    [['w3', 1520.2, 363.8], ['w7', 1207.8, 676.4], ['w6', 1530.9, -505.9], ['w1', 1379.3, -516.0], ['colour', 1076.1, 17.2, 1]],
    [['w3', 1484.1, 339.6], ['w6', 1527.6, -504.2], ['w1', 1379.0, -517.9], ['w7', 1205.7, 676.6], ['colour', 1076.2, 15.2, 1]],
];

describe('tracker: a white dropped after rattling in a corner\'s jaws (Russian 30 fps ×2)', () => {
  it('does not let its prediction, run back out of the corner, take a seen white\'s detection (#266[4])', () => {
    const frames = withPocketedStandIns(M266);
    expect(swaps(frames, 10)).toEqual([]);
  });
  it('reads a centre within a radius of a contact line inside a mouth as in the jaws', () => {
    const bounds = { ...centreBounds(PYRAMID_12FT_TABLE), mouths: pocketMouths(PYRAMID_12FT_TABLE) }, R = PYRAMID_12FT_TABLE.ballRadius;
    expect(inJaws(1743, 855, bounds, R)).toBe(true); // #266[4]'s last detection, on the top-left corner
    expect(inJaws(5, -bounds.halfY + 10, bounds, R)).toBe(true); // a middle pocket's mouth
    expect(inJaws(1500, 855, bounds, R)).toBe(false); // on the long rail, clear of the corner's mouth
    expect(inJaws(1743, 700, bounds, R)).toBe(false); // on the short rail, clear of it
    expect(inJaws(1650, 780, bounds, R)).toBe(false); // by the corner but more than a radius inside both lines
  });
});
