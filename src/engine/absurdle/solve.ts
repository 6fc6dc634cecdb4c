import { allCandidates } from '../../core/filter.js';
import type { PatternMatrix } from '../../core/matrix.js';
import type { Word } from '../../core/types.js';
import { expectOptionsOf, expectWordSet, int, RULES } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { solveAbsurdle } from '../../search/absurdle/absurdle.js';
import { replayAbsurdle, type AbsurdleTurn } from './game.js';

/*
 * The use case of `wordle absurdle solve`: a shortest sequence of guesses that forces the
 * adversary to answer all green (ending on a target word, in the challenge mode), by exhaustive
 * search, replayed against the adversary itself.
 */

/** What to solve. */
export interface AbsurdleRequest {
  /** Challenge mode: the adversary must end on this answer. */
  readonly target?: Word;
  /** Give up beyond this many guesses (the winning one included). @default 8 */
  readonly maxLength?: number;
  /**
   * Work budget per length, in matrix cells read (a length cut short is left undecided). Only in the
   * challenge mode. @default no limit
   */
  readonly workLimit?: number;
  /**
   * Hard mode: every guess must use what the adversary revealed before it (Wordle's hard-mode rule,
   * core/hardmode.ts), so the win is the shortest in hard mode. @default false
   */
  readonly hard?: boolean;
}

/** A forced win, or the proof that none is short enough. */
export interface AbsurdleWin {
  /** `found`: `guesses` win; `none`: no win within maxLength (or every length ran out of budget). */
  readonly status: 'found' | 'none';
  /** The guesses, the winning word last (empty unless found). */
  readonly guesses: readonly Word[];
  /** The adversary's answers to them, replayed (the check that the sequence wins). */
  readonly turns: readonly AbsurdleTurn[];
  /** No sequence of fewer guesses forces a win (proven). */
  readonly lowerBound: number;
  /** True when the win is proven shortest (`lowerBound` is its length), in the mode searched. */
  readonly proven: boolean;
  /** The mode searched: in hard mode every guess obeys the hard-mode rule (the replay checks it). */
  readonly mode: 'normal' | 'hard';
  /** Search nodes visited. */
  readonly nodes: number;
}

/** A shortest forced win against Absurdle's adversary over the word lists, in normal or hard mode (see `solveAbsurdle`). */
export function forcedAbsurdleWin(words: WordSet, matrix: PatternMatrix, request: AbsurdleRequest = {}): AbsurdleWin {
  expectWordSet(words, 'forcedAbsurdleWin');
  expectOptionsOf(
    request,
    'forcedAbsurdleWin',
    { target: RULES.word, maxLength: int(1, 64), workLimit: int(0), hard: 'boolean' },
    'request',
  );
  const { target } = request;
  const hard = request.hard === true;
  const result = solveAbsurdle(matrix, allCandidates(words), {
    ...(hard ? { hard, guesses: words.guesses } : {}),
    ...(target !== undefined ? { target: words.index.get(target)! } : {}),
    ...(request.maxLength !== undefined ? { maxLength: request.maxLength } : {}),
    ...(target !== undefined && request.workLimit !== undefined ? { workLimit: request.workLimit } : {}),
  });
  const guesses = result.guesses.map((g) => words.guesses[g]!);
  return {
    status: result.status,
    guesses,
    turns: replayAbsurdle(words, guesses, matrix, { hard }), // in hard mode, each guess checked by core/hardmode.ts
    lowerBound: result.lowerBound,
    proven: result.status === 'found' && result.lowerBound === guesses.length,
    mode: hard ? 'hard' : 'normal',
    nodes: result.nodes,
  };
}
