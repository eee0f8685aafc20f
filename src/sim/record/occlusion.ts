/**
 * Which balls the cue, hands, arms, head and body cover in the image: the
 * occluders are drawn once more, without their shadows, into two scratch images (all 0 and
 * all 255). The renderer blends `out = in·(1−c) + colour·c`, so
 * (s₀ + 255 − s₂₅₅) / 255 is exactly the covered fraction c of a pixel,
 * whatever the occluder's colour.
 */
import { project } from '../../camera/model.js';
import type { BallId } from '../../contracts/ids.js';
import type { Box, RenderContext } from '../render/context.js';
import { drawCue, drawHand } from '../render/occluders.js';
import type { Occluder } from '../render/scene.js';

/**
 * A ball counts as occluded when at least this share of its samples is
 * covered. Higher marks only balls that are nearly hidden; lower marks balls
 * a detector would still find from their visible part.
 */
export const OCCLUDED_SHARE = 0.5;
/** Samples: the centre and 8 points at this fraction of the ball's image radius. */
const RING = 0.6;

export interface OcclusionProbe {
  occluded(occluders: readonly Occluder[], balls: readonly { id: BallId; pos: readonly number[] }[]): Set<BallId>;
}

export function makeOcclusionProbe(ctx: RenderContext): OcclusionProbe {
  const n = ctx.W * ctx.H * 3;
  const zero = new Uint8Array(n);
  const full = new Uint8Array(n).fill(255);
  const r = ctx.table.ballRadius;
  const reset = (boxes: Box[]): void => {
    for (const b of boxes) {
      for (let v = b.y0; v <= b.y1; v++) {
        const a = (v * ctx.W + b.x0) * 3, e = (v * ctx.W + b.x1 + 1) * 3;
        zero.fill(0, a, e);
        full.fill(255, a, e);
      }
    }
  };
  const coverage = (u: number, v: number): number => {
    const x = Math.round(u), y = Math.round(v);
    if (x < 0 || y < 0 || x >= ctx.W || y >= ctx.H) return 0;
    const o = (y * ctx.W + x) * 3;
    return (zero[o]! + 255 - full[o]!) / 255;
  };
  return {
    occluded(occluders, balls) {
      const out = new Set<BallId>();
      if (occluders.length === 0 || balls.length === 0) return out;
      const boxes: Box[] = [];
      for (const o of occluders) {
        for (const img of [zero, full]) {
          boxes.push(...(o.kind === 'cue' ? drawCue(ctx, img, { ...o, shadow: false }, r) : drawHand(ctx, img, o, { shadow: false })));
        }
      }
      for (const b of balls) {
        const x = b.pos[0]!, y = b.pos[1]!;
        const c = project(ctx.cam, [x, y, r]);
        const e = project(ctx.cam, [x + r, y, r]);
        if (!c || !e) continue;
        const rpx = Math.hypot(e[0] - c[0], e[1] - c[1]) * RING;
        let covered = coverage(c[0], c[1]) >= 0.5 ? 1 : 0;
        for (let k = 0; k < 8; k++) {
          const a = (k * Math.PI) / 4;
          if (coverage(c[0] + rpx * Math.cos(a), c[1] + rpx * Math.sin(a)) >= 0.5) covered++;
        }
        if (covered / 9 >= OCCLUDED_SHARE) out.add(b.id);
      }
      reset(boxes);
      return out;
    },
  };
}
