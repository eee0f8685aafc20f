/**
 * Two dumps of the events evaluation (dump.ts) compared stroke by stroke: what
 * a change did, event by event. The true events are the same in both (same
 * material), so a true event's status says the rest: a new miss (tp before,
 * miss after) or a fixed one. Found events are paired before/after by kind
 * and who, nearest in time within the matching's tolerance; an extra left
 * unpaired is a new (or gone) extra, a paired event that moved more than
 * half a frame is a moved one (a date the change moved), and a changed
 * confidence or stroke line (found, confident, verdict) is named too.
 */
import type { Dump, DumpEvent, DumpStroke } from './dump.js';
import { matchToleranceS } from './metrics.js';

export interface DumpCounts {
  strokesCompared: number; strokesChanged: number; onlyBefore: number; onlyAfter: number;
  newMiss: number; fixedMiss: number; newExtra: number; goneExtra: number;
  /** Found events of kinds not scored (strike, rest, pocket ...) that appeared or went. */
  appeared: number; gone: number;
  /** Paired found events dated more than half a frame apart. */
  moved: number; confidenceChanged: number;
  /** Stroke lines that changed (found, confident, agrees). */
  strokeLineChanged: number; rowsChanged: number;
}

export interface DumpComparison { lines: string[]; counts: DumpCounts }

const at = (e: DumpEvent): string => `${e.kind} ${e.who} @${e.ms.toFixed(1)}${e.confidence === null ? '' : `~${e.confidence}`}`;

/** Greedy nearest-in-time pairs of found events with the same kind and who, within the kind's matching tolerance at `fps`. */
export function pairFound(before: readonly DumpEvent[], after: readonly DumpEvent[], fps: number): { pairs: [DumpEvent, DumpEvent][]; onlyBefore: DumpEvent[]; onlyAfter: DumpEvent[] } {
  const cands: { i: number; j: number; d: number }[] = [];
  before.forEach((a, i) => after.forEach((b, j) => {
    const d = Math.abs(a.ms - b.ms);
    if (a.kind === b.kind && a.who === b.who && d <= 1000 * matchToleranceS(a.kind, fps)) cands.push({ i, j, d });
  }));
  cands.sort((x, y) => x.d - y.d || x.i - y.i || x.j - y.j);
  const ui = new Set<number>(), uj = new Set<number>(), pairs: [DumpEvent, DumpEvent][] = [];
  for (const c of cands) {
    if (ui.has(c.i) || uj.has(c.j)) continue;
    ui.add(c.i); uj.add(c.j); pairs.push([before[c.i]!, after[c.j]!]);
  }
  return { pairs, onlyBefore: before.filter((_, i) => !ui.has(i)), onlyAfter: after.filter((_, j) => !uj.has(j)) };
}

/** What changed in one stroke, as short phrases, counted into `n`. */
export function strokeChanges(a: DumpStroke, b: DumpStroke, n: DumpCounts): string[] {
  const out: string[] = [];
  if (a.head !== b.head) { n.strokeLineChanged++; out.push(`stroke ${a.head} -> ${b.head}`); }
  const truthSame = a.truth.length === b.truth.length && a.truth.every((e, i) => at(e) === at(b.truth[i]!));
  if (!truthSame) out.push('TRUTH DIFFERS (not the same material?)');
  else a.truth.forEach((e, i) => {
    const s = b.truth[i]!.status;
    if (e.status === 'tp' && s === 'miss') { n.newMiss++; out.push(`new miss ${at(e)}`); }
    if (e.status === 'miss' && s === 'tp') { n.fixedMiss++; out.push(`fixed miss ${at(e)}`); }
  });
  const halfFrameMs = 500 / a.fps, p = pairFound(a.found, b.found, a.fps);
  for (const e of p.onlyAfter) {
    if (e.status === 'extra') { n.newExtra++; out.push(`new extra ${at(e)}`); } else if (e.status === '-') { n.appeared++; out.push(`appeared ${at(e)}`); } else out.push(`now ${e.status} ${at(e)}`);
  }
  for (const e of p.onlyBefore) {
    if (e.status === 'extra') { n.goneExtra++; out.push(`gone extra ${at(e)}`); } else if (e.status === '-') { n.gone++; out.push(`gone ${at(e)}`); } else out.push(`was ${e.status} ${at(e)}`);
  }
  for (const [x, y] of p.pairs) {
    const moved = Math.abs(y.ms - x.ms) > halfFrameMs;
    if (moved) n.moved++;
    if (x.confidence !== y.confidence) n.confidenceChanged++;
    if (moved || x.confidence !== y.confidence || x.status !== y.status) out.push(`${moved ? 'moved' : 'changed'} ${at(x)} ${x.status} -> @${y.ms.toFixed(1)}${y.confidence === null ? '' : `~${y.confidence}`} ${y.status} (${(y.ms - x.ms).toFixed(1)} ms)`);
  }
  return out;
}

/** Counts with nothing counted yet. */
export function emptyCounts(): DumpCounts {
  return {
    strokesCompared: 0, strokesChanged: 0, onlyBefore: 0, onlyAfter: 0, newMiss: 0, fixedMiss: 0, newExtra: 0, goneExtra: 0,
    appeared: 0, gone: 0, moved: 0, confidenceChanged: 0, strokeLineChanged: 0, rowsChanged: 0,
  };
}

/** Every difference of two dumps of the same material: rows, then one line per changed stroke, then the counts. */
export function compareDumps(before: Dump, after: Dump): DumpComparison {
  const n = emptyCounts();
  const lines: string[] = [];
  for (const [k, r] of before.rows) {
    const s = after.rows.get(k);
    if (s !== r) { n.rowsChanged++; lines.push(`row ${k}\n  before ${r}\n  after  ${s ?? '(none)'}`); }
  }
  for (const k of after.rows.keys()) if (!before.rows.has(k)) { n.rowsChanged++; lines.push(`row ${k}: only after`); }
  for (const [id, a] of before.strokes) {
    const b = after.strokes.get(id);
    if (!b) { n.onlyBefore++; lines.push(`${id}: only before`); continue; }
    n.strokesCompared++;
    const ch = strokeChanges(a, b, n);
    if (ch.length > 0) { n.strokesChanged++; lines.push(`${id}: ${ch.join('; ')}`); }
  }
  for (const id of after.strokes.keys()) if (!before.strokes.has(id)) { n.onlyAfter++; lines.push(`${id}: only after`); }
  return { lines, counts: n };
}
