/**
 * The tracker's named thresholds (DESIGN habit 8): each says what raising or
 * lowering it trades, and its range is checked once at construction.
 */
import { InputError } from '../contracts/schema.js';

export interface TrackerThresholds {
  /**
   * Detections below this confidence are ignored. Raising it drops more false
   * detections but turns weak true ones (blurred, half hidden) into misses;
   * lowering it lets clutter into the candidate list. Range 0-0.95.
   */
  minConfidence: number;
  /**
   * Detections from this confidence up to `minConfidence` are weak: used only
   * for a ball the tracker misses (a second association in its gate, and
   * chains that only a missed ball may adopt: weak.ts), never to start a
   * ball. A detector's fast, blurred streak scores this low (the real
   * detector's searched streaks: 0.1-0.35). Equal to `minConfidence` (the
   * default): off, as for a detector that gives weak true detections no
   * meaning (the simulated detections' weak ones are clutter). Lowering it
   * follows fainter streaks and lets more clutter near a lost ball's place
   * try to take it. Range 0-`minConfidence`.
   */
  weakConfidence: number;
  /**
   * Consecutive consistent frames before an unexplained detection becomes (or
   * re-acquires) a ball. Raising it rejects more false detections and delays
   * picking a ball up again after an occlusion by as many frames; 1 would let
   * one false detection capture a lost ball. Range 1-10.
   */
  confirmFrames: number;
  /**
   * Frames a track may go unseen and still be matched by its gate; after that
   * it is searched for through confirmed candidates. Raising it bridges longer
   * gaps directly but lets a lost track's growing gate catch clutter. Range 1-30.
   */
  coastFrames: number;
  /**
   * Gate in standard deviations of the predicted position. Raising it keeps
   * tracks through model errors (spin after a hit) at the risk of taking a
   * neighbour's detection; lowering it breaks tracks at every sharp turn. Range 2-20.
   */
  gateSigma: number;
  /**
   * Floor (mm) added to the predicted position's spread: the collision model's
   * error (throw, restitution, spin after contact). Raising it widens every
   * gate; lowering it breaks tracks after hits the model gets slightly wrong. Range 0-100.
   */
  gateFloorMm: number;
  /** Detector position noise σ (mm) the filter assumes. Range 0.1-20. */
  measurementNoiseMm: number;
  /**
   * Detector noise σ (mm) the filter adds per mm/s of the speed a detection
   * shows (blur-noise.ts): a blurred fast ball's centre is less sure (the
   * velocity takes it so; the place follows the detection). Raising it
   * smooths a fast ball's velocity over more frames (its direction into a
   * pack holds against one centre 20-30 mm off) but follows a real kink
   * (spin, a hit the model missed) a frame later; 0 trusts every detection
   * alike. 0.0004 is the renders' detector's own growth (simulated-detections.ts
   * `noisePerSpeedS`); 0.0002-0.0012 all kept the break cue balls of development
   * Russian #180[0] (30 fps, twice the noise), #9[0] and #11[0] (three times;
   * test/track.blur-noise.test.ts).
   * Range 0-0.01.
   */
  noisePerSpeedS: number;
  /**
   * Acceleration noise density (mm²/s³) of the constant-velocity filter.
   * Raising it follows friction, swerve and kinks faster but smooths less. Range 1e3-1e9.
   */
  accelNoise: number;
  /**
   * Fastest ball (mm/s) a candidate may be when its detections are chained
   * frame to frame. Raising it picks up fast balls after an occlusion but
   * chains clutter more easily. Range 1000-20000.
   */
  maxSpeedMmS: number;
  /**
   * Speed (mm/s) of the filter above which a ball is reported moving. Raising
   * it reports slow rolls as rest; lowering it lets noise flicker the state. Range 1-500.
   */
  movingSpeedMmS: number;
}

export const DEFAULT_TRACKER_THRESHOLDS: Readonly<TrackerThresholds> = Object.freeze({
  minConfidence: 0.4,
  weakConfidence: 0.4,
  confirmFrames: 2,
  coastFrames: 4,
  gateSigma: 5,
  gateFloorMm: 10,
  measurementNoiseMm: 1.5,
  noisePerSpeedS: 0.0004,
  accelNoise: 2e6,
  maxSpeedMmS: 9000,
  movingSpeedMmS: 30,
});

const RANGES: Record<keyof TrackerThresholds, [number, number]> = {
  minConfidence: [0, 0.95], weakConfidence: [0, 0.95], confirmFrames: [1, 10], coastFrames: [1, 30], gateSigma: [2, 20], gateFloorMm: [0, 100],
  measurementNoiseMm: [0.1, 20], noisePerSpeedS: [0, 0.01], accelNoise: [1e3, 1e9], maxSpeedMmS: [1000, 20000], movingSpeedMmS: [1, 500],
};

export function trackerThresholds(over: Partial<TrackerThresholds> = {}): TrackerThresholds {
  const out = { ...DEFAULT_TRACKER_THRESHOLDS, ...over };
  for (const [k, [lo, hi]] of Object.entries(RANGES) as [keyof TrackerThresholds, [number, number]][]) {
    const v = out[k];
    if (!(typeof v === 'number' && v >= lo && v <= hi)) throw new InputError(`tracker.${k}`, `expected a number in ${lo}..${hi}, got ${JSON.stringify(v)}`);
  }
  if (out.weakConfidence > out.minConfidence) throw new InputError('tracker.weakConfidence', `expected at most minConfidence (${out.minConfidence}), got ${out.weakConfidence}`);
  return Object.freeze(out);
}
