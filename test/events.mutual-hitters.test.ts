/**
 * Two starts a pair finding made each other's hitter (issue 6, session 62;
 * src/events/mutual-hitters.ts). Development libre #195 stroke 2 at 60 fps
 * (cadre 47/1 plays the same stroke): the yellow, hidden under the cue from
 * 20.55 s, struck at 20.94 (truth), hit the left rail and the red at 21.03
 * and was first seen again at 21.05; the red was seen at rest until 21.00.
 * Both starts traced back to 21.033-21.034, each was named the other's
 * hitter, no start was free: no strike, and the stage dropped the stroke
 * with its contacts. The yellow left its rest 0.47 s before the red: it is
 * the struck ball, the red the one it hit.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import type { Cause } from '../src/events/causes.js';
import type { Start } from '../src/events/starts.js';
import { LEFT_REST_FIRST_S, settleMutualHitters } from '../src/events/mutual-hitters.js';
import type { TrackedFrame } from '../src/track/tracker.js';
import { pairEvents, recordedFrames, sure } from './events-helpers.js';

/** Tracked frames (t;white;yellow;red), simulated detections at 60 fps, detector seed 1194 (the evaluation's for match 195); the yellow unseen 20.55-21.03. */
const HIDDEN_STRIKE = [
  '20.0000;914.5,-464.5;630.1,543.0;549.9,652.4 ',
  '20.0167;915.5,-463.6;630.6,543.3;550.0,652.8 ',
  '20.0333;914.3,-465.2;630.4,542.0;549.8,652.5 ',
  '20.0500;914.4,-464.9;630.6,541.8;549.9,652.6 ',
  '20.0667;914.8,-464.6;630.4,542.5;550.9,653.1 ',
  '20.0833;914.1,-464.4;630.4,541.7;550.8,653.8 ',
  '20.1000;914.2,-464.5;630.3,541.4;550.9,652.9 ',
  '20.1167;915.4,-464.5;630.1,542.2;550.1,652.3 ',
  '20.1333;915.1,-464.1;631.1,542.5;550.3,652.4 ',
  '20.1500;913.5,-465.7;630.7,542.9;549.9,652.7 ',
  '20.1667;914.9,-463.7;629.9,541.9;550.7,653.1 ',
  '20.1833;915.1,-463.8;630.8,542.6;550.1,653.0 ',
  '20.2000;915.0,-463.4;630.5,541.9;550.5,653.0 ',
  '20.2167;915.1,-463.1;631.0,542.5;550.7,653.1 ',
  '20.2333;;631.5,542.7;550.7,653.3 ',
  '20.2500;913.7,-465.0;630.1,541.7;551.5,653.7 ',
  '20.2667;913.8,-464.8;630.4,541.8;551.1,652.4 ',
  '20.2833;913.6,-464.8;630.4,542.4;549.8,653.1 ',
  '20.3000;914.2,-464.5;630.2,543.4; ',
  '20.3167;914.6,-464.1;630.5,542.9;550.3,653.2 ',
  '20.3333;914.1,-462.9;630.9,542.9;551.4,653.7 ',
  '20.3500;914.5,-464.4;630.8,542.6;550.1,653.5 ',
  '20.3667;914.9,-464.9;631.5,542.4;551.0,652.6 ',
  '20.3833;915.2,-464.0;630.2,543.1;551.1,653.5 ',
  '20.4000;914.7,-464.4;629.3,542.4;550.7,653.7 ',
  '20.4167;914.8,-464.6;629.9,542.4;550.3,652.9 ',
  '20.4333;913.7,-464.6;629.2,543.2; ',
  '20.4500;915.0,-464.4;630.3,541.8;548.5,652.9 ',
  '20.4667;914.5,-463.2;630.7,541.7;549.9,653.6 ',
  '20.4833;915.1,-464.1;629.8,541.5;550.9,653.6 ',
  '20.5000;914.2,-465.0;629.5,541.6;551.2,653.2 ',
  '20.5167;915.1,-465.7;629.8,542.0;549.6,653.0 ',
  '20.5333;915.4,-465.5;630.7,542.7;550.5,652.9 ',
  '20.5500;916.0,-464.6;;550.4,652.7 ',
  '20.5667;914.6,-464.9;;551.0,652.7 ',
  '20.5833;914.7,-464.9;;550.8,653.5 ',
  '20.6000;915.0,-464.6;;549.9,651.9 ',
  '20.6167;914.6,-464.6;;550.7,652.2 ',
  '20.6333;915.0,-464.5;;550.9,652.9 ',
  '20.6500;914.5,-464.5;;550.1,653.5 ',
  '20.6667;914.2,-464.0;;549.2,653.4 ',
  '20.6833;914.7,-464.6;;550.2,653.6 ',
  '20.7000;914.6,-464.1;;550.1,652.4 ',
  '20.7167;914.5,-464.3;;550.7,652.3 ',
  '20.7333;914.2,-463.9;;550.8,652.6 ',
  '20.7500;915.0,-464.7;;551.0,652.6 ',
  '20.7667;914.7,-463.8;;551.2,652.2 ',
  '20.7833;915.2,-465.2;;550.4,652.1 ',
  '20.8000;915.7,-464.5;;550.1,653.1 ',
  '20.8167;914.7,-464.6;;550.1,653.8 ',
  '20.8333;914.7,-463.7;;550.0,653.2 ',
  '20.8500;914.3,-464.8;;549.6,653.1 ',
  '20.8667;914.4,-464.3;;550.7,652.9 ',
  '20.8833;914.3,-464.5;;552.2,653.4 ',
  '20.9000;915.0,-463.7;;550.3,652.9 ',
  '20.9167;914.7,-463.4;;550.9,653.6 ',
  '20.9333;914.4,-464.4;; ',
  '20.9500;914.5,-464.5;;550.8,652.4 ',
  '20.9667;914.6,-464.8;;552.0,653.0 ',
  '20.9833;914.0,-463.8;;551.4,653.1 ',
  '21.0000;913.7,-464.5;;550.6,653.0 ',
  '21.0167;914.6,-465.1;;550.6,653.0 ',
  '21.0333;915.4,-464.5;;549.2,652.5 ',
  '21.0500;914.5,-464.6;610.9,658.0;538.0,647.7 ',
  '21.0667;914.1,-464.4;;523.7,640.0 ',
  '21.0833;914.3,-464.1;;509.6,634.6 ',
  '21.1000;914.4,-464.7;628.7,622.9;496.6,630.6 ',
  '21.1167;914.2,-464.4;630.3,610.6;485.0,623.6 ',
  '21.1333;914.8,-463.9;633.2,597.8;475.5,618.0 ',
  '21.1500;914.3,-464.1;638.1,588.0;465.1,612.3 ',
  '21.1667;913.9,-463.6;640.7,578.8;452.9,608.6 ',
  '21.1833;915.0,-463.8;644.7,567.3;443.6,606.9 ',
  '21.2000;915.1,-464.8;645.7,559.8; ',
  '21.2167;;649.0,548.3;423.8,595.3 ',
  '21.2333;914.3,-464.3;648.7,539.3;416.1,591.2 ',
  '21.2500;914.8,-464.2;653.6,531.7;406.9,584.9 ',
  '21.2667;914.5,-464.7;656.4,522.2;397.7,580.7 ',
  '21.2833;913.5,-465.3;659.0,512.2;386.3,578.4 ',
  '21.3000;913.8,-465.1;657.3,501.4;378.2,574.4 ',
  '21.3167;915.6,-464.2;663.2,492.1;368.9,568.9 ',
  '21.3333;914.4,-464.7;666.7,484.9;361.8,564.6 ',
  '21.3500;914.5,-464.3;668.8,472.4;351.8,560.1 ',
  '21.3667;913.7,-463.9;669.3,465.2;343.7,555.7 ',
  '21.3833;914.8,-463.8;676.0,454.8;334.0,554.6 ',
  '21.4000;915.0,-464.1;675.7,449.3;323.4,548.5 ',
  '21.4167;914.3,-463.2;678.3,438.7;314.7,544.2 ',
  '21.4333;915.2,-463.7;680.6,427.7;305.1,539.5 ',
  '21.4500;914.4,-464.2;683.8,419.7;297.4,535.0 ',
  '21.4667;913.6,-464.1;684.8,411.5;288.9,533.0 ',
  '21.4833;914.4,-464.6;689.3,401.3;279.6,527.5 ',
  '21.5000;914.6,-465.6;691.1,391.5;269.9,520.9 ',
  '21.5167;914.4,-464.7;691.9,382.5;260.7,517.3 ',
  '21.5333;914.3,-464.4;692.7,375.7;251.3,513.9 ',
  '21.5500;914.2,-463.9;698.2,364.9;243.7,508.5 ',
  '21.5667;914.1,-464.5;701.4,356.1;235.3,507.0 ',
  '21.5833;915.3,-464.9;702.6,348.9;224.1,500.9 ',
  '21.6000;915.4,-463.7;704.0,340.3;213.7,499.4 ',
];

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'libre' } as const;

/** The frames with the tracker's backfill: at 21.05, adopting the yellow, it handed back its candidate's point of 21.033 (by the red). */
function hiddenStrikeFrames(): TrackedFrame[] {
  const frames = recordedFrames(HIDDEN_STRIKE);
  const at = frames.find((f) => Math.abs(f.t - 21.05) < 1e-6)!;
  at.backfill.push({ id: 'yellow', observations: [{ frame: 1262, t: 21.0333, x: 605.5, y: 670.7, confidence: 0.8 }] });
  return frames;
}

/** A cause of a start of `id` last seen at rest at `lastRestT`, hit by `by`. */
const cause = (id: 'white' | 'yellow' | 'red', lastRestT: number, by: 'white' | 'yellow' | 'red' | null): Cause => ({
  start: { id, first: 0, t: 1, rest: [0, 0], dir: [1, 0], speed: 500, hidden: false, lastRestT, departT: lastRestT + 0.02 } satisfies Start,
  by, hiddenHitter: false, error: 1,
});

describe('two starts made each other\'s hitter', () => {
  it('the ball that left its rest first is struck, and the stroke keeps its contact', () => {
    const s = extractStroke(hiddenStrikeFrames(), ctx);
    expect(s.struck).toBe('yellow');
    const hits = sure(pairEvents(s.events, 'yellow', 'red'));
    expect(hits).toHaveLength(1);
    expect(Math.abs(hits[0]!.t - 21.034)).toBeLessThan(0.05);
  });

  it('settles a pair by who left its rest first, and only such a pair', () => {
    const found = [cause('yellow', 20.53, null), cause('red', 21.0, null), cause('white', 23.2, null)];
    const why = [cause('yellow', 20.53, 'red'), cause('red', 21.0, 'yellow'), cause('white', 23.2, 'yellow')];
    expect(settleMutualHitters(why, found).map((w) => w.by)).toEqual([null, 'yellow', 'yellow']);
    // The same on the other side of the pair.
    const swapped = [cause('yellow', 21.0, 'red'), cause('red', 20.53, 'yellow')];
    expect(settleMutualHitters(swapped, [cause('yellow', 21.0, null), cause('red', 20.53, null)]).map((w) => w.by)).toEqual(['red', null]);
  });

  it('leaves a pair that left its rest within LEFT_REST_FIRST_S as it was', () => {
    const near = 21.0 - LEFT_REST_FIRST_S / 2;
    const why = [cause('yellow', near, 'red'), cause('red', 21.0, 'yellow')];
    expect(settleMutualHitters(why, [cause('yellow', near, null), cause('red', 21.0, null)]).map((w) => w.by)).toEqual(['red', 'yellow']);
  });
});
