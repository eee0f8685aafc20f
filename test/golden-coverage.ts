/**
 * Coverage map of the rule texts by the golden cases (session 28).
 *
 * Each golden's `rule` field cites the articles it tests. These pure functions
 * read those citations and list, per clause of a rule text, the goldens that
 * cite it, so that test/golden-coverage.test.ts can fail when a clause has
 * none and is not listed as "not judged" (with the reason). The clause lists
 * live in golden-clauses.ts.
 */

/** A clause key: "2001.4e" (CEB five-pins), "7.5" (Russian), "3/libre/corners" (carom). */
export type ClauseKey = string;

/**
 * The clause keys one five-pins `rule` text cites. Articles are four digits,
 * paragraphs a number, points a letter: "2001.4c-d" → 2001.4c, 2001.4d;
 * "3003.1-2" → 3003.1, 3003.2; "4001.10-12" → 4001.10..12; "2002.1a-c" →
 * a, b, c; "2001.6/4001.6" → both. A bare article ("4003") is itself a key.
 * Parentheses are left out: they quote the text ("free ball after
 * 4001.3-18" is 3004.1's scope, not a case of each of those fouls).
 */
export function fivePinsCitations(rule: string): ClauseKey[] {
  const out: ClauseKey[] = [];
  rule = stripParentheses(rule);
  const re = /\b([1-4]00[1-9])(?:\.(\d{1,2})([a-g])?(?:-(\d{1,2})?([a-g])?)?)?/g;
  for (const m of rule.matchAll(re)) {
    const [, art, para, letter, paraTo, letterTo] = m;
    if (!para) {
      out.push(art!);
      continue;
    }
    const from = Number(para);
    const to = paraTo ? Number(paraTo) : from;
    for (let p = from; p <= to; p++) {
      if (!letter) {
        out.push(`${art}.${p}`);
        continue;
      }
      const last = (letterTo ?? letter).charCodeAt(0);
      for (let c = letter.charCodeAt(0); c <= last; c++) out.push(`${art}.${p}${String.fromCharCode(c)}`);
    }
  }
  return out;
}

/**
 * The clause keys one Russian `rule` text cites: the numbers after "art.",
 * comma- or semicolon-separated, outside parentheses (which quote the text).
 * "4.2-4.3" and "10.1-10.6" are ranges; "8.1-2" too; a bare section ("9") is
 * itself a key (section 9 is one list of fouls).
 */
export function russianCitations(rule: string): ClauseKey[] {
  const at = rule.indexOf('art.');
  if (at < 0) return [];
  const plain = stripParentheses(rule.slice(at + 4));
  const out: ClauseKey[] = [];
  for (const raw of plain.split(/[,;]/)) {
    const token = raw.trim();
    const m = /^(\d{1,2})(?:\.(\d))?(?:-(?:(\d{1,2})\.)?(\d))?$/.exec(token);
    if (!m) continue;
    const [, sec, para, secTo, paraTo] = m;
    if (!para) {
      out.push(sec!);
      continue;
    }
    if (secTo && secTo !== sec) continue; // a range across sections is not written
    const last = paraTo ? Number(paraTo) : Number(para);
    for (let p = Number(para); p <= last; p++) out.push(`${sec}.${p}`);
  }
  return out;
}

/** The text with every parenthesised part (quotes of the text) taken out. */
export function stripParentheses(text: string): string {
  let depth = 0;
  let out = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return out;
}

/** Whether a cited key covers a clause key: the same, or a point of the paragraph the clause is. */
export function covers(cited: ClauseKey, clause: ClauseKey): boolean {
  if (cited === clause) return true;
  // "2001.4e" cited covers the paragraph key "2001.4"; "2001.4" does not cover "2001.4e".
  return /^\d{4}\.\d{1,2}$/.test(clause) && cited.startsWith(clause) && /^[a-g]$/.test(cited.slice(clause.length));
}

/** One golden as the map needs it. */
export interface CitingCase {
  file: string;
  rule: string;
}

/**
 * Per clause, the goldens that cite it. `cite` turns a rule text into keys
 * (numbers), or `patterns` match the rule text (carom, whose citations are
 * words: "art. 3 Three-cushion (a)").
 */
export function coverageMap(
  clauses: readonly ClauseKey[],
  cases: readonly CitingCase[],
  cite: (rule: string) => ClauseKey[],
): Map<ClauseKey, string[]> {
  const map = new Map<ClauseKey, string[]>(clauses.map((c) => [c, []]));
  for (const g of cases) {
    const keys = cite(g.rule);
    for (const clause of clauses) if (keys.some((k) => covers(k, clause))) map.get(clause)!.push(g.file);
  }
  return map;
}
