// Hard-mode openers that cannot win every game (issue 33): `wordle openings show WORD --hard` on
// today's NYT lists computes the fewest answers such an opener loses, then its least total. Each
// opener is computed from scratch (an empty cache) as a whole process, and the reference solver
// (Alex Selby's, ../shared/peers/selby: `wordle -w WORD -H`) is run on the same opener just before,
// so that both see the same load; the reference stops at the first outcome it cannot finish, so for
// these openers it only says "infinite". Prints a table of wall and CPU times, the fewest losses and
// the total, the median and the worst; asserts nothing.
//
// The openers: CRANE, then a seeded sample of the openers the shipped hard-mode table says cannot
// win every game (its wins-all column: data/openings/nyt-hard.tsv.gz, format 3).
//
//   npm run build && node bench/openers-win.mjs                 # CRANE and 8 sampled losing openers
//   node bench/openers-win.mjs --sample 12 --seed 2             # another sample
//   node bench/openers-win.mjs --only crane,salet [--no-peer]   # these openers only
//   node bench/openers-win.mjs --classes crane                  # where the time goes: each outcome of CRANE
//                                                               # under the 'total' search, then the 'win'
//                                                               # search where it cannot finish (one thread)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinWordSet } from '../dist/data/lists.js';
import { readOpeningsFile } from '../dist/node/openings-file.js';
import { shippedOpeningsPath } from '../dist/node/openings-text.js';
import { INFEASIBLE } from '../dist/search/bounds/closed-form.js';
import { defaultKernel } from '../dist/search/exact-play.js';
import { PositionSplitter, rootPosition } from '../dist/search/position/position.js';
import { Searcher } from '../dist/search/solver/searcher.js';
import { arg, peerBinary } from './peer.mjs';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const TIME = '/usr/bin/time';
const words = builtinWordSet('nyt');

/** A whole process: wall seconds, CPU seconds (user + system, by /usr/bin/time), stdout. */
function measure(cmd, args, options = {}) {
  const t = performance.now();
  const r = spawnSync(TIME, ['-f', '%U %S', cmd, ...args], { ...options, encoding: 'utf8', maxBuffer: 1 << 28 });
  const wall = (performance.now() - t) / 1000;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
  const [user, sys] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { wall, cpu: user + sys, out: r.stdout };
}

const sec = (x) => `${x.toFixed(1)} s`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** CRANE, then `--sample N` openers (seeded by `--seed`) the shipped table says cannot win every game. */
function openers() {
  const only = arg('--only');
  if (only !== undefined) return only.split(',');
  const table = readOpeningsFile(shippedOpeningsPath('nyt', 'hard'));
  const losing = table.entries.filter((e) => e.winsAll === false && e.word !== 'crane').map((e) => e.word);
  if (losing.length === 0)
    throw new Error('the shipped nyt-hard table says of no opener that it cannot win: pass --only');
  let x = Number(arg('--seed') ?? 1) >>> 0;
  const random = () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const picked = new Set();
  const n = Math.min(Number(arg('--sample') ?? 8), losing.length);
  while (picked.size < n) picked.add(losing[Math.floor(random() * losing.length)]);
  return ['crane', ...[...picked].sort()];
}

/** Ours: `openings show WORD --hard --json` with an empty cache. */
function ours(word) {
  const cache = mkdtempSync(join(tmpdir(), 'wordle-bench-openers-win-'));
  try {
    const r = measure(process.execPath, [CLI, 'openings', 'show', word, '--hard', '--json'], {
      env: { ...process.env, XDG_CACHE_HOME: cache },
    });
    const json = JSON.parse(r.out);
    if (json.from !== 'computed') throw new Error(`${word}: not computed (from ${json.from})`);
    return { ...r, lost: json.fewestLost, total: json.total };
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

/** The reference on the package's lists, written to a temporary folder. */
function peerRunner() {
  if (process.argv.includes('--no-peer')) return undefined;
  const peer = peerBinary();
  if (peer === undefined) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'wordle-bench-peer-lists-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'nyt_all'), `${words.guesses.join('\n')}\n`);
  writeFileSync(join(dir, 'nyt_hidden'), `${words.answers.join('\n')}\n`);
  return (word) => {
    const r = measure(peer, ['-a', join(dir, 'nyt_all'), '-h', join(dir, 'nyt_hidden'), '-w', word, '-H'], {
      cwd: dirname(peer),
    });
    const m = new RegExp(`First guess ${word}\\s*=\\s*(\\d+)`, 'u').exec(r.out);
    return { ...r, value: m ? Number(m[1]) : NaN };
  };
}

/** Where the time of one opener goes: each outcome under 'total', then 'win' where it cannot finish. */
function classes(word) {
  const position = rootPosition(words, { hard: true });
  const kernel = defaultKernel(words);
  const make = (objective) => new Searcher(words, undefined, { hard: true, objective, ...(kernel ? { kernel } : {}) });
  const [total, win] = [make('total'), make('win')];
  const rows = [];
  for (const c of new PositionSplitter(words).split(position, word).children) {
    const t0 = process.cpuUsage();
    const n0 = total.nodes;
    const v = total.value(c.position, INFEASIBLE + 1);
    const cpuOf = (u) => (u.user + u.system) / 1e6;
    const row = {
      answers: c.position.answers.length,
      totalCpu: cpuOf(process.cpuUsage(t0)),
      totalNodes: total.nodes - n0,
    };
    if (v >= INFEASIBLE) {
      const t1 = process.cpuUsage();
      const n1 = win.nodes;
      const split = win.valuation.split(win.value(c.position, win.none));
      Object.assign(row, { lost: split.lost, winCpu: cpuOf(process.cpuUsage(t1)), winNodes: win.nodes - n1 });
    }
    rows.push(row);
  }
  rows.sort((a, b) => b.totalCpu + (b.winCpu ?? 0) - a.totalCpu - (a.winCpu ?? 0));
  const all = rows.reduce((s, r) => s + r.totalCpu + (r.winCpu ?? 0), 0);
  console.log(
    `${word.toUpperCase()} in hard mode: ${rows.length} outcomes, ${sec(all)} of CPU in one thread; the costliest:`,
  );
  console.log('answers  total search (CPU, nodes)  lost  win search (CPU, nodes)');
  for (const r of rows.slice(0, 12)) {
    const w =
      r.lost === undefined
        ? ''
        : `${String(r.lost).padStart(4)}  ${sec(r.winCpu).padStart(8)} ${String(r.winNodes).padStart(8)}`;
    console.log(
      `${String(r.answers).padStart(7)}  ${sec(r.totalCpu).padStart(8)} ${String(r.totalNodes).padStart(10)}        ${w}`,
    );
  }
}

console.log(
  `machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, node ${process.version}; load average ${loadavg()[0].toFixed(1)} at the start`,
);
const only = arg('--classes');
if (only !== undefined) {
  for (const w of only.split(',')) classes(w);
} else {
  const peer = peerRunner();
  console.log(`reference: ${peer === undefined ? 'not run' : 'Selby (wordle -w WORD -H)'}`);
  console.log('opener  lost  total  ours wall  ours CPU  reference  ref. wall');
  const walls = [];
  for (const w of openers()) {
    const p = peer?.(w);
    const o = ours(w);
    if (w !== 'crane') walls.push(o.wall);
    const ref = p === undefined ? '-' : p.value >= 1_000_000_000 ? 'infinite' : String(p.value);
    console.log(
      `${w.padEnd(6)} ${String(o.lost).padStart(5)} ${String(o.total).padStart(6)} ${sec(o.wall).padStart(10)} ${sec(o.cpu).padStart(9)} ${ref.padStart(10)} ${p === undefined ? '-' : sec(p.wall).padStart(9)}`,
    );
  }
  if (walls.length > 0)
    console.log(`sampled openers (CRANE aside): median ${sec(median(walls))} wall, worst ${sec(Math.max(...walls))}`);
}
