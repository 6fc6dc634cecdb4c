import { WordleError } from './errors.js';
import type { PatternMatrix } from './matrix.js';
import { patternRow } from './pattern-row.js';
import { scoreGuess } from './pattern.js';
import type { History, Turn, Word } from './types.js';
import type { WordSet } from './wordlist.js';
import { readHistory, expectIds, readTurn, expectWordSet } from './validate.js';

/** A set of remaining answers, as sorted answer ids. */
export type Candidates = Uint32Array;

/** All answers of a word set, as candidates. */
export function allCandidates(words: WordSet): Candidates {
  expectWordSet(words, 'allCandidates');
  return Uint32Array.from(words.answers.keys());
}

/** From this many candidates on, a turn is applied through the guess's row (faster than scoring each). */
const ROW_MIN = 64;

/**
 * Keep the candidates consistent with one turn. Uses the matrix row when the guess is in the
 * list and a matrix is given, else the guess's row over the candidates (the matrix's way, without
 * the matrix), and the reference scorer for a few (a guess outside the list is fine).
 */
export function applyTurn(words: WordSet, candidates: Candidates, input: Turn, matrix?: PatternMatrix): Candidates {
  expectWordSet(words, 'applyTurn');
  expectIds(candidates, 'applyTurn', 'candidates');
  const turn = readTurn(input, 'applyTurn');
  const id = words.index.get(turn.guess);
  const out = new Uint32Array(candidates.length);
  let n = 0;
  if (matrix !== undefined && id !== undefined && turn.guess.length === matrix.length) {
    const base = id * matrix.nAnswers;
    for (const a of candidates) if (matrix.data[base + a] === turn.pattern) out[n++] = a;
  } else if (candidates.length >= ROW_MIN && turn.guess.length === words.length) {
    // The guess's row over the candidates, computed as the matrix's rows are (see patternRow).
    const row = patternRow(
      turn.guess,
      Array.from(candidates, (a) => words.answers[a] as Word),
    );
    for (let i = 0; i < candidates.length; i++) if (row[i] === turn.pattern) out[n++] = candidates[i]!;
  } else {
    for (const a of candidates) if (scoreGuess(turn.guess, words.answers[a] as Word) === turn.pattern) out[n++] = a;
  }
  return out.slice(0, n);
}

/** The message shown when a history leaves nothing. */
export const NO_CANDIDATES_MESSAGE =
  'no answer in the list fits this feedback: check the colours, or the word may not be in the list';

/**
 * The answers consistent with every (guess, feedback) pair of the history.
 * Throws NO_CANDIDATES (naming the turn that emptied the set) when none is left.
 */
export function filterCandidates(words: WordSet, input: History, matrix?: PatternMatrix): Candidates {
  const history = readHistory(input, 'filterCandidates');
  let c = allCandidates(words);
  history.forEach((turn, i) => {
    c = applyTurn(words, c, turn, matrix);
    if (c.length === 0) {
      throw new WordleError(
        'NO_CANDIDATES',
        `${NO_CANDIDATES_MESSAGE} (nothing fits after turn ${i + 1}, ${turn.guess})`,
      );
    }
  });
  return c;
}

/** The words of a candidate set. */
export function candidateWords(words: WordSet, candidates: Candidates): Word[] {
  expectWordSet(words, 'candidateWords');
  expectIds(candidates, 'candidateWords', 'candidates');
  return Array.from(candidates, (a) => words.answers[a] as Word);
}
