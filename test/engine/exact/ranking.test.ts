import { describe, expect, it } from 'vitest';
import { inlineExecutor, sampleWords } from '../../helpers/exact.js';
import { planRanking, rankFirstGuesses } from '../../../src/engine/exact/ranking.js';
import { rootPosition } from '../../../src/search/position/position.js';
import { Searcher } from '../../../src/search/solver/searcher.js';
import { wordleError } from '../../helpers/errors.js';

const words = sampleWords(13, 80, 60);
const executor = () => inlineExecutor(words);

describe('ranking first guesses (the use case of `wordle optimal --rank`)', () => {
  const root = rootPosition(words);
  const exact = new Searcher(words, undefined);

  it('ranks every useful guess: the best k exact, the others bounded above the k-th', async () => {
    const plan = planRanking(words, root);
    expect(plan.all).toBe(true);
    expect(plan.bounds?.length).toBe(plan.guesses.length);
    const ranked = await rankFirstGuesses(plan, 3, { executor: executor() });
    const top = ranked.slice(0, 3);
    expect(top.every((r) => r.exact)).toBe(true);
    for (const r of top) expect(r.value).toBe(exact.guessValue(root, r.guess));
    expect(top[0]!.value).toBe(exact.value(root));
    for (const r of ranked.slice(3)) expect(r.value).toBeGreaterThanOrEqual(top[2]!.value);
  });

  it('ranks only the guesses listed (once each), and refuses an empty list', async () => {
    const list = [words.guesses[5]!, words.guesses[9]!, words.guesses[5]!];
    const plan = planRanking(words, root, list);
    expect(plan).toMatchObject({ all: false, guesses: [words.guesses[5], words.guesses[9]] });
    const ranked = await rankFirstGuesses(plan, 2, { executor: executor() });
    expect(new Set(ranked.map((r) => r.guess))).toEqual(new Set(plan.guesses));
    wordleError(() => planRanking(words, root, []), 'BAD_OPTION');
  });
});
