import { scoreBoards } from '../../core/boards.js';
import { isWordleError, WordleError } from '../../core/errors.js';
import { asWordId, type Pattern, type Word, type WordId } from '../../core/types.js';
import { badArgument, expectConfig, expectInt, expectStrategy, expectStrings } from '../../core/validate.js';
import { wordId } from '../../core/wordlist.js';
import type { Strategy } from '../../strategies/types.js';
import type { GameConfig } from '../../strategies/context.js';
import { defaultMaxGuesses, MAX_BOARDS, type BoardsPosition } from '../game/rules.js';
import { Session } from '../game/session.js';
import { boardsView, describeGuess } from '../game/board-suggestions.js';
import { playAnswers } from '../game/play-answers.js';
import { exactSkill, gradeTurn, type ExactTurn } from '../analysis/grade.js';
import type {
  BoardsMove,
  BoardsTurnFacts,
  BoardsVerdict,
  GuessOutlook,
  Review,
  ReviewBot,
  ReviewSummary,
  ReviewTurn,
} from '../analysis/review.js';
import { withExactEndgame } from './exact-endgame.js';
import { EXACT_JOINT_MAX, provenBoardsTurn, REVIEW_WORK_MAX, type BoardsProvenTurn } from '../exact/boards.js';

/*
 * The review of a finished game on several boards, as WordleBot reviews one board: beside each of
 * your guesses, what the boards advice would have played from the same position, both valued by
 * the measure the advice itself uses there: where the exact search of several boards finishes (at
 * most EXACT_JOINT_MAX joint answers, REVIEW_WORK_MAX positions expanded), the proven best guess and
 * both proven values (guesses lost against the proven best); elsewhere the strategy `suggest
 * --boards` uses, with its estimates and bounds labelled so; and the strategy's whole game for the
 * same answers. Deterministic: no time budget decides anything.
 */

export type { BoardsMeasure, BoardsMove, BoardsVerdict } from '../analysis/review.js';

/**
 * The review of one of your guesses on several boards: the one review's turn (`ReviewTurn`: the
 * joint answers before and after, bits, the exact grade where proven) with each board's counts, the
 * advice's guess and yours by the advice's measure, and the verdict.
 */
export type BoardsTurnReview = ReviewTurn & Required<BoardsTurnFacts>;

/** The review of a game on several boards: the one review (`Review`) with the boards' own facts. */
export interface BoardsReview extends Review<BoardsTurnReview> {
  readonly answers: readonly Word[];
  readonly maxGuesses: number;
  /**
   * The advice's own game for the same answers (the strategy with the exact endgame,
   * `withExactEndgame`), its figures proven where the exact search finishes.
   */
  readonly bot: ReviewBot;
  readonly summary: ReviewSummary & {
    readonly boards: number;
    readonly boardsSolved: number;
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

/** The one review's exact grade of a proven turn: the values of yours and of the best (`gradeTurn`). */
function provenGrade(exact: BoardsProvenTurn, bestGuess: Word): ExactTurn {
  const { best, yours } = exact;
  const values = { total: yours.total, won: yours.won, bestGuess, bestTotal: best.total, bestWon: best.won };
  return gradeTurn({ ...values, weight: best.weight }, best.weight, 0 as Pattern).exact;
}

/** The answers left over the boards (null: solved before, left out). */
const total = (counts: readonly (number | null)[]): number => counts.reduce<number>((sum, n) => sum + (n ?? 0), 0);

/** The information a turn got over the boards open before it: each board's, added up (they are independent). */
function bitsOver(before: readonly (number | null)[], after: readonly (number | null)[]): number {
  return before.reduce<number>((bits, n, b) => (n === null ? bits : bits + Math.log2(n / (after[b] ?? n))), 0);
}

/** A move's one-step numbers in the one review's words. */
const outlookOf = (m: BoardsMove): GuessOutlook => ({
  guess: m.word as Word,
  expectedBits: m.entropy,
  expectedLeft: m.expectedSize,
});

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
  const after = patterns.map((p, b) => (p === null ? null : session.boardCandidates(b).length));
  const grade = exact === null ? null : provenGrade(exact, advice.word as Word);
  return {
    ...outlookOf(yours),
    turn: i + 1,
    patterns,
    before: total(before),
    after: total(after),
    actualBits: bitsOver(before, after),
    best: outlookOf(advice),
    exact: grade,
    skill: grade === null ? null : exactSkill(grade),
    luck: null,
    solved: session.solved,
    widened: false,
    boardsBefore: before,
    boardsAfter: after,
    solvedNow: before.flatMap((n, b) => (n !== null && solved[b] === true ? [b + 1] : [])),
    measure: exact !== null ? 'proven' : (advice.finish?.measure ?? 'bits'),
    advice,
    yours,
    verdict: verdict ?? verdictOf(pick === g, advice, yours),
  };
}

/**
 * The advice's own game for the answers (`playAnswers`), each guess with its proven chance to win
 * and expected guesses where the exact search finishes there, as your turns are graded.
 */
function botGame(
  config: GameConfig,
  strategy: Strategy,
  answers: readonly Word[],
  limits: ReviewExactLimits & { maxGuesses: number },
): ReviewBot {
  const game = playAnswers(config, strategy, answers, { maxGuesses: limits.maxGuesses });
  const session = new Session(config, strategy, { boards: answers.length, maxGuesses: limits.maxGuesses });
  const steps = game.steps.map((s) => {
    const pos = session.boardsPosition();
    const g = wordId(config.words, s.guess);
    const proven = limits.maxJoint > 0 ? provenBoardsTurn(config, pos.boards, pos.guessesLeft, g, limits) : null;
    session.play({ guess: s.guess, patterns: s.patterns });
    const v = proven?.yours;
    return { ...s, winChance: v?.winChance ?? null, expectedGuesses: v?.expectedGuesses ?? null };
  });
  return { strategy: strategy.name, answer: answers.join(','), status: game.status, steps };
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
  const bot = botGame(config, advised, answers, { ...limits, maxGuesses });
  if (guesses.length === 0) throw new WordleError('BAD_HISTORY', 'there are no guesses to review');
  const session = new Session(config, strategy, { boards: answers.length, maxGuesses });
  const turns = guesses.map((g, i) => reviewTurn(session, answers, g, i, limits));
  const solved = session.solved;
  const sum = (f: (t: BoardsTurnReview) => number) => turns.reduce((a, t) => a + f(t), 0);
  return {
    strategy: strategy.name,
    answers,
    maxGuesses,
    turns,
    bot: { ...bot, strategy: strategy.name },
    summary: {
      guesses: turns.length,
      solved,
      won: solved && turns.length <= maxGuesses,
      maxGuesses,
      skill: null,
      luck: null,
      actualBits: sum((t) => t.actualBits),
      expectedBits: sum((t) => t.expectedBits),
      hard: false,
      exactTurns: turns.filter((t) => t.exact !== null).length,
      guessesLost: sum((t) => t.exact?.guessesLost ?? 0),
      chanceLost: sum((t) => t.exact?.chanceLost ?? 0),
      boards: answers.length,
      boardsSolved: session.solvedBoards.filter(Boolean).length,
      botGuesses: bot.steps.length,
      botWon: bot.status === 'solved',
      adviceTurns: turns.filter((t) => t.verdict.kind === 'best').length,
      lostGround: turns.filter((t) => t.verdict.kind === 'lost-ground').map((t) => t.turn),
    },
  };
}
