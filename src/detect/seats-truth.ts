/**
 * The truth about each pin seat in a rendered scene, for the seat model's
 * training data and for the evaluation's seat-state accuracy: does a pin
 * stand on it, and can the seat be seen at all.
 */
import { project, type Camera } from '../camera/model.js';
import { PINS, type PinId } from '../contracts/ids.js';
import { pinSeats } from '../geometry/castle.js';
import type { CaromTable } from '../geometry/tables.js';
import type { SceneState } from '../sim/render/scene.js';
import { hiddenShare } from './synth.js';

export interface SeatTruth {
  seat: PinId;
  /** A pin stands on the seat (possibly shifted or leaning: the scene's own pin, standing). */
  standing: boolean;
  /** Share of the seat's window that occluders (cue, hand, arm) changed. */
  hidden: number;
  /** A ball lies over the seat: its silhouette hides a pin standing there. */
  underBall: boolean;
  /** Seen: not under a ball and hidden at most `maxHidden`. */
  visible: boolean;
}

/** Radius (mm) of the window around a seat in which occluders are measured: a standing pin's body plus its shift. */
export const SEAT_WINDOW_MM = 8;

/**
 * Truth of the five seats. `bare` / `rgb`: the frame rendered without and
 * with occluders (omit both when there are none). A ball whose centre is
 * closer to a seat than its radius plus a pin's body radius covers it.
 */
export function seatTruths(state: SceneState, camera: Camera, table: CaromTable, maxHidden: number, bare?: Uint8Array, rgb?: Uint8Array): SeatTruth[] {
  const seats = pinSeats(table);
  return PINS.map((seat): SeatTruth => {
    const [x, y] = seats[seat];
    const pin = state.pins?.find((p) => p.id === seat);
    const standing = pin?.state === 'standing';
    const underBall = state.balls.some((b) => !b.hidden && Math.hypot(b.pos[0] - x, b.pos[1] - y) < table.ballRadius + table.castle.pinBodyRadius);
    let hidden = 0;
    if (bare && rgb && state.occluders?.length) {
      const a = project(camera, [x, y, table.castle.pinHeight / 2]), b = project(camera, [x + SEAT_WINDOW_MM, y, table.castle.pinHeight / 2]);
      if (a && b) hidden = hiddenShare(bare, rgb, camera.width, camera.height, a, Math.max(2, Math.hypot(b[0] - a[0], b[1] - a[1])));
    }
    return { seat, standing, hidden, underBall, visible: !underBall && hidden <= maxHidden };
  });
}

/** What the labels of a frame say about one seat, and what the detector said. */
export interface SeatLabel { seat: PinId; standing: boolean; visible: boolean }

/**
 * Seat truth from a frame's labels alone (the evaluation's cache keeps only
 * labels): a seat has a standing pin when its own pin is labelled standing;
 * it is unseen when a ball covers it or when its standing pin is hidden more
 * than `maxHidden`. An empty seat under an arm counts as seen (its
 * occlusion is not in the labels): the classifier must then say "empty".
 */
export function seatLabels(truths: readonly { cls: string; id: string; table: readonly [number, number]; occluded: number }[], table: CaromTable, maxHidden: number): SeatLabel[] {
  const seats = pinSeats(table);
  return PINS.map((seat): SeatLabel => {
    const [x, y] = seats[seat];
    const pin = truths.find((t) => t.id === seat && t.cls === 'pin-standing');
    const underBall = truths.some((t) => t.cls.startsWith('ball-') && Math.hypot(t.table[0] - x, t.table[1] - y) < table.ballRadius + table.castle.pinBodyRadius);
    return { seat, standing: Boolean(pin), visible: !underBall && (!pin || pin.occluded <= maxHidden) };
  });
}
