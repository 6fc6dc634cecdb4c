import type { GuessStats } from '../../core/partition.js';
import type { Word } from '../../core/types.js';
import { badArgument, expectConfig, expectInt, expectObject } from '../../core/validate.js';
import type { GameConfig } from '../../strategies/context.js';
import type { BoundSource, ExactGuess } from '../exact/optimal.js';
import { isCommonWord } from '../../strategies/common.js';

/** One suggested guess with the numbers the assistant shows. */
export interface Suggestion {
  /** The guess. */
  readonly word: Word;
  /** Expected information of its feedback, in bits (the Shannon entropy of the partition). */
  readonly entropy: number;
  /** Expected number of answers left after it (Σ size² / n, or weighted by the prior). */
  readonly expectedSize: number;
  /** The largest number of answers it can leave. */
  readonly worstCase: number;
  /** Whether it can itself be the answer. */
  readonly isCandidate: boolean;
  /** Probability that this guess is the answer under the prior (0 when it cannot be). */
  readonly probability: number;
  /**
   * With the `optimal` strategy: the expected number of further guesses with this guess next and
   * the best play after it, this guess included (total / remaining answers). Exact when `proven`;
   * otherwise a lower bound (the search ran out of its time budget).
   */
  readonly expectedGuesses?: number;
  /** With the `optimal` strategy: whether `expectedGuesses` and `winChance` are exact. */
  readonly proven?: boolean;
  /**
   * With the `optimal` strategy: the chance to find the answer within the guesses left with this
   * guess next and the best play after it, under the prior (exact when `proven`, else at most).
   * The optimal strategy plays for the win: this first, then `expectedGuesses`, in which a lost
   * game counts the guesses left + 1 (7 in all over six guesses, as "X/6").
   */
  readonly winChance?: number;
  /** With `winChance`: the weight of the answers won, and of all the answers left (their numbers with equal weights). */
  readonly won?: number;
  readonly weight?: number;
  /** With the `optimal` strategy, when not `proven`: where the bound comes from (see `ExactGuess.bound`). */
  readonly bound?: BoundSource;
  /**
   * On several boards: the boards (1-based) where this guess is still a candidate. There `entropy`
   * is the joint feedback's, `expectedSize` and `worstCase` the answers left summed over the open
   * boards, `isCandidate` whether it can solve one, `probability` the chance it solves one now, and
   * the proven values (the exact search of several boards) count until the last board is solved.
   */
  readonly solves?: readonly number[];
  /** On several boards: the expected number of boards it solves now. */
  readonly hitChance?: number;
}

/** A suggestion with the optimal strategy's numbers added. */
export function withExact(s: Suggestion, e: ExactGuess | undefined): Suggestion {
  if (e === undefined) return s;
  const { expectedGuesses, proven, winChance, won, weight, bound } = e;
  return { ...s, expectedGuesses, proven, winChance, won, weight, ...(bound !== undefined ? { bound } : {}) };
}

/** Convert partition statistics to a suggestion. */
export function toSuggestion(config: GameConfig, s: GuessStats, probability = 0): Suggestion {
  expectConfig(config, 'toSuggestion');
  expectObject(s, 'toSuggestion', 'stats');
  expectInt(s.guess, 'toSuggestion', 'stats.guess', 0, config.words.guesses.length - 1);
  return {
    word: config.words.guesses[s.guess] as Word,
    entropy: s.entropy,
    expectedSize: s.expectedSize,
    worstCase: s.worstCase,
    isCandidate: s.isCandidate,
    probability,
  };
}

/** Check a list of suggestions: an array of objects with a word and bits. */
function expectSuggestions(list: unknown, fn: string): void {
  const ok = (s: unknown): boolean =>
    typeof s === 'object' &&
    s !== null &&
    typeof (s as Record<string, unknown>)['word'] === 'string' &&
    typeof (s as Record<string, unknown>)['entropy'] === 'number';
  if (!Array.isArray(list) || !list.every(ok)) badArgument(fn, 'list', 'an array of suggestions', list);
}

/** What the order of a table of suggestions is read from (a suggestion, or the web page's copy of one). */
export type SuggestionOrderFields = Pick<
  Suggestion,
  'word' | 'entropy' | 'expectedGuesses' | 'proven' | 'won' | 'weight' | 'winChance' | 'bound'
>;

/**
 * The order of the rows, as shown: by exp. guesses when all are proven; past the time budget the
 * proven rows first, then the others by bits (a lower bound does not rank guesses); `--only`: as given.
 */
export function orderNote(list: readonly SuggestionOrderFields[], given = false): string {
  expectSuggestions(list, 'orderNote');
  if (given) return 'order: as given (#: the rank among all guesses)';
  const value = (s: SuggestionOrderFields): number => s.expectedGuesses ?? Infinity;
  const inOrder = <T>(xs: readonly T[], f: (x: T) => number): boolean =>
    xs.every((x, i) => i === 0 || f(xs[i - 1]!) <= f(x) + 1e-9);
  // Where a guess listed can lose, the proven rows are ranked by the chance to win first.
  if (list.some((s) => s.proven === true && s.won !== undefined && s.weight !== undefined && s.won < s.weight)) {
    const won = (s: SuggestionOrderFields): number => -(s.winChance ?? 0);
    const lexical = list.every((s, i) => {
      const p = list[i - 1];
      if (p === undefined || s.proven !== true) return true;
      return won(p) < won(s) - 1e-12 || (Math.abs(won(p) - won(s)) <= 1e-12 && value(p) <= value(s) + 1e-9);
    });
    if (lexical && list.every((s) => s.proven === true)) return 'order: most games won first, then fewest exp. guesses';
  }
  let proven = 0;
  while (proven < list.length && list[proven]!.proven === true) proven++;
  const head = list.slice(0, proven);
  const rest = list.slice(proven);
  if (rest.length === 0) return inOrder(list, value) ? 'order: fewest exp. guesses first' : "order: the strategy's";
  const first = proven === 0 ? '' : `the proven ${proven === 1 ? 'guess' : `${proven} guesses`} first, then `;
  const why = '(exp. guesses that are only lower bounds do not rank guesses)';
  // Past the search's time the words most players know come first (strategies/common.ts).
  const common = rest.filter((s) => isCommonWord(s.word));
  const others = rest.filter((s) => !isCommonWord(s.word));
  const split = rest.every((s, i) => i < common.length === isCommonWord(s.word));
  const knownFirst = split && inOrder(common, (s) => -s.entropy) && inOrder(others, (s) => -s.entropy);
  if (inOrder(head, value) && knownFirst && rest.every((s) => s.bound === 'budget')) {
    return `order: ${first}the words most players know first, then the others, each by bits, most first ${why}`;
  }
  if (inOrder(head, value) && inOrder(rest, (s) => -s.entropy)) return `order: ${first}by bits, most first ${why}`;
  return inOrder(list, value) ? 'order: fewest exp. guesses first (a bound by its bound)' : "order: the strategy's";
}
