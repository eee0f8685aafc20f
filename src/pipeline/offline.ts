/**
 * The vision path over a whole recording, every frame, as fast as it goes:
 * what `tabletrack track` runs (video → match file → `tabletrack judge`).
 * The stages are the live service's own (./vision-stages.ts); only the
 * driving differs (no pacing, no queue, no frame ever dropped).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Frame } from '../capture/frame.js';
import { videoFrames, type VideoInfo } from '../capture/video.js';
import { BufferPool } from '../capture/pool.js';
import type { BallId, Discipline } from '../contracts/ids.js';
import type { MatchFile, PlayerId } from '../contracts/match.js';
import { InputError } from '../contracts/schema.js';
import type { ExtractedStroke } from '../events/extract.js';
import { buildMatchLenient, type LenientMatch } from '../events/match.js';
import { judgeMatch } from '../rules/match.js';
import { placeableAfter } from '../rules/placeable.js';
import type { SourceStroke } from './types.js';
import { VisionPipeline, type VisionContext } from './vision-stages.js';

export interface TrackRun {
  strokes: SourceStroke[];
  frames: number;
  fullFrames: number;
  /** Wall time per frame through detect + track + events (ms). */
  msPerFrame: number;
}

/** Every frame of a video with its own clock. */
export async function* framesOfVideo(path: string, info: VideoInfo): AsyncGenerator<Frame> {
  const pool = new BufferPool(info.width * info.height * 3, 2);
  for await (const f of videoFrames(path, info, 0, undefined, pool)) {
    yield { index: f.index, capturedAt: performance.now() / 1000, width: info.width, height: info.height, data: f.data, t: f.t, release: () => pool.give(f.data) };
  }
}

const IMAGE = /\.(jpe?g|png)$/i;

/** Every image of a folder (sorted by name) at `fps`, decoded at its own size. */
export async function* framesOfFolder(dir: string, fps: number): AsyncGenerator<Frame> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => IMAGE.test(n)).sort();
  } catch (e) {
    throw new InputError(dir, `cannot read the image folder (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  if (!names.length) throw new InputError(dir, 'no .jpg, .jpeg or .png images in the folder');
  let index = 0;
  for (const name of names) {
    const file = join(dir, name);
    let out;
    try {
      out = await sharp(file).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    } catch (e) {
      throw new InputError(file, `cannot decode the image (${(e as Error).message.split('\n')[0]})`);
    }
    yield { index, capturedAt: performance.now() / 1000, width: out.info.width, height: out.info.height, data: out.data, t: index / fps };
    index++;
  }
}

/**
 * Run the stages over every frame; `onStroke` sees each stroke as it completes. `placeable`, when given, judges
 * each stroke as it comes, as the live service does: the balls its verdict lets a hand place before the next
 * strike go to the events stage (VisionPipeline.expectPlacement), so a ball carried out of sight for a free ball
 * is no extra stroke.
 */
export async function trackFrames(frames: AsyncIterable<Frame>, ctx: VisionContext, onStroke?: (s: SourceStroke) => void, placeable?: (s: SourceStroke) => readonly BallId[]): Promise<TrackRun> {
  // The live path's refinement (LIVE_REFINE): the rim fit lowers the confidence of a ball it cannot fit, and a cue
  // ball under the cue then drops out of the tracker at the strike (bundled clips 44 → 41 of 49 verdicts with 'fit').
  const pipeline = new VisionPipeline(ctx);
  const strokes: SourceStroke[] = [];
  const t0 = performance.now();
  const take = (s: SourceStroke | undefined) => {
    if (!s) return;
    strokes.push(s);
    onStroke?.(s);
    if (placeable) pipeline.expectPlacement(placeable(s));
  };
  for await (const f of frames) {
    take(pipeline.extract(pipeline.track(await pipeline.detect(f))).stroke);
    f.release?.();
  }
  take(pipeline.flush().stroke);
  const n = pipeline.counters.frames;
  return { strokes, frames: n, fullFrames: pipeline.counters.fullFrames, msPerFrame: n ? (performance.now() - t0) / n : 0 };
}

export interface MatchSetupLike {
  discipline: Discipline;
  players: [PlayerId, PlayerId];
  distance: number;
  sets?: number;
  balls?: Record<string, string>;
  settings?: Record<string, unknown>;
}

/**
 * The strokes as a match file (src/events/match.ts): the camera cannot see
 * who played, so each stroke goes to the owner of the ball struck when the
 * rules allow that player, else to the player they expect. A stroke the rules
 * refuse is left out with its reason; strokes after the match is decided are
 * counted.
 */
export function matchFileOf(strokes: readonly SourceStroke[], setup: MatchSetupLike): LenientMatch {
  return buildMatchLenient(setup as Omit<MatchFile, 'strokes'>, strokes.map(extractedOf));
}

/**
 * `trackFrames`' `placeable` for a recording judged on its own (`tabletrack track`): the strokes so far as a
 * match file (`matchFileOf`), and the balls the verdict of the latest lets a hand place (src/rules/placeable.ts);
 * none when the rules refused it. Each stroke re-judges the match so far: a match of a few hundred strokes only.
 */
export function placeableAsJudged(setup: MatchSetupLike): (s: SourceStroke) => BallId[] {
  const seen: SourceStroke[] = [];
  let kept = 0;
  return (s) => {
    seen.push(s);
    const { match } = matchFileOf(seen, setup);
    const added = match.strokes.length > kept;
    kept = match.strokes.length;
    if (!added) return [];
    try {
      const verdict = judgeMatch(match).strokes.at(-1);
      return verdict ? placeableAfter(verdict, match) : [];
    } catch {
      return []; // a match the judge refuses whole: no verdict to place by
    }
  };
}

function extractedOf(s: SourceStroke): ExtractedStroke {
  const strike = s.events.find((e) => e.kind === 'strike') as { ball: BallId } | undefined;
  return { events: s.events, before: s.before ?? { balls: {} }, after: s.after ?? { balls: {} }, struck: strike?.ball ?? null };
}
