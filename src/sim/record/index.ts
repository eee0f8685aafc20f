/** The recorder of simulated recordings (docs/sim-recordings.md). */
export { record, frameCountOf, calibrationOf, truthFrame, type RecordOptions, type RecordResult } from './record.js';
export { makeTimeline, PLACE_TOLERANCE_MM, type Moment, type Timeline } from './timeline.js';
export { parseTruth, loadTruth, stringifyTruth, type Truth, type TruthFrame, type TruthBall, type TruthPinPose } from './truth.js';
export { randomCamera } from './camera.js';
export { ffmpegPath, DEFAULT_CRF } from './video.js';
export { contactSheet, sheetFrames, captionOf, describeEvent } from './sheet.js';
export { cueAt, handAt, CUE_AFTER_S } from './gestures.js';
