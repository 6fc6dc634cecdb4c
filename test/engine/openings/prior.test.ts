import { describe, expect, it } from 'vitest';
import { sampleWords } from '../../helpers/exact.js';
import { readOpeningsProgress, formatProgress } from '../../../src/engine/openings/progress.js';
import { planOpenings, rankOpenings, type OpeningsStore } from '../../../src/engine/openings/rank.js';
import { priorMatches, tablePrior, tablePriorNote, weightsDigest } from '../../../src/engine/openings/prior.js';
import { openingTotals, type OpeningsTable } from '../../../src/engine/openings/table.js';
import { parseOpeningsTable } from '../../../src/engine/openings/codec/read.js';
import { formatOpeningsTable } from '../../../src/engine/openings/codec/write.js';
import type { ProgressEntry } from '../../../src/engine/openings/progress.js';
import { InlineExecutor } from '../../../src/search/jobs/executor.js';
import { JobRunner } from '../../../src/search/jobs/runner.js';
import { rootPosition } from '../../../src/search/position/position.js';
import { ExactPlay } from '../../../src/search/exact-play.js';
import { wordleError } from '../../helpers/errors.js';

// A table of openings under a prior: its totals are the weighted sums the search that plays for the
// win proves under the weights (here two levels, as the NYT history's prior has), the file records
// the prior and is read only under it.

const words = sampleWords(11, 50, 30);
const weights = Float64Array.from(words.answers, (_, i) => (i % 3 === 0 ? 996 : 10_000));
const prior = { prior: tablePrior('history', weights, 1808), weights };
const request = { words, hard: false, maxGuesses: 6, label: 'test', version: '0.0.0', prior } as const;
const spent = () => ({ wallSeconds: 1, cpuSeconds: 2, where: 'here' });
const executor = () =>
  new InlineExecutor(
    new JobRunner({
      answers: words.answers,
      extraGuesses: words.guesses.slice(words.answers.length),
      weights,
      memoBytes: 1 << 22,
    }),
  );

class Kept implements OpeningsStore {
  readonly entries: ProgressEntry[] = [];
  put(e: ProgressEntry): void {
    this.entries.push(e);
  }
}

let ranked: OpeningsTable | undefined;
async function table(): Promise<{ table: OpeningsTable; store: Kept }> {
  const store = new Kept();
  ranked = await rankOpenings(planOpenings(request), { executor: executor(), store, spent, now: () => new Date(0) });
  return { table: ranked, store };
}

describe('a table of openings under a prior', () => {
  it('holds exact weighted totals, those the exact search proves under the weights, and records its prior', async () => {
    const { table: t } = await table();
    const play = new ExactPlay(words, { weights });
    const root = rootPosition(words);
    const sum = weights.reduce((a, b) => a + b, 0);
    for (const e of t.entries.slice(0, 6)) {
      const [v] = play.guessValues(root, [e.word]);
      expect(e.total, e.word).toBe(play.outcome(root, v!).total);
    }
    expect(t.meta.prior).toEqual({ name: 'history', day: 1808, digest: weightsDigest(weights), weight: sum });
    // Without a cutoff, every value below a lost answer's is exact: a plain weighted total.
    expect(t.meta.cutoff).toBeLessThan(7 * sum + 2);
  });

  it('is written and read back with its prior, and the digest covers the prior', async () => {
    const t = ranked ?? (await table()).table;
    const text = formatOpeningsTable(t);
    expect(text).toContain(`# prior: history\n# prior-day: 1808\n# prior-digest: ${weightsDigest(weights)}\n`);
    const back = parseOpeningsTable(text, 't.tsv');
    expect(back.meta.prior).toEqual(t.meta.prior);
    expect(back.entries).toEqual(t.entries);
    // Another day, other weights: the digest of the lines refuses a changed prior.
    for (const [from, to] of [
      ['# prior-day: 1808', '# prior-day: 1809'],
      [`# prior-digest: ${weightsDigest(weights)}`, '# prior-digest: 00000000000000'],
      ['# prior: history', '# prior: frequency'],
    ] as const) {
      const e = wordleError(() => parseOpeningsTable(text.replace(from, to), 't.tsv'), 'BAD_FILE');
      expect(e.message, from).toMatch(/^t\.tsv:\d+: /u);
    }
    const missing = text.replace(/# prior-weight: \d+\n/u, '');
    expect(wordleError(() => parseOpeningsTable(missing, 't.tsv'), 'BAD_FILE').message).toBe(
      't.tsv: the header has "prior" but no "prior-weight" line',
    );
  });

  it('is read only under its own prior: the strategy and the progress file know its digest', async () => {
    const { table: t, store } = await table();
    const totals = openingTotals(t);
    expect(totals.prior).toBe(weightsDigest(weights));
    expect(priorMatches(t.meta.prior, weights)).toBe(true);
    expect(
      priorMatches(
        t.meta.prior,
        Float64Array.from(weights, (w, i) => (i === 0 ? w + 1 : w)),
      ),
    ).toBe(false);
    expect(priorMatches(t.meta.prior, undefined)).toBe(false);
    // A progress file kept under these weights is refused for another prior, or for equal weights.
    const plan = planOpenings(request);
    const text = formatProgress(plan.meta, store.entries);
    expect(readOpeningsProgress(text, 'p', words, plan.meta, weights).entries).toHaveLength(store.entries.length);
    const { prior: _, ...even } = plan.meta;
    expect(wordleError(() => readOpeningsProgress(text, 'p', words, even), 'BAD_FILE').message).toMatch(
      /its prior differ/u,
    );
    // A weighted total read back is checked against its tree's weighted total (not the count of guesses).
    expect(wordleError(() => readOpeningsProgress(text, 'p', words, plan.meta), 'BAD_FILE').message).toMatch(
      /claims \d+ weighted guesses but its tree takes \d+|claims \d+ guesses but/u,
    );
  });
});

describe('tablePriorNote: the one line before the figures at the start', () => {
  const p = tablePrior('history', weights, 1808);
  it("says nothing on the table's own day when the table holds every opening", () => {
    expect(tablePriorNote(p, 1808, 1807)).toBeUndefined();
    expect(tablePriorNote(tablePrior('frequency', weights), 1838)).toBeUndefined();
  });
  it('names the prior of another day', () => {
    expect(tablePriorNote(p, 1838, 1807)).toBe(
      "figures at the start: the table of the history prior for #1808, the same as #1838's (the history ends 2026-05-31)",
    );
  });
  it('says a table of some openings only ranks those, on its own day too (never "the best")', () => {
    expect(tablePriorNote(p, 1808, 1807, 50)).toBe(
      'figures at the start: the best of the 50 openings computed under the history prior for #1808',
    );
    expect(tablePriorNote(p, 1838, undefined, 50)).toBe(
      "figures at the start: the best of the 50 openings computed under the history prior for #1808, the same as #1838's",
    );
  });
});
