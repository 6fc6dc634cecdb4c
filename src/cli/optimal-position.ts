import { formatTurn } from '../core/history.js';
import type { WordSet } from '../core/wordlist.js';
import { chanceText, lossConvention, winsText } from '../engine/exact/chance.js';
import {
  bestNextGuesses,
  type BestNextGuesses,
  type Position,
  type RankedNextGuess,
} from '../engine/exact/position.js';
import { num, round, table } from './format.js';
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
}

/** The prior a position is solved under: its choice, and the weights (none: equally likely). */
export interface PositionPrior {
  readonly choice: PriorChoice;
  readonly weights?: Float64Array;
}

/** `wordle optimal HISTORY [--top N]`. */
export function positionMode(
  words: WordSet,
  p: Position,
  opts: PositionModeOptions,
  prior: PositionPrior,
  out: Output,
): void {
  const v = bestNextGuesses(words, p, opts.top ?? 1, {
    memoBytes: opts.maxMemory * MB,
    ...(prior.weights !== undefined ? { weights: prior.weights } : {}),
  });
  // The chance to win is listed where a guess shown can lose (the ranked guesses then carry it).
  const wins = v.ranked.some((r) => r.winChance !== undefined);
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
      mode: modeName(p),
      maxGuesses: p.maxGuesses,
      guessesLeft: guessesLeft(p),
      ranked: v.ranked.map((r) => ({ ...rankedJson(r, v), ...(wins ? winJson(r) : {}) })),
    });
    return;
  }
  out.line(describePosition(p));
  if (v.guess === null) {
    out.line(`no guess left: all ${p.maxGuesses} guesses are played`);
    return;
  }
  positionText(v, p, prior, out);
  if (opts.top !== undefined) {
    out.line();
    out.line(rankTable(v, wins, !isUniform(prior.choice)));
  }
  const totals = isUniform(prior.choice)
    ? 'totals: every further guess until each remaining answer is found, the next one included'
    : 'average: the further guesses expected under the prior, the next one included';
  const loses = v.won < v.weight || wins;
  out.line(loses ? `${totals}; ${lossConvention(guessesLeft(p), p.maxGuesses)}` : `(${totals})`);
}

const rankedJson = (r: RankedNextGuess, v: BestNextGuesses) => ({
  guess: r.guess,
  total: r.value,
  average: r.expectedGuesses ?? r.value / v.weight,
});
const winJson = (r: RankedNextGuess) => ({ winChance: round(r.winChance!, 6), won: r.won, weight: r.weight });

/** The best guess and what it wins and costs, in words; a position lost in part says how it plays. */
function positionText(v: BestNextGuesses, p: Position, prior: PositionPrior, out: Output): void {
  const weighted = !isUniform(prior.choice);
  const under = weighted ? `, under ${priorWords(prior.choice)}` : '';
  const cost = weighted
    ? `${num(v.average, 4)} guesses on average`
    : `${v.total} guesses in all (${num(v.average, 4)} on average)`;
  const guess = v.guess!.toUpperCase();
  if (v.won === v.weight) {
    out.line(`best next guess: ${guess}, ${cost}, proven optimal${under}`);
    out.line(`won for sure: the answer is found within the ${guessesLeft(p)} guesses left`);
    return;
  }
  const wins = weighted ? chanceText(v.winChance) : `${v.won} of ${v.weight} (${chanceText(v.winChance)})`;
  out.line(`best next guess: ${guess}, wins ${wins}, the most any guess can; then ${cost}, proven optimal${under}`);
  out.line(
    `no guess finds every answer within the ${guessesLeft(p)} guesses left: the best play wins the most games, then takes the fewest guesses`,
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
