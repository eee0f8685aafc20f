/**
 * Restricted zones during a run: entrées, dedans, restées dedans, à cheval
 * (carom-disciplines art. 3, libre corners and cadre fields and anchors).
 * The count of points made with both object balls kept in a zone lives in a
 * plain record, replaced (never mutated) stroke by stroke.
 */
import type { Vec2 } from '../../contracts/ids.js';
import type { Call } from '../../contracts/verdict.js';
import type { CaromTable } from '../../geometry/tables.js';
import {
  aCheval, cadreAnchors, cadreFields, commonZones, libreCorners, type Zone,
} from '../../geometry/zones.js';
import type { CaromRules, CaromSettings } from './settings.js';

export type ZoneCounts = Readonly<Record<string, number>>;

export function zonesFor(rules: CaromRules, table: CaromTable, settings: CaromSettings): Zone[] {
  const central = { centralFieldRestricted: settings.centralFieldRestricted ?? true };
  switch (rules.zones) {
    case 'none': return [];
    case 'libre': return libreCorners(table);
    case 'cadre-47': return [...cadreFields(table, '47', central), ...cadreAnchors(table, '47')];
    case 'cadre-71': return [...cadreFields(table, '71', central), ...cadreAnchors(table, '71')];
  }
}

export interface PointInZones {
  /** Zones where this point broke the limit: restées dedans. */
  violated: Zone[];
  /** Zones where this point reached the last allowed one: dedans. */
  dedans: Zone[];
  counts: ZoneCounts;
}

/**
 * A point was made: count it in every zone that held both object balls before
 * and after the stroke; zones a ball left are forgotten.
 */
export function countPoint(zones: readonly Zone[], limit: number, counts: ZoneCounts, before: [Vec2, Vec2], after: [Vec2, Vec2]): PointInZones {
  const held = new Set(commonZones(zones, ...before).map((z) => z.name));
  const kept = commonZones(zones, ...after).filter((z) => held.has(z.name));
  const next: Record<string, number> = {};
  const violated: Zone[] = [];
  const dedans: Zone[] = [];
  for (const zone of kept) {
    const k = (counts[zone.name] ?? 0) + 1;
    if (k > limit - 1) violated.push(zone);
    else if (k === limit - 1) dedans.push(zone);
    next[zone.name] = k;
  }
  return { violated, dedans, counts: next };
}

/** Zones that hold both object balls now, with the count carried over where they already did. */
export function carryCounts(zones: readonly Zone[], counts: ZoneCounts, objects: [Vec2, Vec2]): ZoneCounts {
  const out: Record<string, number> = {};
  for (const z of commonZones(zones, ...objects)) out[z.name] = counts[z.name] ?? 0;
  return out;
}

/**
 * Calls about where the next player's object balls lie: `entrees` for a zone
 * newly holding both (47/1: `dedans` at once), `a-cheval` for balls straddling
 * a zone's line. Fields come before anchors (zone order).
 */
export function positionCalls(zones: readonly Zone[], limit: number, previous: ZoneCounts, objects: [Vec2, Vec2], reachMm: number): Call[] {
  const calls: Call[] = [];
  for (const z of commonZones(zones, ...objects)) {
    if (previous[z.name] !== undefined) continue;
    calls.push({ call: limit <= 1 ? 'dedans' : 'entrees', zone: z.name });
  }
  for (const z of zones) {
    if (aCheval(z, objects[0], objects[1], reachMm)) calls.push({ call: 'a-cheval', zone: z.name });
  }
  return calls;
}
