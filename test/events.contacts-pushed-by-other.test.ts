/**
 * A ball set moving by a third ball, pushed by another just back off a rail
 * (pushed-again.ts; issue 6, session 26). Development three-cushion #129
 * stroke 2 at 30 fps: the yellow set the red off at 23.022 s; the white,
 * back off the left rail at 23.907, met the red at 23.923 and went into the
 * rail again. The white's way out of the rail is one point, the pair's
 * distance minimum 14 mm beyond 2R, and the contact was missed: a point lost,
 * judged confidently wrong. The red, with no spin of its own and no rail
 * near, turned from (-0.4, +0.6) m/s to (-0.6, -0.6) m/s: only the white can
 * have thrown it back.
 */
import { describe, expect, it } from 'vitest';
import type { StrokeEvent } from '../src/contracts/events.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { extractStroke } from '../src/events/extract.js';
import { recordedFrames, pairEvents } from './events-helpers.js';

const table = CAROM_MATCH_TABLE;

/** Development three-cushion #129[2] at 30 fps, recorded tracker rows (t;white;yellow;red). */
const PUSHED_BY_OTHER = [
  '22.666667;1339.677,-487.455;950.960,-427.682;709.418,-0.073 22.700000;1304.059,-447.032;930.929,-392.007;709.726,0.484 22.733333;1272.011,-407.542;911.929,-356.263;709.887,1.130 22.766667;1240.988,-375.168;887.883,-320.878;710.061,-0.831 ',
  '22.800000;1206.121,-338.956;875.406,-285.866;709.748,-0.880 22.833333;1175.821,-308.386;853.323,-251.987;710.004,0.574 22.866667;1147.683,-274.832;832.875,-212.826;711.013,-0.376 22.900000;1119.383,-244.212;814.734,-175.333;709.745,0.395 ',
  '22.933333;1091.707,-211.396;790.005,-143.766;710.950,1.350 22.966667;1066.297,-177.807;772.592,-107.969;709.891,0.503 23.000000;1040.522,-147.653;755.824,-72.210;709.814,0.178 23.033333;1010.801,-118.501;747.159,-49.455;700.808,12.716 ',
  '23.066667;984.828,-85.117;744.752,-44.945;680.347,46.624 23.100000;;744.474,-38.698;660.213,72.966 23.133333;929.231,-24.288;744.519,-30.659;646.728,97.833 23.166667;900.793,5.752;741.906,-21.394;623.677,123.095 ',
  '23.200000;876.058,39.843;738.370,-10.170;608.797,147.522 23.233333;849.710,69.901;737.068,0.757;593.384,170.291 23.266667;821.293,100.362;734.361,11.324;579.847,190.794 23.300000;792.127,132.167;732.185,21.951;566.331,212.724 ',
  '23.333333;766.514,161.468;727.959,36.710;552.180,235.550 23.366667;739.174,196.292;724.756,42.602;537.596,255.309 23.400000;711.611,226.150;722.438,56.651;520.880,277.360 23.433333;686.813,254.244;719.274,67.089;507.753,303.087 ',
  '23.466667;661.714,283.484;716.350,76.414;493.494,324.441 23.500000;635.040,319.382;713.362,89.140;476.918,343.358 23.533333;607.120,347.305;710.368,98.616;463.829,362.058 23.566667;581.283,378.667;709.666,108.162;448.394,385.716 ',
  '23.600000;554.681,408.966;706.009,117.573;433.967,408.493 23.633333;529.780,437.887;703.105,127.990;419.599,429.685 23.666667;500.388,468.123;698.175,137.898;405.396,451.822 23.700000;477.491,497.806;697.106,148.229;391.249,471.037 ',
  '23.733333;;695.062,157.197;377.453,488.534 23.766667;425.907,554.402;691.057,164.754;362.932,510.159 23.800000;395.349,586.174;690.865,174.915;348.167,532.955 23.833333;369.438,617.275;685.051,185.508;335.235,551.866 ',
  '23.866667;347.442,648.223;684.967,194.811;322.103,571.215 23.900000;323.635,678.382;683.179,204.411;304.383,596.239 23.933333;298.539,676.732;678.286,213.219;290.527,601.449 23.966667;279.029,670.123;675.252,222.373;273.525,576.591 ',
  '24.000000;259.981,660.033;674.987,230.667;251.634,556.617 24.033333;236.234,647.235;672.065,237.575;231.359,541.604 24.066667;214.682,635.664;668.880,245.811;213.469,526.419 24.100000;190.996,622.773;667.630,256.001;194.857,512.324 ',
  '24.133333;173.351,612.841;666.186,265.468;175.306,500.545 24.166667;148.704,606.545;661.043,274.667;158.327,490.204 24.200000;128.518,592.442;659.054,282.450;140.963,480.347 24.233333;111.737,581.251;658.713,288.068;125.958,467.971 ',
];

const whiteRed = (es: readonly StrokeEvent[]): StrokeEvent[] =>
  pairEvents(es, 'white', 'red').filter((e) => (e.confidence ?? 1) >= 0.5);

/** The same rows with the red running on straight after 23.9 at its speed before (no push). */
function notPushed(): string[] {
  const v = [(304.383 - 377.453) / (23.9 - 23.733333), (596.239 - 488.534) / (23.9 - 23.733333)];
  return PUSHED_BY_OTHER.join('').trim().split(' ').map((row) => {
    const [t, w, y, r] = row.split(';');
    const tt = Number(t);
    if (tt <= 23.91 || !r) return row;
    const wob = 0.8 * Math.sin(tt * 977), slow = 1 - 0.5 * (tt - 23.9);
    return [t, w, y, `${(304.383 + slow * v[0]! * (tt - 23.9) + wob).toFixed(1)},${(596.239 + slow * v[1]! * (tt - 23.9) - wob).toFixed(1)}`].join(';');
  }).map((row) => `${row} `);
}

describe('a ball set off by a third ball, pushed back by another off a rail', () => {
  it('is a contact, for the referee to confirm (#129[2])', () => {
    const touches = whiteRed(extractStroke(recordedFrames(PUSHED_BY_OTHER), { table, discipline: 'three-cushion' }).events);
    expect(touches).toHaveLength(1);
    // True touch 23.923.
    expect(touches[0]!.t).toBeGreaterThan(23.9);
    expect(touches[0]!.t).toBeLessThan(23.96);
    expect(touches[0]!.confidence!).toBeLessThan(0.9);
  });

  it('is not read where the red runs on unchanged', () => {
    expect(whiteRed(extractStroke(recordedFrames(notPushed()), { table, discipline: 'three-cushion' }).events)).toHaveLength(0);
  });
});
