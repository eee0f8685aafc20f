/**
 * Hard pin scenes for the detector's training data (issue 5, pins): the
 * cases the network has never been shown and where most held-out pin-state
 * errors are — two fallen pins touching end to end or side by side (one
 * blob at ~2.2 mm a pixel), a fallen pin lying against a standing one (both
 * peaks on one spot), and a pin partly under a ball. Only the pins (and the
 * one ball moved against a pin) of a random five-pins state change; labels
 * come from `truthOf` as for every other scene.
 */
import { PINS, type PinId } from '../contracts/ids.js';
import { pinSeats } from '../geometry/castle.js';
import type { TableModel } from '../geometry/tables.js';
import type { Rng } from '../sim/render/prng.js';
import type { BallPose, PinPose, SceneState } from '../sim/render/scene.js';
import { standingPin } from './synth.js';

type Vec2 = readonly [number, number];

/** A fallen pin's length and body width (mm), as the renderer draws it (src/sim/render/pins.ts). */
const PIN_LENGTH_MM = 25;
const PIN_BODY_MM = 10;
/**
 * Largest gap (mm) between two pins of a hard pair. At ~2.2 mm a pixel a gap
 * under ~3 mm merges the two blobs, the case to learn; raising it adds pairs
 * the network already parts, lowering it draws only the very tightest pairs.
 */
const TOUCH_GAP_MM = 2.5;
/**
 * Where the first pin of a pair may lie: within this distance (mm) of the
 * castle's centre (the seats are 63 mm out; random fallen pins lie up to
 * 60 mm from their seat), so the pairs stay inside the castle crops.
 */
const PAIR_SPREAD_MM = 110;
/** Least distance (mm) between the axes of two pins that do not touch (their bodies are Ø 10). */
const CLEAR_MM = 9;

export type PinArrangement = 'end-to-end' | 'side-by-side' | 'against-standing' | 'under-ball';
const ARRANGEMENTS: readonly PinArrangement[] = ['end-to-end', 'side-by-side', 'against-standing', 'under-ball'];

const dir = (a: number): [number, number] => [Math.cos(a), Math.sin(a)];
const add = (p: readonly number[], d: Vec2, k: number): [number, number] => [p[0]! + d[0] * k, p[1]! + d[1] * k];

/** A fallen pin whose middle is `mid`, its axis along `a` (head either way: the renderer's base → head). */
function fallenAt(rng: Rng, id: PinId, mid: Vec2, a: number): PinPose {
  const heading = rng.chance(0.5) ? a : a + Math.PI;
  return { id, state: 'fallen', pos: add(mid, dir(heading), -PIN_LENGTH_MM / 2), angle: heading };
}

/** Points along a pin's axis on the cloth (standing: its base; fallen: base to head), for overlap tests. */
function axisPoints(p: PinPose, seats: Record<PinId, Vec2>): Vec2[] {
  if (p.state === 'removed') return [];
  const at: Vec2 = p.pos ? [p.pos[0], p.pos[1]] : seats[p.id];
  if (p.state === 'standing') return [at];
  const d = dir(p.angle ?? 0);
  return Array.from({ length: 11 }, (_, k) => add(at, d, k * 2.5));
}

function clear(a: PinPose, b: PinPose, seats: Record<PinId, Vec2>): boolean {
  const pa = axisPoints(a, seats), pb = axisPoints(b, seats);
  return pa.every((p) => pb.every((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) >= CLEAR_MM));
}

/** Two fallen pins touching: end to end (roughly in line), or one's end against the other's side (a T). */
function endToEnd(rng: Rng, ids: [PinId, PinId], centre: Vec2): PinPose[] {
  const m: Vec2 = add(centre, dir(rng.uniform(0, 2 * Math.PI)), rng.uniform(0, PAIR_SPREAD_MM));
  const a = rng.uniform(0, 2 * Math.PI), gap = rng.uniform(0, TOUCH_GAP_MM);
  if (rng.chance(0.6)) {
    const bend = rng.normal(0, 0.25);
    const m2 = add(m, dir(a + bend), PIN_LENGTH_MM + gap);
    return [fallenAt(rng, ids[0], m, a), fallenAt(rng, ids[1], m2, a + bend + rng.normal(0, 0.2))];
  }
  const side = rng.chance(0.5) ? Math.PI / 2 : -Math.PI / 2;
  const m2 = add(add(m, dir(a + side), PIN_BODY_MM / 2 + PIN_LENGTH_MM / 2 + gap), dir(a), rng.uniform(-8, 8));
  return [fallenAt(rng, ids[0], m, a), fallenAt(rng, ids[1], m2, a + side + rng.normal(0, 0.3))];
}

/** A fallen pin's axis on the cloth: base and head (mm). */
function ends(p: PinPose): [Vec2, Vec2] {
  const b: Vec2 = [p.pos![0], p.pos![1]];
  return [b, add(b, dir(p.angle ?? 0), PIN_LENGTH_MM)];
}

function pointToSegment(p: Vec2, a: Vec2, b: Vec2): number {
  const dx = b[0] - a[0], dy = b[1] - a[1];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** Least distance between two fallen pins' axes (mm; the axes do not cross). */
function axisGap(p: PinPose, q: PinPose): number {
  const [a, b] = ends(p), [c, d] = ends(q);
  return Math.min(pointToSegment(a, c, d), pointToSegment(b, c, d), pointToSegment(c, a, b), pointToSegment(d, a, b));
}

/**
 * Two fallen pins side by side, nearly parallel, touching along their bodies:
 * the second, turned a little and slid along, is moved across until its axis
 * is one body width plus the gap from the first's (bodies never cross).
 */
function sideBySide(rng: Rng, ids: [PinId, PinId], centre: Vec2): PinPose[] {
  const m: Vec2 = add(centre, dir(rng.uniform(0, 2 * Math.PI)), rng.uniform(0, PAIR_SPREAD_MM));
  const a = rng.uniform(0, 2 * Math.PI), gap = rng.uniform(0, TOUCH_GAP_MM), turn = rng.normal(0, 0.15);
  const first = fallenAt(rng, ids[0], m, a);
  const heading = rng.chance(0.5) ? a + turn : a + turn + Math.PI;
  let mid = add(add(m, dir(a + Math.PI / 2), PIN_BODY_MM + gap + PIN_LENGTH_MM / 2), dir(a), rng.uniform(-12, 12));
  let second: PinPose = { id: ids[1], state: 'fallen', pos: add(mid, dir(heading), -PIN_LENGTH_MM / 2), angle: heading };
  for (let k = 0; k < 4; k++) {
    // The gap changes about one for one with the move across the first pin: a few steps settle it.
    mid = add(mid, dir(a + Math.PI / 2), PIN_BODY_MM + gap - axisGap(first, second));
    second = { ...second, pos: add(mid, dir(heading), -PIN_LENGTH_MM / 2) };
  }
  return [first, second];
}

/**
 * A pin standing on its seat (sometimes shifted) with a fallen pin lying
 * against it: along its side (the pin's axis passes the standing base at
 * one body width plus the gap, the contact within the pin's length) or end on.
 */
function againstStanding(rng: Rng, ids: [PinId, PinId], seats: Record<PinId, Vec2>): PinPose[] {
  const s = standingPin(rng, ids[0], seats[ids[0]], { shifted: 0.3, sigmaMm: 4, leaning: 0.15 });
  const base = s.pos ?? seats[ids[0]];
  const th = rng.uniform(0, 2 * Math.PI), gap = rng.uniform(0, TOUCH_GAP_MM);
  if (rng.chance(0.6)) {
    const u = th + Math.PI / 2 + rng.normal(0, 0.2);
    return [s, fallenAt(rng, ids[1], add(add(base, dir(u - Math.PI / 2), PIN_BODY_MM + gap), dir(u), rng.uniform(-9, 9)), u)];
  }
  return [s, fallenAt(rng, ids[1], add(base, dir(th), PIN_BODY_MM / 2 + PIN_LENGTH_MM / 2 + gap), th + rng.normal(0, 0.2))];
}

/** Whether a ball at `pos` leaves every pin visible: a standing pin's body clear, a fallen pin's middle outside the ball. */
function ballClear(pos: Vec2, pins: readonly PinPose[], r: number, seats: Record<PinId, Vec2>): boolean {
  return pins.every((p) => {
    const pts = axisPoints(p, seats);
    if (!pts.length) return true;
    const at = p.state === 'standing' ? pts[0]! : pts[5]!;
    const need = p.state === 'standing' ? r + PIN_BODY_MM / 2 : r + 0.5;
    return Math.hypot(at[0] - pos[0], at[1] - pos[1]) >= need;
  });
}

/**
 * A visible ball moved against one of `targets` (at rest): touching a
 * standing pin's body, or over one end of a fallen pin with its middle still
 * outside the ball (the evaluation does not count a pin whose middle a ball
 * covers, so such a label would teach the network to see through balls).
 * No pin of `pins` may end up under it; where none fits, the balls stay.
 */
function ballAgainst(rng: Rng, balls: readonly BallPose[], targets: readonly PinPose[], pins: readonly PinPose[], table: TableModel, seats: Record<PinId, Vec2>): BallPose[] {
  const vis = balls.map((b, i) => i).filter((i) => !balls[i]!.hidden);
  const shown = targets.filter((p) => p.state !== 'removed');
  if (!vis.length || !shown.length) return [...balls];
  const r = table.ballRadius, k = rng.pick(vis);
  for (let tries = 0; tries < 8; tries++) {
    const pin = rng.pick(shown);
    const at: Vec2 = pin.state === 'standing' ? (pin.pos ? [pin.pos[0], pin.pos[1]] : seats[pin.id]) : add(pin.pos!, dir(pin.angle ?? 0), PIN_LENGTH_MM / 2);
    const d = pin.state === 'standing' ? r + PIN_BODY_MM / 2 + rng.uniform(0.2, 2) : r + rng.uniform(1, 8);
    const pos = add(at, dir(rng.uniform(0, 2 * Math.PI)), d);
    const free = balls.every((b, j) => j === k || b.hidden || Math.hypot(b.pos[0] - pos[0], b.pos[1] - pos[1]) > 2 * r + 0.5);
    if (!free || !ballClear(pos, pins, r, seats)) continue;
    const { v: _v, ...rest } = balls[k]!;
    return balls.map((b, j) => (j === k ? { ...rest, pos } : b));
  }
  return [...balls];
}

/**
 * A hard-pin version of a five-pins state: one or two arrangements (above)
 * replace the pins they use; any other pin whose body would overlap theirs
 * is removed (the renderer does not keep pins apart); `pairs` names the
 * touching pairs placed. The input is not changed. A pyramid table (no castle) returns the state as it is.
 */
export function hardPinState(rng: Rng, state: SceneState, table: TableModel): { state: SceneState; arrangements: PinArrangement[]; pairs: [PinId, PinId][] } {
  if (table.kind !== 'carom') return { state, arrangements: [], pairs: [] };
  const seats = pinSeats(table);
  const free = [...PINS];
  const take = (): PinId => free.splice(rng.int(0, free.length - 1), 1)[0]!;
  const placed: PinPose[] = [];
  const arrangements: PinArrangement[] = [];
  const pairs: [PinId, PinId][] = [];
  let ballWanted = false;
  const n = rng.chance(0.35) ? 2 : 1;
  for (let i = 0; i < n; i++) {
    const kind = rng.pick(ARRANGEMENTS);
    arrangements.push(kind);
    if (kind === 'under-ball') {
      ballWanted = true;
      continue;
    }
    const ids: [PinId, PinId] = [take(), take()];
    const pair = kind === 'end-to-end' ? endToEnd(rng, ids, table.castle.centre) : kind === 'side-by-side' ? sideBySide(rng, ids, table.castle.centre) : againstStanding(rng, ids, seats);
    if (pair.every((p) => placed.every((q) => clear(p, q, seats)))) {
      placed.push(...pair);
      pairs.push(ids);
    }
    else free.push(...ids);
  }
  const used = new Set(placed.map((p) => p.id));
  const others = (state.pins ?? []).filter((p) => !used.has(p.id)).map((p): PinPose => (placed.every((q) => clear(p, q, seats)) ? p : { id: p.id, state: 'removed' }));
  const pins = [...placed, ...others];
  // The ball goes against a pin of an arrangement of this frame (the hardest), else any pin as drawn.
  const balls = ballWanted ? ballAgainst(rng, state.balls, placed.length ? placed : pins, pins, table, seats) : state.balls;
  return { state: { ...state, balls, pins }, arrangements, pairs };
}
