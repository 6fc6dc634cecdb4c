import { describe, expect, it } from 'vitest';
import { hashString } from '../../../src/core/hash.js';
import { formatCachedOpener, openerCacheKey, readCachedOpener } from '../../../src/engine/openings/opener-cache.js';
import { rateOpener, type OpenerStore } from '../../../src/engine/openings/opener.js';
import { planOpenings, rankOpenings } from '../../../src/engine/openings/rank.js';
import { OPENING_VALUE_MAX, openingsTable, type OpeningsTable } from '../../../src/engine/openings/table.js';
import type { Executor } from '../../../src/search/jobs/executor.js';
import { allGreen, scoreGuess } from '../../../src/core/pattern.js';
import type { Pattern } from '../../../src/core/types.js';
import { toPlainTree, type PlainTree } from '../../../src/search/position/plain-tree.js';
import { rootPosition } from '../../../src/search/position/position.js';
import { Searcher } from '../../../src/search/solver/searcher.js';
import { wordleError } from '../../helpers/errors.js';
import { inlineExecutor, sampleWords } from '../../helpers/exact.js';
import { naiveWin } from '../../search/naive.js';

// Small lists, so that every opening's exact total is checked against the search itself.
const words = sampleWords(11, 60, 40);
const truth = (maxGuesses = 6, hard = false): Map<string, number> => {
  const s = new Searcher(words, undefined, { hard });
  const p = rootPosition(words, { maxGuesses, hard });
  return new Map(words.guesses.map((g) => [g, s.guessValue(p, g)]));
};

/** The naive reference's value of an opening played for the win: answers lost, then the total (a loss paying every guess). */
function naiveOpening(word: string, maxGuesses: number, hard: boolean): { lost: number; total: number } {
  const classes = new Map<number, string[]>();
  for (const a of words.answers) {
    const p = scoreGuess(word, a);
    classes.set(p, [...(classes.get(p) ?? []), a]);
  }
  let lost = 0;
  let total = words.answers.length;
  for (const [p, c] of classes) {
    if (p === allGreen(5)) continue;
    const v = naiveWin(c, words.guesses, maxGuesses - 1, hard, new Map(), [{ guess: word, pattern: p as Pattern }]);
    lost += v.lost;
    total += v.total;
  }
  return { lost, total };
}
const values = truth();
const spent = () => ({ wallSeconds: 0, cpuSeconds: 0, where: 'here' });

/** The table a run with this cutoff writes (on these lists, in this thread). */
async function tableWith(cutoff: number, maxGuesses = 6, hard = false): Promise<OpeningsTable> {
  const plan = planOpenings({ words, hard, maxGuesses, cutoff, label: 'test', version: '0.0.0' });
  return rankOpenings(plan, { executor: inlineExecutor(words), store: { put: () => undefined }, spent });
}
const sorted = [...values.values()].sort((a, b) => a - b);
const cutoff = sorted[10]!;
const table = await tableWith(cutoff);
const bounded = table.entries.filter((e) => e.total === null).map((e) => e.word);

/** A store in memory. */
class Memory implements OpenerStore {
  readonly entries = new Map<string, string>();
  get(key: string): string | undefined {
    return this.entries.get(key);
  }
  put(key: string, text: string): void {
    this.entries.set(key, text);
  }
}

/** An executor that must not be used (the value comes from the table or the store). */
const unused: Executor = { size: 1, run: () => Promise.reject(new Error('the search ran')) };
const request = (word: string, t: OpeningsTable = table) => ({ words, table: t, word, version: '0.0.0' });

/** The proven range of ranks of a total among the table's other openings (by definition). */
function expectedRange(t: OpeningsTable, word: string, total: number): { best: number; worst: number } {
  const others = t.entries.filter((e) => e.word !== word);
  const best = 1 + others.filter((e) => e.total !== null && e.total < total).length;
  return { best, worst: best + others.filter((e) => e.total === null && e.lowerBound < total).length };
}

describe('rating an opener (the use case of `wordle openings show`)', () => {
  it('takes an exact total from the table, searching nothing', async () => {
    const best = table.entries[0]!;
    const v = await rateOpener(request(best.word), { executor: unused });
    expect(v).toMatchObject({ word: best.word, total: values.get(best.word), rank: 1, from: 'table', proven: true });
    expect(v.rankRange).toEqual({ best: 1, worst: 1 });
  });

  it('computes the exact total the table only bounds, ranks it as a proven range, and keeps it', async () => {
    const store = new Memory();
    const word = bounded.at(-1)!;
    const progress: number[] = [];
    const v = await rateOpener(request(word), {
      executor: inlineExecutor(words),
      store,
      onProgress: (done) => progress.push(done),
    });
    const total = values.get(word)!;
    expect(v).toMatchObject({ word, total, average: total / 60, lost: false, proven: true, from: 'computed' });
    expect(v.rankRange).toEqual(expectedRange(table, word, total));
    expect(v.rankRange.best).toBe(table.entries.filter((e) => e.total !== null).length + 1);
    expect(v.rank).toBe(v.rankRange.best === v.rankRange.worst ? v.rankRange.best : null);
    expect(progress[0]).toBe(0);
    expect(store.entries.size).toBe(1);
    expect(v.checked).toBeNull();
    // Asked again: from the store, its tree checked, without a search; the total is reached, that
    // none is smaller was proven when it was computed: not "proven" now (the bound is below it).
    const again = await rateOpener(request(word), { executor: unused, store });
    expect(total).toBeGreaterThan(table.entries.find((e) => e.word === word)!.lowerBound);
    expect(again).toEqual({ ...v, from: 'cache', checked: 'tree', proven: false });
    // --no-compute: the table's bound.
    const bound = await rateOpener(request(word), { executor: unused, store, compute: false });
    const row = table.entries.find((e) => e.word === word)!;
    expect(row.lowerBound).toBeGreaterThanOrEqual(cutoff);
    // (a table with a cutoff does not know whether the opening can win every game: its bound holds only if it can)
    expect(bound).toMatchObject({
      total: null,
      winsAll: null,
      lowerBound: null,
      boundIfWinsAll: row.lowerBound,
      from: 'table',
      rank: null,
    });
  });

  it('never trusts a kept entry that does not check out: it says why, computes again and replaces it', async () => {
    const word = bounded[0]!;
    const key = { lists: words.checksum, mode: 'normal' as const, maxGuesses: 6, word };
    const total = values.get(word)!;
    const tree = toPlainTree(new Searcher(words, undefined).tree(rootPosition(words), word));
    const good = formatCachedOpener(key, { kind: 'total', total, tree }, '0.0.0');
    expect(readCachedOpener(good, words, key)).toEqual({
      ok: true,
      value: { kind: 'total', total, tree },
      checked: 'tree',
    });
    const forged = JSON.parse(good) as Record<string, unknown>;
    const cases: [string, string, RegExp][] = [
      ['not JSON', '{"format"', /^not JSON$/u],
      ['edited without its digest', good.replace(`"total":${total}`, `"total":${total - 1}`), /digest does not match/u],
      // A forger who writes a better total with a matching digest: the tree does not reach it.
      [
        'a better total than its tree',
        formatCachedOpener(key, { kind: 'total', total: total - 1, tree }, '0.0.0'),
        /its tree does not check out: it claims \d+ guesses but its tree takes \d+/u,
      ],
      ['another opening', JSON.stringify({ ...forged, word: bounded[1] }), /for another word/u],
      ['another version', JSON.stringify({ ...forged, version: 2 }), /not an opener cache entry/u],
      // A kind of value a newer version may write: not read, computed again.
      [
        'an unknown kind',
        JSON.stringify({ ...forged, value: { kind: 'losses' }, digest: hashString('{"kind":"losses"}') }),
        /^a kind of value this version does not know \("losses"\)$/u,
      ],
    ];
    for (const [what, text, problem] of cases) {
      const store = new Memory();
      store.put(openerCacheKey(key), text);
      const discarded: string[] = [];
      const v = await rateOpener(request(word), {
        executor: inlineExecutor(words),
        store,
        onDiscard: (k, why) => {
          expect(k).toBe(openerCacheKey(key));
          discarded.push(why);
        },
      });
      expect(v, what).toMatchObject({ total, from: 'computed' });
      expect(discarded, what).toHaveLength(1);
      expect(discarded[0], what).toMatch(problem);
      expect(readCachedOpener(store.get(openerCacheKey(key))!, words, key), what).toMatchObject({
        ok: true,
        value: { kind: 'total', total },
      });
    }
  });

  it('gives an opening that cannot win every game its fewest losses, then its least total, as the naive reference does (normal and hard), and keeps them', async () => {
    for (const hard of [false, true]) {
      const three = truth(3, hard);
      const finite = [...three.values()].filter((v) => v < OPENING_VALUE_MAX).sort((a, b) => a - b);
      const t = await tableWith(finite[0]! + 1, 3, hard);
      const losing = [...three].filter(([, v]) => v >= OPENING_VALUE_MAX).map(([w]) => w);
      expect(losing.length, `hard ${hard}`).toBeGreaterThan(5);
      for (const word of losing.filter((_, i) => i % Math.ceil(losing.length / 4) === 0)) {
        expect(t.entries.find((e) => e.word === word)!.total).toBeNull(); // a cutoff table keeps only a bound
        const store = new Memory();
        const v = await rateOpener(request(word, t), { executor: inlineExecutor(words), store });
        const naive = naiveOpening(word, 3, hard);
        expect(naive.lost, word).toBeGreaterThan(0);
        // A lost game counts 4 guesses (the 3 allowed + 1): the naive total counts 3 for it.
        const total = naive.total + naive.lost;
        expect(v, `${word}, hard ${hard}`).toMatchObject({
          winsAll: false,
          lost: true,
          fewestLost: naive.lost,
          total,
          average: total / 60,
          lowerBound: null,
          boundIfWinsAll: null,
          from: 'computed',
          proven: true,
        });
        // After the one exact total (it wins every game); the bounds may win or not.
        expect(v.rankRange).toEqual({ best: 2, worst: t.entries.length });
        // Read back: its tree checked (it loses that many and reaches that total); that none does
        // better was proven when it was computed, not now.
        expect(await rateOpener(request(word, t), { executor: unused, store })).toEqual({
          ...v,
          from: 'cache',
          checked: 'tree',
          proven: false,
        });
      }
    }
  });

  it('never trusts a kept loss that does not check out, and computes again a bare loss kept before the fewest losses were', async () => {
    const three = truth(3);
    const finite = [...three.values()].filter((v) => v < OPENING_VALUE_MAX).sort((a, b) => a - b);
    const t = await tableWith(finite[0]! + 1, 3);
    const word = [...three].find(([, v]) => v >= OPENING_VALUE_MAX)![0];
    const key = { lists: words.checksum, mode: 'normal' as const, maxGuesses: 3, word };
    const store = new Memory();
    const v = await rateOpener(request(word, t), { executor: inlineExecutor(words), store });
    const good = store.get(openerCacheKey(key))!;
    const kept = readCachedOpener(good, words, key);
    expect(kept).toMatchObject({ ok: true, value: { kind: 'fewest', lost: v.fewestLost, total: v.total } });
    const tree = (kept as { value: { tree: PlainTree } }).value.tree;
    const cases: [string, string, RegExp | null][] = [
      [
        'fewer losses than its tree',
        formatCachedOpener(key, { kind: 'fewest', lost: v.fewestLost! - 1 || 1, total: v.total! - 1, tree }, '0.0.0'),
        /its tree does not check out: it claims \d+ (answers lost|guesses) but its tree (loses|takes) \d+/u,
      ],
      [
        'edited without its digest',
        good.replace(`"lost":${v.fewestLost}`, `"lost":${v.fewestLost! + 1}`),
        /digest does not match/u,
      ],
      [
        'a loss of none',
        formatCachedOpener(key, { kind: 'fewest', lost: 0, total: v.total!, tree }, '0.0.0'),
        /bad value/u,
      ],
      // Kept by a version that did not compute the fewest losses: computed again, not a problem.
      ['a bare loss', formatCachedOpener(key, { kind: 'lost' }, '0.0.0'), null],
    ];
    for (const [what, text, problem] of cases) {
      const s = new Memory();
      s.put(openerCacheKey(key), text);
      const discarded: string[] = [];
      const again = await rateOpener(request(word, t), {
        executor: inlineExecutor(words),
        store: s,
        onDiscard: (_, why) => discarded.push(why),
      });
      expect(again, what).toEqual(v);
      expect(discarded, what).toHaveLength(problem === null ? 0 : 1);
      if (problem !== null) expect(discarded[0], what).toMatch(problem);
      expect(readCachedOpener(s.get(openerCacheKey(key))!, words, key), what).toMatchObject({
        ok: true,
        value: { kind: 'fewest' },
      });
    }
  });

  it('finds a table wrong about winning every game: BAD_FILE naming it', async () => {
    const three = truth(3);
    const finite = [...three.values()].filter((v) => v < OPENING_VALUE_MAX).sort((a, b) => a - b);
    const t = await tableWith(finite[0]! + 1, 3);
    const losing = [...three].find(([, v]) => v >= OPENING_VALUE_MAX)![0];
    const winning = [...three].filter(([, v]) => v < OPENING_VALUE_MAX).at(-1)![0];
    expect(t.entries.find((e) => e.word === winning)!.total).toBeNull();
    const says = (word: string, winsAll: boolean) =>
      openingsTable(
        t.meta,
        t.entries.map((e) => (e.word === word ? { ...e, winsAll } : e)),
      );
    const wrong = async (word: string, winsAll: boolean): Promise<string> => {
      const e = await rateOpener(
        { ...request(word, says(word, winsAll)), tableName: 'liar.tsv' },
        {
          executor: inlineExecutor(words),
        },
      ).catch((x: unknown) => x);
      return wordleError(() => {
        throw e;
      }, 'BAD_FILE').message;
    };
    const lost = (await rateOpener(request(losing, t), { executor: inlineExecutor(words) })).fewestLost;
    expect(await wrong(losing, true)).toBe(
      `liar.tsv: it says ${losing} can win every game, but the exact search finds that it loses ${lost} of the answers at best`,
    );
    expect(await wrong(winning, false)).toBe(
      `liar.tsv: it says ${winning} cannot win every game, but a checked tree finds every answer in ${three.get(winning)} guesses`,
    );
  });

  it('finds a table whose bound is false (a checked tree reaches less): BAD_FILE naming it', async () => {
    const word = bounded[0]!;
    const total = values.get(word)!;
    // A table that claims every opening but the best needs at least total + 1.
    const liar = openingsTable({ ...table.meta, cutoff: total + 1 }, [
      { ...table.entries[0]!, total: sorted[0]!, lowerBound: sorted[0]! },
      ...words.guesses
        .filter((g) => g !== table.entries[0]!.word)
        .map((g) => ({
          word: g,
          total: null,
          lowerBound: total + 1,
          proven: true,
          version: '0',
          source: 'local' as const,
        })),
    ]);
    const e = await rateOpener(
      { ...request(word, liar), tableName: 'liar.tsv' },
      { executor: inlineExecutor(words) },
    ).catch((x: unknown) => x);
    expect(
      wordleError(() => {
        throw e;
      }, 'BAD_FILE').message,
    ).toBe(
      `liar.tsv: its bound ${total + 1} for ${word} is false: a checked tree finds every answer in ${total} guesses`,
    );
  });

  it('stops when cancelled (INTERRUPTED), keeping nothing', async () => {
    const store = new Memory();
    const e = await rateOpener(request(bounded[2]!), {
      executor: inlineExecutor(words),
      store,
      signal: { aborted: true },
    }).catch((x: unknown) => x);
    wordleError(() => {
      throw e;
    }, 'INTERRUPTED');
    expect(store.entries.size).toBe(0);
  });

  it('refuses a word the table does not list, and lists that are not the table’s', async () => {
    const e = await rateOpener(request('qqqqq'), { executor: unused }).catch((x: unknown) => x);
    expect(
      wordleError(() => {
        throw e;
      }, 'BAD_WORD').message,
    ).toBe('"qqqqq" is not an allowed opening in the test list');
    const other = sampleWords(12, 60, 40);
    const f = await rateOpener({ ...request(bounded[0]!), words: other }, { executor: unused }).catch(
      (x: unknown) => x,
    );
    wordleError(() => {
      throw f;
    }, 'BAD_ARGUMENT');
  });
});

describe('a forged entry read back (issue 36, 3)', () => {
  it('a loss written over a total, its digest recomputed: not used (it has no fewest losses), the value computed again', async () => {
    const word = bounded[1]!;
    const key = { lists: words.checksum, mode: 'normal' as const, maxGuesses: 6, word };
    const store = new Memory();
    store.put(openerCacheKey(key), formatCachedOpener(key, { kind: 'lost' }, '0.0.0'));
    const v = await rateOpener(request(word), { executor: inlineExecutor(words), store });
    expect(v).toMatchObject({ lost: false, winsAll: true, total: values.get(word), from: 'computed', proven: true });
  });

  it('a total read back is proven when its checked tree reaches the table’s proven bound', async () => {
    // A table whose bound for the opening is its exact total (a bound that happens to be tight).
    const word = bounded[2]!;
    const total = values.get(word)!;
    const tight = openingsTable(
      table.meta,
      table.entries.map((e) => (e.word === word ? { ...e, lowerBound: total } : e)),
    );
    const store = new Memory();
    const computed = await rateOpener(request(word, tight), { executor: inlineExecutor(words), store });
    const again = await rateOpener(request(word, tight), { executor: unused, store });
    expect(again).toEqual({ ...computed, from: 'cache', checked: 'tree', proven: true });
  });
});
