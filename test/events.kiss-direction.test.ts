/**
 * A resting ball's displacement is a contact's evidence only when it points
 * away from the hitter along their line of centres (src/events/kiss-direction.ts):
 * a fast ball passing 4 mm wide of a resting red whose points then sit 3 mm
 * towards the pass (noise, development libre #18 stroke 4 at 60 fps twice
 * the noise: 1.4 mm towards it, a contact at 0.6 that never happened) is no
 * contact; the same red pushed 3 mm away is the thin kiss it was before.
 */
import { describe, expect, it } from 'vitest';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { ballContacts } from '../src/events/contacts.js';
import type { BallHistory } from '../src/events/history.js';
import { pushedAway } from '../src/events/kiss-direction.js';
import { fitPiece } from '../src/events/fit.js';

const R = CAROM_MATCH_TABLE.ballRadius, FPS = 60, SPEED = 400, GAP = 4, TC = 1;
const times = Array.from({ length: 2 * FPS + 1 }, (_, i) => i / FPS);
/** The white rolling along +x at SPEED, GAP mm wide of the red at the origin, level with it at TC. */
const white: BallHistory = { id: 'white', t: times, x: times.map((t) => SPEED * (t - TC)), y: times.map(() => 2 * R + GAP), runs: [[0, times.length - 1]] };
/** The red at rest at the origin, seen `dy` mm off along y from just after TC on (+y: towards the white's pass). */
const red = (dy: number): BallHistory => ({ id: 'red', t: times, x: times.map(() => 0), y: times.map((t) => (t > TC + 0.01 ? dy : 0)), runs: [] });
const redContacts = (dy: number) => ballContacts([white, red(dy)], R, times).filter((c) => c.event.balls.includes('red') && (c.event.confidence ?? 0) > 0);

describe('a resting ball displaced across a pass', () => {
  it('is no contact when it moved towards the passing ball', () => {
    expect(redContacts(3)).toEqual([]);
  });

  it('is still a thin kiss when it was pushed away along the line of centres', () => {
    const found = redContacts(-3);
    expect(found).toHaveLength(1);
    expect(Math.abs(found[0]!.event.t - TC)).toBeLessThan(1 / FPS);
  });

  it('reads the direction against the hitter\'s place at the contact', () => {
    const idx = times.map((_, i) => i).filter((i) => times[i]! < TC);
    const hitter = fitPiece(idx.map((i) => times[i]!), idx.map((i) => white.x[i]!), idx.map((i) => white.y[i]!));
    expect(pushedAway(red(-3), hitter, TC)).toBe(true);
    expect(pushedAway(red(3), hitter, TC)).toBe(false);
    // Sent well off (over DIRECTION_BARS bars): its place later may lie past a rail, so its direction is not read.
    expect(pushedAway(red(30), hitter, TC)).toBe(true);
  });
});
