import { lossConvention, winsText } from '../engine/exact/chance.js';
import type { BoundSource } from '../engine/exact/optimal.js';
import type { Suggestion } from '../engine/game/suggestion.js';
import { answersGoal, boardGameName } from '../engine/game/rules.js';
import { num, orderNote, percent, round, table } from './format.js';

/** What the suggestions table shows besides the suggestions. */
export interface SuggestionTableOptions {
  /** Numbers the rows (default 1, 2, …). */
  readonly ranks?: readonly number[];
  /** The answers widened to the accepted words that fit: the note says how the numbers count them. */
  readonly widened?: boolean;
  /** Guesses left in the game: what the chance to win and a lost game's count are over. */
  readonly guessesLeft?: number;
  /** The guesses the game allows (a lost game reads X/maxGuesses). @default 6 */
  readonly maxGuesses?: number;
  /** The boards played at once: what finishing the game means in the notes. @default 1 */
  readonly boards?: number;
  /**
   * The prior the numbers are under, in words ("the frequency prior"), when the answers are not
   * equally likely: the chance to win then reads as a percentage only, and proven values say it.
   */
  readonly prior?: string;
}

/** The suggestions table shown by `suggest` and `assist`, with its notes. */
export function suggestionTable(list: readonly Suggestion[], options: SuggestionTableOptions = {}): string {
  const { ranks, widened = false, prior } = options;
  // With the optimal strategy: expected guesses, exact or (a bound) "≥ bound"; the chance to win
  // where a guess listed can lose.
  const exact = list.some((s) => s.expectedGuesses !== undefined);
  // (past the game's guesses the game is lost, and the search plays on to find the answer)
  const over = (options.guessesLeft ?? 6) <= 0;
  const wins = exact && !over && list.some(canLose);
  const header = ['#', 'guess', ...(wins ? ['wins'] : []), ...(exact ? ['exp. guesses'] : [])];
  header.push('bits', 'expected left', 'largest group', 'can be answer', 'P(answer)');
  const rows = list.map((s, i) => [
    String(ranks?.[i] ?? i + 1),
    s.word,
    ...(wins ? [winsCell(s, prior !== undefined)] : []),
    ...(exact ? [s.expectedGuesses === undefined ? '-' : `${s.proven ? '' : '≥ '}${num(s.expectedGuesses, 4)}`] : []),
    num(s.entropy, 3),
    num(s.expectedSize, 2),
    String(s.worstCase),
    answerCell(s),
    s.probability > 0 ? percent(s.probability) : '-',
  ]);
  const left = header.indexOf('can be answer');
  const notes = exact ? [...exactNotes(list, wins, options), orderNote(list, ranks !== undefined)] : [];
  if (widened) notes.push(WIDENED_NOTE);
  return [table(header, rows, [1, left]), ...notes].join('\n');
}

/** Whether it can be the answer: yes or no, or where the suggestion names the boards it can solve, which ("board 2", "boards 1,3"). */
function answerCell(s: Suggestion): string {
  if (!s.isCandidate) return 'no';
  if (s.solves === undefined) return 'yes';
  return `${s.solves.length === 1 ? 'board' : 'boards'} ${s.solves.join(',')}`;
}

/** True when a suggestion is known to lose some games (exactly, or by its bound). */
const canLose = (s: Suggestion): boolean => s.won !== undefined && s.weight !== undefined && s.won < s.weight;

/** "8 of 11, 72.7%" (or "72.7%" under a prior); "≤ …" for a bound that already loses; "-" when unknown. */
function winsCell(s: Suggestion, weighted: boolean): string {
  if (s.won === undefined || s.weight === undefined || s.weight <= 0) return '-';
  const text = winsText(s.won, s.weight, weighted);
  if (s.proven === true) return text;
  return s.won < s.weight ? `≤ ${text}` : '-';
}

/** Where each kind of bound comes from, as the ≥ note says it. */
const BOUND_WHY: Record<BoundSource | 'cut', string> = {
  budget: 'the exact search ran out of its time budget (--budget-ms)',
  table: "the opening is beyond its table's exact totals",
  start: 'the start of a game with a whole list of answers is not searched (a proof takes CPU-days)',
  cut: 'the search proved it no better than the guesses above it',
};

/** The notes under an exact table: what the figures mean, which are proven, and what the bounds are. */
function exactNotes(list: readonly Suggestion[], wins: boolean, options: SuggestionTableOptions): string[] {
  const d = options.guessesLeft ?? 6;
  const bounds = list.filter((s) => s.expectedGuesses !== undefined && s.proven !== true);
  const under = options.prior === undefined ? '' : `, under ${options.prior}`;
  const proof =
    bounds.length === 0
      ? `proven${under}`
      : bounds.length === list.length
        ? `lower bounds only${under}`
        : `proven${under} where not marked ≥`;
  const notes = [
    `exp. guesses: the expected number of guesses to finish, this one included, with the best play after it (${proof})`,
  ];
  const best = list[0];
  const max = options.maxGuesses ?? 6;
  const boards = options.boards ?? 1;
  const goal = answersGoal(boards);
  if (d <= 0) {
    notes.push(
      `all ${max} guesses are played: in ${boardGameName(boards)} this game is lost (X/${max}); exp. guesses count those to find ${goal} anyway`,
    );
  } else if (wins) {
    notes.push(
      `wins: the games it wins (${goal} found within the ${d} guesses left) with the best play after it;` +
        ` in exp. guesses ${lossConvention(d, max)}`,
    );
  } else if (best?.proven === true && best.winChance === 1) {
    notes.push(`won for sure: the best play finds ${goal} within the ${d} guesses left`);
  }
  if (bounds.length > 0) {
    const why = [...new Set(bounds.map((s) => BOUND_WHY[s.bound ?? 'cut']))];
    notes.push(`≥: a lower bound only (proven): ${why.join('; ')}`);
  }
  return notes;
}

const WIDENED_NOTE =
  'answers outside the likely list: every figure weighs them by word frequency (P(answer), bits, expected left,' +
  ' and the exact search: exp. guesses and the chance to win)';

/** The JSON shape of a suggestion (stable, documented in docs/cli.md), for any number of boards. */
export function suggestionJson(s: Suggestion): Record<string, unknown> {
  return {
    word: s.word,
    entropy: round(s.entropy, 6),
    expectedSize: round(s.expectedSize, 6),
    largestGroup: s.worstCase,
    worstCase: s.worstCase, // the earlier name of largestGroup, kept for scripts that read it
    isCandidate: s.isCandidate,
    probability: round(s.probability, 6),
    ...(s.expectedGuesses !== undefined
      ? {
          expectedGuesses: round(s.expectedGuesses, 6),
          proven: s.proven === true,
          ...(s.winChance !== undefined ? { winChance: round(s.winChance, 6), won: s.won, weight: s.weight } : {}),
          ...(s.bound !== undefined ? { bound: s.bound } : {}),
        }
      : {}),
    // Several boards: the boards it can solve now, and how many on average.
    ...(s.solves !== undefined ? { solves: s.solves } : {}),
    ...(s.hitChance !== undefined ? { hitChance: round(s.hitChance, 6) } : {}),
  };
}
