import { describe, expect, it } from 'vitest';
import { checkMemory, megabytes, threadCount } from '../../src/node/limits.js';
import { wordleError } from '../helpers/errors.js';

describe('threadCount', () => {
  it.each([
    [0, { threads: 0 }],
    [1, { threads: 1 }],
    [2, { threads: 2 }],
    [5, { threads: 2, note: '--threads 5: using 2, the cores of this machine' }],
    [8, { threads: 2, note: '--threads 8: using 2, the cores of this machine' }],
  ])('%i threads on 2 cores', (requested, choice) => {
    expect(threadCount(requested, '--threads', 2)).toEqual(choice);
  });

  it('refuses more than 4 × the cores', () => {
    expect(wordleError(() => threadCount(5000, '--workers', 2), 'BAD_OPTION').message).toBe(
      '--workers 5000 is too many: at most 8 (4 × the 2 cores of this machine)',
    );
  });
});

describe('checkMemory', () => {
  it('refuses an estimate over the limit, naming both and --max-memory', () => {
    expect(megabytes(3 * 2 ** 30)).toBe(3072);
    expect(wordleError(() => checkMemory(3 * 2 ** 30, 2048, 'the pattern matrix'), 'TOO_LARGE').message).toBe(
      'the pattern matrix needs 3072 MB, limit 2048 MB (--max-memory)',
    );
    expect(() => checkMemory(2048 * 2 ** 20, 2048, 'x')).not.toThrow();
  });
});
