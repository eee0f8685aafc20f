/**
 * The evaluation's occlusion measures (issue 5): the keyed measure counts
 * the occluders' own pixels whatever their colour, the colour measure only
 * what changed colour; and the frame cache re-renders label files of another
 * format. Small frames (960 × 540), no model: a few seconds.
 */
import { describe, expect, it } from 'vitest';
import { EVAL_CACHE_FORMAT, cachedMeasures, conditionsOf, matchFrame, occlusionOf, type EvalFrame } from '../src/detect/evaluate.js';
import { ballRadiusPx, hiddenShare, measureCoverage, measureOcclusion, randomCamera, truthOf, type Truth } from '../src/detect/synth.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { createRenderer, makeRng, randomLook, type Look, type SceneState } from '../src/sim/render/index.js';

const table = CAROM_MATCH_TABLE;
const camera = randomCamera(makeRng(5), table, 960, 540);
const base = randomLook(5, 'libre', table);
/** A player in the white ball's colour: a sleeve or hand over the white changes no colour. */
const look: Look = { ...base, skin: base.balls.white!.albedo, sleeve: base.balls.white!.albedo, bareForearms: false };

/** Both measures of a state's ball labels, as renderEvalFrame takes them. */
function measure(state: SceneState): Truth[] {
  const r = createRenderer({ camera, table, discipline: 'libre', look, noNoise: true });
  const truths = truthOf(state, camera, table, look.exposureTime);
  const bare = Uint8Array.from(r.render({ ...state, occluders: [] }, 0));
  const rgb = r.render(state, 0);
  const radius = (t: Truth): number => ballRadiusPx(camera, table, t.table);
  measureOcclusion(truths, bare, rgb, camera.width, radius);
  measureCoverage(truths, r.ctx, state.occluders ?? [], radius);
  return truths;
}

describe('keyed occlusion measure', () => {
  // A flat hand 60 mm over the white, the yellow far from it; the red under nothing.
  const state: SceneState = {
    balls: [{ id: 'white', pos: [300, 200] }, { id: 'yellow', pos: [-600, -300] }, { id: 'red', pos: [0, -500] }],
    occluders: [{ kind: 'hand', at: [300, 200], angle: 0, heightMm: 60 }],
  };
  const truths = measure(state);
  const ball = (id: string): Truth => truths.find((t) => t.id === id)!;

  it('counts a ball under a hand of its own colour as covered, where the colour measure sees little', () => {
    expect(ball('white').covered).toBeGreaterThan(0.9);
    expect(ball('white').occluded).toBeLessThan(0.2);
  });

  it('counts nothing away from the occluders (no shadow, no anti-aliasing spill)', () => {
    expect(ball('yellow').covered).toBe(0);
    expect(ball('red').covered).toBe(0);
    expect(measure({ balls: state.balls, occluders: [] }).every((t) => t.covered === 0)).toBe(true);
  });

  it('decides hidden and "partly occluded" for balls by the keyed measure unless asked for the colour one', () => {
    const w = ball('white');
    expect(occlusionOf(w)).toBe(w.covered);
    expect(occlusionOf(w, 'colour')).toBe(w.occluded);
    expect(occlusionOf({ ...w, covered: undefined })).toBe(w.occluded);
    const frame: EvalFrame = { seed: 0, img: { data: new Uint8Array(0), width: camera.width, height: camera.height }, truths: [{ ...w, covered: 0.9, occluded: 0 }], camera, table, pins: false };
    expect(matchFrame(frame, []).balls).toHaveLength(0);
    expect(matchFrame(frame, [], 'colour').balls).toHaveLength(1);
    expect(conditionsOf({ ...w, covered: 0.2, occluded: 0 })).toContain('occluded');
    expect(conditionsOf({ ...w, covered: 0.2, occluded: 0 }, 'colour')).toEqual(['rest']);
  });

  it('the colour measure alone is blind to it: identical renders give 0 hidden', () => {
    const img = new Uint8Array(30 * 30 * 3).fill(200);
    expect(hiddenShare(img, img, 30, 30, [15, 15], 8)).toBe(0);
  });
});

describe('evaluation frame cache', () => {
  it('reads only whole label files of the current format (older or cut short ones are rendered again)', () => {
    const truths = [{ cls: 'ball-white', id: 'white', occluded: 0, covered: 0.95 }];
    expect(cachedMeasures(JSON.stringify({ truths }))).toBeNull();
    expect(cachedMeasures(JSON.stringify({ format: EVAL_CACHE_FORMAT - 1, truths }))).toBeNull();
    expect(cachedMeasures(JSON.stringify({ format: EVAL_CACHE_FORMAT, truths }))?.get('ball-white white')).toEqual({ occluded: 0, covered: 0.95 });
    expect(cachedMeasures(JSON.stringify({ format: EVAL_CACHE_FORMAT, truths }).slice(0, 30))).toBeNull();
  });
});
