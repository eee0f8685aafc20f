/**
 * The early colour (art. 6, 8): before the shooter has the white limit, the
 * colour may be potted only by a bank (a colour cushion contact after its ball
 * contact) or by a combination involving at least two whites, the cue ball
 * counting. Pure.
 */
import type { BallId } from '../../contracts/ids.js';
import type { ColourRoute } from './route.js';
import { isWhite } from './shot.js';

/** Whites a combination needs for an early colour (art. 8.3). */
export const EARLY_COMBINATION_WHITES = 2;

export type EarlyMethod = 'bank' | 'combination';

/**
 * The special shot the colour went down by, or null. `ignored`: final jaw
 * touches the call left out (art. 7.5); a rattle in the jaws is no bank. A bank
 * is a cushion listed after the ball contact (order.ts), even in its frame.
 */
export function earlyMethod(route: ColourRoute, cueBall: BallId, ignored: number): EarlyMethod | null {
  const counted = route.cushions.slice(0, route.cushions.length - ignored);
  const contactAt = route.firstContactAt;
  if (contactAt !== null && counted.some((c) => c.at > contactAt)) return 'bank';
  const whites = [cueBall, ...(route.chain ?? [])].filter(isWhite).length;
  return whites >= EARLY_COMBINATION_WHITES ? 'combination' : null;
}
