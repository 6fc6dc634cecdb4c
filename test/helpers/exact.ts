import { makeWordSet, type WordSet } from '../../src/core/wordlist.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { InlineExecutor } from '../../src/search/jobs/executor.js';
import { JobRunner } from '../../src/search/jobs/runner.js';
import { rng, sample } from '../search/naive.js';

/** A seeded sample of the classic lists (`answers` answers, `guesses` further guesses): exact searches on it finish at once. */
export function sampleWords(seed: number, answers: number, guesses: number): WordSet {
  const classic = builtinWordSet('classic');
  const random = rng(seed);
  return makeWordSet(sample(classic.answers, answers, random), sample(classic.guesses.slice(2315), guesses, random));
}

/** Runs the jobs of a run on these lists in this thread. */
export function inlineExecutor(words: WordSet, memoBytes = 1 << 22): InlineExecutor {
  return new InlineExecutor(
    new JobRunner({ answers: words.answers, extraGuesses: words.guesses.slice(words.answers.length), memoBytes }),
  );
}
