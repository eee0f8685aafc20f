export * from './model.js';
export * from './pose.js';
export * from './calibration.js';
