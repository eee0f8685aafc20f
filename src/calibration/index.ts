export { calibrateFrame, tableNamed, MAX_RMS_PX, type AutoOptions, type AutoResult, type Residuals, type TableName } from './auto.js';
export { MEASURED_HEIGHT_SIGMA, type HeightPrior } from './assumed-height.js';
export { checkCamera, CAMERA_MOVED_PX, type MoveCheck } from './check.js';
export { CalibrationError } from './errors.js';
export { decodeImage, toFrame, type Frame, type RgbImage } from './image.js';
export { ORIENTATIONS, type Orientation } from './init.js';
export { calibrateFromPoints, manualResiduals, parsePointsFile, namedPoint, pointNames, MANUAL_MAX_RMS_PX, type PointsFile, type ManualResult } from './manual.js';
export { drawOverlay, overlayPng } from './overlay.js';
export { mapPixel, mapTable } from './map.js';
