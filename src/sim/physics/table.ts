/**
 * The table as the physics sees it: cushion nose lines (with their extent on
 * pocket tables), the jaw cushions angled into each pocket, the jaw points
 * (convex corners of the nose), and the pockets' fall lines.
 *
 * Contact distance: the nose at height h > R touches the ball above its
 * equator, so a touching ball's centre lies R·cos θ (sin θ = (h−R)/R) from the
 * nose line, not R: 30.11 mm on the carom table, 32.5 mm on the pyramid one.
 */
import type { Cushion, Pocket } from '../../contracts/ids.js';
import type { TableModel } from '../../geometry/tables.js';
import { cushionAt } from '../../geometry/cushion-sides.js';
import { cushionContactAngle } from './collide.js';

type P2 = readonly [number, number];

/** A cushion nose segment: the ball centre stays on the +n side, at least `reach` from the line n·p = offset. */
export interface NoseLine {
  kind: 'line';
  cushion: Cushion;
  n: P2;
  offset: number;
  /** Extent along the tangent t = (−n.y, n.x): [from, to]; infinite on carom tables. */
  from: number;
  to: number;
}

/** A jaw point: the convex end of a nose segment at a pocket mouth. */
export interface NosePoint { kind: 'point'; cushion: Cushion; at: P2 }

export type Obstacle = NoseLine | NosePoint;

/** A pocket's fall line: pocketed once u·p >= depth, within `halfWidth` of the axis. */
export interface PocketMouth { pocket: Pocket; u: P2; depth: number; centre: P2; halfWidth: number }

export interface TableShape {
  obstacles: Obstacle[];
  pockets: PocketMouth[];
  /** Horizontal distance from a touching ball's centre to the nose. */
  reach: number;
  /** Contact angle above the equator (Han's θ). */
  theta: number;
  halfLength: number;
  halfWidth: number;
}

const line = (cushion: Cushion, n: P2, through: P2, from = -Infinity, to = Infinity): NoseLine =>
  ({ kind: 'line', cushion, n, offset: n[0] * through[0] + n[1] * through[1], from, to });

/** Tangent coordinate of p along a nose line. */
export function along(l: NoseLine, p: P2): number {
  return -l.n[1] * p[0] + l.n[0] * p[1];
}

function span(l: NoseLine, a: P2, b: P2): NoseLine {
  const s = along(l, a), e = along(l, b);
  return { ...l, from: Math.min(s, e), to: Math.max(s, e) };
}

function unit(x: number, y: number): P2 {
  const d = Math.hypot(x, y);
  return [x / d, y / d];
}

export function tableShape(table: TableModel, fallDepth: number): TableShape {
  const hx = table.length / 2, hy = table.width / 2, R = table.ballRadius;
  const theta = cushionContactAngle(R, table.cushionHeight);
  const base = { reach: R * Math.cos(theta), theta, halfLength: hx, halfWidth: hy };
  if (table.kind === 'carom') {
    return {
      ...base,
      pockets: [],
      obstacles: [
        line('top', [-1, 0], [hx, 0]), line('bottom', [1, 0], [-hx, 0]),
        line('left', [0, -1], [0, hy]), line('right', [0, 1], [0, -hy]),
      ],
    };
  }
  const a = table.pocketOpening.corner / Math.SQRT2;
  const b = table.pocketOpening.middle / 2;
  const obstacles: Obstacle[] = [];
  const pockets: PocketMouth[] = [];
  for (const sx of [1, -1] as const) {
    const short = cushionAt(0, sx);
    obstacles.push(span(line(short, [-sx, 0], [sx * hx, 0]), [sx * hx, -hy + a], [sx * hx, hy - a]));
  }
  for (const sy of [1, -1] as const) {
    const long = cushionAt(1, sy);
    const l = line(long, [0, -sy], [0, sy * hy]);
    obstacles.push(span(l, [-hx + a, sy * hy], [-b, sy * hy]), span(l, [b, sy * hy], [hx - a, sy * hy]));
    const side = sy > 0 ? 'middle-left' : 'middle-right';
    addPocket(obstacles, pockets, side, [-b, sy * hy], [b, sy * hy], [0, sy], long, long, fallDepth, base.reach);
  }
  for (const sx of [1, -1] as const) {
    for (const sy of [1, -1] as const) {
      const short = cushionAt(0, sx), long = cushionAt(1, sy);
      const p1: P2 = [sx * hx, sy * (hy - a)];
      const p2: P2 = [sx * (hx - a), sy * hy];
      addPocket(obstacles, pockets, `${short}-${long}` as Pocket, p1, p2, unit(sx, sy), short, long, fallDepth, base.reach);
    }
  }
  return { ...base, obstacles, pockets };
}

/**
 * A pocket between jaw points j1 and j2, opening along u (outwards). The jaws
 * run from the jaw points parallel to u (a Russian pocket's throat is as narrow
 * as its mouth); each jaw faces the other one.
 */
function addPocket(
  obstacles: Obstacle[], pockets: PocketMouth[], pocket: Pocket, j1: P2, j2: P2, u: P2,
  c1: Cushion, c2: Cushion, fallDepth: number, reach: number,
): void {
  const jawLength = fallDepth + 2 * reach;
  for (const [from, to, cushion] of [[j1, j2, c1], [j2, j1, c2]] as const) {
    const n = unit(to[0] - from[0], to[1] - from[1]);
    const end: P2 = [from[0] + jawLength * u[0], from[1] + jawLength * u[1]];
    obstacles.push(span(line(cushion, n, from), from, end), { kind: 'point', cushion, at: from });
  }
  const centre: P2 = [(j1[0] + j2[0]) / 2, (j1[1] + j2[1]) / 2];
  const halfWidth = Math.hypot(j2[0] - j1[0], j2[1] - j1[1]) / 2;
  pockets.push({ pocket, u, centre, halfWidth, depth: u[0] * centre[0] + u[1] * centre[1] + fallDepth });
}
