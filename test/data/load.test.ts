import { describe, expect, it } from 'vitest';
import { builtinWordSet } from '../../src/data/lists.js';
import { loadBuiltinWordSet } from '../../src/data/load.js';
import { isWordleError } from '../../src/core/errors.js';

describe('loadBuiltinWordSet', () => {
  it.each(['classic', 'nyt', 'nyt2022', 'en4', 'en6', 'en7'])(
    '%s: the same words in the same order as builtinWordSet',
    async (name) => {
      const loaded = await loadBuiltinWordSet(name);
      const built = builtinWordSet(name);
      expect(loaded.answers).toEqual(built.answers);
      expect(loaded.guesses).toEqual(built.guesses);
      expect(loaded.checksum).toBe(built.checksum);
    },
  );

  it('loads a list once', async () => {
    expect(await loadBuiltinWordSet('classic')).toBe(await loadBuiltinWordSet('classic'));
  });

  it.each([['wordle'], ['toString'], [undefined]])('refuses an unknown list: %s', async (name) => {
    const e: unknown = await loadBuiltinWordSet(name as string).catch((x: unknown) => x);
    expect(isWordleError(e) && e.code).toBe('BAD_OPTION');
    expect((e as Error).message).toMatch(/^unknown word list ".*" \(choose classic, nyt, nyt2022, en4, en6, en7\)$/u);
  });
});
