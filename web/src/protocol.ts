/**
 * The messages between the page and its one worker (the assistant, play's and the analysis's
 * questions, the variants' hints and searches). Requests and responses are tagged unions; every
 * request carries an id that its response echoes.
 */

import type { Suggestion } from 'wordlekit';
import type { PriorName, TablePrior } from 'wordlekit/core';
import type { OpenerVerdict } from 'wordlekit/search';
import type { BoardsReview } from 'wordlekit/variants';

/** Names of the built-in word lists the app offers. */
export type ListName = 'classic' | 'nyt';

/** The lists the app offers, as its options list them. */
export const LIST_NAMES: readonly ListName[] = ['classic', 'nyt'];

/** The rules and the strategy a position is solved under. */
export interface SolverOptions {
  readonly list: ListName;
  readonly hard: boolean;
  readonly strategy: string;
  /**
   * Answer prior, as the CLI's `--prior`: every answer equally likely, weighted by word frequency, or
   * by the NYT's history (today's NYT list: the likely answers not used yet above the used ones).
   */
  readonly prior: PriorName;
  /**
   * The NYT puzzle (#N) the history prior is for: it reads the shipped history's days before it
   * (set by the page with the history prior, which needs it; a day past the history's end weighs
   * the answers as the day after its last one).
   */
  readonly day?: number;
}

/** One played turn as plain data: the guess and its base-3 packed pattern. */
export interface TurnData {
  readonly guess: string;
  readonly pattern: number;
}

/** A suggested next guess, as the assistant lists it. */
export interface SuggestionData {
  readonly word: string;
  readonly entropy: number;
  readonly expectedSize: number;
  readonly worstCase: number;
  readonly isCandidate: boolean;
  /**
   * With the optimal strategy: expected guesses to finish with this guess next (this one
   * included), exact when `proven`, else a proven lower bound (an opening beyond its table's exact totals,
   * or the search ran out of time).
   */
  readonly expectedGuesses?: number;
  readonly proven?: boolean;
  /**
   * With the optimal strategy, which plays for the win: the chance to find the answer within the
   * guesses left with this guess next (exact when `proven`, else at most), and the weight of the
   * answers it wins and of all of them (their numbers when they are equally likely).
   */
  readonly winChance?: number;
  readonly won?: number;
  readonly weight?: number;
  /** Where a bound (not `proven`) comes from: the time budget, the opening table, or the start of a game. */
  readonly bound?: 'budget' | 'table' | 'start';
}

/** A suggestion as the page shows it (the worker's answers and the derived data alike). */
export const suggestionData = (s: Suggestion): SuggestionData => ({
  word: s.word,
  entropy: s.entropy,
  expectedSize: s.expectedSize,
  worstCase: s.worstCase,
  isCandidate: s.isCandidate,
  ...(s.expectedGuesses !== undefined ? { expectedGuesses: s.expectedGuesses, proven: s.proven === true } : {}),
  ...(s.winChance !== undefined && s.won !== undefined && s.weight !== undefined
    ? { winChance: s.winChance, won: s.won, weight: s.weight }
    : {}),
  ...(s.bound !== undefined ? { bound: s.bound } : {}),
});

/**
 * The optimal tree's say in a position, when the user asked to follow it: its move, or why it has
 * none (the NYT list has no tree; a turn left the tree; the tree's game is over).
 */
export type TreeStatus =
  | { readonly kind: 'move'; readonly guess: string }
  | { readonly kind: 'unavailable'; readonly reason: string }
  | { readonly kind: 'off-tree'; readonly reason: string };

/** What the assistant shows for a position. */
export interface PositionReport {
  readonly remaining: number;
  /**
   * The remaining answers, when there are at most `CANDIDATE_LIST_MAX` of them; under a prior, the
   * `CANDIDATE_LIST_MAX` most likely of more (most likely first).
   */
  readonly candidates: readonly string[] | null;
  readonly suggestions: readonly SuggestionData[];
  /** The optimal tree's move or why there is none; null when the tree was not asked for. */
  readonly tree: TreeStatus | null;
  /** Time the worker spent, in milliseconds. */
  readonly ms: number;
  /**
   * Set on a report shown without asking the worker: `true` when remembered from a past visit
   * (localStorage), `'build'` when precomputed at build time.
   */
  readonly cached?: boolean | 'build';
  /**
   * The engine's line saying the answers widened (`widenedLine`: "no likely answer fits: now among the
   * N accepted words that fit") when no likely answer of today's list fits; null or absent otherwise.
   */
  readonly widened?: string | null;
  /** Guesses of the history this list does not have (the NYT's game accepts them): their colours still count. */
  readonly outside?: readonly string[];
  /** Under the frequency prior (every accepted word an answer): how many of the answers left are likely answers. */
  readonly likely?: number | null;
  /**
   * At the start, where the figures come from a shipped table under a prior: that table, which the
   * page names in the CLI's line (`tablePriorNote`: which day's prior, and "the best of the N
   * openings computed" while it holds only some); absent otherwise.
   */
  readonly startTable?: OpeningTableData;
}

/**
 * The shipped table of openings an opening's figures come from, as the CLI's line on it reads it
 * (`tablePriorNote`): its prior, and how many openings it holds when not every allowed one (its
 * first ranks are then the best of those computed); null when it holds them all.
 */
export interface OpeningTableData {
  readonly prior: TablePrior;
  readonly computed: number | null;
}

/** One feedback a guess can get, and the answers that would then be left. */
export interface OutcomeData {
  readonly pattern: number;
  readonly count: number;
  /** Probability of this feedback under the prior. */
  readonly probability: number;
  /** The answers left, when there are at most `OUTCOME_WORDS_MAX` of them. */
  readonly words: readonly string[] | null;
}

/** Why a guess is as good as it is: how it splits the remaining answers. */
export interface Explanation {
  readonly guess: string;
  readonly remaining: number;
  readonly entropy: number;
  readonly expectedSize: number;
  readonly worstCase: number;
  /** Chance that the guess is the answer (it wins this turn). */
  readonly winChance: number;
  /** Every feedback it can get, most answers left first. */
  readonly outcomes: readonly OutcomeData[];
  /** Hard-mode rule the guess breaks here, or null. */
  readonly hardModeViolation: string | null;
  /**
   * Exact values (issue 10's search, playing for the win), when the worker can compute them: the
   * expected number of guesses to finish with this guess next (this one included; a lost game
   * counting the guesses left + 1) and with the best guess, and both chances to win.
   */
  readonly exact?: {
    readonly expectedGuesses: number;
    readonly bestExpectedGuesses: number;
    readonly winChance?: number;
    readonly bestWinChance?: number;
  } | null;
}

/** One turn of a game, reviewed the way the CLI's `analyze` does (src/engine/analysis/analyze.ts). */
export interface TurnReview {
  readonly guess: string;
  readonly pattern: number;
  /** Candidates before and after the turn. */
  readonly before: number;
  readonly after: number;
  /** Expected information of the guess, and of the strategy's own guess, in bits. */
  readonly expectedBits: number;
  readonly bestGuess: string;
  readonly bestBits: number;
  /** Information actually gained, in bits. */
  readonly actualBits: number;
  /** 0–99: how the guess's expected remaining compares with the worst (0) and best (99) guess. */
  readonly skill: number;
  /** 0–99: the share of possible outcomes that would have left more. */
  readonly luck: number;
  /**
   * Exact guesses lost against the best move (issue 10's search), when available and the guess kept
   * the best chance to win (else null: see `chanceLost`).
   */
  readonly guessesLost?: number | null;
  /**
   * When the turn is graded exactly: the expected guesses to finish after playing the guess (this
   * one included, best play after it; a lost game counting the guesses left + 1), the best guess
   * here and its expected guesses.
   */
  readonly expectedGuesses?: number | null;
  readonly exactBest?: string | null;
  readonly bestExpectedGuesses?: number | null;
  /** When graded exactly: the chance to win after the guess, the best guess's, and the chance lost (0: none). */
  readonly winChance?: number | null;
  readonly bestWinChance?: number | null;
  readonly chanceLost?: number | null;
  /** Skill, and luck, are one-step estimates (marked ~, as `wordle analyze` marks them). */
  readonly skillEstimated?: boolean;
  readonly luckEstimated?: boolean;
  /**
   * True from the turn after which no likely answer fitted (today's NYT game): that turn's `after`,
   * and every later turn's counts, are accepted words that fit, not likely answers.
   */
  readonly widened?: boolean;
}

/** The strategy's own game for the answer of a reviewed one (shown beside the player's). */
export interface BotPathData {
  readonly strategy: string;
  readonly status: 'solved' | 'lost' | 'failed';
  /**
   * Its guesses, each with its pattern, the answers left after it (accepted words once `widened`),
   * and its chance to win and expected guesses after it (null when not known), as for yours.
   */
  readonly steps: readonly {
    guess: string;
    pattern: number;
    remaining: number;
    widened: boolean;
    winChance: number | null;
    expectedGuesses: number | null;
  }[];
}

/** A reviewed game: its turns and the means. */
export interface GameReview {
  /** The strategy's game for the same answer, when the game was solved (exact review only). */
  readonly bot?: BotPathData | null;
  /** True for the quick review shown while the exact one is computed: every grade is a one-step estimate. */
  readonly estimated?: boolean;
  readonly turns: readonly TurnReview[];
  readonly skill: number;
  readonly luck: number;
  readonly actualBits: number;
  readonly expectedBits: number;
  /** Exact guesses lost over the game, when available. */
  readonly guessesLost?: number | null;
  /** The chance to win the turns graded exactly lost, added up (0: none), when available. */
  readonly chanceLost?: number | null;
  /**
   * When no likely answer fitted (today's NYT game): the turn after which the answers widened to the
   * accepted words that fit, and the engine's line saying so (`widenedLine`, with their count), as
   * `wordle analyze` prints it: "turn 2: no likely answer fits: now among the 9 accepted words that fit".
   * Null when they did not widen.
   */
  readonly widened?: string | null;
}

/**
 * While likely answers of today's NYT list fit, the accepted words outside the likely list that fit
 * too (the first `OTHER_WORDS_MAX`, most likely first by word frequency): less likely, and left out
 * of the advice. Null where it does not apply (the opening, the frequency prior, a widened game).
 */
export type OtherWords = { readonly count: number; readonly words: readonly string[] } | null;

/** Facts about the solver the options panel needs. */
export interface SolverInfo {
  readonly strategies: readonly { readonly name: string; readonly summary: string }[];
  readonly priors: readonly PriorName[];
  readonly trees: boolean;
}

/** Word lengths the Variants screen offers (five letters: the classic list). */
export type VariantLength = 4 | 5 | 6 | 7;

/** The word lengths the Variants screen offers, in its menu's order. */
export const VARIANT_LENGTHS: readonly VariantLength[] = [4, 5, 6, 7];

/** The built-in list of a variant's word length (five letters: the classic list). */
export const lengthList = (length: VariantLength): string => (length === 5 ? 'classic' : `en${length}`);

/** One multi-board turn as plain data: the guess and one pattern per board (null: solved before). */
export interface BoardsTurnData {
  readonly guess: string;
  readonly patterns: readonly (number | null)[];
}

/** A suggested guess for several boards (the numbers of `wordle suggest --boards`). */
export interface BoardsHint {
  readonly word: string;
  readonly entropy: number;
  readonly expectedSize: number;
  /** Boards (1-based) this word can still solve. */
  readonly solves: readonly number[];
  /**
   * Where the exact search finished (`Session.advice`): the proven chance that every board is
   * solved within the guesses left, and the expected guesses until the last one is (this one included).
   */
  readonly proven?: { readonly winChance: number; readonly expectedGuesses: number };
}

/** The shortest forced Absurdle win the worker found. */
export interface AbsurdleSolution {
  readonly guesses: readonly string[];
  /** No shorter sequence can force a win (the search's lower bound meets it). */
  readonly proven: boolean;
  readonly seconds: number;
}

/**
 * An opener rated by the worker (`wordle openings show`'s use case, `rateOpener`): the table's bound
 * made exact, from this browser's storage (checked when read back) or computed now.
 */
export interface OpenerReport {
  /** The verdict; null when only the storage was asked (`compute: false`) and it keeps no valid value. */
  readonly verdict: OpenerVerdict | null;
  /** Why a value kept in the storage was not trusted (it is computed again, and replaced), or null. */
  readonly discarded: string | null;
  /** Why a value computed now could not be kept (storage blocked or full), or null. */
  readonly notKept: string | null;
  /** Time the worker spent, in milliseconds. */
  readonly ms: number;
}

/** The screens whose data the worker keeps between requests (see the `release` request). */
export type Area = 'assistant' | 'variants' | 'none';

/** Result types by request kind. */
export interface Results {
  info: SolverInfo;
  suggest: PositionReport;
  explain: Explanation;
  analyze: GameReview;
  fits: { readonly count: number; readonly words: readonly string[] };
  others: OtherWords;
  'boards-hint': { readonly remaining: readonly number[]; readonly hints: readonly BoardsHint[] };
  'boards-review': BoardsReview;
  'absurdle-solve': AbsurdleSolution;
  tree: TreeStatus;
  opener: OpenerReport;
  release: null;
}

/** A request to the worker. */
export type Request =
  | { readonly kind: 'info' }
  | {
      readonly kind: 'suggest';
      readonly options: SolverOptions;
      readonly history: readonly TurnData[];
      readonly top: number;
      readonly tree: boolean;
    }
  | {
      readonly kind: 'explain';
      readonly options: SolverOptions;
      readonly history: readonly TurnData[];
      readonly guess: string;
    }
  /**
   * A game's review: with `exact` false, at once from one-step numbers (every grade an estimate,
   * `GameReview.estimated`); else graded by the exact search with no time limit, whatever the device.
   */
  | {
      readonly kind: 'analyze';
      readonly options: SolverOptions;
      readonly history: readonly TurnData[];
      readonly exact?: boolean;
    }
  /** The optimal tree's move after the history, or why there is none. */
  | { readonly kind: 'tree'; readonly options: SolverOptions; readonly history: readonly TurnData[] }
  /** The accepted words outside the likely list that fit the history too (asked after the suggestions: they never wait for it). */
  | { readonly kind: 'others'; readonly options: SolverOptions; readonly history: readonly TurnData[] }
  /** The allowed words that get `pattern` against `answer` (for reading a pasted share grid). */
  | { readonly kind: 'fits'; readonly list: ListName; readonly answer: string; readonly pattern: number }
  | {
      readonly kind: 'boards-hint';
      readonly length: VariantLength;
      readonly boards: number;
      readonly turns: readonly BoardsTurnData[];
      readonly top: number;
    }
  /** The review of a finished game on several boards (`wordle analyze --boards`), by the library's `reviewBoardsGame`. */
  | {
      readonly kind: 'boards-review';
      readonly length: VariantLength;
      readonly answers: readonly string[];
      readonly guesses: readonly string[];
    }
  | { readonly kind: 'absurdle-solve'; readonly length: VariantLength }
  /**
   * The exact total of an opener the list's table holds only a bound for: from this browser's
   * storage, else computed now on that list (progress: outcomes proven), unless `compute` is false.
   */
  | {
      readonly kind: 'opener';
      readonly list: ListName;
      readonly word: string;
      readonly hard: boolean;
      readonly compute: boolean;
    }
  /** The page moved to screens that need only `keep`'s data: the worker frees the rest. */
  | { readonly kind: 'release'; readonly keep: Area };

/** The kinds of request. */
export type RequestKind = Request['kind'];

/** A request with its id, as posted. */
export type Envelope = Request & { readonly id: number };

/** The page's first message to a worker (id 0): the worker answers it with `started` (see Reply). */
export interface Ping {
  readonly id: 0;
  readonly ping: true;
}

/** How a long request is going: `done` of `total` steps of `stage`. */
export interface ProgressData {
  readonly stage: string;
  readonly done: number;
  readonly total: number;
}

/**
 * The worker's answer to one request (progress reports may come before it), or its answer to the
 * page's Ping, `started` (id 0): the page waits for it before its first render (worker/entry.ts).
 */
export type Reply =
  | { readonly id: 0; readonly started: true }
  | { readonly id: number; readonly progress: ProgressData }
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly code: string; readonly message: string };

/** The assistant lists the remaining answers once there are this few. */
export const CANDIDATE_LIST_MAX = 60;

/** The accepted words outside the likely list that fit, listed at most. */
export const OTHER_WORDS_MAX = 60;

/** An outcome's answers are listed when there are this few. */
export const OUTCOME_WORDS_MAX = 12;
