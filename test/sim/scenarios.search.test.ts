/**
 * The aiming search, re-run on demand when the physics changes:
 *   SEARCH=1 npx vitest run test/sim/scenarios.search.test.ts
 *   SEARCH=1 ONLY=three-cushion npx vitest run test/sim/scenarios.search.test.ts   (names containing ONLY)
 * It rewrites src/sim/scenarios/shots/<discipline>.json. Without SEARCH it only
 * checks that the cache holds a shot for every stroke of every scenario.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIOS, searchScenario } from '../../src/sim/scenarios/index.js';
import cache from '../../src/sim/scenarios/shots/index.js';

const SEARCH = process.env.SEARCH === '1';
const ONLY = process.env.ONLY ?? '';
const dir = new URL('../../src/sim/scenarios/shots/', import.meta.url);

describe('scenario shot cache', () => {
  it('holds a shot for every stroke of every scenario', () => {
    for (const s of SCENARIOS) {
      const list = (cache as Record<string, Record<string, unknown[]>>)[s.discipline]?.[s.name];
      expect(list?.length, s.name).toBe(s.strokes.length);
    }
  });
  it.runIf(SEARCH)('re-runs the search and rewrites the cache', () => {
    const failed: string[] = [];
    for (const s of SCENARIOS.filter((d) => d.name.includes(ONLY))) {
      const t0 = performance.now();
      const found = searchScenario(s);
      console.log(`${s.name}: ${found ? 'found' : 'NOT FOUND'} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      if (!found) { failed.push(s.name); continue; }
      const file = new URL(`${s.discipline}.json`, dir);
      const current = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const known = new Set(SCENARIOS.map((d) => d.name));
      const next = Object.fromEntries(Object.entries({ ...current, [s.name]: found }).filter(([k]) => known.has(k)).sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(file, `${JSON.stringify(next, null, 1)}\n`);
    }
    expect(failed).toEqual([]);
  }, 3_600_000);
});
