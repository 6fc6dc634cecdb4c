import { WordleError } from '../../core/errors.js';
import { mulberry32 } from '../../core/random.js';
import { expectInt } from '../../core/validate.js';

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
