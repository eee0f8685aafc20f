/**
 * A ball of a class of identical balls not yet seen at all (the class still
 * has a free id: the rack, one white missed by the detector in its first
 * frames). Its first detection lies beside a neighbour's place, and a
 * neighbour still where it was last seen, its own detection missed that
 * frame, took it by its gate (one ball's width away is inside a young or
 * noisy track's gate): the unseen ball was then born under the neighbour's
 * id (development Russian 30 fps at three times the noise #295[0]; 25 fps ×2
 * #271[0], a chain begun across two racked balls). While a ball of the class
 * is unseen, a still track keeps off a detection farther than the rest jump
 * from where it was last seen: that detection starts a chain, adopted by a
 * missed twin if one is lost, else by the free id (tracker.ts `adopt`).
 * Only while no other ball could be arriving there (tracker.ts `arriving`: none
 * predicted on the move, no missed one within reach): a white pocketed before
 * the tracker began leaves its id free for good, and a still white struck then
 * must keep its own way out (test/track.struck-chain.test.ts #219[1]).
 */

/**
 * The track lies still where it was last seen (its prediction within `jumpMm`
 * of that place) and the detection lies farther than `jumpMm` from it, while
 * a ball of its class is still unseen (`unseen`).
 */
export function keptForUnseen(unseen: boolean, predicted: { x: number; y: number }, seen: { x: number; y: number }, det: { x: number; y: number }, jumpMm: number): boolean {
  return unseen && Math.hypot(predicted.x - seen.x, predicted.y - seen.y) <= jumpMm && Math.hypot(det.x - seen.x, det.y - seen.y) > jumpMm;
}
