/**
 * A pin lying along the chalk line away from the seats (issue 5, pins,
 * session 37). Away from every seat a peak on the line whose blob is drawn
 * out like the line (CHALK_LINE_ELONGATION) was dropped as the line; a pin
 * lying along it makes the same drawn-out blob, line and pin in one, and was
 * lost with it (development 9 500 008/5 and 9 800 029/5, 24-28 mm from the
 * nearest seat). The line is thinner than a pin and fainter: its blob,
 * taken as a bar (pin-blob.ts barWidthMm), is narrower than a pin's, and
 * where it is as wide (the line blurred into its shading) it is faint.
 */
import { barWidthMm, type PinShape } from './pin-blob.js';
import { AWAY_LYING_MIN_CONTRAST } from './castle-measures.js';

/**
 * A blob on the line at least this wide (mm), as bright as a lying pin
 * (AWAY_LYING_MIN_CONTRAST), is a pin lying along the line. Development
 * (six sets of 40 × 8, 9 400 000-9 900 000), the 256 peaks so dropped away
 * from the seats: the two lying pins 8.2 mm wide (contrast 115-134); on no
 * pin, those as bright 5.0-6.3 mm, the wider ones (6.4-9.5) faint
 * (contrast 25-49). Lowering it keeps bright stretches of the line as
 * lying pins; raising it loses pins lying along the line.
 */
export const LINE_PIN_MIN_WIDTH_MM = 7.5;

/** Whether a blob drawn out along the chalk line is a pin lying along it rather than the line (LINE_PIN_MIN_WIDTH_MM, AWAY_LYING_MIN_CONTRAST). */
export function lyingAlongLine(s: Pick<PinShape, 'areaMm2' | 'elongation' | 'contrast'>): boolean {
  return barWidthMm(s) >= LINE_PIN_MIN_WIDTH_MM && s.contrast >= AWAY_LYING_MIN_CONTRAST;
}
