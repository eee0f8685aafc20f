/**
 * `matchesSubset(actual, expected)`: the golden files' "expect" reading
 * (vitest's toMatchObject): objects match when every expected key matches,
 * arrays when they have the same length and match element by element,
 * everything else by equality. Pure.
 */
export function matchesSubset(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => matchesSubset(actual[i], e));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return false;
    const a = actual as Record<string, unknown>;
    return Object.entries(expected as Record<string, unknown>).every(([k, v]) => matchesSubset(a[k], v));
  }
  return Object.is(actual, expected);
}
