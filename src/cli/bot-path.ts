import { formatFeedback } from '../core/feedback.js';
import { allGreen } from '../core/pattern.js';
import type { History } from '../core/types.js';
import type { BotPath, BotStep } from '../engine/analysis/bot-path.js';
import { chanceText } from '../engine/exact/chance.js';
import { num, round, table } from './format.js';

/** How many guesses a game took, in words ("4", "lost: 7", "not found after 20"). */
function count(bot: BotPath): string {
  const n = bot.steps.length;
  return bot.status === 'solved' ? String(n) : bot.status === 'lost' ? `${n} (a lost game)` : `not found after ${n}`;
}

/** What the strategy had left after a step (accepted words once no likely answer fitted; see Session). */
function left(s: BotStep): string {
  if (s.pattern === allGreen(s.guess.length)) return '';
  return `${s.remaining}${s.widened === true ? ` accepted ${s.remaining === 1 ? 'word' : 'words'}` : ''}`;
}

/**
 * Your game and the strategy's for the same answer, turn by turn, side by side, with the
 * strategy's chance to win (`wins`: where a game could be lost, as the analysis shows it) and
 * expected guesses after each of its guesses.
 */
export function botPathText(history: History, bot: BotPath, wins: boolean): string {
  const rows: string[][] = [];
  for (let i = 0; i < Math.max(history.length, bot.steps.length); i++) {
    const mine = history[i];
    const its = bot.steps[i];
    rows.push([
      String(i + 1),
      mine === undefined ? '' : `${mine.guess} ${formatFeedback(mine.pattern, mine.guess.length)}`,
      its === undefined ? '' : `${its.guess} ${formatFeedback(its.pattern, its.guess.length)}`,
      ...(wins ? [its?.winChance == null ? (its === undefined ? '' : '-') : chanceText(its.winChance)] : []),
      its?.expectedGuesses == null ? (its === undefined ? '' : '-') : num(its.expectedGuesses, 3),
      its === undefined ? '' : left(its),
    ]);
  }
  const head =
    `Your game and the ${bot.strategy} strategy's for the same answer, ${bot.answer.toUpperCase()}: ` +
    `you in ${history.length}, it in ${count(bot)}.`;
  const header = ['#', 'yours', `${bot.strategy}'s`, ...(wins ? ['its wins'] : []), 'its exp', 'its left'];
  const note = `its ${wins ? 'wins and ' : ''}exp: ${wins ? 'its chance to win and ' : ''}its expected guesses after each guess, as for yours.`;
  return `${head}\n${table(header, rows, [0, 1, 2])}\n${note}`;
}

/** The strategy's game as JSON. */
export function botPathJson(bot: BotPath): Record<string, unknown> {
  return {
    strategy: bot.strategy,
    answer: bot.answer,
    status: bot.status,
    guesses: bot.steps.map((s) => ({
      guess: s.guess,
      feedback: formatFeedback(s.pattern, s.guess.length),
      remaining: s.remaining,
      winChance: s.winChance === null ? null : round(s.winChance, 6),
      expectedGuesses: s.expectedGuesses === null ? null : round(s.expectedGuesses, 6),
      ...(s.widened === true ? { widened: true } : {}),
    })),
  };
}
