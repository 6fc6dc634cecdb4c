import { expect } from 'vitest';
import { isWordleError, type WordleError, type WordleErrorCode } from '../../src/core/errors.js';

/** Run `fn`, require it to throw a WordleError with `code`, and return that error. */
export function wordleError(fn: () => unknown, code: WordleErrorCode): WordleError {
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  expect(caught, 'expected a WordleError to be thrown').toBeDefined();
  if (!isWordleError(caught)) throw new Error(`expected a WordleError, got ${String(caught)}`);
  expect(caught.code).toBe(code);
  return caught;
}
