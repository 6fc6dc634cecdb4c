// Performance figures for the README: matrix build time, and `wordle bench` wall times measured
// as whole processes (node start, word lists, matrix, workers). Prints figures; asserts nothing.
// Run with `npm run bench` (builds first).
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildPatternMatrix } from '../dist/core/matrix.js';
import { builtinWordSet } from '../dist/data/lists.js';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function matrixMs(runs = 7) {
  const words = builtinWordSet('classic');
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    buildPatternMatrix(words.guesses, words.answers);
    times.push(performance.now() - t);
  }
  return median(times);
}

function wallSeconds(args, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    execFileSync(process.execPath, [CLI, 'bench', ...args, '--json'], { stdio: ['ignore', 'pipe', 'ignore'] });
    times.push((performance.now() - t) / 1000);
  }
  return median(times);
}

console.log(`node ${process.version}, ${availableParallelism()} cores`);
console.log(`pattern matrix, classic 12972 × 2315: ${matrixMs().toFixed(1)} ms (median of 7)`);
const one = ['--list', 'classic', '--strategy', 'entropy', '--first', 'soare'];
console.log(`wordle bench ${one.join(' ')}: ${wallSeconds(one, 5).toFixed(2)} s wall (median of 5, whole process)`);
const all = ['--list', 'classic', '--strategy', 'all'];
console.log(`wordle bench ${all.join(' ')}: ${wallSeconds(all, 1).toFixed(2)} s wall (one run, whole process)`);
await import('./interactive.mjs');
await import('./default-advice.mjs');
await import('./win-advice.mjs');
