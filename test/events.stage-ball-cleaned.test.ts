/**
 * A ball the referee cleans between strokes (a carom match's everyday request: the referee marks the ball's place,
 * lifts it, wipes it and puts it back on the mark; seconds away, back within a few mm). The stage opens a stroke on a
 * ball gone from its rest (`goneFromRest`) and waits for it (GONE_WAIT_MAX_S); a ball seen back at its place is no
 * stroke, and the next stroke is the player's, with nothing off the table. Frames built from the geometry like
 * events.stage-gone-from-rest: three balls at rest with a little noise, one of them away `from`..`until`, back `off`
 * mm from where it lay; a stroke of another ball at `strikeAt`. A ball away longer than GONE_WAIT_MAX_S (30 s)
 * is called struck off the table unseen, flagged at 0.5 (the stage cannot wait for ever with the match's frames
 * held): a cleaning takes 5-20 s.
 */
import { describe, expect, it } from 'vitest';
import type { BallId } from '../src/contracts/ids.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import type { ExtractedStroke } from '../src/events/extract.js';
import type { TrackedFrame } from '../src/track/tracker.js';
import { stageStrokes } from './events-stage-helpers.js';

const REST: Record<string, [number, number]> = { white: [345, 184], yellow: [1302, -142], red: [-983, 156] };

interface Scene { fps: number; endS: number; cleaned: BallId; from: number; until: number; off: number; strikeAt?: number }

/** The white rolls from its place towards -x at 1.2 m/s, slowing evenly to rest in 1.5 s, from `strikeAt`. */
function whiteAt(t: number, strikeAt: number | undefined): [number, number] {
  const [x, y] = REST.white!;
  if (strikeAt === undefined || t < strikeAt) return [x, y];
  const s = Math.min(t - strikeAt, 1.5), d = 1200 * s - 400 * s * s;
  return [x - d, y];
}

function frames(sc: Scene): TrackedFrame[] {
  const out: TrackedFrame[] = [];
  let lastSeen = 0;
  for (let i = 0; i / sc.fps <= sc.endS; i++) {
    const t = i / sc.fps;
    const wobble = (k: number) => 0.6 * Math.sin(7 * i + k);
    const balls = (Object.keys(REST) as BallId[]).map((id, k) => {
      const seen = id !== sc.cleaned || t < sc.from || t >= sc.until;
      if (id === sc.cleaned && seen) lastSeen = t;
      let [x, y] = id === 'white' ? whiteAt(t, sc.strikeAt) : REST[id]!;
      if (id === sc.cleaned && t >= sc.until) x += sc.off;
      const moving = id === 'white' && sc.strikeAt !== undefined && t >= sc.strikeAt && t < sc.strikeAt + 1.5;
      return { id, x: x + wobble(k), y: y + wobble(k + 1), vx: 0, vy: 0, observed: seen, moving, unseenS: id === sc.cleaned ? t - lastSeen : 0 };
    });
    out.push({ frame: i, t, balls, pinsStanding: [], pinsFallen: [], backfill: [] });
  }
  return out;
}

const strokesOf = (fs: readonly TrackedFrame[]): ExtractedStroke[] => stageStrokes(fs, { table: CAROM_MATCH_TABLE, discipline: 'three-cushion' });

describe('a ball the referee cleans between strokes', () => {
  for (const fps of [60, 30]) {
    for (const [away, off] of [[4, 0], [10, 0], [10, 3], [20, 2]] as const) {
      it(`${fps} fps: the red away ${away} s, back ${off} mm from its mark, is no stroke`, () => {
        expect(strokesOf(frames({ fps, endS: away + 4, cleaned: 'red', from: 1.5, until: 1.5 + away, off }))).toHaveLength(0);
      });
      it(`${fps} fps: the red away ${away} s, back ${off} mm off, then the white struck: one stroke, the white's, nothing off the table`, () => {
        const back = 1.5 + away;
        const out = strokesOf(frames({ fps, endS: back + 5, cleaned: 'red', from: 1.5, until: back, off, strikeAt: back + 1.5 }));
        expect(out).toHaveLength(1);
        expect(out[0]!.struck).toBe('white');
        expect(out[0]!.events.some((e) => e.kind === 'off-table')).toBe(false);
        expect(out[0]!.events.find((e) => e.kind === 'strike')!.t).toBeCloseTo(back + 1.5, 1);
      });
    }
    it(`${fps} fps: the white cleaned 4.5 s, struck 0.3 s after it is back: one stroke, the white's, at once`, () => {
      const out = strokesOf(frames({ fps, endS: 12, cleaned: 'white', from: 1.5, until: 6, off: 1, strikeAt: 6.3 }));
      expect(out).toHaveLength(1);
      expect(out[0]!.struck).toBe('white');
      expect(out[0]!.events.some((e) => e.kind === 'off-table')).toBe(false);
      const strike = out[0]!.events.find((e) => e.kind === 'strike')!;
      expect(strike.t).toBeCloseTo(6.3, 1);
      expect(strike.confidence).toBeGreaterThanOrEqual(0.9);
    });
  }
});
