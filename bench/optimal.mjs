// The exact search side by side with the published reference solver (Alex Selby's, in
// ../shared/peers/selby: MIT C++, one core), both timed as whole processes on the same machine in
// one run, on the classic lists (the reference's; the CLI's default is today's NYT lists). Prints a
// table of wall times and peak memory, and their ratios (ours over the reference's); asserts nothing.
//
//   npm run bench:optimal                      # builds, finds or builds the reference, runs all
//   npm run bench:optimal -- --peer PATH       # the reference binary (its word lists beside it)
//   npm run bench:optimal -- --only positions  # one group: positions, openings, rank, resume, sample
//   npm run bench:optimal -- --only sample --seed 5 --openings 12   # another random sample
//
// Groups: positions (after one or two guesses, normal and hard: issue "exact play"), openings
// (SALET, CRANE, RAISE normal; SALET, CRANE hard), rank (40 good openings with the cutoff 7951,
// `--rank 10 --cutoff 7951` against the reference's `-s -b7951 -t FILE`), resume (a CRANE run
// stopped halfway and resumed from its checkpoint, against a fresh run), sample (a seeded random
// sample of openings, `--openings` of them, default 12, seed `--seed`, default 1: ranked together
// exactly by `wordle openings rank --only FILE --workers 1`, against the reference's `-w WORD` for
// each; CPU time, user + sys, of the processes, and every total compared).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg, peerBinary } from './peer.mjs';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const only = arg('--only');
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/**
 * Run a command as a whole process: wall seconds, and (when /usr/bin/time exists) its CPU seconds
 * (user + sys) and peak RSS in MB; stdout.
 */
function measure(cmd, args, cwd) {
  const t = performance.now();
  const r = TIME
    ? spawnSync(TIME, ['-f', '%U %S %M', cmd, ...args], { cwd, encoding: 'utf8', maxBuffer: 1 << 28 })
    : spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  const wall = (performance.now() - t) / 1000;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
  const [user, sys, rssKb] = TIME ? r.stderr.trim().split('\n').pop().split(' ').map(Number) : [NaN, NaN, NaN];
  return { wall, cpu: user + sys, rss: rssKb / 1024, out: r.stdout };
}

const peer = peerBinary();
const peerDir = peer === undefined ? undefined : dirname(peer);
const peerLists = ['-a', 'wordlist_orig_all', '-h', 'wordlist_orig_hidden'];

/** The reference's total for a state (`salet`, `soare.YGBBB`, …), from its "Best first guess score" line. */
function runPeer(extra) {
  const r = measure(peer, [...peerLists, ...extra], peerDir);
  const m = /Best first guess score\s*=\s*(\d+)/u.exec(r.out);
  return { ...r, total: m ? Number(m[1]) : NaN };
}

function runOurs(args) {
  const r = measure(process.execPath, [CLI, 'optimal', '--list', 'classic', '--quiet', '--json', ...args]);
  return { ...r, json: JSON.parse(r.out) };
}

const rows = [];
function row(label, ours, ref, same) {
  rows.push({ label, ours, ref, same });
  const ratio = ref === undefined ? '' : `${(ours.wall / ref.wall).toFixed(2)}`;
  // Peak memory, ours over the reference's (issue 50: at most 2× on SALET, CRANE normal and SALET hard).
  const mem = ref === undefined || !Number.isFinite(ours.rss / ref.rss) ? '' : `${(ours.rss / ref.rss).toFixed(2)}`;
  const fmt = (x) =>
    x === undefined ? '-' : `${x.wall.toFixed(2)} s ${Number.isFinite(x.rss) ? `${Math.round(x.rss)} MB` : ''}`;
  console.log(
    `${label.padEnd(34)} ${fmt(ours).padEnd(16)} ${fmt(ref).padEnd(16)} ${ratio.padStart(5)} ${mem.padStart(5)}  ${same}`,
  );
}

console.log(
  `machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, node ${process.version}; ` +
    `reference: ${peer ?? 'not found (pass --peer PATH)'}`,
);
console.log(
  `${'run (classic lists)'.padEnd(34)} ${'project'.padEnd(16)} ${'reference'.padEnd(16)} ratio   mem  values`,
);

/** Letters → the reference's state notation: soare=ygbbb → soare.YGBBB. */
const peerState = (tokens) => tokens.map((t) => t.replace(/=(\w+)/u, (_, f) => `.${f.toUpperCase()}`)).join('.');

/** Whether the two totals agree, as the table's last column says it. */
function agreement(ours, ref) {
  if (ref === undefined) return `${ours.json.total}`;
  return ours.json.total === ref.total ? `both ${ref.total}` : `DIFFER ${ours.json.total} vs ${ref.total}`;
}

if (only === undefined || only === 'positions') {
  for (const [tokens, hard] of [
    [['soare=ygbbb'], false],
    [['crane=bbbbb'], false],
    [['crane=bbbbb'], true],
    [['raise=bbbbb'], false],
    [['salet=bbbbb'], true],
    [['parse=bbybb', 'clint=bbyyb'], false],
    [['salet=bbbbb', 'courd=bybyb'], true],
  ]) {
    const ours = runOurs([...tokens, ...(hard ? ['--hard'] : [])]);
    const ref = peer === undefined ? undefined : runPeer(['-w', peerState(tokens), ...(hard ? ['-H'] : [])]);
    const same = agreement(ours, ref);
    row(`${tokens.join(' ')}${hard ? ' hard' : ''}`, ours, ref, same);
  }
}

if (only === undefined || only === 'openings') {
  for (const [word, hard] of [
    ['salet', false],
    ['crane', false],
    ['raise', false],
    ['salet', true],
    ['crane', true],
  ]) {
    const ours = runOurs(['--first', word, ...(hard ? ['--hard'] : [])]);
    const ref = peer === undefined ? undefined : runPeer(['-w', word, ...(hard ? ['-H'] : [])]);
    const same = agreement(ours, ref);
    row(`${word.toUpperCase()} ${hard ? 'hard' : 'normal'}`, ours, ref, same);
  }
}

if (only === undefined || only === 'rank') {
  // 40 good openings: the first 40 in the search's own order (ascending Σ group size²).
  const tmp = mkdtempSync(join(tmpdir(), 'wordle-bench-'));
  const list = JSON.parse(
    execFileSync(
      process.execPath,
      [CLI, 'optimal', '--list', 'classic', '--rank', '40', '--cutoff', '1', '--quiet', '--json'],
      {
        encoding: 'utf8',
      },
    ),
  ).ranking.map((e) => e.guess);
  const file = join(tmp, 'openings.txt');
  writeFileSync(file, `${list.join('\n')}\n`);
  const ours = runOurs(['--rank', '10', '--candidates', file, '--cutoff', '7951']);
  let ref;
  let same = ours.json.ranking.map((e) => `${e.guess} ${e.total ?? `>=${e.lowerBound}`}`).join(', ');
  if (peer !== undefined) {
    ref = measure(peer, [...peerLists, '-s', '-b7951', '-t', file], peerDir);
    const exact = [...ref.out.matchAll(/First guess (\w+)\s+=\s+(\d+)/gu)].map((m) => [m[1], Number(m[2])]);
    const theirs = exact
      .sort((a, b) => a[1] - b[1])
      .slice(0, 10)
      .map(([, v]) => v)
      .join(',');
    const mine = ours.json.ranking
      .filter((e) => e.total !== null)
      .map((e) => e.total)
      .join(',');
    same = theirs === mine ? `same totals below the cutoff: ${mine}` : `DIFFER ours ${mine} / reference ${theirs}`;
  }
  row('rank 40 openings, cutoff 7951', ours, ref, same);
  rmSync(tmp, { recursive: true, force: true });
}

if (only === undefined || only === 'resume') {
  const tmp = mkdtempSync(join(tmpdir(), 'wordle-bench-'));
  const ckpt = join(tmp, 'crane.ckpt');
  const fresh = runOurs(['--first', 'crane']);
  // Stop a checkpointed run halfway (SIGINT, as Ctrl-C), then resume it.
  await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [CLI, 'optimal', '--list', 'classic', '--first', 'crane', '--checkpoint', ckpt, '--quiet'],
      {
        stdio: 'ignore',
      },
    );
    setTimeout(() => child.kill('SIGINT'), (fresh.wall * 1000) / 2);
    child.on('exit', resolve);
  });
  const resumed = runOurs(['--first', 'crane', '--checkpoint', ckpt]);
  const gain = 100 * (1 - resumed.wall / fresh.wall);
  row(
    'CRANE resumed from halfway',
    resumed,
    undefined,
    `${resumed.json.total}, ${gain.toFixed(0)}% faster than fresh (${fresh.wall.toFixed(2)} s)`,
  );
  rmSync(tmp, { recursive: true, force: true });
}

if (only === undefined || only === 'sample') {
  // A seeded random sample of openings (the sampler of `openings rank --estimate`), ranked together
  // exactly in one worker thread, against the reference proving each one (`-w WORD`): CPU time.
  const { sampleOpenings } = await import('../dist/engine/openings/estimate.js');
  const { builtinWordSet } = await import('../dist/data/lists.js');
  const seed = Number(arg('--seed') ?? 1);
  const count = Number(arg('--openings') ?? 12);
  const words = sampleOpenings(builtinWordSet('classic').guesses, count, seed);
  const tmp = mkdtempSync(join(tmpdir(), 'wordle-bench-'));
  const file = join(tmp, 'sample.txt');
  const table = join(tmp, 'sample.tsv');
  writeFileSync(file, `${words.join('\n')}\n`);
  const ours = measure(process.execPath, [
    CLI,
    'openings',
    'rank',
    '--list',
    'classic',
    '--only',
    file,
    '--workers',
    '1',
    '--out',
    table,
    '--quiet',
  ]);
  const totals = new Map(
    readFileSync(table, 'utf8')
      .split('\n')
      .filter((l) => /^[a-z]+\t/u.test(l))
      .map((l) => [l.split('\t')[0], l.split('\t')[1]]),
  );
  rmSync(tmp, { recursive: true, force: true });
  const theirs = new Map();
  let ref;
  if (peer !== undefined) {
    ref = { wall: 0, cpu: 0, rss: 0 };
    for (const w of words) {
      const r = runPeer(['-w', w]);
      ref.wall += r.wall;
      ref.cpu += r.cpu;
      ref.rss = Math.max(ref.rss, r.rss);
      theirs.set(w, r.total);
      console.log(`  ${w}: reference ${r.total} in ${r.cpu.toFixed(2)} s CPU; project ${totals.get(w)}`);
    }
  }
  const differ = words.filter((w) => ref !== undefined && String(theirs.get(w)) !== totals.get(w));
  const same =
    ref === undefined
      ? words.map((w) => `${w} ${totals.get(w)}`).join(', ')
      : differ.length === 0
        ? `same ${words.length} totals`
        : `DIFFER: ${differ.map((w) => `${w} ${totals.get(w)} vs ${theirs.get(w)}`).join(', ')}`;
  const fmt = (x) =>
    x === undefined ? '-' : `${x.cpu.toFixed(1)} s ${Number.isFinite(x.rss) ? `${Math.round(x.rss)} MB` : ''}`;
  const ratio = ref === undefined ? '' : (ours.cpu / ref.cpu).toFixed(3);
  console.log(
    `${`${count} random openings, seed ${seed}, CPU`.padEnd(34)} ${fmt(ours).padEnd(16)} ${fmt(ref).padEnd(16)} ${ratio.padStart(5)}  ${same}`,
  );
}
