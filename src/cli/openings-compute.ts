import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { WordleError } from '../core/errors.js';
import { escapeControls } from '../core/quote.js';
import { openerCacheKey } from '../engine/openings/opener-cache.js';
import { rateOpener } from '../engine/openings/opener.js';
import type { OpeningRating, OpeningsTable } from '../engine/openings/table.js';
import { rankRange, ratingVerdict, type OpenerVerdict } from '../engine/openings/verdict.js';
import { userCacheDir } from '../node/cache-dir.js';
import { OpenerCacheFiles } from '../node/opener-store.js';
import { packageInfo } from '../node/package-info.js';
import { localExecutor } from '../node/run-executor.js';
import type { Output } from './output.js';
import { stopOnInterrupt } from './rank-run.js';
import { tableWords, type TableWordsOptions } from './table-words.js';
import { progressBar } from './terminal/progress.js';

/*
 * `wordle openings show WORD` when the table holds only a bound for WORD: its exact total, from
 * the user's cache (`$XDG_CACHE_HOME/wordlekit/openers/`, each entry checked when read) or by the
 * exact search on this machine's cores (progress on stderr, Ctrl-C stops cleanly), and its rank as
 * the range the table proves.
 */

/** Memory for the search memos, MB (as `wordle optimal`'s default). */
const MAX_MEMORY_MB = 1024;

/** Where computed openers are kept. */
export function openerCacheDir(): string {
  return join(userCacheDir(), 'openers');
}

/**
 * The verdict on an opening the table holds only a bound for: its exact total, computed or from the
 * cache (notes and progress on stderr); or its bound, said why, when the table's lists are not at hand.
 */
export async function computedVerdict(
  r: OpeningRating,
  table: OpeningsTable,
  path: string,
  opts: TableWordsOptions,
  out: Output,
): Promise<OpenerVerdict> {
  const words = tableWords(table, path, opts);
  if (typeof words === 'string') {
    out.error(`wordle: ${r.word.toUpperCase()}: ${words} to compute the exact total`);
    return ratingVerdict(r, rankRange(table, r.word, { atLeast: r.lowerBound }));
  }
  // (as load.ts's warnTo, without loading what load.ts loads)
  const warn = (message: string): void => out.error(`wordle: warning: ${escapeControls(message)}`);
  const cache = new OpenerCacheFiles(openerCacheDir(), warn);
  const workers = availableParallelism();
  const executor = localExecutor(words, { workers, maxMemory: MAX_MEMORY_MB });
  const bar = progressBar(r.word.toUpperCase(), {});
  const stop = stopOnInterrupt(executor, out);
  try {
    const v = await rateOpener(
      { words, table, word: r.word, version: packageInfo().version, tableName: path },
      {
        executor,
        store: cache,
        signal: stop.signal,
        onProgress: (done, total) => {
          if (done === 0) {
            out.error(
              `wordle: ${r.word.toUpperCase()}: the table holds only a bound (at least ${r.lowerBound}); computing its exact total on ${workers} thread${workers === 1 ? '' : 's'} (Ctrl-C to stop; --no-compute for the bound alone)`,
            );
          }
          bar.update(done, total, 'outcomes proven');
        },
        onDiscard: (key, problem) =>
          warn(`the cached value ${cache.pathOf(key)} is not valid (${problem}): computing it again`),
      },
    );
    if (v.checked === 'digest') {
      const key = { lists: words.checksum, mode: table.meta.mode, maxGuesses: table.meta.maxGuesses, word: r.word };
      out.error(
        `wordle: ${r.word.toUpperCase()}: read back from ${cache.pathOf(openerCacheKey(key))}, which nothing cheap can check: delete it to prove the value again`,
      );
    }
    return v;
  } catch (e) {
    if (stop.signal.aborted)
      throw new WordleError('INTERRUPTED', 'interrupted: nothing was kept (the exact total was not finished)');
    throw e;
  } finally {
    bar.stop();
    stop.done();
    await executor.close();
  }
}
