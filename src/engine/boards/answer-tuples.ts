import { WordleError } from '../../core/errors.js';
import { expectInt } from '../../core/validate.js';

/** mulberry32 (Tommy Ettinger, public domain): a seeded stream of numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
