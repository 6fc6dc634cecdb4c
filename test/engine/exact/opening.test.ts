import { describe, expect, it } from 'vitest';
import { inlineExecutor, sampleWords } from '../../helpers/exact.js';
import { solveCheckpointMeta, solveGuessExactly } from '../../../src/engine/exact/opening.js';
import { verifyTree } from '../../../src/engine/tree/verify.js';
import { positionAfter, rootPosition } from '../../../src/search/position/position.js';
import { Searcher } from '../../../src/search/solver/searcher.js';
import { parseHistory } from '../../../src/core/history.js';

const words = sampleWords(9, 120, 80);
const executor = () => inlineExecutor(words);

describe('solving a guess exactly (the use case of `wordle optimal --first`)', () => {
  const root = rootPosition(words);
  const exact = new Searcher(words, undefined);

  it('gives the search total and an optimal tree that proves it, reporting each outcome', async () => {
    const guess = exact.firstGuesses(root, false).guesses[0]!;
    const seen: [number, number][] = [];
    const r = await solveGuessExactly(words, root, guess, {
      executor: executor(),
      onOutcome: (done, total) => seen.push([done, total]),
    });
    expect(r.total).toBe(exact.guessValue(root, guess));
    expect(r.stats.total).toBe(r.total);
    expect(verifyTree(r.tree, words)).toMatchObject({ status: 'valid', total: r.total });
    const total = seen[0]![1];
    expect(seen[0]).toEqual([0, total]);
    expect(seen.at(-1)).toEqual([total, total]);
  });

  it('names its checkpoint after the history and the guess', () => {
    const p = positionAfter(words, parseHistory([`${words.answers[0]}=bbbbb`], 5), { hard: true, maxGuesses: 5 });
    expect(solveCheckpointMeta(words, rootPosition(words), 'salet')).toMatchObject({
      task: 'first salet',
      hard: false,
    });
    expect(solveCheckpointMeta(words, p, 'salet')).toMatchObject({
      task: `${words.answers[0]}=bbbbb first salet`,
      hard: true,
      maxGuesses: 5,
      lists: words.checksum,
    });
  });
});
