import { formatTurn } from '../core/history.js';
import { answersGoal } from '../engine/game/rules.js';
import { chanceText, lossConvention, winsText } from '../engine/exact/chance.js';
import type { BestNextGuesses, Position, RankedNextGuess } from '../engine/exact/position.js';
import { formatMultiTurn } from '../core/boards.js';
import { isWordleError, WordleError } from '../core/errors.js';
import { EXACT_JOINT_MAX, MAX_JOINT_SEARCHED } from '../engine/exact/boards.js';
import type { QuestionOptions, Session } from '../engine/game/session.js';
import { boardJson, boardLines } from './board-turns.js';
import { num, round, table, wrapText } from './format.js';
import { suggestionJson, suggestionTable } from './suggestion-table.js';
import type { Output } from './output.js';
import { isUniform, priorJson, priorWords, type PriorChoice } from './prior.js';

/*
 * `wordle optimal HISTORY [--top N]`: the best next guess of a position and its exact value, in
 * this thread (positions after a guess are small), playing for the win: the most games won, then
 * the fewest guesses.
 */

const MB = 2 ** 20;

/** Normal or hard. */
export const modeName = (p: Position): string => (p.hard ? 'hard' : 'normal');
/** Guesses left in the position's game. */
export const guessesLeft = (p: Position): number => p.maxGuesses - p.history.length;
/** The turns played, as typed: `soare=ygbbb`. */
export const historyText = (p: Position): string => p.history.map(formatTurn).join(' ');

/** What a position is, in one line. */
export function describePosition(p: Position): string {
  const n = p.answers.length;
  const where = p.history.length === 0 ? 'at the start' : `after ${historyText(p)}`;
  return `${n} ${n === 1 ? 'answer' : 'answers'} left ${where} (${modeName(p)} mode, ${guessesLeft(p)} of ${p.maxGuesses} guesses left)`;
}

/** What `positionMode` needs of the options. */
export interface PositionModeOptions {
  readonly top?: number;
  readonly json?: boolean;
  readonly maxMemory: number;
  /** Several boards: the exact search's limits (`--time`; no cap on its size). */
  readonly exact?: QuestionOptions;
}

/** The prior a position is solved under: its choice, and the weights (none: equally likely). */
export interface PositionPrior {
  readonly choice: PriorChoice;
  readonly weights?: Float64Array;
}

/** The position a session stands at, in one line (`describePosition`'s, for any number of boards). */
function describeSession(s: Session): string {
  const n = s.answersLeft.count;
  const where = s.turns.length === 0 ? 'at the start' : `after ${s.turns.map(formatMultiTurn).join(' ')}`;
  const left = `${s.maxGuesses - s.turns.length} of ${s.maxGuesses} guesses left`;
  return `${countText(n)} ${n === 1 ? 'answer' : 'answers'} left ${where} (${s.config.hard ? 'hard' : 'normal'} mode, ${left})`;
}

/**
 * `wordle optimal HISTORY [--top N]`, for any number of boards: the proven best next guesses
 * (several boards: where the exact search finishes within its budget; else said not to be, with
 * the strategy's suggestions).
 */
export function positionMode(s: Session, opts: PositionModeOptions, prior: PositionPrior, out: Output): void {
  const v = nextGuesses(s, opts);
  if (v === null) return notProven(s, opts, prior, out);
  // The chance to win is listed where a guess shown can lose (the ranked guesses then carry it).
  const wins = v.ranked.some((r) => r.winChance !== undefined);
  const answers = s.answersLeft;
  if (opts.json) {
    out.json({
      remaining: v.remaining,
      guess: v.guess,
      total: v.total,
      average: v.average,
      proven: true,
      ...priorJson(prior.choice),
      winChance: round(v.winChance, 6),
      won: v.won,
      weight: v.weight,
      mode: s.config.hard ? 'hard' : 'normal',
      maxGuesses: s.maxGuesses,
      guessesLeft: s.maxGuesses - s.turns.length,
      ...(answers.boards === undefined ? {} : { boards: answers.boards.map(boardJson) }),
      ranked: v.ranked.map((r) => ({ ...rankedJson(r, v), ...(wins ? winJson(r) : {}) })),
    });
    return;
  }
  for (const line of boardLines(s)) out.line(line);
  out.line(describeSession(s));
  if (v.guess === null) {
    out.line(`no guess left: all ${s.maxGuesses} guesses are played`);
    return;
  }
  const left = s.maxGuesses - s.turns.length;
  positionText(v, { left, boards: s.boards }, prior, out);
  if (opts.top !== undefined) {
    out.line();
    out.line(rankTable(v, wins, !isUniform(prior.choice)));
  }
  const totals = isUniform(prior.choice)
    ? 'totals: every further guess until each remaining answer is found, the next one included'
    : 'average: the further guesses expected under the prior, the next one included';
  const loses = v.won < v.weight || wins;
  out.line(loses ? `${totals}; ${lossConvention(left, s.maxGuesses)}` : `(${totals})`);
}

/**
 * Several boards where the exact search does not finish within its budget (or the position is past
 * the most it searches): said so, with the strategy's suggestions (its pick, then the joint entropy)
 * and their one-step figures, no value of the game.
 */
function notProven(s: Session, opts: PositionModeOptions, prior: PositionPrior, out: Output): void {
  const list = s.suggestions(opts.top ?? 10, { exact: false });
  const answers = s.answersLeft;
  const budget = opts.exact?.budgetMs ?? 0;
  const max = Math.min(opts.exact?.maxJoint ?? EXACT_JOINT_MAX, MAX_JOINT_SEARCHED);
  const why =
    answers.count > max
      ? `${countText(answers.count)} joint answers are more than the ${max} it searches`
      : `the exact search did not finish within ${(budget / 1000).toFixed(0)} s`;
  const note = `not proven: ${why}; the ${s.strategy.name} strategy's suggestions instead, with one-step figures, no value of the game`;
  const left = s.maxGuesses - s.turns.length;
  if (opts.json) {
    out.json({
      remaining: answers.count,
      guess: list[0]?.word ?? null,
      proven: false,
      values: 'heuristic',
      note,
      ...priorJson(prior.choice),
      mode: s.config.hard ? 'hard' : 'normal',
      maxGuesses: s.maxGuesses,
      guessesLeft: left,
      ...(answers.boards === undefined ? {} : { boards: answers.boards.map(boardJson) }),
      suggestions: list.map(suggestionJson),
    });
    return;
  }
  for (const line of boardLines(s)) out.line(line);
  out.line(describeSession(s));
  out.line(wrapText(note, 100, ''));
  out.line();
  out.line(suggestionTable(list, { guessesLeft: left, maxGuesses: s.maxGuesses, boards: s.boards }));
}

/** Where one board's search does not go: the start of a game (see `Session.nextGuesses`), what to do instead. */
const START_HELP =
  'look it up in the shipped table (wordle openings top 10, wordle openings show WORD), or use --rank N (with --candidates and --cutoff to keep it short), or --first WORD to solve one opening';

/** The session's proven best next guesses (null: not proven), the start of one board's game refused with what to do instead. */
function nextGuesses(s: Session, opts: PositionModeOptions): BestNextGuesses | null {
  try {
    return s.nextGuesses(opts.top ?? 1, { ...opts.exact, memoBytes: opts.maxMemory * MB });
  } catch (e) {
    if (isWordleError(e) && e.code === 'TOO_LARGE') throw new WordleError('BAD_OPTION', `${e.message}: ${START_HELP}`);
    throw e;
  }
}

/** A count in words: exact where it is a safe integer, else rounded ("about 8.3e26"). */
function countText(n: number): string {
  return Number.isSafeInteger(n) ? String(n) : `about ${n.toPrecision(2).replace('+', '')}`;
}

const rankedJson = (r: RankedNextGuess, v: BestNextGuesses) => ({
  guess: r.guess,
  total: r.value,
  average: r.expectedGuesses ?? r.value / v.weight,
});
const winJson = (r: RankedNextGuess) => ({ winChance: round(r.winChance!, 6), won: r.won, weight: r.weight });

/** The best guess and what it wins and costs, in words; a position lost in part says how it plays. */
function positionText(
  v: BestNextGuesses,
  { left, boards }: { left: number; boards: number },
  prior: PositionPrior,
  out: Output,
): void {
  const weighted = !isUniform(prior.choice);
  const under = weighted ? `, under ${priorWords(prior.choice)}` : '';
  const cost = weighted
    ? `${num(v.average, 4)} guesses on average`
    : `${v.total} guesses in all (${num(v.average, 4)} on average)`;
  const guess = v.guess!.toUpperCase();
  if (v.won === v.weight) {
    out.line(`best next guess: ${guess}, ${cost}, proven optimal${under}`);
    out.line(`won for sure: ${answersGoal(boards)} is found within the ${left} guesses left`);
    return;
  }
  const wins = weighted ? chanceText(v.winChance) : `${v.won} of ${v.weight} (${chanceText(v.winChance)})`;
  out.line(`best next guess: ${guess}, wins ${wins}, the most any guess can; then ${cost}, proven optimal${under}`);
  out.line(
    `no guess finds every answer within the ${left} guesses left: the best play wins the most games, then takes the fewest guesses`,
  );
}

/** The --top table: each guess's chance to win (where one can lose), total and average. */
function rankTable(v: BestNextGuesses, wins: boolean, weighted: boolean): string {
  const rows = v.ranked.map((r, i) => [
    String(i + 1),
    r.guess,
    ...(wins ? [winsText(r.won!, r.weight!, weighted)] : []),
    ...(weighted ? [] : [String(r.value)]),
    num(r.value / v.weight, 4),
  ]);
  const header = ['#', 'guess', ...(wins ? ['wins'] : []), ...(weighted ? [] : ['total']), 'average'];
  return table(header, rows, [1]);
}
