/**
 * A kept lying pin's place for the pixel search (issue 5, pins; session 40):
 * the pixels of the search around such a pin that are that pin's own, so
 * that a second pin lying beside it, apart on the cloth, is searched for.
 * Before, every pixel within KEPT_LYING_MM of the pin's middle was its
 * place (unseen-lying.ts), and a pin lying beside it within that reach lost
 * most of its body to it: what was left, a part of 43-85 mm², was too small
 * for a pin (development 9 600 002/5 and 9 700 037/3: a white pin lying
 * 20-24 mm from the red one, with cloth between them; found with this, their
 * parts 131-170 mm², their middles 16-19 mm from the kept pin's). A pin
 * touching the kept one is one blob with it and stays its place (the pair
 * rules', lying-pair.ts). What this frees can be the kept pin's own body
 * apart from the pixels round its peak (a peak on a faint end): on the
 * development sets five such parts, 120-196 mm², their middles 5.7-12.9 mm
 * from the kept pin's, each a second detection of one pin (four false lying
 * pins; the fifth, on a standing pin's body, read that pin lying);
 * unseen-lying.ts leaves a part within SPLIT_KEPT_MM (15) of a kept lying
 * pin's middle to that pin (13-16 give the same there). Before this no
 * search hit lay within 20 mm of one (the reach took all its surroundings).
 */
import { ringColour } from './refine.js';
import type { RgbImage } from './preprocess.js';
import { SEARCH_RADIUS_MM, searchCandidate } from './lying-search.js';
import type { PinCand } from './castle-measures.js';

/**
 * Where a kept lying pin (`lying`, its middle in frame px) is: the pixels
 * within `reachMm` of its middle that differ from the cloth as the search's
 * candidates do (SEARCH_MIN_DIFF, shadow left out; the cloth as the search
 * reads it, the median over its disc round `centre`) and are joined to its
 * middle through such pixels (4-connected, as the search's parts). A pin
 * whose middle shows no such pixel (a faint pin, a peak on its dim side)
 * keeps the whole disc. Returns whether a frame px is a kept lying pin's.
 */
export function keptLyingPlace(img: RgbImage, lying: readonly PinCand[], mmPerPx: number, centre: readonly [number, number], reachMm: number): (x: number, y: number) => boolean {
  if (!lying.length) return () => false;
  const r = Math.round(SEARCH_RADIUS_MM / mmPerPx);
  const cloth = ringColour(img, Math.round(centre[0]), Math.round(centre[1]), 0, r, []);
  const reach = reachMm / mmPerPx;
  const candidate = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < img.width && y < img.height && searchCandidate(img, x, y, cloth);
  const own = new Set<number>();
  const discs: PinCand[] = [];
  for (const p of lying) {
    const px = Math.round(p.x), py = Math.round(p.y);
    const within = (x: number, y: number): boolean => (x - p.x) ** 2 + (y - p.y) ** 2 < reach * reach;
    const stack: number[] = [];
    // Seeds: the candidate pixels next to its middle (as colour-split.ts tonePart seeds a blob).
    for (let dv = -1; dv <= 1; dv++) for (let du = -1; du <= 1; du++) {
      const k = (py + dv) * img.width + px + du;
      if (candidate(px + du, py + dv) && !own.has(k)) { own.add(k); stack.push(k); }
    }
    if (!stack.length) { discs.push(p); continue; }
    while (stack.length) {
      const k = stack.pop()!;
      const x = k % img.width, y = (k - x) / img.width;
      for (const [du, dv] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
        const xx = x + du, yy = y + dv, q = yy * img.width + xx;
        if (own.has(q) || !within(xx, yy) || !candidate(xx, yy)) continue;
        own.add(q);
        stack.push(q);
      }
    }
  }
  return (x, y) => own.has(Math.round(y) * img.width + Math.round(x)) || discs.some((p) => Math.hypot(p.x - x, p.y - y) * mmPerPx < reachMm);
}
