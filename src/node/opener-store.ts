import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { isWordleError, WordleError } from '../core/errors.js';
import type { OpenerStore } from '../engine/openings/opener.js';
import { ioReason, writeFileAtomic } from './atomic.js';
import { fileKind, readRegularFile } from './input-file.js';

/** Largest cache entry read back: a tree, some 60 KB on the classic lists. */
const MAX_ENTRY_BYTES = 16 * 2 ** 20;

/** An entry's name: the lists' checksum, the prior's digest if any, the mode, the guesses allowed and the word (see openerCacheKey). */
const KEY = /^[0-9a-f]{1,64}-(?:[0-9a-f]{1,64}-)?(?:normal|hard)-\d{1,2}-[a-z]{2,8}$/u;

/**
 * Computed openers kept as files, one a key (`DIR/KEY.json`), written atomically. The cache never
 * stops the work: a file that cannot be read (a symbolic link, a named pipe, a directory, no
 * permission: anything but a regular file is refused before it is opened) counts as absent and one
 * that cannot be written is not kept, each said once to `onWarning`. What is read
 * is only text: the use case checks it (see opener-cache.ts).
 */
export class OpenerCacheFiles implements OpenerStore {
  /** Keys whose name is taken by something that is not a regular file (a link, a pipe): left alone. */
  private readonly taken = new Set<string>();

  constructor(
    readonly dir: string,
    private readonly onWarning: (message: string) => void,
  ) {}

  /** The file of a key. */
  pathOf(key: string): string {
    if (!KEY.test(key)) throw new WordleError('BAD_ARGUMENT', `OpenerCacheFiles: bad key "${key}"`);
    return join(this.dir, `${key}.json`);
  }

  get(key: string): string | undefined {
    const path = this.pathOf(key);
    try {
      // What the path is, before opening it: a named pipe would block open() for good, deaf to signals.
      const st = lstatSync(path);
      if (!st.isFile()) {
        this.taken.add(key);
        this.onWarning(
          `the cached opener ${path} is ${fileKind(st)}, not a regular file: not read, and what is computed now is not kept there`,
        );
        return undefined;
      }
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') this.onWarning(`cannot read ${path}: ${ioReason(e)}`);
      return undefined;
    }
    try {
      return readRegularFile(path, 'cached opener', MAX_ENTRY_BYTES, 'the limit for cached openers');
    } catch (e) {
      if (!isWordleError(e)) throw e;
      this.onWarning(e.message);
      return undefined;
    }
  }

  put(key: string, text: string): void {
    const path = this.pathOf(key);
    if (this.taken.has(key)) return; // said when it was read
    try {
      writeFileAtomic(path, text, { makeDir: true });
    } catch (e) {
      if (!isWordleError(e)) throw e;
      this.onWarning(`the result is not kept in the cache: ${e.message}`);
    }
  }
}
