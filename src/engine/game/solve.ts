import { isWordleError, WordleError } from '../../core/errors.js';
import { scoreGuess, allGreen } from '../../core/pattern.js';
import type { Turn, Word } from '../../core/types.js';
import { wordId, type WordSet } from '../../core/wordlist.js';
import { quote } from '../../core/quote.js';
import { expectConfig, expectInt, expectString, expectStrategy, expectOptionsOf, RULES } from '../../core/validate.js';
import type { Strategy } from '../../strategies/types.js';
import type { GameConfig } from '../../strategies/context.js';
import { Session } from './session.js';
import type { Widening } from './widen.js';

/** One turn of an automatic game, with how many candidates were left after it. */
export interface SolveStep extends Turn {
  readonly remaining: number;
  /** True once no likely answer fitted: `remaining` counts the accepted words that fit (see `Session`). */
  readonly widened?: true;
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
  /** Answers outside the list, as in `SessionOptions.widening`. @default the list's own (today's NYT list widens) */
  readonly widening?: Widening | false;
}

/**
 * Let the strategy play `answer`, the way the assistant would (`Session`): an answer outside the
 * likely list of today's NYT game is found among the accepted words once no likely answer fits.
 * An answer the game can never reach (outside the answer list, or where the list widens outside
 * the accepted words) is refused before the first guess (BAD_WORD).
 */
export function solve(config: GameConfig, strategy: Strategy, answer: Word, options: SolveOptions = {}): SolveResult {
  expectConfig(config, 'solve');
  expectStrategy(strategy, 'solve');
  expectString(answer, 'solve', 'answer');
  expectOptionsOf(options, 'solve', {
    first: RULES.word,
    widening: RULES.widening,
    maxGuesses: RULES.maxGuesses,
    giveUpAfter: RULES.maxGuesses,
  });
  const { words } = config;
  if (answer.length !== words.length || !/^[a-z]+$/u.test(answer)) {
    throw new WordleError('BAD_WORD', `answer ${quote(answer)} is not ${words.length} letters a-z`);
  }
  const first = options.first === undefined ? undefined : (words.guesses[wordId(words, options.first)] as Word);
  const maxGuesses = options.maxGuesses ?? 6;
  expectInt(maxGuesses, 'solve', 'options.maxGuesses', 1, 1000);
  const giveUpAfter = options.giveUpAfter ?? Math.max(20, maxGuesses);
  expectInt(giveUpAfter, 'solve', 'options.giveUpAfter', maxGuesses, 1000);
  const session = new Session(config, strategy, options.widening === undefined ? {} : { widening: options.widening });
  // With a widening, any word of its list can be the answer (the default one: the game's accepted words).
  checkFindable(words, answer, options.widening ? options.widening.words : session.widens ? words : undefined);
  const win = allGreen(words.length);
  const steps: SolveStep[] = [];
  while (steps.length < giveUpAfter) {
    const guess = steps.length === 0 && first !== undefined ? first : session.next();
    const turn: Turn = { guess, pattern: scoreGuess(guess, answer) };
    if (!tryPlay(session, turn)) {
      steps.push({ ...turn, remaining: 0 });
      const list = session.widens ? 'an accepted word' : 'in the answer list';
      return {
        status: 'failed',
        steps,
        reason: `no candidate left after ${steps.length} guesses: "${answer}" is not ${list}`,
      };
    }
    steps.push({
      ...turn,
      remaining: session.candidates.length,
      ...(session.widened ? { widened: true as const } : {}),
    });
    if (turn.pattern === win) {
      if (steps.length <= maxGuesses) return { status: 'solved', steps };
      return { status: 'lost', steps, reason: `found on guess ${steps.length}, more than the ${maxGuesses} allowed` };
    }
  }
  return { status: 'failed', steps, reason: `not solved within ${giveUpAfter} guesses` };
}

/** Throws BAD_WORD when `answer` is not a word the game can end on: an answer, or with a widening an accepted word. */
function checkFindable(words: WordSet, answer: Word, accepted: WordSet | undefined): void {
  if (accepted !== undefined && !accepted.index.has(answer)) {
    throw new WordleError(
      'BAD_WORD',
      `"${answer}" is not an accepted word: the solver can only find a word of the list`,
    );
  }
  const id = words.index.get(answer);
  if (accepted === undefined && (id === undefined || id >= words.answers.length)) {
    throw new WordleError(
      'BAD_WORD',
      `"${answer}" is not in the answer list (${words.answers.length} answers): the solver can only find one of them`,
    );
  }
}

/** Play a turn; false when no candidate fits it (the answer is outside every list the game has). */
function tryPlay(session: Session, turn: Turn): boolean {
  try {
    session.play(turn);
    return true;
  } catch (e) {
    if (isWordleError(e) && e.code === 'NO_CANDIDATES') return false;
    throw e;
  }
}
