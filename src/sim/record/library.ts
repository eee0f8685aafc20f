/**
 * The committed test-videos library: which recordings, with which seeds and
 * sizes, and the README that lists the command of each. `tabletrack simulate
 * --library` regenerates all of it (without the JPEG frames, which are not
 * committed: each README line regenerates them).
 */
import type { Discipline } from '../../contracts/ids.js';

export interface LibraryEntry {
  /** Folder under the library root. */
  dir: string;
  scenario?: string;
  match?: Discipline;
  seed: number;
  fps: number;
  size: string;
  /** --match only. */
  duration?: number;
  /** Why it is in the library (one line). */
  why: string;
}

/** Library recordings are small: 960×540 keeps the balls ~13 px across and the whole folder under 30 MB. */
const SIZE = '960x540';

const scenario = (name: string, seed: number, fps: number, why: string): LibraryEntry => ({ dir: name, scenario: name, seed, fps, size: SIZE, why });
const match = (d: Discipline, seed: number, fps: number, why: string): LibraryEntry => ({ dir: `match-${d}`, match: d, seed, fps, size: SIZE, duration: MATCH_S, why });
/** Random-player recordings: long enough for several strokes and re-spots, short enough for the size budget. */
const MATCH_S = 40;

export const LIBRARY: readonly LibraryEntry[] = [
  scenario('five-pins-castle-knocked-by-object-ball', 11, 30, 'the object ball knocks the castle: pins tipping over and lying on the cloth.'),
  scenario('five-pins-ball-jumps-off-table', 12, 50, 'a ball leaves the table (foul ball-outside); 50 fps.'),
  match('five-pins', 13, 30, 'a random five-pins match: pins falling, a free ball and a pin put back by hand.'),
  scenario('libre-entrees-dedans-restees-dedans-corner', 21, 30, 'nursing in a libre corner: entrées, dedans, restées dedans.'),
  match('libre', 22, 25, 'a random libre match at 25 fps.'),
  scenario('cadre-47-2-a-cheval-field-1', 31, 30, 'a point leaving an object ball astride a balkline (à cheval).'),
  match('cadre-47-2', 32, 30, 'a random cadre 47/2 match.'),
  scenario('cadre-71-2-a-cheval-field-4', 41, 30, 'à cheval in cadre 71/2.'),
  match('cadre-71-2', 42, 30, 'a random cadre 71/2 match.'),
  scenario('cadre-47-1-dedans-then-restees-dedans-field-1', 51, 30, 'cadre 47/1: dedans at once, then restées dedans.'),
  match('cadre-47-1', 52, 30, 'a random cadre 47/1 match.'),
  scenario('one-cushion-point-then-miss', 61, 30, 'a one-cushion point, then a miss: the turn passes.'),
  match('one-cushion', 62, 30, 'a random one-cushion match.'),
  scenario('three-cushion-point-corner-two-cushions-ms-apart', 71, 60, 'a corner: two cushion contacts milliseconds apart; 60 fps.'),
  scenario('three-cushion-no-point-second-ball-missed-by-1mm', 72, 30, 'white passes the second object ball about 1 mm away: no point.'),
  match('three-cushion', 73, 30, 'a random three-cushion match.'),
  scenario('russian-break-then-early-colour-direct-foul', 81, 30, 'the break, then the colour potted before any white: a foul.'),
  match('russian-colour', 82, 30, 'a random Russian colour-ball frame: break, pots, re-spots.'),
];

export function libraryArgs(e: LibraryEntry, root: string, frames = false): string[] {
  const what = e.scenario !== undefined ? ['--scenario', e.scenario] : ['--match', e.match!];
  return [
    ...what, '--seed', String(e.seed), '--fps', String(e.fps), '--size', e.size,
    ...(e.duration !== undefined ? ['--duration', String(e.duration)] : []),
    ...(frames ? [] : ['--no-frames']),
    '--out', `${root}/${e.dir}`,
  ];
}

export function libraryReadme(root: string): string {
  const rows = LIBRARY.map((e) => `- \`${e.dir}/\` (${e.match ? `random player, ${e.match}` : 'scenario'}): ${e.why}\n\n      tabletrack simulate ${libraryArgs(e, root, true).join(' ')}\n`);
  return `# test-videos: simulated recordings with ground truth

Rendered by \`tabletrack simulate\` (docs/sim-recordings.md). Each folder holds

- \`video.mp4\`: H.264, yuv420p, CRF 30, ${SIZE}, as an overhead hall camera would film it;
- \`truth.json\`: the ground truth (CONTRACTS.md, "Ground truth of a rendered recording"):
  the exact camera (calibration format), every frame's ball positions and pin states, and the
  match file of the true events;
- \`match.json\`: the match file alone: \`tabletrack judge ${root}/<folder>/match.json\`;
- \`contact-sheet.png\`: 12 frames across the recording, captioned with the time and the events.

The JPEG frames (\`frames/NNNNNN.jpg\`, what the tracker reads) are not committed: the command
of each recording below regenerates its folder with them. Everything is deterministic from the
seed: the same command writes the same truth and the same frames.

Regenerate the whole library (without frames) with

    npm run build && node bin/tabletrack.js simulate --library --out ${root}

## Recordings, and the command that regenerates each with its frames

${rows.join('\n')}`;
}
