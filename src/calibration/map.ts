/**
 * Mapping with a calibration, both ways. Pixel → table needs the height of
 * the plane the point lies on: 0 for marks on the cloth, the ball radius for
 * a ball's centre (a detected ball centre mapped on the cloth plane is off by
 * r·d/H, over 10 mm at a corner from 2.3 m up).
 */
import { pixelToTable, project, type Camera } from '../camera/model.js';

/** Pixel → table mm on the plane `height` mm above the cloth; null when the ray misses it. */
export function mapPixel(cam: Camera, px: readonly [number, number], height = 0): [number, number] | null {
  return pixelToTable(cam, px, height);
}

/** Table mm (at `height` above the cloth) → pixel; null behind the camera. */
export function mapTable(cam: Camera, mm: readonly [number, number], height = 0): [number, number] | null {
  return project(cam, [mm[0], mm[1], height]);
}
