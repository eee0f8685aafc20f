/**
 * Every clause of the rule texts is cited by at least one golden case, or is
 * listed as not judged with its reason (session 28; clause lists in
 * golden-clauses.ts, the map in docs/rules-*.md "Coverage map").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CAROM_CLAUSES,
  CAROM_NOT_JUDGED,
  FIVE_PINS_CLAUSES,
  FIVE_PINS_NOT_JUDGED,
  RUSSIAN_CLAUSES,
  RUSSIAN_NOT_JUDGED,
} from './golden-clauses.js';
import { type CitingCase, coverageMap, covers, fivePinsCitations, russianCitations } from './golden-coverage.js';

const root = new URL('./golden/', import.meta.url).pathname;

const read = new Map<string, CitingCase[]>();

function cases(folder: string): CitingCase[] {
  if (!read.has(folder)) read.set(folder, readFolder(folder));
  return read.get(folder)!;
}

function readFolder(folder: string): CitingCase[] {
  return readdirSync(join(root, folder))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: f, rule: (JSON.parse(readFileSync(join(root, folder, f), 'utf8')) as { rule: string }).rule }));
}

/** The clauses with no golden that are not listed as not judged. */
function gaps(map: Map<string, string[]>, notJudged: Readonly<Record<string, string>>): string[] {
  return [...map].filter(([k, files]) => files.length === 0 && !(k in notJudged)).map(([k]) => k);
}

describe('citation parsers', () => {
  it('reads five-pins ranges of paragraphs and of points', () => {
    expect(fivePinsCitations('CEB B/7 2001.4c-d, 3003.1-2 (after 4001.3-18), 4001.10-12, 2001.6/4001.6, 4003')).toEqual([
      '2001.4c',
      '2001.4d',
      '3003.1',
      '3003.2',
      '4001.10',
      '4001.11',
      '4001.12',
      '2001.6',
      '4001.6',
      '4003',
    ]);
  });
  it('reads Russian numbers after "art." outside the quotes in parentheses', () => {
    expect(russianCitations('russian-colour-ball art. 4.2-4.3, 9 (last item: 35 s, 2.1), 10.4; 8.1-2')).toEqual([
      '4.2',
      '4.3',
      '9',
      '10.4',
      '8.1',
      '8.2',
    ]);
    expect(russianCitations('match structure (docs, setting nextBreak)')).toEqual([]);
  });
  it('a point covers its paragraph, a paragraph does not cover its points', () => {
    expect(covers('2001.4e', '2001.4')).toBe(true);
    expect(covers('2001.4', '2001.4e')).toBe(false);
    expect(covers('4001.10', '4001.1')).toBe(false);
  });
});

describe('coverage of the rule texts by the goldens', () => {
  it('five-pins: every clause has a golden or is not judged', () => {
    const map = coverageMap(FIVE_PINS_CLAUSES, cases('five-pins'), fivePinsCitations);
    expect(gaps(map, FIVE_PINS_NOT_JUDGED)).toEqual([]);
  });
  it('russian-colour: every clause has a golden or is not judged', () => {
    const map = coverageMap(RUSSIAN_CLAUSES, cases('russian-colour'), russianCitations);
    expect(gaps(map, RUSSIAN_NOT_JUDGED)).toEqual([]);
  });
  it('carom: every clause has a golden in one of its folders or is not judged', () => {
    const map = new Map<string, string[]>();
    for (const c of CAROM_CLAUSES) {
      const files = c.folders.flatMap((d) => cases(d).filter((g) => c.cites.test(g.rule)).map((g) => `${d}/${g.file}`));
      map.set(c.key, files);
    }
    expect(gaps(map, CAROM_NOT_JUDGED)).toEqual([]);
  });
  it('lists as not judged only clauses of the lists', () => {
    for (const k of Object.keys(FIVE_PINS_NOT_JUDGED)) expect(FIVE_PINS_CLAUSES).toContain(k);
    for (const k of Object.keys(RUSSIAN_NOT_JUDGED)) expect(RUSSIAN_CLAUSES).toContain(k);
    for (const k of Object.keys(CAROM_NOT_JUDGED)) expect(CAROM_CLAUSES.map((c) => c.key)).toContain(k);
  });
});
