/**
 * A development one-cushion frame with the three balls at rest and the yellow
 * at a chosen place (sessions 57-58, issue 6: a spotted white just above the
 * broadcast score bar): that seed's look and camera of `tabletrack simulate`,
 * rendered as a recording renders it (sensor noise, the look's JPEG quality).
 */
import sharp from 'sharp';
import { project, type Camera } from '../src/camera/model.js';
import type { Discipline } from '../src/contracts/ids.js';
import type { RgbImage } from '../src/detect/preprocess.js';
import { tableForDiscipline, type TableModel } from '../src/geometry/tables.js';
import { createRenderer, randomLook } from '../src/sim/render/index.js';
import { randomCamera } from '../src/sim/record/index.js';

export interface BarFrame { img: RgbImage; camera: Camera; table: TableModel; look: ReturnType<typeof randomLook>; at: [number, number] }

/** The frame of `seed`'s look and camera with the yellow at `yellow` (table mm), the white at the centre, the red at (-400, -200); `at`: the yellow's pixel. */
export async function scoreBarFrame(seed: number, yellow: [number, number]): Promise<BarFrame> {
  const discipline: Discipline = 'one-cushion';
  const table = tableForDiscipline(discipline);
  const look = randomLook(seed, discipline, table);
  const camera = randomCamera(seed, table, 1920, 1080);
  const r = createRenderer({ camera, table, discipline, look });
  const rgb = r.render({ balls: [{ id: 'yellow', pos: yellow }, { id: 'white', pos: [0, 0] }, { id: 'red', pos: [-400, -200] }] }, 0);
  const img: RgbImage = { data: new Uint8Array(await sharp(await r.encodeJpeg(rgb)).raw().toBuffer()), width: 1920, height: 1080 };
  const at = project(camera, [yellow[0], yellow[1], table.ballRadius])!;
  return { img, camera, table, look, at: [at[0], at[1]] };
}
