// Run by bench/interactive.mjs in a fresh process: the suggestions after HISTORY (today's NYT lists,
// equal weights, or with --history the history prior of the day after the shipped history, as
// `wordle suggest` weighs today's; the optimal strategy within the CLI's budget), asked as `wordle
// suggest` asks them (a session over a lazy matrix: the position's own game), first in this fresh
// process (cold: nothing compiled yet), then twice more with a new session and search each time
// (warm: compiled, the memo empty). Prints one JSON line: { cold, warm } in ms, and the best guess.
//   node bench/cold-search.mjs [--history] crane=bbbby donut=ybbbb levin=bybyb liken=bgbgb
import { parseHistory } from '../dist/core/history.js';
import { lazyMatrix } from '../dist/core/sub-matrix.js';
import { builtinWordSet, DEFAULT_LIST } from '../dist/data/lists.js';
import { INTERACTIVE_BUDGET_MS, optimalStrategy } from '../dist/engine/exact/optimal.js';
import { Session } from '../dist/engine/game/session.js';
import { builtinHistory } from '../dist/engine/history/answers.js';
import { priorSpace } from '../dist/engine/game/prior.js';
import { gameConfig } from '../dist/strategies/context.js';

const words = builtinWordSet(DEFAULT_LIST);
const args = process.argv.slice(2);
const prior = args.includes('--history');
const history = parseHistory(
  args.filter((a) => a !== '--history'),
  5,
);
const day = builtinHistory().at(-1).day + 1;
const weights = prior ? priorSpace(words, 'history', undefined, { history: builtinHistory(), day }).weights : undefined;

/** One question, as the CLI asks it: ms, and the best guess. */
function ask() {
  const config = gameConfig(words, lazyMatrix(words), weights ? { weights } : {});
  const session = new Session(config, optimalStrategy({ budgetMs: INTERACTIVE_BUDGET_MS }), { widening: false });
  const t = performance.now();
  session.playAll(history);
  const best = session.suggestions(10)[0];
  return { ms: performance.now() - t, best: best?.word, proven: best?.proven === true };
}

const cold = ask();
ask();
const warm = ask();
console.log(JSON.stringify({ cold: cold.ms, warm: warm.ms, best: cold.best, proven: cold.proven }));
