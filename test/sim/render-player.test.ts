import { describe, expect, it } from 'vitest';
import { cameraFromPose } from '../../src/camera/index.js';
import { CAROM_MATCH_TABLE, PYRAMID_12FT_TABLE } from '../../src/geometry/tables.js';
import { makeContext } from '../../src/sim/render/context.js';
import { colourContrast, createRenderer, randomLook, type SceneState } from '../../src/sim/render/index.js';
import { distanceToEdge, playerParts } from '../../src/sim/render/player.js';
import type { EllipsoidPart } from '../../src/sim/render/shapes.js';

const table = CAROM_MATCH_TABLE;
const cam = cameraFromPose({ width: 480, height: 270, heightMm: 2800 }, table);
const R = table.ballRadius;

describe('the player at the table', () => {
  const ctx = makeContext(cam, table, randomLook(5, 'three-cushion', table));
  const ox = table.length / 2 + ctx.look.cushionWidth + table.railWidth;
  const oy = table.width / 2 + ctx.look.cushionWidth + table.railWidth;
  const torsoOf = (tip: [number, number], angle: number): EllipsoidPart => {
    const parts = playerParts(ctx, { kind: 'cue', tip, angle, elevationDeg: 6 }, R);
    // The torso is the longest ellipsoid.
    return parts.filter((p): p is EllipsoidPart => p.kind === 'ellipsoid').sort((a, b) => Math.hypot(...b.u) - Math.hypot(...a.u))[0]!;
  };
  const hipsOf = (t: EllipsoidPart): [number, number] => [t.c[0] + t.u[0], t.c[1] + t.u[1]];

  it('stands the hips outside the rail for a cue ball near a cushion', () => {
    // Ball near the bottom cushion, played up the table: the butt points to -x.
    const hips = hipsOf(torsoOf([-1250, 100], Math.PI));
    expect(Math.abs(hips[0]) > ox || Math.abs(hips[1]) > oy).toBe(true);
    // Near the left long cushion, played across the table.
    const side = hipsOf(torsoOf([200, 600], Math.PI / 2));
    expect(side[1]).toBeGreaterThan(oy);
  });

  it('slides the body back with the rail, leaning over it from mid-table', () => {
    // Hips behind the tip along the cue: the natural stance near the rail, stretched back from mid-table.
    const behind = (x: number): number => x - hipsOf(torsoOf([x, 0], Math.PI))[0];
    expect(behind(-300)).toBeGreaterThan(behind(-1000) + 150);
    expect(hipsOf(torsoOf([-1000, 0], Math.PI))[0]).toBeLessThan(-ox);
    expect(distanceToEdge(ctx, [-1000, 0], -1, 0)).toBeCloseTo(-(-ox) - 1000, 6);
  });

  it('casts the player\'s shadow on the cloth', () => {
    const r = createRenderer({ camera: cam, table, discipline: 'three-cushion', look: randomLook(5, 'three-cushion', table), noNoise: true });
    const state = (shadow: boolean): SceneState => ({ balls: [{ id: 'white', pos: [-600, 0] }], occluders: [{ kind: 'cue', tip: [-640, 0], angle: Math.PI, elevationDeg: 6, shadow }] });
    const a = Buffer.from(r.render(state(false), 0));
    const b = Buffer.from(r.render(state(true), 0));
    let darker = 0;
    for (let i = 0; i < a.length; i++) if (b[i]! < a[i]! - 3) darker++;
    expect(darker).toBeGreaterThan(300);
  });
});

describe('looks', () => {
  it('keeps the Russian colour ball visible on its cloth', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const l = randomLook(seed, 'russian-colour', PYRAMID_12FT_TABLE);
      expect(colourContrast(l.balls.colour!.albedo, l.cloth), `seed ${seed}`).toBeGreaterThanOrEqual(0.4);
    }
  });

  it('varies lamp shapes, floors and cloths', () => {
    const looks = Array.from({ length: 40 }, (_, i) => randomLook(i + 1, 'three-cushion', table));
    expect(new Set(looks.flatMap((l) => l.lamps.map((p) => p.shape)))).toEqual(new Set(['point', 'tube', 'panel']));
    expect(new Set(looks.map((l) => l.floorKind))).toEqual(new Set(['wood', 'carpet', 'tiles']));
    // Most carom cloths are the saturated blue of three-cushion halls: blue well above red.
    const blue = looks.filter((l) => l.cloth[2] > 3 * l.cloth[0]).length;
    expect(blue).toBeGreaterThan(20);
    expect(blue).toBeLessThan(40);
  });
});
