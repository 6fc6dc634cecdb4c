/**
 * A game's review, as `wordle analyze` gives it (loaded the first time one is asked for). Its first
 * turn ranks every allowed guess against every answer: the list's whole matrix is built for it,
 * and dropped after. On today's NYT list, when no likely answer fits, the analysis widens to the
 * accepted words that fit, as the CLI's does (the engine's default widening), and says so.
 */
import { analyzeGame, buildPatternMatrix, gameConfig, solve } from 'wordlekit';
import type { GameConfig, History, Progress, Strategy, TurnOracle } from 'wordlekit';
import { widenedLine } from 'wordlekit/core';
import type { BotPathData, GameReview, SolverOptions } from '../protocol.js';
import type { Space } from './positions.js';
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
  const matrix = buildPatternMatrix(words.guesses, words.answers);
  const config = {
    ...gameConfig(words, matrix, { hard: options.hard, ...(weights ? { weights } : {}) }),
    ...(progress ? { progress } : {}),
  };
  const a = analyzeGame(config, history, strategy, oracle === undefined ? {} : { exact: oracle });
  const { skill, luck, actualBits, expectedBits } = a.summary;
  const guessesLost = a.summary.exactTurns > 0 ? a.summary.guessesLost : null;
  const chanceLost = a.summary.exactTurns > 0 ? a.summary.chanceLost : null;
  const wide = a.turns.find((t) => t.widened);
  const widened = wide === undefined ? null : `turn ${wide.turn}: ${widenedLine(wide.after)}`;
  const turns = a.turns.map(turnReview);
  const bot = oracle === undefined ? null : botPath(config, strategy, history);
  return { turns, skill, luck, actualBits, expectedBits, guessesLost, chanceLost, widened, bot };
}

/** The strategy's own game for the answer of a solved history (the engine's `solve`), or null. */
function botPath(config: GameConfig, strategy: Strategy, history: History): BotPathData | null {
  const last = history.at(-1);
  if (last === undefined || last.pattern !== 3 ** last.guess.length - 1) return null;
  const r = solve(config, strategy, last.guess);
  const steps = r.steps.map((t) => ({ ...t, widened: t.widened === true }));
  return { strategy: strategy.name, status: r.status, steps };
}
