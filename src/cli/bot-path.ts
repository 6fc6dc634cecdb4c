import { allGreen } from '../core/pattern.js';
import type { Pattern, Word } from '../core/types.js';
import type { ReviewBot, ReviewBotStep } from '../engine/analysis/review.js';
import { chanceText } from '../engine/exact/chance.js';
import { boardsLeft, boardsLetters } from './boards-format.js';
import { num, round, table } from './format.js';

/** How many guesses a game took, in words ("4", "lost: 7", "not found after 20"). */
function count(bot: ReviewBot): string {
  const n = bot.steps.length;
  return bot.status === 'solved' ? String(n) : bot.status === 'lost' ? `${n} (a lost game)` : `not found after ${n}`;
}

/**
 * What the strategy had left after a step: nothing once every board is found; per board where the
 * step has each board's count (`7 1 ✓ -`); accepted words once no likely answer fitted (see Session).
 */
function left(s: ReviewBotStep): string {
  const win = allGreen(s.guess.length) as Pattern;
  if (s.patterns.every((p) => p === null || p === win)) return '';
  if (s.remainingByBoard !== undefined) return boardsLeft(s.remainingByBoard, s.patterns, win);
  return `${s.remaining}${s.widened === true ? ` accepted ${s.remaining === 1 ? 'word' : 'words'}` : ''}`;
}

/** A turn as the table shows it: the guess and its feedback on each board (`crane ybbbb,-`). */
const turnText = (t: { readonly guess: Word; readonly patterns: readonly (Pattern | null)[] }): string =>
  `${t.guess} ${boardsLetters(t.patterns, t.guess.length)}`;

/**
 * Your game and the strategy's for the same answer, turn by turn, side by side, with the
 * strategy's chance to win (`wins`: where a game could be lost, as the analysis shows it) and
 * expected guesses after each of its guesses.
 */
export function botPathText(
  turns: readonly { readonly guess: Word; readonly patterns: readonly (Pattern | null)[] }[],
  bot: ReviewBot,
  wins: boolean,
): string {
  const rows: string[][] = [];
  for (let i = 0; i < Math.max(turns.length, bot.steps.length); i++) {
    const mine = turns[i];
    const its = bot.steps[i];
    rows.push([
      String(i + 1),
      mine === undefined ? '' : turnText(mine),
      its === undefined ? '' : turnText(its),
      ...(wins ? [its?.winChance == null ? (its === undefined ? '' : '-') : chanceText(its.winChance)] : []),
      its?.expectedGuesses == null ? (its === undefined ? '' : '-') : num(its.expectedGuesses, 3),
      its === undefined ? '' : left(its),
    ]);
  }
  const head =
    `Your game and the ${bot.strategy} strategy's for the same answer, ${bot.answer.toUpperCase()}: ` +
    `you in ${turns.length}, it in ${count(bot)}.`;
  const header = ['#', 'yours', `${bot.strategy}'s`, ...(wins ? ['its wins'] : []), 'its exp', 'its left'];
  const note = `its ${wins ? 'wins and ' : ''}exp: ${wins ? 'its chance to win and ' : ''}its expected guesses after each guess, as for yours.`;
  return `${head}\n${table(header, rows, [0, 1, 2])}\n${note}`;
}

/** The strategy's game as JSON (several boards: each board's answers left too, `remainingByBoard`). */
export function botPathJson(bot: ReviewBot): Record<string, unknown> {
  return {
    strategy: bot.strategy,
    answer: bot.answer,
    status: bot.status,
    guesses: bot.steps.map((s) => ({
      guess: s.guess,
      feedback: boardsLetters(s.patterns, s.guess.length),
      remaining: s.remaining,
      winChance: s.winChance === null ? null : round(s.winChance, 6),
      expectedGuesses: s.expectedGuesses === null ? null : round(s.expectedGuesses, 6),
      ...(s.widened === true ? { widened: true } : {}),
      ...(s.remainingByBoard === undefined ? {} : { remainingByBoard: s.remainingByBoard }),
    })),
  };
}
