// The real game, day by day (issue 34): replays every NYT puzzle of the history through the
// library's `solve`, each day with only what was known before it, in normal and hard mode, with
// equal weights over the likely answers and with the history prior (--prior history). Prints the
// average guesses, the distribution 1–6 and the losses; asserts nothing.
//
//   npm run bench:history [-- --strategy entropy] [--from DATE|#N] [--to DATE|#N] [--workers N]
//                          [--modes normal,hard] [--priors uniform,history] [--budget-ms MS] [--history FILE]
//
// By default: the CLI's default strategy (optimal, 3 s a question), the shipped days (#0, 2021-06-19,
// to #1807, 2026-05-31), two workers. Later days are kept apart to check the result: add them with
// --history FILE (DATE WORD lines, e.g. the file `wordle history update` keeps) and --from/--to.
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { builtinWordSet } from '../dist/data/lists.js';
import { INTERACTIVE_BUDGET_MS } from '../dist/engine/exact/optimal.js';
import { builtinHistory, mergeAnswerHistory, parseAnswerHistory } from '../dist/engine/history/answers.js';
import { parsePuzzle, puzzleLabel } from '../dist/engine/history/numbering.js';

const { values: opt } = parseArgs({
  options: {
    strategy: { type: 'string', default: 'optimal' },
    from: { type: 'string', default: '#0' },
    to: { type: 'string' },
    workers: { type: 'string', default: String(Math.min(2, availableParallelism())) },
    modes: { type: 'string', default: 'normal,hard' },
    priors: { type: 'string', default: 'uniform,history' },
    'budget-ms': { type: 'string', default: String(INTERACTIVE_BUDGET_MS) },
    history: { type: 'string' },
  },
});

const shipped = builtinHistory();
let history = shipped;
if (opt.history !== undefined) {
  const added = parseAnswerHistory(readFileSync(opt.history, 'utf8'), opt.history, builtinWordSet('nyt'));
  history = mergeAnswerHistory(shipped, added, opt.history).history;
}
const from = parsePuzzle(opt.from, '--from');
const to = opt.to === undefined ? shipped.at(-1).day : parsePuzzle(opt.to, '--to');
const days = history.filter((e) => e.day >= from && e.day <= to);
const modes = opt.modes.split(',').map((m) => m === 'hard');
const priors = opt.priors.split(',');
const tasks = priors.flatMap((prior) =>
  modes.flatMap((hard) => days.map((e) => ({ day: e.day, answer: e.word, prior, hard }))),
);
const workers = Math.max(1, Number(opt.workers));
const budget = opt.strategy === 'optimal' ? `, ${opt['budget-ms']} ms a question` : '';
console.log(
  `node ${process.version}, ${availableParallelism()} cores, ${workers} workers; strategy ${opt.strategy}${budget}; ` +
    `today's NYT list (3158 likely answers, 14855 accepted)`,
);
console.log(
  `${days.length} puzzles, ${puzzleLabel(days[0].day)} to ${puzzleLabel(days.at(-1).day)}, each with the days before it`,
);

const results = new Map(); // "prior mode" → [{ status, guesses }]
const start = performance.now();
let done = 0;
let lastReport = start;

/** One progress line on stderr, at most every 10 s. */
function progress(force = false) {
  const now = performance.now();
  if (!force && now - lastReport < 10_000) return;
  lastReport = now;
  const s = (now - start) / 1000;
  const eta = done === 0 ? '?' : ((s / done) * (tasks.length - done)).toFixed(0);
  process.stderr.write(`  ${done}/${tasks.length} games, ${s.toFixed(0)} s, about ${eta} s to go\n`);
}

await new Promise((resolve, reject) => {
  let next = 0;
  let live = 0;
  const give = (w) => {
    if (next < tasks.length) w.postMessage(tasks[next++]);
    else w.terminate().then(() => --live === 0 && resolve(), reject);
  };
  for (let i = 0; i < Math.min(workers, tasks.length); i++) {
    live++;
    const w = new Worker(new URL('./history-worker.mjs', import.meta.url), {
      workerData: { strategy: opt.strategy, budgetMs: Number(opt['budget-ms']), history },
    });
    w.on('error', reject);
    w.on('message', (m) => {
      if (m.ready !== true) {
        const key = `${m.prior} ${m.hard ? 'hard' : 'normal'}`;
        if (!results.has(key)) results.set(key, []);
        results.get(key).push(m);
        done++;
        progress();
      }
      give(w);
    });
  }
});
progress(true);

console.log('prior     mode     games  average      1      2      3      4      5      6  lost  ms/game');
const averages = new Map();
for (const prior of priors) {
  for (const hard of modes) {
    const mode = hard ? 'hard' : 'normal';
    const rs = results.get(`${prior} ${mode}`) ?? [];
    const hist = [1, 2, 3, 4, 5, 6].map((k) => rs.filter((r) => r.status === 'solved' && r.guesses === k).length);
    const lost = rs.filter((r) => r.status !== 'solved').length;
    const avg = rs.reduce((s, r) => s + (r.status === 'solved' ? r.guesses : 7), 0) / rs.length; // a loss: 7, as X/6
    const ms = rs.reduce((s, r) => s + r.ms, 0) / rs.length;
    averages.set(`${prior} ${mode}`, avg);
    console.log(
      `${prior.padEnd(8)}  ${mode.padEnd(6)}  ${String(rs.length).padStart(6)}  ${avg.toFixed(4).padStart(7)}  ` +
        `${hist.map((c) => String(c).padStart(5)).join('  ')}  ${String(lost).padStart(4)}  ${ms.toFixed(0).padStart(7)}`,
    );
  }
}
for (const hard of modes) {
  const mode = hard ? 'hard' : 'normal';
  const u = averages.get(`uniform ${mode}`);
  const h = averages.get(`history ${mode}`);
  if (u !== undefined && h !== undefined) {
    console.log(
      `history − uniform, ${mode}: ${(h - u).toFixed(4)} guesses a game (${((h - u) * days.length).toFixed(0)} over ${days.length} games)`,
    );
  }
}
const words = new Map(days.map((e) => [e.day, e.word]));
for (const [key, rs] of results) {
  for (const r of rs.filter((x) => x.status !== 'solved').sort((a, b) => a.day - b.day)) {
    console.log(`lost (${key}): ${puzzleLabel(r.day)} ${words.get(r.day).toUpperCase()}`);
  }
}
console.log(`(average: guesses until found, a lost game counting 7 as X/6 does; lost: not found within 6)`);
console.log(`${((performance.now() - start) / 1000).toFixed(0)} s in all`);
