import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseHistory } from '../../src/core/history.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { makeWordSet } from '../../src/core/wordlist.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { ExactPlay } from '../../src/search/exact-play.js';
import { treeStats } from '../../src/engine/tree/stats.js';
import { readTreeFile, shippedTreePath } from '../../src/node/tree-file.js';
import { createWasmKernel } from '../../src/search/kernel/wasm.js';
import { positionAfter, rootPosition } from '../../src/search/position/position.js';
import { naiveOptimal, rng, sample } from './naive.js';

const classic = builtinWordSet('classic');

describe('exact values against the shipped optimal trees', () => {
  // Published optimal totals for SALET first (Alex Selby, "The best strategies for Wordle", 2022):
  // 7920 in normal mode, 8122 in hard mode. A subtree of an optimal tree is optimal for its
  // position, so every outcome of SALET must have exactly its subtree's total as its exact value.
  it.each([
    [false, 7920],
    [true, 8122],
  ])('every outcome of SALET is valued at its subtree total (hard %s), and they sum to %i', (hard, total) => {
    const tree = readTreeFile(shippedTreePath(hard), classic);
    if (tree.kind !== 'guess') throw new Error('no root');
    const play = new ExactPlay(classic, { kernel: createWasmKernel });
    let sum = classic.answers.length;
    for (const [pattern, sub] of tree.branches) {
      if (sub.kind !== 'guess') continue;
      const p = positionAfter(classic, [{ guess: 'salet', pattern }], { hard });
      const v = play.value(p);
      expect(v, `salet ${pattern}`).toBe(treeStats(sub).total);
      sum += v;
    }
    expect(sum).toBe(total);
  });
});

describe('exact values against brute force on small lists', () => {
  it.each([false, true])('positions after one guess (hard %s)', (hard) => {
    for (const seed of [41, 42, 43]) {
      const random = rng(seed);
      const words = makeWordSet(sample(classic.answers, 60, random), sample(classic.guesses.slice(2315), 40, random));
      const play = new ExactPlay(words);
      const g = words.guesses[Math.floor(random() * words.guesses.length)]!;
      const a = words.answers[Math.floor(random() * words.answers.length)]!;
      const p = positionAfter(words, [{ guess: g, pattern: scoreGuess(g, a) }], { hard, maxGuesses: 5 });
      const left = Array.from(p.answers, (i) => words.answers[i]!);
      const naive = naiveOptimal(left, words.guesses, 4, hard, p.history);
      expect(play.value(p)).toBe(Number.isFinite(naive) ? naive : 1e9);
      const solved = play.solve(p, 3);
      expect(solved.total).toBe(Number.isFinite(naive) ? naive : null);
    }
  });
});

// The published solver (../shared/peers/selby, MIT C++) as an oracle for exact values of positions;
// absent from a user's clone, so this skips cleanly without it.
const PEER_BUILD = fileURLToPath(new URL('../../../shared/peers/selby/build', import.meta.url));
const peer = existsSync(PEER_BUILD)
  ? execFileSync(PEER_BUILD, { encoding: 'utf8' }).trim().split('\n').pop()
  : undefined;

describe.skipIf(peer === undefined)(
  'exact values against the reference solver (skipped without ../shared/peers)',
  () => {
    const state = (tokens: string[]) =>
      tokens.map((t) => t.replace(/=(\w+)/u, (_, f: string) => `.${f.toUpperCase()}`)).join('.');
    const reference = (tokens: string[], hard: boolean): number => {
      const out = execFileSync(
        peer!,
        ['-a', 'wordlist_orig_all', '-h', 'wordlist_orig_hidden', '-w', state(tokens), ...(hard ? ['-H'] : [])],
        {
          cwd: dirname(peer!),
          encoding: 'utf8',
          maxBuffer: 1 << 28, // it prints a line per first guess tried
        },
      );
      return Number(/Best first guess score\s*=\s*(\d+)/u.exec(out)![1]);
    };
    it.each([
      [['soare=ygbbb'], false],
      [['raise=bbbbb'], false],
      [['parse=bbybb', 'clint=bbyyb'], false],
      [['crane=ybbby'], true],
      [['salet=bbbbb', 'courd=bybyb'], true],
      [['moist=bgbbb'], true],
    ])('%j hard %s', (tokens, hard) => {
      const p = positionAfter(classic, parseHistory(tokens, 5), { hard });
      expect(new ExactPlay(classic, { kernel: createWasmKernel }).value(p)).toBe(reference(tokens, hard));
    });
  },
);

describe('ExactPlay', () => {
  it('ranks the next guesses: exact totals first, bounds proving the rest no better', () => {
    const p = positionAfter(classic, parseHistory(['soare=ygbbb'], 5));
    const play = new ExactPlay(classic, { kernel: createWasmKernel });
    const ranked = play.rank(p, 3);
    const exact = ranked.filter((r) => r.exact);
    expect(exact.length).toBeGreaterThanOrEqual(3);
    expect(exact[0]).toEqual({ guess: 'thumb', value: 33, exact: true }); // see test/cli/optimal.test.ts
    const third = exact[2]!.value;
    for (const r of ranked.filter((x) => !x.exact)) expect(r.value).toBeGreaterThan(third);
    // …and the bound of a guess never exceeds its real value.
    const some = ranked.filter((r) => !r.exact).slice(0, 20);
    const real = play.guessValues(
      p,
      some.map((r) => r.guess),
    );
    some.forEach((r, i) => expect(real[i]!).toBeGreaterThanOrEqual(r.value));
  });

  it('stops at a deadline and then answers from the memo', () => {
    const p = positionAfter(classic, parseHistory(['crane=bbbbb'], 5));
    const play = new ExactPlay(classic, { kernel: createWasmKernel });
    let calls = 0;
    expect(() =>
      play.within(
        () => ++calls > 3,
        () => play.value(p),
      ),
    ).toThrow(/stopped/);
    expect(play.value(p)).toBe(735); // Selby's solver: crane.BBBBB = 735 (2.7947 on average)
  });

  it('says whether a position can be won in time (depth only)', () => {
    const play = new ExactPlay(classic);
    const p = (max: number) => positionAfter(classic, parseHistory(['soare=ygbbb'], 5), { maxGuesses: max });
    expect(play.guaranteed(p(3)).guaranteed).toBe(false);
    expect(play.guaranteed(p(4))).toMatchObject({ guaranteed: true });
    expect(play.guaranteed(rootPosition(classic, { maxGuesses: 1 })).guaranteed).toBe(false);
  });
});
