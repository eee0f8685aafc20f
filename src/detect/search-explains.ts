/**
 * A seat judged standing without the classifier being sure, whose standing
 * pin unseenStanding added (no standing peak kept there), explained by a
 * lying pin that only the later searches found (issue 5, pins; session 40).
 * unseenStanding runs before the pixel searches (unseen-lying.ts,
 * red-search.ts, sticker-lying.ts, lying-pair.ts, colour-split.ts), so
 * lyingExplainsSeat saw only the network's lying pins: a pin lying beside
 * such a seat that the network gave no peak left the seat its invented pin
 * (development 9 500 033/1: the top seat at p 0.64, its pin lying 19 mm off
 * with no peak, found by the search; an empty seat said standing and a false
 * standing pin). The same test is asked again with every lying pin kept.
 */
import { lyingExplainsSeat } from './unseen-standing.js';
import type { CastleGeometry, PinCand } from './castle-measures.js';

/**
 * `out` without the standing pins of `added` (unseenStanding's, by identity)
 * on a seat judged standing, not made standing by doubtfulEmptyStanding
 * (`doubtful`), that a lying pin of `out` explains (lyingExplainsSeat, with
 * `peaks` the network's measured peaks).
 */
export function dropSearchExplained<T extends PinCand>(out: readonly T[], added: readonly PinCand[], castle: CastleGeometry, peaks: readonly PinCand[], doubtful: ReadonlySet<number>): T[] {
  const lying = out.filter((p) => p.cls === 'pin-fallen');
  const explained = new Set(added.filter((a) => {
    const i = castle.verdicts?.findIndex((v) => v.top[0] === a.x && v.top[1] === a.y) ?? -1;
    const call = castle.verdicts?.[i];
    return !!call?.standing && !doubtful.has(i) && lyingExplainsSeat(castle, i, call, peaks, lying);
  }));
  return out.filter((p) => !explained.has(p));
}
