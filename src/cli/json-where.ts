/**
 * Where a JSON text breaks (a truncated or hand-damaged match file): the path
 * of the value being read at the break (`strokes[3].events[2].t`) and its line
 * and column, so that the error names the field as well as the file, and the
 * referee can see that everything before that point is intact.
 */
import { formatPath } from '../contracts/schema.js';

interface Frame {
  readonly array: boolean;
  /** Array: index of the current element; object: key of the current member (null before the first key). */
  at: number | string | null;
  /** Object: the next string is a key. */
  expectKey: boolean;
}

/** The path of the value open at `offset` in `text`: [] at the top level. A lenient scan, for error messages only. */
export function jsonPathAt(text: string, offset: number): PropertyKey[] {
  const stack: Frame[] = [];
  let i = 0;
  const end = Math.min(offset, text.length);
  while (i < end) {
    const c = text[i]!;
    const top = stack[stack.length - 1];
    if (c === '"') {
      const close = stringEnd(text, i);
      if (top && !top.array && top.expectKey) {
        top.at = close <= end ? safeParse(text.slice(i, close)) : text.slice(i + 1, end);
        top.expectKey = false;
      }
      i = close;
      continue;
    }
    if (c === '{' || c === '[') stack.push({ array: c === '[', at: c === '[' ? 0 : null, expectKey: c === '{' });
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ',' && top) {
      if (top.array) top.at = (top.at as number) + 1;
      else top.expectKey = true;
    }
    i++;
  }
  return stack.filter((f) => f.at !== null).map((f) => f.at as PropertyKey);
}

/** Index just past the closing quote of the string opening at `start` (or the text's end). */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return Math.min(i + 1, text.length);
}

function safeParse(quoted: string): string {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return quoted.slice(1, -1);
  }
}

/** 1-based line and column of `offset`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * Where JSON.parse stopped, read from its message: "at position N", or the
 * text's end for "Unexpected end of JSON input". V8 names no position for some
 * unexpected tokens: then the longest prefix that is still the start of a JSON
 * text (binary search, a few dozen parses), or null if even that fails.
 */
export function breakOffset(text: string, message: string): number | null {
  const at = /at position (\d+)/.exec(message);
  if (at) return Number(at[1]);
  if (/end of JSON input/i.test(message)) return text.length;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (isJsonStart(text.slice(0, mid))) lo = mid;
    else hi = mid - 1;
  }
  return lo > 0 ? lo : null;
}

/** The text is a JSON text or the start of one (parsing fails only for want of more). */
function isJsonStart(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return true;
  } catch (err) {
    // Cut short, V8 says "end of JSON input" or names a position at the very end ("Unterminated string ... at position N").
    const message = (err as Error).message;
    const at = /at position (\d+)/.exec(message);
    return /end of JSON input/i.test(message) || (at !== null && Number(at[1]) >= prefix.length);
  }
}

/** " at strokes[3].events[2] (line 120, column 7)" for an error message, or "" when the break cannot be placed. */
export function describeBreak(text: string, message: string): string {
  const offset = breakOffset(text, message);
  if (offset === null) return '';
  const path = formatPath(jsonPathAt(text, offset));
  const { line, column } = lineColumn(text, offset);
  return `${path ? ` at ${path}` : ''} (line ${line}, column ${column}${offset >= text.length ? ', the text ends there: truncated?' : ''})`;
}
