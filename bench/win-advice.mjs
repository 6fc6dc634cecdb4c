// Playing for the win (issue 33): how fast the advice comes where a loss is possible, and how much
// of the game after the default opener is proven under the frequency prior. Prints figures;
// asserts nothing. Run with `npm run bench` (builds first), or alone: node bench/win-advice.mjs
// [--skip-prior].
//
// 1. Losing endgames with 2 and 3 guesses left on today's NYT lists (random games of
//    test/cli/win.test.ts and others found the same way): the time `wordle suggest` spends from the
//    start of its search (a fresh search and memo, as each run of the CLI has) to its top 10, and
//    `wordle optimal HISTORY`'s; the whole process's wall time beside them.
// 2. `--strategy optimal --prior frequency` after TARSE: every allowed word is a possible answer,
//    weighted by word frequency; each outcome of TARSE asked as the CLI asks it, within its 3 s
//    budget. Each outcome is played on its own answers' matrix (as the web app does), not the
//    14855 × 14855 one the CLI builds, which only changes the set-up, not the search.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatFeedback } from '../dist/core/feedback.js';
import { parseHistory } from '../dist/core/history.js';
import { buildPatternMatrix } from '../dist/core/matrix.js';
import { scoreGuess } from '../dist/core/pattern.js';
import { makeWordSet } from '../dist/core/wordlist.js';
import { builtinWordSet, DEFAULT_LIST } from '../dist/data/lists.js';
import { INTERACTIVE_BUDGET_MS, optimalStrategy } from '../dist/engine/exact/optimal.js';
import { bestNextGuesses, exactPosition } from '../dist/engine/exact/position.js';
import { priorSpace } from '../dist/engine/game/prior.js';
import { Session } from '../dist/engine/game/session.js';
import { gameConfig } from '../dist/strategies/context.js';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** CPU time of this process since `start` (a process.cpuUsage()), ms: what a loaded machine's wall times hide. */
const cpuMs = (start) => {
  const u = process.cpuUsage(start);
  return (u.user + u.system) / 1000;
};

/** Positions with no sure win, 2 and 3 guesses left (answers left after them in brackets). */
const ENDGAMES = [
  'crane=bbbby donut=ybbbb levin=bybyb liken=bgbgb', // PIPED, issue 33
  'facet=bybyb slyly=bbbbb ficus=bbbbb tease=bbgbg',
  'marry=bbbbb jerky=bybbb excel=bbbgb ivory=bbybb',
  'focus=bbbyy fetus=bbbyy refer=bbbbb bored=bbbbb',
  'lunge=bbbby entry=ybbbb ranch=bgbbb',
  'agree=ybygb genre=bybyb froze=bybby',
  'might=bbbbb vitro=bbbbb puree=bbbgb',
  'suite=bbbby fecal=bybbb quoth=bbybb',
];

const words = builtinWordSet(DEFAULT_LIST);
const matrix = buildPatternMatrix(words.guesses, words.answers);
const config = gameConfig(words, matrix);

console.log(`losing endgames on ${DEFAULT_LIST} (${words.guesses.length} guesses, ${words.answers.length} answers):`);
for (const h of ENDGAMES) {
  const history = parseHistory(h.split(' '), 5);
  const suggestMs = [];
  const suggestCpu = [];
  const optimalMs = [];
  const optimalCpu = [];
  let top;
  for (let i = 0; i < 3; i++) {
    const session = new Session(config, optimalStrategy({ budgetMs: INTERACTIVE_BUDGET_MS }), { widening: false });
    session.playAll(history);
    let t = performance.now();
    let c = process.cpuUsage();
    top = session.suggestions(10);
    suggestMs.push(performance.now() - t);
    suggestCpu.push(cpuMs(c));
    t = performance.now();
    c = process.cpuUsage();
    bestNextGuesses(words, exactPosition(words, history), 1);
    optimalMs.push(performance.now() - t);
    optimalCpu.push(cpuMs(c));
  }
  const best = top[0];
  const t = performance.now();
  execFileSync(process.execPath, [CLI, 'suggest', ...h.split(' '), '--json'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const wall = (performance.now() - t) / 1000;
  console.log(
    `  ${h} (${best.weight} answers, ${6 - history.length} guesses left): ${best.word.toUpperCase()} wins ` +
      `${best.won} of ${best.weight}${best.proven ? '' : ' (not proven)'}; search ${median(suggestMs).toFixed(0)} ms ` +
      `(${median(suggestCpu).toFixed(0)} ms CPU; suggest's top 10), ${median(optimalMs).toFixed(0)} ms ` +
      `(${median(optimalCpu).toFixed(0)} ms CPU; optimal), median of 3; whole process ${wall.toFixed(2)} s`,
  );
}

if (!process.argv.includes('--skip-prior')) {
  const opener = 'tarse';
  const space = priorSpace(words, 'frequency');
  const all = space.words;
  const w = space.weights;
  const groups = new Map();
  for (let a = 0; a < all.answers.length; a++) {
    const p = scoreGuess(opener, all.answers[a]);
    if (!groups.has(p)) groups.set(p, []);
    groups.get(p).push(a);
  }
  const rows = [];
  for (const [pattern, ids] of groups) {
    if (pattern === 3 ** 5 - 1) continue;
    // The outcome's own game: its answers, then every other allowed word, and their weights.
    const inSet = new Set(ids.map((a) => all.answers[a]));
    const sub = makeWordSet(
      ids.map((a) => all.answers[a]),
      all.guesses.filter((g) => !inSet.has(g)),
    );
    const weights = Float64Array.from(ids, (a) => w[a]);
    const cfg = gameConfig(sub, buildPatternMatrix(sub.guesses, sub.answers), { weights });
    const session = new Session(cfg, optimalStrategy({ budgetMs: INTERACTIVE_BUDGET_MS }), { widening: false });
    session.play({ guess: opener, pattern });
    const t = performance.now();
    const top = session.suggestions(10);
    const ms = performance.now() - t;
    const weight = weights.reduce((s, x) => s + x, 0);
    rows.push({ pattern, size: ids.length, weight, ms, proven: top[0]?.proven === true });
  }
  const n = rows.reduce((s, r) => s + r.size, 0);
  const W = rows.reduce((s, r) => s + r.weight, 0);
  const provenN = rows.filter((r) => r.proven).reduce((s, r) => s + r.size, 0);
  const provenW = rows.filter((r) => r.proven).reduce((s, r) => s + r.weight, 0);
  const ms = rows.map((r) => r.ms);
  console.log(
    `--prior frequency --strategy optimal after ${opener.toUpperCase()} (${rows.length} outcomes, ${n} accepted words ` +
      `but TARSE itself), suggest's top 10 within ${INTERACTIVE_BUDGET_MS} ms: proven for ${provenN} of ${n} words ` +
      `(${((100 * provenN) / n).toFixed(1)}%), ${((100 * provenW) / W).toFixed(1)}% of the prior's weight; ` +
      `${rows.filter((r) => r.proven).length} of ${rows.length} outcomes; median ${median(ms).toFixed(0)} ms a question, ` +
      `max ${Math.max(...ms).toFixed(0)} ms`,
  );
  const provenPattern = new Set(rows.filter((r) => r.proven).map((r) => r.pattern));
  const likely = words.answers.filter((a) => a !== opener);
  const likelyProven = likely.filter((a) => provenPattern.has(scoreGuess(opener, a))).length;
  console.log(
    `  the likely answers' games: ${likelyProven} of ${likely.length} meet a proven position after ${opener.toUpperCase()} ` +
      `(${((100 * likelyProven) / likely.length).toFixed(1)}%)`,
  );
  const open = rows.filter((r) => !r.proven).sort((a, b) => b.size - a.size);
  console.log(
    `  bounds only (past the budget): ${open.map((r) => `${formatFeedback(r.pattern, 5)} (${r.size})`).join(', ') || 'none'}`,
  );
}
