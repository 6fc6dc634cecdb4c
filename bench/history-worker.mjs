// A worker of bench/history.mjs: plays the days it is sent through the library's `solve`, as
// `wordle solve ANSWER --date DATE [--hard] [--prior history]` does, and posts each result back.
import { parentPort, workerData } from 'node:worker_threads';
import { buildPatternMatrix } from '../dist/core/matrix.js';
import { builtinWordSet } from '../dist/data/lists.js';
import { optimalSetup } from '../dist/cli/load.js';
import { priorSpace } from '../dist/engine/game/prior.js';
import { Session } from '../dist/engine/game/session.js';
import { solve } from '../dist/engine/game/solve.js';
import { createStrategy } from '../dist/engine/game/strategies.js';
import { gameConfig } from '../dist/strategies/context.js';

const { strategy: name, budgetMs, history } = workerData;
const words = builtinWordSet('nyt');
const matrix = buildPatternMatrix(words.guesses, words.answers);
const strategies = new Map();
const openings = new Map();

/** The strategy of a mode, made once (the optimal one with the shipped table, as the CLI has it). */
function strategyOf(hard) {
  if (!strategies.has(hard)) {
    const setup = name === 'optimal' ? optimalSetup(words, { hard }, budgetMs) : {};
    strategies.set(hard, createStrategy(name, { seed: 1, ...setup }));
  }
  return strategies.get(hard);
}

/**
 * Play one day. With equal weights every day opens alike, so the opening is found once per mode
 * and passed as `first` (the same guess `solve` would find); the history prior's weights change
 * every day, and so may its opening.
 */
function play({ day, answer, prior, hard }) {
  const space = priorSpace(words, prior, undefined, prior === 'history' ? { history, day } : undefined);
  const config = gameConfig(words, matrix, { hard, ...(space.weights ? { weights: space.weights } : {}) });
  const strategy = strategyOf(hard);
  let first;
  if (prior === 'uniform') {
    if (!openings.has(hard)) openings.set(hard, new Session(config, strategy).next());
    first = openings.get(hard);
  }
  const t = performance.now();
  const r = solve(config, strategy, answer, { maxGuesses: 6, ...(first ? { first } : {}) });
  return { day, prior, hard, status: r.status, guesses: r.steps.length, ms: performance.now() - t };
}

parentPort.on('message', (task) => parentPort.postMessage(play(task)));
parentPort.postMessage({ ready: true });
