import { describe, expect, it } from 'vitest';
import {
  CAROM_MATCH_TABLE as T, aCheval, cadreAnchors, cadreFields, commonZones, diamonds, inZone, libreCorners,
  libres, pinSeats, seatCovered, halfOf, touching, cushionsTouched,
} from '../src/geometry/index.js';
import { restBoundaries } from '../src/geometry/rest-sides.js';

const byName = <Z extends { name: string }>(zs: Z[], n: string) => zs.find((z) => z.name === n)!;

describe('libre corners', () => {
  const corners = libreCorners(T);
  it('are right triangles of 710 along the long cushion and 355 along the short one', () => {
    const br = byName(corners, 'corner-bottom-right');
    expect(inZone(br, [-1420 + 30.75, -710 + 30.75])).toBe(true);
    // The hypotenuse runs from (-710, -710) to (-1420, -355); its midpoint is on the line: inside.
    expect(inZone(br, [-1065, -532.5])).toBe(true);
    expect(inZone(br, [-1060, -525])).toBe(false);
    expect(inZone(br, [-1065 - 0.5, -532.5 - 0.5])).toBe(true);
  });
  it('name the corners as seen from the bottom cushion (left = +y)', () => {
    expect(inZone(byName(corners, 'corner-top-left'), [1380, 670])).toBe(true);
    expect(inZone(byName(corners, 'corner-top-left'), [1380, -670])).toBe(false);
    expect(inZone(byName(corners, 'corner-top-right'), [1380, -670])).toBe(true);
  });
});

describe('cadre 47 fields and anchors', () => {
  const fields = cadreFields(T, '47', { centralFieldRestricted: true });
  const anchors = cadreAnchors(T, '47');
  it('has 9 fields numbered like a page and 8 anchors', () => {
    expect(fields.map((f) => f.name)).toEqual(Array.from({ length: 9 }, (_, i) => `field-${i + 1}`));
    expect(inZone(byName(fields, 'field-1'), [1200, 500])).toBe(true);
    expect(inZone(byName(fields, 'field-3'), [1200, -500])).toBe(true);
    expect(inZone(byName(fields, 'field-5'), [0, 0])).toBe(true);
    expect(inZone(byName(fields, 'field-9'), [-1200, -500])).toBe(true);
    expect(anchors).toHaveLength(8);
  });
  it('drops the central field when it is not restricted', () => {
    expect(cadreFields(T, '47', { centralFieldRestricted: false }).map((f) => f.name)).not.toContain('field-5');
  });
  it('puts a ball on a line in both fields', () => {
    const zones = commonZones(fields, [946.7, 500], [946.7, 400]);
    expect(zones.map((z) => z.name)).toEqual(['field-1', 'field-4']);
  });
  it('places anchor-3 astride x = 946.7 on the right cushion', () => {
    const a3 = byName(anchors, 'anchor-3');
    expect(a3.shape).toEqual({ type: 'rect', xMin: 946.7 - 89, xMax: 946.7 + 89, yMin: -710, yMax: -710 + 178 });
    const a1 = byName(anchors, 'anchor-1');
    expect(inZone(a1, [1380, 236.7])).toBe(true);
  });
});

describe('cadre 71 fields and anchors', () => {
  it('has 6 fields and 6 anchors', () => {
    const fields = cadreFields(T, '71', { centralFieldRestricted: true });
    expect(fields).toHaveLength(6);
    expect(inZone(byName(fields, 'field-2'), [1000, -300])).toBe(true);
    expect(inZone(byName(fields, 'field-3'), [0, 300])).toBe(true);
    expect(cadreAnchors(T, '71')).toHaveLength(6);
  });
});

describe('à cheval', () => {
  const f1 = byName(cadreFields(T, '47', { centralFieldRestricted: true }), 'field-1');
  it('needs one ball in, one just out, both near the line', () => {
    expect(aCheval(f1, [980, 500], [920, 500], 61.5)).toBe(true);
    expect(aCheval(f1, [1300, 500], [920, 500], 61.5)).toBe(false);
    expect(aCheval(f1, [980, 500], [990, 450], 61.5)).toBe(false);
  });

  it('measures both balls from one drawn line, never from a cushion (art. 3: "on either side of the line")', () => {
    // Yellow 31 mm from the top cushion, 442 mm from the line x = 946.7; red 16.7 mm over that line.
    expect(aCheval(f1, [1389, 500], [930, 500], 61.5)).toBe(false);
    // Yellow 23 mm from the line y = 236.7, red 16.7 mm over x = 946.7 on the same side of y = 236.7: two lines, no pair.
    expect(aCheval(f1, [1300, 259.7], [930, 500], 61.5)).toBe(false);
    // By the top cushion, astride the line x = 946.7: the cushion beside them does not hide it.
    expect(aCheval(f1, [980, 680], [920, 680], 61.5)).toBe(true);
    // Out past the field's corner: measured to the corner (hypot 30, 40 = 50 mm), inside 20 mm from x = 946.7.
    expect(aCheval(f1, [966.7, 256.7], [916.7, 196.7], 61.5)).toBe(true);
    expect(aCheval(f1, [966.7, 256.7], [896.7, 176.7], 61.5)).toBe(false);
  });

  it('gives a resting ball the reach of the drawn line it straddles with another, not of a cushion (rest-sides)', () => {
    const zones = [...cadreFields(T, '47', { centralFieldRestricted: true }), ...cadreAnchors(T, '47')];
    // Yellow 61 mm from the top cushion (0.5 mm inside the reach from it), 412 mm from the line x = 946.7; red 16.7 mm over that line.
    const far = restBoundaries(zones, T, 'yellow', { white: [-600, 300], yellow: [1359, 500], red: [930, 500] });
    expect(Math.min(...far.filter((r) => r.kind === 'reach').map((r) => r.distance))).toBeGreaterThan(300);
    // Yellow 61 mm inside the line x = 946.7, red across it: 0.5 mm from the reach.
    const near = restBoundaries(zones, T, 'yellow', { white: [-600, 300], yellow: [1007.7, 500], red: [930, 500] });
    expect(Math.min(...near.filter((r) => r.kind === 'reach').map((r) => r.distance))).toBeCloseTo(0.5, 6);
  });

  it('keeps the libre corner\'s one line, its hypotenuse', () => {
    const tl = byName(libreCorners(T), 'corner-top-left');
    // About the hypotenuse's midpoint (1065, 532.5): 40 mm in, then 50 or 70 mm out.
    expect(aCheval(tl, [1082.9, 568.3], [1042.6, 487.8], 61.5)).toBe(true);
    expect(aCheval(tl, [1082.9, 568.3], [1033.7, 469.9], 61.5)).toBe(false);
  });
});

describe('contacts', () => {
  const r = T.ballRadius;
  it('tells touchent from libres by the gap', () => {
    expect(touching([0, 0], [2 * r + 0.4, 0], r)).toBe(true);
    expect(touching([0, 0], [2 * r + 1, 0], r)).toBe(false);
    expect(libres([0, 0], [2 * r + 3, 0], r)).toBe(true);
    expect(libres([0, 0], [2 * r + 8, 0], r)).toBe(false);
  });
  it('finds the cushion a ball rests against', () => {
    expect(cushionsTouched(T, [1420 - r, 0])).toEqual(['top']);
    expect(cushionsTouched(T, [-1420 + r, 710 - r])).toEqual(['bottom', 'left']);
  });
});

describe('table marks', () => {
  it('has diamonds every L/8 and W/4', () => {
    const d = diamonds(T);
    expect(d).toHaveLength(14 + 6);
    expect(d.some((x) => x.cushion === 'left' && x.at[0] === -355 && x.at[1] === 710)).toBe(true);
  });
  it('seats the pins around the centre and knows when a ball covers one', () => {
    const seats = pinSeats(T);
    expect(seats.left).toEqual([0, 63]);
    expect(seatCovered(T, seats.top, [63 + 30, 0])).toBe(true);
    expect(seatCovered(T, seats.top, [63 + 40, 0])).toBe(false);
    expect(halfOf(T, [10, 0])).toBeNull();
    expect(halfOf(T, [-100, 0])).toBe('bottom');
  });
});
