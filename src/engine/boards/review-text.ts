import { allGreen } from '../../core/pattern.js';
import type { Pattern } from '../../core/types.js';
import { badArgument, expectInt } from '../../core/validate.js';
import type { Assessment } from '../../strategies/types.js';
import type { BoardsMeasure, BoardsMove, BoardsReview, BoardsVerdict } from './review.js';

/*
 * A boards review's figures in words, the same in the CLI and the web page: a finish figure keeps
 * its label (~ an estimate, ≤ a bound), never shown as exact; a proven value has no mark.
 */

/** Answers left per board: `138 120 ✓ -` (✓ solved by this turn: `solvedNow`, 1-based; - solved before). */
export function boardsLeftText(counts: readonly (number | null)[], solvedNow: readonly number[] = []): string {
  if (!Array.isArray(counts) || !Array.isArray(solvedNow)) {
    badArgument('boardsLeftText', 'counts', 'an array of numbers or nulls', counts);
  }
  return counts.map((n, b) => (n === null ? '-' : solvedNow.includes(b + 1) ? '✓' : String(n))).join(' ');
}

/** The boards (1-based) a turn's feedback solved. */
export function boardsSolvedBy(patterns: readonly (Pattern | null)[], length: number): number[] {
  if (!Array.isArray(patterns)) badArgument('boardsSolvedBy', 'patterns', 'an array of patterns or nulls', patterns);
  expectInt(length, 'boardsSolvedBy', 'length', 1, 16);
  const win = allGreen(length);
  return patterns.flatMap((p, b) => (p === win ? [b + 1] : []));
}

/** A chance as a percentage with one decimal. */
const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** The strategy's value of a guess: `~5.083` (an estimate), `≤3.000` (a bound), with `win ≥67.0%` when it can lose. */
export function boardsFinishText(f: Assessment | null): string {
  if (f === null) return '-';
  if (typeof f !== 'object' || typeof f.expectedGuesses !== 'number' || !['estimate', 'bound'].includes(f.label)) {
    badArgument('boardsFinishText', 'finish', "a strategy's assessment (or null)", f);
  }
  if (f.label === 'estimate') return `~${f.expectedGuesses.toFixed(3)}`;
  return `≤${f.expectedGuesses.toFixed(3)}${f.winChance < 1 ? ` win ≥${percent(f.winChance)}` : ''}`;
}

/**
 * A reviewed guess's value: its proven value where the exact search finished (`4.542`, with
 * `win 45.8%` when it can lose: no mark, it is exact), else the strategy's (`boardsFinishText`).
 */
export function boardsMoveText(m: BoardsMove): string {
  if (typeof m !== 'object' || m === null) badArgument('boardsMoveText', 'move', 'a move of a boards review', m);
  const p = m.proven;
  if (p === undefined) return boardsFinishText(m.finish);
  return `${p.expectedGuesses.toFixed(3)}${p.won < p.weight ? ` win ${percent(p.winChance)}` : ''}`;
}

/** The verdict in words: "the advice's guess", "as good", "lost 0.29 bits", "lost ~0.354 guesses" (an estimate). */
export function boardsVerdictText(v: BoardsVerdict, measure: BoardsMeasure): string {
  if (typeof v !== 'object' || v === null || (v.kind === 'lost-ground' && typeof v.by !== 'number')) {
    badArgument('boardsVerdictText', 'verdict', 'a verdict of a boards review', v);
  }
  switch (v.kind) {
    case 'best':
      return "the advice's guess";
    case 'good':
      return 'as good';
    case 'lost-ground':
      if (v.unit === 'chance to win') return `lost ${percent(v.by)} chance to win`;
      return `lost ${measure === 'rollout' ? '~' : ''}${v.by.toFixed(v.unit === 'bits' ? 2 : 3)} ${v.unit}`;
    default:
      return badArgument('boardsVerdictText', 'verdict', 'a verdict of a boards review', v);
  }
}

/** The summary line: `won in 6 of 9 · the rollout advice: 7 · the advice's guess on 1 of 6 turns · lost ground on turns 1, 2`. */
export function boardsReviewSummary(r: BoardsReview): string {
  const s = (r as { summary?: BoardsReview['summary'] } | null)?.summary;
  if (typeof s !== 'object' || s === null || !Array.isArray(s.lostGround) || typeof r.maxGuesses !== 'number') {
    badArgument('boardsReviewSummary', 'review', 'a boards review (from reviewBoardsGame)', r);
  }
  const head = s.won
    ? `won in ${s.guesses} of ${r.maxGuesses}`
    : s.solved
      ? `lost: every board solved on guess ${s.guesses}, more than the ${r.maxGuesses} allowed`
      : s.guesses >= r.maxGuesses
        ? `lost: ${s.boardsSolved} of ${s.boards} boards solved in ${s.guesses}`
        : `not finished: ${s.boardsSolved} of ${s.boards} boards solved after ${s.guesses}`;
  const bot = `the ${r.strategy} advice: ${s.botGuesses}${s.botWon ? '' : ' (a loss)'}`;
  const lost = s.lostGround.length === 0 ? 'no ground lost' : `lost ground on turns ${s.lostGround.join(', ')}`;
  return `${head} · ${bot} · the advice's guess on ${s.adviceTurns} of ${s.guesses} turns · ${lost}`;
}
