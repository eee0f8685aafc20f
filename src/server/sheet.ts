/**
 * The match sheet: the match as judged, for the federation's paperwork and
 * for `tabletrack judge` (the JSON's `match` is a valid match file). CSV has
 * one row per stroke.
 */
import { callText, foulText, type Language } from '../contracts/texts.js';
import type { MatchFile } from '../contracts/match.js';
import type { Verdict } from '../contracts/verdict.js';
import type { MatchState } from './match.js';

export interface MatchSheet {
  id: string;
  exportedAt: string;
  match: MatchFile;
  verdict: Verdict;
  corrected: number[];
}

export function sheetOf(state: MatchState, now = Date.now()): MatchSheet {
  return {
    id: state.id,
    exportedAt: new Date(now).toISOString(),
    match: { ...state.file, strokes: [...state.strokes] },
    verdict: { strokes: [...state.verdicts], ...state.summary },
    corrected: state.corrected.flatMap((c, i) => (c ? [i] : [])),
  };
}

function cell(value: unknown): string {
  const s = String(value ?? '');
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function sheetCsv(state: MatchState, lang: Language = 'en'): string {
  const [a, b] = state.file.players;
  const header = ['stroke', 'shooter', 'valid', `points ${a}`, `points ${b}`, 'fouls', 'calls', 'next', 'set', 'inning', 'run', 'corrected', `score ${a}`, `score ${b}`];
  const totals: Record<string, number> = { [a]: 0, [b]: 0 };
  let set = 1;
  const rows = state.verdicts.map((v, i) => {
    if ((v.set ?? 1) !== set) { set = v.set ?? 1; totals[a] = 0; totals[b] = 0; }
    totals[a]! += v.points[a] ?? 0;
    totals[b]! += v.points[b] ?? 0;
    return [
      i + 1, state.strokes[i]!.shooter, v.valid ? 'yes' : 'no', v.points[a] ?? 0, v.points[b] ?? 0,
      v.fouls.map((f) => foulText(f, lang)).join('; '), v.calls.map((c) => callText(c.call, lang) + (c.zone ? ` ${c.zone}` : '')).join('; '),
      v.next ?? '', v.set ?? '', v.inning ?? '', v.run ?? '', state.corrected[i] ? 'yes' : '', totals[a], totals[b],
    ];
  });
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
