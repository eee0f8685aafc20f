/** Frame sources (camera/RTSP/file via ffmpeg, MJPEG over HTTP, image folders) and the capture queue. */
export * from './frame.js';
export * from './queue.js';
export * from './backoff.js';
export { FfmpegSource, ffmpegArgs, defaultFfmpeg, type FfmpegInput, type FfmpegOptions } from './ffmpeg.js';
export { ImageFolderSource, decodeToRgb, type ImageFolderOptions } from './images.js';
export { MjpegHttpSource, JpegSplitter, MAX_DECODES_IN_FLIGHT, type MjpegOptions } from './mjpeg.js';
