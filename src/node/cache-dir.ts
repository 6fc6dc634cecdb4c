import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { packageInfo } from './package-info.js';

/**
 * The user's cache directory for this package: `$XDG_CACHE_HOME/wordlekit`, else
 * `~/.cache/wordlekit` (the matrix cache with `--cache`, computed openers, the commands' compiled
 * code: node/code-cache.ts). As the XDG base
 * directory rules say, an empty or relative `XDG_CACHE_HOME` counts as unset (an empty one would
 * otherwise put the cache in the current folder).
 */
export function userCacheDir(): string {
  const xdg = process.env.XDG_CACHE_HOME;
  const base = xdg !== undefined && isAbsolute(xdg) ? xdg : join(homedir(), '.cache');
  return join(base, packageInfo().name);
}
