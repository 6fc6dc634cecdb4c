import { bestByWord, candidateMask, endgame } from './ranking.js';
import { letterCounts } from './letter-counts.js';
import type { StrategyInfo } from './types.js';

/**
 * The "elimination" guesser of the Common Lisp wordle-solve program. For each position i of a
 * guess with letter c there, over the remaining candidates:
 * P(green) = share with c at i, P(yellow) = share with c elsewhere but not at i,
 * P(gray) = share without c. Given a colour, the candidates kept are exactly that share, so the
 * expected fraction kept is P(green)² + P(yellow)² + P(gray)². The five positional fractions are
 * multiplied as if independent (duplicate letters are not treated specially), and the guess with
 * the smallest product wins. Guesses come from the pool (every allowed word unless
 * `--guess-pool answers`); ties go to a candidate, then list order. Ignores the prior.
 */
export const elimination: StrategyInfo = {
  name: 'elimination',
  summary: 'minimize the product over positions of the expected fraction of candidates kept',
  source: 'the "elimination" guesser of the Common Lisp program wordle-solve',
  create: () => ({
    name: 'elimination',
    pick: (pos) => {
      const quick = endgame(pos);
      if (quick !== undefined) return quick;
      const lc = letterCounts(pos);
      const { letters } = lc.table;
      const L = lc.length;
      const n = lc.n;
      return bestByWord(
        pos.guessIds,
        (g) => {
          let product = 1;
          for (let i = 0; i < L; i++) {
            const c = letters[g * L + i]!;
            const green = lc.at[i * 26 + c]! / n;
            const yellow = lc.containing[c]! / n - green;
            const gray = 1 - green - yellow;
            product *= green * green + yellow * yellow + gray * gray;
          }
          return -product;
        },
        candidateMask(pos),
      );
    },
  }),
};
