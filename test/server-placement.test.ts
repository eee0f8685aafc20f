/**
 * The live service tells the source which balls each verdict lets a hand place before the next strike (issue 6,
 * session 58: src/rules/placeable.ts, src/server/service.ts `expectPlacement`, config
 * vision.placementsFromVerdicts): a five-pins free ball names the incoming player's ball, so the events stage
 * reads its carry by hand as a placement, not a stroke (test/events.stage-placement.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { StrokeVerdict } from '../src/contracts/verdict.js';
import type { SourceStroke } from '../src/pipeline/types.js';
import { type PlacementSetup, placeableAfter } from '../src/rules/placeable.js';
import type { MatchSetup } from '../src/server/match.js';
import { makeService, testConfig } from './server-helpers.js';

const FIVE_PINS: MatchSetup = { discipline: 'five-pins', players: ['A', 'B'], balls: { A: 'white', B: 'yellow' }, distance: 60 };
const AT = { white: [-700, 180], yellow: [700, 300], red: [300, -400] } as Record<'white' | 'yellow' | 'red', [number, number]>;

/** A regular stroke by A: the white meets the yellow (golden five-pins 114, stroke 1). */
const regular: SourceStroke = {
  shooter: 'A', before: { balls: AT }, after: { balls: AT }, restT: 3,
  events: [{ t: 0, kind: 'strike', ball: 'white' }, { t: 1, kind: 'ball-ball', balls: ['white', 'yellow'] }, { t: 2, kind: 'cushion', ball: 'yellow', cushion: 'top' }, { t: 3, kind: 'rest' }],
};
/** B's yellow fells a pin and never meets the white: a foul, free ball for A (golden five-pins 114, stroke 2). */
const foul: SourceStroke = {
  before: { balls: AT }, after: { balls: AT }, restT: 14,
  events: [{ t: 10, kind: 'strike', ball: 'yellow' }, { t: 10.5, kind: 'pin-fall', pin: 'bottom', by: 'yellow' }, { t: 11, kind: 'cushion', ball: 'yellow', cushion: 'top' }, { t: 14, kind: 'rest' }],
};

describe('the service tells the source the balls a verdict lets a hand place', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => { await close?.(); close = null; });

  it('nothing after a regular stroke; the incoming white after a five-pins free ball', async () => {
    const svc = await makeService({ setup: FIVE_PINS });
    close = svc.close;
    svc.source.pushStroke(regular);
    expect(svc.service.current.verdicts[0]!.freeBall).toBe(false);
    expect(svc.source.placeable).toEqual([]);
    svc.source.pushStroke(foul);
    const v = svc.service.current.verdicts[1]!;
    expect(v.freeBall).toBe(true);
    // The incoming white, and whatever the set-up of the free ball re-spots (here the yellow on request, 3004.5).
    expect([...svc.source.placeable!].sort()).toEqual([...new Set(['white', ...Object.keys(v.respot), ...Object.keys(v.respotOnRequest ?? {})])].sort());
    expect(svc.source.placeable).toContain('white');
  });

  it('tells again after a correction: a pin the referee adds before the hit makes the last stroke a foul, the yellow placeable', async () => {
    const svc = await makeService({ setup: FIVE_PINS });
    close = svc.close;
    svc.source.pushStroke(regular);
    expect(svc.source.placeable).toEqual([]);
    svc.service.correct({ kind: 'add-event', stroke: 0, event: { t: 0.5, kind: 'pin-fall', pin: 'bottom', by: 'white' } });
    expect(svc.service.current.verdicts[0]!.freeBall).toBe(true);
    expect(svc.source.placeable).toContain('yellow');
  });

  it('tells nothing with vision.placementsFromVerdicts off (the reading before session 58)', async () => {
    const svc = await makeService({ setup: FIVE_PINS, config: testConfig({ vision: { placementsFromVerdicts: false } }) });
    close = svc.close;
    svc.source.pushStroke(regular);
    svc.source.pushStroke(foul);
    expect(svc.service.current.verdicts[1]!.freeBall).toBe(true);
    expect(svc.source.placeable).toBeNull();
  });
});

const FIVE_PINS_SETUP: PlacementSetup = { discipline: 'five-pins', balls: { A: 'white', B: 'yellow' } };
const verdict = (over: Partial<StrokeVerdict>): StrokeVerdict => ({ valid: true, points: {}, fouls: [], calls: [], next: 'B', freeBall: false, respot: {}, ...over });

describe('placeableAfter', () => {
  it('a five-pins free ball: the incoming player\'s ball, and what it re-spots', () => {
    expect(placeableAfter(verdict({ freeBall: true, next: 'B', respot: { red: [0, 0] } }), FIVE_PINS_SETUP).sort()).toEqual(['red', 'yellow']);
  });
  it('a touchent re-spot on request (carom): both balls the player may have set up', () => {
    expect(placeableAfter(verdict({ respotOnRequest: { white: [0, 0], red: [1, 1] } }), { discipline: 'three-cushion' }).sort()).toEqual(['red', 'white']);
  });
  it('a decided set: every ball (the next set is set up afresh)', () => {
    expect(placeableAfter(verdict({ calls: [{ call: 'set-over', player: 'A', count: 1 }] }), FIVE_PINS_SETUP).sort()).toEqual(['red', 'white', 'yellow']);
  });
  it('a regular stroke: none', () => {
    expect(placeableAfter(verdict({}), FIVE_PINS_SETUP)).toEqual([]);
  });
});
