/**
 * A seat the classifier judged standing without being sure, where the
 * network put no peak but a lying pin lies beside the seat
 * (unseen-standing.ts lyingExplainsSeat, session 32): the lying pin is what
 * the classifier read as a standing pin (its known error), so no standing pin
 * is added there. Where the classifier is sure, or a peak lies within reach of
 * the seat (a pin lying against the seat's pin), or the lying pin is far off,
 * the seat still gets its standing pin. A peak within reach that is the lying
 * pin's own counts only where a standing pin's head shows at the seat's top
 * (seat-head.ts, session 41).
 */
import { describe, expect, it } from 'vitest';
import { verifyPins, type CastleGeometry, type PinCand } from '../src/detect/pins.js';
import { LYING_EXPLAINS_MM } from '../src/detect/unseen-standing.js';
import type { RgbImage } from '../src/detect/preprocess.js';

const WHITE = [245, 245, 240] as const;
/** Green cloth with white shapes. */
const paint = (w: number, h: number, white: (u: number, v: number) => boolean): RgbImage => {
  const data = new Uint8Array(w * h * 3);
  for (let v = 0; v < h; v++) for (let u = 0; u < w; u++) data.set(white(u, v) ? WHITE : [30, 110, 60], (v * w + u) * 3);
  return { data, width: w, height: h };
};
/** 2 mm per px, no parallax; seat A at px (30, 30) judged empty, seat B at (130, 30) judged standing at p. */
const castleAt = (pB: number): CastleGeometry => ({
  seats: [[60, 60], [260, 60]], toTable: (x, y) => [2 * x, 2 * y], toFrame: (x, y) => [x / 2, y / 2], pinTop: 25,
  verdicts: [{ standing: false, top: [30, 30], pStanding: 0.05 }, { standing: true, top: [130, 30], pStanding: pB }],
});
const names = (pins: readonly PinCand[]): string[] => pins.map((p) => `${p.cls} ${Math.round(p.x)} ${Math.round(p.y)}`).sort();
/**
 * A pin lying across the image's x axis (25 × 10 mm) with its middle `offMm` below seat B, the network's "fallen" peak on it;
 * `head`: a standing pin's head (Ø 10 mm) at the seat's top too, which the network gave no peak.
 */
const lyingBelow = (offMm: number, head = false): { img: RgbImage; seen: PinCand[] } => {
  const y = 30 + offMm / 2;
  return { img: paint(200, 120, (u, v) => (Math.abs(u - 130) <= 6 && Math.abs(v - y) <= 2.5) || (head && Math.hypot(u - 130, v - 30) <= 2.5)), seen: [{ cls: 'pin-fallen', x: 130, y, score: 0.5 }] };
};

describe('a doubtful standing seat explained by a lying pin beside it (unseen-standing.ts)', () => {
  it('p 0.6, no peak within 15 mm, a pin lying 17 mm off: the lying pin only, no standing pin added', () => {
    const { img, seen } = lyingBelow(17);
    expect(names(verifyPins(img, seen, 2, castleAt(0.6)))).toEqual(['pin-fallen 130 39']);
  });

  it('where the classifier is sure (p 0.97 ≥ knockedSure) the seat keeps the pin the network missed', () => {
    const { img, seen } = lyingBelow(17);
    expect(names(verifyPins(img, seen, 2, castleAt(0.97)))).toEqual(['pin-fallen 130 39', 'pin-standing 130 30']);
  });

  it('a lying pin whose peak lies within KNOCKED_MAX_MM (12 mm: it may lie against the seat\'s pin) leaves the seat its pin where its head shows at the top', () => {
    const { img, seen } = lyingBelow(12, true);
    expect(names(verifyPins(img, seen, 2, castleAt(0.6)))).toEqual(['pin-fallen 130 36', 'pin-standing 130 30']);
  });

  it('... and not where the top shows no head: the peak within reach is the lying pin\'s own (seat-head.ts, session 41)', () => {
    const { img, seen } = lyingBelow(12);
    expect(names(verifyPins(img, seen, 2, castleAt(0.6)))).toEqual(['pin-fallen 130 36']);
  });

  it('a lying pin beyond LYING_EXPLAINS_MM does not explain the seat', () => {
    const { img, seen } = lyingBelow(LYING_EXPLAINS_MM + 4);
    expect(names(verifyPins(img, seen, 2, castleAt(0.6)))).toEqual(['pin-fallen 130 47', 'pin-standing 130 30']);
  });
});
