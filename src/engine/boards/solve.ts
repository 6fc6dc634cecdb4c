import { expectMultiTurn } from '../../core/boards.js';
import { badArgument, expectStrings, expectWordSet } from '../../core/validate.js';
import { allGreen, scoreGuess } from '../../core/pattern.js';
import type { MultiTurn, Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';

/**
 * Replay a finished game with the reference scorer and check that it is legal: every guess is an
 * allowed word, every feedback is what the guess really gets on that board, a solved board takes
 * no more feedback, and the game stops on the turn the last board is solved with every board
 * solved. Returns what is wrong, or null for a legal game.
 */
export function checkBoardsGame(words: WordSet, answers: readonly Word[], turns: readonly MultiTurn[]): string | null {
  expectWordSet(words, 'checkBoardsGame');
  expectStrings(answers, 'checkBoardsGame', 'answers');
  if (!Array.isArray(turns)) badArgument('checkBoardsGame', 'turns', 'an array of multi-board turns', turns);
  turns.forEach((t, i) => expectMultiTurn(t, 'checkBoardsGame', `turns[${i}]`));
  const win = allGreen(words.length);
  const solved = answers.map(() => false);
  for (let i = 0; i < turns.length; i++) {
    const t = turns[i]!;
    if (solved.every(Boolean)) return `turn ${i + 1} (${t.guess}) comes after every board was solved`;
    if (!words.index.has(t.guess)) return `turn ${i + 1}: "${t.guess}" is not an allowed guess`;
    if (t.patterns.length !== answers.length)
      return `turn ${i + 1}: ${t.patterns.length} feedbacks for ${answers.length} boards`;
    for (let b = 0; b < answers.length; b++) {
      const p = t.patterns[b] ?? null;
      const want = solved[b] ? null : scoreGuess(t.guess, answers[b]!);
      if (p !== want)
        return `turn ${i + 1} (${t.guess}), board ${b + 1}: feedback ${String(p)}, expected ${String(want)}`;
      if (p === win) solved[b] = true;
    }
  }
  const open = solved.indexOf(false);
  return open >= 0 ? `board ${open + 1} (${answers[open]}) is never solved` : null;
}
