import { Command } from 'commander';
import { WordleError } from '../../core/errors.js';
import type { Tree } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import { buildTree } from '../../engine/tree/build.js';
import { treeStats } from '../../engine/tree/stats.js';
import { formatTreeText, sortedBranches } from '../../engine/tree/text.js';
import { verifyTree, type TreeReport } from '../../engine/tree/verify.js';
import { readTreeFile, resolveTreePath, writeTreeFile } from '../../node/tree-file.js';
import { addCommonOptions, addMemoryOption, inputFiles, intOption, type CommonOptions } from '../context.js';
import { loadContext, loadWords, shippedTreeList, shippedTreeNote } from '../load.js';
import { DEFAULT_HEURISTIC } from '../../strategies/index.js';
import { num, table } from '../format.js';
import type { Output } from '../output.js';
import { checkOutputs, STDOUT } from '../outputs.js';
import { treePlayCommand } from './tree-play.js';

type ValidReport = TreeReport & { status: 'valid' };

/** The report of a valid tree as text: one summary line and the histogram. */
function reportLines(r: ValidReport): string[] {
  const rows = r.histogram.flatMap((n, k) => (k === 0 || n === 0 ? [] : [[String(k), String(n)]]));
  return [
    `${r.answers} answers, total ${r.total} guesses, average ${num(r.average, 4)}, max ${r.max}`,
    table(['guesses', 'answers'], rows, []),
  ];
}

/** The report as JSON (stable, documented in the README). */
function reportJson(r: TreeReport): Record<string, unknown> {
  if (r.status === 'invalid') return { ...r };
  return {
    status: r.status,
    answers: r.answers,
    total: r.total,
    average: r.average,
    max: r.max,
    histogram: r.histogram,
  };
}

/** Throw the problem of an invalid report as a user error. */
function requireValid(r: TreeReport, what: string): ValidReport {
  if (r.status === 'invalid') {
    const hint = r.problem.endsWith('a lost game') ? ' (--max-guesses N allows longer games)' : '';
    throw new WordleError('BAD_TREE', `${what} is not valid: ${r.message}${hint}`);
  }
  return r;
}

/** `--max-guesses`: a game that needs more guesses is lost, and a tree with one is invalid. */
const maxGuessesOption = (): [string, string, (v: string) => number, number] => [
  '--max-guesses <n>',
  'guesses allowed per game: a tree that needs more loses those games and is invalid',
  intOption('--max-guesses', 1, 64),
  6,
];

function buildSub(out: Output): Command {
  return addMemoryOption(addCommonOptions(new Command('build')))
    .description('build the decision tree a strategy plays, check it, and save it')
    .option('--first <word>', 'fixed opening guess')
    .option('--out <file>', 'write the tree here: .json for JSON, anything else the text format; - or none: print text')
    .option('--max-depth <n>', 'give up below this many guesses', intOption('--max-depth', 1, 64), 20)
    .option(...maxGuessesOption())
    .addHelpText(
      'after',
      '\nExamples:\n  $ wordle tree build --strategy entropy --first salet --out salet.json\n' +
        '  $ wordle tree build --first salet --hard --out salet-hard.tree',
    )
    .action((opts: CommonOptions & { first?: string; out?: string; maxDepth: number; maxGuesses: number }) => {
      const file = opts.out === STDOUT ? undefined : opts.out;
      const inputs = inputFiles(opts);
      checkOutputs([file === undefined ? undefined : { path: file, what: '--out' }], inputs);
      // A whole tree: a heuristic's by default (the exact one is CPU-days of search: `wordle optimal`).
      const ctx = loadContext(opts, { out, defaultStrategy: DEFAULT_HEURISTIC });
      const first = opts.first?.toLowerCase();
      const started = performance.now();
      const tree = buildTree(ctx.config, ctx.strategy, { maxDepth: opts.maxDepth, ...(first ? { first } : {}) });
      const seconds = (performance.now() - started) / 1000;
      const verified = verifyTree(tree, ctx.words, { hard: ctx.config.hard, maxGuesses: opts.maxGuesses });
      const report = requireValid(verified, `the built ${ctx.strategy.name} tree`);
      const meta = {
        strategy: ctx.strategy.name,
        mode: ctx.config.hard ? 'hard' : 'normal',
        pool: ctx.config.pool,
        ...(first ? { first } : {}),
      };
      if (file !== undefined) writeTreeFile(file, tree, ctx.words, meta, { inputs, what: '--out' });
      if (opts.json) {
        out.json({ ...meta, ...reportJson(report), seconds, ...(file ? { file } : {}) });
      } else if (file === undefined) {
        out.line(formatForStdout(tree, ctx.words));
      } else {
        out.line(`Built the ${meta.strategy} tree (${meta.mode} mode) in ${seconds.toFixed(1)} s: ${file}`);
        for (const l of reportLines(report)) out.line(l);
      }
    });
}

/** The text format for stdout, without its final newline (out.line adds one). */
function formatForStdout(tree: Tree, words: WordSet): string {
  return formatTreeText(tree, words).replace(/\n$/u, '');
}

function verifySub(out: Output): Command {
  return addCommonOptions(new Command('verify'))
    .description('check that a tree solves every answer with allowed (and, with --hard, legal) guesses')
    .argument('<file>', 'tree file (.json or text), or "optimal" for the shipped tree')
    .option(...maxGuessesOption())
    .addHelpText('after', '\nExamples:\n  $ wordle tree verify salet.tree\n  $ wordle tree verify optimal --hard')
    .action((file: string, opts: CommonOptions & { maxGuesses: number }) => {
      const words = loadWords(shippedTreeList(opts, file));
      const path = resolveTreePath(file, opts.hard ?? false);
      const options = { hard: opts.hard ?? false, maxGuesses: opts.maxGuesses };
      const report = verifyTree(readTreeFile(path, words), words, options);
      const mode = opts.hard ? 'hard' : 'normal';
      if (opts.json) out.json({ file: path, mode, maxGuesses: opts.maxGuesses, ...reportJson(report) });
      const valid = requireValid(report, path);
      if (opts.json) return;
      const limit = opts.maxGuesses === 6 ? '' : ` (at most ${opts.maxGuesses} guesses)`;
      for (const l of shippedTreeNote(file)) out.line(l);
      out.line(`${path}: valid in ${mode} mode${limit}`);
      for (const l of reportLines(valid)) out.line(l);
    });
}

/** What a branch of `tree show` says, below it. */
export const SHOW_NOTE =
  "Each branch: the colours the guess above it got (G green, Y yellow, B gray) and that guess's number, as in\n" +
  'the tree file; then the answers left, their average number of guesses (from the start), and the next guess.';

/** The top of a tree: each branch with its answers, their average guesses, and the next guess. */
export function showTree(tree: Tree, words: WordSet, depth: number): string[] {
  if (tree.kind === 'solved') return ['(empty tree)'];
  const root = treeStats(tree);
  const lines = [`${tree.guess}  ${root.answers} answers, average ${num(root.average, 4)}, max ${root.max}`];
  const walk = (t: Tree & { kind: 'guess' }, k: number): void => {
    for (const [letters, , sub] of sortedBranches(t, words.length)) {
      const pad = '  '.repeat(k);
      if (sub.kind === 'solved') {
        lines.push(`${pad}${letters}${k}  solved`);
        continue;
      }
      const s = treeStats(sub);
      const avg = k + s.average;
      const count = `${s.answers} ${s.answers === 1 ? 'answer ' : 'answers'}`;
      lines.push(`${pad}${letters}${k}  ${count.padStart(12)}  avg ${num(avg, 3)}  → ${sub.guess}`);
      if (k < depth) walk(sub, k + 1);
    }
  };
  walk(tree, 1);
  return lines;
}

function showSub(out: Output): Command {
  return addCommonOptions(new Command('show'))
    .description('print the top of a tree: branches, answers under each, and the next guess')
    .argument('<file>', 'tree file (.json or text), or "optimal" for the shipped tree')
    .option('--depth <n>', 'how many guesses deep to show', intOption('--depth'), 1)
    .addHelpText('after', '\nExamples:\n  $ wordle tree show salet.tree\n  $ wordle tree show optimal --depth 2')
    .action((file: string, opts: CommonOptions & { depth: number }) => {
      const words = loadWords(shippedTreeList(opts, file));
      const tree = readTreeFile(resolveTreePath(file, opts.hard ?? false), words);
      for (const l of shippedTreeNote(file)) out.line(l);
      for (const l of showTree(tree, words, opts.depth)) out.line(l);
      if (tree.kind === 'guess') out.line(SHOW_NOTE);
    });
}

/** `wordle tree build|verify|show|play`: decision trees as files. */
export function treeCommand(out: Output): Command {
  const cmd = new Command('tree')
    .description('decision trees: build from a strategy, verify, show, play')
    .addHelpText(
      'after',
      '\nExamples:\n  $ wordle tree build --strategy entropy --first salet --out salet.json\n' +
        '  $ wordle tree verify salet.json\n  $ wordle tree show optimal --depth 2\n  $ wordle tree play optimal',
    );
  for (const make of [buildSub, verifySub, showSub, treePlayCommand]) cmd.addCommand(make(out));
  return cmd;
}
