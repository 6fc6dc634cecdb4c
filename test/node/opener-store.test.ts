// The opener cache's file names: every key openerCacheKey makes is one the store accepts, under a
// prior too (`wordle openings show sater --hard --prior history` stopped at "bad key" before it
// computed, the prior's digest missing from the store's pattern); anything else is refused.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openerCacheKey } from '../../src/engine/openings/opener-cache.js';
import { OpenerCacheFiles } from '../../src/node/opener-store.js';

describe('OpenerCacheFiles keys', () => {
  const store = new OpenerCacheFiles('/tmp/opener-store-test', () => undefined);

  it('accepts the keys openerCacheKey makes, with and without a prior', () => {
    const plain = openerCacheKey({ lists: '0e9a96c55865b0', mode: 'hard', maxGuesses: 6, word: 'sater' });
    const prior = openerCacheKey({
      lists: '0e9a96c55865b0',
      prior: '1a0ba6930c5e23',
      mode: 'hard',
      maxGuesses: 6,
      word: 'sater',
    });
    expect(prior).toBe('0e9a96c55865b0-1a0ba6930c5e23-hard-6-sater');
    expect(store.pathOf(plain)).toBe(join('/tmp/opener-store-test', `${plain}.json`));
    expect(store.pathOf(prior)).toBe(join('/tmp/opener-store-test', `${prior}.json`));
  });

  it('refuses anything else (a path, two digests, a mode it does not know)', () => {
    for (const bad of ['../x-normal-6-adieu', 'ab-cd-ef-normal-6-adieu', '0e9a-easy-6-adieu', '0e9a-normal-6-ADIEU']) {
      expect(() => store.pathOf(bad)).toThrow(/bad key/u);
    }
  });
});
