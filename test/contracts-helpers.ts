import { expect } from 'vitest';
import { InputError, parseMatch } from '../src/contracts/schema.js';

/** The message of the InputError parseMatch gives for `input`; fails the test when it parses or throws anything else. */
export function matchErrorOf(input: unknown): string {
  try {
    parseMatch(input);
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return (err as Error).message;
  }
  throw new Error('expected an InputError');
}
