import { describe, expect, it } from 'vitest';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import {
  formatProgress,
  rankedProblem,
  readOpeningsProgress,
  type OpeningsProgressMeta,
  type ProgressEntry,
} from '../../../src/engine/openings/progress.js';
import type { PlainTree } from '../../../src/search/position/plain-tree.js';
import { rootPosition } from '../../../src/search/position/position.js';
import { toPlainTree } from '../../../src/search/position/plain-tree.js';
import { Searcher } from '../../../src/search/solver/searcher.js';
import { wordleError } from '../../helpers/errors.js';
import { rng, sample } from '../../search/naive.js';

const classic = builtinWordSet('classic');
const random = rng(21);
const words = makeWordSet(sample(classic.answers, 40, random), sample(classic.guesses.slice(2315), 60, random));
const root = rootPosition(words);
const search = new Searcher(words, undefined);
const ranked = words.guesses
  .map((g) => ({ guess: g, value: search.guessValue(root, g) }))
  .sort((a, b) => a.value - b.value);
const cutoff = ranked[5]!.value + 1;
const meta: OpeningsProgressMeta = {
  format: 'wordle-openings-progress',
  version: 2,
  lists: words.checksum,
  hard: false,
  maxGuesses: 6,
  cutoff,
};

/** A valued opening as a run keeps it: exact with its optimal tree, or a bound at the cutoff. */
function entry(guess: string, value: number): ProgressEntry {
  return value < cutoff
    ? { guess, value, exact: true, tree: toPlainTree(search.tree(root, guess)), version: '0.1.0', source: 'local' }
    : { guess, value: cutoff, exact: false, version: '0.1.0', source: 'local' };
}
const good = ranked.slice(0, 8).map((r) => entry(r.guess, r.value));

describe('the progress of a ranking, read back from its file', () => {
  it('round-trips, with every exact total checked against its tree', () => {
    const spent = { wallSeconds: 12.5, cpuSeconds: 24 };
    const back = readOpeningsProgress(formatProgress(meta, good, spent), 'p', words, meta);
    expect(back).toEqual({ entries: good, spent });
    expect(back.entries.filter((e) => e.exact)).toHaveLength(6);
  });

  it('keeps where each value was proven: this machine, a queue worker, or several that agreed', () => {
    const sourced = good.map((e, i) => ({
      ...e,
      source: i === 0 ? ('worker:w1' as const) : i === 1 ? ('workers:w1+w2' as const) : e.source,
    }));
    const back = readOpeningsProgress(formatProgress(meta, sourced), 'p', words, meta);
    expect(back.entries.map((e) => e.source).slice(0, 3)).toEqual(['worker:w1', 'workers:w1+w2', 'local']);
  });

  // A ranking left unfinished by an earlier version (version 1: no sources) is not read: one message
  // naming the file and what to do. This is the head such a run writes, byte for byte in its shape.
  it.each([1, 3])('refuses a version %i file, saying how to go on', (version) => {
    const head = JSON.stringify({ ...meta, version, spent: { wallSeconds: 3, cpuSeconds: 5 } }).slice(0, -1);
    const rows = good.map(({ source: _, ...e }) => JSON.stringify(e)).join(',\n');
    const text = `${head},"entries":[\n${rows}\n]}\n`;
    expect(wordleError(() => readOpeningsProgress(text, 'p', words, meta), 'BAD_FILE').message).toBe(
      `p: an openings progress file of version ${version}, which this version of wordlekit does not read (it reads version 2): finish its run with the version that wrote it, or delete it to start over`,
    );
    const odd = formatProgress({ ...meta, version: '2' as unknown as 2 }, good);
    expect(wordleError(() => readOpeningsProgress(odd, 'p', words, meta), 'BAD_FILE').message).toBe(
      'p: not an openings progress file (format wordle-openings-progress, version 2)',
    );
  });

  it('refuses a file made for another run (lists, mode, cutoff)', () => {
    const text = formatProgress(meta, good);
    expect(
      wordleError(() => readOpeningsProgress(text, 'p', words, { ...meta, cutoff: cutoff + 1 }), 'BAD_FILE').message,
    ).toBe(
      `p: the progress file is for another run (its --cutoff differ: "${cutoff}"); delete it to start over, or run with the same options`,
    );
    wordleError(() => readOpeningsProgress(text, 'p', words, { ...meta, hard: true }), 'BAD_FILE');
    wordleError(() => readOpeningsProgress(text, 'p', classic, { ...meta, lists: classic.checksum }), 'BAD_FILE');
  });

  const best = good[0]!;
  const tree = best.tree as Exclude<PlainTree, 0>;
  it.each<[string, unknown, RegExp]>([
    [
      'a better total than its tree takes',
      { ...best, value: best.value - 1 },
      /it claims \d+ guesses but its tree takes \d+/u,
    ],
    ['an exact total without its tree', { ...best, tree: undefined }, /an exact total without its tree/u],
    ['a tree that starts with another guess', { ...best, guess: good[1]!.guess }, /does not start with/u],
    [
      'a tree that loses an answer',
      { ...best, tree: [tree[0], tree[1].slice(1)] },
      /^answer "[a-z]+", node "[a-z]+": not solved/u,
    ],
    ['a bound below the cutoff', { ...best, exact: false, tree: undefined }, /bound \d+ is below the cutoff/u],
    ['an exact total at the cutoff', { ...best, value: cutoff }, /exact total \d+ is not below the cutoff/u],
    ['a word not in the lists', { ...best, guess: 'zzzzz' }, /"zzzzz" is not an allowed guess/u],
    ['a value that is not a number', { ...best, value: '7920' }, /bad value/u],
    ['a producer that is no worker id', { ...best, producer: 'a b' }, /^its producer is not a worker id$/u],
    [
      'replicas of one worker',
      { ...best, producer: 'w1', replicas: ['w1', 'w1'] },
      /^its replicas are not two or more different worker ids$/u,
    ],
    [
      'replicas without their producer first',
      { ...best, producer: 'w2', replicas: ['w1', 'w2'] },
      /^its producer is not its first replica$/u,
    ],
    ['a source that is not one', { ...best, source: 'worker:' }, /bad source "worker:"/u],
  ])('refuses %s', (_, bad, message) => {
    expect(rankedProblem(words, meta, bad)).toMatch(message);
    const text = formatProgress(meta, [good[1]!, bad as ProgressEntry]);
    expect(wordleError(() => readOpeningsProgress(text, 'p', words, meta), 'BAD_FILE').message).toMatch(
      /^p: 3: .+ is not valid: /u, // the line of the entry (line 1 is the head)
    );
  });

  it('keeps who computed each opening (a worker, or the workers that agreed), for the table', () => {
    const claimed = [
      { ...good[0]!, source: 'worker:lab-7' as const },
      { ...good[1]!, source: 'workers:h1+h2' as const },
      good[2]!,
    ];
    expect(readOpeningsProgress(formatProgress(meta, claimed), 'p', words, meta).entries).toEqual(claimed);
  });

  it('refuses duplicates, bad JSON and absurd nesting with one line', () => {
    const twice = formatProgress(meta, [good[0]!, good[0]!]);
    expect(wordleError(() => readOpeningsProgress(twice, 'p', words, meta), 'BAD_FILE').message).toBe(
      `p: 3: "${good[0]!.guess}" is listed twice`,
    );
    expect(wordleError(() => readOpeningsProgress('{"format": ', 'p', words, meta), 'BAD_FILE').message).toBe(
      'p: not an openings progress file (invalid JSON)',
    );
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(wordleError(() => readOpeningsProgress(deep, 'p', words, meta), 'BAD_FILE').message).toMatch(
      /nested deeper/u,
    );
  });
});
