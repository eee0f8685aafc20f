/**
 * Events-stage test helpers: tracked frames through the stage (`stageStrokes`,
 * the stage tests built from the geometry), and two strokes 3 s apart (a slow
 * first one that stops early) run through the tracker and the stage with a
 * given simulated detector, each stroke with the time it was handed out
 * (`twoStrokes`: test/events.stage-noise.test.ts, events.stage-correlated.test.ts).
 */
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { simulate } from '../src/sim/physics/index.js';
import { simulateDetections, type DetectorModel } from '../src/track/simulated-detections.js';
import { Tracker } from '../src/track/tracker.js';
import { EventsStage } from '../src/events/stage.js';
import type { ExtractedStroke, StrokeContext } from '../src/events/extract.js';
import type { TrackedFrame } from '../src/track/tracker.js';

/** Every stroke the events stage hands out for these tracked frames, the last one flushed at their end. */
export function stageStrokes(fs: readonly TrackedFrame[], ctx: StrokeContext): ExtractedStroke[] {
  const stage = new EventsStage(ctx);
  const out: ExtractedStroke[] = [];
  for (const f of fs) { const s = stage.update(f); if (s) out.push(s); }
  const last = stage.flush();
  if (last) out.push(last);
  return out;
}

export function twoStrokes(fps: number, seed: number, detector: Partial<DetectorModel>) {
  const table = CAROM_MATCH_TABLE;
  const s1 = simulate({ balls: [{ id: 'white', pos: [-700, 100] }, { id: 'yellow', pos: [-200, 450] }, { id: 'red', pos: [600, -300] }] },
    { ball: 'white', speed: 600, direction: 0.05 }, table, undefined, { t0: 1 });
  const after = s1.stateAt(s1.end).balls;
  const s2 = simulate({ balls: (['white', 'yellow', 'red'] as const).map((id) => ({ id, pos: after[id]!.pos })) },
    { ball: 'yellow', speed: 1200, direction: 2 }, table, undefined, { t0: s1.end + 3 });
  const det = simulateDetections([{ sim: s1 }, { sim: s2 }], table, { fps, seed, detector });
  const tr = new Tracker(table, 'libre');
  const stage = new EventsStage({ table, discipline: 'libre' });
  const out: { struck: string | null; at: number }[] = [];
  for (const f of det.frames) {
    const s = stage.update(tr.update(f));
    if (s) out.push({ struck: s.struck, at: f.t });
  }
  const last = stage.flush();
  if (last) out.push({ struck: last.struck, at: Infinity });
  return { out, end1: s1.end, start2: s2.start };
}
