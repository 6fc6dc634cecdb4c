// The shipped openings tables (data/openings/LIST-MODE.tsv.gz): each read through the strict reader
// (format, digest, sanity checks), complete (one row per allowed guess of its lists), made for the
// built-in lists it names, and every exact total equal to the published one.
import { describe, expect, it } from 'vitest';
import { builtinWordSet } from '../../src/data/lists.js';
import { builtinFrequencies } from '../../src/engine/game/prior.js';
import type { OpeningMode } from '../../src/engine/openings/table.js';
import { rateOpeningInText } from '../../src/engine/openings/codec/quick.js';
import { formatOpeningsTable } from '../../src/engine/openings/codec/write.js';
import { rateOpening } from '../../src/engine/openings/table.js';
import { tableSummary } from '../../src/engine/openings/verdict.js';
import { readOpeningsFile } from '../../src/node/openings-file.js';
import { readOpeningsText, shippedOpeningsPath } from '../../src/node/openings-text.js';
import { PUBLISHED_NYT_HARD_LOSERS } from '../fixtures/published-nyt-hard-losers.js';
import { PUBLISHED_NYT_HARD, PUBLISHED_NYT_NORMAL } from '../fixtures/published-nyt.js';

interface Shipped {
  readonly list: 'classic' | 'nyt';
  readonly mode: OpeningMode;
  readonly cutoff: number;
  /** The best opening and its total, published (sources below). */
  readonly best: readonly [string, number];
  /** Every exact total below the cutoff, published (nyt), or undefined. */
  readonly published?: Readonly<Record<string, number>>;
}

// Sources: SALET 7920 over the 2315 classic answers, Alex Selby, "The best strategies for Wordle"
// (2022); SALET 8122 in hard mode, his published hard-mode tree (../shared/ref-trees); TARSE 11219
// over the 3158 likely answers of today's NYT game and TARSE 11627 in hard mode, his complete tables
// results_easy_nyt20230701 and results_hard_nyt20230701 (github.com/alex1770/wordle), which
// test/fixtures/published-nyt.ts copies for every opening below our cutoffs.
const SHIPPED: readonly Shipped[] = [
  { list: 'classic', mode: 'normal', cutoff: 8015, best: ['salet', 7920] },
  { list: 'classic', mode: 'hard', cutoff: 8221, best: ['salet', 8122] },
  { list: 'nyt', mode: 'normal', cutoff: 11354, best: ['tarse', 11219], published: PUBLISHED_NYT_NORMAL },
  { list: 'nyt', mode: 'hard', cutoff: 11628, best: ['tarse', 11627], published: PUBLISHED_NYT_HARD },
];

describe.each(SHIPPED)('the shipped $list $mode table', ({ list, mode, cutoff, best, published }) => {
  const table = readOpeningsFile(shippedOpeningsPath(list, mode));
  const words = builtinWordSet(list);

  it('is format 3 with a matching digest, for the built-in lists it names, and complete', () => {
    expect(table.file).toMatchObject({ format: 3 });
    expect(table.file?.digest).toMatch(/^[0-9a-f]+$/u);
    expect(table.meta).toMatchObject({
      list,
      mode,
      cutoff,
      checksum: words.checksum,
      answers: words.answers.length,
      guesses: words.guesses.length,
      maxGuesses: 6,
    });
    expect(new Set(table.entries.map((e) => e.word))).toEqual(new Set(words.guesses));
    expect(table.entries.every((e) => e.proven && e.source === 'local')).toBe(true);
  });

  it('ranks the published best opening first, exactly', () => {
    expect(table.entries[0]).toMatchObject({ word: best[0], total: best[1] });
  });

  it.runIf(published !== undefined)('holds exactly the published totals below its cutoff, and bounds above', () => {
    const exact = Object.fromEntries(table.entries.filter((e) => e.total !== null).map((e) => [e.word, e.total]));
    expect(exact).toEqual(published);
    for (const e of table.entries) if (e.total === null) expect(e.lowerBound).toBeGreaterThanOrEqual(cutoff);
  });
});

// The history prior's tables (#1808, the day after the shipped history), both modes: every
// opening, the ones below its cutoff exact, a proven bound for the others. SATER 52619808 (3.4089)
// first in normal mode, TARSE 54346540 (3.5208) in hard mode: the same totals the exact search gave
// them apart, before the tables (docs/history.md, issue 49), and the partial tables shipped before.
describe.each([
  { mode: 'normal', cutoff: 53870000, exact: 823, first: [['sater', 52619808], ['tarse', 52665984], ['taler', 52771720]] },
  { mode: 'hard', cutoff: 55000000, exact: 60, first: [['tarse', 54346540], ['reast', 54586500], ['tarns', 54595624]] },
] as const)('the shipped NYT $mode table under the history prior', ({ mode, cutoff, exact, first }) => {
  const table = readOpeningsFile(shippedOpeningsPath('nyt', mode, 'history'));
  const words = builtinWordSet('nyt');

  it('is the whole table of the history prior of #1808, every row proven', () => {
    expect(table.meta).toMatchObject({ list: 'nyt', mode, cutoff, guesses: words.guesses.length });
    expect(table.meta.prior).toMatchObject({ name: 'history', day: 1808, digest: '1a0ba6930c5e23', weight: 15435828 });
    expect(new Set(table.entries.map((e) => e.word))).toEqual(new Set(words.guesses));
    expect(table.entries.every((e) => e.proven)).toBe(true);
  });

  it('ranks its best three first, exactly; every other opening bounded at the cutoff', () => {
    expect(table.entries.slice(0, 3).map((e) => [e.word, e.total])).toEqual(first);
    const rows = table.entries.filter((e) => e.total !== null);
    expect(rows).toHaveLength(exact);
    for (const e of rows) expect(e.total).toBeLessThan(cutoff);
    for (const e of table.entries) if (e.total === null) expect(e.lowerBound).toBeGreaterThanOrEqual(cutoff);
    // in hard mode, an exact total is a game won every time
    if (mode === 'hard') expect(rows.every((e) => e.winsAll === true)).toBe(true);
  });
});

// The hard one's wins-all column: its own exact rows, and the verdicts of the equal-weights hard
// table (`openings wins --known`: whether an opening can win every game does not depend on the
// prior), each of which must agree with the published table.
describe('the shipped NYT hard table under the history prior: which openings can win every game', () => {
  const table = readOpeningsFile(shippedOpeningsPath('nyt', 'hard', 'history'));

  it('says which openings can win every game only where the published table agrees, SATER and RAISE not', () => {
    const wrong = table.entries.filter((e) => e.winsAll !== null && e.winsAll === PUBLISHED_NYT_HARD_LOSERS.has(e.word));
    expect(wrong.map((e) => e.word)).toEqual([]);
    const byWord = new Map(table.entries.map((e) => [e.word, e.winsAll]));
    for (const w of ['sater', 'raise', 'salet', 'crane']) expect(byWord.get(w), w).toBe(false);
    expect(table.entries.filter((e) => e.winsAll === true).length).toBe(5383);
    expect(table.entries.filter((e) => e.winsAll === false).length).toBe(5689);
  });
});

// Which openings can win every game in hard mode on today's NYT lists, against the published
// complete table (PUBLISHED_NYT_HARD_LOSERS: Selby's results_hard_nyt20230701, 7402 cannot, 7453 can).
describe('the shipped NYT hard table: which openings can win every game', () => {
  const table = readOpeningsFile(shippedOpeningsPath('nyt', 'hard'));
  const words = builtinWordSet('nyt');

  it('the published list is the whole table: 7402 openings cannot win every game, 7453 can', () => {
    expect(PUBLISHED_NYT_HARD_LOSERS.size).toBe(7402);
    expect(words.guesses.filter((w) => !PUBLISHED_NYT_HARD_LOSERS.has(w)).length).toBe(7453);
  });

  it('agrees with the published table on every row it decides, and decides the exact rows and the best known', () => {
    const wrong = table.entries.filter((e) => e.winsAll !== null && e.winsAll === PUBLISHED_NYT_HARD_LOSERS.has(e.word));
    expect(wrong.map((e) => e.word)).toEqual([]);
    for (const e of table.entries) if (e.total !== null) expect(e.winsAll).toBe(true);
    const byWord = new Map(table.entries.map((e) => [e.word, e.winsAll]));
    // issue 33's examples, every one decided (AUDIO and CRANE in 94-106 s of CPU, ABOUT in 176 s)
    const lose = ['adieu', 'audio', 'raise', 'arose', 'soare', 'trace', 'crate', 'crane', 'slate', 'salet', 'house'];
    for (const w of lose) expect(byWord.get(w), w).toBe(false);
    for (const w of ['stare', 'least', 'about', 'tarse', 'plast']) expect(byWord.get(w), w).toBe(true);
    // what the shipped runs decided (docs/openings.md): 5372 can (TARSE, exact, among them), 5686 cannot
    expect(table.entries.filter((e) => e.winsAll === true).length).toBe(5372);
    expect(table.entries.filter((e) => e.winsAll === false).length).toBe(5686);
  });

  it("decides every one of the 2000 most common openings (issue 33's least), as `wordle openings wins` orders them", () => {
    // the command's order (winsOrder) on the rows without an exact total, most common first by the package's word
    // frequencies, ties by word
    const counts = builtinFrequencies();
    const common = table.entries
      .filter((e) => e.total === null)
      .map((e) => e.word)
      .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || (a < b ? -1 : 1))
      .slice(0, 2000);
    expect(common).toHaveLength(2000);
    expect(common.slice(0, 3)).toEqual(['there', 'right', 'about']);
    expect(common.filter((w) => table.entries.find((e) => e.word === w)!.winsAll === null)).toEqual([]);
  });
});

// Every shipped table, the history prior's too: in the one current format, written as the writer
// writes it (so the round trip is exact), and the quick rating of `openings show` (one expression
// over the text) gives what the full reader gives, for every opening, or leaves it to it.
describe.each([
  ['classic', 'normal'],
  ['classic', 'hard'],
  ['nyt', 'normal'],
  ['nyt', 'hard'],
  ['nyt', 'normal', 'history'],
  ['nyt', 'hard', 'history'],
] as const)('the shipped %s %s %s table as text', (list, mode, prior?: 'history') => {
  const path = shippedOpeningsPath(list, mode, prior);
  const text = readOpeningsText(path);
  const table = readOpeningsFile(path);

  it('is written exactly as the writer writes it', () => {
    expect(formatOpeningsTable(table)).toBe(text);
  });

  it('is rated straight from its text as the full reader rates it (first rows, the last, one of each kind)', () => {
    const summary = tableSummary(table);
    // Each quick rating checks the whole text (some 10 ms): a few rows, one of each kind of row among them.
    const kinds = new Map(table.entries.map((e, k) => [`${e.total === null}${e.winsAll}${e.proven}`, k]));
    const rows = new Set([0, 1, 2, table.entries.length - 1, ...kinds.values()]);
    const differ = table.entries.filter((e, k) => {
      if (!rows.has(k)) return false;
      const quick = rateOpeningInText(text, path, e.word);
      return JSON.stringify(quick?.rating) !== JSON.stringify(rateOpening(table, e.word)) || JSON.stringify(quick?.summary) !== JSON.stringify(summary);
    });
    expect(differ.map((e) => e.word)).toEqual([]);
  });
});
