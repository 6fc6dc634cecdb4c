// One opening's exact value under the history prior, side by side with equal weights (issue 49): the
// exact search's value of each of ten openings played first on today's NYT lists, once with every
// likely answer equally likely and once under the history prior of the day after the shipped history
// (the prior of every later day while no day is added), each in a fresh process (an empty memo) on one
// thread, one right after the other so that both see the same load. Prints the CPU time of each, their
// ratio, the median and the spread; asserts nothing.
//
//   npm run bench:openers-prior                    # normal mode, the ten openings below
//   npm run bench:openers-prior -- --hard          # hard mode
//   npm run bench:openers-prior -- --only sater,tarse
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildPatternMatrix } from '../dist/core/matrix.js';
import { builtinWordSet } from '../dist/data/lists.js';
import { priorSpace } from '../dist/engine/game/prior.js';
import { builtinHistory } from '../dist/engine/history/answers.js';
import { rootPosition } from '../dist/search/position/position.js';
import { ExactPlay } from '../dist/search/exact-play.js';
import { arg } from './peer.mjs';

// The weighted entropy's first choices under the prior (SATER) and the equal-weights table's best
// (TARSE, SALET), then first words players use, from strong to weak (ADIEU).
const OPENERS = ['sater', 'tarse', 'salet', 'crane', 'slate', 'trace', 'raise', 'soare', 'stare', 'adieu'];

/** Child: the value of one opening under one prior, and the CPU it took, as one JSON line. */
function child(word, prior, hard) {
  const words = builtinWordSet('nyt');
  const matrix = buildPatternMatrix(words.guesses, words.answers);
  const history = builtinHistory();
  const day = history.at(-1).day + 1; // the first day after the shipped history
  const space = prior === 'history' ? priorSpace(words, 'history', undefined, { history, day }) : { words };
  const play = new ExactPlay(words, { matrix, ...(space.weights ? { weights: space.weights } : {}) });
  const position = rootPosition(words, { hard, maxGuesses: 6 });
  const c0 = process.cpuUsage();
  const [value] = play.guessValues(position, [word]);
  const c = process.cpuUsage(c0);
  const o = play.outcome(position, value);
  console.log(JSON.stringify({ cpu: (c.user + c.system) / 1e6, expected: o.expectedGuesses, won: o.winChance }));
}

if (process.argv[2] === '--child') {
  child(process.argv[3], process.argv[4], process.argv[5] === 'hard');
} else {
  const hard = process.argv.includes('--hard');
  const only = arg('--only');
  const openers = only === undefined ? OPENERS : only.split(',');
  const self = fileURLToPath(import.meta.url);
  const run = (word, prior) =>
    JSON.parse(execFileSync(process.execPath, [self, '--child', word, prior, hard ? 'hard' : 'normal']).toString());
  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 === 1 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  console.log(
    `${openers.length} openings, today's NYT lists (3158 likely answers), ${hard ? 'hard' : 'normal'} mode; one thread, a fresh process each; load ${loadavg()[0].toFixed(1)}`,
  );
  console.log('opening  equal: exp.   CPU s   history: exp.   CPU s   ratio');
  const rows = [];
  for (const word of openers) {
    const even = run(word, 'uniform');
    const prior = run(word, 'history');
    const ratio = prior.cpu / even.cpu;
    rows.push({ word, even, prior, ratio });
    console.log(
      `${word.padEnd(7)}  ${even.expected.toFixed(4).padStart(11)}  ${even.cpu.toFixed(1).padStart(6)}  ${prior.expected.toFixed(4).padStart(14)}  ${prior.cpu.toFixed(1).padStart(6)}  ${ratio.toFixed(2).padStart(5)}`,
    );
  }
  const stat = (xs, f) => `median ${f(median(xs))}, least ${f(Math.min(...xs))}, most ${f(Math.max(...xs))}`;
  const s = (x) => `${x.toFixed(1)} s`;
  console.log(
    `equal weights, CPU: ${stat(
      rows.map((r) => r.even.cpu),
      s,
    )}`,
  );
  console.log(
    `history prior, CPU: ${stat(
      rows.map((r) => r.prior.cpu),
      s,
    )}`,
  );
  console.log(
    `history / equal: ${stat(
      rows.map((r) => r.ratio),
      (x) => `${x.toFixed(2)}×`,
    )}`,
  );
  console.log(
    `(load average at the end ${loadavg()[0].toFixed(1)}: a shared machine's figures; the ratio is the one to compare)`,
  );
}
