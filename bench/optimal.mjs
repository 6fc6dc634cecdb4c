// Timings of the exact optimal search for the README: `wordle optimal --first salet` in normal and
// hard mode on the classic lists, each as a whole process (node start, lists, matrix, workers),
// plus optionally the ranking of a shortlist of openings. Prints figures; asserts nothing.
// Run with `npm run bench:optimal` (builds first); add `-- --rank` to also rank 20 openings.
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const run = (args) => {
  const t = performance.now();
  const out = execFileSync(process.execPath, [CLI, 'optimal', '--quiet', '--json', ...args], { encoding: 'utf8' });
  return { wallMs: performance.now() - t, ...JSON.parse(out) };
};

console.log(`machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, node ${process.version}`);
for (const [label, args] of [
  ['SALET normal', ['--first', 'salet']],
  ['SALET hard', ['--first', 'salet', '--hard']],
]) {
  const r = run(args);
  console.log(
    `${label.padEnd(13)} total ${r.total} (avg ${r.average.toFixed(4)}, max ${r.max})  ` +
      `search ${r.seconds.toFixed(1)} s, process ${(r.wallMs / 1000).toFixed(1)} s, ` +
      `${r.nodes} nodes, peak rss ${Math.round(r.peakRssMB)} MB, memo ${r.peakMemoMB.toFixed(1)} MB`,
  );
}
if (process.argv.includes('--rank')) {
  const r = run(['--rank', '5', '--among', '20']);
  console.log(`rank 5 of ${r.searched} openings (normal) in ${r.seconds.toFixed(1)} s:`);
  for (const e of r.ranking) console.log(`  ${e.first} ${e.exact ? e.value : `>= ${e.value}`}`);
}
