/**
 * Any opener, exactly, in the browser: `wordle openings show`'s use case (`rateOpener`) run in the
 * worker on the chosen list and its shipped table, with the exact search's jobs run here one at a
 * time, and the values it finds kept in this browser (IndexedDB; checked when read back).
 * Cancelling is the page's: it stops the worker (solver-client.ts), so a value is kept only once
 * it is complete.
 */
import { WordleError, type WordSet } from 'wordlekit';
import { fastestKernel, JobRunner, rateOpener } from 'wordlekit/search';
import type { Executor, Job, JobResult } from 'wordlekit/search';
import { version } from '../../../package.json';
import { BrowserOpenerStore } from '../openers/browser-store.js';
import { tablePath } from '../openers/tables.js';
import type { ListName, OpenerReport } from '../protocol.js';
import type { Resources } from './resources.js';

/** Memory for the search's memo (as the web's exact play has it: a phone's tab has little more to spare). */
const MEMO_BYTES = 256 * 2 ** 20;

/**
 * Runs jobs in this thread, one a task: between two jobs the worker's event loop turns, so each
 * outcome proven reaches the page as progress (a job run at once, as InlineExecutor does, would
 * run them all before any result is seen).
 */
class SteppingExecutor implements Executor {
  readonly size = 1;
  private readonly queue: { job: Job; resolve: (r: JobResult) => void; reject: (e: unknown) => void }[] = [];
  private readonly channel = new MessageChannel();
  private stepping = false;

  constructor(private readonly runner: JobRunner) {
    this.channel.port1.onmessage = () => this.step();
  }

  run(job: Job): Promise<JobResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      if (!this.stepping) {
        this.stepping = true;
        this.channel.port2.postMessage(null);
      }
    });
  }

  /** Drop the jobs not started (a loss was found: the rest of the proof is not needed). */
  close(): void {
    for (const q of this.queue.splice(0)) q.reject(new WordleError('INTERRUPTED', 'the rating is over'));
  }

  private step(): void {
    const q = this.queue.shift();
    if (q === undefined) {
      this.stepping = false;
      return;
    }
    try {
      q.resolve(this.runner.run(q.job));
    } catch (e) {
      q.reject(e);
    }
    this.channel.port2.postMessage(null);
  }
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
  return new SteppingExecutor(runner);
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
