/**
 * A game's review, as `wordle analyze` gives it (loaded the first time one is asked for). Its first
 * turn ranks every allowed guess against every answer: the list's whole matrix is built for it,
 * and dropped after. On today's NYT list, when no likely answer fits, the analysis widens to the
 * accepted words that fit, as the CLI's does (the engine's default widening), and says so.
 */
import { analyzeGame, buildPatternMatrix, gameConfig } from 'wordlekit';
import type { History, Progress, Strategy, TurnOracle } from 'wordlekit';
import { widenedLine } from 'wordlekit/core';
import type { GameReview, SolverOptions } from '../protocol.js';
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
  return { turns, skill, luck, actualBits, expectedBits, guessesLost, chanceLost, widened };
}
