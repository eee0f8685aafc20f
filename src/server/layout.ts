/**
 * What a screen needs to draw the table to scale: the table model of the
 * discipline (src/geometry) turned into plain shapes in table mm: cushion
 * rectangle, diamonds, spots, pin seats, pockets, the discipline's lines and
 * restricted zones. Computed once per match, sent in `hello` and `match`.
 */
import type { Discipline, Vec2 } from '../contracts/ids.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE, cadreAnchors, cadreLines, diamonds, libreCorners, pinSeats, pocketCentres, type CadreGame, type Zone } from '../geometry/index.js';

type V = [number, number];

export interface Layout {
  discipline: Discipline;
  kind: 'carom' | 'pyramid';
  length: number;
  width: number;
  ballRadius: number;
  railWidth: number;
  diamonds: V[];
  spots: V[];
  pins?: Record<string, V>;
  pockets?: { name: string; at: V; opening: number }[];
  lines: { from: V; to: V; kind: string }[];
  zones: { name: string; kind: string; polygon: V[] }[];
  ballColours: Record<string, string>;
}

const CAROM_COLOURS = { white: '#f4f4ee', yellow: '#f2c200', red: '#c8102e' };
const RUSSIAN_COLOURS = { w1: '#f4f1e6', w2: '#f4f1e6', w3: '#f4f1e6', w4: '#f4f1e6', w5: '#f4f1e6', w6: '#f4f1e6', w7: '#f4f1e6', colour: '#d97a00' };

const v = (p: Vec2): V => [p[0], p[1]];

function polygonOf(zone: Zone): V[] {
  const s = zone.shape;
  if (s.type === 'rect') return [[s.xMin, s.yMin], [s.xMax, s.yMin], [s.xMax, s.yMax], [s.xMin, s.yMax]];
  const [cx, cy] = s.corner;
  return [[cx, cy], [cx - Math.sign(cx) * s.legX, cy], [cx, cy - Math.sign(cy) * s.legY]];
}

const CADRE: Partial<Record<Discipline, { game: CadreGame; anchors: boolean }>> = {
  'cadre-47-2': { game: '47', anchors: true },
  'cadre-71-2': { game: '71', anchors: true },
  'cadre-47-1': { game: '47', anchors: false },
};

function caromLayout(discipline: Discipline): Layout {
  const t = CAROM_MATCH_TABLE;
  const hx = t.length / 2;
  const hy = t.width / 2;
  const lines: Layout['lines'] = [];
  let zones: Zone[] = [];
  const cadre = CADRE[discipline];
  if (cadre) {
    const l = cadreLines(t, cadre.game);
    for (const x of l.x) lines.push({ from: [x, -hy], to: [x, hy], kind: 'cadre' });
    for (const y of l.y) lines.push({ from: [-hx, y], to: [hx, y], kind: 'cadre' });
    if (cadre.anchors) zones = cadreAnchors(t, cadre.game);
  }
  if (discipline === 'libre') zones = libreCorners(t);
  if (discipline === 'five-pins') lines.push({ from: [0, -hy], to: [0, hy], kind: 'halves' });
  return {
    discipline, kind: 'carom', length: t.length, width: t.width, ballRadius: t.ballRadius, railWidth: t.railWidth,
    diamonds: diamonds(t).map((d) => v(d.at)),
    spots: discipline === 'five-pins' ? [v(t.fivePinsSpots.objectBall), v(t.fivePinsSpots.red), v(t.spots.bottom)] : [v(t.spots.bottom), v(t.spots.centre), v(t.spots.top)],
    ...(discipline === 'five-pins' ? { pins: Object.fromEntries(Object.entries(pinSeats(t)).map(([k, p]) => [k, v(p)])) } : {}),
    lines,
    zones: zones.map((z) => ({ name: z.name, kind: z.kind, polygon: polygonOf(z) })),
    ballColours: CAROM_COLOURS,
  };
}

function pyramidLayout(): Layout {
  const t = PYRAMID_12FT_TABLE;
  const hy = t.width / 2;
  return {
    discipline: 'russian-colour', kind: 'pyramid', length: t.length, width: t.width, ballRadius: t.ballRadius, railWidth: t.railWidth,
    diamonds: diamonds(t).map((d) => v(d.at)),
    spots: [v(t.rearSpot), [0, 0]],
    pockets: Object.entries(pocketCentres(t)).map(([name, at]) => ({ name, at: v(at), opening: name.startsWith('middle') ? t.pocketOpening.middle : t.pocketOpening.corner })),
    lines: [{ from: [t.houseLine, -hy], to: [t.houseLine, hy], kind: 'house' }],
    zones: [],
    ballColours: RUSSIAN_COLOURS,
  };
}

export function layoutOf(discipline: Discipline): Layout {
  return discipline === 'russian-colour' ? pyramidLayout() : caromLayout(discipline);
}
