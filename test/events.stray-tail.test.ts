/**
 * A pocketed ball given a short chain of stray detections far away seconds
 * later (withoutStrayTail in src/events/vanish.ts): its path "ended" mid-table,
 * an off-table call and a centre-line crossing instead of the pocket
 * (development Russian #9 stroke 1 and #28 stroke 4 at 60 fps: two wrong verdicts).
 */
import { describe, expect, it } from 'vitest';
import { plannedMatches } from '../src/events/eval/material.js';
import { evaluateRecording } from '../src/events/eval/run.js';
import { extractStroke } from '../src/events/extract.js';
import { histories } from '../src/events/history.js';
import { withoutStrayTail } from '../src/events/vanish.js';
import { PYRAMID_12FT_TABLE } from '../src/geometry/tables.js';
import { type Path, framesOf } from './events-helpers.js';

const FPS = 60, END = 6, HY = PYRAMID_12FT_TABLE.width / 2;
// w3 struck at 0.5 s straight into the middle-right pocket at 1000 mm/s (gone at 0.9 s); `stray`: two detections 1 m away at 4.4 s.
const w3 = (stray: boolean): Path => (t) => {
  if (t < 0.5) return [0, -HY + 400];
  if (t < 0.9) return [0, -HY + 400 - 1000 * (t - 0.5)];
  if (stray && t > 4.39 && t < 4.42) return [-987 - 700 * (t - 4.39), -260 + 500 * (t - 4.39)];
  return null;
};
const paths = (stray: boolean): Record<string, Path> => ({ w3: w3(stray), w1: () => [300, 300], w2: () => [-600, 200] });
const kinds = (stray: boolean) => extractStroke(framesOf(paths(stray), END, FPS), { table: PYRAMID_12FT_TABLE, discipline: 'russian-colour' })
  .events.filter((e) => e.kind !== 'rest' && e.kind !== 'strike').map((e) => e.kind);

describe('a pocketed ball\'s stray tail', () => {
  it('is cut from the ball\'s history; a ball seen again where it was is kept', () => {
    const h = histories(framesOf(paths(true), END, FPS)).get('w3')!;
    const cut = withoutStrayTail(h, END);
    expect(h.t.length - cut.t.length).toBe(2);
    expect(cut.t[cut.t.length - 1]).toBeLessThan(0.9);
    const near = histories(framesOf({ w3: (t) => (t < 1 || (t > 4.39 && t < 4.42) ? [0, 0] : null) }, END, FPS)).get('w3')!;
    expect(withoutStrayTail(near, END)).toBe(near);
  });

  it('leaves the pocket call as it was without the stray chain', () => {
    expect(kinds(false)).toEqual(['pocket']);
    expect(kinds(true)).toEqual(['pocket']);
  });

  it('gives back the pocket on the recorded stroke (development Russian #9 stroke 1 at 60 fps)', () => {
    const s = evaluateRecording(plannedMatches('russian-colour', 9, 1, 2)[0]!, 60, 1008).strokes[1]!;
    expect(s.events.filter((e) => e.kind === 'pocket' || e.kind === 'off-table' || e.kind === 'centre-line').map((e) => e.kind)).toEqual(['pocket', 'centre-line']);
    expect(s.verdictAgrees).toBe(true);
  }, 60_000);
});
