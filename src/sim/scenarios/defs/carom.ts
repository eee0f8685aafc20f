/**
 * Libre, cadre and one-cushion scenarios: zone sequences (entrées → dedans →
 * restées dedans), à cheval, and the one-cushion count.
 */
import type { BallId, Discipline } from '../../../contracts/ids.js';
import type { Position } from '../../../contracts/match.js';
import { cushionsOf } from '../../../rules/query.js';
import type { Live } from '../chain.js';
import type { ScenarioDef, StrokePlan } from '../types.js';
import { NO_POINT, POINT, bothMet, cueOf, cushionsToSecond, cutAims, fanAims, type Style } from './helpers.js';

/** Nursing: soft shots that keep the balls together. */
const SOFT: Style = { speed: [250, 1300], side: [-0.35, 0.35], height: [-0.3, 0.4], spread: 0.03 };
const MEDIUM: Style = { speed: [900, 3000], side: [-0.4, 0.4], height: [-0.3, 0.4], spread: 0.03 };

const soft = (live: Live, cue: BallId) => cutAims(live, cue, SOFT);
const medium = (live: Live, cue: BallId) => [...cutAims(live, cue, MEDIUM), ...fanAims(cue, 24, MEDIUM)];

const point = (zone: string, call: 'entrees' | 'dedans'): Record<string, unknown> =>
  ({ ...POINT, calls: [{ call: 'point' }, { call, zone }], next: 'A' });
const resteesDedans = (zone: string): Record<string, unknown> =>
  ({ valid: false, fouls: ['restees-dedans'], calls: [{ call: 'no-point' }, { call: 'restees-dedans', zone }], next: 'B', points: { A: 0, B: 0 } });

/** `inside`: both object balls start in the zone, so the first point is already counted there (no entrées). */
function zoneSequence(discipline: Discipline, name: string, layout: Position, zone: string, limit: 1 | 2, inside = false): ScenarioDef {
  const strokes: StrokePlan[] = inside
    ? [
        { aims: soft, expect: point(zone, 'dedans'), tries: 2000 },
        { aims: soft, expect: resteesDedans(zone), tries: 4000 },
      ]
    : limit === 2
    ? [
        { aims: soft, expect: point(zone, 'entrees'), tries: 1500 },
        { aims: soft, expect: point(zone, 'dedans'), tries: 1500 },
        { aims: soft, expect: resteesDedans(zone), tries: 1500 },
      ]
    : [
        { aims: soft, expect: point(zone, 'dedans'), tries: 1500 },
        { aims: soft, expect: resteesDedans(zone), tries: 1500 },
      ];
  const seq = inside ? 'both object balls start inside: the first point is dedans, the second restées dedans'
    : limit === 2 ? 'entrées, dedans, then restées dedans' : 'dedans at once (limit 1), then restées dedans';
  return {
    name, discipline, layout, strokes,
    description: `Nursing in ${zone}: ${seq}; the last point does not count and the inning ends.`,
    expect: { score: { A: strokes.length - 1, B: 0 } },
  };
}

/**
 * À cheval: the object balls straddle one drawn line (art. 3 "on either side
 * of the line"), so every restricted zone beside it is called, in zone order
 * (fields by number, then anchors): `zones`, two for a cadre line between
 * fields, one for a libre corner's hypotenuse.
 */
function aCheval(discipline: Discipline, name: string, layout: Position, zones: readonly string[]): ScenarioDef {
  return {
    name, discipline, layout,
    description: `A point leaves the object balls on either side of a line of ${zones.join(' and ')}, both within a ball's width of it: à cheval (informative).`,
    strokes: [{ aims: soft, expect: { ...POINT, calls: [{ call: 'point' }, ...zones.map((zone) => ({ call: 'a-cheval', zone }))], next: 'A' }, tries: 20000 }],
  };
}

function miss(discipline: Discipline, name: string, layout: Position): ScenarioDef {
  return {
    name, discipline, layout,
    description: 'White meets one object ball only: no point, the turn passes to B.',
    strokes: [{ aims: medium, expect: { ...NO_POINT, next: 'B', points: { A: 0, B: 0 } }, intent: (t) => !bothMet(t) && t.planned.stroke.events.some((e) => e.kind === 'ball-ball') }],
  };
}

/** Libre: the top-left corner triangle; red starts just out of it. */
const LIBRE_LAYOUT: Position = { balls: { white: [900, 330], yellow: [1290, 600], red: [1060, 480] } };
/** Cadre 47: field-1 (top-left); red starts in field-4 just below the line x = 946.7. */
const CADRE_47_LAYOUT: Position = { balls: { white: [760, 300], yellow: [1130, 430], red: [900, 420] } };
/** Cadre 71/2: all three balls in field-4 (middle-right), away from the lines. */
const CADRE_71_LAYOUT: Position = { balls: { white: [-100, -250], yellow: [150, -330], red: [280, -200] } };

const ONE_CUSHION: Position = { balls: { white: [-700, 250], yellow: [-350, -420], red: [820, 180] } };

export const CAROM_SCENARIOS: ScenarioDef[] = [
  zoneSequence('libre', 'libre-entrees-dedans-restees-dedans-corner', LIBRE_LAYOUT, 'corner-top-left', 2),
  aCheval('libre', 'libre-a-cheval-corner', LIBRE_LAYOUT, ['corner-top-left']),
  miss('libre', 'libre-no-point-one-object-ball', LIBRE_LAYOUT),
  zoneSequence('cadre-47-2', 'cadre-47-2-entrees-dedans-restees-dedans-field-1', CADRE_47_LAYOUT, 'field-1', 2),
  aCheval('cadre-47-2', 'cadre-47-2-a-cheval-field-1', CADRE_47_LAYOUT, ['field-1', 'field-4']),
  miss('cadre-47-2', 'cadre-47-2-no-point-one-object-ball', CADRE_47_LAYOUT),
  zoneSequence('cadre-71-2', 'cadre-71-2-dedans-then-restees-dedans-field-4', CADRE_71_LAYOUT, 'field-4', 2, true),
  aCheval('cadre-71-2', 'cadre-71-2-a-cheval-field-4', CADRE_71_LAYOUT, ['field-2', 'field-4']),
  miss('cadre-71-2', 'cadre-71-2-no-point-one-object-ball', CADRE_71_LAYOUT),
  zoneSequence('cadre-47-1', 'cadre-47-1-dedans-then-restees-dedans-field-1', CADRE_47_LAYOUT, 'field-1', 1),
  aCheval('cadre-47-1', 'cadre-47-1-a-cheval-field-1', CADRE_47_LAYOUT, ['field-1', 'field-4']),
  miss('cadre-47-1', 'cadre-47-1-no-point-one-object-ball', CADRE_47_LAYOUT),
  {
    name: 'one-cushion-point-exactly-one-cushion',
    discipline: 'one-cushion', layout: ONE_CUSHION, header: { distance: 25 },
    description: 'White meets the first ball, one cushion, then the second ball: a point.',
    strokes: [{ aims: medium, expect: { ...POINT, next: 'A' }, intent: (t) => cushionsToSecond(t) === 1, tries: 5000 }],
  },
  {
    name: 'one-cushion-no-point-no-cushion',
    discipline: 'one-cushion', layout: ONE_CUSHION, header: { distance: 25 },
    description: 'White meets both object balls with no cushion before the second (and none after): a carom, but no point.',
    strokes: [{ aims: medium, expect: { ...NO_POINT, next: 'B' }, intent: (t) => bothMet(t) && cushionsOf(t.planned.stroke.events, cueOf(t)).length === 0, tries: 2000 }],
  },
  {
    name: 'one-cushion-point-then-miss',
    discipline: 'one-cushion', layout: ONE_CUSHION, header: { distance: 25 },
    description: 'A scores a one-cushion point, then misses; B plays.',
    strokes: [
      { aims: medium, expect: { ...POINT, next: 'A' }, tries: 5000 },
      { aims: medium, expect: { ...NO_POINT, next: 'B' } },
    ],
    expect: { score: { A: 1, B: 0 } },
  },
];
