/** The live pipeline's interfaces and today's sources (docs/service.md). */
export * from './types.js';
export { ReplaySource, type ReplayScript, type ReplayFrame, type ReplayOptions } from './replay.js';
export { VisionSource, DEFAULT_QUEUE_CAPACITY, type VisionStages, type EventsOutput, type VisionOptions } from './vision.js';
export { scriptFromMatch, spacedStrokes, MIN_GAP_S } from './synthetic.js';
export { loadReplay } from './load.js';
export { RollingStats, percentile } from './stats.js';
export { ManualSource } from './manual.js';
