/**
 * Whites (art. 5): played without a call, each legally potted white credits
 * one, at most `whiteLimit` per player per frame; a shot that would take the
 * total past the limit is a foul and credits nothing. Pure.
 */

export interface WhitesCheck {
  /** Whites credited to the shooter by this shot (0 when the shot is a foul). */
  credited: number;
  overLimit: boolean;
  reasons: string[];
}

/** `before`: whites the shooter already has this frame; `potted`: whites down on this shot; `foul`: another foul already spoils the shot. */
export function creditWhites(before: number, potted: number, limit: number, foul: boolean): WhitesCheck {
  if (potted === 0) return { credited: 0, overLimit: false, reasons: [] };
  if (before + potted > limit) {
    return {
      credited: 0,
      overLimit: true,
      reasons: [`${potted} white(s) would take the shooter to ${before + potted}, over the limit of ${limit}: re-spotted (art. 5)`],
    };
  }
  if (foul) return { credited: 0, overLimit: false, reasons: [`${potted} white(s) potted on a foul: not credited, re-spotted (art. 10.3)`] };
  return { credited: potted, overLimit: false, reasons: [`${potted} white(s) credited, ${before + potted} of ${limit} (art. 5)`] };
}
