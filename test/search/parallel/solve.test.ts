import { describe, expect, it } from 'vitest';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { JobRunner } from '../../../src/search/jobs/runner.js';
import type { Job, JobResult } from '../../../src/search/jobs/job.js';
import { InlineExecutor, type Executor } from '../../../src/search/jobs/executor.js';
import {
  positionKey,
  type Refutation,
  type ResultStore,
  type SolvedPosition,
} from '../../../src/search/parallel/store.js';
import { solvePosition } from '../../../src/search/parallel/solve.js';
import { PositionSplitter, rootPosition } from '../../../src/search/position/position.js';
import { Searcher } from '../../../src/search/solver/searcher.js';
import { rng, sample } from '../naive.js';

const classic = builtinWordSet('classic');
const random = rng(21);
const words = makeWordSet(sample(classic.answers, 200, random), sample(classic.guesses.slice(2315), 400, random));

/** Runs jobs in this thread but says it has two workers, so that the plans share large positions. */
class TwoAtOnce implements Executor {
  readonly size = 2;
  readonly jobs: Job[] = [];
  private readonly inline = new InlineExecutor(
    new JobRunner({ answers: words.answers, extraGuesses: words.guesses.slice(200), memoBytes: 1 << 24 }),
  );
  run(job: Job): Promise<JobResult> {
    this.jobs.push(job);
    return this.inline.run(job);
  }
}

/** A result store in memory, refutations included. */
class MemoryStore implements ResultStore {
  readonly results = new Map<string, SolvedPosition>();
  readonly refuted = new Map<string, Refutation[]>();
  get(key: string): SolvedPosition | undefined {
    return this.results.get(key);
  }
  put(key: string, result: SolvedPosition): void {
    this.results.set(key, result);
  }
  refutations(key: string): readonly Refutation[] {
    return this.refuted.get(key) ?? [];
  }
  putRefutation(key: string, r: Refutation): void {
    this.refuted.set(key, [...this.refutations(key), r]);
  }
}

describe('plans keep refutations, and a resumed run skips the guesses refuted', () => {
  const p = rootPosition(words);
  const local = new Searcher(words, undefined);
  const options = (executor: Executor, store: ResultStore) => ({
    executor,
    store,
    splitter: new PositionSplitter(words),
    firstGuesses: (q: typeof p) => local.firstGuesses(q),
    splitAbove: 100, // the root (200 answers) is shared…
    tryMs: 0, // …at once
  });
  /** The guesses the refutation jobs at the root asked about, with their cutoffs. */
  const triedAtRoot = (e: TwoAtOnce) =>
    e.jobs.flatMap((j) =>
      j.kind === 'value' && positionKey(j.position) === '(start)' && j.guesses !== undefined
        ? j.guesses.map((g) => [g, j.beta] as const)
        : [],
    );

  it('refutes guesses at the shared root, then finds the same value without trying them again', async () => {
    const first = new TwoAtOnce();
    const store = new MemoryStore();
    const r1 = await solvePosition(p, options(first, store));
    expect(r1.value).toBe(local.value(p));
    const refuted = store.refuted.get('(start)') ?? [];
    expect(refuted.length).toBeGreaterThan(0);
    for (const r of refuted) for (const g of r.guesses) expect(local.guessValue(p, g)).toBeGreaterThanOrEqual(r.beta);

    // A resumed run: only the refutations kept (every value is searched again).
    const again = new TwoAtOnce();
    const resumed = new MemoryStore();
    for (const [k, list] of store.refuted) for (const r of list) resumed.putRefutation(k, r);
    const r2 = await solvePosition(p, options(again, resumed));
    expect(r2.value).toBe(r1.value);
    expect(r2.guess).toBe(r1.guess);
    // A guess is tried again only with a cutoff above the one it was refuted with.
    const atLeast = new Map(refuted.flatMap((r) => r.guesses.map((g) => [g, r.beta] as const)));
    for (const [g, beta] of triedAtRoot(again)) expect(atLeast.get(g) ?? 0).toBeLessThan(beta);
    expect(triedAtRoot(again).length).toBeLessThan(triedAtRoot(first).length);
  });
});
