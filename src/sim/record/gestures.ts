/**
 * The people at the table, as the recorder moves them: the player's cue
 * during a stroke's set-up and follow-through, and a hand re-spotting a ball
 * or standing a pin up between strokes. Pure functions of time.
 */
import type { Vec2 } from '../../contracts/ids.js';
import type { CueOccluder, HandOccluder } from '../render/scene.js';
import { CUE_LEAD_S } from '../plan.js';

/** How long the cue stays over the table after the strike (s): follow-through and withdrawal. */
export const CUE_AFTER_S = 0.45;
/** Farthest follow-through of the tip past the strike point (mm); the tip never passes the moving ball. */
const FOLLOW_THROUGH_MM = 100;
/**
 * Elevation range drawn (deg). The renderer's arm and hand layout is made for
 * 2-20°; massé shots up to the upper bound still read as a raised cue.
 */
const MIN_ELEVATION_DEG = 3;
const MAX_ELEVATION_DEG = 75;
/**
 * Farthest the table's outer edge may lie behind the tip, along the cue, for
 * the player to be drawn (mm): bridge, natural stance and a stretch, plus lying
 * across the rail with one foot on the floor (about 1.8 m). Past it a real
 * player would use the mechanical bridge: only the cue and the bridge arm are
 * drawn. Raising it draws players lying farther over the cloth.
 */
const MAX_REACH_MM = 1800;
/** Cushion and rail width outside the cloth's edge (mm), nominal. */
const RAIL_OUT_MM = 180;

/** Distance from p along angle a to the table's outer edge (half: the cloth's half extents). */
function edgeBehind(p: Vec2, a: number, half: Vec2): number {
  const ax = Math.cos(a), ay = Math.sin(a);
  const ox = half[0] + RAIL_OUT_MM, oy = half[1] + RAIL_OUT_MM;
  const tx = Math.abs(ax) > 1e-9 ? ((ax > 0 ? ox : -ox) - p[0]) / ax : Infinity;
  const ty = Math.abs(ay) > 1e-9 ? ((ay > 0 ? oy : -oy) - p[1]) / ay : Infinity;
  return Math.max(0, Math.min(tx, ty));
}

const ease = (u: number): number => {
  const c = Math.min(1, Math.max(0, u));
  return c * c * (3 - 2 * c);
};

/**
 * Gap between the tip and the cue ball's surface (mm) at τ = t − strike,
 * before the strike: the player walks in, feathers twice, draws back, strikes.
 */
export function tipGapBefore(tau: number): number {
  const lead = CUE_LEAD_S;
  const approachEnd = -lead + 0.3;
  if (tau < approachEnd) return 350 - 290 * ease((tau + lead) / 0.3);
  if (tau < -0.25) {
    const u = (tau - approachEnd) / (-0.25 - approachEnd);
    return 60 + 40 * (1 - Math.cos(4 * Math.PI * u)) / 2;
  }
  if (tau < -0.08) return 60 + 100 * ease((tau + 0.25) / 0.17);
  // The forward stroke accelerates into the ball.
  const u = (tau + 0.08) / 0.08;
  return 160 * (1 - u * u);
}

export interface CueInput {
  /** Cue ball centre at the strike, and the cue's direction (rad, the ball's way). */
  at: Vec2;
  direction: number;
  elevation: number;
  /** τ = t − strike (s), in [−CUE_LEAD_S, CUE_AFTER_S]. */
  tau: number;
  /** Cue ball centre at t (after the strike it has left `at`). */
  ballNow: Vec2;
  ballRadius: number;
  /** Half length and half width of the cloth (mm). */
  half: Vec2;
}

/** The cue occluder at τ, or null outside the stroke's set-up window. */
export function cueAt(c: CueInput): CueOccluder | null {
  if (c.tau < -CUE_LEAD_S || c.tau > CUE_AFTER_S) return null;
  let gap: number;
  if (c.tau <= 0) gap = tipGapBefore(c.tau);
  else {
    // Follow through, but stay behind the ball it has just sent off.
    const moved = Math.hypot(c.ballNow[0] - c.at[0], c.ballNow[1] - c.at[1]);
    const through = Math.min(FOLLOW_THROUGH_MM * ease(c.tau / 0.12), moved * 0.8);
    const back = 120 * ease((c.tau - 0.2) / (CUE_AFTER_S - 0.2));
    gap = -through + back;
  }
  const d = c.ballRadius + gap;
  const cos = Math.cos(c.direction), sin = Math.sin(c.direction);
  const deg = (c.elevation * 180) / Math.PI;
  const tip: Vec2 = [c.at[0] - cos * d, c.at[1] - sin * d];
  // The renderer stands the body outside the rail behind the line of aim, leaning over it
  // (render/player.ts); only a shot out of any reach leaves the body and grip arm out.
  return {
    kind: 'cue',
    tip,
    angle: c.direction + Math.PI,
    elevationDeg: Math.min(MAX_ELEVATION_DEG, Math.max(MIN_ELEVATION_DEG, deg)),
    hand: true,
    arm: edgeBehind(tip, c.direction + Math.PI, c.half) <= MAX_REACH_MM,
    shadow: true,
  };
}

/** Height of the palm over the cloth while placing a ball or a pin (mm). */
const PLACING_HAND_HEIGHT_MM = 75;

/** A hand at `at`, reaching in from the nearer long side (the referee stands there). */
export function handAt(at: Vec2): HandOccluder {
  // Fingers point away from the side the arm comes from.
  return { kind: 'hand', at, angle: at[1] >= 0 ? -Math.PI / 2 : Math.PI / 2, heightMm: PLACING_HAND_HEIGHT_MM };
}
