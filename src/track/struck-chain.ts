/**
 * A chain's velocity read across its own hit. A ball picked up again from a
 * chain (a cue ball back from under the cue) gets the velocity of the chain's
 * last link (tracker.ts `fresh`). When that link ends touching a ball at rest
 * knocked off its place in the same frame, the link ran into that ball: the
 * hit sent the striker's speed along the line of centres into the struck ball
 * (equal masses), and the striker goes on with the rest only. Kept whole, the
 * read velocity carries the striker's prediction on through the struck ball,
 * where the struck ball's next detection lies. Development Russian 25 fps at
 * twice the noise, #219[1]: the cue ball's chain (1038, -531) → (1054, -406)
 * (3150 mm/s), 75 mm from the white it knocked; next frame the cue ball was
 * not detected and its fresh track, predicted 3 m/s on through the white's
 * place, took the white's detection (the knocked white's own gate, guessed
 * from one displaced detection, lay 116 mm short): an identity swap for the
 * rest of the stroke. After the exchange the cue ball is predicted within
 * 20 mm of where it was, 250 mm from the white's detection.
 */

export interface Point { x: number; y: number }

/**
 * The striker's velocity (vx, vy), read over a link that ran `link` mm to `at`, after a hit on the nearest ball knocked
 * from one of `struck` (where each lay) that it runs into (velocity towards that place) and may have touched during the
 * link: its centre within 2R + `slackMm` + `link` of `at` (at the touch the centres were 2R apart; since then the striker
 * ran no farther than the link). The component along the line from `at` to that place is taken out (equal masses: the
 * struck ball took it). Unchanged when it meets none. `slackMm` is the tracker's 3σ measurement slack (as hidden-twin.ts
 * `atTouch`). #219[1]: 77 mm from the place, a 126 mm link.
 */
export function afterStrike(vx: number, vy: number, at: Point, link: number, struck: readonly Point[], radius: number, slackMm: number): { vx: number; vy: number } {
  let best: { ux: number; uy: number; d: number } | null = null;
  for (const p of struck) {
    const dx = p.x - at.x, dy = p.y - at.y, d = Math.hypot(dx, dy);
    if (d === 0 || d > 2 * radius + slackMm + link || vx * dx + vy * dy <= 0) continue;
    if (!best || d < best.d) best = { ux: dx / d, uy: dy / d, d };
  }
  if (!best) return { vx, vy };
  const along = vx * best.ux + vy * best.uy;
  return { vx: vx - along * best.ux, vy: vy - along * best.uy };
}
