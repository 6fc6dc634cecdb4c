import { WordleError } from '../../core/errors.js';
import { applyTurn, allCandidates, type Candidates } from '../../core/filter.js';
import { scoreGuess, allGreen } from '../../core/pattern.js';
import type { Turn, Word } from '../../core/types.js';
import { wordId } from '../../core/wordlist.js';
import { quote } from '../../core/quote.js';
import { expectConfig, expectInt, expectString, expectStrategy } from '../../core/validate.js';
import type { Strategy } from '../../strategies/types.js';
import { guessContext, type GameConfig } from '../../strategies/context.js';

/** One turn of an automatic game, with how many candidates were left after it. */
export interface SolveStep extends Turn {
  readonly remaining: number;
}

/**
 * The outcome of playing one answer automatically: solved within the allowed guesses; lost
 * (found, but only after more guesses than allowed: in Wordle that game is lost); or failed (not
 * found at all: no candidate left, or still unsolved after `giveUpAfter` guesses).
 */
export type SolveResult =
  | { readonly status: 'solved'; readonly steps: readonly SolveStep[] }
  | { readonly status: 'lost'; readonly steps: readonly SolveStep[]; readonly reason: string }
  | { readonly status: 'failed'; readonly steps: readonly SolveStep[]; readonly reason: string };

/** Options for `solve`. */
export interface SolveOptions {
  /** Fixed opening word. */
  readonly first?: Word;
  /** Guesses allowed: an answer found later is a loss (still played, so the count is real). @default 6 */
  readonly maxGuesses?: number;
  /** Stop playing after this many guesses. @default max(20, maxGuesses) */
  readonly giveUpAfter?: number;
}

/**
 * Let the strategy play `answer`. The answer may be outside the list: the game then runs out of
 * candidates, and the result says so instead of throwing.
 */
export function solve(config: GameConfig, strategy: Strategy, answer: Word, options: SolveOptions = {}): SolveResult {
  expectConfig(config, 'solve');
  expectStrategy(strategy, 'solve');
  expectString(answer, 'solve', 'answer');
  const { words } = config;
  if (answer.length !== words.length || !/^[a-z]+$/u.test(answer)) {
    throw new WordleError('BAD_WORD', `answer ${quote(answer)} is not ${words.length} letters a-z`);
  }
  const first = options.first === undefined ? undefined : (words.guesses[wordId(words, options.first)] as Word);
  const maxGuesses = options.maxGuesses ?? 6;
  expectInt(maxGuesses, 'solve', 'options.maxGuesses', 1, 1000);
  const giveUpAfter = options.giveUpAfter ?? Math.max(20, maxGuesses);
  expectInt(giveUpAfter, 'solve', 'options.giveUpAfter', maxGuesses, 1000);
  const win = allGreen(words.length);
  const steps: SolveStep[] = [];
  let candidates: Candidates = allCandidates(words);
  while (steps.length < giveUpAfter) {
    const guess =
      steps.length === 0 && first !== undefined
        ? first
        : (words.guesses[strategy.pick(guessContext(config, steps, candidates))] as Word);
    const turn: Turn = { guess, pattern: scoreGuess(guess, answer) };
    candidates = applyTurn(words, candidates, turn, config.matrix);
    steps.push({ ...turn, remaining: candidates.length });
    if (turn.pattern === win) {
      if (steps.length <= maxGuesses) return { status: 'solved', steps };
      return { status: 'lost', steps, reason: `found on guess ${steps.length}, more than the ${maxGuesses} allowed` };
    }
    if (candidates.length === 0) {
      return {
        status: 'failed',
        steps,
        reason: `no candidate left after ${steps.length} guesses: "${answer}" is not in the answer list`,
      };
    }
  }
  return { status: 'failed', steps, reason: `not solved within ${giveUpAfter} guesses` };
}
