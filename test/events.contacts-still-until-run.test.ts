/**
 * A ball at rest that stayed at its place until a later hit set it moving
 * was not touched by a pass before (issue 6, session 43; still-until-run.ts):
 * development three-cushion #86 stroke 7 at 30 fps. The white, struck under
 * the cue at 84.605 s and first seen at 84.667 (a backfilled point), comes
 * off the top rail into the yellow at 84.968 and passes the resting red
 * 3.8 mm wide in the same frame, its window carrying that touch's 27σ kink.
 * The red lies at its place until the yellow, off the left rail, hits it at
 * 85.204; contacts.ts `stayed` reads it 0.25-0.6 s on, moving, so the pass
 * was a white + red contact at 0.8, an extra that made the verdict wrong.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { histories } from '../src/events/history.js';
import { stillUntilRun } from '../src/events/still-until-run.js';
import { centreBounds } from '../src/track/geometry.js';
import type { TrackedFrame } from '../src/track/tracker.js';
import { pairEvents, recordedFrames, sureContacts } from './events-helpers.js';

/** Tracked frames (t − 84.2 s;white;yellow;red) at 30 fps, noise seed 1086 (the evaluation's for development match 86); the white's backfilled first point in its own frame. */
const PASSED = [
  '0;757.8,-496.5;1011.1,478.0;1069.9,436.6 0.0333;;1011.4,476.9;1069.5,437.4 0.0667;;1010.9,478.7;1070.3,436.3 0.1;;1011.0,477.9;1070.2,436.2 0.1333;;1010.5,477.0;1069.3,437.6 ',
  '0.1667;;1011.7,478.6;1070.3,437.2 0.2;;1010.8,477.5;1071.0,437.0 0.2333;;1012.0,478.5;1071.6,437.8 0.2667;;1011.4,477.7;1070.8,437.0 0.3;;1011.2,477.0;1071.1,437.2 ',
  '0.3333;;1010.7,477.5;1070.2,437.6 0.3667;;1011.7,477.8;1070.1,436.9 0.4;;1011.1,476.9;1070.3,436.5 0.4333;;1011.1,477.9;1070.6,438.5 0.4667;953.0,-351.7;1010.7,477.4;1070.5,437.7 ',
  '0.5;1066.2,-266.6;1011.6,478.3;1070.4,436.2 0.5333;1177.4,-194.1;1011.1,478.3;1069.4,436.8 0.5667;1278.7,-114.1;1010.7,476.8;1070.4,436.2 0.6;1385.3,-37.3;1010.7,478.0; 0.6333;1314.7,56.8;1010.0,478.0;1070.8,438.3 ',
  '0.6667;1234.6,150.0;1010.8,477.1;1070.5,437.8 0.7;1158.6,237.0;1011.0,478.5;1070.6,436.8 0.7333;1084.1,325.7;1011.3,477.8;1071.0,437.3 0.7667;1005.3,410.3;1011.2,477.3;1070.1,436.7 0.8;923.9,432.2;1025.0,539.7;1070.1,436.9 ',
  '0.8333;839.5,449.0;1034.3,607.3;1071.1,436.6 0.8667;758.4,466.0;1047.8,669.4;1070.9,437.0 0.9;676.8,481.9;1055.9,639.6;1069.7,437.4 0.9333;598.5,494.3;1063.3,595.3;1069.4,438.0 0.9667;;1064.8,549.7;1070.8,438.2 ',
  '1;448.8,528.5;;1069.9,436.9 1.0333;378.6,546.6;1086.1,496.5;1066.1,407.7 1.0667;307.9,558.6;1094.7,488.9;1063.3,371.8 1.1;233.9,579.9;1104.8,484.0;1061.6,338.6 1.1333;165.9,592.7;1113.0,474.4;1059.5,307.3 ',
  '1.1667;92.9,610.3;1121.4,465.4;1057.6,277.9 1.2;22.0,623.9;;1052.9,250.6 1.2333;-56.3,641.4;1137.4,449.9;1049.6,223.5 1.2667;-126.3,657.2;1146.7,443.5;1052.6,197.9 1.3;-195.0,673.7;1156.1,435.2;1046.1,171.8 ',
  '1.3333;-269.7,673.1;1163.8,428.5;1045.7,146.3 1.3667;-337.0,663.6;1172.0,418.3;1041.6,121.6 1.4;-404.1,650.6;1179.1,412.1;1036.6,95.7 ',
];

/** The white's pass by the red (84.9667 s − 84.2), the frame the base's extra contact was dated at. */
const PASS = 0.7667;
/** The true contacts: white + yellow (84.9684 s − 84.2), yellow + red off the left rail (85.2037 s − 84.2). */
const WHITE_YELLOW = 0.7684, YELLOW_RED = 1.0037;

const contactsOf = (frames: TrackedFrame[]) => sureContacts(extractStroke(frames, { table: CAROM_MATCH_TABLE, discipline: 'three-cushion' }).events);

/** The recorded frames with the red's points in [from, to) moved by (dx, dy). */
function redMoved(from: number, to: number, dx: number, dy: number): TrackedFrame[] {
  return recordedFrames(PASSED).map((g) => g.t < from - 1e-6 || g.t >= to - 1e-6 ? g : {
    ...g, balls: g.balls.map((b) => (b.id === 'red' ? { ...b, x: b.x + dx, y: b.y + dy } : b)),
  });
}

const red = () => histories(recordedFrames(PASSED)).get('red')!;

describe('a pass by a ball at rest that stayed put until a later hit (three-cushion #86[7] at 30 fps)', () => {
  it('reports no white + red contact, only the white + yellow and yellow + red ones', () => {
    const found = contactsOf(recordedFrames(PASSED));
    expect(pairEvents(found, 'white', 'red')).toHaveLength(0);
    expect(pairEvents(found, 'white', 'yellow').map((e) => Math.abs(e.t - WHITE_YELLOW) < 1 / 30)).toEqual([true]);
    expect(pairEvents(found, 'yellow', 'red').map((e) => Math.abs(e.t - YELLOW_RED) < 1 / 30)).toEqual([true]);
  });

  it('reads the red still from the pass until the yellow hits it, on the match table; not without its rails', () => {
    expect(stillUntilRun(red(), PASS, centreBounds(CAROM_MATCH_TABLE))).toBe(true);
    expect(stillUntilRun(red(), PASS)).toBe(false);
  });

  it('not for a red frozen on its rail: the box shrunk to 2 mm beyond the red', () => {
    const { halfY } = centreBounds(CAROM_MATCH_TABLE);
    expect(stillUntilRun(red(), PASS, { halfX: 1070.4 + 2, halfY })).toBe(false);
  });

  it('keeps the white + red contact when the red is seen 3 mm off its place, away from the white, before the yellow hits it', () => {
    // The line of centres at the pass runs from the white (1005.3, 410.3) to the red (1070.4, 437.1): (0.925, 0.381).
    const pair = pairEvents(contactsOf(redMoved(PASS + 0.02, YELLOW_RED, 2.8, 1.1)), 'white', 'red');
    expect(pair.map((e) => Math.abs(e.t - PASS) < 1 / 30)).toEqual([true]);
  });
});
