import { homedir } from 'node:os';
import { join } from 'node:path';
import { packageInfo } from './package-info.js';

/**
 * The user's cache directory for this package: `$XDG_CACHE_HOME/wordlekit`, else
 * `~/.cache/wordlekit` (the matrix cache with `--cache`, computed openers).
 */
export function userCacheDir(): string {
  return join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), packageInfo().name);
}
