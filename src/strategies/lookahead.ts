import { filterHardMode, letterTable } from '../core/hard-filter.js';
import { rowOf, Splitter } from '../core/partition.js';
import { patternCount } from '../core/pattern.js';
import { asWordId, type Pattern, type WordId } from '../core/types.js';
import { entropyScore } from './entropy.js';
import { compareRanked, endgame, topBySplit, type Ranked } from './ranking.js';
import { expectOptionsOf } from '../core/validate.js';
import { STRATEGY_OPTION_RULES } from './options.js';
import type { GuessContext, StrategyInfo } from './types.js';

/** Default number of one-step-best guesses examined two steps deep. */
export const DEFAULT_LOOKAHEAD_TOP = 25;

/**
 * The best entropy a second guess can reach in one branch (group of candidates after feedback
 * `pattern` to `guess`). One or two candidates: log2 n, reached by guessing one of them.
 * Otherwise a scan of the allowed second guesses that stops early at a perfect split.
 */
function bestSecondEntropy(pos: GuessContext, guess: number, pattern: Pattern, group: Uint32Array): number {
  const n = group.length;
  if (n <= 2) return Math.log2(n);
  let ids: ArrayLike<number> = pos.guessIds;
  if (pos.pool === 'answers') ids = group;
  else if (pos.hard === true) {
    const words = pos.words.guesses;
    ids = filterHardMode(letterTable(words), pos.guessIds, { guess: words[guess]!, pattern });
  }
  return pos.partitioner.maxScore(ids, group, entropyScore, Math.log2(n));
}

/** Two-step information of a first guess: its entropy plus the expected best second entropy. */
function twoStepInformation(pos: GuessContext, first: Ranked): number {
  const n = pos.candidates.length;
  const split = new Splitter(patternCount(pos.words.length)).split(
    rowOf(pos.matrix, first.guess, pos.candidates),
    0,
    pos.candidates,
  );
  let expected = 0;
  split.groups.forEach((group, k) => {
    expected += (group.length / n) * bestSecondEntropy(pos, first.guess, split.patterns[k]!, group);
  });
  return first.score + expected;
}

/**
 * Two-step entropy. Take the `top` guesses by one-step entropy; for each, add the expected entropy
 * of the best second guess in every branch; play the guess with the highest total expected
 * information. Ties: a candidate first; then the guess with more one-step information (the scan
 * visits them in that order); then list order. The middle rule matters: in small nodes the
 * two-step total saturates at log2 n for many guesses, and keeping the most informative first
 * step there takes the classic total from 8114 to 8009 (one-step entropy: 8018).
 * Uniform prior only: weights are ignored.
 */
function pickLookahead(pos: GuessContext, top: number): WordId {
  const quick = endgame(pos);
  if (quick !== undefined) return quick;
  let best: Ranked | undefined;
  // Visited best one-step entropy first; on a two-step tie between two candidates or two
  // non-candidates, the earlier (more informative now) guess stays.
  const firsts = topBySplit(pos, entropyScore, top);
  for (const [i, r] of firsts.entries()) {
    pos.progress?.('looking two guesses ahead', i, firsts.length);
    const total: Ranked = { ...r, score: twoStepInformation(pos, r) };
    if (best === undefined) best = total;
    else {
      const c = compareRanked(total, best);
      const tieOnScoreAndKind =
        Math.abs(total.score - best.score) <= 1e-9 * Math.max(1, total.score) && total.isCandidate === best.isCandidate;
      if (c < 0 && !tieOnScoreAndKind) best = total;
    }
  }
  return asWordId(best === undefined ? pos.candidates[0]! : best.guess);
}

/** Two-step lookahead on entropy (option `lookaheadTop`, default 25). */
export const lookahead: StrategyInfo = {
  name: 'lookahead',
  summary: 'of the top K guesses by entropy, pick the most expected information over two guesses',
  source: '3Blue1Brown, "Solving Wordle using information theory" (2022), second version of the bot',
  create: (options) => {
    expectOptionsOf(options, 'lookahead', { lookaheadTop: STRATEGY_OPTION_RULES.lookaheadTop });
    const top = options.lookaheadTop ?? DEFAULT_LOOKAHEAD_TOP;
    return { name: 'lookahead', pick: (pos) => pickLookahead(pos, top) };
  },
};
