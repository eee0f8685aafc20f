/**
 * The boundaries a resting ball's calls turn on besides the zone lines
 * (src/geometry/zone-lines.ts): the à cheval reach from a zone's line
 * (`A_CHEVAL_REACH_MM`), touching and libres from another ball
 * (`TOUCH_GAP_MM`, `LIBRES_GAP_MM`: touchent, libres, ball in contact, a
 * re-spot's occupied spot) and touching a cushion (ball in contact). Each is
 * as sharp as a zone line, so a ball resting near one is as doubtful.
 * Shared by the events stage (which names such a ball in the rest's
 * position doubt, src/events/zone-doubt.ts) and the rules' decisive doubt
 * (which judges the stroke with that ball put across the boundary,
 * src/rules/doubt-readings.ts): one definition for both. Defaults only: a
 * match that sets its own touch gap or reach is read against these.
 */
import type { BallId, Vec2 } from '../contracts/ids.js';
import { CUSHIONS } from '../contracts/ids.js';
import { LIBRES_GAP_MM, TOUCH_GAP_MM, gap } from './contact.js';
import type { TableModel } from './tables.js';
import { cushionLine } from './tables.js';
import { acrossLines, LINE_DOUBT_MM } from './zone-lines.js';
import { A_CHEVAL_REACH_MM, ON_LINE_TOLERANCE_MM, signedDistance, straddle, type Zone } from './zones.js';

/** A boundary near a resting ball: how far (mm) the ball lies from it, and the other ball whose place it also depends on (a gap). */
export interface RestBoundary { distance: number; kind: 'reach' | 'gap' | 'cushion'; other?: BallId }

type Places = Partial<Record<BallId, Vec2>>;

/** Whether a centre at signed distance d counts inside a zone (a centre on the line counts inside, `inZone`). */
const inside = (d: number): boolean => d <= ON_LINE_TOLERANCE_MM;

/**
 * Balls at p and q on either side of a drawn line of zone z (as `aCheval`,
 * `straddle`): [p's, q's] distance (mm) from that line; undefined when both
 * lie on one side or past no common line.
 */
function lineDistances(z: Zone, p: Vec2, q: Vec2): [number, number] | undefined {
  const pIn = inside(signedDistance(z.shape, p));
  if (pIn === inside(signedDistance(z.shape, q))) return undefined;
  const s = pIn ? straddle(z, p, q) : straddle(z, q, p);
  return s && (pIn ? [Math.abs(s[0]), Math.abs(s[1])] : [Math.abs(s[1]), Math.abs(s[0])]);
}

/** A ball at q could make à cheval with p: across one drawn line from it, within the reach (and a line band). p's distance from that line, else undefined. */
function partnerLine(z: Zone, p: Vec2, q: Vec2): number | undefined {
  const d = lineDistances(z, p, q);
  return d && d[1] <= A_CHEVAL_REACH_MM + LINE_DOUBT_MM ? d[0] : undefined;
}

/**
 * How far the ball at `places[ball]` lies from each reach, gap and cushion
 * boundary: the reach of a zone's drawn line only where another ball lies
 * across that line within the reach (an à cheval pair, `aCheval`), a gap for
 * every other ball.
 */
export function restBoundaries(zones: readonly Zone[], table: TableModel, ball: BallId, places: Places): RestBoundary[] {
  const p = places[ball];
  if (!p) return [];
  const others = (Object.entries(places) as [BallId, Vec2 | undefined][]).filter((e): e is [BallId, Vec2] => e[0] !== ball && e[1] !== undefined);
  const out: RestBoundary[] = [];
  for (const z of zones) {
    for (const [, q] of others) {
      const d = partnerLine(z, p, q);
      if (d !== undefined) out.push({ distance: Math.abs(d - A_CHEVAL_REACH_MM), kind: 'reach' });
    }
  }
  for (const [id, q] of others) {
    const g = gap(p, q, table.ballRadius);
    out.push({ distance: Math.min(Math.abs(g - TOUCH_GAP_MM), Math.abs(g - LIBRES_GAP_MM)), kind: 'gap', other: id });
  }
  for (const c of CUSHIONS) {
    const line = cushionLine(table, c);
    out.push({ distance: Math.abs(Math.abs(line.at - p[line.axis]) - table.ballRadius - TOUCH_GAP_MM), kind: 'cushion' });
  }
  return out;
}

/**
 * How far (mm) a reading moves a doubtful ball: as the zone lines' readings
 * (`acrossLines`), twice their band, which puts a ball named within the band
 * on the other side of its boundary. A ball named farther out (a band
 * widened by a noisy camera past LINE_DOUBT_MM) has no reading and leaves
 * the stroke to the referee (src/rules/doubt-readings.ts).
 */
const MOVE_MM = 2 * LINE_DOUBT_MM;

/**
 * The places of `ball` a reading of its doubtful rest tries: across the zone
 * lines (`acrossLines`), and moved MOVE_MM along an axis or along the line
 * to another ball's centre wherever that crosses a reach, gap or cushion
 * boundary. Which of them change the call the judge says.
 */
export function otherSides(zones: readonly Zone[], table: TableModel, ball: BallId, places: Places): Vec2[] {
  const p = places[ball];
  if (!p) return [];
  const out: Vec2[] = [...acrossLines(zones, p)];
  const axes: Vec2[] = [[p[0] + MOVE_MM, p[1]], [p[0] - MOVE_MM, p[1]], [p[0], p[1] + MOVE_MM], [p[0], p[1] - MOVE_MM]];
  const alongPairs = (Object.values(places) as (Vec2 | undefined)[]).flatMap((q): Vec2[] => {
    if (!q || q === p) return [];
    const d = Math.hypot(p[0] - q[0], p[1] - q[1]);
    if (d === 0) return [];
    const u: Vec2 = [(p[0] - q[0]) / d, (p[1] - q[1]) / d];
    return [[p[0] + MOVE_MM * u[0], p[1] + MOVE_MM * u[1]], [p[0] - MOVE_MM * u[0], p[1] - MOVE_MM * u[1]]];
  });
  const before = sides(zones, table, ball, places);
  for (const q of [...axes, ...alongPairs]) {
    const after = sides(zones, table, ball, { ...places, [ball]: q });
    if (after !== before && !out.some((o) => o[0] === q[0] && o[1] === q[1])) out.push(q);
  }
  return out;
}

/** Which side of every reach, gap and cushion boundary the ball lies on, as a comparable key. */
function sides(zones: readonly Zone[], table: TableModel, ball: BallId, places: Places): string {
  const p = places[ball]!;
  const others = (Object.entries(places) as [BallId, Vec2 | undefined][]).filter(([id, q]) => id !== ball && q).map(([, q]) => q!);
  const reach = zones.flatMap((z) => others.map((q) => {
    const d = lineDistances(z, p, q);
    return d === undefined ? '-' : d[0] <= A_CHEVAL_REACH_MM ? 1 : 0;
  }));
  const gaps = others.map((q) => {
    const g = gap(p, q, table.ballRadius);
    return g <= TOUCH_GAP_MM ? 0 : g <= LIBRES_GAP_MM ? 1 : 2;
  });
  const rails = CUSHIONS.map((c) => {
    const line = cushionLine(table, c);
    return Math.abs(line.at - p[line.axis]) - table.ballRadius <= TOUCH_GAP_MM ? 1 : 0;
  });
  return `${reach.join('')}|${gaps.join('')}|${rails.join('')}`;
}
