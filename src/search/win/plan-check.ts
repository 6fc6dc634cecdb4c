import type { Candidates } from '../../core/filter.js';
import { isHardModeLegal } from '../../core/hardmode.js';
import { scoreGuess } from '../../core/pattern.js';
import type { Turn } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import type { WinPlan } from './decider.js';

/**
 * Plays a plan (win/decider.ts) against every answer of `answers` with the reference scorer and
 * the reference hard-mode rule, independently of the matrix and of HardRules: null when each is
 * found within `guesses` guesses (each one legal in hard mode after `history`), else what fails,
 * naming the answer.
 */
export function checkWinPlan(
  words: WordSet,
  plan: WinPlan,
  answers: Candidates,
  guesses: number,
  hard: boolean,
  history: readonly Turn[] = [],
): string | null {
  for (const a of answers) {
    const answer = words.answers[a]!;
    const turns: Turn[] = [...history];
    let node: WinPlan | undefined = plan;
    let found = false;
    for (let k = 0; k < guesses && node !== undefined && !found; k++) {
      const guess = words.guesses[node.guess];
      if (guess === undefined) return `${answer}: the plan guesses id ${node.guess}, not a guess`;
      if (hard && !isHardModeLegal(turns, guess)) return `${answer}: ${guess} is not legal in hard mode there`;
      if (guess === answer) found = true;
      const pattern = scoreGuess(guess, answer);
      turns.push({ guess, pattern });
      node = node.next.get(pattern);
    }
    if (!found) return `${answer}: not found within ${guesses} guesses`;
  }
  return null;
}
