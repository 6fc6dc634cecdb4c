import { scoreBoards } from '../../core/boards.js';
import { isWordleError, WordleError } from '../../core/errors.js';
import { asWordId, type Pattern, type Word, type WordId } from '../../core/types.js';
import { badArgument, expectConfig, expectInt, expectStrategy, expectStrings } from '../../core/validate.js';
import { wordId } from '../../core/wordlist.js';
import type { Assessment, Strategy } from '../../strategies/types.js';
import type { GameConfig } from '../../strategies/context.js';
import { defaultMaxGuesses, MAX_BOARDS, type BoardsPosition } from '../game/rules.js';
import { Session } from '../game/session.js';
import { boardsView, describeGuess } from '../game/board-suggestions.js';
import { solve, type BoardsSolveResult } from '../game/solve.js';
import { withExactEndgame } from './exact-endgame.js';
import {
  EXACT_JOINT_MAX,
  provenBoardsTurn,
  REVIEW_WORK_MAX,
  type BoardsProvenTurn,
  type BoardsProvenValue,
} from '../exact/boards.js';

/*
 * The review of a finished game on several boards, as WordleBot reviews one board: beside each of
 * your guesses, what the boards advice would have played from the same position, both valued by
 * the measure the advice itself uses there: where the exact search of several boards finishes (at
 * most EXACT_JOINT_MAX joint answers, REVIEW_WORK_MAX positions expanded), the proven best guess and
 * both proven values (guesses lost against the proven best); elsewhere the strategy `suggest
 * --boards` uses, with its estimates and bounds labelled so; and the strategy's whole game for the
 * same answers. Deterministic: no time budget decides anything.
 */

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

/** The review of one of your guesses. */
export interface BoardsTurnReview {
  readonly turn: number;
  readonly guess: Word;
  /** The feedback on each board (null: solved before). */
  readonly patterns: readonly (Pattern | null)[];
  /** Answers left on each board before the guess and after it (1 once solved; null: solved before). */
  readonly before: readonly (number | null)[];
  readonly after: readonly (number | null)[];
  /** The boards (1-based) this guess solved. */
  readonly solvedNow: readonly number[];
  readonly measure: BoardsMeasure;
  /** The advice's guess here and its figures, and yours by the same measure. */
  readonly advice: BoardsMove;
  readonly yours: BoardsMove;
  readonly verdict: BoardsVerdict;
}

/** The review of a game on several boards. */
export interface BoardsReview {
  readonly strategy: string;
  readonly answers: readonly Word[];
  readonly maxGuesses: number;
  readonly turns: readonly BoardsTurnReview[];
  /** The advice's own game for the same answers (`solve` with the guesses allowed: the strategy with the exact endgame, `withExactEndgame`). */
  readonly bot: BoardsSolveResult;
  readonly summary: {
    readonly boards: number;
    readonly guesses: number;
    readonly boardsSolved: number;
    /** Every board solved (on any guess); won: within `maxGuesses`. */
    readonly solved: boolean;
    readonly won: boolean;
    /** The advice's game: its guesses, and whether it won within the limit. */
    readonly botGuesses: number;
    readonly botWon: boolean;
    /** Turns where you played the advice's own guess. */
    readonly adviceTurns: number;
    /** The turns (1-based) where your guess lost ground against the advice's. */
    readonly lostGround: readonly number[];
  };
}

/**
 * Below these differences a guess is as good as the advice's: a twentieth of a guess (the rollouts
 * and the endgame's expected guesses), a tenth of a bit (joint entropy). Any chance to win lost counts.
 */
export const REVIEW_TOLERANCE = { guesses: 0.05, bits: 0.1 } as const;

/**
 * Your guess against the proven best: best where its proven value is the best's (the proven best
 * guesses are all those of that value: yours is then the advice shown), else any chance to win
 * lost, else the expected guesses lost (exact, no tolerance).
 */
function provenVerdict({ best, yours }: BoardsProvenTurn): BoardsVerdict {
  if (best.won > yours.won)
    return { kind: 'lost-ground', by: (best.won - yours.won) / best.weight, unit: 'chance to win' };
  const lost = (yours.total - best.total) / best.weight;
  return lost > 0 ? { kind: 'lost-ground', by: lost, unit: 'guesses' } : { kind: 'best' };
}

/** Your guess against the advice's, by the measure the advice goes by here. */
function verdictOf(same: boolean, advice: BoardsMove, yours: BoardsMove): BoardsVerdict {
  if (same) return { kind: 'best' };
  const a = advice.finish;
  const y = yours.finish;
  if (a !== null && y !== null) {
    if (a.measure === 'endgame' && y.measure === 'endgame' && a.winChance - y.winChance > 1e-9) {
      return { kind: 'lost-ground', by: a.winChance - y.winChance, unit: 'chance to win' };
    }
    const lost = y.expectedGuesses - a.expectedGuesses;
    return lost > REVIEW_TOLERANCE.guesses ? { kind: 'lost-ground', by: lost, unit: 'guesses' } : { kind: 'good' };
  }
  const lost = advice.entropy - yours.entropy;
  return lost > REVIEW_TOLERANCE.bits ? { kind: 'lost-ground', by: lost, unit: 'bits' } : { kind: 'good' };
}

/** A guess's figures in the session's position. */
function moveOf(session: Session, pos: BoardsPosition, guess: WordId): BoardsMove {
  const { word, entropy, expectedSize, solves = [], hitChance = 0 } = describeGuess(boardsView(session), guess);
  return { word, entropy, expectedSize, solves, hitChance, finish: session.strategy.assess?.(pos, guess) ?? null };
}

/** The id of turn i's guess, BAD_WORD naming the turn when it is not an allowed guess. */
function guessId(session: Session, guess: string, i: number): WordId {
  try {
    return wordId(session.config.words, guess);
  } catch (e) {
    if (isWordleError(e)) throw new WordleError(e.code, `turn ${i + 1}: ${e.message}`);
    throw e;
  }
}

/** Review turn i: the position, the advice's guess and yours; then play yours on the session. */
function reviewTurn(
  session: Session,
  answers: readonly Word[],
  guess: string,
  i: number,
  limits: ReviewExactLimits,
): BoardsTurnReview {
  if (session.solved) {
    throw new WordleError('BAD_HISTORY', `turn ${i + 1} (${guess}) comes after every board was solved`);
  }
  const g = guessId(session, guess, i);
  const word = session.config.words.guesses[g] as Word;
  const pos = session.boardsPosition();
  const exact = provenBoardsTurn(session.config, pos.boards, pos.guessesLeft, g, limits);
  // A guess of the proven best value is one of the proven best: the advice shown is then yours.
  const verdict = exact === null ? null : provenVerdict(exact);
  const pick = exact === null ? session.strategy.pick(pos) : verdict?.kind === 'best' ? g : asWordId(exact.guess);
  const advice = { ...moveOf(session, pos, pick), ...(exact ? { proven: exact.best } : {}) };
  const yours = pick === g ? advice : { ...moveOf(session, pos, g), ...(exact ? { proven: exact.yours } : {}) };
  const before = session.solvedBoards.map((s, b) => (s ? null : session.boardCandidates(b).length));
  const patterns = scoreBoards(word, answers, session.solvedBoards);
  session.play({ guess: word, patterns });
  const solved = session.solvedBoards;
  return {
    turn: i + 1,
    guess: word,
    patterns,
    before,
    after: patterns.map((p, b) => (p === null ? null : session.boardCandidates(b).length)),
    solvedNow: before.flatMap((n, b) => (n !== null && solved[b] === true ? [b + 1] : [])),
    measure: exact !== null ? 'proven' : (advice.finish?.measure ?? 'bits'),
    advice,
    yours,
    verdict: verdict ?? verdictOf(pick === g, advice, yours),
  };
}

/** Options of `reviewBoardsGame`. */
export interface BoardsReviewOptions {
  /** The guesses allowed. @default the boards plus five */
  readonly maxGuesses?: number;
  /** Turns with at most this many joint answers are graded by the exact search (0: none). @default EXACT_JOINT_MAX */
  readonly exactJointMax?: number;
  /** The most positions the exact search expands at one turn (a count: the same game, the same review). @default REVIEW_WORK_MAX */
  readonly exactWorkMax?: number;
}

/** The exact search's limits at one turn of a review. */
interface ReviewExactLimits {
  readonly maxJoint: number;
  readonly maxWork: number;
}

/**
 * Review a finished game on several boards: `answers[b]` is board b's answer (each in the answer
 * list, checked first: BAD_WORD), `guesses` your guesses in order (BAD_WORD naming the turn of one
 * that is not allowed; BAD_HISTORY for none, or for a guess after every board was solved). A game
 * longer than `maxGuesses` (default the boards plus five) is reviewed and counted lost.
 */
export function reviewBoardsGame(
  config: GameConfig,
  strategy: Strategy,
  answers: readonly Word[],
  guesses: readonly string[],
  options: BoardsReviewOptions = {},
): BoardsReview {
  expectConfig(config, 'reviewBoardsGame');
  expectStrategy(strategy, 'reviewBoardsGame');
  expectStrings(answers, 'reviewBoardsGame', 'answers');
  expectStrings(guesses, 'reviewBoardsGame', 'guesses');
  if (typeof options !== 'object' || options === null) badArgument('reviewBoardsGame', 'options', 'an object', options);
  expectInt(answers.length, 'reviewBoardsGame', 'answers.length', 1, MAX_BOARDS);
  if (options.maxGuesses !== undefined)
    expectInt(options.maxGuesses, 'reviewBoardsGame', 'options.maxGuesses', 1, 1000);
  if (options.exactJointMax !== undefined)
    expectInt(options.exactJointMax, 'reviewBoardsGame', 'options.exactJointMax', 0);
  if (options.exactWorkMax !== undefined)
    expectInt(options.exactWorkMax, 'reviewBoardsGame', 'options.exactWorkMax', 0);
  const maxGuesses = options.maxGuesses ?? defaultMaxGuesses(answers.length);
  const limits = {
    maxJoint: options.exactJointMax ?? EXACT_JOINT_MAX,
    maxWork: options.exactWorkMax ?? REVIEW_WORK_MAX,
  };
  // The advice's game first (the strategy with the exact endgame where the turns are proven, as
  // the advice column): it checks every answer (in the answer list) before any work.
  const advised = limits.maxJoint > 0 ? withExactEndgame(config, strategy, limits) : strategy;
  const bot = solve(config, advised, answers, { maxGuesses });
  if (guesses.length === 0) throw new WordleError('BAD_HISTORY', 'there are no guesses to review');
  const session = new Session(config, strategy, { boards: answers.length, maxGuesses });
  const turns = guesses.map((g, i) => reviewTurn(session, answers, g, i, limits));
  const solved = session.solved;
  return {
    strategy: strategy.name,
    answers,
    maxGuesses,
    turns,
    bot,
    summary: {
      boards: answers.length,
      guesses: turns.length,
      boardsSolved: session.solvedBoards.filter(Boolean).length,
      solved,
      won: solved && turns.length <= maxGuesses,
      botGuesses: bot.steps.length,
      botWon: bot.status === 'solved' && bot.steps.length <= maxGuesses,
      adviceTurns: turns.filter((t) => t.verdict.kind === 'best').length,
      lostGround: turns.filter((t) => t.verdict.kind === 'lost-ground').map((t) => t.turn),
    },
  };
}
