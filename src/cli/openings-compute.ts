import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { WordleError } from '../core/errors.js';
import { escapeControls } from '../core/quote.js';
import { rateOpener } from '../engine/openings/opener.js';
import type { OpeningRating, OpeningsTable } from '../engine/openings/table.js';
import { rankRange, ratingRange, ratingVerdict, tableSummary, type OpenerVerdict } from '../engine/openings/verdict.js';
import { userCacheDir } from '../node/cache-dir.js';
import { OpenerCacheFiles } from '../node/opener-store.js';
import { packageInfo } from '../node/package-info.js';
import { localExecutor } from '../node/run-executor.js';
import { tableWeights, type OpeningsPriorOptions } from './openings-prior.js';
import type { Output } from './output.js';
import { stopOnInterrupt } from './rank-run.js';
import { tableWords, type TableWordsOptions } from './table-words.js';
import { progressBar } from './terminal/progress.js';

/*
 * `wordle openings show WORD` when the table holds only a bound for WORD (or says it cannot win
 * every game): its exact total, or the fewest answers it loses and its total then, from the user's cache (`$XDG_CACHE_HOME/wordlekit/openers/`, each entry checked when read) or by the
 * exact search on this machine's cores (progress on stderr, Ctrl-C stops cleanly), and its rank as
 * the range the table proves.
 */

/** Memory for the search memos, MB (as `wordle optimal`'s default). */
const MAX_MEMORY_MB = 1024;

/** What is computed now, and why, in words (the note on stderr). */
function computing(r: OpeningRating, table: OpeningsTable, workers: number): string {
  const on = `on ${workers} thread${workers === 1 ? '' : 's'} (Ctrl-C to stop; --no-compute for the table's word alone)`;
  const mode = table.meta.mode === 'hard' ? ' in hard mode' : '';
  if (r.winsAll === false) {
    return `cannot win every game${mode}; computing the fewest answers it loses, and its total then, ${on}`;
  }
  if (r.winsAll === null) {
    return `the table holds only a bound (at least ${r.lowerBound}, if it can win every game${mode}, which it does not know); computing its exact value ${on}`;
  }
  return `the table holds only a bound (at least ${r.lowerBound}); computing its exact total ${on}`;
}

/**
 * The verdict on an opening the table holds only a bound for: its exact total, computed or from the
 * cache (notes and progress on stderr); or its bound, said why, when the table's lists are not at hand.
 */
export async function computedVerdict(
  r: OpeningRating,
  table: OpeningsTable,
  path: string,
  opts: TableWordsOptions & OpeningsPriorOptions,
  out: Output,
): Promise<OpenerVerdict> {
  // Under a prior: its weights, checked against the table's digest (else one clear error).
  const weights = table.meta.prior === undefined ? undefined : tableWeights(table.meta, path, opts)?.weights;
  const words = tableWords(table, path, opts);
  if (typeof words === 'string') {
    out.error(`wordle: ${r.word.toUpperCase()}: ${words} to compute its exact value`);
    if (r.winsAll === false) return ratingVerdict(r, ratingRange(r, tableSummary(table)));
    return ratingVerdict(r, rankRange(table, r.word, { atLeast: r.lowerBound, winsAll: r.winsAll }));
  }
  // (as load.ts's warnTo, without loading what load.ts loads)
  const warn = (message: string): void => out.error(`wordle: warning: ${escapeControls(message)}`);
  const cache = new OpenerCacheFiles(join(userCacheDir(), 'openers'), warn);
  const workers = availableParallelism();
  const executor = localExecutor(words, {
    workers,
    maxMemory: MAX_MEMORY_MB,
    ...(weights !== undefined ? { weights } : {}),
  });
  const bar = progressBar(r.word.toUpperCase(), {});
  const stop = stopOnInterrupt(executor, out);
  try {
    return await rateOpener(
      {
        words,
        table,
        word: r.word,
        version: packageInfo().version,
        tableName: path,
        ...(weights !== undefined ? { weights } : {}),
      },
      {
        executor,
        store: cache,
        signal: stop.signal,
        onProgress: (done, total) => {
          if (done === 0) out.error(`wordle: ${r.word.toUpperCase()}: ${computing(r, table, workers)}`);
          bar.update(done, total, 'outcomes proven');
        },
        onDiscard: (key, problem) =>
          warn(`the cached value ${cache.pathOf(key)} is not valid (${problem}): computing it again`),
      },
    );
  } catch (e) {
    if (stop.signal.aborted)
      throw new WordleError('INTERRUPTED', 'interrupted: nothing was kept (the exact value was not finished)');
    throw e;
  } finally {
    bar.stop();
    stop.done();
    await executor.close();
  }
}
