/**
 * A fast ball into a Russian corner pocket whose last point before the jaw
 * lies ahead of the straight piece on its line (the detector's noise along a
 * fast ball's way): the piece goes on to that point (src/events/mouth-pieces.ts,
 * `pieceAhead`), not read as a turn short of the jaw with too few points after
 * it for a piece on. Points recorded from development Russian at 60 fps.
 */
import { describe, expect, it } from 'vitest';
import { w1Hits } from './events-helpers.js';

/** #22 stroke 6: in at 2.2 m/s, the bottom jaw point of the bottom-right pocket touched (true 67.3485), dropped 67.3549; the point at 67.3333 lies 6.7 mm ahead on the way. */
const AHEAD = [
  '66.950000;-909.205,-600.711 66.966667;-942.840,-611.734 66.983333;-981.078,-622.055 67.000000;-1016.507,-636.098 ',
  '67.016667;-1049.806,-646.841 67.033333;-1087.614,-655.495 67.050000;-1122.532,-670.289 67.066667;-1157.855,-678.086 ',
  '67.083333;-1196.756,-691.906 67.100000;-1231.662,-700.485 67.116667;-1264.854,-714.388 67.133333;-1300.782,-721.669 ',
  '67.150000;-1334.793,-730.580 67.166667;-1370.831,-743.008 67.183333;-1407.458,-755.056 67.200000;-1443.051,-764.835 ',
  '67.216667;-1477.772,-778.091 67.233333;-1515.503,-786.906 67.250000;-1547.311,-796.746 67.266667;-1580.632,-804.336 ',
  '67.283333;-1615.286,-819.082 67.300000;-1650.094,-829.125 67.316667;-1687.042,-838.464 67.333333;-1726.591,-851.781 ',
  '67.350000;-1755.411,-864.350',
];

/** Hand-made: the same with the point at 67.3333 moved 12 mm across the way (towards +y): a turn there, not noise along the way. */
const ACROSS = [...AHEAD.slice(0, 5), '67.283333;-1615.286,-819.082 67.300000;-1650.094,-829.125 67.316667;-1687.042,-838.464 67.333333;-1730.000,-837.000 ', AHEAD[6]!];


describe('a fast ball\'s point ahead on its way into a corner mouth', () => {
  it('reads the jaw touch after it (#22[6] at 60 fps)', () => {
    const bottoms = w1Hits(AHEAD).filter((e) => e.cushion === 'bottom');
    expect(bottoms).toHaveLength(1);
    expect(Math.abs(bottoms[0]!.t - 67.3485)).toBeLessThan(0.01);
  });
  it('does not carry the piece on over a point off the way across it', () => {
    expect(w1Hits(ACROSS).filter((e) => e.cushion === 'bottom' && e.t > 67.33)).toHaveLength(0);
  });
});
