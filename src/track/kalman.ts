/**
 * A constant-velocity Kalman filter on one axis (state: position, velocity);
 * a ball track runs one per axis (the axes' noises are independent). Small
 * and allocation-free: the covariance is three numbers.
 */
export interface Axis { p: number; v: number; ppp: number; ppv: number; pvv: number }

export function axisAt(p: number, posVar: number, velVar: number): Axis {
  return { p, v: 0, ppp: posVar, ppv: 0, pvv: velVar };
}

/** Advance by dt with white acceleration noise of spectral density q (mm²/s³). */
export function predictAxis(a: Axis, dt: number, q: number): Axis {
  const dt2 = dt * dt;
  return {
    p: a.p + a.v * dt,
    v: a.v,
    ppp: a.ppp + 2 * dt * a.ppv + dt2 * a.pvv + (q * dt2 * dt) / 3,
    ppv: a.ppv + dt * a.pvv + (q * dt2) / 2,
    pvv: a.pvv + q * dt,
  };
}

/** Fold in a position measurement z of variance r. */
export function updateAxis(a: Axis, z: number, r: number): Axis {
  const s = a.ppp + r, kp = a.ppp / s, kv = a.ppv / s, y = z - a.p;
  return { p: a.p + kp * y, v: a.v + kv * y, ppp: (1 - kp) * a.ppp, ppv: (1 - kp) * a.ppv, pvv: a.pvv - kv * a.ppv };
}
