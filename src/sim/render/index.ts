export * from './scene.js';
export * from './look.js';
export * from './renderer.js';
export { ballCoverage, sphereCoverage } from './balls.js';
export { makeRng, type Rng } from './prng.js';
