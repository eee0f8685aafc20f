/**
 * "Which came first" is read from the event list, never from the times
 * (docs/rules-*.md; src/rules/russian/order.ts). Every golden case is judged
 * again with the times inside each stroke squeezed together (every event
 * between the strike and the last one takes the strike's time; the strike and
 * the last event keep theirs, so balls-in-motion, which compares a strike with
 * the previous stroke's last event, is untouched): the verdict must not change.
 * The rules that really measure time are named below, with their cases.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeMatch } from '../../src/rules/match.js';

const root = new URL('../golden/', import.meta.url).pathname;

/** Golden cases about a rule that measures a time, not an order. */
const TIMED: Record<string, string> = {
  'russian-colour/17-undeclared-cushion-off-route.json': 'jaw touch: a cushion touch is ignored only within a window in seconds before the drop (art. 7)',
  'russian-colour/19-jaw-touch-outside-window-setting-off-route.json': 'jaw touch: the same window, setting jawTouchWindowS',
};

type Ev = { t: number; kind: string };
type M = { strokes: { events: Ev[] }[] };

function squeezed(match: M): M {
  return {
    ...match,
    strokes: match.strokes.map((s) => {
      const strike = s.events.find((e) => e.kind === 'strike');
      if (!strike || s.events.length < 3) return s;
      const last = s.events.length - 1;
      return { ...s, events: s.events.map((e, k) => (k === last || e === strike || s.events.indexOf(strike) > k ? e : { ...e, t: strike.t })) };
    }),
  };
}

describe('order, not time', () => {
  for (const d of readdirSync(root)) {
    for (const f of readdirSync(join(root, d)).filter((x) => x.endsWith('.json')).sort()) {
      const g = JSON.parse(readFileSync(join(root, d, f), 'utf8')) as { match: M; error?: string };
      if (g.error || TIMED[`${d}/${f}`]) continue;
      it(`${d}/${f}`, () => {
        const a = judgeMatch(g.match), b = judgeMatch(squeezed(g.match));
        const strip = (v: typeof a) => v.strokes.map(({ reasons: _r, ...rest }) => rest);
        expect(strip(b)).toEqual(strip(a));
      });
    }
  }
});
