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
  /** Table mm; z above the cloth (the centre of the emitting underside). */
  pos: readonly [number, number, number];
  /** Relative power; the lamps' sum lights the table centre to about 1. */
  power: number;
  /**
   * Half extents (mm) of the emitting underside along x and y: a point lamp is
   * a small disc, a tube long and thin, a panel a rectangle. Highlights on the
   * balls and the rail are mirror images of this shape.
   */
  half: readonly [number, number];
  shape: 'point' | 'tube' | 'panel';
}

export type FloorKind = 'wood' | 'carpet' | 'tiles';

/** Something standing on the floor beside the table (a chair, a neighbouring table): its top face. */
export interface FloorThing {
  kind: 'chair' | 'table';
  /** Centre (table mm) and half extents of the top face, and its height above the cloth (negative: below). */
  at: readonly [number, number];
  half: readonly [number, number];
  z: number;
  colour: Rgb;
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
  /**
   * Brightness of the band between a cushion's foot and its nose seen from
   * above (the face, or on a real undercut cushion the cloth in the nose's
   * shadow), relative to the lit cloth there. randomLook: 0.45 ×
   * cushionShade (0.29-0.38), as on a real far cushion (docs/calibration.md,
   * "A faint cushion face": from 0.5 the calibration starts refusing frames, from 0.7 all). Drawn
   * one day, it must come from a stream of its own (makeRng(seed ^ salt)) so
   * that no other draw of an existing seed moves.
   */
  faceShade: number;
  rail: Rgb;
  railGrain: Rgb;
  railGloss: number;
  diamond: Rgb;
  diamondShape: 'round' | 'rhombus';
  diamondRadius: number;
  floor: Rgb;
  floorKind: FloorKind;
  /** Second floor tone (plank variation, tile grout, carpet fleck) and the floor's scale (plank width, tile size; mm). */
  floorAlt: Rgb;
  floorScale: number;
  floorAngle: number;
  floorThings: FloorThing[];
  /** Lamp housings drawn where they come into the frame (dark bodies over the frame edge). */
  lampHousings: boolean;
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
  /** The player's waistcoat or shirt body, and hair (null: bald on top). */
  torso: Rgb;
  hair: Rgb | null;
  /** Rolled-up sleeves: the forearms are skin. */
  bareForearms: boolean;
  leftHanded: boolean;
  /** Bridge length: tip to the bridge hand's palm (mm). */
  bridgeMm: number;
  cueShaft: Rgb;
  cueButt: Rgb;
  /** Inlay/wrap colour of the butt. */
  cueWrap: Rgb;
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

/** Carom cloths: mostly the saturated electric blue of three-cushion halls (the club photos), then others. */
const BLUE_CLOTHS: Rgb[] = [
  srgb(35, 115, 235), // electric blue (photos: ~(60, 145, 242) under the lamps)
  srgb(30, 100, 220),
  srgb(45, 125, 225),
  srgb(30, 90, 190), // deeper blue
];
const OTHER_CLOTHS: Rgb[] = [
  srgb(25, 120, 55), // tournament green
  srgb(40, 130, 70),
  srgb(20, 105, 105), // teal
  srgb(60, 80, 120), // slate blue-grey
];
/** Russian pyramid halls: green, blue, also burgundy and camel. */
const PYRAMID_CLOTHS: Rgb[] = [srgb(25, 120, 55), srgb(35, 115, 215), srgb(120, 110, 95), srgb(130, 30, 40), srgb(20, 100, 105)];

const RAILS: { rail: Rgb; grain: Rgb }[] = [
  { rail: srgb(18, 18, 20), grain: srgb(55, 55, 60) }, // black lacquer over ash (the club photos)
  { rail: srgb(45, 25, 15), grain: srgb(80, 45, 25) }, // walnut
  { rail: srgb(75, 30, 18), grain: srgb(110, 50, 28) }, // mahogany
  { rail: srgb(120, 80, 45), grain: srgb(150, 105, 65) }, // oak
];

function jitter(rng: Rng, c: Rgb, amount: number): Rgb {
  const k = 1 + rng.uniform(-amount, amount);
  return [c[0] * k * rng.uniform(1 - amount / 2, 1 + amount / 2), c[1] * k, c[2] * k * rng.uniform(1 - amount / 2, 1 + amount / 2)];
}

/** Colour distance in gamma space (0..√3): how far apart two colours read to the eye (and to a detector). */
export function colourContrast(a: Rgb, b: Rgb): number {
  const g = (c: number): number => Math.pow(Math.max(0, c), 1 / 2.2);
  return Math.hypot(g(a[0]) - g(b[0]), g(a[1]) - g(b[1]), g(a[2]) - g(b[2]));
}

/**
 * Least contrast between the Russian colour ball and the cloth. A red ball on
 * burgundy (≈ 0.28) or a dark blue one on blue cloth (≈ 0.33) is nearly
 * invisible; raising this excludes more ball/cloth pairs.
 */
const MIN_BALL_CLOTH_CONTRAST = 0.4;

const COLOUR_BALLS: Rgb[] = [srgb(200, 40, 30), srgb(200, 40, 30), srgb(230, 120, 20), srgb(225, 180, 30), srgb(40, 60, 150), srgb(30, 30, 35), srgb(120, 25, 70)];

/**
 * Hue range (degrees: the sRGB hue of the albedo, 0 red, 60 yellow) of the
 * carom red ball. Real carom reds are orange-red: the 18 phone photos of
 * models/README.md "Real cameras" measure their bodies at 25-36°; the one red
 * drawn until session 52, srgb(235, 80, 30) (14.6°), measured 11-16°, so no
 * rendered frame, training crop or evaluation showed an orange-red. The low
 * bound keeps those deep reds (other ball sets are crimson); the high one
 * keeps the rendered body (lamp colour, white balance and the jitter move it
 * by a few degrees: test/sim/render-red-hue.test.ts) at or below the real
 * reds' highest, 36°, and so below verify.ts RED_YELLOW_HUE (38°) and the
 * rendered yellows (40.4° and up). Raising the top draws reds a calibrated
 * detector reads as yellow (and real halls do not have); lowering it leaves
 * the real orange-reds out again.
 */
export const RED_BALL_HUE: readonly [number, number] = [12, 34];

/**
 * The red ball's hue comes from its own stream, keyed on the look's seed and
 * this constant: every other draw of `randomLook` (and so every other look
 * field of an existing seed) stays as it was before the hue was drawn.
 */
const RED_HUE_STREAM = 0x7ed0ba11;

/** The red ball's albedo before the jitter: srgb(235, g, 30) with g set by the hue drawn over RED_BALL_HUE. */
export function redBallAlbedo(seed: number): Rgb {
  const hue = makeRng((seed ^ RED_HUE_STREAM) >>> 0).uniform(RED_BALL_HUE[0], RED_BALL_HUE[1]);
  return srgb(235, 30 + (205 * hue) / 60, 30);
}

function ballLooks(rng: Rng, discipline: Discipline, cloth: Rgb, red: Rgb): Record<string, BallLook> {
  const none = (albedo: Rgb): BallLook => ({ albedo, marks: 'none', markColour: srgb(30, 30, 30), markRadius: 0.1 });
  const dots = rng.chance(0.4) ? ('six-dots' as const) : rng.chance(0.4) ? ('logo' as const) : ('none' as const);
  if (discipline === 'russian-colour') {
    const ivory = jitter(rng, srgb(238, 230, 205), 0.04);
    const out: Record<string, BallLook> = {};
    for (let i = 1; i <= 7; i++) out[`w${i}`] = { ...none(ivory), marks: rng.chance(0.5) ? 'logo' : 'none', markColour: srgb(40, 30, 30), markRadius: 0.22 };
    const fits = COLOUR_BALLS.filter((c) => colourContrast(c, cloth) >= MIN_BALL_CLOTH_CONTRAST);
    out.colour = none(rng.pick(fits.length ? fits : [srgb(225, 180, 30)]));
    return out;
  }
  const white = jitter(rng, srgb(242, 240, 232), 0.03);
  const spotted = rng.chance(0.3);
  return {
    white: { ...none(white), marks: dots === 'none' ? 'none' : 'logo', markColour: srgb(25, 25, 25), markRadius: 0.09 },
    yellow: spotted
      ? { albedo: white, marks: 'two-spots', markColour: rng.chance(0.5) ? srgb(200, 30, 30) : srgb(25, 25, 25), markRadius: rng.uniform(0.14, 0.2) }
      : { ...none(jitter(rng, srgb(250, 185, 30), 0.05)), marks: dots, markColour: srgb(190, 60, 20), markRadius: 0.08 },
    red: { ...none(jitter(rng, red, 0.06)), marks: dots, markColour: srgb(140, 20, 10), markRadius: 0.08 },
  };
}

/**
 * Hall lighting: clusters of small lamps, long tubes or panels over the table
 * (canopy), or two long bars along the long sides whose housings may come
 * into the frame's top and bottom edges.
 */
function lampsFor(rng: Rng, length: number, width: number): { lamps: Lamp[]; housings: boolean } {
  const layout = rng.pick(['points', 'tubes', 'panels', 'bars'] as const);
  const height = rng.uniform(800, 1300);
  const lamps: Lamp[] = [];
  const add = (x: number, y: number, z: number, half: [number, number], shape: Lamp['shape']): void => {
    lamps.push({ pos: [x + rng.normal(0, 20), y + rng.normal(0, 20), z + rng.normal(0, 15)], power: rng.uniform(0.85, 1.15), half, shape });
  };
  if (layout === 'bars') {
    // Two long housings along the long sides, over the cushions.
    const y = (width / 2) * rng.uniform(0.7, 0.95);
    const hx = length * rng.uniform(0.35, 0.5);
    const hy = rng.uniform(40, 110);
    const z = rng.uniform(900, 1300);
    for (const s of [-1, 1]) add(0, s * y, z, [hx, hy], hy > 80 ? 'panel' : 'tube');
    return { lamps, housings: rng.chance(0.6) };
  }
  const nx = layout === 'points' ? rng.int(2, 4) : rng.int(2, 3);
  const ny = layout === 'tubes' ? rng.int(1, 2) : rng.chance(0.5) ? 2 : 1;
  const spanX = length * rng.uniform(0.45, 0.7);
  const spanY = width * rng.uniform(0.3, 0.5);
  const half: [number, number] =
    layout === 'points' ? [rng.uniform(25, 60), 0] : layout === 'tubes' ? [rng.uniform(250, 600), rng.uniform(12, 25)] : [rng.uniform(150, 300), rng.uniform(100, 250)];
  if (layout === 'points') half[1] = half[0];
  const tubesAcross = layout === 'tubes' && rng.chance(0.3);
  for (let i = 0; i < nx; i++) {
    for (let j = 0; j < ny; j++) {
      const x = nx === 1 ? 0 : -spanX / 2 + (spanX * i) / (nx - 1);
      const y = ny === 1 ? 0 : -spanY / 2 + (spanY * j) / (ny - 1);
      add(x, y, height, tubesAcross ? [half[1], half[0] * 0.6] : [half[0], half[1]], layout === 'points' ? 'point' : layout === 'tubes' ? 'tube' : 'panel');
    }
  }
  return { lamps, housings: false };
}

const FLOORS: { kind: FloorKind; base: Rgb; alt: Rgb; scale: [number, number] }[] = [
  { kind: 'wood', base: srgb(150, 105, 65), alt: srgb(120, 80, 45), scale: [100, 180] }, // light oak laminate (the club photos)
  { kind: 'wood', base: srgb(95, 60, 35), alt: srgb(70, 42, 25), scale: [90, 150] },
  { kind: 'carpet', base: srgb(70, 30, 35), alt: srgb(40, 15, 20), scale: [200, 400] },
  { kind: 'carpet', base: srgb(40, 45, 55), alt: srgb(25, 28, 35), scale: [200, 400] },
  { kind: 'carpet', base: srgb(30, 60, 45), alt: srgb(15, 35, 25), scale: [200, 400] },
  { kind: 'tiles', base: srgb(170, 165, 155), alt: srgb(110, 105, 100), scale: [300, 600] },
  { kind: 'tiles', base: srgb(80, 80, 85), alt: srgb(45, 45, 48), scale: [400, 600] },
];

/** Chairs and a neighbouring table's rail at the frame borders (mostly just outside; they show at the edges). */
function floorThings(rng: Rng, length: number, width: number, rail: Rgb): FloorThing[] {
  const out: FloorThing[] = [];
  const hx = length / 2 + 230, hy = width / 2 + 230;
  const n = rng.int(0, 3);
  for (let i = 0; i < n; i++) {
    const side = rng.int(0, 3);
    const along = rng.uniform(-0.8, 0.8);
    const gap = rng.uniform(120, 500);
    const at: [number, number] = side < 2 ? [along * hx, (side === 0 ? 1 : -1) * (hy + gap + 230)] : [(side === 2 ? 1 : -1) * (hx + gap + 230), along * hy];
    out.push({ kind: 'chair', at, half: [rng.uniform(190, 240), rng.uniform(190, 240)], z: -780 + rng.uniform(430, 470), colour: rng.pick([srgb(30, 30, 32), srgb(120, 20, 25), srgb(60, 40, 25), srgb(150, 150, 150)]) });
  }
  if (rng.chance(0.35)) {
    // A neighbouring table beside a long side: its rail and cloth edge at the same height as ours.
    const s = rng.chance(0.5) ? 1 : -1;
    const gap = rng.uniform(900, 1600);
    out.push({ kind: 'table', at: [rng.uniform(-300, 300), s * (hy + gap + width / 2)], half: [length / 2 + 230, width / 2 + 230], z: 37, colour: rail });
  }
  return out;
}

function clothes(rng: Rng): { sleeve: Rgb; torso: Rgb } {
  if (rng.chance(0.55)) return { sleeve: jitter(rng, srgb(235, 235, 232), 0.03), torso: jitter(rng, rng.pick([srgb(22, 22, 26), srgb(35, 35, 60), srgb(70, 20, 25)]), 0.1) };
  const c = jitter(rng, rng.pick([srgb(235, 235, 235), srgb(25, 25, 30), srgb(40, 50, 90), srgb(120, 20, 30), srgb(60, 90, 60), srgb(150, 150, 155)]), 0.06);
  return { sleeve: c, torso: c };
}

export function randomLook(seed: number, discipline: Discipline, table: { length: number; width: number }): Look {
  const look = drawLook(seed, discipline, table);
  return { ...look, faceShade: 0.45 * look.cushionShade };
}

function drawLook(seed: number, discipline: Discipline, table: { length: number; width: number }): Omit<Look, 'faceShade'> {
  const rng = makeRng(seed);
  const hx = table.length / 2;
  const hy = table.width / 2;
  const railPick = rng.pick(RAILS);
  const randomAt = (): [number, number] => [rng.uniform(-hx * 0.9, hx * 0.9), rng.uniform(-hy * 0.9, hy * 0.9)];
  const cloth = jitter(rng, discipline === 'russian-colour' ? rng.pick(PYRAMID_CLOTHS) : rng.chance(0.7) ? rng.pick(BLUE_CLOTHS) : rng.pick(OTHER_CLOTHS), 0.06);
  const rail = jitter(rng, railPick.rail, 0.1);
  const floor = rng.pick(FLOORS);
  const lighting = lampsFor(rng, table.length, table.width);
  return {
    seed,
    cloth,
    clothMottle: rng.uniform(0.02, 0.06),
    clothFibre: rng.uniform(0.01, 0.03),
    wear: rng.uniform(0, 0.08),
    wearPatches: Array.from({ length: rng.int(1, 5) }, () => ({ at: randomAt(), radius: rng.uniform(60, 250), strength: rng.uniform(0.02, 0.07) })),
    chalkSmudges: Array.from({ length: rng.int(0, 8) }, () => ({ at: randomAt(), radius: rng.uniform(4, 18), strength: rng.uniform(0.05, 0.3) })),
    cushionWidth: rng.uniform(45, 55),
    cushionShade: rng.uniform(0.65, 0.85),
    noseShadow: rng.uniform(0.15, 0.4),
    rail,
    railGrain: jitter(rng, railPick.grain, 0.1),
    railGloss: rng.uniform(0.05, 0.35),
    diamond: jitter(rng, srgb(235, 235, 225), 0.05),
    diamondShape: rng.chance(0.75) ? 'round' : 'rhombus',
    diamondRadius: rng.uniform(4, 7),
    floor: jitter(rng, floor.base, 0.12),
    floorKind: floor.kind,
    floorAlt: jitter(rng, floor.alt, 0.12),
    floorScale: rng.uniform(floor.scale[0], floor.scale[1]),
    floorAngle: rng.chance(0.7) ? 0 : Math.PI / 2,
    floorThings: floorThings(rng, table.length, table.width, rail),
    lampHousings: lighting.housings,
    lineAlpha: rng.uniform(0.25, 0.6),
    lineWidth: rng.uniform(1.5, 3.5),
    spotStyle: rng.chance(0.6) ? 'sticker' : 'pencil',
    lamps: lighting.lamps,
    ambient: rng.uniform(0.15, 0.35),
    lampColour: jitter(rng, [1, 0.97, 0.92], 0.05),
    shininess: rng.uniform(80, 400),
    specular: rng.uniform(0.6, 1.4),
    balls: ballLooks(rng, discipline, cloth, redBallAlbedo(seed)),
    pinWhite: jitter(rng, srgb(235, 232, 222), 0.03),
    pinRed: jitter(rng, srgb(200, 35, 30), 0.06),
    pinRing: rng.chance(0.5) ? rng.pick([srgb(200, 30, 30), srgb(30, 60, 170)]) : null,
    skin: jitter(rng, rng.pick([srgb(232, 190, 160), srgb(215, 165, 130), srgb(190, 140, 105), srgb(150, 105, 75), srgb(110, 75, 52)]), 0.05),
    // Carom players: white shirt under a dark waistcoat, or a polo/shirt of one colour.
    ...clothes(rng),
    hair: rng.chance(0.15) ? null : jitter(rng, rng.pick([srgb(25, 20, 18), srgb(50, 35, 25), srgb(95, 70, 45), srgb(140, 135, 130), srgb(190, 160, 110)]), 0.08),
    bareForearms: rng.chance(0.25),
    leftHanded: rng.chance(0.12),
    bridgeMm: rng.uniform(150, 240),
    cueShaft: jitter(rng, srgb(225, 200, 150), 0.06),
    cueButt: jitter(rng, rng.pick([srgb(40, 20, 12), srgb(20, 20, 20), srgb(90, 40, 20), srgb(60, 30, 15)]), 0.1),
    cueWrap: rng.pick([srgb(20, 20, 20), srgb(200, 200, 200), srgb(120, 20, 20), srgb(30, 40, 90)]),
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
