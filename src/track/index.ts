/** Tracking: detections in table mm → balls with identities and motion state (docs/tracking-and-events.md). */
export { DETECTION_CLASSES, CLASS_CODE, toDetectionFrame, toDetectionFrames, emptyFrame } from './detections.js';
export type { DetectionClass, DetectionFrame, RawDetection, RawDetectionFrame } from './detections.js';
export { Tracker } from './tracker.js';
export type { TrackedBall, TrackedFrame, Observation } from './tracker.js';
export { DEFAULT_TRACKER_THRESHOLDS, trackerThresholds } from './thresholds.js';
export type { TrackerThresholds } from './thresholds.js';
export { simulateDetections, DEFAULT_DETECTOR } from './simulated-detections.js';
export type { DetectorModel, SimulatedStroke, SimulatedDetections, TruthFrameAt } from './simulated-detections.js';
export { assign, assignGated } from './hungarian.js';
