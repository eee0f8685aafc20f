/**
 * Event kinds and stroke fields of one discipline only (src/rules/foreign-fields.ts):
 * refused, naming the event or field, in every other discipline; accepted in their own.
 */
import { describe, expect, it } from 'vitest';
import { DISCIPLINES, type Discipline } from '../../src/contracts/ids.js';
import type { StrokeEvent } from '../../src/contracts/events.js';
import type { Stroke } from '../../src/contracts/match.js';
import { InputError } from '../../src/contracts/schema.js';
import { checkForeignFields } from '../../src/rules/foreign-fields.js';

const OWN: [StrokeEvent, Discipline[]][] = [
  [{ t: 0.5, kind: 'pin-fall', pin: 'centre', by: 'white' }, ['five-pins']],
  [{ t: 0.5, kind: 'pin-shift', pin: 'left' }, ['five-pins']],
  [{ t: 0.5, kind: 'jump', ball: 'white' }, ['five-pins']],
  [{ t: 0.5, kind: 'pocket', ball: 'white', pocket: 'top-left' }, ['russian-colour']],
  [{ t: 0.5, kind: 'centre-line', ball: 'white' }, ['russian-colour']],
  // Every discipline's events: never refused.
  [{ t: 0.5, kind: 'cushion', ball: 'white', cushion: 'top' }, [...DISCIPLINES]],
  [{ t: 0.5, kind: 'off-table', ball: 'white' }, [...DISCIPLINES]],
  [{ t: 0.5, kind: 'moved', ball: 'white' }, [...DISCIPLINES]],
];

const withEvent = (e: StrokeEvent): Stroke => ({ shooter: 'A', events: [{ t: 0, kind: 'strike', ball: 'white' }, e, { t: 1, kind: 'rest' }] });

describe('event kinds of another discipline', () => {
  for (const [event, owners] of OWN) {
    for (const d of DISCIPLINES) {
      const own = owners.includes(d);
      it(`${event.kind} in ${d}: ${own ? 'accepted' : 'refused at the event'}`, () => {
        const check = () => checkForeignFields(d, withEvent(event), 3);
        if (own) expect(check).not.toThrow();
        else {
          expect(check).toThrow(InputError);
          expect(check).toThrow(`strokes[3].events[1].kind: "${event.kind}"`);
          expect(check).toThrow(`not an event of ${d} (only ${owners.join(', ')})`);
        }
      });
    }
  }
  it('refuses a foreign event made from video too (the table set up does not match the discipline)', () => {
    expect(() => checkForeignFields('libre', withEvent({ t: 0.5, kind: 'pocket', ball: 'red', pocket: 'top-left', frame: 15, confidence: 0.9 }), 0)).toThrow('strokes[0].events[1].kind');
  });
});

describe('stroke fields of another discipline', () => {
  const base: Stroke = { shooter: 'A', events: [{ t: 0, kind: 'strike', ball: 'white' }] };
  it('refuses pin states outside five-pins, accepts an empty record anywhere', () => {
    const pins: Stroke = { ...base, after: { balls: {}, pins: { centre: 'fallen' } } };
    expect(() => checkForeignFields('three-cushion', pins, 2)).toThrow('strokes[2].after.pins: pin states (five-pins castle, 3003): not a field of three-cushion');
    expect(() => checkForeignFields('five-pins', pins, 2)).not.toThrow();
    expect(() => checkForeignFields('libre', { ...base, before: { balls: {}, pins: {} } }, 2)).not.toThrow();
  });
  it('refuses a strict call outside russian-colour', () => {
    const called: Stroke = { ...base, declared: { pocket: 'top-left', cushions: [], via: [] } };
    expect(() => checkForeignFields('five-pins', called, 1)).toThrow('strokes[1].declared: a strict call of the coloured ball (russian-colour art. 7): not a field of five-pins');
    expect(() => checkForeignFields('russian-colour', called, 1)).not.toThrow();
  });
});
