/**
 * The A/B evaluation's comparison (test/events.ab.test.ts): two sides' events
 * stage and judge (side.ts) scored on the same tracked frames, "other" (the
 * tree EVAL_AB names, before) and "this" (the tree that runs, after). Per
 * block, one line with each figure the lead reads (contacts, cushions, pin
 * falls, verdict agreement, confidently wrong), shown once when both sides
 * agree and as `other -> this` when they differ; then one line per stroke
 * whose events or verdict differ, in the dump compare's words
 * (dump-compare.ts) and with which side scored it better.
 */
import type { DumpCounts } from './dump-compare.js';
import { emptyCounts, strokeChanges } from './dump-compare.js';
import { dumpLines, parseDump } from './dump.js';
import type { StrokeOutcome } from './run.js';

/** The row figures set side by side: label, field of rowOf. */
export const AB_FIELDS: readonly (readonly [string, string])[] = [
  ['strokes', 'strokes'], ['unfound', 'unfound'], ['extra strokes', 'extraStrokes'],
  ['contacts', 'contactTpFpFn'], ['cushions', 'cushionTpFpFn'], ['pins', 'pinTpFpFn'],
  ['verdict', 'verdictAgreement'], ['judged', 'judged'], ['confidently wrong', 'confidentWrong'], ['flagged', 'flagged'],
];

export interface FieldChange { label: string; other: unknown; this: unknown }

type Row = Record<string, unknown>;

/** The AB_FIELDS whose values differ between the two rows (pins only where a row has pin falls: five-pins). */
export function rowChanges(other: Row, mine: Row): FieldChange[] {
  return AB_FIELDS.filter(([, k]) => JSON.stringify(other[k]) !== JSON.stringify(mine[k])).map(([label, k]) => ({ label, other: other[k], this: mine[k] }));
}

/** One block's line: `*` when a figure differs, each figure once, or `other -> this`. */
export function abRowLine(other: Row, mine: Row): string {
  const changed = new Map(rowChanges(other, mine).map((c) => [c.label, c]));
  // Pin falls only where there are pins (five-pins: rowOf's pinFallF1 is null elsewhere).
  const fields = AB_FIELDS.filter(([, k]) => k !== 'pinTpFpFn' || other.pinFallF1 != null || mine.pinFallF1 != null);
  const parts = fields.map(([label, k]) => {
    const c = changed.get(label);
    return c ? `${label} ${JSON.stringify(c.other)} -> ${JSON.stringify(c.this)}` : `${label} ${JSON.stringify(mine[k])}`;
  });
  return `${changed.size > 0 ? '*' : ' '} ${String(mine.discipline)} ${String(mine.fps)} fps: ${parts.join(' | ')}`;
}

/** A stroke's scored event errors: missed and extra contacts, cushions and pin falls. */
export function eventErrors(s: StrokeOutcome): number {
  return s.contacts.fp + s.contacts.fn + s.cushions.fp + s.cushions.fn + s.pinFalls.fp + s.pinFalls.fn;
}

/** How bad a stroke's verdict is: 0 right (or not judged), 1 wrong and sent to the referee, 2 wrong and confident (not sent). */
export function verdictCost(s: StrokeOutcome): number {
  return s.verdictAgrees !== false ? 0 : s.confident ? 2 : 1;
}

export type Better = 'this' | 'other' | 'mixed' | 'same';

/** Which side scored a stroke better: fewer event errors with no worse a verdict, or a better verdict with no more event errors. */
export function betterSide(other: StrokeOutcome, mine: StrokeOutcome): Better {
  const e = Math.sign(eventErrors(other) - eventErrors(mine)), v = Math.sign(verdictCost(other) - verdictCost(mine));
  if (e === 0 && v === 0) return 'same';
  if (e >= 0 && v >= 0) return 'this';
  if (e <= 0 && v <= 0) return 'other';
  return 'mixed';
}

const VERDICT_WORDS = ['ok', 'wrong (flagged)', 'wrong (confident)'] as const;

/** The score of one stroke on both sides, in words: `errors 2 -> 1, verdict ok`. */
function scoreWords(other: StrokeOutcome, mine: StrokeOutcome): string {
  const eo = eventErrors(other), em = eventErrors(mine), vo = VERDICT_WORDS[verdictCost(other)], vm = VERDICT_WORDS[verdictCost(mine)];
  return `errors ${eo === em ? eo : `${eo} -> ${em}`}, verdict ${vo === vm ? vo : `${vo} -> ${vm}`}`;
}

export interface BlockComparison { lines: string[]; better: Record<Better, number>; counts: DumpCounts }

/**
 * Every stroke of a block whose events or verdict differ between the sides
 * (`other[i]` and `mine[i]`: the same stroke of the same material), one line
 * each: `fps name[index]: what changed => which side is better (the score)`.
 * "Differ" is the dump compare's: a found event dated within half a frame
 * and of the same confidence is the same event.
 */
export function compareBlock(fps: number, other: readonly StrokeOutcome[], mine: readonly StrokeOutcome[]): BlockComparison {
  if (other.length !== mine.length) throw new Error(`A/B block at ${fps} fps: ${other.length} strokes on the other side, ${mine.length} on this one (not the same material?)`);
  const a = parseDump(dumpLines(fps, {}, other).join('\n')), b = parseDump(dumpLines(fps, {}, mine).join('\n'));
  const counts = emptyCounts();
  const better: Record<Better, number> = { this: 0, other: 0, mixed: 0, same: 0 }, lines: string[] = [];
  other.forEach((so, i) => {
    const sm = mine[i]!, id = `${fps} ${so.name}[${so.index}]`;
    if (id !== `${fps} ${sm.name}[${sm.index}]`) throw new Error(`A/B stroke ${i}: ${id} against ${sm.name}[${sm.index}]`);
    counts.strokesCompared++;
    const ch = strokeChanges(a.strokes.get(id)!, b.strokes.get(id)!, counts);
    if (ch.length === 0) return;
    counts.strokesChanged++;
    const side = betterSide(so, sm);
    better[side]++;
    lines.push(`${id}: ${ch.join('; ')} => ${side === 'same' ? 'same score' : side === 'mixed' ? 'mixed' : `${side} better`} (${scoreWords(so, sm)})`);
  });
  return { lines, better, counts };
}
