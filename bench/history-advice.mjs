// The default advice on today's game after an opener (issue 33: "any position after TARSE with a
// prior: within the interactive budget, proven, for at least 99% of the answers"): the history prior
// for the day given (default 2026-11-26), every outcome of the opener asked as `wordle suggest` asks
// it (a fresh session, the CLI's 3 s budget), proven or not. Prints figures; asserts nothing.
//   npm run build && node bench/history-advice.mjs [DATE] [OPENER]     # e.g. 2026-11-26 sater
import { buildPatternMatrix } from '../dist/core/matrix.js';
import { scoreGuess } from '../dist/core/pattern.js';
import { formatFeedback } from '../dist/core/feedback.js';
import { builtinWordSet } from '../dist/data/lists.js';
import { INTERACTIVE_BUDGET_MS, optimalStrategy } from '../dist/engine/exact/optimal.js';
import { Session } from '../dist/engine/game/session.js';
import { priorSpace } from '../dist/engine/game/prior.js';
import { builtinHistory } from '../dist/engine/history/answers.js';
import { puzzleNumber } from '../dist/engine/history/numbering.js';
import { gameConfig } from '../dist/strategies/context.js';
const words = builtinWordSet('nyt');
const matrix = buildPatternMatrix(words.guesses, words.answers);
const day = puzzleNumber(process.argv[2] ?? '2026-11-26');
const opener = process.argv[3] ?? 'tarse';
const space = priorSpace(words, 'history', undefined, { history: builtinHistory(), day });
const config = gameConfig(words, matrix, { weights: space.weights });
const groups = new Map();
for (let a = 0; a < words.answers.length; a++) {
  const p = scoreGuess(opener, words.answers[a]);
  if (!groups.has(p)) groups.set(p, []);
  groups.get(p).push(a);
}
let proven = 0;
let n = 0;
const open = [];
const times = [];
for (const [p, ids] of groups) {
  if (p === 242) {
    proven += ids.length;
    n += ids.length;
    continue;
  }
  const s = new Session(config, optimalStrategy({ budgetMs: INTERACTIVE_BUDGET_MS }), { widening: false });
  s.play({ guess: opener, pattern: p });
  const t = performance.now();
  const top = s.suggestions(10);
  times.push(performance.now() - t);
  n += ids.length;
  if (top[0]?.proven === true) proven += ids.length;
  else open.push(`${formatFeedback(p, 5)} (${ids.length})`);
}
times.sort((a, b) => a - b);
console.log(
  `history prior for #${day}, after ${opener.toUpperCase()}: ${groups.size} outcomes; proven for ${proven} of ${n} answers (${((100 * proven) / n).toFixed(1)}%); median ${times[times.length >> 1].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms; not proven: ${open.join(', ') || 'none'}`,
);
