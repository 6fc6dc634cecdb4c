// On-demand openers (issue 21): `wordle openings show WORD [--hard] --list classic` for openings the
// shipped tables hold only a bound for, each computed from scratch (an empty cache), side by side
// with the reference solver (Alex Selby's, ../shared/peers/selby: `wordle -w WORD [-H]`), both as
// whole processes on the same machine, one after the other for each opening so that both see the
// same load. Prints a table of wall and CPU times, the ratio, the median and the worst case, and
// whether the totals agree; asserts nothing.
//
// With `--list nyt`, openings outside today's NYT tables (normal: every total below 11354 is in
// it; hard: below 11628, TARSE alone), each also checked against the published complete tables of that list.
//
//   npm run bench:openers                          # builds, finds or builds the reference, runs all
//   npm run bench:openers -- --peer PATH           # the reference binary (its word lists beside it)
//   npm run bench:openers -- --only adieu,moist    # these openings only (normal and hard as listed)
//   npm run bench:openers -- --list nyt [--no-peer] # today's NYT lists (the reference gets the package's lists)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinWordSet } from '../dist/data/lists.js';
import { shippedOpeningsPath } from '../dist/node/openings-text.js';
import { arg, peerBinary } from './peer.mjs';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

// Openings outside the shipped classic tables (normal: every total below 8015 is in it; hard: 8221),
// across the range of values (the reference's normal totals: STAIR 8039 … ADIEU 8370), and first
// words players use (ADIEU, HOUSE, ABOUT).
const OPENERS = [
  ['stair', false],
  ['share', false],
  ['spine', false],
  ['great', false],
  ['moist', false],
  ['cloud', false],
  ['house', false],
  ['media', false],
  ['about', false],
  ['adieu', false],
  ['stair', true],
  ['moist', true],
  ['house', true],
  ['adieu', true],
];
// Openings outside today's NYT tables, with their published totals over its 3158 likely answers
// (Alex Selby, github.com/alex1770/wordle, results_easy_nyt20230701 and results_hard_nyt20230701;
// LOST: cannot win every game). The same first words, where they stay outside the tables.
const NYT_OPENERS = [
  ['raise', false, 11373],
  ['soare', false, 11402],
  ['stair', false, 11422],
  ['spine', false, 11443],
  ['moist', false, 11472],
  ['cloud', false, 11536],
  ['media', false, 11647],
  ['house', false, 11673],
  ['about', false, 11758],
  ['adieu', false, 11815],
  ['spine', true, 11880],
  ['moist', true, 11915],
  ['about', true, 12146],
  ['adieu', true, 1_000_000_000],
];
const list = arg('--list') ?? 'classic';
if (list !== 'classic' && list !== 'nyt') throw new Error(`--list ${list}: classic or nyt`);
const only = arg('--only')?.split(',');
/** Whether the package ships the table of the list in that mode (a clone without the data skips that mode). */
const shipped = (hard) => existsSync(shippedOpeningsPath(list, hard ? 'hard' : 'normal'));
for (const hard of [false, true]) {
  if (!shipped(hard)) console.log(`(no ${list} table in ${hard ? 'hard' : 'normal'} mode in this package: skipped)`);
}
const runs = (list === 'nyt' ? NYT_OPENERS : OPENERS).filter(
  ([w, hard]) => (only === undefined || only.includes(w)) && shipped(hard),
);
/**
 * The reference's word lists for --list: the classic ones beside it (its build copies them), or the
 * package's own nyt lists, the 14855 accepted and the 3158 likely, written to a temporary directory.
 */
function peerLists() {
  if (list !== 'nyt') return ['-a', 'wordlist_orig_all', '-h', 'wordlist_orig_hidden'];
  const nyt = builtinWordSet('nyt');
  const dir = mkdtempSync(join(tmpdir(), 'wordle-bench-peer-lists-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'nyt_all'), `${nyt.guesses.join('\n')}\n`);
  writeFileSync(join(dir, 'nyt_hidden'), `${nyt.answers.join('\n')}\n`);
  return ['-a', join(dir, 'nyt_all'), '-h', join(dir, 'nyt_hidden')];
}

/** A whole process: wall seconds, CPU seconds (user + system, when /usr/bin/time exists), stdout. */
function measure(cmd, args, options = {}) {
  const t = performance.now();
  const r = TIME
    ? spawnSync(TIME, ['-f', '%U %S', cmd, ...args], { ...options, encoding: 'utf8', maxBuffer: 1 << 28 })
    : spawnSync(cmd, args, { ...options, encoding: 'utf8', maxBuffer: 1 << 28 });
  const wall = (performance.now() - t) / 1000;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
  const [user, sys] = TIME ? r.stderr.trim().split('\n').pop().split(' ').map(Number) : [NaN, NaN];
  return { wall, cpu: user + sys, out: r.stdout };
}

const noPeer = process.argv.includes('--no-peer');
const peer = noPeer ? undefined : peerBinary();
const PEER_LISTS = peer === undefined ? [] : peerLists();

/** The reference's total of an opening, from its "First guess WORD = TOTAL" line. */
function runPeer(word, hard) {
  const r = measure(peer, [...PEER_LISTS, '-w', word, ...(hard ? ['-H'] : [])], {
    cwd: dirname(peer),
  });
  const m = new RegExp(`First guess ${word}\\s*=\\s*(\\d+)`, 'u').exec(r.out);
  return { ...r, total: m ? Number(m[1]) : NaN };
}

/** How the reference writes an opening that cannot win every game (hard mode: RAISE, HOUSE). */
const LOST = 1_000_000_000;

/** Ours, from the CLI with an empty cache: the total must be computed now. */
function runOurs(word, hard) {
  const cache = mkdtempSync(join(tmpdir(), 'wordle-bench-openers-'));
  try {
    const args = [CLI, 'openings', 'show', word, '--list', list, '--json', ...(hard ? ['--hard'] : [])];
    const r = measure(process.execPath, args, { env: { ...process.env, XDG_CACHE_HOME: cache } });
    const json = JSON.parse(r.out);
    if (json.from !== 'computed') throw new Error(`${word}: the table holds its total (from ${json.from})`);
    return { ...r, total: json.lost ? LOST : json.total };
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const sec = (x) => `${x.toFixed(1)} s`;

console.log(
  `machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, node ${process.version}; ` +
    `load average ${loadavg()[0].toFixed(1)} at the start; reference: ${peer ?? (noPeer ? 'not run (--no-peer)' : 'not found (pass --peer PATH)')}`,
);
console.log(`${'opening'.padEnd(14)} ${'project'.padEnd(22)} ${'reference'.padEnd(22)} ${'ratio'.padStart(5)}  totals`);
const rows = [];
/** How the totals compare with the reference's (when run) and the published one (when known). */
function agreement(ours, ref, published) {
  const differ = [];
  if (ref !== undefined && ours.total !== ref.total) differ.push(`the reference's ${ref.total}`);
  if (published !== undefined && ours.total !== published) differ.push(`the published ${published}`);
  if (differ.length > 0) return { same: false, text: `DIFFER: ${ours.total} vs ${differ.join(' and ')}` };
  if (ref === undefined && published === undefined) return { same: true, text: '' };
  const also = ref !== undefined && published !== undefined ? ', published too' : '';
  return { same: true, text: `${ref === undefined ? 'published' : 'same'}: ${ours.total}${also}` };
}
for (const [word, hard, published] of runs) {
  const ours = runOurs(word, hard);
  const ref = peer === undefined ? undefined : runPeer(word, hard);
  const { same: agree, text: same } = agreement(ours, ref, published);
  const ratio = ref === undefined ? NaN : ours.wall / ref.wall;
  rows.push({ ours, ref, ratio, same: agree });
  const fmt = (x) => (x === undefined ? '-' : `${sec(x.wall)} (${sec(x.cpu)} CPU)`);
  const label = `${word}${hard ? ' hard' : ''}`;
  console.log(
    `${label.padEnd(14)} ${fmt(ours).padEnd(22)} ${fmt(ref).padEnd(22)} ${(Number.isNaN(ratio) ? '-' : ratio.toFixed(2)).padStart(5)}  ${same}`,
  );
}
const walls = rows.map((r) => r.ours.wall);
console.log(
  `\nproject, wall time per opening: median ${sec(median(walls))}, worst ${sec(Math.max(...walls))} (target: median ≤ 10 s)`,
);
if (peer !== undefined) {
  const ratios = rows.map((r) => r.ratio);
  const cpuRatios = rows.map((r) => r.ours.cpu / r.ref.cpu);
  const refWalls = rows.map((r) => r.ref.wall);
  console.log(`reference, wall time per opening: median ${sec(median(refWalls))}, worst ${sec(Math.max(...refWalls))}`);
  console.log(
    `ratio project/reference, wall: median ${median(ratios).toFixed(2)}, worst ${Math.max(...ratios).toFixed(2)}; ` +
      `CPU: median ${median(cpuRatios).toFixed(2)}, worst ${Math.max(...cpuRatios).toFixed(2)}`,
  );
}
if (peer !== undefined || list === 'nyt') {
  const to = [peer === undefined ? '' : "the reference's", list === 'nyt' ? 'the published' : ''].filter(Boolean);
  console.log(`totals equal in ${rows.filter((r) => r.same).length} of ${rows.length} (to ${to.join(' and ')})`);
}
console.log(`load average ${loadavg()[0].toFixed(1)} at the end (the machine is shared: compare the ratio)`);
