/**
 * A rolling shutter (issue 6, "build for the real table", session 18): most
 * hall cameras read their image row by row, so a ball is seen at the frame's
 * time plus its row's share of the readout (`readoutS`, the time to read the
 * full height: ~10-30 ms for a CMOS sensor at 1080p). A still ball does not
 * care; a ball at 3 m/s read 12 ms late is 36 mm from where the frame's time
 * says, and two balls in different rows are each off by their own amount: a
 * touch's frame, a rebound's kink and a pin's knocker slide.
 *
 * The tracker keeps every ball's state at the frame's time: each detection's
 * own time is `lagS` after it, and the tracker compares it with the ball's
 * prediction carried on to that time, and folds it in carried back by the
 * predicted path, cushions included (`Tracker.lead`). An observed ball also
 * carries where and when the camera saw it (`TrackedBall.seen`), and the
 * events' history keeps that: its points stay on the ball's true path, at
 * their own times. With `readoutS` 0 (a global shutter, the default) every
 * figure is the same as without it, bit for bit. Not yet a win in the
 * evaluation (hall-camera.ts `cameraShutter`): the events still look points
 * up by other balls' times. What the evaluation does by default instead (session 52): the tracker leaves the
 * points as seen and the events stage dates each event at its row's time (src/events/capture-times.ts).
 */
import { project, type Camera } from '../camera/model.js';
import type { TableModel } from '../geometry/tables.js';

export interface Shutter {
  /** Time (s) to read the image's full height; 0: a global shutter. */
  readonly readoutS: number;
  /** The image row of a point at table (x, y) mm, as a share of the height (0: read first, 1: last). */
  readonly rowShare: (x: number, y: number) => number;
}

/**
 * The longest readout a setting accepts (s): 1080p CMOS sensors read in ~8-30 ms; 50 ms is a full frame at 20 fps,
 * beyond which a value is a typo (ms given for s) rather than a camera. Config `vision.rollingShutterS` and
 * `tabletrack track --rolling-shutter` share it.
 */
export const MAX_READOUT_S = 0.05;

/** No rolling shutter: every ball seen at the frame's time. */
export const GLOBAL_SHUTTER: Shutter = Object.freeze({ readoutS: 0, rowShare: () => 0 });

/**
 * A camera over the table's centre with its image's rows across the table's
 * width, the side at y = -W/2 read first (our mounting: the image's long side
 * along the table; the simulated detector's hall camera reads the same way).
 * A camera mounted otherwise passes its own `rowShare` (from its calibration).
 */
export function tableRows(table: TableModel, readoutS: number): Shutter {
  return { readoutS, rowShare: (_x, y) => y / table.width + 0.5 };
}

/**
 * A calibrated camera's rows: a table point at height z (a ball's centre) is read at its image row's share of the
 * height, whatever way the camera is mounted (the live path: `vision.rollingShutterS` in the service's config).
 * A point that does not project (behind the camera) reads as the middle row.
 */
export function cameraRows(camera: Camera, z: number, readoutS: number): Shutter {
  return { readoutS, rowShare: (x, y) => { const p = project(camera, [x, y, z]); return p ? p[1] / (camera.height - 1) : 0.5; } };
}

/** Seconds after the frame's time at which the camera read the point (x, y): 0 under a global shutter. */
export function lagS(s: Shutter, x: number, y: number): number {
  return s.readoutS > 0 ? s.readoutS * Math.min(1, Math.max(0, s.rowShare(x, y))) : 0;
}

/** A detection seen `lag` s after its frame's time. */
export interface Lagged { t: number; x: number; y: number; lag?: number }

/**
 * A chain of detections (a ball picked up again) with each position carried
 * back to its frame's time, by the velocity its neighbours in the chain give
 * (the tracker has no filter for it yet). Unchanged where nothing lags.
 */
export function atFrameTimes<T extends Lagged>(obs: readonly T[]): T[] {
  if (!obs.some((o) => o.lag)) return [...obs];
  return obs.map((o, k) => {
    if (!o.lag) return o;
    const a = obs[Math.max(0, k - 1)]!, b = obs[Math.min(obs.length - 1, k + 1)]!;
    const dt = (b.t + (b.lag ?? 0)) - (a.t + (a.lag ?? 0));
    if (!(dt > 0)) return o;
    return { ...o, x: o.x - ((b.x - a.x) / dt) * o.lag, y: o.y - ((b.y - a.y) / dt) * o.lag };
  });
}
