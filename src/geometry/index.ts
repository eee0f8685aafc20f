export * from './tables.js';
export * from './zones.js';
export * from './contact.js';
export * from './castle.js';
export * from './segment.js';
export * from './vec.js';
export * from './cushion-sides.js';
