/** Shared by the events tests: tracked frames built from one path per ball. */
import type { BallId } from '../src/contracts/ids.js';
import type { TrackedFrame } from '../src/track/tracker.js';

/** A ball's place (table mm) at time t, or null where the tracker did not see it. */
export type Path = (t: number) => [number, number] | null;

/** Tracked frames at fps over [0, end] from one path per ball (null: unseen). */
export function framesOf(paths: Partial<Record<BallId, Path>>, end: number, fps: number): TrackedFrame[] {
  const out: TrackedFrame[] = [];
  for (let i = 0; i / fps <= end; i++) {
    const t = i / fps;
    const balls = (Object.entries(paths) as [BallId, Path][]).flatMap(([id, p]) => {
      const q = p(t);
      return q ? [{ id, x: q[0], y: q[1], vx: 0, vy: 0, observed: true, moving: false, unseenS: 0 }] : [];
    });
    out.push({ frame: i, t, balls, pinsStanding: [], pinsFallen: [], backfill: [] });
  }
  return out;
}
