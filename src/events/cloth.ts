/**
 * The cloth's pull on a sliding ball, shared by the rules that bound how far
 * a ball's spin can carry or draw it after a touch (returns.ts, rail-solve.ts,
 * mouth-pieces.ts). A leaf module: returns.ts imports rail-solve.ts, so the bound
 * cannot live in either without an import cycle.
 */

/**
 * Largest deceleration (mm/s²) the cloth gives a sliding ball (μs·g, 1960
 * on the simulated and on a real cloth), with a margin: no ball's centre is
 * pulled back (a draw) or carried on (a follow) along the line of centres
 * faster after a single touch. Raising it asks a larger reversal of the
 * hitter (slow returns are missed); lowering it towards μs·g lets a hard
 * draw seen two or three frames after the touch pass for a second one.
 * Range 1960-5000.
 */
export const SLIDE_DECEL_MM_S2 = 2500;
