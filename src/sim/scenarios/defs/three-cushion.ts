/**
 * Three-cushion scenarios: the exact cushion count (3 against 2), a corner
 * hit twice a few ms apart, a kiss that barely moves the second ball, a miss
 * of the second ball by about a millimetre, and a run.
 */
import type { BallId } from '../../../contracts/ids.js';
import { cushionsOf, firstContacts } from '../../../rules/query.js';
import type { Trial } from '../chain.js';
import { closestGap, displacement, touched } from '../measure.js';
import type { ScenarioDef } from '../types.js';
import { NO_POINT, POINT, bothMet, caromObjects, cueOf, cushionsToSecond, cutAims, fanAims, type Style } from './helpers.js';

const HEADER = { distance: 15 };
const LAYOUT = { balls: { white: [-700, 250], yellow: [-350, -420], red: [820, 180] } } as const;
const FIRM: Style = { speed: [2400, 4800], side: [-0.45, 0.45], height: [-0.2, 0.4], spread: 0.03 };

const aims = (live: Parameters<ScenarioDef['strokes'][0]['aims']>[0], cue: BallId) => [
  ...cutAims(live, cue, FIRM), ...fanAims(cue, 48, FIRM),
];

/** Corner double hits: two consecutive cue-ball cushion contacts on perpendicular cushions, before the second ball. */
function corner(t: Trial): { dt: number; longFirst: boolean } | null {
  const cue = cueOf(t), second = firstContacts(t.planned.stroke.events, cue)[1]?.t ?? Infinity;
  const cs = cushionsOf(t.planned.stroke.events, cue, second);
  for (let i = 1; i < cs.length; i++) {
    const long = (c: string) => c === 'left' || c === 'right';
    if (long(cs[i]!.cushion) !== long(cs[i - 1]!.cushion) && cs[i]!.t - cs[i - 1]!.t < 0.04) {
      return { dt: cs[i]!.t - cs[i - 1]!.t, longFirst: long(cs[i - 1]!.cushion) };
    }
  }
  return null;
}

/** "A few ms apart": the two hits of a corner, in [1, 8] ms. */
const fewMs = (t: Trial) => { const c = corner(t); return c !== null && c.dt >= 0.001 && c.dt <= 0.008; };

/** The object ball the cue ball did not reach. */
function missed(t: Trial): BallId | undefined {
  const met = new Set(firstContacts(t.planned.stroke.events, cueOf(t)).map((c) => c.other));
  return caromObjects(cueOf(t)).find((b) => !met.has(b));
}

const R = 61.5 / 2;

export const THREE_CUSHION_SCENARIOS: ScenarioDef[] = [
  {
    name: 'three-cushion-point-exactly-three-cushions',
    discipline: 'three-cushion',
    description: 'White meets the first object ball and then the second after exactly three cushion contacts: a point.',
    header: HEADER, layout: LAYOUT,
    strokes: [{ aims, expect: { ...POINT, points: { A: 1, B: 0 }, next: 'A' }, intent: (t) => cushionsToSecond(t) === 3, tries: 6000 }],
    expect: { score: { A: 1, B: 0 } },
  },
  {
    name: 'three-cushion-no-point-exactly-two-cushions',
    discipline: 'three-cushion',
    description: 'White meets both object balls but only two cushion contacts come before the second: no point, the turn passes.',
    header: HEADER, layout: LAYOUT,
    strokes: [{ aims, expect: { ...NO_POINT, points: { A: 0, B: 0 }, next: 'B' }, intent: (t) => bothMet(t) && cushionsToSecond(t) === 2 }],
  },
  {
    name: 'three-cushion-point-corner-two-cushions-ms-apart',
    discipline: 'three-cushion',
    description: 'White goes into a corner and touches both of its cushions 1-8 ms apart: two contacts, three in all before the second ball: a point.',
    header: HEADER, layout: LAYOUT,
    strokes: [{
      aims, tries: 3000,
      expect: { ...POINT, next: 'A' },
      intent: (t) => cushionsToSecond(t) === 3 && fewMs(t),
      coarse: (t) => t.verdict.points.A === 1 && cushionsToSecond(t) === 3 && corner(t)?.longFirst === true,
    }],
  },
  {
    name: 'three-cushion-no-point-corner-only-two-cushions',
    discipline: 'three-cushion',
    description: 'White hits both object balls with a corner (two cushions 1-8 ms apart) as its only cushions before the second ball: two contacts, no point.',
    header: HEADER, layout: LAYOUT,
    strokes: [{
      aims, tries: 3000,
      expect: { ...NO_POINT, next: 'B' },
      intent: (t) => bothMet(t) && cushionsToSecond(t) === 2 && fewMs(t),
      coarse: (t) => bothMet(t) && cushionsToSecond(t) === 2 && corner(t)?.longFirst === true,
    }],
  },
  {
    name: 'three-cushion-point-thin-kiss-second-ball-moves-under-5mm',
    discipline: 'three-cushion',
    description: 'A point on a kiss so thin that the second object ball moves less than 5 mm: the contact must still be seen.',
    header: HEADER, layout: LAYOUT,
    strokes: [{
      aims, tries: 2000,
      expect: { ...POINT, next: 'A' },
      intent: (t) => {
        const second = firstContacts(t.planned.stroke.events, cueOf(t))[1]?.other;
        return cushionsToSecond(t) >= 3 && second !== undefined && displacement(t.planned.stroke.before!, t.planned.stroke.after!, second) < 5;
      },
      coarse: (t) => t.verdict.points.A === 1,
    }],
  },
  {
    name: 'three-cushion-no-point-second-ball-missed-by-1mm',
    discipline: 'three-cushion',
    description: 'After the first ball and three cushions white passes the second object ball about 1 mm away (0.3-2 mm): no contact, no point.',
    header: HEADER, layout: LAYOUT,
    strokes: [{
      aims, tries: 2000,
      expect: { ...NO_POINT, next: 'B' },
      intent: (t) => {
        const m = missed(t);
        if (!m || firstContacts(t.planned.stroke.events, cueOf(t)).length !== 1 || cushionsOf(t.planned.stroke.events, cueOf(t)).length < 3) return false;
        const g = closestGap(t.planned.sim, cueOf(t), m, R);
        return g >= 0.3 && g <= 2 && !touched(t.planned.stroke.events, cueOf(t), m);
      },
      coarse: (t) => t.verdict.points.A === 1,
    }],
  },
  {
    name: 'three-cushion-run-of-two-then-miss',
    discipline: 'three-cushion',
    description: 'A scores twice (a run of two), misses, and B comes to the table.',
    header: HEADER, layout: LAYOUT,
    strokes: [
      { aims, expect: { ...POINT, next: 'A', run: 1 }, tries: 6000 },
      { aims, expect: { ...POINT, next: 'A', run: 2 }, tries: 6000 },
      { aims, expect: { ...NO_POINT, next: 'B' }, intent: bothMet },
    ],
    expect: { score: { A: 2, B: 0 }, highRun: { A: 2, B: 0 } },
  },
];
