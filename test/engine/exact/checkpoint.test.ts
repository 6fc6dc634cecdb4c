import { describe, expect, it } from 'vitest';
import { formatTurn, parseHistory } from '../../../src/core/history.js';
import { scoreGuess } from '../../../src/core/pattern.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import {
  checkpointText,
  checkSolved,
  readCheckpoint,
  type CheckpointMeta,
} from '../../../src/engine/exact/checkpoint.js';
import type { Refutation, SolvedPosition } from '../../../src/search/parallel/store.js';
import { positionAfter } from '../../../src/search/position/position.js';
import { toPlainTree, type PlainTree } from '../../../src/search/position/plain-tree.js';
import { Searcher } from '../../../src/search/solver/searcher.js';
import { rng, sample } from '../../search/naive.js';
import { readTreeFile, shippedTreePath } from '../../../src/node/tree-file.js';
import { treeStats } from '../../../src/engine/tree/stats.js';

const classic = builtinWordSet('classic');
const random = rng(9);
const words = makeWordSet(sample(classic.answers, 50, random), sample(classic.guesses.slice(2315), 80, random));
const meta = (hard: boolean): CheckpointMeta => ({
  format: 'wordle-checkpoint',
  version: 2,
  lists: words.checksum,
  hard,
  maxGuesses: 6,
  task: 'first x',
});

/** A checkpoint file's text with these results and refutations (and their digest). */
const fileWith = (
  hard: boolean,
  results: Record<string, SolvedPosition>,
  refuted: Record<string, Refutation[]> = {},
): string =>
  checkpointText(meta(hard), { results: new Map(Object.entries(results)), refuted: new Map(Object.entries(refuted)) });

/** A proven result for the position after `guess` got the feedback it gets against `answer`. */
function solved(guess: string, answer: string, hard: boolean) {
  const history = [{ guess, pattern: scoreGuess(guess, answer) }];
  const p = positionAfter(words, history, { hard });
  const s = new Searcher(words, undefined, { hard });
  const value = s.value(p);
  const tree = s.tree(p);
  return { key: history.map(formatTurn).join(' '), result: { value, guess: s.bestGuess(p), tree: toPlainTree(tree) } };
}

describe('checkpoints are checked from scratch before a run resumes from them', () => {
  const rules = (hard: boolean) => ({ hard, maxGuesses: 6 });
  const g = words.guesses[60]!;
  const a = words.answers[3]!;

  it.each([false, true])('a real result passes (hard %s)', (hard) => {
    const { key, result } = solved(g, a, hard);
    expect(checkSolved(words, rules(hard), key, result)).toBeNull();
    const read = readCheckpoint(fileWith(hard, { [key]: result }), 'x.ckpt', words, meta(hard));
    expect(read.results.get(key)).toEqual(result);
    expect(read.refuted.size).toBe(0);
  });

  it('refutations are read back; a damaged or edited file is refused by its digest', () => {
    const { key, result } = solved(g, a, false);
    const refuted = { [key]: [{ beta: 40, guesses: [words.guesses[7]!, words.guesses[90]!] }] };
    const text = fileWith(false, { [key]: result }, refuted);
    expect(readCheckpoint(text, 'x.ckpt', words, meta(false)).refuted.get(key)).toEqual(refuted[key]);
    // Any change not made by the program: a total, a refutation's cutoff, a truncated list.
    for (const edited of [
      text.replace(`"value":${result.value}`, `"value":${result.value - 1}`),
      text.replace('"beta":40', '"beta":41'),
      text.replace(`,"${words.guesses[90]!}"`, ''),
    ]) {
      expect(edited).not.toBe(text);
      expect(() => readCheckpoint(edited, 'x.ckpt', words, meta(false))).toThrow(
        /^x\.ckpt: the checkpoint is damaged or was edited/u,
      );
    }
  });

  it.each([
    [[{ beta: 0, guesses: ['x'] }], /bad cutoff 0/u],
    [[{ beta: 30, guesses: [] }], /no guesses/u],
    [[{ beta: 30, guesses: ['zzzzz'] }], /"zzzzz" is not an allowed guess/u],
    ['all', /not a list/u],
  ])('malformed refutations are refused, naming the position (%j)', (list, message) => {
    const { key } = solved(g, a, false);
    const text = fileWith(false, {}, { [key]: list as unknown as Refutation[] });
    expect(() => readCheckpoint(text, 'r.ckpt', words, meta(false))).toThrow(
      new RegExp(`^r\\.ckpt: refutations for "${key}" are not valid: ${message.source}`, 'u'),
    );
  });

  it('a total edited to less than its tree takes is refused', () => {
    const { key, result } = solved(g, a, false);
    expect(checkSolved(words, rules(false), key, { ...result, value: result.value - 1 })).toMatch(
      /claims \d+ guesses but its tree takes \d+/u,
    );
  });

  it('a tree for other answers, or starting with another guess, is refused', () => {
    const { key, result } = solved(g, a, false);
    const other = solved(
      g,
      words.answers.find((w) => scoreGuess(g, w) !== scoreGuess(g, a))!,
      false,
    );
    expect(checkSolved(words, rules(false), key, { ...result, tree: other.result.tree })).not.toBeNull();
    expect(checkSolved(words, rules(false), key, { ...result, guess: 'zzzzz' })).toMatch(/does not start with/u);
  });

  it('a normal-mode tree that breaks hard mode is refused in a hard-mode checkpoint', () => {
    // The shipped normal-mode tree, after SALET: its moves often ignore the letters found.
    const tree = readTreeFile(shippedTreePath(false), classic);
    if (tree.kind !== 'guess') throw new Error('no root');
    const hardRules = { hard: true, maxGuesses: 6 };
    const problems = [...tree.branches]
      .filter(([, sub]) => sub.kind === 'guess')
      .map(([pattern, sub]) => {
        const key = formatTurn({ guess: 'salet', pattern });
        const result = { value: treeStats(sub).total, guess: (sub as { guess: string }).guess, tree: toPlainTree(sub) };
        expect(checkSolved(classic, { hard: false, maxGuesses: 6 }, key, result)).toBeNull();
        return checkSolved(classic, hardRules, key, result);
      })
      .filter((x) => x !== null);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/breaks hard mode/u);
  });

  it('keys that are not histories, and garbage, are refused with the file and the key named', () => {
    const { key, result } = solved(g, a, false);
    expect(checkSolved(words, rules(false), 'nonsense', result)).toMatch(/GUESS=FEEDBACK/u);
    // A feedback no answer fits, first or second turn.
    const all = [...Array(3 ** 5).keys()].map((i) =>
      [0, 1, 2, 3, 4].map((k) => 'bgy'[Math.floor(i / 3 ** k) % 3]).join(''),
    );
    const none = all.find(
      (f) => !words.answers.some((w) => formatTurn({ guess: g, pattern: scoreGuess(g, w) }) === `${g}=${f}`),
    )!;
    expect(checkSolved(words, rules(false), `${g}=${none}`, result)).toMatch(/no answer in the list fits/u);
    expect(checkSolved(words, rules(false), `${key} ${g}=${none}`, result)).toMatch(/no answer in the list fits/u);
    const bad = fileWith(false, { 'x=ggggg': { value: 1, guess: 'x', tree: 0 } as unknown as SolvedPosition });
    expect(() => readCheckpoint(bad, 'x.ckpt', words, meta(false))).toThrow(
      /^x\.ckpt: result for "x=ggggg" is not valid/u,
    );
    expect(() => readCheckpoint('[[[[', 'y.ckpt', words, meta(false))).toThrow(/y\.ckpt: not a checkpoint file/u);
    const deep = `{"results":${'['.repeat(1000)}${']'.repeat(1000)}}`;
    expect(() => readCheckpoint(deep, 'z.ckpt', words, meta(false))).toThrow(/z\.ckpt: nested deeper/u);
  });

  it('a checkpoint made for another run is refused', () => {
    const file = JSON.stringify({ ...JSON.parse(fileWith(false, {})), task: 'first y' });
    expect(() => readCheckpoint(file, 'c.ckpt', words, meta(false))).toThrow(/for another run \(task differs\)/u);
  });

  it('a tree deeper than the guesses left is refused', () => {
    const { key, result } = solved(g, a, false);
    const p = positionAfter(words, parseHistory([key], 5));
    // Wrap the tree under a useless first guess repeated: more guesses than the game allows.
    let t: PlainTree = result.tree;
    for (let i = 0; i < 6; i++)
      t = [words.answers[p.answers[0]!]!, [[scoreGuess(words.answers[p.answers[0]!]!, 'zzzzz'), t]]];
    expect(checkSolved(words, rules(false), key, { ...result, tree: t })).not.toBeNull();
  });
});
