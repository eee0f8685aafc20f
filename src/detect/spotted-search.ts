/**
 * The search for a missing carom yellow that is a spotted white (session 57,
 * issue 6). In some halls the yellow is a white ball with two dark spots
 * (look.ts `ballLooks`): its body is white, and `classify` tells it from the
 * white by its dark marks when the network gives both a peak above the
 * threshold. When the network doubts it, the search for the missing class
 * (search-missing.ts `searchMissing`) asked for a yellow body and never took it:
 * the spotted white was lost however plainly its silhouette showed.
 *
 * Where it happened: a spotted white at rest by the bottom cushion just above
 * the broadcast score bar (the held-out one-cushion-60-7106 at 16.67 s, unseen
 * 3.8 s). The half-scale network scores a ball within ~30 px above the bar's
 * edge lower than elsewhere (development one-cushion seed 609: 0.21-0.32 in
 * full frames there, 0.42-0.57 over the rest of the table; seed 531 0.35-0.39
 * against 0.39-0.56), and a spotted white scores low to begin with; at 0.17
 * and 0.19 (seeds 531 and 609, 1-2 ball radii above the bar) it fell below
 * the whole-rim peaks (verify.ts WEAK_BALL_SCORE 0.2) while its silhouette
 * measured contrast 228-292, fill 0.96, ring 0.04-0.05, rim 0.83-1.0.
 */
import type { TableModel } from '../geometry/tables.js';
import type { DetectionClass } from './classes.js';
import { bodyColour, bodyFits, classify, wholeRim, type BallEvidence, type Checked } from './verify.js';

/**
 * Does a searched candidate fit the missing class `cls`? Its body colour's
 * class (`bodyFits`); and a white body the missing yellow, where no ball kept
 * in the frame has a yellow body (a carom table holds one white, so a second
 * white-bodied ball is the spotted white, the yellow of that hall) and its
 * rim is a still ball's all round (`wholeRim`: fitted, nothing beyond the
 * circle, no blur streak). Colour tells nothing there, so the outline must:
 * on the development frames 9 100 000-299 the two white bodies this took
 * without it were a white sleeve's end by a hand over the yellow
 * (9 100 276, the yellow 77 % covered: rim 0.63, 5 of 48 rays beyond; a
 * false ball, and the white relabelled) and the blur streak of the white itself (9 100 124, rim
 * 0, found but named the yellow); the spotted whites by the bar measure rim
 * 0.83-1.0 and nothing beyond. A kept yellow body (even one `sharedWarmClass`
 * read as the red) says the yellow is a yellow ball here.
 */
export function searchedFits(e: BallEvidence, cls: DetectionClass, keptBodies: readonly (readonly number[])[]): boolean {
  if (bodyFits(e.body, cls, keptBodies)) return true;
  return cls === 'ball-yellow' && bodyColour(e.body) === 'white' && wholeRim(e) && !keptBodies.some((k) => bodyColour(k) === 'yellow');
}

/**
 * The kept balls with the search's finds, classed together when the search
 * gave the yellow a white body: of two white bodies the one with more dark
 * marks is the spotted white (`classify`'s rule, as for two confident ones),
 * not whichever the search happened to fill. Otherwise the finds keep the
 * class they were searched for.
 */
export function withSearched<T extends Checked>(kept: readonly T[], found: readonly T[], kind: TableModel['kind']): T[] {
  const all = kept.concat(found);
  const spottedFound = kind === 'carom' && found.some((b) => b.cls === 'ball-yellow' && bodyColour(b.evidence.body) === 'white');
  return spottedFound ? classify(all, kind) : all;
}
