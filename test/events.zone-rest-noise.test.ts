/**
 * Calls from where the balls came to rest under a noisier camera (issue 6):
 * touchent, libres and à cheval turn on boundaries as sharp as a zone line
 * (a 0.5 mm gap, a ball's width from the line). A ball resting near one is
 * named in the rest's doubt, by a margin from its own measured noise
 * (src/events/zone-doubt.ts), and the rules judge it on the other side
 * (src/geometry/rest-sides.ts).
 */
import { describe, expect, it } from 'vitest';
import type { RestEvent, StrokeEvent } from '../src/contracts/events.js';
import type { BallId, Vec2 } from '../src/contracts/ids.js';
import type { MatchFile } from '../src/contracts/match.js';
import { extractStroke } from '../src/events/extract.js';
import { histories } from '../src/events/history.js';
import { GAP_BIAS_MM, LINE_DOUBT_CONFIDENCE, lineDoubt, restMargins } from '../src/events/zone-doubt.js';
import { TOUCH_GAP_MM } from '../src/geometry/contact.js';
import { otherSides } from '../src/geometry/rest-sides.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { cadreLines } from '../src/geometry/zones.js';
import { decidingZones } from '../src/geometry/zone-lines.js';
import { judgeMatch } from '../src/rules/match.js';
import { framesOf, legsPath, noisy } from './events-helpers.js';

const R = CAROM_MATCH_TABLE.ballRadius;
const CADRE = decidingZones(CAROM_MATCH_TABLE, 'cadre-47-2');
/** The top 47 cm line (field-1 lies above it). */
const XL = cadreLines(CAROM_MATCH_TABLE, '47').x[1]!;

/** White rolls down the table and stops far from the others; yellow and red rest `gap` mm apart; every point with σ `sigma`. */
function endOf(gap: number, sigma: number, discipline: 'one-cushion' | 'cadre-47-2' = 'one-cushion') {
  const frames = framesOf({
    white: noisy(legsPath([-900, 0], [[0.3, 1200, 0], [0.9, 0, 0]]), sigma, 1),
    yellow: noisy(() => [300, 200], sigma, 2),
    red: noisy(() => [300 + 2 * R + gap, 200], sigma, 3),
  }, 2.5, 60);
  return { frames, stroke: extractStroke(frames, { table: CAROM_MATCH_TABLE, discipline }) };
}
const restOf = (events: readonly StrokeEvent[]): RestEvent => events.find((e): e is RestEvent => e.kind === 'rest')!;

describe('a rest near a touch or à cheval boundary, from the rest places\' noise', () => {
  it('names two balls left 0.8 mm apart by a camera twice the renders\' noise', () => {
    const { stroke } = endOf(0.8, 1.2);
    expect(restOf(stroke.events).doubts).toContainEqual({ reason: 'zone-line', confidence: LINE_DOUBT_CONFIDENCE, balls: ['yellow', 'red'] });
  });

  it('leaves balls 3 mm apart alone; the vision path\'s averaged rests (no spread) keep the bias floor only', () => {
    expect(restOf(endOf(3, 0.6).stroke.events).doubts ?? []).toEqual([]);
    // The rim fit's averages repeat one place: no noise to measure, no margin; a gap
    // within GAP_BIAS_MM of the touch gap is still doubtful (a bias no frame shows), 2 mm is not.
    const still = endOf(0.8, 0);
    expect(restMargins(histories(still.frames).values())).toMatchObject({ yellow: 0, red: 0 });
    expect(restOf(still.stroke.events).doubts).toContainEqual({ reason: 'zone-line', confidence: LINE_DOUBT_CONFIDENCE, balls: ['yellow', 'red'] });
    expect(restOf(endOf(2, 0).stroke.events).doubts ?? []).toEqual([]);
    expect(GAP_BIAS_MM).toBeLessThan(2 - TOUCH_GAP_MM);
  });

  it('measures a margin that grows with the camera\'s noise', () => {
    const m1 = restMargins(histories(endOf(3, 0.6).frames).values()).red!, m2 = restMargins(histories(endOf(3, 1.2).frames).values()).red!;
    expect(m1).toBeGreaterThan(0.3);
    expect(m2).toBeGreaterThan(1.6 * m1);
  });

  it('names a ball a hair beyond the à cheval reach when its partner lies across the line', () => {
    // Yellow in field-1, red 61.7 mm below its line (the reach is 61.5): no à cheval, by 0.2 mm.
    const places = { white: [-400, -100] as Vec2, yellow: [XL + 23, 400] as Vec2, red: [XL - 61.7, 450] as Vec2 };
    const d = lineDoubt(CADRE, [places], CAROM_MATCH_TABLE);
    expect(d && 'balls' in d ? d.balls : null).toEqual(['red']);
    expect(lineDoubt(CADRE, [{ ...places, red: [XL - 46.7, 450] }], CAROM_MATCH_TABLE)).toBeNull();
    expect(otherSides(CADRE, CAROM_MATCH_TABLE, 'red', places)).toContainEqual([XL - 61.7 + 4, 450]);
  });
});

/** Cadre 47/2: A (white) makes a point; after it the balls lie at `after`, the rest naming `named`. */
function cadre(after: Partial<Record<BallId, Vec2>>, named: BallId[]): MatchFile {
  const rest: StrokeEvent = { t: 2.2, kind: 'rest', confidence: LINE_DOUBT_CONFIDENCE, doubts: [{ reason: 'zone-line', confidence: LINE_DOUBT_CONFIDENCE, balls: named }] };
  return {
    discipline: 'cadre-47-2', distance: 40, players: ['A', 'B'], balls: { A: 'white', B: 'yellow' },
    strokes: [{
      shooter: 'A', before: { balls: { white: [-600, 300], yellow: [600, -100], red: [1100, 400] } }, after: { balls: after },
      events: [{ t: 1, kind: 'strike', ball: 'white' }, { t: 1.4, kind: 'ball-ball', balls: ['white', 'red'] }, { t: 1.8, kind: 'ball-ball', balls: ['white', 'yellow'] }, rest],
    }],
  };
}

describe('the decisive doubt of a rest near a touch or à cheval boundary', () => {
  it('reads the next cue ball 1.25 mm from a ball as touching it (touchent)', () => {
    const v = judgeMatch(cadre({ white: [-400, -100], yellow: [-400 + 2 * R + 1.25, -100], red: [0, 300] }, ['white', 'yellow'])).strokes[0]!;
    expect(v.calls).toContainEqual({ call: 'libres' });
    expect(v.doubt).toMatchObject({ confidence: LINE_DOUBT_CONFIDENCE, events: [3] });
    expect(v.doubt!.alternative!.calls).toContainEqual({ call: 'touchent' });
  });

  it('leaves the stroke confident when the balls near each other are not the next cue ball\'s pair', () => {
    const v = judgeMatch(cadre({ white: [-600, -300], yellow: [-400, -100], red: [-400 + 2 * R + 1.25, -100] }, ['yellow', 'red'])).strokes[0]!;
    expect(v.doubt).toEqual({ confidence: 1, events: [] });
  });

  it('reads an object ball a hair beyond the reach as within it (à cheval)', () => {
    const v = judgeMatch(cadre({ white: [-400, -100], yellow: [XL + 23, 400], red: [XL - 61.7, 450] }, ['red'])).strokes[0]!;
    expect(v.calls.map((c) => c.call)).not.toContain('a-cheval');
    expect(v.doubt!.alternative!.calls).toContainEqual({ call: 'a-cheval', zone: 'field-1' });
  });
});
