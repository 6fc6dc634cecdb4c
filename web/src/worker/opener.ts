/**
 * Any opener, exactly, in the browser: `wordle openings show`'s use case (`rateOpener`) run in the
 * worker on the chosen list and its shipped table, with the exact search's jobs run here one at a
 * time, and the values it finds kept in this browser (IndexedDB; checked when read back).
 * Cancelling is the page's: it stops the worker (solver-client.ts), so a value is kept only once
 * it is complete.
 */
import { WordleError, type WordSet } from 'wordlekit';
import { fastestKernel, JobRunner, rateOpener, SteppingExecutor } from 'wordlekit/search';
import type { Executor } from 'wordlekit/search';
import { version } from '../../../package.json';
import { BrowserOpenerStore } from '../openers/browser-store.js';
import { tablePath } from '../openers/tables.js';
import type { ListName, OpenerReport } from '../protocol.js';
import type { Resources } from './resources.js';

/** Memory for the search's memo (as the web's exact play has it: a phone's tab has little more to spare). */
const MEMO_BYTES = 256 * 2 ** 20;

/**
 * The next step of a stepping executor, as a task of its own (a message to this worker: between
 * two jobs the worker's event loop turns, so each outcome proven reaches the page as progress).
 */
function messageStep(): (step: () => void) => void {
  const channel = new MessageChannel();
  let next: (() => void) | undefined;
  channel.port1.onmessage = () => next?.();
  return (step) => {
    next = step;
    channel.port2.postMessage(null);
  };
}

/** Thrown by the executor of a look in the storage only: the value would have to be computed. */
const NOT_KEPT = new Error('not kept');

/** An executor that runs nothing: `rateOpener` then answers only from the storage. */
const storageOnly: Executor = { size: 1, run: () => Promise.reject(NOT_KEPT) };

/** The exact search on the list, in this thread (a fresh memo each time: nothing stays held after). */
function searchHere(words: WordSet): SteppingExecutor {
  const kernel = fastestKernel(words.length);
  const runner = new JobRunner(
    { answers: words.answers, extraGuesses: words.guesses.slice(words.answers.length), memoBytes: MEMO_BYTES },
    kernel !== undefined ? { kernel } : {},
  );
  return new SteppingExecutor(runner, messageStep());
}

/** Rate `word` on the list's table for the mode (see the file comment). */
export async function rateOpenerHere(
  resources: Resources,
  req: { readonly list: ListName; readonly word: string; readonly hard: boolean; readonly compute: boolean },
  progress?: (stage: string, done: number, total: number) => void,
): Promise<OpenerReport> {
  const t0 = performance.now();
  const mode = req.hard ? 'hard' : 'normal';
  const [words, state] = await Promise.all([
    resources.words(req.list),
    import('./readers.js').then((r) => r.openingsTableFor(req.list, mode)),
  ]);
  if (state.status !== 'ok') {
    throw new WordleError(
      'BAD_FILE',
      state.status === 'missing' ? `this build has no table for the ${req.list} list in ${mode} mode` : state.message,
    );
  }
  const store = new BrowserOpenerStore();
  let discarded: string | null = null;
  const report = (verdict: OpenerReport['verdict']): OpenerReport => ({
    verdict,
    discarded,
    notKept: verdict?.from === 'computed' ? store.problem : null,
    ms: performance.now() - t0,
  });
  const executor = req.compute ? searchHere(words) : undefined;
  try {
    const verdict = await rateOpener(
      { words, table: state.table, word: req.word, version, tableName: tablePath(req.list, mode) },
      {
        executor: executor ?? storageOnly,
        store,
        onDiscard: (_key, problem) => (discarded = problem),
        ...(progress !== undefined ? { onProgress: (d: number, n: number) => progress('outcomes proven', d, n) } : {}),
      },
    );
    return report(verdict);
  } catch (e) {
    if (e === NOT_KEPT) return report(null);
    throw e;
  } finally {
    executor?.close();
  }
}
