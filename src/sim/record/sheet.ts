/**
 * The contact sheet: ~12 frames across a recording, downscaled, in a grid,
 * each captioned with its time and the events near it, so a person can judge
 * at a glance whether the rendering looks like a hall camera and whether the
 * events happen where they should. Text is SVG rendered by sharp (librsvg):
 * on a machine without any font the captions come out empty, the frames do not.
 */
import sharp from 'sharp';
import type { StrokeEvent } from '../../contracts/events.js';

export const SHEET_TILES = 12;
const COLUMNS = 4;
const TILE_WIDTH = 320;
const LINE_PX = 15;
const CAPTION_LINES = 3;
const TITLE_PX = 30;

export interface SheetTile { t: number; frame: number; rgb: Buffer; width: number; height: number }

/** Frame indices of the tiles: evenly spread, first and last frame included. */
export function sheetFrames(frameCount: number, tiles = SHEET_TILES): number[] {
  if (frameCount <= tiles) return Array.from({ length: frameCount }, (_, i) => i);
  return Array.from({ length: tiles }, (_, k) => Math.round((k * (frameCount - 1)) / (tiles - 1)));
}

/** Downscale a rendered frame to a tile (raw RGB). */
export async function makeTile(rgb: Uint8Array, width: number, height: number, t: number, frame: number): Promise<SheetTile> {
  const h = Math.round((TILE_WIDTH * height) / width);
  const out = await sharp(Buffer.from(rgb), { raw: { width, height, channels: 3 } }).resize(TILE_WIDTH, h, { kernel: 'lanczos3' }).raw().toBuffer();
  return { t, frame, rgb: out, width: TILE_WIDTH, height: h };
}

/** An event in a few words: "cushion white top", "white-red", "pocket w3 top-left". */
export function describeEvent(e: StrokeEvent): string {
  switch (e.kind) {
    case 'ball-ball': return `${e.balls[0]}-${e.balls[1]}`;
    case 'cushion': return `${e.ball} cushion ${e.cushion}`;
    case 'pin-fall': return `${e.pin} pin falls (${e.by})`;
    case 'pin-shift': return `${e.pin} pin shifts`;
    case 'pocket': return `${e.ball} pocket ${e.pocket}`;
    case 'rest': return 'rest';
    default: return `${e.kind} ${e.ball}`;
  }
}

const xml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Characters of a caption line that fit a tile at 12 px. */
const LINE_CHARS = 44;

/** Caption lines of a tile: its time, then the events within half a tile's spacing of it. */
export function captionOf(tile: { t: number; frame: number }, halfSpan: number, events: readonly StrokeEvent[]): string[] {
  const words = events.filter((e) => Math.abs(e.t - tile.t) <= halfSpan).map((e) => `${e.t.toFixed(2)} ${describeEvent(e)}`);
  const lines: string[] = [`t ${tile.t.toFixed(2)} s  frame ${tile.frame}`];
  let shown = 0;
  for (const w of words) {
    const last = lines.length - 1;
    if (last > 0 && lines[last]!.length + 2 + w.length <= LINE_CHARS) lines[last] += `, ${w}`;
    else if (lines.length < CAPTION_LINES) lines.push(w);
    else break;
    shown++;
  }
  if (shown < words.length) {
    // Make room for the count of what did not fit.
    const last = lines.length - 1;
    while (lines[last]!.includes(', ') && lines[last]!.length + ` +${words.length - shown} more`.length > LINE_CHARS) {
      lines[last] = lines[last]!.slice(0, lines[last]!.lastIndexOf(', '));
      shown--;
    }
    lines[last] += ` +${words.length - shown} more`;
  }
  return lines;
}

export async function contactSheet(tiles: readonly SheetTile[], events: readonly StrokeEvent[], title: string): Promise<Buffer> {
  if (tiles.length === 0) throw new Error('contact sheet: no frames');
  const tw = tiles[0]!.width, th = tiles[0]!.height;
  const cellH = th + CAPTION_LINES * LINE_PX + 6;
  const cols = Math.min(COLUMNS, tiles.length);
  const rows = Math.ceil(tiles.length / cols);
  const W = cols * tw + (cols + 1) * 4, H = TITLE_PX + rows * cellH + 4;
  const spacing = tiles.length > 1 ? tiles[1]!.t - tiles[0]!.t : 1;
  const texts: string[] = [`<text x="6" y="21" font-size="16" font-weight="bold">${xml(title)}</text>`];
  const composites: sharp.OverlayOptions[] = tiles.map((tile, k) => {
    const x = 4 + (k % cols) * (tw + 4), y = TITLE_PX + Math.floor(k / cols) * cellH;
    captionOf(tile, spacing / 2, events).forEach((line, j) => {
      texts.push(`<text x="${x + 2}" y="${y + th + 13 + j * LINE_PX}" font-size="12">${xml(line)}</text>`);
    });
    return { input: tile.rgb, raw: { width: tile.width, height: tile.height, channels: 3 }, left: x, top: y };
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><g font-family="DejaVu Sans, Liberation Sans, sans-serif" fill="#e8e8e8">${texts.join('')}</g></svg>`;
  composites.push({ input: Buffer.from(svg), left: 0, top: 0 });
  return sharp({ create: { width: W, height: H, channels: 3, background: { r: 24, g: 24, b: 26 } } })
    .composite(composites)
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}
