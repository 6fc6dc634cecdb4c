import type { Candidates } from '../../core/filter.js';
import { checkHardMode } from '../../core/hardmode.js';
import { Partitioner } from '../../core/partition.js';
import { asWordId, type Pattern, type Word } from '../../core/types.js';
import { badArgument, expectInt, expectOptions } from '../../core/validate.js';
import { wordId } from '../../core/wordlist.js';
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

/** Options of `explainGuess`. */
export interface BreakdownOptions {
  /** List the words of an outcome up to this many answers. @default 50 */
  readonly maxWords?: number;
}

/**
 * How `guess` splits the answers the session has left (the assistant's "what if I play this?"):
 * entropy, expected and worst-case answers left, the chance it wins, and each outcome with its
 * answers, weighted by the game's prior.
 */
export function explainGuess(session: Session, guess: string, options: BreakdownOptions = {}): GuessBreakdown {
  if (!(session instanceof Session)) badArgument('explainGuess', 'session', 'a Session', session);
  expectOptions(options, 'explainGuess');
  const maxWords = options.maxWords ?? 50;
  expectInt(maxWords, 'explainGuess', 'options.maxWords', 0);
  const { words, matrix, weights } = session.config;
  const id = wordId(words, guess); // throws BAD_WORD for a word outside the list
  const word = words.guesses[id]!;
  const candidates = session.candidates;
  const partitioner = session.config.partitioner ?? new Partitioner(matrix);
  const stats = partitioner.stats(asWordId(id), candidates, weights);
  const prob = answerProbability(candidates, weights);
  const outcomes = [...partitioner.groups(id, candidates)].map(([pattern, answers]): OutcomeBreakdown => {
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
    hardModeViolation: session.config.hard ? checkHardMode(session.history, word) : null,
  };
}
