/**
 * Starting layouts of each discipline and hand placements (five-pins free
 * ball). Pure.
 */
import type { BallId, Discipline, Vec2 } from '../../contracts/ids.js';
import { PINS, RUSSIAN_WHITES } from '../../contracts/ids.js';
import type { Position } from '../../contracts/match.js';
import { type Half, pinSeats, seatCovered } from '../../geometry/castle.js';
import { CAROM_MATCH_TABLE, type CaromTable, PYRAMID_12FT_TABLE } from '../../geometry/tables.js';

/** Gap (mm) between racked balls: the physics refuses overlapping balls, and 0.05 mm is far below any tolerance. */
const RACK_GAP_MM = 0.05;

/**
 * Carom series games: red on the top spot, the second player's ball on the
 * bottom spot, the opener's ball beside it (three-cushion / libre start).
 * `side` picks which starting spot.
 */
export function caromStart(opener: BallId, other: BallId, side: 1 | -1 = 1): Position {
  const s = CAROM_MATCH_TABLE.spots;
  return { balls: { [opener]: side > 0 ? s.startLeft : s.startRight, [other]: s.bottom, red: s.top } };
}

/** Five-pins: object ball and red on their spots (2003.1), the opener's ball in the bottom half at `cueAt`. */
export function fivePinsStart(opener: BallId, other: BallId, cueAt: Vec2 = [-1065, 0]): Position {
  const s = CAROM_MATCH_TABLE.fivePinsSpots;
  return {
    balls: { [opener]: cueAt, [other]: s.objectBall, red: s.red },
    pins: Object.fromEntries(PINS.map((p) => [p, 'standing'])),
  };
}

/**
 * Russian rack (art. 2): apex on the rear spot, rows towards the top cushion;
 * the colour in the centre of the third row, one white in a fourth row; the
 * seventh white (the break's cue ball) in the house at `cueAt`.
 */
export function russianRack(cueAt: Vec2 = [-1200, 0]): Position {
  const t = PYRAMID_12FT_TABLE, d = 2 * t.ballRadius + RACK_GAP_MM, row = (d * Math.sqrt(3)) / 2;
  const [ax, ay] = t.rearSpot;
  const at = (r: number, k: number): Vec2 => [ax + r * row, ay + (k - r / 2) * d];
  // The fourth-row white sits right behind the colour, on the long axis, touching it.
  const spots: Vec2[] = [at(0, 0), at(1, 0), at(1, 1), at(2, 0), at(2, 2), [at(2, 1)[0] + d, ay]];
  const balls: Partial<Record<BallId, Vec2>> = { colour: at(2, 1) };
  spots.forEach((p, i) => { balls[RUSSIAN_WHITES[i]!] = p; });
  balls.w7 = cueAt;
  return { balls };
}

/** The starting layout of a discipline for the random player (players' balls: white opens). */
export function startLayout(discipline: Discipline): Position {
  if (discipline === 'russian-colour') return russianRack();
  if (discipline === 'five-pins') return fivePinsStart('white', 'yellow');
  return caromStart('white', 'yellow');
}

/**
 * Five-pins free ball (3004): the incoming ball, when it is not in the given
 * half already, goes to the first free place on the long axis of that half,
 * from the short-cushion spot inwards; null when none is free.
 */
export function placeFreeBall(table: CaromTable, p: Position, ball: BallId, half: Half): Vec2 | null {
  const sign = half === 'top' ? 1 : -1;
  const now = p.balls[ball];
  if (now && Math.sign(now[0]) === sign && Math.abs(now[0]) >= table.ballRadius) return null;
  const seats = Object.values(pinSeats(table));
  const others = Object.entries(p.balls).filter(([id]) => id !== ball).map(([, v]) => v!);
  for (const y of [0, 200, -200, 400, -400]) {
    for (const x of [1065, 900, 1200, 500, 300]) {
      const q: Vec2 = [sign * x, y];
      const clear = others.every((o) => Math.hypot(o[0] - q[0], o[1] - q[1]) > 2 * table.ballRadius + 5);
      if (clear && !seats.some((s) => seatCovered(table, s, q))) return q;
    }
  }
  return null;
}
