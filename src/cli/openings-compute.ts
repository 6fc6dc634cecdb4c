import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { WordleError } from '../core/errors.js';
import type { WordSet } from '../core/wordlist.js';
import { BUILTIN_LISTS, builtinWordSet } from '../data/lists.js';
import { rateOpener } from '../engine/openings/opener.js';
import type { OpeningRating, OpeningsTable } from '../engine/openings/table.js';
import { rankRange, ratingVerdict, tableSummary, type TableSummary } from '../engine/openings/verdict.js';
import { userCacheDir } from '../node/cache-dir.js';
import { OpenerCacheFiles } from '../node/opener-store.js';
import { packageInfo } from '../node/package-info.js';
import { localExecutor } from '../node/run-executor.js';
import { loadWordSet } from '../node/words.js';
import { warnTo } from './load.js';
import { showVerdict, type TableOptions } from './openings-show.js';
import type { Output } from './output.js';
import { stopOnInterrupt } from './rank-run.js';
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
 * The word lists the table was computed for: --answers/--guesses, else the built-in list it names;
 * or why there are none (a table of custom lists, without them). Lists that differ from the
 * table's (their checksum) are refused.
 */
function wordsFor(table: OpeningsTable, path: string, opts: TableOptions): WordSet | string {
  const custom = opts.answers !== undefined || opts.guesses !== undefined;
  const { list, checksum } = table.meta;
  let words: WordSet;
  if (custom) {
    words = loadWordSet({
      list: opts.list ?? 'classic',
      ...(opts.answers !== undefined ? { answers: opts.answers } : {}),
      ...(opts.guesses !== undefined ? { guesses: opts.guesses } : {}),
    });
  } else if ((BUILTIN_LISTS as readonly string[]).includes(list)) {
    words = builtinWordSet(list);
  } else {
    return `the table's word lists (${list}) are not built in: pass them with --answers and --guesses to compute the exact total`;
  }
  if (words.checksum !== checksum) {
    const given = custom ? 'the lists given with --answers/--guesses' : `the built-in ${list} lists`;
    throw new WordleError(
      'BAD_OPTION',
      `${path} was computed for other word lists (checksum ${checksum}) than ${given} (checksum ${words.checksum})`,
    );
  }
  return words;
}

/** Show the exact total of an opening the table holds only a bound for (computed, or from the cache). */
export async function showComputed(
  r: OpeningRating,
  table: OpeningsTable,
  path: string,
  opts: TableOptions,
  out: Output,
): Promise<void> {
  const summary: TableSummary = tableSummary(table);
  const words = wordsFor(table, path, opts);
  if (typeof words === 'string') {
    out.error(`wordle: ${r.word.toUpperCase()}: ${words}`);
    showVerdict(ratingVerdict(r, rankRange(table, r.word, { atLeast: r.lowerBound })), summary, opts, out);
    return;
  }
  const warn = warnTo(out);
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
    bar.stop();
    showVerdict(v, summary, opts, out);
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
