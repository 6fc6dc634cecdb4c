import type { Candidates } from '../core/filter.js';
import type { PatternMatrix } from '../core/matrix.js';
import type { GuessStats, Partitioner, SplitScore } from '../core/partition.js';
import type { History, WordId } from '../core/types.js';
import type { WordSet } from '../core/wordlist.js';

/** Which words a strategy may guess: every allowed word, or only the remaining candidates. */
export type GuessPool = 'all' | 'answers';

/**
 * Progress of a long computation, for a caller that shows it (the web app's worker): `done` of
 * `total` steps of the named stage. Called from inside the computation, so it must be cheap.
 */
export type Progress = (stage: string, done: number, total: number) => void;

/**
 * Everything a strategy needs to choose the next guess: the position (candidates, history) with the
 * game's setting (words, matrix, rules, prior) and the guesses allowed. Made by `guessContext`.
 */
export interface GuessContext {
  readonly words: WordSet;
  readonly matrix: PatternMatrix;
  /** Remaining answers (sorted answer ids; with several boards, those of any open board). Never empty. */
  readonly candidates: Candidates;
  /**
   * A game of several boards (Dordle, Quordle, …): the answers left on each open board (sorted ids,
   * never empty; solved boards left out). Absent in plain Wordle: `candidates` is its one board.
   */
  readonly boards?: readonly Candidates[];
  /** Guesses left in the game, this one included. @default the six of Wordle less the turns played */
  readonly guessesLeft?: number;
  /** Guesses the strategy may play: the pool, with hard-mode rules already applied. */
  readonly guessIds: Uint32Array;
  /** The history so far (for strategies that care; most do not). */
  readonly history: History;
  /** 1-based number of the guess about to be made. */
  readonly turn: number;
  /** Prior weight of each answer id; undefined means uniform. */
  readonly weights?: Float64Array;
  /** Hard mode in force (for strategies that look ahead). @default false */
  readonly hard?: boolean;
  /** The guess pool (for strategies that look ahead). @default 'all' */
  readonly pool?: GuessPool;
  /** Shared scratch space for partitioning (not re-entrant). */
  readonly partitioner: Partitioner;
  /** Told how a long scan is going (optional; see `Progress`). */
  readonly progress?: Progress;
}

/** Options every strategy factory accepts. */
export interface StrategyOptions {
  /** Seed for strategies that use randomness. @default 1 */
  readonly seed?: number;
  /** `lookahead`: how many one-step-best guesses to look two steps ahead from. @default 25 */
  readonly lookaheadTop?: number;
}

/** A guess-selection strategy: given a position, the next guess. */
export interface Strategy {
  /** CLI name, e.g. `entropy`. */
  readonly name: string;
  /** Pick the next guess. Deterministic for a given position (and seed). */
  pick(position: GuessContext): WordId;
  /** The score it ranks guesses by (higher is better), when it has one; used to list suggestions. */
  readonly metric?: (s: GuessStats) => number;
  /**
   * True when, under a prior (`GuessContext.weights`), `pick` is `endgame`'s guess where there is
   * one, else the first of `rankGuesses` by `metric`: a session that ranks the guesses anyway then
   * takes the pick from that ranking instead of scanning every guess a second time.
   */
  readonly weightedPickByMetric?: true;
  /**
   * Its score of one board's split (higher is better), when it has one: on several boards it plays
   * the sum over the open boards, its score of the joint split (see `onEveryBoard`).
   */
  readonly split?: SplitScore;
  /** True when it reads several boards itself (`GuessContext.boards`). */
  readonly severalBoards?: true;
  /**
   * How the strategy itself values `guess` at this position, by the measure its pick uses there;
   * null (or absent) where it picks by a metric alone. Deterministic, as `pick`.
   */
  assess?(position: GuessContext, guess: WordId): Assessment | null;
}

/**
 * A strategy's value of a guess: the rollouts' mean guesses to solve every board, this one included
 * (an estimate: a cheap base policy on sampled answers), or the exact endgame search's (a bound: a
 * known play, searched over a pool of guesses, achieves this chance to win and these expected
 * guesses; the best play does at least as well).
 */
export type Assessment =
  | { readonly measure: 'rollout'; readonly label: 'estimate'; readonly expectedGuesses: number }
  | {
      readonly measure: 'endgame';
      readonly label: 'bound';
      readonly expectedGuesses: number;
      /** The chance to solve every board within the guesses allowed. */
      readonly winChance: number;
    };

/** Registry entry: how to make a strategy, and how to describe it. */
export interface StrategyInfo {
  /** The name on the command line (`--strategy NAME`). */
  readonly name: string;
  /** One line: the idea. */
  readonly summary: string;
  /** Where the idea comes from. */
  readonly source: string;
  /** A new instance with these options. */
  readonly create: (options: StrategyOptions) => Strategy;
  /** True when it plays equally likely answers only (it takes no prior: its samples and searches have no weights). */
  readonly equalWeightsOnly?: true;
}
