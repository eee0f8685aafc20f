/**
 * Physical parameters, one documented object per table kind (docs/sim-physics.md).
 * Units: mm, s, g (so forces are g·mm/s², impulses g·mm/s, energies g·mm²/s²).
 * Ball radius and cushion nose height are NOT here: they come from the table
 * model (src/geometry/tables.ts), the one place geometry lives.
 */
import type { TableModel } from '../../geometry/tables.js';

export interface PhysicsParams {
  /** Gravity, mm/s². */
  gravity: number;
  /** Ball mass, g. */
  ballMass: number;
  /** Cloth-ball friction (Leckie & Greenspan; pooltool "physics/evolve"). */
  cloth: {
    /** Sliding friction coefficient μs: how fast a sliding ball turns into a rolling one. */
    slide: number;
    /** Rolling resistance coefficient μr: deceleration μr·g of a rolling ball. */
    roll: number;
    /** Spinning friction μsp: angular deceleration 5·μsp·g/(2R) of the spin about the vertical. */
    spin: number;
  };
  /** Ball-ball: restitution and Alciatore's (TP A-14) friction fit μ = a + b·exp(-c·v), v in m/s. */
  ballBall: { restitution: number; frictionA: number; frictionB: number; frictionC: number };
  /** Cushion (Han 2005 impulse model): restitution e and ball-cushion friction μ. */
  cushion: { restitution: number; friction: number };
  /** Cue stick: effective end mass (g), tip restitution, and the miscue limit (tip offset / R). */
  cue: { mass: number; tipRestitution: number; miscueOffset: number };
  /**
   * Named threshold: normal speed (mm/s) into a cushion above which a ball may
   * jump off the table (only when the scenario asks for jumps). Raising it makes
   * jumps rarer (only the hardest shots), lowering it lets ordinary shots fly off.
   */
  offTableSpeed: number;
  /**
   * Named threshold (pocket tables): depth (mm) beyond the pocket mouth line
   * (the line between the jaw points) that the ball centre must pass to drop.
   * Raising it lets more balls rattle out of the jaws; lowering it drops balls
   * that only just entered the mouth.
   */
  pocketFallDepth: number;
  /** Five-pins pins (carom tables): see pins.ts. */
  pin: PinParams;
}

export interface PinParams {
  /** Pin mass, g (nominal: a small turned wooden/plastic pin). */
  mass: number;
  /** Height of the pin's centre of mass above the cloth, mm. */
  comHeight: number;
  /** Height of the widest part of the body (Ø 10), mm. */
  bellyHeight: number;
  /** Restitution of ball-pin and pin-pin impacts. */
  restitution: number;
  /** Friction of a pin (standing or lying) sliding on the cloth. */
  slideFriction: number;
  /** Height (mm) at which a tumbling pin strikes a standing neighbour (sets the toppling lever). */
  pinPinContactHeight: number;
  /**
   * Named threshold: multiplier on the rigid-body toppling impulse (pins.ts,
   * `toppleImpulse`). Raising it makes pins sturdier (more shifts, fewer falls);
   * lowering it fells pins at a touch. Range 0.25-4.
   */
  toppleFactor: number;
}

const PIN_DEFAULTS: PinParams = {
  mass: 5,
  comHeight: 10,
  bellyHeight: 8,
  restitution: 0.6,
  slideFriction: 0.3,
  pinPinContactHeight: 12.5,
  toppleFactor: 1,
};

/** Carom match table (heated cloth, fast): ball 210 g. */
export const CAROM_PHYSICS: PhysicsParams = Object.freeze<PhysicsParams>({
  gravity: 9810,
  ballMass: 210,
  cloth: { slide: 0.2, roll: 0.01, spin: 0.0127 },
  ballBall: { restitution: 0.95, frictionA: 9.951e-3, frictionB: 0.108, frictionC: 1.088 },
  cushion: { restitution: 0.85, friction: 0.2 },
  cue: { mass: 500, tipRestitution: 0.75, miscueOffset: 0.6 },
  offTableSpeed: 3500,
  pocketFallDepth: 10,
  pin: PIN_DEFAULTS,
});

/** Russian pyramid table (napped cloth, slower): ball 285 g. */
export const PYRAMID_PHYSICS: PhysicsParams = Object.freeze<PhysicsParams>({
  gravity: 9810,
  ballMass: 285,
  cloth: { slide: 0.22, roll: 0.013, spin: 0.0127 },
  ballBall: { restitution: 0.95, frictionA: 9.951e-3, frictionB: 0.108, frictionC: 1.088 },
  cushion: { restitution: 0.82, friction: 0.2 },
  cue: { mass: 700, tipRestitution: 0.75, miscueOffset: 0.6 },
  offTableSpeed: 4500,
  pocketFallDepth: 10,
  pin: PIN_DEFAULTS,
});

export function physicsFor(table: TableModel): PhysicsParams {
  return table.kind === 'carom' ? CAROM_PHYSICS : PYRAMID_PHYSICS;
}
