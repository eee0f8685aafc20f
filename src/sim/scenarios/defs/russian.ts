/**
 * Russian colour-ball scenarios: breaks (legal, illegal), then the colour
 * called and potted early (foul), called by a bank (frame won), or dropped
 * in a pocket other than the called one (off route).
 */
import type { BallId, Cushion, Pocket } from '../../../contracts/ids.js';
import { CUSHIONS, POCKETS, RUSSIAN_WHITES } from '../../../contracts/ids.js';
import type { Declaration } from '../../../contracts/match.js';
import { type Live } from '../chain.js';
import { angleTo, bankAim, cutAngle, ghostAim, pocketTarget } from '../aim.js';
import { russianRack } from '../layouts.js';
import type { Aim } from '../search.js';
import type { ScenarioDef, StrokePlan } from '../types.js';
import { at, kinds, type Style } from './helpers.js';

const RACK = russianRack();
const POT: Style = { speed: [1500, 4500], side: [-0.3, 0.3], height: [-0.3, 0.4], spread: 0.012 };
/** Cut angles beyond this (rad) are not tried: too thin to pot. */
const MAX_CUT = 1.2;

function breakPlan(speed: [number, number], expect: Record<string, unknown>, intent?: StrokePlan['intent']): StrokePlan {
  return {
    aims: (live) => [{ ball: 'w7', direction: angleTo(at(live, 'w7'), at(live, 'w1')), spread: 0.01, speed, side: [-0.2, 0.2], height: [-0.3, 0.3] }],
    expect, tries: 600, ...(intent ? { intent } : {}),
  };
}

const LEGAL_BREAK = breakPlan([6000, 9000], { valid: true, fouls: [], points: { A: 0, B: 0 }, next: 'B' }, (t) => kinds(t, 'pocket') === 0);

function whites(live: Live): BallId[] {
  return RUSSIAN_WHITES.filter((w) => live.position.balls[w]);
}

/**
 * Aims that pot the colour, from each white as cue ball, into each pocket,
 * directly or off one cushion; `declare` gives the call made for the route
 * aimed at (the call may differ from the route on purpose).
 */
export function colourAims(live: Live, declare: (pocket: Pocket, cushions: Cushion[]) => Declaration, banks: boolean): Aim[] {
  const R = live.table.ballRadius, colour = at(live, 'colour');
  const out: Aim[] = [];
  for (const w of whites(live)) {
    const cue = at(live, w);
    for (const pocket of POCKETS) {
      const target = pocketTarget(live.table, pocket);
      const routes: { cushions: Cushion[]; aimAt: [number, number] }[] = [{ cushions: [], aimAt: [target[0], target[1]] }];
      if (banks) {
        for (const c of CUSHIONS) {
          const d = bankAim(colour, target, c, live.table);
          routes.push({ cushions: [c], aimAt: [colour[0] + 1000 * Math.cos(d), colour[1] + 1000 * Math.sin(d)] });
        }
      }
      for (const r of routes) {
        if (cutAngle(cue, colour, r.aimAt, R) > MAX_CUT) continue;
        out.push({ ball: w, direction: ghostAim(cue, colour, r.aimAt, R), spread: POT.spread!, speed: POT.speed, side: POT.side!, height: POT.height!, declared: declare(pocket, r.cushions) });
      }
    }
  }
  return out;
}

const asAimed = (pocket: Pocket, cushions: Cushion[]): Declaration => ({ pocket, cushions, via: [] });
/** A call of the pocket diagonally across from the one aimed at. */
const wrongPocket = (pocket: Pocket, cushions: Cushion[]): Declaration => ({ pocket: POCKETS[(POCKETS.indexOf(pocket) + 3) % 6]!, cushions, via: [] });

export const RUSSIAN_SCENARIOS: ScenarioDef[] = [
  {
    name: 'russian-legal-break-turn-passes',
    discipline: 'russian-colour', layout: RACK,
    description: 'A breaks hard from the house: balls reach two cushions, a legal break; nothing potted, the turn passes.',
    strokes: [LEGAL_BREAK],
  },
  {
    name: 'russian-illegal-break-too-soft',
    discipline: 'russian-colour', layout: RACK,
    // The soft break stops short of the rack: a miss as well (a general foul on the break too, session 26, art. 9).
    description: 'A breaks softly: the cue ball stops short of the rack, no ball reaches two cushions: a miss and an illegal break, B chooses.',
    strokes: [breakPlan([900, 1600], { valid: false, fouls: ['other', 'illegal-break'], next: 'B' })],
  },
  {
    name: 'russian-break-then-early-colour-direct-foul',
    discipline: 'russian-colour', layout: RACK,
    description: 'After the break B calls and pots the colour straight in before any white: early colour without a bank is a foul.',
    strokes: [LEGAL_BREAK, {
      aims: (live) => colourAims(live, asAimed, false), tries: 2000,
      expect: { valid: false, fouls: ['early-colour'], next: 'A' },
    }],
  },
  {
    name: 'russian-break-then-called-colour-bank-wins-frame',
    discipline: 'russian-colour', layout: RACK,
    description: 'After the break B calls the colour off one cushion into a pocket and makes it as called: a legal early colour, frame and match to B.',
    strokes: [LEGAL_BREAK, {
      aims: (live) => colourAims(live, asAimed, true).filter((a) => a.declared!.cushions.length === 1), tries: 4000,
      expect: { valid: true, fouls: [], next: null },
    }],
    expect: { winner: 'B', sets: { A: 0, B: 1 } },
  },
  {
    name: 'russian-break-then-colour-in-wrong-pocket-off-route',
    discipline: 'russian-colour', layout: RACK,
    description: 'After the break B calls one pocket but the colour drops straight into another: off the called route, and early without a bank: two fouls, one penalty.',
    strokes: [LEGAL_BREAK, {
      aims: (live) => colourAims(live, wrongPocket, false), tries: 2000,
      expect: { valid: false, fouls: ['off-route', 'early-colour'], calls: [{ call: 'choice', player: 'A' }], next: 'A' },
    }],
  },
];
