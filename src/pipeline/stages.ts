/**
 * Stages that only take and count frames (camera health, fps, latency and
 * drops are real; nothing is detected): capture measured alone, in tests and
 * in the capture benchmark. The real stages are ./vision-stages.ts.
 */
import type { Frame } from '../capture/frame.js';
import type { EventsOutput, VisionStages } from './vision.js';

export function captureOnlyStages(): VisionStages<Frame, Frame> {
  return {
    detect: { name: 'detect (not wired)', update: (f: Frame) => f },
    track: { name: 'track (not wired)', update: (f: Frame) => f },
    events: { name: 'events (not wired)', update: (): EventsOutput => ({}) },
  };
}
