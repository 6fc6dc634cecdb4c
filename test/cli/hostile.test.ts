import { createHash } from 'node:crypto';
import {
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseFeedback } from '../../src/core/feedback.js';
import { matrixMemoryEstimate } from '../../src/core/matrix.js';
import { allGreen } from '../../src/core/pattern.js';
import { SOLVED, type Pattern, type Tree } from '../../src/core/types.js';
import { makeWordSet } from '../../src/core/wordlist.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { allowedAsAnswers } from '../../src/engine/game/prior.js';
import { formatTreeText } from '../../src/engine/tree/text.js';
import { megabytes } from '../../src/node/limits.js';
import { runCli } from './run.js';

// Hostile and careless inputs to the CLI, run in-process. Each case asserts the exact outcome:
// the exit code, the whole of stderr, and that no file in its directory changed (every file's
// hash, and every link's target, before and after). `$D` in arguments and messages is the
// case's own directory, filled with the fixtures below.

const root = mkdtempSync(join(tmpdir(), 'wordle-hostile-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const OUND = ['bound', 'found', 'hound', 'mound', 'pound', 'round', 'sound', 'wound'];
// A tree that needs 8 guesses for "wound" (each guess rules out only itself): a lost game.
const OUND_TREE = formatTreeText(
  OUND.reduceRight<Tree>(
    (next, guess) => ({
      kind: 'guess',
      guess,
      branches: new Map<Pattern, Tree>([
        [allGreen(5), SOLVED],
        ...(next === SOLVED ? [] : ([[parseFeedback('bgggg'), next]] as [Pattern, Tree][])),
      ]),
    }),
    SOLVED,
  ),
  makeWordSet(OUND),
);

const FIXTURES: Record<string, string | Buffer> = {
  'words.txt': 'cigar\nrebut\nsissy\nhumph\nawake\nblush\nfocal\nevade\nnaval\nserve\n',
  'guesses.txt': 'aahed\n',
  'ound.txt': `${OUND.join('\n')}\n`,
  'existing.tree': 'precious data\n',
  'w.svg': 'cigar\nrebut\nsissy\n',
  'esc.txt': 'cigar\n\u001b[31mred\u001b[0m\n',
  'long.txt': `${'a'.repeat(200)}\n`,
  'wide.txt': `${'x'.repeat(2000)}\n`,
  'nul.txt': Buffer.alloc(3000),
  'deep.json': `{"format":"wordle-tree","version":1,"tree":${'['.repeat(500)}${']'.repeat(500)}}`,
  'deep.tree': `${Array.from({ length: 70 }, (_, k) => `cigar BBBBB${k + 1}`).join(' ')}\n`,
  'longline.tree': `cigar ${'x'.repeat(5000)}\n`,
  'lost.tree': OUND_TREE,
};

let n = 0;
/** A fresh directory with the fixtures, a symlink, a hard link and two directories. */
function caseDir(): string {
  const dir = join(root, `case${n++}`);
  mkdirSync(dir);
  for (const [name, data] of Object.entries(FIXTURES)) writeFileSync(join(dir, name), data);
  symlinkSync('existing.tree', join(dir, 'link.tree'));
  symlinkSync('words.txt', join(dir, 'link.svg'));
  linkSync(join(dir, 'words.txt'), join(dir, 'hard.txt'));
  mkdirSync(join(dir, 'sub'));
  mkdirSync(join(dir, 'dir.svg'));
  return dir;
}

/** Every entry of a directory tree: file → sha256, link → its target, directory → its entries. */
function snapshot(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    const st = lstatSync(path);
    if (st.isSymbolicLink()) out[prefix + name] = `link → ${readlinkSync(path)}`;
    else if (st.isDirectory())
      Object.assign(out, { [`${prefix + name}/`]: 'dir' }, snapshot(path, `${prefix + name}/`));
    else out[prefix + name] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return out;
}

const cores = availableParallelism();
const frequencyMatrixMB = megabytes(
  matrixMemoryEstimate(allowedAsAnswers(builtinWordSet()).guesses, allowedAsAnswers(builtinWordSet()).answers),
);
const W = ['--answers', '$D/words.txt'];

/** [name, arguments, exit code, the whole of stderr]: nothing in the directory may change. */
const CASES: [string, string[], number, string][] = [
  // Outputs: never onto an input, a link, a device or a directory; checked before any work.
  [
    'tree build --out onto its own answer list',
    ['tree', 'build', ...W, '--out', '$D/words.txt'],
    2,
    'wordle: --out $D/words.txt: is also an input (--answers $D/words.txt): refusing to overwrite it',
  ],
  [
    'tree build --out onto a hard link of the answer list',
    ['tree', 'build', ...W, '--out', '$D/hard.txt'],
    2,
    'wordle: --out $D/hard.txt: is also an input (--answers $D/words.txt): refusing to overwrite it',
  ],
  [
    'tree build --out onto the answer list by another name',
    ['tree', 'build', ...W, '--out', '$D/sub/../words.txt'],
    2,
    'wordle: --out $D/sub/../words.txt: is also an input (--answers $D/words.txt): refusing to overwrite it',
  ],
  [
    'tree build --out onto the guesses file',
    ['tree', 'build', ...W, '--guesses', '$D/guesses.txt', '--out', '$D/guesses.txt'],
    2,
    'wordle: --out $D/guesses.txt: is also an input (--guesses $D/guesses.txt): refusing to overwrite it',
  ],
  [
    'tree build --out onto a symlink',
    ['tree', 'build', ...W, '--out', '$D/link.tree'],
    2,
    'wordle: --out $D/link.tree: is a symbolic link: refusing to replace it (name the file it points to instead)',
  ],
  [
    'tree build --out onto a device',
    ['tree', 'build', ...W, '--out', '/dev/null'],
    2,
    'wordle: --out /dev/null: is not a regular file (a device, pipe or socket); use - for stdout',
  ],
  [
    'tree build --out onto a directory',
    ['tree', 'build', ...W, '--out', '$D/sub'],
    2,
    'wordle: --out $D/sub: is a directory',
  ],
  [
    'tree build --out into a missing directory',
    ['tree', 'build', ...W, '--out', '$D/missing/x.tree'],
    2,
    'wordle: --out $D/missing/x.tree: directory $D/missing does not exist',
  ],
  [
    'tree build --out below /proc',
    ['tree', 'build', ...W, '--out', '/proc/self/x.tree'],
    2,
    'wordle: --out /proc/self/x.tree: directory /proc/self is not writable',
  ],
  [
    'letters --plot onto its own answer list',
    ['letters', '--answers', '$D/w.svg', '--plot', '$D/w.svg'],
    2,
    'wordle: --plot $D/w.svg: is also an input (--answers $D/w.svg): refusing to overwrite it',
  ],
  [
    'letters --plot onto a symlink',
    ['letters', ...W, '--plot', '$D/link.svg'],
    2,
    'wordle: --plot $D/link.svg: is a symbolic link: refusing to replace it (name the file it points to instead)',
  ],
  [
    'analyze --plot onto a directory',
    ['analyze', ...W, '--answer', 'cigar', 'cigar', '--plot', '$D/dir.svg'],
    2,
    'wordle: --plot $D/dir.svg: is a directory',
  ],
  [
    'bench --plot onto a symlink, before the run',
    ['bench', ...W, '--threads', '0', '--plot', '$D/link.svg'],
    2,
    'wordle: --plot $D/link.svg: is a symbolic link: refusing to replace it (name the file it points to instead)',
  ],
  // Bounded resources.
  [
    'bench --threads 10000',
    ['bench', ...W, '--threads', '10000'],
    2,
    `wordle: --threads 10000 is too many: at most ${4 * cores} (4 × the ${cores} cores of this machine)`,
  ],
  [
    'a matrix over the memory limit',
    ['suggest', '--prior', 'frequency', '--max-memory', '64'],
    2,
    `wordle: the pattern matrix needs ${frequencyMatrixMB} MB, limit 64 MB (--max-memory)`,
  ],
  [
    'more words than --max-words',
    ['filter', ...W, '--max-words', '5', 'cigar=ggggg'],
    2,
    'wordle: $D/words.txt: more than 5 words (the limit; raise it with --max-words)',
  ],
  [
    'an endless input (/dev/zero)',
    ['filter', '--answers', '/dev/zero', 'cigar=ggggg'],
    2,
    'wordle: answers file /dev/zero is larger than 16 MB (the limit for word files; --max-words raises it)',
  ],
  // Untrusted text: escaped and cut in messages.
  [
    'a file of NUL bytes',
    ['filter', '--answers', '$D/nul.txt', 'cigar=ggggg'],
    2,
    'wordle: $D/nul.txt:1: line of 3000 characters (limit 1000): not a word list?',
  ],
  [
    'a word list line of 2000 characters',
    ['filter', '--answers', '$D/wide.txt', 'cigar=ggggg'],
    2,
    'wordle: $D/wide.txt:1: line of 2000 characters (limit 1000): not a word list?',
  ],
  [
    'terminal escapes in a word list',
    ['filter', '--answers', '$D/esc.txt', 'cigar=ggggg'],
    2,
    'wordle: $D/esc.txt:2: "\\u{1b}[31mred\\u{1b}[0m" is not 5 letters a-z',
  ],
  [
    'a 200-letter word',
    ['filter', '--answers', '$D/long.txt', 'cigar=ggggg'],
    2,
    `wordle: $D/long.txt:1: "${'a'.repeat(60)}…" (140 more characters) is not a word of 2 to 8 letters a-z`,
  ],
  [
    'terminal escapes in a history argument',
    ['suggest', 'so\u001b[2Jare=bbbbb'],
    2,
    'wordle: history "so\\u{1b}[2Jare=bbbbb": "so\\u{1b}[2jare" is not 5 letters a-z',
  ],
  [
    'a 5000-character feedback argument',
    ['filter', `crane=${'g'.repeat(5000)}`],
    2,
    `wordle: history "crane=${'g'.repeat(54)}…" (4946 more characters): feedback "${'g'.repeat(60)}…" (4940 more characters) has 5000 tiles, expected 5`,
  ],
  [
    'a bidi override in score',
    ['score', 'cr\u202eane', 'sweet'],
    2,
    'wordle: guess "cr\\u{202e}ane" must be letters a-z',
  ],
  // Files that are not what they claim.
  [
    'a directory as a word list',
    ['filter', '--answers', '$D/sub', 'cigar=ggggg'],
    2,
    'wordle: cannot read answers file $D/sub: is a directory',
  ],
  [
    'a missing word list',
    ['filter', '--answers', '$D/none.txt', 'cigar=ggggg'],
    2,
    'wordle: cannot read answers file $D/none.txt: no such file',
  ],
  [
    'a JSON tree nested 500 deep',
    ['tree', 'verify', '$D/deep.json', ...W],
    2,
    'wordle: $D/deep.json: nested more than 132 levels deep (a tree may be at most 64 guesses deep)',
  ],
  [
    'a text tree 70 guesses deep',
    ['tree', 'verify', '$D/deep.tree', ...W],
    2,
    'wordle: $D/deep.tree:1: the line is more than 64 guesses deep (the limit for tree files)',
  ],
  [
    'a text tree line of 5006 characters',
    ['tree', 'verify', '$D/longline.tree', ...W],
    2,
    'wordle: $D/longline.tree:1: line of 5006 characters (limit 4096)',
  ],
  // Honest results: more than the allowed guesses is a loss.
  [
    'tree verify fails a tree with 8-guess games',
    ['tree', 'verify', '$D/lost.tree', '--answers', '$D/ound.txt'],
    2,
    'wordle: $D/lost.tree is not valid: answer "sound", node "bound BGGGG1 found BGGGG2 hound BGGGG3 mound BGGGG4 pound BGGGG5 round BGGGG6 sound": guess 7 is more than the 6 allowed: a lost game (--max-guesses N allows longer games)',
  ],
  [
    'tree build does not claim a win in 8',
    ['tree', 'build', '--answers', '$D/ound.txt', '--strategy', 'first', '--out', '$D/new.tree'],
    2,
    'wordle: the built first tree is not valid: answer "sound", node "bound BGGGG1 found BGGGG2 hound BGGGG3 mound BGGGG4 pound BGGGG5 round BGGGG6 sound": guess 7 is more than the 6 allowed: a lost game (--max-guesses N allows longer games)',
  ],
  // Words: guesses must be allowed words, unless --any-word.
  [
    'suggest with a non-word',
    ['suggest', 'xyzzy=bbbbb'],
    2,
    'wordle: "xyzzy" is not in the word list (--any-word accepts any 5 letters)',
  ],
  [
    'filter with a non-word',
    ['filter', 'soare=ygbbb', 'qqqqq=bbbbb'],
    2,
    'wordle: "qqqqq" is not in the word list (--any-word accepts any 5 letters)',
  ],
  ['suggest --only a non-word', ['suggest', '--only', 'thumb,zzzzz'], 2, 'wordle: "zzzzz" is not in the word list'],
  [
    'suggest --only a guess hard mode forbids',
    ['suggest', '--hard', 'soare=ygbbb', '--only', 'crane'],
    2,
    'wordle: CRANE cannot be played here: 2nd letter must be O',
  ],
  // Options.
  [
    '--seed beyond 2^53',
    ['solve', 'cigar', '--seed', '99999999999999999999'],
    2,
    'wordle: --seed must be a whole number ≥ 0, got "99999999999999999999"',
  ],
  ['--top 0', ['suggest', '--top', '0'], 2, 'wordle: --top must be a whole number ≥ 1, got "0"'],
  [
    'tree verify --max-guesses 0',
    ['tree', 'verify', '$D/lost.tree', '--max-guesses', '0'],
    2,
    'wordle: --max-guesses must be a whole number from 1 to 64, got "0"',
  ],
  // The exact search's own limit, said at the door (it leaked from inside as "Searcher: options.maxGuesses").
  [
    'analyze --max-guesses 999',
    ['analyze', 'crane', 'bring', 'moist', '--answer', 'moist', '--max-guesses', '999'],
    2,
    'wordle: --max-guesses must be a whole number from 1 to 64, got "999"',
  ],
  [
    'analyze with 5000 turns',
    ['analyze', ...Array<string>(5000).fill('crane'), '--answer', 'moist'],
    2,
    'wordle: 5000 turns: a game reviewed has at most 64',
  ],
  [
    'optimal --max-guesses 65',
    ['optimal', 'soare=ygbbb', '--max-guesses', '65'],
    2,
    'wordle: --max-guesses must be a whole number from 1 to 64, got "65"',
  ],
];

describe('hostile CLI inputs: exact error, exit code, and no file changed', () => {
  it.each(CASES)('%s', async (_name, args, code, stderr) => {
    const dir = caseDir();
    const before = snapshot(dir);
    const r = await runCli(...args.map((a) => a.replaceAll('$D', dir)));
    expect(r.err).toBe(stderr.replaceAll('$D', dir));
    expect(r.code).toBe(code);
    expect(snapshot(dir)).toEqual(before);
  });
});

describe('hostile CLI inputs that must still work', () => {
  it('a corrupt matrix cache is a warning and a rebuild', async () => {
    const dir = caseDir();
    const cache = join(dir, 'cache');
    mkdirSync(cache);
    // (entropy at the start reads every answer: the whole matrix, kept in the cache; the default's
    // exact search proves these few answers without it)
    const args = ['suggest', ...W.map((a) => a.replace('$D', dir)), '--strategy', 'entropy', '--top', '1'];
    expect((await runCli(...args, '--cache', cache)).code).toBe(0);
    const [file] = readdirSync(cache);
    writeFileSync(join(cache, file!), 'garbage');
    const without = (snap: Record<string, string>) =>
      Object.fromEntries(Object.entries(snap).filter(([k]) => k !== `cache/${file}`));
    const before = without(snapshot(dir));
    const r = await runCli(...args, '--cache', cache);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      new RegExp(
        `^wordle: warning: matrix cache ${join(cache, file!)} has the wrong size \\(7 bytes, expected \\d+\\): rebuilding it$`,
      ),
    );
    expect(r.out).toContain('10 answers left');
    const after = snapshot(dir);
    expect(after[`cache/${file}`]).not.toBe(createHash('sha256').update('garbage').digest('hex')); // rewritten
    expect(without(after)).toEqual(before);
  });

  it('a cache file that is a symlink to an input is never written through', async () => {
    const dir = caseDir();
    const cache = join(dir, 'cache');
    mkdirSync(cache);
    const words = builtinWordSet();
    const file = join(cache, `matrix-${words.checksum}.bin`);
    symlinkSync(join(dir, 'words.txt'), file);
    const before = snapshot(dir);
    // Entropy at the start reads every answer: the whole matrix, from the cache (the default reads
    // the history prior's table there and builds no matrix).
    const r = await runCli('suggest', '--strategy', 'entropy', '--top', '1', '--cache', cache);
    expect(r.code).toBe(0);
    expect(r.err).toBe(
      `wordle: warning: matrix cache ${file} is a symbolic link: rebuilding it\n` +
        `wordle: warning: matrix cache not saved: cannot write ${file}: is a symbolic link: refusing to replace it (name the file it points to instead)`,
    );
    expect(snapshot(dir)).toEqual(before);
  });

  it('--cache below /proc fails fast with a warning, and the command still answers', async () => {
    const t0 = performance.now();
    const r = await runCli('suggest', '--strategy', 'entropy', '--top', '1', '--cache', '/proc/nonexistent/cache');
    expect(performance.now() - t0).toBeLessThan(20_000); // it used to spin for over a minute
    expect(r.code).toBe(0);
    expect(r.err).toBe(
      'wordle: warning: matrix cache not saved: cannot create directory /proc/nonexistent/cache: no such file or directory',
    );
    expect(r.out).toMatch(/^1 {2}[a-z]{5} {2}\d\.\d{3} /m); // entropy's first suggestion and its bits (today's prior)
    expect(r.out).not.toContain('figures at the start'); // bits are entropy's own, not the openings table's
  });

  it('solve reports a game found on guess 8 as lost', async () => {
    const dir = caseDir();
    const r = await runCli('solve', 'wound', '--answers', join(dir, 'ound.txt'), '--strategy', 'first', '--json');
    const j = JSON.parse(r.out) as { status: string; guesses: unknown[]; reason: string };
    expect(r.code).toBe(0);
    expect(j.status).toBe('lost');
    expect(j.guesses).toHaveLength(8);
    expect(j.reason).toBe('found on guess 8, more than the 6 allowed');
  });

  it('analyze reports a game solved on guess 8 as lost', async () => {
    const dir = caseDir();
    const r = await runCli('analyze', '--answers', join(dir, 'ound.txt'), '--answer', 'wound', ...OUND);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^lost: solved on guess 8, more than the 6 allowed · skill \d+ · luck \d+/m);
  });

  it('--out - writes the tree to stdout and nothing to disk', async () => {
    const dir = caseDir();
    const before = snapshot(dir);
    const r = await runCli('tree', 'build', '--answers', join(dir, 'words.txt'), '--out', '-');
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toMatch(/^[a-z]{5} [BYG]{5}1/u);
    expect(snapshot(dir)).toEqual(before);
  });
});
