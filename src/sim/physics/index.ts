/** Physics core of the simulator: event-driven billiards physics (docs/sim-physics.md). */
export { simulate } from './simulate.js';
export type { Initial, InitialBall, InitialPin, SimOptions } from './simulate.js';
export type { SimResult, SimState, BallAt, PinAt } from './result.js';
export type { Shot } from './cue.js';
export { strike, ballSpeedFromCue, cueAxes } from './cue.js';
export { CAROM_PHYSICS, PYRAMID_PHYSICS, physicsFor } from './params.js';
export type { PhysicsParams, PinParams } from './params.js';
export { ballBall, ballCushion, cushionContactAngle } from './collide.js';
export { pinShape, toppleImpulse } from './pins.js';
export { tableShape } from './table.js';
export { mulberry32 } from './prng.js';
export type { Kin, MotionState } from './motion.js';
export type { Quat, V3 } from './vec.js';
export { applyQuat } from './vec.js';
export { RESTING_CONTACT_SPEED } from './detect.js';
export { MICRO_BOUNCE_SPEED } from './resolve.js';
