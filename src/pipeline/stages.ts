/**
 * Stages for the vision path until src/detect, src/track and src/events are
 * wired in: frames are taken and counted (camera health, fps, latency and
 * drops are real), but nothing is detected, so no positions or strokes come
 * out. Replace `captureOnlyStages` with the real adapters when they land.
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
