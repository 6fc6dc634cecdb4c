import { isWordleError, WordleError } from '../../core/errors.js';
import { formatFeedback } from '../../core/feedback.js';
import { allGreen } from '../../core/pattern.js';
import { boardGameName } from '../../engine/game/rules.js';
import { boardsOutsideList, solve, type BoardsSolveResult } from '../../engine/game/solve.js';
import { boardsEmoji, boardsLeft } from '../boards-format.js';
import type { BoardsContext } from '../load.js';
import { wrapText } from '../format.js';
import type { Output } from '../output.js';

/** Split `w1,w2,…` into exactly `boards` words. */
export function boardsWords(spec: string, boards: number, what: string): string[] {
  const list = spec
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w !== '');
  if (list.length !== boards) {
    throw new WordleError(
      'BAD_OPTION',
      `${boards} boards need ${boards} ${what}s separated by commas, got ${list.length}: "${spec}"`,
    );
  }
  return list;
}

/** `wordle solve --boards N W1,W2,…`: watch the multi-board strategy play. */
export function boardsSolve(
  out: Output,
  ctx: BoardsContext,
  spec: string,
  first: string | undefined,
  json: boolean,
  listNote?: string,
): void {
  const answers = boardsWords(spec, ctx.boards, 'answer');
  let result: BoardsSolveResult;
  try {
    result = solve(ctx.config, ctx.strategy, answers, {
      maxGuesses: ctx.maxGuesses,
      ...(first === undefined ? {} : { first }),
    });
  } catch (e) {
    // Every answer is checked before the first guess; one outside the list says which list that was.
    if (listNote === undefined || !isWordleError(e) || boardsOutsideList(ctx.words, answers).length === 0) throw e;
    throw new WordleError(e.code, `${e.message} (${listNote})`);
  }
  const L = ctx.words.length;
  const n = result.steps.length;
  const within = result.status === 'solved' && n <= ctx.maxGuesses;
  if (json) {
    out.json({
      answers,
      boards: ctx.boards,
      strategy: ctx.strategy.name,
      maxGuesses: ctx.maxGuesses,
      status: result.status,
      won: within,
      guesses: result.steps.map((s) => ({
        guess: s.guess,
        feedback: s.patterns.map((p) => (p === null ? null : formatFeedback(p, L))),
        remaining: s.remaining,
      })),
      ...(result.status === 'failed' ? { reason: result.reason } : {}),
    });
    return;
  }
  const win = allGreen(L);
  out.line(
    wrapText(`${boardGameName(ctx.boards)}: ${ctx.boards} boards, ${ctx.maxGuesses} guesses (${answers.join(' ')})`),
  );
  const width = String(n).length;
  result.steps.forEach((s, i) => {
    const left = boardsLeft(s.remaining, s.patterns, win);
    out.line(`${String(i + 1).padStart(width)}. ${s.guess.toUpperCase()}  ${boardsEmoji(s.patterns, L)}  left ${left}`);
  });
  if (result.status === 'failed') out.line(`Not solved: ${result.reason}.`);
  else if (within) out.line(`Solved in ${n} of ${ctx.maxGuesses}.`);
  else out.line(`Solved in ${n}, over the limit of ${ctx.maxGuesses}: a loss.`);
}
