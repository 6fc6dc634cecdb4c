// Interactive speed (issue 50), as ratios to references timed side by side in the same run (this
// machine's speed varies, and other work may load it): whole processes of `wordle` questions
// against `wordle --version`; `wordle bench` against the naive C reference (../shared/peers/naive-c);
// the first search of a fresh process (cold) beside the same search once compiled (warm). Each
// round runs every command once, in turn; the figures are medians over the rounds, and a ratio is
// the median of each round's own ratio. Prints figures; asserts nothing. Part of `npm run bench`;
// alone: node bench/interactive.mjs [--rounds N] (after npm run build).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg, naiveC } from './peer.mjs';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const COLD = fileURLToPath(new URL('./cold-search.mjs', import.meta.url));
const ROUNDS = Number(arg('--rounds') ?? 7);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
// The matrix cache of these runs: their own folder (the first round fills it, as a user's first run would).
const cache = mkdtempSync(join(tmpdir(), 'wordle-bench-cache-'));
const env = { ...process.env, XDG_CACHE_HOME: cache };

/** Wall seconds of one whole process. */
function run(cmd, args) {
  const t = performance.now();
  const r = spawnSync(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
  return (performance.now() - t) / 1000;
}

/**
 * `rows` ([label, command, args]) timed in `ROUNDS` rounds after one that is not counted, each
 * against the first row: per row the median seconds and the median of its per-round ratio.
 */
function sideBySide(rows) {
  for (const [, cmd, args] of rows) run(cmd, args);
  const times = rows.map(() => []);
  for (let r = 0; r < ROUNDS; r++) rows.forEach(([, cmd, args], i) => times[i].push(run(cmd, args)));
  return rows.map(([label], i) => ({
    label,
    seconds: median(times[i]),
    ratio: median(times[i].map((t, r) => t / times[0][r])),
  }));
}

const PIPED = ['crane=bbbby', 'donut=ybbbb', 'levin=bybyb', 'liken=bgbgb'];
const wordle = (...args) => [process.execPath, [CLI, ...args]];

console.log(`\ninteractive speed: whole processes against \`wordle --version\` (${ROUNDS} rounds, medians):`);
const questions = sideBySide([
  ['wordle --version', ...wordle('--version')],
  ['wordle suggest tarse=bybyy', ...wordle('suggest', 'tarse=bybyy')],
  [`wordle suggest ${PIPED.join(' ')}`, ...wordle('suggest', ...PIPED)],
  ['wordle suggest (the start, history prior)', ...wordle('suggest')],
  ['wordle suggest --prior uniform (the start, its table)', ...wordle('suggest', '--prior', 'uniform')],
]);
for (const q of questions) {
  console.log(`  ${q.label.padEnd(58)} ${q.seconds.toFixed(3)} s  ${q.ratio.toFixed(2)}×`);
}

const naive = naiveC();
const job = ['bench', '--list', 'classic', '--strategy', 'entropy', '--first', 'soare'];
if (naive === undefined) {
  console.log('wordle bench against the naive C reference: ../shared/peers/naive-c not found');
} else {
  console.log(`\n\`wordle ${job.join(' ')}\` against the naive C reference, the same job (${ROUNDS} rounds):`);
  const [c, ours] = sideBySide([
    ['naive C (one thread)', naive.bin, naive.args],
    [`wordle ${job.join(' ')}`, ...wordle(...job)],
  ]);
  console.log(`  ${c.label.padEnd(58)} ${c.seconds.toFixed(3)} s`);
  console.log(`  ${ours.label.padEnd(58)} ${ours.seconds.toFixed(3)} s  ${ours.ratio.toFixed(2)}×`);
}

console.log(
  `\nthe first search of a fresh process (cold) and the same search compiled (warm), ms, medians of ${ROUNDS}:`,
);
const SEARCHES = [['tarse=bybyy'], PIPED, ['suite=bbbby', 'fecal=bybbb', 'quoth=bbybb']];
for (const [history, prior] of SEARCHES.flatMap((h) => [
  [h, []],
  [h, ['--history']],
])) {
  const runs = Array.from({ length: ROUNDS }, () => {
    const r = spawnSync(process.execPath, [COLD, ...prior, ...history], { env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`cold-search ${history.join(' ')} failed: ${r.stderr}`);
    return JSON.parse(r.stdout);
  });
  const { best, proven } = runs[0];
  const under = prior.length > 0 ? ', history prior' : '';
  const label = `${history.join(' ')} (${best.toUpperCase()}${proven ? ', proven' : ''}${under})`;
  const [cold, warm] = [median(runs.map((r) => r.cold)), median(runs.map((r) => r.warm))];
  console.log(`  ${label.padEnd(74)} cold ${cold.toFixed(0)}, warm ${warm.toFixed(0)}`);
}
rmSync(cache, { recursive: true, force: true });
