import { bestByWord, endgame } from './ranking.js';
import { letterCounts } from './letter-counts.js';
import type { StrategyInfo } from './types.js';

/** Binary entropy in bits of an event of probability p. */
function binaryEntropy(p: number): number {
  if (p <= 0 || p >= 1) return 0;
  return -p * Math.log2(p) - (1 - p) * Math.log2(1 - p);
}

/**
 * The heuristic guesser of the Common Lisp wordle-solve program, as we read its description:
 *
 * - positional part: for each position i, p = the fraction of remaining candidates with the
 *   word's letter at i; add the Shannon entropy of that yes/no event, H(p) = −p log p − (1−p) log(1−p)
 *   (a letter present at i in half the candidates tells the most);
 * - multiset part: the Shannon entropy of the word's own letter multiset (letter k appears m_k
 *   times out of L: −Σ (m_k/L) log (m_k/L); log2 5 ≈ 2.32 for five distinct letters, less with
 *   repeats), weighted by √n for n candidates, so testing many letters matters most early on.
 *
 * Guess the best-scoring candidate; ties go to list order. Ignores the prior.
 */
export const positionalEntropy: StrategyInfo = {
  name: 'positional-entropy',
  summary: 'per-position letter entropy plus √n × entropy of the word’s letter multiset; best candidate',
  source: 'the "heuristic" guesser of the Common Lisp program wordle-solve',
  create: () => ({
    name: 'positional-entropy',
    pick: (pos) => {
      const quick = endgame(pos);
      if (quick !== undefined) return quick;
      const lc = letterCounts(pos);
      const { letters, counts } = lc.table;
      const L = lc.length;
      const weight = Math.sqrt(lc.n);
      return bestByWord(pos.candidates, (a) => {
        let s = 0;
        for (let i = 0; i < L; i++) s += binaryEntropy(lc.at[i * 26 + letters[a * L + i]!]! / lc.n);
        let multiset = 0;
        for (let c = 0; c < 26; c++) {
          const m = counts[a * 26 + c]!;
          if (m > 0) multiset -= (m / L) * Math.log2(m / L);
        }
        return s + weight * multiset;
      });
    },
  }),
};
