import { WordleError } from './errors.js';
import { formatFeedback, parseFeedback } from './feedback.js';
import { scoreGuess } from './pattern.js';
import { quote } from './quote.js';
import type { History, Turn, Word } from './types.js';
import { expectInt, expectString, expectStrings, readTurn } from './validate.js';

/**
 * Parse one history token `GUESS=FEEDBACK` (e.g. `soare=ygbbb`, `crane=🟩⬛⬛🟨⬛`).
 * The guess must be `length` letters a-z; the feedback any notation `parseFeedback` reads.
 */
export function parseTurn(token: string, length: number): Turn {
  expectString(token, 'parseTurn', 'token');
  expectInt(length, 'parseTurn', 'length', 1, 30);
  const eq = token.indexOf('=');
  if (eq < 0) {
    throw new WordleError('BAD_HISTORY', `history ${quote(token)} should look like GUESS=FEEDBACK, e.g. soare=ygbbb`);
  }
  const guess = token.slice(0, eq).trim().toLowerCase();
  if (guess.length !== length || !/^[a-z]+$/u.test(guess)) {
    throw new WordleError('BAD_HISTORY', `history ${quote(token)}: ${quote(guess)} is not ${length} letters a-z`);
  }
  try {
    return { guess, pattern: parseFeedback(token.slice(eq + 1), length) };
  } catch (e) {
    if (e instanceof WordleError) throw new WordleError('BAD_HISTORY', `history ${quote(token)}: ${e.message}`);
    throw e;
  }
}

/** Parse several history tokens. */
export function parseHistory(tokens: readonly string[], length: number): History {
  expectStrings(tokens, 'parseHistory', 'tokens');
  return tokens.map((t) => parseTurn(t, length));
}

/** Write a turn back as `guess=feedback` in letters. */
export function formatTurn(input: Turn): string {
  const turn = readTurn(input, 'formatTurn');
  return `${turn.guess}=${formatFeedback(turn.pattern, turn.guess.length)}`;
}

/** The history an answer would produce for these guesses. */
export function playGuesses(guesses: readonly Word[], answer: Word): History {
  expectStrings(guesses, 'playGuesses', 'guesses');
  return guesses.map((guess) => ({ guess, pattern: scoreGuess(guess, answer) }));
}
