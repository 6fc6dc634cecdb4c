import type { Candidates } from '../../core/filter.js';
import { checkHardMode } from '../../core/hardmode.js';
import type { PatternMatrix } from '../../core/matrix.js';
import { Partitioner } from '../../core/partition.js';
import { patternCount, scoreGuess } from '../../core/pattern.js';
import { asWordId, type History, type Pattern, type Word } from '../../core/types.js';
import {
  badArgument,
  expectHistory,
  expectIds,
  expectInt,
  expectOptions,
  expectWordSet,
  expectOptionsOf,
  int,
} from '../../core/validate.js';
import { wordId, type WordSet } from '../../core/wordlist.js';
import { answerProbability } from './prior.js';
import { Session } from './session.js';

/** One feedback a guess can get: the answers that give it, and how likely it is. */
export interface OutcomeBreakdown {
  readonly pattern: Pattern;
  /** Answers left after this feedback. */
  readonly count: number;
  /** The chance of this feedback under the game's prior. */
  readonly probability: number;
  /** The answers ids that give it, ascending. */
  readonly answers: Candidates;
  /** Those answers as words, when there are at most `maxWords` of them; else null. */
  readonly words: readonly Word[] | null;
}

/** How a guess splits the answers left: its one-step numbers and every outcome. */
export interface GuessBreakdown {
  readonly guess: Word;
  /** Answers left before the guess. */
  readonly remaining: number;
  /** Information expected, in bits. */
  readonly entropy: number;
  /** Answers expected to be left after it. */
  readonly expectedSize: number;
  /** Most answers that can be left after it. */
  readonly worstCase: number;
  /** The chance that the guess is the answer. */
  readonly winChance: number;
  /** Every feedback it can get, most answers first (then likelier, then by pattern). */
  readonly outcomes: readonly OutcomeBreakdown[];
  /** Why hard mode forbids it here, when the game is in hard mode and it does; else null. */
  readonly hardModeViolation: string | null;
}

/**
 * What a breakdown needs of a game, without its matrix: the words, the answers left (ids,
 * ascending), the turns played, the rules and the prior. A `Session` has all of it.
 */
export interface BreakdownPosition {
  readonly words: WordSet;
  readonly candidates: Candidates;
  readonly history: History;
  readonly hard: boolean;
  /** Prior weight per answer id; undefined means uniform. */
  readonly weights?: Float64Array;
}

/** Options of `explainGuess`. */
export interface BreakdownOptions {
  /** List the words of an outcome up to this many answers. @default 50 */
  readonly maxWords?: number;
}

/** A session's position, or a plain one checked. */
function positionOf(at: Session | BreakdownPosition): BreakdownPosition {
  if (at instanceof Session) {
    const { words, hard, weights } = at.config;
    return { words, candidates: at.candidates, history: at.history, hard, ...(weights ? { weights } : {}) };
  }
  if (typeof at !== 'object' || at === null) badArgument('explainGuess', 'position', 'a Session or a position', at);
  expectWordSet(at.words, 'explainGuess', 'position.words');
  expectIds(at.candidates, 'explainGuess', 'position.candidates');
  expectHistory(at.history, 'explainGuess', 'position.history');
  if (
    at.weights !== undefined &&
    !(at.weights instanceof Float64Array && at.weights.length === at.words.answers.length)
  )
    badArgument('explainGuess', 'position.weights', `a Float64Array of ${at.words.answers.length} weights`, at.weights);
  return at;
}

/**
 * The one row a breakdown reads: the guess scored against the answers left, as a one-guess matrix
 * (the other cells stay 0 and are never read). So explaining a guess needs no pattern matrix: on
 * a phone, the opening of a 14855-word list costs 15 kB here instead of a 220 MB matrix.
 */
function guessRow(words: WordSet, guess: Word, candidates: Candidates): PatternMatrix {
  const nAnswers = words.answers.length;
  const data = patternCount(words.length) <= 256 ? new Uint8Array(nAnswers) : new Uint16Array(nAnswers);
  for (const a of candidates) data[a] = scoreGuess(guess, words.answers[a]!);
  return { length: words.length, nGuesses: 1, nAnswers, data };
}

/**
 * How `guess` splits the answers left (the assistant's "what if I play this?"): entropy, expected
 * and worst-case answers left, the chance it wins, and each outcome with its answers, weighted by
 * the game's prior. `at` is a session, or a plain position (no matrix needed either way).
 */
export function explainGuess(
  at: Session | BreakdownPosition,
  guess: string,
  options: BreakdownOptions = {},
): GuessBreakdown {
  const { words, candidates, history, hard, weights } = positionOf(at);
  expectOptions(options, 'explainGuess');
  expectOptionsOf(options, 'explainGuess', { maxWords: int(0) });
  const maxWords = options.maxWords ?? 50;
  expectInt(maxWords, 'explainGuess', 'options.maxWords', 0);
  const id = wordId(words, guess); // throws BAD_WORD for a word outside the list
  const word = words.guesses[id]!;
  const partitioner = new Partitioner(guessRow(words, word, candidates));
  const stats = partitioner.stats(asWordId(0), candidates, weights);
  const prob = answerProbability(candidates, weights);
  const outcomes = [...partitioner.groups(0, candidates)].map(([pattern, answers]): OutcomeBreakdown => {
    let probability = 0;
    for (const a of answers) probability += prob(a);
    const list = answers.length <= maxWords ? Array.from(answers, (a) => words.answers[a]!) : null;
    return { pattern, count: answers.length, probability, answers, words: list };
  });
  outcomes.sort((a, b) => b.count - a.count || b.probability - a.probability || a.pattern - b.pattern);
  return {
    guess: word,
    remaining: candidates.length,
    entropy: stats.entropy,
    expectedSize: stats.expectedSize,
    worstCase: stats.worstCase,
    winChance: prob(id),
    outcomes,
    hardModeViolation: hard ? checkHardMode(history, word) : null,
  };
}
