/**
 * A cue ball struck under the cue and seen once, just out from under it, a
 * few ms before it meets its object ball (causes.ts `alongHiddenWay`), and
 * the object ball lying 3 mm from another, passing the hit on within a
 * frame (relay-push.ts). Development Russian at 30 fps: #21[1] (cue ball →
 * w2 → colour, 4 ms apart: the cue ball's contact lost, the chain to the
 * colour broken, a foul called on a valid stroke) and #37[5] (cue ball →
 * colour → w3, the colour's departure spoilt by its touch 7 ms later).
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { histories } from '../src/events/history.js';
import { causes } from '../src/events/causes.js';
import { startsOf } from '../src/events/starts.js';
import { framesOf, legsPath, noisy, type Path } from './events-helpers.js';

const table = PYRAMID_12FT_TABLE, R = table.ballRadius;
const ctx = { table, discipline: 'russian-colour' as const };
const hide = (path: Path, from: number, to: number): Path => (t) => (t >= from && t < to ? null : path(t));
const pairs = (es: readonly StrokeEvent[]): string[] => es.flatMap((e) => (e.kind === 'ball-ball' && (e.confidence ?? 1) >= 0.5 ? [[...e.balls].sort().join('+')] : []));

// The cue ball w5 lies at (-200, -500), is struck at 1.0 s at 3 m/s up the table, unseen under the cue from 0.6 s to 1.19 s
// (seen once, at 1.2 s, 21 mm short of its object ball), and meets it at tc = 1.207 s.
const V = 3000, tc = 1.207, y0 = -500, yc = y0 + V * (tc - 1);
const cue = (stop: number): Path => hide(noisy(legsPath([-200, y0], [[1, 0, V], [tc, 0, stop], [tc + 0.3, 0, 0]]), 0.6, 3), 0.6, 1.19);

describe('a cue ball seen once out from under the cue before its contact (30 fps)', () => {
  it('hit the ball its way meets, though that ball met another 7 ms later', () => {
    // The colour lies 2R ahead of the cue ball's way at the contact; it leaves at 2.9 m/s and meets w3 7 ms later, which
    // turns it 53° (its first points no longer lead back along the line of centres).
    const colour0: [number, number] = [-200, yc + 2 * R];
    const colour = noisy(legsPath(colour0, [[tc, 0, 2900], [tc + 0.007, 1392, 1044], [tc + 0.5, 0, 0]]), 0.6, 5);
    const w3 = noisy(legsPath([colour0[0] - 0.6 * 2 * R, colour0[1] + 20.3 + 0.8 * 2 * R], [[tc + 0.007, -1392, 1856], [tc + 0.5, 0, 0]]), 0.6, 7);
    const hs = [...histories(framesOf({ w5: cue(300), colour, w3 }, 2.2, 30)).values()];
    const why = causes(hs, startsOf(hs), R);
    expect(why.find((w) => w.start.id === 'colour')?.by).toBe('w5');
    expect(why.find((w) => w.start.id === 'w3')?.by).toBe('colour');
  });
  it('hit the ball lying 3 mm from the one that left: a relay that passed the hit on', () => {
    // w2 lies 2R ahead of the cue ball's way, 3 mm from the colour: it moves those 3 mm and stops; the colour leaves at 2.8 m/s.
    const w2 = noisy(legsPath([-200, yc + 2 * R], [[tc, 0, 2900], [tc + 0.001, 0, 0]]), 0.6, 11);
    const colour = noisy(legsPath([-200, yc + 4 * R + 3], [[tc + 0.001, 0, 2800], [tc + 0.6, 0, 0]]), 0.6, 13);
    const ex = extractStroke(framesOf({ w5: cue(0), w2, colour }, 2.2, 30), ctx);
    const found = pairs(ex.events);
    expect(found).toContain('w2+w5');
    expect(found).toContain('colour+w2');
    expect(found).not.toContain('colour+w5');
  });
});
