import { formatFeedback } from '../core/feedback.js';
import { allGreen } from '../core/pattern.js';
import type { History, Word } from '../core/types.js';
import { solve, type SolveResult } from '../engine/game/solve.js';
import { table } from './format.js';
import type { Context } from './load.js';

/** The strategy's own game for the answer of a reviewed one, beside yours (as WordleBot shows its path). */
export interface BotPath {
  readonly answer: Word;
  readonly strategy: string;
  readonly result: SolveResult;
}

/**
 * The strategy's game for the answer of `history`: the last guess when it was solved, else `answer`
 * (given with --answer); undefined when the answer is not known.
 */
export function botPath(ctx: Context, history: History, answer?: string): BotPath | undefined {
  const last = history.at(-1);
  const known = last !== undefined && last.pattern === allGreen(last.guess.length) ? last.guess : answer;
  if (known === undefined) return undefined;
  const word = known.trim().toLowerCase() as Word;
  return { answer: word, strategy: ctx.strategy.name, result: solve(ctx.config, ctx.strategy, word) };
}

/** How many guesses a game took, in words ("4", "lost: 7", "not found after 20"). */
function count(r: SolveResult): string {
  const n = r.steps.length;
  return r.status === 'solved' ? String(n) : r.status === 'lost' ? `${n} (a lost game)` : `not found after ${n}`;
}

/** Your game and the strategy's for the same answer, turn by turn, side by side. */
export function botPathText(history: History, bot: BotPath): string {
  const steps = bot.result.steps;
  const rows: string[][] = [];
  for (let i = 0; i < Math.max(history.length, steps.length); i++) {
    const mine = history[i];
    const its = steps[i];
    rows.push([
      String(i + 1),
      mine === undefined ? '' : `${mine.guess} ${formatFeedback(mine.pattern, mine.guess.length)}`,
      its === undefined ? '' : `${its.guess} ${formatFeedback(its.pattern, its.guess.length)}`,
      its === undefined || its.pattern === allGreen(its.guess.length)
        ? ''
        : // Once no likely answer fits, what is left are the accepted words that fit (see Session).
          `${its.remaining}${its.widened === true ? ` accepted ${its.remaining === 1 ? 'word' : 'words'}` : ''}`,
    ]);
  }
  const head =
    `Your game and the ${bot.strategy} strategy's for the same answer, ${bot.answer.toUpperCase()}: ` +
    `you in ${history.length}, it in ${count(bot.result)}.`;
  return `${head}\n${table(['#', 'yours', `${bot.strategy}'s`, 'its left'], rows, [0, 1, 2])}`;
}

/** The strategy's game as JSON. */
export function botPathJson(bot: BotPath): Record<string, unknown> {
  return {
    strategy: bot.strategy,
    answer: bot.answer,
    status: bot.result.status,
    guesses: bot.result.steps.map((s) => ({
      guess: s.guess,
      feedback: formatFeedback(s.pattern, s.guess.length),
      remaining: s.remaining,
      ...(s.widened === true ? { widened: true } : {}),
    })),
  };
}
