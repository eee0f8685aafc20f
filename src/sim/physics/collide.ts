/**
 * Instantaneous impacts: ball-ball with throw, ball-cushion (Han 2005).
 * Both are impulse models on rigid spheres; vertical velocity the impulse
 * would give is taken up by the table (the ball stays on the cloth), which
 * only ever removes energy.
 */
import type { Kin } from './motion.js';
import { type V3, add, cross, dot, norm, scale, sub } from './vec.js';

export interface BallBallParams { restitution: number; frictionA: number; frictionB: number; frictionC: number }

function applyImpulse(k: Kin, P: V3, arm: V3, m: number, R: number): Kin {
  const I = 0.4 * m * R * R;
  const dw = scale(cross(arm, P), 1 / I);
  return { px: k.px, py: k.py, vx: k.vx + P[0] / m, vy: k.vy + P[1] / m, w: add(k.w, dw) };
}

/**
 * Ball-ball impact of two equal balls with friction between them (throw).
 * Normal: restitution e. Tangential: the contact slip s (3-D: side spin, cut
 * and top/back spin all contribute) is opposed by an impulse min(μ·Jn, stick),
 * μ from Alciatore's fit μ = a + b·exp(−c·|s|) (TP A-14, "The effects of cut
 * angle, speed and spin on object ball throw", |s| in m/s). Both balls have
 * the tangential inverse mass 1/m + R²/I = 7/(2m), so sticking takes |s|·m/7.
 */
export function ballBall(a: Kin, b: Kin, m: number, R: number, p: BallBallParams): [Kin, Kin] {
  const dx = b.px - a.px, dy = b.py - a.py;
  const d = Math.hypot(dx, dy);
  const n: V3 = [dx / d, dy / d, 0];
  const vn = (a.vx - b.vx) * n[0] + (a.vy - b.vy) * n[1];
  if (vn <= 0) return [a, b];
  const Jn = ((1 + p.restitution) * vn * m) / 2;
  const armA = scale(n, R), armB = scale(n, -R);
  const ca = add([a.vx, a.vy, 0], cross(a.w, armA));
  const cb = add([b.vx, b.vy, 0], cross(b.w, armB));
  const rel = sub(ca, cb);
  const s = sub(rel, scale(n, dot(rel, n)));
  const sMag = norm(s);
  let P: V3 = scale(n, -Jn);
  if (sMag > 1e-9) {
    const mu = p.frictionA + p.frictionB * Math.exp(-p.frictionC * sMag / 1000);
    const Jt = Math.min(mu * Jn, (sMag * m) / 7);
    P = add(P, scale(s, -Jt / sMag));
  }
  return [applyImpulse(a, P, armA, m, R), applyImpulse(b, scale(P, -1), armB, m, R)];
}

export interface CushionParams { restitution: number; friction: number }

/** Angle θ above the equator of the ball-cushion contact: sin θ = (h − R)/R. */
export function cushionContactAngle(R: number, noseHeight: number): number {
  return Math.asin(Math.max(-1, Math.min(1, noseHeight / R - 1)));
}

/**
 * Ball-cushion impact, Han's model (I. Han, "Dynamics in carom and three
 * cushion billiards", J. Mech. Sci. Tech. 19 (2005) 976-984). The cushion nose
 * at height h touches the ball at angle θ above its equator; the impulse acts
 * at that point only (the cloth's share is neglected during the short impact,
 * as in Han). Normal impulse (1+e)·m·(contact normal velocity); friction μ
 * opposes the contact slip, capped at the impulse that stops the slip (the
 * tangential inverse mass is 7/(2m)). `n` is the cushion's inward normal
 * (from the cushion towards the ball centre), horizontal, unit.
 */
export function ballCushion(k: Kin, n: readonly [number, number], m: number, R: number, theta: number, p: CushionParams): Kin {
  // Unit vector from the ball centre to the contact point on the nose.
  const rho: V3 = [-n[0] * Math.cos(theta), -n[1] * Math.cos(theta), Math.sin(theta)];
  const arm = scale(rho, R);
  const vc = add([k.vx, k.vy, 0], cross(k.w, arm));
  const vn = dot(vc, rho);
  if (vn <= 0) return k;
  const Pn = (1 + p.restitution) * m * vn;
  const s = sub(vc, scale(rho, vn));
  const sMag = norm(s);
  let P: V3 = scale(rho, -Pn);
  if (sMag > 1e-9) {
    const Jt = Math.min(p.friction * Pn, (2 * m * sMag) / 7);
    P = add(P, scale(s, -Jt / sMag));
  }
  return applyImpulse(k, P, arm, m, R);
}

/**
 * Frictionless central impact of a ball (mass mb) on a pin body (mass mp),
 * along the horizontal unit normal n from the pin to the ball. Returns the
 * impulse magnitude J (on the pin along −n) and the new ball velocity.
 */
export function ballPinImpulse(
  k: Kin, pinVel: readonly [number, number], n: readonly [number, number], mb: number, mp: number, e: number,
): { J: number; ball: Kin } {
  const vn = (pinVel[0] - k.vx) * n[0] + (pinVel[1] - k.vy) * n[1];
  if (vn <= 0) return { J: 0, ball: k };
  const J = ((1 + e) * vn * mb * mp) / (mb + mp);
  return { J, ball: { ...k, vx: k.vx + (J / mb) * n[0], vy: k.vy + (J / mb) * n[1] } };
}
