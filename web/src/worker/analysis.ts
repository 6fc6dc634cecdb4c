/**
 * A game's review, as `wordle analyze` gives it (loaded the first time one is asked for). Its first
 * turn ranks every allowed guess against every answer: the list's whole matrix is built for it,
 * and dropped after. On today's NYT list, when no likely answer fits, the analysis widens to the
 * accepted words that fit, as the CLI's does (the engine's default widening), and says so.
 */
import { analyzeGame, buildPatternMatrix, gameConfig } from 'wordlekit';
import type { BotPath, History, Progress, Strategy, TurnOracle } from 'wordlekit';
import { widenedLine } from 'wordlekit/core';
import type { BotPathData, GameReview, SolverOptions } from '../protocol.js';
import type { Space } from './positions.js';
import { checkMatrixBudget } from './budget.js';
import { turnReview } from './reports.js';

/** The per-turn review (skill, luck, bits, and the exact grades when `oracle` is given) of a history. */
export function reviewGame(
  space: Space,
  options: SolverOptions,
  history: History,
  strategy: Strategy,
  oracle: TurnOracle | undefined,
  progress?: Progress,
): GameReview {
  const { words, weights } = space;
  checkMatrixBudget(
    words.guesses.length,
    words.answers.length,
    'Reviewing a game',
    weights === undefined
      ? 'Review it on a computer: wordle analyze.'
      : 'Review it with equal weights here, or under word frequency on a computer: wordle analyze --prior frequency.',
  );
  const matrix = buildPatternMatrix(words.guesses, words.answers);
  const config = {
    ...gameConfig(words, matrix, { hard: options.hard, ...(weights ? { weights } : {}) }),
    ...(progress ? { progress } : {}),
  };
  // (the estimates have no strategy's game beside them: it comes with the exact review)
  const a = analyzeGame(config, history, strategy, oracle === undefined ? { bot: false } : { exact: oracle });
  const { skill, luck, actualBits, expectedBits } = a.summary;
  const guessesLost = a.summary.exactTurns > 0 ? a.summary.guessesLost : null;
  const chanceLost = a.summary.exactTurns > 0 ? a.summary.chanceLost : null;
  const wide = a.turns.find((t) => t.widened);
  const widened = wide === undefined ? null : `turn ${wide.turn}: ${widenedLine(wide.after)}`;
  const turns = a.turns.map(turnReview);
  const bot = a.bot === null ? null : botPathData(a.bot);
  return { turns, skill, luck, actualBits, expectedBits, guessesLost, chanceLost, widened, bot };
}

/** The strategy's own game for the same answer (the analysis's `bot`), each guess with its figures, for the page. */
function botPathData(bot: BotPath): BotPathData {
  const steps = bot.steps.map(({ guess, pattern, remaining, widened, winChance, expectedGuesses }) => {
    return { guess, pattern, remaining, widened: widened === true, winChance, expectedGuesses };
  });
  return { strategy: bot.strategy, status: bot.status, steps };
}
