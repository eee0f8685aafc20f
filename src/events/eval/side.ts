/**
 * The code an events evaluation puts after the tracker: the events stage and
 * the judge. The scoring (matching against the truth, identity map, rows)
 * never comes from here, so two sides scored on the same tracked frames
 * differ only by their events stage and rules. The A/B evaluation
 * (test/events.ab.test.ts) loads another working tree's side by path
 * (`loadSide`) and runs it beside this tree's (`THIS_TREE`).
 */
import { resolve } from 'node:path';
import type { MatchFile, Stroke } from '../../contracts/match.js';
import type { StrokeVerdict, Verdict } from '../../contracts/verdict.js';
import { announced, verdictWith } from '../../rules/announce.js';
import { judgeMatch } from '../../rules/match.js';
import type { TrackedFrame } from '../../track/tracker.js';
import type { ExtractedStroke, StrokeContext } from '../extract.js';
import { EventsStage } from '../stage.js';

/** What the evaluation needs of the events stage: tracked frames in, finished strokes out. */
export interface StageLike { update(f: TrackedFrame): ExtractedStroke | null; flush(): ExtractedStroke | null }

export interface EventsSide {
  newStage(ctx: StrokeContext): StageLike;
  judgeMatch(match: MatchFile): Verdict;
  verdictWith(match: MatchFile, k: number, stroke: Stroke): StrokeVerdict | null;
  /** The verdict as the referee announces it: two verdicts agree when these are equal. */
  announced(v: StrokeVerdict): unknown;
}

export const THIS_TREE: EventsSide = { newStage: (ctx) => new EventsStage(ctx), judgeMatch, verdictWith, announced };

/** The modules a side is read from, relative to a working tree's root (the source, loaded by vitest's TypeScript transform). */
export const SIDE_MODULES = { stage: 'src/events/stage.ts', match: 'src/rules/match.ts', announce: 'src/rules/announce.ts' } as const;

/**
 * Another working tree's events stage and judge, imported from its source by
 * absolute path (`root` relative to the working directory is made absolute):
 * its own relative imports resolve inside that tree, so none of this tree's
 * events or rules code runs on its side. Runs under vitest only (plain node
 * does not load .ts).
 */
export async function loadSide(root: string): Promise<EventsSide> {
  const load = async (rel: string): Promise<Record<string, unknown>> => {
    const path = resolve(root, rel);
    try { return await import(/* @vite-ignore */ path) as Record<string, unknown>; } catch (e) { throw new Error(`cannot load ${path}: ${(e as Error).message}`); }
  };
  // Settled, not Promise.all: when a tree cannot be loaded at all, every import fails and Promise.all would name whichever
  // failed first in time (a race under load); the error names the first failing module in this order, on every run.
  const [stageR, matchR, announceR] = await Promise.allSettled([load(SIDE_MODULES.stage), load(SIDE_MODULES.match), load(SIDE_MODULES.announce)]);
  const valueOf = <T>(r: PromiseSettledResult<T>): T => { if (r.status === 'rejected') throw r.reason; return r.value; };
  const stage = valueOf(stageR), match = valueOf(matchR), announce = valueOf(announceR);
  const need = (m: Record<string, unknown>, name: string, rel: string): never | void => {
    if (typeof m[name] !== 'function') throw new Error(`${root}/${rel} exports no ${name}`);
  };
  need(stage, 'EventsStage', SIDE_MODULES.stage); need(match, 'judgeMatch', SIDE_MODULES.match);
  need(announce, 'verdictWith', SIDE_MODULES.announce); need(announce, 'announced', SIDE_MODULES.announce);
  const Stage = stage.EventsStage as new (ctx: StrokeContext) => StageLike;
  return {
    newStage: (ctx) => new Stage(ctx),
    judgeMatch: match.judgeMatch as EventsSide['judgeMatch'],
    verdictWith: announce.verdictWith as EventsSide['verdictWith'],
    announced: announce.announced as EventsSide['announced'],
  };
}
