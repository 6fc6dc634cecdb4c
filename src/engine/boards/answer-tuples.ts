import { WordleError } from '../../core/errors.js';
import { mulberry32 } from '../../core/random.js';
import { expectInt, expectWordSet } from '../../core/validate.js';
import type { Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import { MAX_BOARDS } from '../game/rules.js';

/**
 * `games` tuples of `boards` answer ids, drawn uniformly from `nAnswers` with the seed (mulberry32);
 * the answers of one game are distinct, as in Dordle and Quordle. The same seed gives the same tuples.
 */
export function sampleAnswerTuples(nAnswers: number, boards: number, games: number, seed: number): number[][] {
  expectInt(nAnswers, 'sampleAnswerTuples', 'nAnswers', 0);
  expectInt(boards, 'sampleAnswerTuples', 'boards', 1);
  expectInt(games, 'sampleAnswerTuples', 'games', 0);
  expectInt(seed, 'sampleAnswerTuples', 'seed', Number.MIN_SAFE_INTEGER);
  if (boards > nAnswers) {
    throw new WordleError('BAD_OPTION', `${boards} boards need ${boards} distinct answers; the list has ${nAnswers}`);
  }
  const rand = mulberry32(seed);
  return Array.from({ length: games }, () => {
    const tuple: number[] = [];
    while (tuple.length < boards) {
      const a = Math.floor(rand() * nAnswers);
      if (!tuple.includes(a)) tuple.push(a);
    }
    return tuple;
  });
}

/** `boards` distinct answers drawn from the list by a seed (the same seed, the same answers). */
export function seededAnswers(words: WordSet, boards: number, seed: number): Word[] {
  expectWordSet(words, 'seededAnswers');
  expectInt(boards, 'seededAnswers', 'boards', 1, MAX_BOARDS);
  expectInt(seed, 'seededAnswers', 'seed', 0);
  return sampleAnswerTuples(words.answers.length, boards, 1, seed)[0]!.map((a) => words.answers[a] as Word);
}
