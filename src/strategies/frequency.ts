import { bestByWord } from './ranking.js';
import { letterCounts } from './letter-counts.js';
import type { StrategyInfo } from './types.js';

/**
 * Greedy character frequency. A letter's frequency is the number of remaining candidates that
 * contain it; a word scores the sum of the frequencies of its distinct letters (a repeated letter
 * counts once, so words that test more letters score higher). Guess the best-scoring candidate;
 * ties go to list order.
 */
export const frequency: StrategyInfo = {
  name: 'frequency',
  summary: 'guess the candidate whose distinct letters are most common among the candidates',
  source: 'the "greedy character frequency" solvers, as compared in Norvig, pytudes "Wordle" (2022)',
  create: () => ({
    name: 'frequency',
    pick: (pos) => {
      const lc = letterCounts(pos);
      const { counts } = lc.table;
      return bestByWord(pos.candidates, (a) => {
        let s = 0;
        for (let c = 0; c < 26; c++) if (counts[a * 26 + c]! > 0) s += lc.containing[c]!;
        return s;
      });
    },
  }),
};
