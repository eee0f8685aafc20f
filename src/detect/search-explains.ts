/**
 * A seat judged standing without the classifier being sure, whose standing
 * pin unseenStanding added (no standing peak kept there), explained by a
 * lying pin that only the pixel searches found (issue 5, pins; session 40).
 * unseenStanding is given only the network's kept lying pins, not those of
 * the searches (colour-split.ts, lying-pair.ts, unseen-lying.ts,
 * red-search.ts, sticker-lying.ts), so lyingExplainsSeat saw only the
 * network's: a pin lying beside
 * such a seat that the network gave no peak left the seat its invented pin
 * (development 9 500 033/1: the top seat at p 0.64, its pin lying 19 mm off
 * with no peak, found by the search; an empty seat said standing and a false
 * standing pin). The same test is asked again with every lying pin kept
 * (dropSearchExplained); and where the added pin itself hid the lying pin
 * from the search, the search is run again without it (searchWithoutAdded).
 */
import { LYING_EXPLAINS_MM, lyingExplainsSeat } from './unseen-standing.js';
import { unseenLying } from './unseen-lying.js';
import { pinShape } from './pin-blob.js';
import { lineOf } from './seat-lines.js';
import { headAtTop, notLyingOwn, oneLyingPin } from './seat-head.js';
import type { RgbImage } from './preprocess.js';
import { KNOCKED_MAX_MM, distanceToSeat, type CastleGeometry, type PinCand } from './castle-measures.js';

/**
 * `out` without the standing pins of `added` (unseenStanding's, by identity)
 * on a seat judged standing, not made standing by doubtfulEmptyStanding
 * (`doubtful`), that a lying pin of `out` explains (lyingExplainsSeat, with
 * `peaks` the network's measured peaks) — or would explain but for peaks
 * that are a lying pin's own (seat-head.ts notLyingOwn, session 41), where
 * no standing pin's head shows at the seat's top (headAtTop).
 */
export function dropSearchExplained<T extends PinCand>(img: RgbImage, out: readonly T[], added: readonly PinCand[], castle: CastleGeometry, peaks: readonly PinCand[], doubtful: ReadonlySet<number>, mmPerPx: number): T[] {
  const lying = out.filter((p) => p.cls === 'pin-fallen');
  // Measured only where a seat gets that far (one blob per kept lying pin).
  let others: PinCand[] | undefined;
  const explained = new Set(added.filter((a) => {
    const i = seatOf(castle, a), call = castle.verdicts?.[i];
    if (!call?.standing || doubtful.has(i)) return false;
    if (lyingExplainsSeat(castle, i, call, peaks, lying)) return true;
    if (call.pStanding >= lineOf(call, 'knockedSure') || !lying.length) return false;
    others ??= notLyingOwn(img, peaks, lying, mmPerPx);
    return lyingExplainsSeat(castle, i, call, others, lying) && !headAtTop(img, call.top[0], call.top[1], mmPerPx);
  }));
  return out.filter((p) => !explained.has(p));
}

/**
 * A seat judged standing without the classifier being sure (below
 * `knockedSure`), not made standing by doubtfulEmptyStanding, with no
 * network peak within KNOCKED_MAX_MM: the pin unseenStanding added there may
 * hide a lying pin from the search, which leaves out what lies within a kept
 * standing pin's reach (unseen-lying.ts KEPT_STANDING_MM) and the seat's
 * sticker. The search is run again without that pin; a lying pin it then finds
 * within LYING_EXPLAINS_MM of the seat, on a blob of one lying pin alone
 * (oneLyingPin), is what the classifier read as standing: it replaces the
 * added pin. Development (7 blocks, session 40): of the 63 seats so searched
 * again, 2 gave a new hit: 9 700 025/3 (a pin lying 8.5 mm off the right seat
 * at p 0.60, no peak: blob 187 mm², elongation 2.79) and 9 300 012/6 (an arm
 * over the left seat's pin at p 0.58: 691 mm², 1.90, left standing).
 */
export function searchWithoutAdded<T extends PinCand>(img: RgbImage, out: readonly T[], added: readonly PinCand[], castle: CastleGeometry, peaks: readonly PinCand[], doubtful: ReadonlySet<number>, mmPerPx: number): (T | PinCand)[] {
  let res: (T | PinCand)[] = out.slice();
  for (const a of added) {
    if (!res.includes(a as T)) continue;
    const i = seatOf(castle, a), call = castle.verdicts?.[i];
    if (!call?.standing || doubtful.has(i) || call.pStanding >= lineOf(call, 'knockedSure')) continue;
    if (peaks.some((p) => distanceToSeat(castle, i, p.x, p.y) <= KNOCKED_MAX_MM)) continue;
    const rest = res.filter((p) => p !== a);
    const hit = unseenLying(img, rest, mmPerPx, castle).find((h) => distanceToSeat(castle, i, h.x, h.y) <= LYING_EXPLAINS_MM && oneLyingPin(pinShape(img, h.x, h.y, mmPerPx)));
    if (hit) res = rest.concat({ cls: hit.cls, x: hit.x, y: hit.y, score: hit.score });
  }
  return res;
}

/** The seat whose verdict's top `a` sits on (unseenStanding places its pins there), or -1. */
function seatOf(castle: CastleGeometry, a: PinCand): number {
  return castle.verdicts?.findIndex((v) => v.top[0] === a.x && v.top[1] === a.y) ?? -1;
}
