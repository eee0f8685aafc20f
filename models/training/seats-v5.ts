/**
 * The pins of `--v5` scenes for the seat classifier's training data (issue 5, session 41): the seats the pin
 * stage still gets wrong after sessions 36-40's pixel rules, whose helpers all end with "the classifier is the
 * tool for these" (models/README.md, "Session 41"): an EMPTY seat with a pin lying across or along it — its own
 * pin or another (p 0.5-0.85 said standing), a pin lying along the chalk line over a seat on the line, and a pin
 * lying against a standing one (said empty, or two pins in one blob). Pure: the draws' order is the shards'
 * seeds, keep it.
 */
import { PINS } from '../../src/contracts/ids.js';
import { pinSeats } from '../../src/geometry/castle.js';
import type { CaromTable } from '../../src/geometry/tables.js';
import { PIN_TOP_MM, standingPin } from '../../src/detect/synth.js';
import type { PinPose } from '../../src/sim/render/index.js';
import type { Rng } from '../../src/sim/render/prng.js';

/** Share of seats drawn empty with their own pin lying across them (the hard case; the rest of the non-standing ones: removed). */
const ACROSS_OWN = 0.35;
/** Share of seats whose pin is removed (room for the moved pins below, and plain empty seats beside the hard ones). */
const REMOVED = 0.2;
/** A pin "across" a seat: its middle this far (mm) from the seat's point; 12 mm keeps the body over the seat's 8 mm window. */
const ACROSS_MM: [number, number] = [0, 12];
/** Frames with a lying pin laid along the chalk line (the line x = castle centre through centre, left and right seats). */
const ALONG_LINE = 0.4;
/** Along the line: the pin's middle up to this far (mm) along it from a seat on it, its axis within ±10° of the line, ≤ 2 mm off. */
const ALONG_MM = 30;
const ALONG_TILT = (10 * Math.PI) / 180;
/** Frames with another pin lying across an empty seat (its own pin removed). */
const ACROSS_OTHER = 0.3;
/** Frames with a pin lying against a standing one: its axis 10-14 mm beside the seat (a pin's body is 5 mm in radius: touching to 4 mm apart). */
const AGAINST = 0.35;
const AGAINST_MM: [number, number] = [10, 14];

/** A lying pin whose middle is at `mid`, its axis (base → head) at angle `a`: `pos` is its base, half a pin back. */
export function lyingAt(id: PinPose['id'], mid: readonly [number, number], a: number): PinPose {
  return { id, state: 'fallen', pos: [mid[0] - Math.cos(a) * PIN_TOP_MM * 0.5, mid[1] - Math.sin(a) * PIN_TOP_MM * 0.5], angle: a };
}

/** The middle of a lying pin (the inverse of `lyingAt`). */
export function lyingMiddle(p: PinPose): [number, number] {
  const a = p.angle ?? 0;
  return [p.pos![0] + Math.cos(a) * PIN_TOP_MM * 0.5, p.pos![1] + Math.sin(a) * PIN_TOP_MM * 0.5];
}

/** The v5 pins of one frame (see the file's comment); every seat's label is still its own pin standing or not. */
export function v5Pins(rng: Rng, table: CaromTable): PinPose[] {
  const seats = pinSeats(table);
  const pins = PINS.map((id): PinPose => {
    const u = rng.next();
    if (u < REMOVED) return { id, state: 'removed' };
    if (u < REMOVED + ACROSS_OWN) return lyingAt(id, around(rng, seats[id], rng.uniform(...ACROSS_MM)), rng.uniform(0, 2 * Math.PI));
    return standingPin(rng, id, seats[id], { shifted: 0.4, sigmaMm: 4, leaning: 0.2 });
  });
  // Each pin is moved at most once; a moved pin is one that does not stand.
  const moved = new Set<PinPose['id']>();
  const spare = (not?: PinPose['id']): number => pins.findIndex((p) => p.state !== 'standing' && !moved.has(p.id) && p.id !== not);
  const lay = (k: number, p: PinPose): void => { pins[k] = p; moved.add(p.id); };
  if (rng.chance(ACROSS_OTHER)) {
    // Another pin across an empty seat: that seat's own pin is taken away, so the two do not overlap.
    const empty = pins.filter((p) => p.state !== 'standing').map((p) => p.id);
    const e = empty.length ? rng.pick(empty) : undefined, k = e ? spare(e) : -1;
    if (e && k >= 0) {
      pins[PINS.indexOf(e)] = { id: e, state: 'removed' };
      moved.add(e);
      lay(k, lyingAt(pins[k]!.id, around(rng, seats[e], rng.uniform(...ACROSS_MM)), rng.uniform(0, 2 * Math.PI)));
    }
  }
  if (rng.chance(ALONG_LINE)) {
    // Along the chalk line from a seat on it: over that seat when its pin does not stand, else beyond its body.
    const line = (['centre', 'left', 'right'] as const).filter((id) => !moved.has(id));
    const on = line.length ? rng.pick(line) : undefined, k = spare();
    if (on && k >= 0) {
      const [sx, sy] = seats[on], stands = pins[PINS.indexOf(on)]!.state === 'standing';
      if (!stands && on !== pins[k]!.id) { pins[PINS.indexOf(on)] = { id: on, state: 'removed' }; moved.add(on); }
      const along = rng.uniform(stands ? 10 + PIN_TOP_MM * 0.5 : 0, ALONG_MM + (stands ? PIN_TOP_MM * 0.5 : 0)) * (rng.chance(0.5) ? 1 : -1);
      const a = Math.PI / 2 + rng.uniform(-ALONG_TILT, ALONG_TILT) + (rng.chance(0.5) ? Math.PI : 0);
      lay(k, lyingAt(pins[k]!.id, [sx + rng.uniform(-2, 2), sy + along], a));
    }
  }
  const standing = pins.filter((p) => p.state === 'standing');
  if (standing.length && rng.chance(AGAINST)) {
    // Beside a standing pin: the lying axis perpendicular to the line from the seat, 10-14 mm off it.
    const t = rng.pick(standing), k = spare();
    if (k >= 0) {
      const b = rng.uniform(0, 2 * Math.PI);
      lay(k, lyingAt(pins[k]!.id, around(rng, seats[t.id], rng.uniform(...AGAINST_MM), b), b + Math.PI / 2));
    }
  }
  return pins;
}

/** A point `d` mm from `at`, in direction `b` (random when not given). */
function around(rng: Rng, at: readonly [number, number], d: number, b = rng.uniform(0, 2 * Math.PI)): [number, number] {
  return [at[0] + d * Math.cos(b), at[1] + d * Math.sin(b)];
}
