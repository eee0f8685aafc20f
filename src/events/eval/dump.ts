/**
 * The events evaluation's per-stroke dump (EVAL_DUMP=FILE) and the compare of
 * two dumps (EVAL_COMPARE=BEFORE,AFTER; test/events.eval.test.ts): the proof of
 * an events change. The rows say how many events were missed or extra; the
 * dump says which, stroke by stroke, so a change that fixes two strokes and
 * breaks one shows as such, not as a net +1.
 *
 * One line per true and per found event, in a stable text form (`diff` reads
 * it too): the stroke's id (fps, material name, stroke index), truth|found,
 * kind, who (balls, ball:cushion, pin<by), time in ms, confidence, and how
 * the eval's matching scored it (tp, miss, extra; `low` for a found event
 * under the matching's confidence floor; `-` for kinds not scored) and, for
 * a matched pair, found minus true time in ms on both lines (late and early
 * dates: `awk '$9 > 40'`). Times are
 * written to 0.1 ms and confidences to 0.001: finer moves are rounding, not
 * a change. A `stroke` line per stroke carries found, confident (not sent to
 * the referee) and agrees (verdict); a `row` line per block, the printed row.
 * Two dumps compare when they are of the same material (same env but the code).
 */
import type { StrokeEvent } from '../../contracts/events.js';
import { matchEvents, matchToleranceS, MIN_MATCH_CONFIDENCE } from './metrics.js';
import type { StrokeOutcome } from './run.js';

export type Side = 'truth' | 'found';
/** How the eval's matching scored an event; `-`: a kind it does not score. */
export type Status = 'tp' | 'miss' | 'extra' | 'low' | '-';
/** An event's status, and for a matched pair the found minus the true time (ms), on both lines. */
interface Scored { status: Status; off?: number }

/** The kinds the eval scores (its rows' TpFpFn): only these get tp / miss / extra. */
const SCORED_KINDS = ['ball-ball', 'cushion', 'pin-fall'] as const;

/** Who took part in an event, as one token (ball-ball sorted, as the matching's key). */
export function whoOf(e: StrokeEvent): string {
  switch (e.kind) {
    case 'ball-ball': return [...e.balls].sort().join('+');
    case 'cushion': return `${e.ball}:${e.cushion}`;
    case 'pin-fall': case 'pin-shift': return e.by === undefined ? e.pin : `${e.pin}<${e.by}`;
    case 'pocket': return `${e.ball}:${e.pocket}`;
    case 'rest': return '-';
    default: return e.ball;
  }
}

/** How the eval's matching scored each event (by identity): tp or miss (truth), tp, extra or low (found); kinds not scored are absent. */
function statuses(truth: readonly StrokeEvent[], found: readonly StrokeEvent[], fps: number): Map<StrokeEvent, Scored> {
  const out = new Map<StrokeEvent, Scored>();
  for (const kind of SCORED_KINDS) {
    const m = matchEvents(truth, found, [kind], fps, matchToleranceS(kind, fps));
    const missed = new Set(m.missed), extra = new Set(m.extra);
    for (const e of truth) if (e.kind === kind) out.set(e, { status: missed.has(e) ? 'miss' : 'tp' });
    for (const e of found) if (e.kind === kind) out.set(e, { status: (e.confidence ?? 1) < MIN_MATCH_CONFIDENCE ? 'low' : extra.has(e) ? 'extra' : 'tp' });
    for (const p of m.pairs) {
      const off = 1000 * (p.found.t - p.truth.t);
      out.set(p.truth, { status: 'tp', off }); out.set(p.found, { status: 'tp', off });
    }
  }
  return out;
}

function eventLine(id: string, side: Side, e: StrokeEvent, scored: Scored | undefined): string {
  const conf = e.confidence === undefined ? '-' : String(+e.confidence.toFixed(3));
  const off = scored?.off === undefined ? '-' : `${scored.off >= 0 ? '+' : ''}${scored.off.toFixed(1)}`;
  return `${id} ${side} ${e.kind} ${whoOf(e)} ${(1000 * e.t).toFixed(1)} ${conf} ${scored?.status ?? '-'} ${off}`;
}

/** The dump lines of one block (one discipline at one rate): its row, then each stroke's line, true events and found events. */
export function dumpLines(fps: number, row: unknown, strokes: readonly StrokeOutcome[]): string[] {
  const out = [`row ${JSON.stringify(row)}`];
  for (const s of strokes) {
    const id = `${fps} ${s.name}[${s.index}]`, st = statuses(s.truth, s.events, fps);
    const agrees = s.verdictAgrees === null ? '-' : s.verdictAgrees ? '1' : '0';
    out.push(`${id} stroke found=${s.found ? 1 : 0} confident=${s.confident ? 1 : 0} agrees=${agrees}`);
    for (const e of s.truth) out.push(eventLine(id, 'truth', e, st.get(e)));
    for (const e of s.events) out.push(eventLine(id, 'found', e, st.get(e)));
  }
  return out;
}

/** One event line read back. */
export interface DumpEvent { side: Side; kind: string; who: string; ms: number; confidence: number | null; status: Status; /** Found minus true time (ms) of a matched pair. */ off: number | null }
/** One stroke read back: its `stroke` line's fields, its true and found events in dump order. */
export interface DumpStroke { fps: number; head: string; truth: DumpEvent[]; found: DumpEvent[] }
/** A dump read back: rows by "discipline fps", strokes by id ("fps name[index]"), in file order. */
export interface Dump { rows: Map<string, string>; strokes: Map<string, DumpStroke> }

/** Read a dump (lines of `dumpLines`; blank lines and `#` comments skipped). Throws on a line it cannot read. */
export function parseDump(text: string): Dump {
  const rows = new Map<string, string>(), strokes = new Map<string, DumpStroke>();
  text.split('\n').forEach((line, n) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    if (line.startsWith('row ')) {
      const r = JSON.parse(line.slice(4)) as { discipline: string; fps: number };
      rows.set(`${r.discipline} ${r.fps}`, line.slice(4));
      return;
    }
    const [fps, name, what, ...rest] = line.split(' ');
    const id = `${fps} ${name}`, bad = new Error(`dump line ${n + 1} unreadable: ${line}`);
    if (what === 'stroke') { strokes.set(id, { fps: Number(fps), head: rest.join(' '), truth: [], found: [] }); return; }
    const s = strokes.get(id);
    if (!s || (what !== 'truth' && what !== 'found') || rest.length !== 6) throw bad;
    const [kind, who, ms, conf, status, off] = rest as [string, string, string, string, Status, string];
    s[what].push({ side: what, kind, who, ms: Number(ms), confidence: conf === '-' ? null : Number(conf), status, off: off === '-' ? null : Number(off) });
  });
  return { rows, strokes };
}
