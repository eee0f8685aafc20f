/**
 * knockers.ts `knocker` under rest noise (issue 6, session 59): a ball at rest beside a pin seat knocks no pin. The
 * rest test was its fitted speed, and `sinceRest` leaves a ball at rest two points to fit, so it was one step against
 * MOVING_SPEED_MM_S: 1 mm at 60 fps, inside the rest noise. A ball resting a few mm beyond touching a pin was named
 * the pin's knocker, from the first point of the window (it came first), and a ball struck from rest beside the pin
 * had its knock dated in its rest. Now a ball at rest at a point and the next (vanish.ts `rollingAt`) is passed over.
 *
 * Seeded Monte Carlo on one ball's points alone (Gaussian noise a axis), the pin at the origin, knocker's window as
 * pins.ts reads a fall: 0.25 s before the pin was last seen standing to 0.06 s after.
 */
import { describe, expect, it } from 'vitest';
import type { BallHistory } from '../src/events/history.js';
import { knocker } from '../src/events/knockers.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { mulberry32 } from '../src/sim/physics/index.js';

const CONTACT = CAROM_MATCH_TABLE.ballRadius + CAROM_MATCH_TABLE.castle.pinTopRadius, SEAT: [number, number] = [0, 0];

function gaussOf(seed: number): () => number {
  const r = mulberry32(seed);
  return () => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
}

/** 2 s of a ball along x: at rest `gap` mm beyond touching the pin until `ts`, then at `speed` through it (half as fast past it). */
function ball(fps: number, sigma: number, g: () => number, gap: number, ts = Infinity, speed = 0): { h: BallHistory; tk: number } {
  const t = Array.from({ length: 2 * fps }, (_, i) => i / fps), tk = ts + gap / speed;
  const x = (u: number): number => CONTACT + gap - speed * Math.max(0, Math.min(u, tk) - ts) - 0.5 * speed * Math.max(0, u - tk);
  return { h: { id: 'red', t, x: t.map((u) => x(u) + sigma * g()), y: t.map(() => sigma * g()), runs: [] }, tk };
}

describe('a ball at rest beside a pin seat is not its knocker', () => {
  // f3324a1, 300 draws: named in 0.89 / 0.99 of falls at 60 fps, 5 mm, 0.6 / 1.0 mm; 0.57 at 15 mm, 1.0 mm; 30 fps 5 mm
  // 0.31 / 0.53 at 1.0 / 1.5 mm.
  for (const [fps, gap, sigma] of [[60, 5, 0.6], [60, 5, 1.0], [60, 15, 1.0], [30, 5, 1.0], [30, 5, 1.5]] as const) {
    it(`${fps} fps, ${gap} mm beyond touching, ${sigma} mm a axis: named in 1 % of falls or fewer`, () => {
      const g = gaussOf(11);
      let named = 0;
      for (let d = 0; d < 300; d++) if (knocker([ball(fps, sigma, g, gap).h], SEAT, CONTACT, 1.25, 1.56)) named++;
      expect(named / 300).toBeLessThanOrEqual(0.01);
    });
  }
});

describe('a ball struck from rest beside the pin, or rolling into it, is its knocker', () => {
  /** Named share and |knock time error| p90 (ms). */
  function knocks(fps: number, sigma: number, gap: number, speed: number): { named: number; p90: number } {
    const g = gaussOf(11), r = mulberry32(5), errs: number[] = [];
    for (let d = 0; d < 300; d++) {
      const { h, tk } = ball(fps, sigma, g, gap, 1.2 + r() / fps, speed);
      const k = knocker([h], SEAT, CONTACT, tk - 0.25, tk + 0.06);
      if (k) errs.push(Math.abs(k.t - tk) * 1000);
    }
    errs.sort((a, b) => a - b);
    return { named: errs.length / 300, p90: errs[Math.floor(errs.length * 0.9)] ?? Infinity };
  }
  // f3324a1: struck 5 mm from the pin at 1 m/s, 60 fps: p90 158 / 219 ms at 1.0 / 1.5 mm (dated in its rest); 2.5 / 2.9 at 0.3 / 0.6.
  it('struck 5 mm from it at 1 m/s, 60 fps: named, dated within 8 ms (p90) up to 1.5 mm noise', () => {
    for (const sigma of [0.3, 0.6, 1.0, 1.5]) {
      const k = knocks(60, sigma, 5, 1000);
      expect(k.named).toBe(1);
      expect(k.p90).toBeLessThanOrEqual(8);
    }
  });
  // 537f676 (a scratch run of 1000 draws): named in 0.975 / 0.946 of falls at 1.0 / 1.5 mm, p90 13 / 20 ms; this test's
  // 300 draws fail at 1.0 mm already (0.977). Half the rest steps at 1.5 mm passed `sinceRest`'s 2.5 mm, the fit kept
  // rest points, its first point off the rest (5 mm at 1 m/s) fitted too slow and the next met the pin before its
  // previous point. Session 60: a point at rest over 0.1 s (`rollingAt`) ends the rest too: 1 / 1, p90 8.0 / 9.4 ms.
  it('struck 5 mm from it at 1 m/s, 30 fps: named in every fall, dated within 12 ms (p90) up to 1.5 mm noise', () => {
    for (const sigma of [0.3, 0.6, 1.0, 1.5]) {
      const k = knocks(30, sigma, 5, 1000);
      expect(k.named).toBe(1);
      expect(k.p90).toBeLessThanOrEqual(12);
    }
  });
  it('rolling into it from afar (300 mm/s to 2.5 m/s, 60 and 30 fps): named as before (a guard, f3324a1 too)', () => {
    for (const fps of [60, 30]) {
      for (const [gap, speed] of [[60, 300], [100, 1000], [200, 2500]] as const) {
        const k = knocks(fps, 1.0, gap, speed);
        expect(k.named).toBe(1);
        expect(k.p90).toBeLessThanOrEqual(25);
      }
    }
  });
});
