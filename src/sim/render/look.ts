/**
 * Every look parameter of a recording, drawn from a seeded PRNG: cloth,
 * cushions, rails, lamps, balls, camera effects. One Look per recording; the
 * renderer never draws randomness of its own except per-frame sensor noise,
 * which is seeded from the Look's seed and the frame index.
 */
import type { Discipline } from '../../contracts/ids.js';
import { makeRng, type Rng } from './prng.js';

/** Linear RGB, 0..1. */
export type Rgb = readonly [number, number, number];

export function srgb(r: number, g: number, b: number): Rgb {
  const lin = (c: number): number => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
  };
  return [lin(r), lin(g), lin(b)];
}

export interface Lamp {
  /** Table mm; z above the cloth. */
  pos: readonly [number, number, number];
  /** Relative power; the lamps' sum lights the table centre to about 1. */
  power: number;
}

export interface BallLook {
  albedo: Rgb;
  /** Dark marks on the ball (spots of the spotted white, printed dots). */
  marks: 'none' | 'two-spots' | 'six-dots' | 'logo';
  markColour: Rgb;
  /** Angular radius of a mark (rad). */
  markRadius: number;
}

export interface Look {
  seed: number;
  cloth: Rgb;
  /** Strength of the low-frequency mottling, fibre noise, wear patches. */
  clothMottle: number;
  clothFibre: number;
  wear: number;
  /** A few extra worn patches and chalk smudges: table mm, radius, strength. */
  wearPatches: { at: [number, number]; radius: number; strength: number }[];
  chalkSmudges: { at: [number, number]; radius: number; strength: number }[];
  cushionWidth: number;
  /** Cushion top shade relative to the cloth, and the shadow band on the cloth along the nose. */
  cushionShade: number;
  noseShadow: number;
  rail: Rgb;
  railGrain: Rgb;
  railGloss: number;
  diamond: Rgb;
  diamondShape: 'round' | 'rhombus';
  diamondRadius: number;
  floor: Rgb;
  /** Chalk lines and spots drawn on the cloth. */
  lineAlpha: number;
  lineWidth: number;
  spotStyle: 'pencil' | 'sticker';
  lamps: Lamp[];
  ambient: number;
  lampColour: Rgb;
  /** Ball surface: glossiness exponent and strength of the lamps' highlights. */
  shininess: number;
  specular: number;
  balls: Record<string, BallLook>;
  pinWhite: Rgb;
  pinRed: Rgb;
  pinRing: Rgb | null;
  skin: Rgb;
  sleeve: Rgb;
  cueShaft: Rgb;
  cueButt: Rgb;
  /** Camera: exposure gain, white balance, vignetting (gain at the corners = 1 / (1 + v)²), noise σ (8-bit units). */
  exposure: number;
  whiteBalance: Rgb;
  vignetting: number;
  noiseSigma: number;
  jpegQuality: number;
  /** Exposure window (s) for motion blur. */
  exposureTime: number;
  /** Rolling-shutter readout time, top row to bottom row (s); 0 = global shutter. */
  rollingShutter: number;
  overlay: { scoreBar: boolean; logos: boolean; hue: Rgb };
}

const CLOTHS: Rgb[] = [
  srgb(40, 110, 215), // tournament blue (the club photos)
  srgb(30, 90, 190),
  srgb(60, 125, 200),
  srgb(25, 110, 60), // green
  srgb(45, 125, 75),
  srgb(20, 100, 105), // teal
  srgb(120, 110, 95), // tan / camel (some pyramid halls)
  srgb(130, 30, 40), // burgundy
];

const RAILS: { rail: Rgb; grain: Rgb }[] = [
  { rail: srgb(18, 18, 20), grain: srgb(70, 70, 75) }, // black lacquer over ash (the club photos)
  { rail: srgb(45, 25, 15), grain: srgb(80, 45, 25) }, // walnut
  { rail: srgb(75, 30, 18), grain: srgb(110, 50, 28) }, // mahogany
  { rail: srgb(120, 80, 45), grain: srgb(150, 105, 65) }, // oak
];

function jitter(rng: Rng, c: Rgb, amount: number): Rgb {
  const k = 1 + rng.uniform(-amount, amount);
  return [c[0] * k * rng.uniform(1 - amount / 2, 1 + amount / 2), c[1] * k, c[2] * k * rng.uniform(1 - amount / 2, 1 + amount / 2)];
}

function ballLooks(rng: Rng, discipline: Discipline): Record<string, BallLook> {
  const none = (albedo: Rgb): BallLook => ({ albedo, marks: 'none', markColour: srgb(30, 30, 30), markRadius: 0.1 });
  const dots = rng.chance(0.4) ? ('six-dots' as const) : rng.chance(0.4) ? ('logo' as const) : ('none' as const);
  if (discipline === 'russian-colour') {
    const ivory = jitter(rng, srgb(238, 230, 205), 0.04);
    const out: Record<string, BallLook> = {};
    for (let i = 1; i <= 7; i++) out[`w${i}`] = { ...none(ivory), marks: rng.chance(0.5) ? 'logo' : 'none', markColour: srgb(40, 30, 30), markRadius: 0.22 };
    out.colour = none(rng.pick([srgb(200, 40, 30), srgb(230, 120, 20), srgb(225, 180, 30), srgb(40, 60, 150)]));
    return out;
  }
  const white = jitter(rng, srgb(242, 240, 232), 0.03);
  const spotted = rng.chance(0.3);
  return {
    white: { ...none(white), marks: dots === 'none' ? 'none' : 'logo', markColour: srgb(25, 25, 25), markRadius: 0.09 },
    yellow: spotted
      ? { albedo: white, marks: 'two-spots', markColour: rng.chance(0.5) ? srgb(200, 30, 30) : srgb(25, 25, 25), markRadius: rng.uniform(0.14, 0.2) }
      : { ...none(jitter(rng, srgb(250, 185, 30), 0.05)), marks: dots, markColour: srgb(190, 60, 20), markRadius: 0.08 },
    red: { ...none(jitter(rng, srgb(235, 80, 30), 0.06)), marks: dots, markColour: srgb(140, 20, 10), markRadius: 0.08 },
  };
}

function lampsFor(rng: Rng, length: number, width: number): Lamp[] {
  const height = rng.uniform(800, 1300);
  const layout = rng.pick(['row', 'grid', 'panel'] as const);
  const lamps: Lamp[] = [];
  const nx = layout === 'row' ? rng.int(2, 4) : rng.int(2, 3);
  const ny = layout === 'grid' ? 2 : 1;
  const spanX = length * rng.uniform(0.45, 0.7);
  const spanY = width * rng.uniform(0.3, 0.5);
  for (let i = 0; i < nx; i++) {
    for (let j = 0; j < ny; j++) {
      const x = nx === 1 ? 0 : -spanX / 2 + (spanX * i) / (nx - 1);
      const y = ny === 1 ? 0 : -spanY / 2 + (spanY * j) / (ny - 1);
      lamps.push({ pos: [x + rng.normal(0, 30), y + rng.normal(0, 30), height + rng.normal(0, 20)], power: rng.uniform(0.8, 1.2) });
    }
  }
  return lamps;
}

export function randomLook(seed: number, discipline: Discipline, table: { length: number; width: number }): Look {
  const rng = makeRng(seed);
  const hx = table.length / 2;
  const hy = table.width / 2;
  const railPick = rng.pick(RAILS);
  const randomAt = (): [number, number] => [rng.uniform(-hx * 0.9, hx * 0.9), rng.uniform(-hy * 0.9, hy * 0.9)];
  return {
    seed,
    cloth: jitter(rng, discipline === 'russian-colour' && rng.chance(0.5) ? rng.pick(CLOTHS.slice(3)) : rng.chance(0.7) ? rng.pick(CLOTHS.slice(0, 3)) : rng.pick(CLOTHS), 0.08),
    clothMottle: rng.uniform(0.02, 0.06),
    clothFibre: rng.uniform(0.01, 0.03),
    wear: rng.uniform(0, 0.08),
    wearPatches: Array.from({ length: rng.int(1, 5) }, () => ({ at: randomAt(), radius: rng.uniform(60, 250), strength: rng.uniform(0.02, 0.07) })),
    chalkSmudges: Array.from({ length: rng.int(0, 8) }, () => ({ at: randomAt(), radius: rng.uniform(4, 18), strength: rng.uniform(0.05, 0.3) })),
    cushionWidth: rng.uniform(45, 55),
    cushionShade: rng.uniform(0.65, 0.85),
    noseShadow: rng.uniform(0.15, 0.4),
    rail: jitter(rng, railPick.rail, 0.1),
    railGrain: jitter(rng, railPick.grain, 0.1),
    railGloss: rng.uniform(0.05, 0.35),
    diamond: jitter(rng, srgb(235, 235, 225), 0.05),
    diamondShape: rng.chance(0.75) ? 'round' : 'rhombus',
    diamondRadius: rng.uniform(4, 7),
    floor: jitter(rng, rng.pick([srgb(60, 40, 25), srgb(35, 35, 38), srgb(90, 60, 35)]), 0.15),
    lineAlpha: rng.uniform(0.25, 0.6),
    lineWidth: rng.uniform(1.5, 3.5),
    spotStyle: rng.chance(0.6) ? 'sticker' : 'pencil',
    lamps: lampsFor(rng, table.length, table.width),
    ambient: rng.uniform(0.15, 0.35),
    lampColour: jitter(rng, [1, 0.97, 0.92], 0.05),
    shininess: rng.uniform(80, 400),
    specular: rng.uniform(0.6, 1.4),
    balls: ballLooks(rng, discipline),
    pinWhite: jitter(rng, srgb(235, 232, 222), 0.03),
    pinRed: jitter(rng, srgb(200, 35, 30), 0.06),
    pinRing: rng.chance(0.5) ? rng.pick([srgb(200, 30, 30), srgb(30, 60, 170)]) : null,
    skin: jitter(rng, rng.pick([srgb(225, 180, 150), srgb(190, 140, 105), srgb(120, 85, 60)]), 0.05),
    sleeve: rng.pick([srgb(235, 235, 235), srgb(25, 25, 30), srgb(40, 50, 90), srgb(120, 20, 30)]),
    cueShaft: jitter(rng, srgb(225, 200, 150), 0.06),
    cueButt: jitter(rng, rng.pick([srgb(40, 20, 12), srgb(20, 20, 20), srgb(90, 40, 20)]), 0.1),
    exposure: rng.uniform(0.85, 1.15),
    whiteBalance: [rng.uniform(0.92, 1.08), 1, rng.uniform(0.92, 1.08)],
    vignetting: rng.uniform(0.05, 0.35),
    noiseSigma: rng.uniform(1, 4.5),
    jpegQuality: rng.int(70, 92),
    exposureTime: rng.uniform(1 / 500, 1 / 60),
    rollingShutter: rng.chance(0.3) ? rng.uniform(0.005, 0.02) : 0,
    overlay: { scoreBar: rng.chance(0.3), logos: rng.chance(0.3), hue: rng.pick([srgb(180, 20, 30), srgb(20, 60, 160), srgb(20, 120, 60)]) },
  };
}
