/**
 * Second meetings of a pair and contacts evidence contradicts (issue 6,
 * carom ball-ball contacts at 30 fps), on hand-made paths with known answers:
 * a ball hit into a rail 84 mm away, seen on the rail once (no cushion hit
 * found), comes back into its hitter 97 ms later: two contacts, not one
 * (`straightSide`, `PARTED_MM`, `reapproached`); a fast ball passing a few mm
 * wide of a resting ball that another ball hits 0.25 s later is no contact
 * (the displacement belongs to the later hit); a fast ball whose two points
 * fit 10 mm deep into a resting ball that stays put is a doubt, not a
 * contact (`impliedPush`, `stayed`).
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { ballContacts } from '../src/events/contacts.js';
import { extractStroke } from '../src/events/extract.js';
import { histories } from '../src/events/history.js';
import { framesOf, type Path, isPair } from './events-helpers.js';

const R = CAROM_MATCH_TABLE.ballRadius;
const LINE = CAROM_MATCH_TABLE.length / 2 - R;

/** Deterministic noise, uniform in ±a/2 per axis, different per seed. */
const jitter = (path: Path, a: number, seed: number): Path => (t) => {
  const q = path(t), u = (k: number): number => { const s = Math.sin(k * 12.9898 + seed * 78.233) * 43758.5453; return s - Math.floor(s) - 0.5; };
  return q && [q[0] + a * u(t * 1000), q[1] + a * u(t * 1000 + 0.5)];
};

/** Position along x from x0 with velocity segments [from t, v] (at rest before the first). */
const along = (x0: number, knots: [number, number][]): Path => (t) => {
  let x = x0;
  knots.forEach(([tk, v], k) => {
    const tn = k + 1 < knots.length ? knots[k + 1]![0] : Infinity;
    x += v * Math.max(0, Math.min(t, tn) - tk);
  });
  return [x, 0];
};

describe('a ball hit into a rail 84 mm away and back into its hitter (30 fps)', () => {
  // White (2600 mm/s) hits red at rest at t1 full; red (2500) reaches the top contact line, comes back at 1800 and
  // catches white (going back at 300) at t2; equal masses exchange their speeds along the line of centres.
  const t1 = 0.995, rest = LINE - 84, vIn = 2600, vRed = 2500, vBack = 1800, vWhite = -300;
  const tRail = t1 + (LINE - rest) / vRed;
  const t2 = (LINE + vBack * tRail - rest + vWhite * t1) / (vBack + vWhite);
  const atT2 = { white: rest - 2 * R + vWhite * (t2 - t1), red: LINE - vBack * (t2 - tRail) };
  const white = along(rest - 2 * R - vIn * (t1 - 0.3), [[0.3, vIn], [t1, vWhite], [t2, -vBack], [t2 + 0.2, 0]]);
  const red: Path = (t) => (t <= t1 ? [rest, 0] : t <= tRail ? [rest + vRed * (t - t1), 0] : t <= t2 ? [LINE - vBack * (t - tRail), 0] : [atT2.red + vWhite * (t - t2), 0]);
  for (let seed = 1; seed <= 6; seed++) {
    const frames = framesOf({ white: jitter(white, 2, seed), red: jitter(red, 2, seed + 50), yellow: jitter(() => [-600, 300], 1, seed + 99) }, 1.8, 30);
    it(`is two contacts, seed ${seed}`, () => {
      const hs = [...histories(frames).values()];
      const all = ballContacts(hs, R, frames.map((f) => f.t));
      const found = all.filter((f) => (f.event.confidence ?? 0) >= 0.9);
      expect(found.map((f) => +f.event.t.toFixed(3))).toHaveLength(2);
      expect(Math.abs(found[0]!.event.t - t1)).toBeLessThan(2 / 30);
      expect(Math.abs(found[1]!.event.t - t2)).toBeLessThan(2 / 30);
      const events = extractStroke(frames, { table: CAROM_MATCH_TABLE, discipline: 'libre' }).events;
      const pair = events.filter((e) => e.kind === 'ball-ball');
      expect(pair.map((e) => +e.t.toFixed(3))).toHaveLength(2);
    });
  }
});

describe('a fast ball passing a resting ball 3 mm wide, the resting ball hit 0.25 s later by another', () => {
  // Yellow passes red (at the origin) at 1500 mm/s, 3 mm wide, at 1.0 s; white hits red full along +x at 1.25 s.
  const yellow: Path = (t) => [1500 * (t - 1), 2 * R + 3];
  const white = along(-2 * R - 1000 * 0.95, [[0.3, 1000], [1.25, 0]]);
  const red = along(0, [[1.25, 1000], [1.6, 0]]);
  for (let seed = 1; seed <= 6; seed++) {
    it(`is no yellow-red contact, seed ${seed}`, () => {
      const frames = framesOf({ yellow: jitter(yellow, 8, seed), white: jitter(white, 2, seed + 9), red: jitter(red, 2, seed + 50) }, 2, 30);
      const hs = [...histories(frames).values()];
      const found = ballContacts(hs, R, frames.map((f) => f.t));
      const yr = found.filter((f) => isPair(f.event, 'yellow', 'red') && f.event.confidence !== undefined);
      expect(yr).toEqual([]);
      expect(found.some((f) => f.event.balls.includes('white' as BallId) && (f.event.confidence ?? 0) >= 0.9)).toBe(true);
    });
  }
});

describe('a fast ball whose two points after a rail hit aim 10 mm into a resting ball it passes 6 mm wide (30 fps)', () => {
  // Yellow runs along +x at 2400 mm/s past red (at rest at the origin), 6 mm wider than touching; its two points before the
  // pass (after a rail hit at 0.95 s) lie on a line tilted 5° into red, 10 mm deep at the closest approach (1.02 s).
  const yellow: Path = (t) => [2400 * (t - 1.02), t < 1.02 ? 2 * R - 10 - 200 * (t - 1.02) : 2 * R + 6];
  const red: Path = () => [0, 0];
  it('is a doubt, not a contact: red stayed put', () => {
    const frames = framesOf({ yellow: (t) => (t < 0.95 ? null : yellow(t)), red: jitter(red, 1, 3) }, 2, 30);
    const hs = [...histories(frames).values()];
    const found = ballContacts(hs, R, frames.map((f) => f.t), new Map<BallId, number[]>([['yellow', [0.95]]]));
    expect(found.filter((f) => f.event.confidence !== undefined)).toEqual([]);
    expect(found.some((f) => f.doubt !== undefined)).toBe(true);
  });
});
