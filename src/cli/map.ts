/** `tabletrack map`: one point through a calibration, pixel → table mm or table mm → pixel. */
import { parseArgs } from 'node:util';
import { cameraOf, tableOf } from '../camera/calibration.js';
import { mapPixel, mapTable } from '../calibration/map.js';
import { readCalibration } from './calibrate.js';
import { CliError } from './io.js';

export const mapHelp = `tabletrack map --calibration FILE --px X,Y [--height H]
tabletrack map --calibration FILE --mm X,Y [--height H]

--px prints {"mm":[x,y]}: the table point (mm, CONTRACTS.md frame) seen at
pixel X,Y on the plane H mm above the cloth. --mm prints {"px":[u,v]}.
H defaults to 0 (marks on the cloth); "--height ball" is the ball radius,
the plane of ball centres. Bad input: exit code 2 and one line.`;

export async function mapCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { calibration: { type: 'string' }, px: { type: 'string' }, mm: { type: 'string' }, height: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    process.stdout.write(`${mapHelp}\n`);
    return 0;
  }
  if (!values.calibration) throw new CliError('--calibration FILE is required');
  if ((values.px === undefined) === (values.mm === undefined)) throw new CliError('give exactly one of --px X,Y and --mm X,Y');
  const cal = await readCalibration(values.calibration);
  const cam = cameraOf(cal);
  const table = tableOf(cal);
  const height = values.height === undefined ? 0 : values.height === 'ball' ? table.ballRadius : number(values.height, '--height');
  const round = (v: number): number => Math.round(v * 1000) / 1000;
  if (values.px !== undefined) {
    const px = pair(values.px, '--px');
    const mm = mapPixel(cam, px, height);
    if (!mm) throw new CliError(`--px ${values.px}: that pixel's ray does not meet the plane ${height} mm above the cloth`);
    process.stdout.write(`${JSON.stringify({ mm: mm.map(round) })}\n`);
  } else {
    const mm = pair(values.mm!, '--mm');
    const px = mapTable(cam, mm, height);
    if (!px) throw new CliError(`--mm ${values.mm}: the point is behind the camera`);
    process.stdout.write(`${JSON.stringify({ px: px.map(round) })}\n`);
  }
  return 0;
}

function number(s: string, what: string): number {
  const v = Number(s);
  if (s.trim() === '' || !Number.isFinite(v)) throw new CliError(`${what} must be a number, not ${JSON.stringify(s)}`);
  return v;
}

function pair(s: string, what: string): [number, number] {
  const parts = s.split(',');
  if (parts.length !== 2) throw new CliError(`${what} must be two numbers X,Y, not ${JSON.stringify(s)}`);
  return [number(parts[0]!, what), number(parts[1]!, what)];
}
