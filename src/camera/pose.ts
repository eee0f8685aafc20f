/**
 * A camera from a person's description of the rig: how high above the cloth,
 * how it is tilted and rolled, which way the table runs in the image. The focal
 * length is chosen so that the table with its rails fills the frame.
 */
import type { TableModel } from '../geometry/tables.js';
import { NO_DISTORTION, matMul, project, translationFor, type Camera, type Distortion, type Mat3, type Vec3 } from './model.js';

export interface HumanPose {
  width: number;
  height: number;
  /** Height of the lens above the cloth (mm); hall rigs hang 2300-3500 mm up. */
  heightMm: number;
  /** Where the lens hangs, in table mm (default over the centre). */
  over?: readonly [number, number];
  /** Tilt about the image's x axis (deg; positive looks towards the left cushion). */
  tiltDeg?: number;
  /** Tilt about the image's y axis (deg; positive looks towards the top cushion). */
  panDeg?: number;
  /** Roll about the optical axis (deg). */
  rollDeg?: number;
  /** false (default): the top cushion is on the image's right; true: on its left. */
  flipped?: boolean;
  distortion?: Distortion;
  /**
   * Free border around the outer edge of the rails, as a fraction of the image
   * (0.03 = 3 % each side). More border shows more floor and wastes pixels on
   * it; less risks cutting the rails off when the pose is off-centre.
   */
  margin?: number;
  /** fy / fx (1 for square pixels). */
  aspect?: number;
}

/** Rotation about the camera's own x, y, z axes, applied after `base`. */
function rotAxis(axis: 0 | 1 | 2, deg: number): Mat3 {
  const a = (deg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  if (axis === 0) return [1, 0, 0, 0, c, -s, 0, s, c];
  if (axis === 1) return [c, 0, s, 0, 1, 0, -s, 0, c];
  return [c, -s, 0, s, c, 0, 0, 0, 1];
}

/** Width of the cushion rubber from nose to the rail's wood (mm), nominal. */
export const CUSHION_WIDTH_MM = 50;

/** The outer corners of the rails, at rail height: what must fit in the frame. */
export function railCorners(table: TableModel): Vec3[] {
  const ox = table.length / 2 + CUSHION_WIDTH_MM + table.railWidth;
  const oy = table.width / 2 + CUSHION_WIDTH_MM + table.railWidth;
  const z = table.cushionHeight;
  const pts: Vec3[] = [];
  for (const fx of [-1, -0.5, 0, 0.5, 1]) pts.push([fx * ox, oy, z], [fx * ox, -oy, z]);
  for (const fy of [-0.5, 0, 0.5]) pts.push([ox, fy * oy, z], [-ox, fy * oy, z]);
  return pts;
}

export function cameraFromPose(pose: HumanPose, table: TableModel): Camera {
  // Looking straight down with the table's +x along the image's +x: the camera's
  // y axis (image down) is the world's -y, its z axis (optical) the world's -z.
  const down: Mat3 = pose.flipped ? [-1, 0, 0, 0, 1, 0, 0, 0, -1] : [1, 0, 0, 0, -1, 0, 0, 0, -1];
  const R = matMul(rotAxis(2, pose.rollDeg ?? 0), matMul(rotAxis(1, -(pose.panDeg ?? 0)), matMul(rotAxis(0, pose.tiltDeg ?? 0), down)));
  const [ox, oy] = pose.over ?? [0, 0];
  const C: Vec3 = [ox, oy, pose.heightMm];
  const t = translationFor(R, C);
  const aspect = pose.aspect ?? 1;
  const distortion = pose.distortion ?? NO_DISTORTION;
  const margin = pose.margin ?? 0.02;
  const cx = (pose.width - 1) / 2;
  const cy = (pose.height - 1) / 2;
  // Fit the focal length: with distortion the corners do not scale linearly,
  // so refine a few times from the pinhole guess.
  let f = 1000;
  for (let i = 0; i < 6; i++) {
    const cam: Camera = { width: pose.width, height: pose.height, intrinsics: { fx: f, fy: f * aspect, cx, cy }, distortion, R, t };
    let need = 0;
    for (const p of railCorners(table)) {
      const q = project(cam, p);
      if (!q) throw new Error('cameraFromPose: a rail corner is behind the camera');
      need = Math.max(need, Math.abs(q[0] - cx) / (pose.width * (0.5 - margin)), Math.abs(q[1] - cy) / (pose.height * (0.5 - margin)));
    }
    f /= need;
  }
  return { width: pose.width, height: pose.height, intrinsics: { fx: f, fy: f * aspect, cx, cy }, distortion, R, t };
}
