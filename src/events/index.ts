/** Events: strokes and their events from tracked balls (docs/tracking-and-events.md). */
export { extractStroke } from './extract.js';
export type { ExtractedStroke, StrokeContext } from './extract.js';
export { EventsStage, DEFAULT_STAGE_THRESHOLDS } from './stage.js';
export type { StageThresholds } from './stage.js';
export { buildMatch, buildMatchLenient, type LenientMatch } from './match.js';
export type { RefereeInput } from './match.js';
