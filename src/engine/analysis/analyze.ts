import { WordleError } from '../../core/errors.js';
import { applyTurn, type Candidates } from '../../core/filter.js';
import type { GuessStats } from '../../core/partition.js';
import { allGreen, scoreGuess } from '../../core/pattern.js';
import { asWordId, type History, type Pattern, type Word, type WordId } from '../../core/types.js';
import { badArgument, expectConfig, readHistory, expectStrategy, expectOptionsOf, RULES } from '../../core/validate.js';
import { wordId } from '../../core/wordlist.js';
import type { Strategy } from '../../strategies/types.js';
import type { Position } from '../../search/position/position.js';
import { guessContext, type GameConfig } from '../../strategies/context.js';
import { acceptedFitting, defaultWidening, type Widening } from '../game/widen.js';
import { botPath, gameAnswer, type BotPath } from './bot-path.js';
import { replayGame } from './replay.js';
import type { GuessOutlook, Review, ReviewSummary, ReviewTurn } from './review.js';
import { exactSkill, gradeTurn, massOf, outcomeLuck, skillScore, type ExactTurn, type TurnOracle } from './grade.js';

export type { GuessOutlook } from './review.js';

/** The review of one played turn on one board (the one review's turn, `ReviewTurn`, with its one feedback). */
export interface TurnAnalysis extends ReviewTurn {
  readonly pattern: Pattern;
  /** Lowest and highest expectedLeft over the allowed guesses: skill's scale. */
  readonly bestExpectedLeft: number;
  readonly worstExpectedLeft: number;
  /**
   * The grading in guesses when the exact search knows the position (see `ExactTurn`), else null
   * (the position was too large for the time budget).
   */
  readonly exact: ExactTurn | null;
  /**
   * 0–99. With `exact`: 99 for an optimal move; for a move that lowered the chance to win,
   * 99 · 2^(−chanceLost / 0.05) (half for every 5% of chance lost), else 99 · 2^(−guessesLost / 0.1)
   * (half for every tenth of a guess lost). Without: where expectedLeft sits between the worst (0)
   * and the best (99) allowed guess (a one-step estimate).
   */
  readonly skill: number;
  /**
   * 0–99: the share of the guess's outcomes (by probability) that would have been worse than the
   * one it got, ties counting half. Worse means needing more further guesses (with `exact`), or
   * leaving more answers (without).
   */
  readonly luck: number;
  readonly solved: boolean;
  /**
   * True from the turn after which no likely answer fitted (today's NYT game, see `Session`): that
   * turn's expectation and skill are over the likely answers it was played against, its outcome
   * (after, bits got, luck) over the accepted words that fitted before it, by the frequency prior;
   * later turns are over the accepted words that fit, the exact grades too (by the frequency prior).
   */
  readonly widened: boolean;
}

/** The review of a whole game on one board: the one review (`Review`) of one board. */
export interface GameAnalysis extends Review<TurnAnalysis> {
  /** The strategy's own game for the same answer, each guess with its figures; null when the answer is not known. */
  readonly bot: BotPath | null;
  readonly summary: ReviewSummary & {
    /** Mean skill and luck over the turns, rounded. */
    readonly skill: number;
    readonly luck: number;
  };
}

/** expectedLeft from partition statistics: expected size minus the chance the guess is the answer. */
function expectedLeft(s: GuessStats, total: number, weights?: Float64Array): number {
  if (!s.isCandidate || total === 0) return s.expectedSize;
  return s.expectedSize - (weights === undefined ? 1 : weights[s.guess]!) / total;
}

function outlook(config: GameConfig, s: GuessStats, total: number): GuessOutlook {
  return {
    guess: config.words.guesses[s.guess] as Word,
    expectedBits: s.entropy,
    expectedLeft: expectedLeft(s, total, config.weights),
  };
}

/** Analyse one turn from its candidates before. */
function analyzeTurn(
  config: GameConfig,
  history: History,
  i: number,
  before: Candidates,
  strategy: Strategy,
  oracle: TurnOracle | undefined,
  maxGuesses: number,
  widened: boolean,
): TurnAnalysis {
  const t = history[i]!;
  const { weights } = config;
  const g: WordId = wordId(config.words, t.guess);
  const pos = guessContext(config, history.slice(0, i), before);
  const total = massOf(before, weights);
  const part = pos.partitioner;
  let lo = Infinity;
  let hi = -Infinity;
  for (const id of pos.guessIds) {
    const e = expectedLeft(part.stats(asWordId(id), before, weights), total, weights);
    if (e < lo) lo = e;
    if (e > hi) hi = e;
  }
  const mine = outlook(config, part.stats(g, before, weights), total);
  const best = outlook(config, part.stats(strategy.pick(pos), before, weights), total);
  const after = applyTurn(config.words, before, t, config.matrix);
  const win = allGreen(config.words.length);
  const bestE = Math.min(lo, mine.expectedLeft);
  const worstE = Math.max(hi, mine.expectedLeft);
  const position: Position = { answers: before, history: history.slice(0, i), hard: config.hard, maxGuesses };
  // Exact grades under the game's prior (the widened game's: word frequency).
  const values = oracle?.(position, t.guess, config.words, config.weights);
  const graded = values === undefined ? undefined : gradeTurn(values, before.length, t.pattern);
  const luck = outcomeLuck(part.groups(g, before), t.pattern, win, weights);
  const turn: TurnAnalysis = {
    ...mine,
    turn: i + 1,
    pattern: t.pattern,
    patterns: [t.pattern],
    before: before.length,
    after: after.length,
    actualBits: after.length === 0 ? 0 : Math.log2(total / massOf(after, weights)),
    best,
    bestExpectedLeft: bestE,
    worstExpectedLeft: worstE,
    exact: graded?.exact ?? null,
    skill: graded === undefined ? skillScore(mine.expectedLeft, bestE, worstE) : exactSkill(graded.exact),
    luck: graded?.luck ?? Math.round(99 * luck),
    solved: t.pattern === win,
    widened,
  };
  return turn;
}

/**
 * The turn after which no likely answer fits, re-read over every accepted word that fitted before
 * it (weighted by the frequency prior): what it left, the bits it got and its luck; its expectation
 * and skill stay those over the likely answers it was played against (its exact luck is unknown).
 */
function widenedTurn(turn: TurnAnalysis, w: Widening, history: History, i: number): TurnAnalysis {
  const t = history[i]!;
  const ids = (words: readonly Word[]) => Uint32Array.from(words, (x) => w.words.index.get(x)!);
  const before = ids(acceptedFitting(w, history.slice(0, i)));
  const groups = new Map<Pattern, number[]>();
  for (const a of before) {
    const p = scoreGuess(t.guess, w.words.guesses[a]!);
    groups.set(p, [...(groups.get(p) ?? []), a]);
  }
  const parts = new Map([...groups].map(([p, g]) => [p, Uint32Array.from(g)] as const));
  const after = parts.get(t.pattern)!;
  return {
    ...turn,
    after: after.length,
    actualBits: Math.log2(massOf(before, w.weights) / massOf(after, w.weights)),
    luck: Math.round(99 * outcomeLuck(parts, t.pattern, allGreen(t.guess.length), w.weights)),
    exact: turn.exact === null ? null : { ...turn.exact, luckGuesses: null },
    widened: true,
  };
}

/** Every turn of a history analysed, read as the session reads it (see `analyzeGame`). */
function analyzeTurns(
  config: GameConfig,
  history: History,
  strategy: Strategy,
  options: AnalyzeOptions,
  maxGuesses: number,
  w: Widening | undefined,
): TurnAnalysis[] {
  // Every turn is checked before the grading starts (a hard-mode game's illegal guess: HARD_MODE).
  const read = replayGame(config, history, w);
  return read.map((r, i) => {
    options.onTurn?.(i, history.length);
    const widened = r.place.widenedAt !== null;
    const turn = analyzeTurn(r.game, history, i, r.place.candidates, strategy, options.exact, maxGuesses, widened);
    // No likely answer fits after it: from here on, the accepted words that fit.
    return r.widens && w !== undefined ? widenedTurn(turn, w, history, i) : turn;
  });
}

/** Options of `analyzeGame`. */
export interface AnalyzeOptions {
  /** Guesses allowed: a game solved later is lost. @default 6 */
  readonly maxGuesses?: number;
  /** The exact grades (`turnOracle`); none: one-step estimates. */
  readonly exact?: TurnOracle;
  /** As `SessionOptions.widening`. @default the list's own (today's NYT list widens) */
  readonly widening?: Widening | false;
  /** Hears each turn start (`done` turns graded of `total`): the exact grades of a turn may take a while. */
  readonly onTurn?: (done: number, total: number) => void;
  /**
   * The answer, for a game not solved (a solved game's is its last guess): the strategy's own game
   * for it is then played beside yours (`GameAnalysis.bot`). It must give every turn its feedback.
   */
  readonly answer?: string;
  /** Play the strategy's own game for the answer, when it is known (`GameAnalysis.bot`). @default true */
  readonly bot?: boolean;
}

/** What each option of `analyzeGame` must be. */
const ANALYZE_OPTION_RULES = {
  exact: 'function',
  widening: RULES.widening,
  maxGuesses: RULES.maxGuesses,
  onTurn: 'function',
  answer: 'string',
  bot: 'boolean',
} as const;

/**
 * Review a played game turn by turn, as the NYT WordleBot does: what each guess was expected to
 * do, what it did, what the strategy would have played, and skill and luck (see README). Throws
 * BAD_WORD for a guess outside the allowed list, NO_CANDIDATES when the feedback fits no answer
 * and BAD_HISTORY for turns after the solve or an `answer` that does not give them their feedback;
 * in a hard-mode game (`config.hard`), HARD_MODE for a guess its rules forbid, naming the turn and
 * the rule. A game solved after more than `maxGuesses` (default 6) guesses is reported as lost
 * (`summary.won` false). With the answer known (a solved game's last guess, or `answer`), the
 * strategy's own game for it is played and graded beside yours (`bot`).
 */
export function analyzeGame(
  config: GameConfig,
  input: History,
  strategy: Strategy,
  options: AnalyzeOptions = {},
): GameAnalysis {
  expectConfig(config, 'analyzeGame');
  const history = readHistory(input, 'analyzeGame');
  expectStrategy(strategy, 'analyzeGame');
  expectOptionsOf(options, 'analyzeGame', ANALYZE_OPTION_RULES);
  const maxGuesses = options.maxGuesses ?? 6;
  if (history.length === 0) throw new WordleError('BAD_HISTORY', 'there are no guesses to analyse');
  const win = allGreen(config.words.length);
  const solvedAt = history.findIndex((t) => t.pattern === win);
  if (solvedAt >= 0 && solvedAt < history.length - 1) {
    throw new WordleError('BAD_HISTORY', `turn ${solvedAt + 1} (${history[solvedAt]!.guess}) already solved the game`);
  }
  const w = options.widening === false ? undefined : (options.widening ?? defaultWidening(config.words));
  const answer = gameAnswer(history, solvedAt >= 0, options.answer);
  const turns = analyzeTurns(config, history, strategy, options, maxGuesses, w);
  const bot =
    answer === undefined || options.bot === false
      ? null
      : botPath(config, strategy, answer, { exact: options.exact, maxGuesses, widening: w });
  options.onTurn?.(history.length, history.length);
  const mean = (f: (t: TurnAnalysis) => number) => Math.round(turns.reduce((a, t) => a + f(t), 0) / turns.length);
  const sum = (f: (t: TurnAnalysis) => number) => turns.reduce((a, t) => a + f(t), 0);
  return {
    strategy: strategy.name,
    turns,
    bot,
    summary: {
      guesses: turns.length,
      solved: solvedAt >= 0,
      won: solvedAt >= 0 && turns.length <= maxGuesses,
      maxGuesses,
      skill: mean((t) => t.skill),
      luck: mean((t) => t.luck),
      actualBits: sum((t) => t.actualBits),
      expectedBits: sum((t) => t.expectedBits),
      hard: config.hard,
      exactTurns: turns.filter((t) => t.exact !== null).length,
      guessesLost: sum((t) => t.exact?.guessesLost ?? 0),
      chanceLost: sum((t) => t.exact?.chanceLost ?? 0),
    },
  };
}

/**
 * The one-line summary of a review on any count of boards: `solved in 3 · skill 91 · luck 50 ·
 * 11.17 bits gained (10.90 expected)` (skill and luck where the review has them).
 */
export function analysisSummaryLine(a: Review): string {
  if (typeof (a as { summary?: unknown } | null)?.summary !== 'object' || a.summary === null) {
    badArgument('analysisSummaryLine', 'analysis', 'a game analysis (from analyzeGame)', a);
  }
  const s = a.summary;
  const head = s.won
    ? `solved in ${s.guesses}`
    : s.solved
      ? `lost: solved on guess ${s.guesses}, more than the ${s.maxGuesses} allowed`
      : `not solved after ${s.guesses}`;
  const chance = s.chanceLost > 0 ? ` · ${(100 * s.chanceLost).toFixed(1)}% chance to win lost` : '';
  const lost =
    s.exactTurns > 0
      ? `${chance} · ${s.guessesLost.toFixed(3)} guesses lost${s.exactTurns < s.guesses ? ` (${s.exactTurns} of ${s.guesses} turns graded exactly)` : ''}`
      : '';
  const grades = `${s.skill === null ? '' : ` · skill ${s.skill}`}${s.luck === null ? '' : ` · luck ${s.luck}`}`;
  return `${head}${grades}${lost} · ${s.actualBits.toFixed(2)} bits gained (${s.expectedBits.toFixed(2)} expected)`;
}
