/**
 * A fast ball still curving off its last rail crosses close past another
 * moving ball (issue 6, session 19): development three-cushion #53 stroke 3
 * at 30 fps, seeds from 41 (the yellow at 2.2 m/s off the left rail at
 * 37.11 s past the white at 0.6 m/s, true gap 5.7 mm; no touch). The fits
 * overlapped 1.2 mm and the pair's kink read 5.7σ, all of it the yellow's
 * own curve (its change away from the white 133 ± 24 mm/s, the white's
 * 27 ± 14): a contact at 0.99. One ball alone changing is no impulse
 * (src/events/one-sided.ts): a doubt, not a contact. The yellow's real
 * touch of the red at 37.705 s stays a sure contact.
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { ballContacts } from '../src/events/contacts.js';
import { histories } from '../src/events/history.js';
import { ONE_SIDED_SHARE, oneSided } from '../src/events/one-sided.js';
import { recordedFrames, isPair } from './events-helpers.js';

/** Tracked frames (t;white;yellow;red), simulated detections at 30 fps, noise seed 1012 (the evaluation's for match 53 from seed 41). */
const CURVED_PAST = [
  '36.7667;220.0,-66.4;-1246.7,31.5;709.9,0.6 ',
  '36.8000;208.9,-47.2;-1163.6,99.2;709.2,-0.1 ',
  '36.8333;197.7,-32.1;-1083.6,166.0;709.9,1.1 ',
  '36.8667;185.5,-8.6;-1003.9,228.0;709.7,0.1 ',
  '36.9000;174.9,11.2;-919.9,290.5;709.4,-0.7 ',
  '36.9333;166.0,30.4;-846.1,359.4; ',
  '36.9667;151.2,45.1;-776.0,417.4;710.4,0.5 ',
  '37.0000;144.1,66.3;-702.0,479.0;711.1,-0.3 ',
  '37.0333;135.6,84.2;-632.7,547.4;710.6,0.6 ',
  '37.0667;123.5,102.5;-561.0,603.1;710.2,0.7 ',
  '37.1000;112.8,119.5;-498.8,661.8;710.0,0.2 ',
  '37.1333;102.2,141.5;-437.5,644.4;710.0,-0.1 ',
  '37.1667;90.5,154.4;-370.2,600.5;710.7,1.0 ',
  '37.2000;80.7,177.4;-305.3,548.6;711.3,0.0 ',
  '37.2333;73.2,195.8;-242.3,510.8;710.6,-0.6 ',
  '37.2667;61.4,211.9;-179.3,465.4;709.4,0.2 ',
  '37.3000;50.7,227.3;-118.4,433.0;708.8,-0.4 ',
  '37.3333;42.7,243.9;-50.5,392.4;710.0,-1.2 ',
  '37.3667;31.8,262.4;9.7,357.7;711.0,-0.3 ',
  '37.4000;23.0,280.5;75.2,323.0;710.3,1.1 ',
  '37.4333;12.5,298.1;140.0,293.1;710.0,0.3 ',
  '37.4667;4.3,314.5;203.7,256.1;709.4,1.4 ',
  '37.5000;-6.1,332.2;262.6,222.3;710.2,0.4 ',
  '37.5333;-18.2,346.1;326.8,188.9;709.2,0.0 ',
  '37.5667;-28.4,363.1;388.9,157.7;709.8,0.1 ',
  '37.6000;-37.2,382.0;454.2,125.9;708.6,0.4 ',
  '37.6333;-46.6,398.1;514.8,88.1;710.1,0.5 ',
  '37.6667;-57.6,415.7;577.3,54.2; ',
  '37.7000;-65.1,431.6;642.6,26.7;709.8,-0.4 ',
  '37.7333;-76.6,448.7;649.4,10.0;763.8,-18.0 ',
  '37.7667;-85.3,465.2;652.1,-2.9;826.2,-37.7 ',
  '37.8000;-92.5,480.1;654.9,-19.7;886.5,-57.1 ',
  '37.8333;-100.6,496.9;661.7,-31.6;943.9,-74.2 ',
  '37.8667;-112.7,513.2;664.4,-46.8;998.0,-95.0 ',
  '37.9000;-121.9,527.1;674.2,-61.3;1055.0,-110.7 ',
];

describe('a curve past a moving ball', () => {
  it('is not a contact: the kink is one ball\'s alone', () => {
    const frames = recordedFrames(CURVED_PAST);
    const found = ballContacts([...histories(frames).values()], CAROM_MATCH_TABLE.ballRadius, frames.map((f) => f.t));
    const pair = (a: BallId, b: BallId) => found.filter((f) => isPair(f.event, a, b));
    const passed = pair('white', 'yellow');
    // Left for the referee (a doubt), never a contact.
    expect(passed).toHaveLength(1);
    expect(passed[0]!.event.confidence).toBeUndefined();
    expect(passed[0]!.doubt).toBeDefined();
    const red = pair('yellow', 'red');
    expect(red).toHaveLength(1);
    expect(red[0]!.event.confidence).toBeGreaterThanOrEqual(0.99);
    expect(Math.abs(red[0]!.event.t - 37.705)).toBeLessThan(1 / 30);
  });
  it('weighs the weaker share against the stronger with its noise', () => {
    // The measured shares of the false contact above, and of a true touch whose hitter's spin cut its share (271 against 351).
    expect(oneSided({ a: 26.6, b: 133.4, sa: 14.2, sb: 24.3 })).toBe(true);
    expect(oneSided({ a: 270.8, b: 351.3, sa: 15.0, sb: 7.8 })).toBe(false);
    expect(oneSided({ a: 0, b: 100, sa: 0, sb: 10 })).toBe(ONE_SIDED_SHARE > 0);
  });
});
