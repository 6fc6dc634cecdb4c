/**
 * The Play screen's game on the engine's model (`Game`): replayed from its guesses, which is what
 * the URL and the browser's record keep, with the reason a link's guess is refused.
 */
import { Game, type WordSet } from 'wordlekit';
import { checkHardMode } from 'wordlekit/core';

/** Guesses allowed per game. */
export const MAX_GUESSES = 6;

/** The game with these guesses played, each assumed accepted. */
export function gameWith(words: WordSet, answer: string, hard: boolean, guesses: readonly string[]): Game {
  const game = new Game(words, answer, { hard, maxGuesses: MAX_GUESSES });
  for (const g of guesses) game.guess(g);
  return game;
}

/** A link's guesses replayed: those the rules accept, and why the first refused one was refused. */
export function replayLink(
  words: WordSet,
  answer: string,
  hard: boolean,
  guesses: readonly string[],
): { accepted: string[]; problem: string | null } {
  const game = gameWith(words, answer, hard, []);
  const accepted: string[] = [];
  for (const word of guesses) {
    const W = word.toUpperCase();
    const rule = hard ? checkHardMode(game.history, word) : null;
    const problem =
      game.status !== 'playing'
        ? 'the game was already over'
        : !words.index.has(word)
          ? `${W} is not in the word list`
          : rule !== null
            ? `${W} breaks hard mode (${rule})`
            : null;
    if (problem !== null) return { accepted, problem };
    game.guess(word);
    accepted.push(word);
  }
  return { accepted, problem: null };
}
