// The cost of the default advice (issue 21/26/33): `wordle suggest` on today's NYT game with the exact
// strategy, and every position a player meets after an opener (TARSE, or the word given: `node
// bench/default-advice.mjs sater`), answered within the CLI's time budget, with equal weights and
// under today's history prior. Prints figures;
// asserts nothing. Run with `npm run bench` (builds first), or alone: node bench/default-advice.mjs.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatFeedback } from '../dist/core/feedback.js';
import { buildPatternMatrix } from '../dist/core/matrix.js';
import { scoreGuess } from '../dist/core/pattern.js';
import { builtinWordSet, DEFAULT_LIST } from '../dist/data/lists.js';
import { INTERACTIVE_BUDGET_MS, optimalStrategy } from '../dist/engine/exact/optimal.js';
import { priorSpace } from '../dist/engine/game/prior.js';
import { Session } from '../dist/engine/game/session.js';
import { builtinHistory } from '../dist/engine/history/answers.js';
import { puzzleNumber } from '../dist/engine/history/numbering.js';
import { gameConfig } from '../dist/strategies/context.js';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Seconds of wall time for the whole process `wordle ARGS` (median of `runs`). */
function wall(args, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    execFileSync(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
    times.push((performance.now() - t) / 1000);
  }
  return median(times);
}

/** The answer-weighted quantile q of per-outcome values (each outcome counted once per answer in it). */
function weighted(rows, key, q) {
  const sorted = [...rows].sort((a, b) => a[key] - b[key]);
  const total = rows.reduce((s, r) => s + r.size, 0);
  let acc = 0;
  for (const r of sorted) if ((acc += r.size) >= q * total) return r[key];
  return sorted.at(-1)[key];
}

const words = builtinWordSet(DEFAULT_LIST);
const builds = [];
let matrix;
let t;
for (let i = 0; i < 5; i++) {
  t = performance.now();
  matrix = buildPatternMatrix(words.guesses, words.answers);
  builds.push(performance.now() - t);
}
console.log(
  `pattern matrix, ${DEFAULT_LIST} ${words.guesses.length} × ${words.answers.length}: ${median(builds).toFixed(0)} ms (median of 5)`,
);
console.log(
  `wordle suggest (the default: exact under the history prior, ${DEFAULT_LIST}): ${wall(['suggest', '--json'], 5).toFixed(2)} s wall (median of 5, whole process)`,
);
console.log(
  `wordle suggest --prior uniform (exact, equal weights: the shipped table): ${wall(['suggest', '--json', '--prior', 'uniform'], 5).toFixed(2)} s wall (median of 5, whole process)`,
);

// Every outcome of the default opener, each asked as the CLI asks it (a new process: a fresh search
// and memo), the top 10 within INTERACTIVE_BUDGET_MS: with equal weights, then under the history
// prior of the day (issue 33: "proven for at least 99% of the answers" after TARSE with a prior).
const opener = process.argv[2] ?? 'tarse';
const groups = new Map();
for (const a of words.answers) groups.set(scoreGuess(opener, a), (groups.get(scoreGuess(opener, a)) ?? 0) + 1);

/** Each outcome's top 10 under `config`, within the budget: its size, time and whether it is proven. */
function afterOpener(config) {
  const rows = [];
  for (const [pattern, size] of groups) {
    const session = new Session(config, optimalStrategy({ budgetMs: INTERACTIVE_BUDGET_MS }), { widening: false });
    session.play({ guess: opener, pattern });
    const t0 = performance.now();
    const top = session.suggestions(10);
    rows.push({ pattern, size, ms: performance.now() - t0, proven: top[0]?.proven === true });
  }
  return rows;
}

/** The figures of `afterOpener`, and the outcomes left with bounds only (largest first). */
function report(label, rows) {
  const n = words.answers.length;
  const proven = rows.filter((r) => r.proven).reduce((s, r) => s + r.size, 0);
  console.log(
    `after ${opener.toUpperCase()}${label} (${rows.length} outcomes, ${n} answers), suggest's top 10 within ${INTERACTIVE_BUDGET_MS} ms: ` +
      `proven for ${proven} of ${n} answers (${((100 * proven) / n).toFixed(1)}%); time per question, answer-weighted: ` +
      `median ${weighted(rows, 'ms', 0.5).toFixed(0)} ms, 90th percentile ${weighted(rows, 'ms', 0.9).toFixed(0)} ms, ` +
      `max ${Math.max(...rows.map((r) => r.ms)).toFixed(0)} ms`,
  );
  const open = rows.filter((r) => !r.proven).sort((a, b) => b.size - a.size);
  console.log(
    `  bounds only (past the budget): ${open.map((r) => `${formatFeedback(r.pattern, 5)} (${r.size})`).join(', ') || 'none'}`,
  );
  return open;
}

const config = gameConfig(words, matrix);
const open = report('', afterOpener(config));
// What the budget cuts short: those outcomes proven without a budget (each in a fresh search).
for (const r of open) {
  const session = new Session(config, optimalStrategy({}), { widening: false });
  session.play({ guess: opener, pattern: r.pattern });
  t = performance.now();
  const best = session.suggestions(10)[0];
  console.log(
    `  ${opener}=${formatFeedback(r.pattern, 5)} (${r.size} answers) without a budget: ` +
      `${best.word.toUpperCase()} ${best.expectedGuesses.toFixed(4)} proven in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
}

// Under today's history prior (the default advice on today's game).
const day = puzzleNumber(new Date().toISOString().slice(0, 10));
const prior = priorSpace(words, 'history', undefined, { history: builtinHistory(), day });
report(`, history prior for #${day}`, afterOpener(gameConfig(words, matrix, { weights: prior.weights })));
