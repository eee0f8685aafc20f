/**
 * Five-pins scenarios: each opens with A's starting stroke (a quiet regular
 * hit), then B's stroke is the hard call: the castle hit by the object ball,
 * the centre pin alone (10), the own ball into the pins (`pins` foul), a pin
 * shifted but standing, a ball jumping out, the red first.
 */
import type { BallId, Vec2 } from '../../../contracts/ids.js';
import { PINS } from '../../../contracts/ids.js';
import type { Position } from '../../../contracts/match.js';
import { pinSeats } from '../../../geometry/castle.js';
import { CAROM_MATCH_TABLE } from '../../../geometry/tables.js';
import type { Live, Trial } from '../chain.js';
import { angleTo, ghostAim } from '../aim.js';
import type { Aim } from '../search.js';
import type { ScenarioDef, StrokePlan } from '../types.js';
import { aim, at, cutAims, kinds, type Style } from './helpers.js';

const LAYOUT: Position = {
  balls: { white: [-900, 300], yellow: [-380, 330], red: [600, -380] },
  pins: Object.fromEntries(PINS.map((p) => [p, 'standing'])),
};
const HEADER = { distance: 60 };
const QUIET: Style = { speed: [350, 900], side: [-0.2, 0.2], height: [-0.2, 0.3], spread: 0.03 };
const SEATS = pinSeats(CAROM_MATCH_TABLE);

/** Pins untouched, red untouched: the starting stroke changes nothing but the two whites. */
const quiet = (t: Trial) => kinds(t, 'pin-fall') + kinds(t, 'pin-shift') === 0 && !t.planned.stroke.events.some((e) => e.kind === 'ball-ball' && e.balls.includes('red'));

/** The object ball (A's white) rests 250-800 mm from the castle, within 8° of a diagonal: B can send it through the castle between two pins. */
function onDiagonal(t: Trial): boolean {
  const w = t.planned.stroke.after!.balls.white;
  if (!w) return false;
  const r = Math.hypot(w[0], w[1]), a = Math.abs(Math.atan2(Math.abs(w[1]), Math.abs(w[0])) - Math.PI / 4);
  return r > 250 && r < 800 && a < (8 * Math.PI) / 180;
}

function start(extra?: (t: Trial) => boolean): StrokePlan {
  return {
    aims: (live, cue) => cutAims(live, cue, QUIET, ['yellow']), tries: 2000,
    expect: { valid: true, fouls: [], points: { A: 0, B: 0 }, next: 'B', freeBall: false },
    intent: (t) => quiet(t) && (extra?.(t) ?? true),
  };
}

/** Ghost-ball aims sending the object ball at each pin and around the castle. */
function castleAims(live: Live, cue: BallId, style: Style): Aim[] {
  const R = live.table.ballRadius, c = at(live, cue), ob = at(live, 'white');
  const targets: Vec2[] = [...Object.values(SEATS), [25, 25], [-25, 25], [25, -25], [-25, -25]];
  return targets.map((p) => aim(cue, ghostAim(c, ob, p, R), style));
}

const pins = (t: Trial) => kinds(t, 'pin-fall');
const FIRM: Style = { speed: [900, 2600], side: [-0.3, 0.3], height: [-0.3, 0.3], spread: 0.025 };

export const FIVE_PINS_SCENARIOS: ScenarioDef[] = [
  {
    name: 'five-pins-castle-knocked-by-object-ball',
    discipline: 'five-pins', header: HEADER, layout: LAYOUT,
    description: "After A's quiet starting stroke, B sends the object ball into the castle: the pins count for B.",
    strokes: [start(), {
      aims: (live, cue) => castleAims(live, cue, FIRM), tries: 1500,
      expect: { valid: true, fouls: [], calls: [{ call: 'pins' }], next: 'A' },
      intent: (t) => pins(t) >= 2 && t.planned.stroke.events.every((e) => e.kind !== 'pin-fall' || e.by !== 'yellow'),
    }],
  },
  {
    name: 'five-pins-centre-pin-alone-ten',
    discipline: 'five-pins', header: HEADER, layout: LAYOUT,
    description: 'B sends the object ball along a diagonal through the castle: the centre pin alone falls, 10 points.',
    strokes: [start(onDiagonal), {
      aims: (live, cue) => castleAims(live, cue, { ...FIRM, spread: 0.04 }), tries: 2000,
      expect: { valid: true, fouls: [], points: { A: 0, B: 10 }, calls: [{ call: 'pins', count: 10 }], next: 'A' },
    }],
    expect: { score: { A: 0, B: 10 } },
  },
  {
    name: 'five-pins-own-ball-into-pins-foul',
    discipline: 'five-pins', header: HEADER, layout: LAYOUT,
    description: "B hits the object ball correctly, then B's own ball knocks pins: foul `pins`, every fallen pin to A, no free ball.",
    strokes: [start(), {
      aims: (live, cue) => [...castleAims(live, cue, FIRM), ...cutAims(live, cue, FIRM, ['white'])], tries: 2000,
      expect: { valid: false, fouls: ['pins'], points: { B: 0 }, freeBall: false, next: 'A' },
    }],
  },
  {
    name: 'five-pins-pin-shifted-still-standing',
    discipline: 'five-pins', header: HEADER, layout: LAYOUT,
    description: 'The object ball brushes a pin, which slides but stays up: a shift is not a fall, nothing counts.',
    strokes: [start(), {
      aims: (live, cue) => castleAims(live, cue, { speed: [300, 1400], side: [-0.3, 0.3], height: [-0.3, 0.3], spread: 0.04 }), tries: 2000,
      expect: { valid: true, fouls: [], points: { A: 0, B: 0 }, next: 'A' },
      intent: (t) => kinds(t, 'pin-shift') >= 1 && pins(t) === 0,
    }],
  },
  {
    name: 'five-pins-ball-jumps-off-table',
    discipline: 'five-pins', header: HEADER, layout: LAYOUT,
    description: 'A hard stroke sends a ball off the table: foul `ball-outside`, 2 to A, the ball re-spotted, free ball.',
    strokes: [start(), {
      aims: (live, cue) => [...cutAims(live, cue, { speed: [5000, 8000], spread: 0.03, side: [-0.3, 0.3] }, ['white'])],
      jump: { probability: 1 }, tries: 1500,
      expect: { valid: false, fouls: ['ball-outside'], freeBall: true, next: 'A' },
      intent: (t) => kinds(t, 'off-table') === 1,
    }],
  },
  {
    name: 'five-pins-red-first-foul',
    discipline: 'five-pins', header: HEADER, layout: LAYOUT,
    description: 'B plays the red first and never reaches the object ball: fouls `red-first` and `object-ball`, 2 + 2 to A, free ball.',
    strokes: [start(), {
      aims: (live, cue) => cutAims(live, cue, FIRM, ['red']), tries: 1500,
      expect: { valid: false, fouls: ['red-first', 'object-ball'], points: { A: 4, B: 0 }, freeBall: true, next: 'A' },
    }],
  },
  {
    name: 'five-pins-object-ball-missed',
    discipline: 'five-pins', header: HEADER, layout: LAYOUT,
    description: 'B misses the object ball altogether: foul `object-ball`, 2 to A, free ball.',
    strokes: [start(), {
      aims: (live, cue) => [0, 1, 2, 3, 4, 5].map((k) => aim(cue, angleTo(at(live, cue), at(live, 'white')) + 0.6 + k, FIRM)),
      expect: { valid: false, fouls: ['object-ball'], points: { A: 2, B: 0 }, freeBall: true, next: 'A' },
    }],
  },
];
