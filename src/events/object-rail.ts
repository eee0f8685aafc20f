/**
 * The rail a ball met right after a hidden hitter's contact (issue 6,
 * session 36). A ball lying a short way from a rail, hit into it by a ball
 * still unseen (under the cue, behind the player's arm), touches the rail
 * within a frame or two of the contact and is first seen leaving it: no
 * turn shows the hit (cushions.ts needs a way in), the departure is given
 * to the hidden ball as it is (causes.ts tries mirrors only when no ball
 * explains it, reflected-hits.ts), and rail-doubt.ts reads only the struck
 * ball. A ball hit by another leaves its rest place along the line of
 * centres with no spin to bend its path (a cue ball may carry side spin),
 * so its first line passes through its rest place unless something turned
 * it: the same reading as the struck ball's (rail-doubt.ts `railReadings`,
 * traced back from the contact) and the same proof (struck-rail.ts
 * `railProven`: the way out passing the rest place several mm farther than
 * the rail point) give the hit. Only proven rails are reported; the others
 * stay silent, as before (no doubt: the contact's hitter already decides
 * the stroke's verdicts, and such doubts would flag it for nothing).
 */
import type { CushionEvent, StrokeEvent } from '../contracts/events.js';
import type { BallId } from '../contracts/ids.js';
import type { TableModel } from '../geometry/tables.js';
import type { Cause } from './causes.js';
import type { BallHistory } from './history.js';
import { railReadings } from './rail-doubt.js';
import { struckRails } from './struck-rail.js';
import { samePair } from './twins.js';
import { SAME_CONTACT_S } from './contacts.js';

/**
 * The rail is dated at least this long (s) after the contact with its
 * hitter as reported: the reading's time comes from the contact traced back,
 * and a contact reported later than that (its finding dated from the
 * hitter's first points) would otherwise follow the rail it caused; the
 * rules then read the ball as moving before any contact, and every reading
 * that drops the contact as physical (src/rules/doubt-readings.ts
 * `unexplained`: development one-cushion 81-120 60 fps #95[3], the red's
 * rail 21 ms before its contact, the stroke flagged for nothing). Range 1e-4-1e-2.
 */
const AFTER_CONTACT_S = 1e-3;

/**
 * The rails proven hit by each ball a hidden hitter set off (`found`: the
 * starts' causes; not the struck ball, whose own reading is the strike's),
 * read from its contact's time, and dated after that contact as reported
 * among `events`. `cushions`: the hits already found.
 */
export function objectRails(hs: readonly BallHistory[], found: readonly Cause[], struck: BallId | null, table: TableModel, cushions: readonly CushionEvent[], events: readonly StrokeEvent[]): CushionEvent[] {
  const out: CushionEvent[] = [];
  for (const c of found) {
    const h = hs.find((q) => q.id === c.start.id);
    if (!c.by || !c.hiddenHitter || !h || c.start.id === struck) continue;
    const t = c.t ?? c.start.t, by = c.by;
    const contact = events.filter((e) => e.kind === 'ball-ball' && samePair(e.balls, [by, h.id]) && Math.abs(e.t - t) < SAME_CONTACT_S).sort((a, b) => Math.abs(a.t - t) - Math.abs(b.t - t))[0];
    const after = contact ? contact.t + AFTER_CONTACT_S : -Infinity;
    out.push(...struckRails(railReadings(h, c.start, t, table, cushions.filter((e) => e.ball === h.id), hs.filter((q) => q !== h))).map((e) => ({ ...e, t: Math.max(e.t, after) })));
  }
  return out;
}
