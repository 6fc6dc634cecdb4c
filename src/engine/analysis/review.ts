import type { Pattern, Word } from '../../core/types.js';
import type { PlayedGame, PlayedStep } from '../game/play-answers.js';
import type { Assessment } from '../../strategies/types.js';
import type { BoardsProvenValue } from '../exact/boards.js';
import type { ExactTurn } from './grade.js';

/*
 * The review of a finished game, on any count of boards: one board's (`analyzeGame`) and several
 * boards' (`reviewBoardsGame`) are this one model, each turn graded the same way (the exact
 * search's `ExactTurn` where it knows the values, the guesses and the chance to win lost), beside
 * the strategy's own game; what only several boards have (each board's counts, the strategy's
 * estimates where nothing is proven) are extra fields of their turns.
 */

/** A guess's numbers before it is played. */
export interface GuessOutlook {
  readonly guess: Word;
  /** Expected information of the feedback (Shannon entropy under the prior), in bits. */
  readonly expectedBits: number;
  /**
   * Expected candidates still to find after the guess: group sizes, a solve counting 0 (several
   * boards: the answers left per board, added up).
   */
  readonly expectedLeft: number;
}

/**
 * A guess's figures at a position: the one-step numbers of `suggest --boards` (bits, expected
 * left, the boards it can solve, expected solves: exact expectations over each board's answers
 * left, equally likely and independent), and the strategy's own value of it where it has one
 * (`finish`: an estimate or a bound, as `Assessment` says; null where it goes by bits).
 */
export interface BoardsMove {
  readonly word: Word;
  /** Entropy of the joint feedback over the unsolved boards, bits. */
  readonly entropy: number;
  /** Σ over the unsolved boards of the expected candidates left there. */
  readonly expectedSize: number;
  /** The boards (1-based) where this word is still a candidate. */
  readonly solves: readonly number[];
  /** Expected number of boards it solves now. */
  readonly hitChance: number;
  /** Its proven value, where the exact search finished. */
  readonly proven?: BoardsProvenValue;
  readonly finish: Assessment | null;
}

/** How a guess measures up to the advice's, by the advice's measure at that position. */
export type BoardsVerdict =
  | { readonly kind: 'best' }
  | { readonly kind: 'good' }
  | { readonly kind: 'lost-ground'; readonly by: number; readonly unit: 'bits' | 'guesses' | 'chance to win' };

/**
 * What a turn is graded by: `proven` (the exact search of several boards finished: both guesses'
 * values are proven, the advice is the proven best), else what the advice goes by there: joint
 * entropy, its rollouts, or its endgame search over a shortlist (a bound).
 */
export type BoardsMeasure = 'proven' | 'bits' | Assessment['measure'];

/** What a turn on several boards has besides the one review's figures. */
export interface BoardsTurnFacts {
  /** Answers left on each board before the guess and after it (1 once solved; null: solved before). */
  readonly boardsBefore?: readonly (number | null)[];
  readonly boardsAfter?: readonly (number | null)[];
  /** The boards (1-based) this guess solved. */
  readonly solvedNow?: readonly number[];
  /** What the turn is graded by (`proven`: the exact grade), and where not proven the advice's own measure. */
  readonly measure?: BoardsMeasure;
  /** The advice's guess here and its figures, and yours by the same measure. */
  readonly advice?: BoardsMove;
  readonly yours?: BoardsMove;
  readonly verdict?: BoardsVerdict;
}

/** A reviewed turn, on any count of boards (several boards: with `BoardsTurnFacts`). */
export interface ReviewTurn extends GuessOutlook, BoardsTurnFacts {
  readonly turn: number;
  /** The feedback on each board (null: solved before); one board has one. */
  readonly patterns: readonly (Pattern | null)[];
  /**
   * The answers possible before and after the turn (after = 1 once solved); on several boards
   * added up over the boards open before it.
   */
  readonly before: number;
  readonly after: number;
  /**
   * Information gained, −log₂(after/before) (prior mass instead of counts when weighted); on
   * several boards each open board's, added up (the joint information: the boards are independent).
   */
  readonly actualBits: number;
  /** The strategy's own guess here, with its one-step numbers. */
  readonly best: GuessOutlook;
  /** The exact grade, where the exact search knows the values in time (see `ExactTurn`); else null. */
  readonly exact: ExactTurn | null;
  /** 0–99, see `TurnAnalysis`; null where the turn has no grade (several boards: a turn not proven). */
  readonly skill: number | null;
  readonly luck: number | null;
  /** Every board solved by this turn. */
  readonly solved: boolean;
  /** See `TurnAnalysis.widened` (one board only: several boards play their answer lists). */
  readonly widened: boolean;
  /** One board: the lowest and highest expectedLeft over the allowed guesses (see `TurnAnalysis`). */
  readonly bestExpectedLeft?: number;
  readonly worstExpectedLeft?: number;
}

/** One guess of the strategy's own game beside yours, with its exact figures where known (see `BotStep`). */
export interface ReviewBotStep extends PlayedStep {
  readonly winChance: number | null;
  readonly expectedGuesses: number | null;
}

/** The strategy's own game for the answers of a reviewed one (as WordleBot shows its path beside yours). */
export interface ReviewBot {
  readonly strategy: string;
  /** The answer (several boards: one per board, joined by commas, as they are typed). */
  readonly answer: string;
  readonly status: PlayedGame['status'];
  readonly steps: readonly ReviewBotStep[];
}

/** What every review sums up. */
export interface ReviewSummary {
  readonly guesses: number;
  /** Every board solved (on any guess). */
  readonly solved: boolean;
  /** Solved within `maxGuesses`: a game solved later is lost. */
  readonly won: boolean;
  readonly maxGuesses: number;
  /** Mean skill and luck over the turns, rounded; null where the turns have none. */
  readonly skill: number | null;
  readonly luck: number | null;
  readonly actualBits: number;
  readonly expectedBits: number;
  readonly hard: boolean;
  /** Turns graded exactly, and the guesses they lost in all (turns that kept the best chance to win). */
  readonly exactTurns: number;
  readonly guessesLost: number;
  /** The chance to win the turns graded exactly lost, added up over them. */
  readonly chanceLost: number;
}

/** The review of a game on any count of boards. */
export interface Review<T extends ReviewTurn = ReviewTurn> {
  readonly strategy: string;
  readonly turns: readonly T[];
  /** The strategy's own game for the same answers; null when they are not known. */
  readonly bot: ReviewBot | null;
  readonly summary: ReviewSummary;
}
