// Which openings of a table can win every game (find every answer within the guesses allowed,
// whatever the answer), decided by the WinDecider and the exact search's 'depth' objective, kept in a progress file
// that survives being stopped and restarted; then the table rewritten with its wins-all column
// (format 3). Meant for hard mode, where about half of today's openings cannot win every game.
//
//   npm run build
//   nice -n 19 node scripts/table-wins.mjs run TABLE PROGRESS[,KNOWN…] [--budget S] [--only N] [--shard I/K] [--words A,B] [--try C,D [--try-seconds S]]
//   nice -n 19 node scripts/table-wins.mjs estimate TABLE PROGRESS --sample N [--seed S] [--budget S]
//   node scripts/table-wins.mjs status TABLE PROGRESS[,PROGRESS2…]
//   node scripts/table-wins.mjs write TABLE PROGRESS[,PROGRESS2…] OUT
//
// Order: the table's exact rows need nothing (an exact total wins every game); then the openings by
// the package's word frequencies (builtinFrequencies), most common first, ties by word. Each opening
// is decided class by class (the answers its feedbacks leave), in rounds of growing effort (see
// decide and LIMITS): the WinDecider (src/search/win/decider.ts), narrow, then probes of the exact
// search's 'depth' objective, each first guess for a growing time (see probe). The first class
// proven impossible to finish within the guesses left decides a loss; every class finished
// decides a win, recorded only once the plan of the whole opening (the decider's plans and the
// search's trees) has been played against every answer (checkWinPlan). An opening not decided
// within --budget seconds of CPU is recorded as such and left for a later run with a larger
// budget. The progress file holds one JSON object a line, the first one naming the lists, mode and
// guesses allowed; each later line is fsynced once written, and a last line cut short by a crash is
// ignored when the file is read back. Running the same command again resumes: what the progress
// files hold is not decided again, and an opening retried with a larger budget goes on from where
// its probes stopped (the line of its last try keeps them, with a digest: see probesDigest).
// `--try C,D` names first guesses every class left open tries before the rest of its probe, each for
// up to `--try-seconds` of CPU (1 by default): the guesses that won the matching classes of related
// openings, say, or a few that often finish a class (see HINT_SECONDS). A hint for the order only:
// the verdict is proven as ever.
import { appendFileSync, closeSync, existsSync, fsyncSync, openSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { deflateRawSync, gzipSync } from 'node:zlib';
import { intOption, secondsOption, shardOption } from '../dist/cli/options.js';
import { inflateRawCapped } from '../dist/node/inflate.js';
import { readRegularFileIfAny } from '../dist/node/input-file.js';
import { builtinWordSet } from '../dist/data/lists.js';
import { builtinFrequencies } from '../dist/engine/game/prior.js';
import { formatOpeningsTable, parseOpeningsTable } from '../dist/engine/openings/tsv.js';
import { readOpeningsFile } from '../dist/node/openings-file.js';
import { writeFileAtomic } from '../dist/node/atomic.js';
import { INFEASIBLE } from '../dist/search/bounds/closed-form.js';
import { defaultKernel } from '../dist/search/exact-play.js';
import { PositionSplitter, rootPosition } from '../dist/search/position/position.js';
import { Searcher } from '../dist/search/solver/searcher.js';
import { WinDecider } from '../dist/search/win/decider.js';
import { checkWinPlan } from '../dist/search/win/plan-check.js';
import { loadMatrix } from '../dist/node/matrix-cache.js';

const [command, tablePath, progressArg, out] = process.argv.slice(2);
const flag = (name) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
};
/** An option through its parser (a bad value: one line, exit 2, before any work), else `fallback`. */
const option = (name, parse, fallback) => {
  const v = flag(name);
  if (v === undefined) return fallback;
  try {
    return parse(v);
  } catch (e) {
    console.error(`table-wins: ${e.message}`);
    process.exit(2);
  }
};
const opts = {
  budget: option('--budget', secondsOption('--budget'), 120),
  only: option('--only', intOption('--only', 1), Infinity),
  shard: option('--shard', shardOption('--shard'), { index: 0, count: 1 }),
  sample: option('--sample', intOption('--sample', 1), undefined),
  seed: option('--seed', intOption('--seed', 0, 2 ** 32 - 1), 1),
  trySeconds: option('--try-seconds', secondsOption('--try-seconds'), undefined),
};
if (!['run', 'status', 'write', 'estimate'].includes(command) || tablePath === undefined || progressArg === undefined) {
  console.error(
    'usage: node scripts/table-wins.mjs run|status|write TABLE PROGRESS[,PROGRESS…] [OUT] [--budget S] [--only N] [--shard I/K] [--words A,B] [--try C,D [--try-seconds S]]',
  );
  process.exit(2);
}
const table = readOpeningsFile(tablePath);
const words = builtinWordSet(table.meta.list);
if (words.checksum !== table.meta.checksum)
  throw new Error(`${tablePath} is not for the built-in ${table.meta.list} lists`);
const head = {
  kind: 'wins-progress',
  version: 1,
  lists: words.checksum,
  mode: table.meta.mode,
  maxGuesses: table.meta.maxGuesses,
};

/** The openings in the order they are decided: by frequency, most common first, ties by word. */
function order() {
  const counts = builtinFrequencies();
  const exact = new Set(table.entries.filter((e) => e.total !== null).map((e) => e.word));
  return table.entries
    .map((e) => e.word)
    .filter((w) => !exact.has(w))
    .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || (a < b ? -1 : 1));
}

/** The largest progress file read (a line is some 100 bytes, one with probes some kilobytes). */
const MAX_PROGRESS_BYTES = 2 ** 30;

/** What the progress files say: word → { wins: true|false } or { undecided: budget }. */
function readProgress(paths) {
  const known = new Map();
  for (const path of paths) {
    // (a file read back: a regular file of at most 1 GB, never a pipe that would block the run)
    const text = readRegularFileIfAny(path, 'progress', MAX_PROGRESS_BYTES, 'the limit for progress files');
    if (text === undefined) continue;
    const lines = text.split('\n');
    let first;
    try {
      first = JSON.parse(lines[0]);
    } catch {
      throw new Error(`${path}:1: not a progress file (no JSON head line; an empty file too: remove it to start one)`);
    }
    if (first === null || typeof first !== 'object') throw new Error(`${path}:1: not a progress file`);
    for (const k of Object.keys(head)) {
      if (first[k] !== head[k]) throw new Error(`${path}: it is for another ${k} (${first[k]}, not ${head[k]})`);
    }
    lines.slice(1).forEach((line, i) => {
      if (line === '') return;
      let r;
      try {
        r = JSON.parse(line);
      } catch {
        if (i === lines.length - 2) return; // the last line, cut short by a crash
        throw new Error(`${path}:${i + 2}: not JSON`);
      }
      if (typeof r.word !== 'string' || !words.index.has(r.word)) throw new Error(`${path}:${i + 2}: bad word`);
      const before = known.get(r.word);
      if (typeof r.wins === 'boolean') {
        if (before !== undefined && 'wins' in before && before.wins !== r.wins) {
          throw new Error(`${path}:${i + 2}: ${r.word} is recorded both ways`);
        }
        known.set(r.word, { wins: r.wins, cpu: r.cpu });
      } else if (typeof r.undecided === 'number' && (before === undefined || 'undecided' in before)) {
        const probes = r.probes === undefined ? before?.probes : checkedProbes(r, `${path}:${i + 2}`);
        known.set(r.word, { undecided: Math.max(r.undecided, before?.undecided ?? 0), cpu: r.cpu, probes });
      }
    });
  }
  return known;
}

/**
 * Where the probes of an opening left undecided stopped, kept on its progress line so that a run
 * with a larger budget goes on from there instead of proving again what was proven: per class
 * (its pattern) the pass it was in, the first guesses not yet tried in that pass (`todo`) and
 * those put off to the next (`next`), each a bitmap over the guess ids (deflated, in base64);
 * every other legal first guess was refuted. Or the first guess found to finish every answer
 * (`winner`; its plan is made again and checked with the rest). With a digest of the lot (`sum`):
 * read back, a line whose probes do not match it or are malformed is refused with its file and
 * line.
 */
function probesDigest(probes) {
  return createHash('sha256').update(JSON.stringify(probes)).digest('hex').slice(0, 16);
}

/** A list of guesses as a bitmap over the guess ids, deflated, in base64. */
function bitmapOf(list) {
  const bits = new Uint8Array(Math.ceil(words.guesses.length / 8));
  for (const w of list) {
    const g = words.index.get(w);
    bits[g >> 3] |= 1 << (g & 7);
  }
  return deflateRawSync(bits, { level: 9 }).toString('base64');
}

/** The guesses of a bitmap (bitmapOf), as a set of words; undefined when it is not one. */
function bitmapWords(text) {
  if (typeof text !== 'string') return undefined;
  // (inflated no further than a bitmap's size: a forged line could hold a deflate bomb)
  const size = Math.ceil(words.guesses.length / 8);
  const bits = inflateRawCapped(Buffer.from(text, 'base64'), size);
  if (bits === undefined || bits.length !== size) return undefined;
  const out = new Set();
  for (let g = 0; g < words.guesses.length; g++) if ((bits[g >> 3] >> (g & 7)) & 1) out.add(words.guesses[g]);
  for (let g = words.guesses.length; g < bits.length * 8; g++) if ((bits[g >> 3] >> (g & 7)) & 1) return undefined;
  return out;
}

function checkedProbes(r, where) {
  const bad = (what) => {
    throw new Error(`${where}: ${r.word}'s probes: ${what}`);
  };
  if (!Array.isArray(r.probes)) bad('not a list');
  if (r.sum !== probesDigest(r.probes)) bad('the digest does not match (the line was changed or damaged)');
  const out = [];
  for (const c of r.probes) {
    if (c === null || typeof c !== 'object') bad('not a list of classes');
    if (!Number.isInteger(c.pattern) || c.pattern < 0 || c.pattern >= 3 ** words.length)
      bad(`bad pattern ${c.pattern}`);
    if (c.winner !== undefined) {
      if (typeof c.winner !== 'string' || !words.index.has(c.winner)) bad(`bad winner in class ${c.pattern}`);
      out.push({ pattern: c.pattern, winner: c.winner });
      continue;
    }
    if (!Number.isInteger(c.pass) || c.pass < 0 || c.pass >= PASSES.length) bad(`bad pass in class ${c.pattern}`);
    const todo = bitmapWords(c.todo);
    const next = bitmapWords(c.next);
    if (todo === undefined || next === undefined) bad(`bad guess bitmap in class ${c.pattern}`);
    out.push({ pattern: c.pattern, pass: c.pass, todo, next });
  }
  return out;
}

/** The probes of the classes of an opening left undecided, to be written: see probesDigest. */
function probesOf(probes) {
  const out = [];
  for (const [pattern, p] of probes) {
    if (p.winner !== undefined) out.push({ pattern, winner: p.winner });
    else if (p.resume !== undefined)
      out.push({ pattern, pass: p.pass, todo: bitmapOf(p.resume.todo), next: bitmapOf(p.resume.next) });
    else if (p.guesses !== undefined) {
      out.push({ pattern, pass: p.pass, todo: bitmapOf(p.guesses.slice(p.at)), next: bitmapOf(p.next) });
    }
  }
  return out;
}

/** Rounds of effort per class: the exact search's CPU seconds in each. */
const LIMITS = [0.2, 1, 5, 20, Infinity];
/**
 * The WinDecider's width (the guesses it tries per set) and budget (pattern reads), the same in
 * every round. It stays narrow: since the search keeps hard mode's lost cores across classes and
 * openings, a wider decider costs more than it settles (16 openings of the 2000 most common, 10
 * losing and 6 winning: 130 s of CPU with widths 2 to 512, 107 s with 2 throughout, same verdicts).
 * At a finite width it never proves a loss: only the search does.
 */
const WIDTH = 2;
const DECIDER_WORK = 4e5;

const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/**
 * Decide one opening: { wins: true|false, checked } or { wins: undefined } (not within `budget` s of
 * CPU). Its classes (the answers each feedback leaves) are decided in rounds of growing effort;
 * in each round a class is first given to the WinDecider (a plan found proves a win, and is
 * kept), then probed for a time (see probe: every first guess refuted proves a loss; one that
 * finishes every answer proves a win, and its tree is the plan). The first class proven lost
 * decides a loss; every class won decides a win, once the plan of the whole opening has been
 * played against every answer (checkWinPlan).
 */
function decide(tools, word, budget, resume) {
  const { decider, splitter, position, deadline } = tools;
  const g = words.index.get(word);
  const classes = [...splitter.split(position, word).children]
    .filter((c) => c.position.answers.length > 0)
    .sort((a, b) => a.position.answers.length - b.position.answers.length);
  const start = cpuSeconds();
  const plans = new Map();
  const probes = new Map();
  for (const c of resume) {
    if (!classes.some((k) => k.pattern === c.pattern))
      throw new Error(`${word}: its probes name a class it does not have`);
    probes.set(
      c.pattern,
      c.winner !== undefined
        ? { winner: c.winner }
        : { guesses: undefined, pass: c.pass, at: 0, next: [], resume: { todo: c.todo, next: c.next } },
    );
  }
  const undecided = () => ({ wins: undefined, probes: probesOf(probes) });
  let open = classes;
  for (const limit of LIMITS) {
    const left = [];
    for (const c of open) {
      const state = decider.after(decider.rootState(), g, c.pattern);
      const found = decider.decide(c.position.answers, position.maxGuesses - 1, state, DECIDER_WORK, WIDTH);
      if (found.kind === 'wins') {
        plans.set(c.pattern, found.plan);
        continue;
      }
      let p = probes.get(c.pattern);
      if (p === undefined) probes.set(c.pattern, (p = { guesses: undefined, pass: 0, at: 0, next: [] }));
      p.hints ??= [...tools.hints];
      const verdict = probe(tools, c.position, p, Math.min(cpuSeconds() + limit, start + budget));
      if (verdict === false) return { wins: false };
      if (verdict === true) plans.set(c.pattern, p.plan);
      else left.push(c);
      deadline.at = Infinity;
      if (cpuSeconds() >= start + budget) return undecided();
    }
    if (left.length === 0) {
      const hinted = [...probes.values()].filter((p) => p.hinted).map((p) => p.winner);
      return { ...checked(g, plans), hinted };
    }
    open = left;
  }
  return undecided();
}

/**
 * The CPU seconds each first guess of a class gets in each pass of its probe (the last pass: all
 * it needs). A guess neither refuted nor found to finish every answer within its time is tried
 * again in the next pass, after every other guess. Passes from 0.02 s (× 5) made losing openings
 * up to 2.8 times slower: a refutation cut short leaves out the cores that refute the guesses after
 * it at once; from 0.1 s (× 10), losses as fast as the search alone, wins faster (below).
 */
const PASSES = [0.1, 1, 10, 100, Infinity];

/**
 * The CPU seconds each guess of `--try` gets by default, once per class, before the probe's passes
 * (`--try-seconds`). A winner found for a class of one opening often finishes the matching class of
 * a related one: TRAWL finishes the all-grey class of HOBBY (no H, O, B or Y: 1309 answers, 5
 * guesses left), of BONNY, and of BOBBY (no B, O or Y: 1573 answers). HOBBY is decided in 32.4 s
 * of CPU by the probes alone and in 1.7 s with `--try trawl`. TRAWL also finishes many a class of
 * openings with no letter in common: 40 openings left undecided at 3 s, taken further to 15 s
 * each, decided 23 in 340 s of CPU, and 25 in 274 s with `--try
 * trawl,talon,carol,rifle,monte,parti,craft,maril,latke,lirot,trone,relit --try-seconds 0.3`
 * (TRAWL finished 16 classes of them, PARTI 2, CRAFT and RELIT one each).
 */
const HINT_SECONDS = 1;

/**
 * A class's probe, resumed where it stopped: true (a first guess finishes every answer, and
 * `p.plan` is its plan), false (every first guess is refuted: the class is lost), or undefined (not
 * within `until`, CPU seconds). A cheap look at the whole class first (the bounds and cores that
 * settle it, a start of the search); then each first guess the search would try (every legal guess
 * that tells the answers apart, in the search's order) for a short time, then those left for
 * longer and longer (PASSES). The search alone tries each guess until it is settled, so one whose
 * refutation is deep holds up every guess behind it: TREAT = BYYBB in hard mode (231 answers, 5
 * guesses left) is finished by FREMD, 1876th of 2071 in that order; TREAT, undecided within 120 s
 * by the search alone, is decided by the probes in 386 s of CPU (the class alone, by the search
 * alone: not within 1500 s of wall time). What an interrupted search proved stays in the memo.
 */
function probe(tools, position, p, until) {
  const { searcher, deadline } = tools;
  const stopped = (e) => {
    if (e?.code !== 'INTERRUPTED') throw e;
  };
  // The plan of a class proven won, from its first guess (or, undefined, the search's own).
  const won = (first) => {
    p.plan = planOf(searcher.tree(position, first));
    return true;
  };
  try {
    deadline.at = until;
    if (p.winner !== undefined) return won(p.winner);
    if (p.resume !== undefined) {
      // Where an earlier run stopped: its lists, in the search's order (a guess not legal here
      // needs no refuting).
      const order = searcher.firstGuesses(position, false).guesses;
      p.guesses = order.filter((w) => p.resume.todo.has(w));
      p.next = order.filter((w) => p.resume.next.has(w));
      p.resume = undefined;
    }
    if (p.guesses === undefined) {
      deadline.at = Math.min(until, cpuSeconds() + PASSES[0]);
      try {
        if (searcher.value(position, INFEASIBLE) >= INFEASIBLE) return false;
        return won(undefined);
      } catch (e) {
        stopped(e);
      }
      if (cpuSeconds() >= until) return undefined;
      deadline.at = until;
      p.guesses = searcher.firstGuesses(position, false).guesses;
    }
    const value = searcher.guessValuer(position);
    // The guesses of --try not yet given their time, if still open here (neither refuted nor
    // illegal): a refuted one is struck out, one not settled within its time stays in the lists.
    while (p.hints.length > 0) {
      const guess = p.hints[0];
      // (where it waits: in this pass, not yet tried; else put off to the next)
      const at = p.guesses.indexOf(guess, p.at);
      const later = at < 0 ? p.next.indexOf(guess) : -1;
      if (at >= 0 || later >= 0) {
        deadline.at = Math.min(until, cpuSeconds() + tools.hintSeconds);
        try {
          if (value(guess, INFEASIBLE) < INFEASIBLE) {
            p.winner = guess;
            p.hinted = true;
            deadline.at = until;
            return won(guess);
          }
          if (at >= 0) p.guesses.splice(at, 1);
          else p.next.splice(later, 1);
        } catch (e) {
          stopped(e);
          if (cpuSeconds() >= until) return undefined;
        }
      }
      p.hints.shift();
    }
    for (;;) {
      const limit = PASSES[Math.min(p.pass, PASSES.length - 1)];
      for (; p.at < p.guesses.length; p.at++) {
        const guess = p.guesses[p.at];
        deadline.at = Math.min(until, cpuSeconds() + limit);
        try {
          if (value(guess, INFEASIBLE) < INFEASIBLE) {
            p.winner = guess;
            deadline.at = until;
            return won(guess);
          }
        } catch (e) {
          stopped(e);
          if (cpuSeconds() >= until) return undefined;
          p.next.push(guess);
        }
      }
      if (p.next.length === 0) return false;
      p.guesses = p.next;
      p.next = [];
      p.at = 0;
      p.pass++;
    }
  } catch (e) {
    stopped(e);
    return undefined;
  }
}

/** The exact search's tree of a class as a WinPlan (the all-green branches left out). */
function planOf(tree) {
  const next = new Map();
  for (const [p, t] of tree.branches) if (t.kind === 'guess') next.set(p, planOf(t));
  return { guess: words.index.get(tree.guess), next };
}

/** A plan of the whole opening, played against every answer: a win, or an error (a bug: nothing recorded). */
function checked(g, plans) {
  const failure = checkWinPlan(
    words,
    { guess: g, next: plans },
    rootPosition(words).answers,
    table.meta.maxGuesses,
    table.meta.mode === 'hard',
  );
  if (failure !== null) throw new Error(`${words.guesses[g]}: the plan found fails: ${failure}`);
  return { wins: true, checked: true };
}

/**
 * `--words A,B,…` (those of them not exact in the table), or `--sample N` openings at random (seeded
 * by `--seed`, 1 by default), else the order (`--shard I/K`); `--only N` keeps the first N of the
 * order before either (`--only 2000 --sample 12`: a sample of the 2000 most common words).
 */
function chosen() {
  const all = order().slice(0, opts.only);
  const named = flag('--words');
  if (named !== undefined) return named.split(',').filter((w) => all.includes(w));
  if (opts.sample === undefined) return all.filter((_, i) => i % opts.shard.count === opts.shard.index);
  let x = opts.seed >>> 0;
  const random = () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const picked = new Set();
  while (picked.size < Math.min(opts.sample, all.length)) picked.add(all[Math.floor(random() * all.length)]);
  return [...picked];
}

/** Decide the openings chosen, appending to the first progress file (the others: what is known already). */
function run(paths) {
  const path = paths[0];
  const budget = opts.budget;
  const hints = (flag('--try') ?? '').split(',').filter((w) => w !== '');
  for (const w of hints) if (!words.index.has(w)) throw new Error(`--try: ${w} is not an accepted guess`);
  const hintSeconds = opts.trySeconds ?? HINT_SECONDS;
  if (!existsSync(path)) {
    writeFileAtomic(path, `${JSON.stringify(head)}\n`);
  }
  const known = readProgress(paths);
  const todo = chosen().filter((w) => {
    const k = known.get(w);
    return k === undefined || (k.undecided !== undefined && k.undecided < budget);
  });
  console.log(`${todo.length} openings to decide (budget ${budget} s each; ${known.size} known)`);
  const kernel = defaultKernel(words);
  const deadline = { at: Infinity };
  let polls = 0;
  const matrix = loadMatrix(words);
  const searcher = new Searcher(words, matrix, {
    hard: table.meta.mode === 'hard',
    objective: 'depth',
    memoBytes: 768 * 2 ** 20,
    // (the CPU clock is read every 256 polls: the search polls at every node and guess)
    shouldStop: () => (++polls & 255) === 0 && cpuSeconds() > deadline.at,
    ...(kernel ? { kernel } : {}),
  });
  const splitter = new PositionSplitter(words);
  const position = rootPosition(words, { hard: table.meta.mode === 'hard', maxGuesses: table.meta.maxGuesses });
  const decider = new WinDecider(words, matrix, { hard: table.meta.mode === 'hard' });
  const tools = { searcher, decider, splitter, position, deadline, hints, hintSeconds };
  const fd = openSync(path, 'a');
  let n = 0;
  for (const word of todo) {
    const t0 = cpuSeconds();
    const resume = known.get(word)?.probes ?? [];
    const { wins, checked, probes, hinted = [] } = decide(tools, word, budget, resume);
    decider.clear();
    const cpu = Math.round((cpuSeconds() - t0) * 100) / 100;
    const r =
      wins === undefined
        ? { word, undecided: budget, cpu, probes, sum: probesDigest(probes) }
        : { word, wins, ...(wins ? { checked } : {}), cpu };
    appendFileSync(fd, `${JSON.stringify(r)}\n`);
    fsyncSync(fd);
    n++;
    const from = resume.length;
    console.log(
      `${n}/${todo.length} ${word} ${wins === undefined ? 'undecided' : wins ? 'wins' : 'loses'} ${cpu} s${from > 0 ? ` (on from the probes of ${from} class${from === 1 ? '' : 'es'})` : ''}${hinted.length > 0 ? ` (classes finished by --try: ${hinted.join(', ')})` : ''}`,
    );
  }
  closeSync(fd);
}

function status(paths) {
  const known = readProgress(paths);
  const all = order();
  let wins = 0;
  let loses = 0;
  let undecided = 0;
  let cpu = 0;
  const top = new Set(all.slice(0, 2000));
  let topDone = 0;
  for (const [w, k] of known) {
    if (k.wins === true) wins++;
    else if (k.wins === false) loses++;
    else undecided++;
    if (k.wins !== undefined && top.has(w)) topDone++;
    cpu += k.cpu ?? 0;
  }
  const exact = table.entries.length - all.length;
  console.log(
    `${table.entries.length} openings: ${exact} exact rows (win), ${wins} win, ${loses} lose, ${undecided} undecided, ${all.length - wins - loses - undecided} not tried; the 2000 most common: ${topDone} decided; ${Math.round(cpu)} s CPU recorded`,
  );
}

function write(paths, target) {
  if (target === undefined || target === tablePath) throw new Error('write needs OUT, not the table itself');
  const known = readProgress(paths);
  const entries = table.entries.map((e) => {
    if (e.total !== null) return { ...e, winsAll: true };
    const k = known.get(e.word);
    return { ...e, winsAll: k?.wins ?? null };
  });
  const text = formatOpeningsTable({ meta: table.meta, entries });
  const back = parseOpeningsTable(text, target);
  const same = back.entries.every((e, i) => e.word === entries[i].word && e.winsAll === entries[i].winsAll);
  if (!same) throw new Error('the table does not read back the same; nothing written');
  writeFileAtomic(target, target.endsWith('.gz') ? gzipSync(text, { level: 9 }) : text);
  console.log(`${target}: format ${back.file.format}, ${back.entries.length} rows, digest ${back.file.digest}`);
}

/** The cost of deciding every opening, extrapolated from what the progress files hold (a sample: `estimate`). */
function extrapolate(paths) {
  const known = [...readProgress(paths).values()];
  const cpu = known.map((k) => k.cpu ?? 0).sort((a, b) => a - b);
  const undecided = known.filter((k) => k.wins === undefined).length;
  const mean = cpu.reduce((a, b) => a + b, 0) / cpu.length;
  const n = Math.min(order().length, opts.only);
  const sure = known.filter((k) => k.wins !== undefined);
  console.log(
    `sample of ${known.length}: ${sure.filter((k) => k.wins).length} win, ${sure.filter((k) => !k.wins).length} lose, ${undecided} undecided within the budget; CPU per opening: mean ${mean.toFixed(1)} s, median ${cpu[cpu.length >> 1].toFixed(1)} s, most ${cpu.at(-1).toFixed(1)} s; ${n === order().length ? 'all' : 'the first'} ${n} openings: ${((mean * n) / 3600).toFixed(1)} h of CPU (the undecided counted at the budget: a lower bound)`,
  );
}

const paths = progressArg.split(',');
try {
  if (command === 'run') run(paths);
  else if (command === 'estimate') {
    run(paths);
    extrapolate(paths);
  } else if (command === 'status') status(paths);
  else write(paths, out);
} catch (e) {
  // one line naming the file (and line) at fault, not a stack trace
  console.error(`table-wins: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
}
