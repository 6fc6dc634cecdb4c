/** A history from the page, checked as a session plays it: every guess in the list, legal in hard mode, some answer left. */
import { filterCandidates, WordleError, type Candidates, type History, type WordSet } from 'wordlekit';
import { checkHardMode } from 'wordlekit/core';

/** The answers left after `history` (ids, ascending); throws BAD_WORD, HARD_MODE or NO_CANDIDATES as `Session.play` does. */
export function candidatesAfter(words: WordSet, history: History, hard: boolean): Candidates {
  history.forEach((turn, i) => {
    if (!words.index.has(turn.guess)) {
      throw new WordleError('BAD_WORD', `${turn.guess.toUpperCase()} is not in the word list`);
    }
    const v = hard ? checkHardMode(history.slice(0, i), turn.guess) : null;
    if (v !== null) throw new WordleError('HARD_MODE', `hard mode: ${turn.guess.toUpperCase()} is not allowed: ${v}`);
  });
  return filterCandidates(words, history);
}
