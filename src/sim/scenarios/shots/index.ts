/**
 * The cached shots of the scenario library, one JSON file per discipline:
 * `{ "<scenario>": [ { "shot": Shot, "declared"?: Declaration }, ... ] }`,
 * one entry per stroke. Written by the search
 * (`SEARCH=1 npx vitest run test/sim/scenarios.search.test.ts`), never by hand.
 */
import fivePins from './five-pins.json' with { type: 'json' };
import libre from './libre.json' with { type: 'json' };
import cadre472 from './cadre-47-2.json' with { type: 'json' };
import cadre712 from './cadre-71-2.json' with { type: 'json' };
import cadre471 from './cadre-47-1.json' with { type: 'json' };
import oneCushion from './one-cushion.json' with { type: 'json' };
import threeCushion from './three-cushion.json' with { type: 'json' };
import russian from './russian-colour.json' with { type: 'json' };

const cache: Record<string, unknown> = {
  'five-pins': fivePins,
  libre,
  'cadre-47-2': cadre472,
  'cadre-71-2': cadre712,
  'cadre-47-1': cadre471,
  'one-cushion': oneCushion,
  'three-cushion': threeCushion,
  'russian-colour': russian,
};
export default cache;
