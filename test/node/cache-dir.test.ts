import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { userCacheDir } from '../../src/node/cache-dir.js';

const suiteCache = process.env.XDG_CACHE_HOME;

afterEach(() => {
  process.env.XDG_CACHE_HOME = suiteCache;
});

describe('userCacheDir', () => {
  it("is the suite's own temporary folder in every test process, never the user's", () => {
    // test/global-setup.ts sets it once for the whole run.
    expect(suiteCache).toMatch(/wordlekit-suite-/);
    expect(userCacheDir()).toBe(join(suiteCache ?? '', 'wordlekit'));
    expect(userCacheDir().startsWith(join(homedir(), '.cache'))).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['relative', 'cache'],
    ['dot', '.'],
  ])('counts an %s XDG_CACHE_HOME as unset (the XDG rule), never the current folder', (_name, value) => {
    process.env.XDG_CACHE_HOME = value;
    expect(userCacheDir()).toBe(join(homedir(), '.cache', 'wordlekit'));
  });

  it('uses an absolute XDG_CACHE_HOME as it is', () => {
    process.env.XDG_CACHE_HOME = '/tmp/elsewhere';
    expect(userCacheDir()).toBe('/tmp/elsewhere/wordlekit');
  });
});
