/**
 * Who struck, and when, on a noisy camera (issue 6, session 16; src/events/starts.ts,
 * src/events/strike.ts). The struck ball is the one whose run starts first with
 * no visible cause; a resting ball's noise is no run (`faint`), a point off the
 * rest place by noise is no departure (`offRestMm`), and a ball seen at rest
 * only before its noise and the cue's shadow still has a start. Recorded
 * tracker rows (t;white;yellow;red) from the events evaluation's simulated
 * detections at twice the renders' noise (EVAL_NOISE=2), development seeds;
 * and the hand-made σ 1.5 mm near miss of test/events.rail-meet.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { framesOf, nearMissPaths, noisy, recordedFrames, isPair, pairEvents } from './events-helpers.js';

const ctx = { table: CAROM_MATCH_TABLE, discipline: 'three-cushion' as const };
const strikeOf = (es: readonly StrokeEvent[]) => es.find((e) => e.kind === 'strike') as Extract<StrokeEvent, { kind: 'strike' }> | undefined;

/**
 * Development three-cushion #69 stroke 6 at 60 fps, twice the noise: the white lies under the cue from 60.05 s (its last
 * point there 2.6 mm off its rest place, by noise) and is struck at 60.459, seen again at 60.5; the yellow's noise makes
 * an 8-point run at 60.05-60.17, 4.3 mm at most from its rest. Was: a stroke of the yellow's noise alone, its strike the
 * yellow (a confident `wrong-ball`), and the white's strike dated 60.05 (0.4 s early).
 */
const NOISE_RUN = [
  '59.533;824.7,-378.3;414.0,-614.8;-596.3,-402.2 59.550;825.7,-376.4;412.3,-615.5;-597.4,-401.1 59.567;823.7,-377.3;410.5,-613.3;-596.4,-402.1 59.583;824.3,-377.4;413.8,-613.8;-596.0,-400.7 ',
  '59.600;823.2,-378.0;414.0,-614.8;-595.2,-401.9 59.617;824.8,-375.3;413.4,-613.6;-595.8,-401.7 59.633;827.5,-376.9;414.6,-613.6;-595.4,-404.1 59.650;826.5,-377.4;;-594.9,-403.3 ',
  '59.667;822.7,-377.7;416.9,-613.1;-596.8,-403.0 59.683;;414.0,-614.1;-594.5,-401.9 59.700;825.5,-377.6;414.3,-614.3;-597.4,-399.9 59.717;823.7,-377.3;414.5,-614.5;-595.2,-401.3 ',
  '59.733;823.4,-378.7;413.6,-616.0;-595.5,-400.9 59.750;824.2,-377.1;414.3,-616.6;-596.2,-402.0 59.767;826.9,-376.5;413.6,-614.9;-596.7,-401.9 59.783;824.7,-377.5;415.8,-616.0;-596.0,-401.9 ',
  '59.800;826.4,-378.0;413.3,-614.5;-593.2,-400.9 59.817;824.8,-376.6;413.7,-614.9;-595.4,-402.2 59.833;823.6,-379.0;413.9,-615.0;-596.4,-402.6 59.850;823.7,-378.1;412.0,-615.1;-595.4,-402.1 ',
  '59.867;825.7,-376.6;412.0,-615.4;-596.1,-401.7 59.883;824.2,-376.6;412.6,-615.8;-595.3,-402.6 59.900;824.3,-377.0;414.6,-615.6;-595.3,-401.5 59.917;824.0,-376.4;414.7,-614.0;-593.3,-401.6 ',
  '59.933;823.3,-377.8;413.0,-612.5;-595.9,-400.8 59.950;824.4,-377.3;411.3,-613.6;-597.6,-403.2 59.967;824.3,-377.1;413.6,-615.7;-595.9,-402.5 59.983;825.4,-377.8;412.2,-615.0;-596.5,-401.6 ',
  '60.000;823.8,-375.9;412.2,-614.5;-595.1,-400.5 60.017;826.1,-376.7;414.4,-614.7;-595.8,-400.1 60.033;824.5,-376.9;;-594.9,-403.3 60.050;822.3,-378.6;414.1,-614.4;-594.7,-403.8 ',
  '60.067;;412.2,-616.4;-595.6,-402.3 60.083;;417.1,-616.9;-596.3,-402.9 60.100;;414.3,-615.0;-598.3,-401.6 60.117;;412.2,-613.2;-594.3,-402.8 ',
  '60.133;;412.2,-612.8;-596.7,-401.6 60.150;;414.4,-612.8;-595.6,-401.8 60.167;;414.7,-615.0;-596.3,-401.3 60.183;;416.1,-612.5;-597.2,-402.4 ',
  '60.200;;415.7,-614.6;-595.7,-400.3 60.217;;415.4,-616.1;-595.5,-401.9 60.233;;416.0,-614.4;-595.4,-402.3 60.250;;414.5,-614.2;-595.8,-402.3 ',
  '60.267;;416.0,-614.2;-597.5,-401.8 60.283;;414.2,-614.7;-595.7,-402.7 60.300;;412.2,-614.1;-594.2,-402.8 60.317;;413.0,-615.1;-595.1,-399.6 ',
  '60.333;;414.0,-616.2;-595.4,-400.0 60.350;;415.0,-615.5;-595.1,-402.0 60.367;;415.6,-615.6;-595.7,-402.0 60.383;;414.4,-614.4;-597.2,-403.0 ',
  '60.400;;412.2,-615.1;-595.1,-401.0 60.417;;414.3,-615.7;-596.7,-401.8 60.433;;413.6,-615.0;-595.5,-400.6 60.450;;;-594.7,-401.9 ',
  '60.467;;413.3,-613.3;-595.5,-403.5 60.483;;414.6,-613.8;-594.1,-403.2 60.500;692.8,-436.7;414.0,-615.2;-594.0,-399.9 60.517;639.6,-447.9;414.1,-614.1;-594.8,-401.4 ',
  '60.533;578.0,-469.3;414.1,-614.1;-595.3,-403.7 60.550;519.4,-492.0;413.0,-613.1;-595.5,-403.2 60.567;469.7,-512.0;413.7,-616.6;-595.9,-401.3 60.583;421.8,-535.7;413.9,-613.6;-595.1,-400.6 ',
  '60.600;370.3,-549.6;414.1,-615.4;-598.2,-401.7 60.617;;414.9,-615.9;-597.1,-402.5 60.633;267.1,-597.2;413.4,-616.2; 60.650;216.6,-619.9;413.8,-615.0;-594.3,-400.5 ',
  '60.667;172.2,-642.2;411.6,-615.9;-594.3,-401.5 60.683;120.4,-663.9;414.9,-613.8;-595.3,-400.6 60.700;70.5,-671.7;415.0,-614.7;-595.6,-405.0 60.717;25.1,-678.6;413.6,-613.4;-595.8,-402.5 ',
  '60.733;-26.9,-668.0;412.1,-613.3;-595.4,-403.0 60.750;-85.1,-637.6;412.5,-616.4;-596.3,-401.9 60.767;-139.4,-628.4;412.6,-615.9;-596.7,-401.4 60.783;-186.1,-621.0;415.8,-614.8;-596.3,-402.6 ',
  '60.800;-235.3,-603.4;415.0,-616.3;-593.2,-403.8 60.817;-275.1,-587.4;411.9,-614.5;-594.6,-402.2 60.833;-324.4,-573.4;415.2,-613.8;-593.9,-402.2 60.850;-375.4,-570.5;415.0,-615.7;-596.3,-402.8 ',
  '60.867;-422.6,-550.5;412.7,-616.2;-595.4,-403.4 60.883;-468.0,-537.1;414.1,-613.9;-595.7,-401.0 60.900;-520.3,-519.9;415.1,-614.2;-595.0,-401.9 60.917;-568.5,-508.2;414.0,-614.7;-594.5,-400.9 ',
  '60.933;-609.0,-496.0;415.6,-614.2;-593.8,-402.3 60.950;-648.5,-480.3;413.9,-614.7;-594.8,-400.1 60.967;-697.0,-466.1;413.9,-615.3;-595.9,-401.6 60.983;-743.0,-455.1;415.0,-616.6;-595.6,-403.1 ',
  '61.000;-782.0,-442.2;414.3,-615.9;-595.6,-402.8 ',
];

/**
 * Development three-cushion #72 stroke 0 at 30 fps, twice the noise: the recording's first 0.17 s of the white (its
 * points read as a run), then 0.5 s under the cue; struck at 1.700, it hits the yellow at 1.742 and is seen again at
 * 1.767. Was: no start for the white, the yellow given the strike at 0.95 (`wrong-ball`).
 */
const STILL_HEAD = [
  '1.100;-710.4,179.6;-711.1,1.0;709.9,2.2 1.133;-708.3,181.5;-709.7,-0.5;709.2,-0.4 1.167;-708.8,183.3;-709.4,-2.3; 1.200;;-710.4,2.2;708.7,1.5 ',
  '1.233;-712.1,183.1;-709.9,0.0;709.6,3.0 1.267;-710.9,183.8;-712.2,1.5;709.4,0.5 1.300;;-709.7,0.0;707.0,-0.3 1.333;;-711.1,0.2;711.0,1.1 ',
  '1.367;;-709.6,0.2;708.6,0.7 1.400;;-709.9,0.0;709.5,-1.7 1.433;;-711.4,0.8;710.3,-0.5 1.467;;-711.6,0.5;711.8,1.4 ',
  '1.500;;-711.3,-1.8;711.2,0.1 1.533;;-712.4,0.4;710.9,-1.9 1.567;;-710.9,-1.6;710.9,-1.0 1.600;;-711.5,-1.3;710.6,-1.3 ',
  '1.633;;-709.7,1.0;710.6,-0.6 1.667;;;708.4,1.2 1.700;;-711.4,-0.8;707.9,-1.3 1.733;;-710.4,-1.8;708.7,-1.8 ',
  '1.767;-701.1,58.2;-714.2,-69.8;707.7,-0.2 1.800;-684.1,52.2;-713.1,-165.6;710.6,-2.3 1.833;-678.1,40.1;-715.0,-247.3;709.8,-2.0 1.867;-671.0,34.5;-736.7,-333.8;709.8,-1.5 ',
  '1.900;-663.3,20.4;-747.0,-416.3;710.2,0.9 1.933;-658.4,13.8;-741.9,-489.5;708.0,-1.2 1.967;-652.3,3.9;-740.1,-574.7;710.8,0.0 2.000;-642.3,-10.0;-757.2,-644.9;709.6,0.5 ',
  '2.033;-627.1,-19.4;-758.6,-640.4;708.8,-0.9 2.067;-627.4,-29.7;-759.1,-587.2;710.9,-0.6 2.100;-621.9,-41.3;-760.3,-524.2;710.7,-0.0 2.133;-614.6,-52.6;;710.8,-0.6 ',
  '2.167;-601.6,-61.4;-765.0,-426.0;707.9,-1.2 2.200;-596.8,-71.6;-768.8,-372.3;710.7,0.5 2.233;-590.0,-80.0;-768.8,-329.4;713.0,-0.2 2.267;-582.2,-85.4;-774.5,-282.2;710.4,-1.6 ',
  '2.300;-577.4,-100.6;-776.8,-234.7;710.2,-0.8 ',
];

describe('the strike on a noisy camera', () => {
  it('is no stroke when the only run is a resting ball\'s noise', () => {
    const frames = recordedFrames(NOISE_RUN).filter((f) => f.t < 60.49);
    expect(extractStroke(frames, ctx).struck).toBeNull();
  });
  it('is the white\'s, dated when it left from under the cue, not at a noisy last point before', () => {
    const s = extractStroke(recordedFrames(NOISE_RUN), ctx);
    const strike = strikeOf(s.events);
    expect(s.struck).toBe('white');
    expect(Math.abs(strike!.t - 60.459)).toBeLessThan(0.03);
    expect(strike!.confidence).toBeGreaterThanOrEqual(0.9);
  });
  it('is the white\'s when all it showed before the cue hid it was a recording\'s first noisy points', () => {
    const s = extractStroke(recordedFrames(STILL_HEAD), ctx);
    expect(s.struck).toBe('white');
    expect(s.events.some((e) => isPair(e, 'white', 'yellow'))).toBe(true);
  });
});

describe('the σ 1.5 mm near miss of test/events.rail-meet.test.ts, strict', () => {
  // The paths: `nearMissPaths` (events-helpers.ts), the red 20 mm from the right rail, their ways 3.6 mm wide.
  const { white, red } = nearMissPaths();
  // Was, at 60 fps: the strike given to the red in seeds 1, 4 and 5 (the white's first points a noise run with nothing at
  // rest before it, or the red's start dated at its noise before the touch), and a second touch at 0.8 in seed 3 (a
  // doubtful finding 55 ms after the sure one confirmed by the red's start).
  it('strikes the white and finds one white-red contact in each of 6 seeds at 60 fps', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const frames = framesOf({ white: noisy(white, 1.5, seed), red: noisy(red, 1.5, seed + 40), yellow: noisy(() => [-600, -300], 0.6, seed + 80) }, 1.4, 60);
      const out = extractStroke(frames, { table: CAROM_MATCH_TABLE, discipline: 'five-pins' });
      expect(out.struck, `seed ${seed}`).toBe('white');
      const touches = pairEvents(out.events, 'white', 'red');
      expect(touches, `seed ${seed}`).toHaveLength(1);
    }
  });
});
