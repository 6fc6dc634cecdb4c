// `wordle openings show salet` as a whole process (issue 13: under 100 ms, without a search), next
// to Node's own start (`node -e 0`) on the same machine in the same run. Prints figures; asserts
// nothing. Run after `npm run build`: `npm run bench:openings [-- --runs N]`.
//
// It reads the shipped table (data/openings/classic-normal.tsv.gz). Until that table is computed, it
// times a PLACEHOLDER table of the same size (12972 lines, made-up numbers, written to a temporary
// directory and passed with --table) and says so: the time depends on the table's size, not its values.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinWordSet } from '../dist/data/lists.js';
import { openingsTable } from '../dist/engine/openings/table.js';
import { formatOpeningsTable } from '../dist/engine/openings/codec/write.js';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const SHIPPED = fileURLToPath(new URL('../data/openings/classic-normal.tsv.gz', import.meta.url));
const i = process.argv.indexOf('--runs');
const runs = i < 0 ? 41 : Number(process.argv[i + 1]);

let tmp;
let args = ['openings', 'show', 'salet'];
let what = 'the shipped table data/openings/classic-normal.tsv.gz';
if (!existsSync(SHIPPED)) {
  const words = builtinWordSet('classic');
  const entry = (word, k) =>
    k < 105
      ? { word, total: 7920 + (k >> 1), lowerBound: 7920 + (k >> 1), proven: true, version: '0.1.0' }
      : { word, total: null, lowerBound: 8015 + (k % 400), proven: true, version: '0.1.0' };
  const order = ['salet', ...words.guesses.filter((w) => w !== 'salet')];
  const meta = {
    list: 'classic',
    checksum: words.checksum,
    answers: 2315,
    guesses: 12972,
    mode: 'normal',
    maxGuesses: 6,
    cutoff: 8015,
    version: '0.1.0',
    computed: 'PLACEHOLDER for bench/openings-show.mjs: made-up numbers',
  };
  tmp = mkdtempSync(join(tmpdir(), 'openings-bench-'));
  const file = join(tmp, 'placeholder.tsv');
  writeFileSync(file, formatOpeningsTable(openingsTable(meta, order.map(entry))));
  args = [...args, '--table', file];
  what = 'a PLACEHOLDER table of the same size (no shipped table yet)';
}

/** Wall time of one whole process, ms. */
function once(cmd, argv, env) {
  const t0 = performance.now();
  const r = spawnSync(cmd, argv, { encoding: 'utf8', env });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${argv.join(' ')} failed: ${r.stderr}`);
  return ms;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const stats = (xs) =>
  `median ${median(xs).toFixed(0)} ms, min ${Math.min(...xs).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;

// NODE_EXTRA_CA_CERTS makes Node read and parse a certificate file before it runs any code (about
// 60 ms on this machine, whose environment sets it): timed both ways when it is set.
const envs = [['as set here', process.env]];
if (process.env.NODE_EXTRA_CA_CERTS !== undefined) {
  const { NODE_EXTRA_CA_CERTS: _, ...rest } = process.env;
  envs[0][0] = `with NODE_EXTRA_CA_CERTS=${process.env.NODE_EXTRA_CA_CERTS}`;
  envs.push(['without NODE_EXTRA_CA_CERTS (as on most machines)', rest]);
}
console.log(
  `machine: ${cpus()[0]?.model ?? 'unknown'}, ${cpus().length} cores, node ${process.version}; ${runs} runs each`,
);
console.log(`table: ${what}`);
once(process.execPath, [CLI, ...args], process.env); // warm the disk cache
for (const [label, env] of envs) {
  const node = [];
  const show = [];
  for (let k = 0; k < runs; k++) {
    // Interleaved, so that both see the same load.
    node.push(once(process.execPath, ['-e', '0'], env));
    show.push(once(process.execPath, [CLI, ...args], env));
  }
  console.log(`\n${label}:`);
  console.log(`  node -e 0                      ${stats(node)}`);
  console.log(`  wordle ${args.slice(0, 3).join(' ')}     ${stats(show)}`);
  console.log(
    `  difference of the medians: ${(median(show) - median(node)).toFixed(0)} ms; the whole process ${median(show) < 100 ? 'is' : 'is not'} under 100 ms`,
  );
}
console.log(`\n${execFileSync(process.execPath, [CLI, ...args], { encoding: 'utf8' }).split('\n')[0]}`);
if (tmp !== undefined) rmSync(tmp, { recursive: true, force: true });
