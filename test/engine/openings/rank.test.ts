import { describe, expect, it } from 'vitest';
import { inlineExecutor, sampleWords } from '../../helpers/exact.js';
import type { ProgressEntry } from '../../../src/engine/openings/progress.js';
import { planOpenings, rankOpenings, type OpeningsStore } from '../../../src/engine/openings/rank.js';
import { OPENING_VALUE_MAX } from '../../../src/engine/openings/table.js';
import type { Executor } from '../../../src/search/jobs/executor.js';
import { rootPosition } from '../../../src/search/position/position.js';
import { Searcher } from '../../../src/search/solver/searcher.js';
import { wordleError } from '../../helpers/errors.js';

const words = sampleWords(5, 60, 40);
const inline = () => inlineExecutor(words);
const request = { words, hard: false, maxGuesses: 6, label: 'test', version: '0.0.0' } as const;
const spent = () => ({ wallSeconds: 1, cpuSeconds: 2, where: 'here' });

/** A store in memory. */
class Kept implements OpeningsStore {
  readonly entries: ProgressEntry[] = [];
  put(e: ProgressEntry): void {
    this.entries.push(e);
  }
}

describe('ranking openings into a table (the use case of `wordle openings rank`)', () => {
  const exact = new Searcher(words, undefined);
  const root = rootPosition(words);

  it('values every opening exactly without a cutoff, as the search does one by one', async () => {
    const plan = planOpenings(request);
    expect(plan.todo.length).toBe(words.guesses.length);
    const store = new Kept();
    const table = await rankOpenings(plan, { executor: inline(), store, spent, now: () => new Date(0) });
    expect(table.entries.length).toBe(words.guesses.length);
    expect(store.entries.length).toBe(words.guesses.length);
    for (const e of table.entries.slice(0, 8)) {
      expect(e.total).toBe(exact.guessValue(root, e.word));
      expect(e.version).toBe('0.0.0');
    }
    expect(table.meta).toMatchObject({ list: 'test', cutoff: OPENING_VALUE_MAX, mode: 'normal' });
    expect(table.meta.computed).toBe('1970-01-01T00:00:00.000Z · 1 s wall, 2 s CPU, here');
  });

  it('keeps a bound at the cutoff (or the closed-form bound when higher), and resumes from a store', async () => {
    const full = await rankOpenings(planOpenings(request), { executor: inline(), store: new Kept(), spent });
    const cutoff = full.entries[5]!.total!;
    const first = planOpenings({ ...request, cutoff });
    const store = new Kept();
    const table = await rankOpenings(first, { executor: inline(), store, spent });
    for (const e of table.entries) {
      if (e.total !== null) expect(e.total).toBeLessThan(cutoff);
      else expect(e.lowerBound).toBe(Math.max(cutoff, first.bounds.get(e.word) ?? 0));
    }
    // Resumed with half of it kept: only the rest is searched, and the table is the same.
    const again = planOpenings({ ...request, cutoff }, store.entries.slice(0, 20));
    expect(again.settled.length).toBe(20);
    expect(again.todo.length).toBe(words.guesses.length - 20);
    const resumed = await rankOpenings(again, { executor: inline(), store: new Kept(), spent });
    expect(resumed.entries).toEqual(table.entries);
  });

  it('ranks only the openings asked for', () => {
    const plan = planOpenings({ ...request, only: [words.guesses[3]!, words.guesses[70]!] });
    expect(new Set(plan.todo)).toEqual(new Set([words.guesses[3], words.guesses[70]]));
    expect(plan.size).toBe(2);
  });

  it("records where each value was proven: a job result's producer becomes the row's source", async () => {
    // An executor that hands every third job to "workers" (the queue's executors fill `producer`).
    const base = inline();
    let k = 0;
    const relay: Executor = {
      size: 1,
      run: async (job) => {
        const r = await base.run(job);
        const by = [{}, { producer: 'host-a:12' }, { producer: 'w1', replicas: ['w1', 'w0'] }][k++ % 3];
        return { ...r, ...by };
      },
    };
    const store = new Kept();
    const plan = planOpenings({ ...request, only: words.guesses.slice(0, 9) });
    const table = await rankOpenings(plan, { executor: relay, store, spent });
    const sources = new Set(table.entries.map((e) => e.source));
    expect(sources).toEqual(new Set(['local', 'worker:host-a:12', 'workers:w0+w1']));
    for (const e of store.entries) {
      expect(e.source).toBe(table.entries.find((x) => x.word === e.guess)!.source);
      expect(e).not.toHaveProperty('producer');
      expect(e).not.toHaveProperty('replicas');
    }
  });

  it('refuses a result that does not check out (JOB_FAILED), keeping nothing of it', async () => {
    // An executor that claims an exact total without the tree that proves it.
    const liar: Executor = {
      size: 1,
      run: (job) =>
        Promise.resolve(
          job.kind === 'value'
            ? { kind: 'value', value: 100, exact: true, guess: job.guesses![0]!, tree: 0, nodes: 0 }
            : { kind: 'each', values: [], nodes: 0 },
        ),
    };
    const store = new Kept();
    const e = await rankOpenings(planOpenings(request), { executor: liar, store, spent }).catch((x: unknown) => x);
    expect(
      wordleError(() => {
        throw e;
      }, 'JOB_FAILED').message,
    ).toMatch(/^the result for "[a-z]{5}" does not check out \(.*\): not kept$/u);
    expect(store.entries).toEqual([]);
  });
});
