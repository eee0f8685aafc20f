/**
 * Golden cases: one JSON file per case, named after its verdict
 * (`test/golden/<discipline>/NN-<verdict-in-words>.json`), citing the rule
 * article it tests. Each holds a match file and the expected verdict (a
 * subset: every stroke listed, only the fields that matter), or the expected
 * input error.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISCIPLINES } from '../src/contracts/ids.js';
import { InputError } from '../src/contracts/schema.js';
import { judgeMatch } from '../src/rules/match.js';

interface Golden {
  rule: string;
  description: string;
  match: { discipline: string };
  expect?: Record<string, unknown>;
  error?: string;
}

const root = new URL('./golden/', import.meta.url).pathname;
const NAME = /^\d{2,3}-[a-z0-9]+(-[a-z0-9]+)*\.json$/;

function load(discipline: string): [string, Golden][] {
  let files: string[] = [];
  try {
    files = readdirSync(join(root, discipline)).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.map((f) => [f, JSON.parse(readFileSync(join(root, discipline, f), 'utf8')) as Golden]);
}

const all = DISCIPLINES.map((d) => [d, load(d)] as const);

describe('golden cases', () => {
  for (const [discipline, cases] of all) {
    describe(discipline, () => {
      it('has at least 15 cases', () => {
        expect(cases.length).toBeGreaterThanOrEqual(15);
      });
      for (const [file, g] of cases) {
        it(file, () => {
          expect(file).toMatch(NAME);
          expect(g.rule, 'each golden cites the rule article it tests').toMatch(/\S/);
          expect(g.match.discipline).toBe(discipline);
          expect(Boolean(g.expect) !== Boolean(g.error), 'a golden has either expect or error').toBe(true);
          if (g.error) {
            expect(() => judgeMatch(g.match)).toThrow(InputError);
            expect(() => judgeMatch(g.match)).toThrow(g.error);
          } else {
            const verdict = judgeMatch(g.match);
            expect(verdict).toMatchObject(g.expect!);
            // toMatchObject takes {} as "anything": a re-spot a case spells out must match exactly.
            const strokes = (g.expect!.strokes ?? []) as Record<string, unknown>[];
            strokes.forEach((s, i) => {
              for (const key of ['respot', 'respotOnRequest'] as const) {
                if (key in s) expect(verdict.strokes[i]?.[key] ?? {}, `strokes[${i}].${key}`).toEqual(s[key]);
              }
            });
          }
        });
      }
    });
  }
  it('has at least 150 cases in all', () => {
    expect(all.reduce((n, [, c]) => n + c.length, 0)).toBeGreaterThanOrEqual(150);
  });
});
