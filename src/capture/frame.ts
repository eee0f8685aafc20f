/**
 * A captured frame: fixed-size packed RGB (rgb24), stamped at capture with the
 * process's monotonic clock so that latency is measured from the moment the
 * frame reached us, not from when a stage got round to it.
 */
export interface Frame {
  /** 0, 1, 2... per source, across reconnects (a gap means frames were lost upstream). */
  index: number;
  /** Capture time, seconds on the monotonic clock (`monotonicS`). */
  capturedAt: number;
  width: number;
  height: number;
  /** width × height × 3 bytes, rows top to bottom, R G B. */
  data: Buffer;
  /**
   * Source time (s) where the source has its own clock: a recording's frame
   * index over its frame rate, whatever the playback pace. Absent for live
   * cameras, whose clock is `capturedAt`.
   */
  t?: number;
  /** Hand the pixels back to the source's pool (./pool.ts): call once nothing reads `data` any more. */
  release?: () => void;
}

/**
 * Seconds on a monotonic clock (never jumps with wall-clock changes):
 * `performance.now()`, so that `epochMs` can turn it into wall time for
 * screens (latency is then comparable across processes on one machine).
 */
export function monotonicS(): number {
  return performance.now() / 1000;
}

/** Wall-clock milliseconds of a monotonic time. */
export function epochMs(monotonic: number): number {
  return performance.timeOrigin + monotonic * 1000;
}

/** What a screen shows about the camera: frames arriving, late, or none at all. */
export type CameraStatus = 'OK' | 'STALE' | 'NO_SIGNAL';

/**
 * A frame older than this makes the camera STALE. Raising it hides short
 * stalls from the referee; lowering it flags every hiccup of a busy network
 * camera. Range 0.1-5 s.
 */
export const STALE_AFTER_S = 0.5;
/** No frame for this long (or never): NO_SIGNAL. Range 1-30 s, above STALE_AFTER_S. */
export const NO_SIGNAL_AFTER_S = 3;

export function cameraStatus(lastFrameAt: number | null, now: number, staleAfterS = STALE_AFTER_S, noSignalAfterS = NO_SIGNAL_AFTER_S): CameraStatus {
  if (lastFrameAt === null) return 'NO_SIGNAL';
  const age = now - lastFrameAt;
  if (age >= noSignalAfterS) return 'NO_SIGNAL';
  return age >= staleAfterS ? 'STALE' : 'OK';
}

/**
 * A source of frames. `start` resolves once it runs; frames go to `onFrame` as
 * they are captured. A live source never waits for `onFrame`; a lossless one
 * (a recording processed as fast as the stages go) awaits the promise it may
 * return before reading the next frame.
 */
export interface FrameSource {
  readonly name: string;
  start(onFrame: (frame: Frame) => void | Promise<void>): Promise<void>;
  /** Resolves when a source that ends (a recording played through) has given its last frame. */
  endOfInput?(): Promise<void>;
  /** Start from this source time (s) instead of the beginning: a restarted service resuming a recording. Before `start`. */
  seek?(t: number): void;
  stop(): Promise<void>;
  /** Monotonic time of the last frame, or null before the first. */
  lastFrameAt(): number | null;
  /** Times the source lost its input and connected again. */
  reconnects(): number;
}
