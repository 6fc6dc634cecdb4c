import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  analyzeGame,
  benchStrategy,
  bestNextGuesses,
  buildPatternMatrix,
  buildTree,
  createStrategy,
  exactPosition,
  explainGuess,
  Game,
  gameConfig,
  guaranteedWin,
  isWordleError,
  parseWordList,
  playGuesses,
  Session,
  solve,
  STRATEGIES,
  topOpenings,
  treeStats,
  turnOracle,
  verifyTree,
} from '../../src/entries/wordlekit.js';
import {
  allGreen,
  builtinListName,
  frequencyWeights,
  isWord,
  letterOrder,
  matrixByteLength,
  widenedLine,
  letterStats,
  optimalStrategy,
  Partitioner,
  rankGuesses,
  summarize,
  widening,
} from '../../src/entries/core.js';
import { guessContext } from '../../src/strategies/context.js';
import {
  compareStrategies,
  createSharedMemo,
  estimateOpenings,
  ExactPlay,
  growInParallel,
  JobRunner,
  PositionSplitter,
  rankExactly,
  Searcher,
  solvePosition,
  planOpenings,
  planRanking,
  rankFirstGuesses,
  rankOpenings,
  rateOpener,
  rootPosition,
  sampleOpenings,
  sampleRows,
  solveGuessExactly,
  verifyOpenings,
} from '../../src/entries/search.js';
import {
  AbsurdleGame,
  boardGameName,
  defaultMaxGuesses,
  sampleAnswerTuples,
  benchBoards,
  forcedAbsurdleWin,
  seededAnswers,
} from '../../src/entries/variants.js';
import { loadMatrix, loadWordList, memoBudget, WorkerPool, writeFileAtomic } from '../../src/entries/node.js';
import { inlineExecutor, sampleWords } from '../helpers/exact.js';

// Every option of every exported function is checked at the door (issue 36, 5): a wrong type,
// NaN, a negative count or a string where a number goes is one WordleError BAD_ARGUMENT naming the
// function and the option, before any work (`createStrategy('lookahead', { lookaheadTop: -1 })`
// once ran for minutes; NaN quietly changed the answer). Small lists, so that a check that is
// missing fails fast instead of running long.

const words = sampleWords(36, 30, 20);
const matrix = buildPatternMatrix(words.guesses, words.answers);
const config = gameConfig(words, matrix);
const entropy = createStrategy('entropy');
const answer = words.answers[0]!;
const table = await rankOpenings(planOpenings({ words, hard: false, maxGuesses: 6, label: 'test', version: '0' }), {
  executor: inlineExecutor(words),
  store: { put: () => undefined },
  spent: () => ({ wallSeconds: 0, cpuSeconds: 0, where: 'here' }),
});
const dir = mkdtempSync(join(tmpdir(), 'wordle-options-'));
const listFile = join(dir, 'words.txt');
writeFileSync(listFile, `${words.answers.join('\n')}\n`);

/** Bad values by what an option is. */
const INT = [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null];
const COUNT = [0, ...INT]; // a count that must be ≥ 1
const MS = [Number.NaN, -5, 'abc', null];
const BOOL = ['yes', 1, null];
const FN = ['f', 1];
const WORD = [5, null];
const BYTES = [[1, 2], 'x'];
const OBJ = [5, 'x'];

type Call = (options: Record<string, unknown>) => unknown;

/** [function, how to call it with options, { option: bad values }] */
const CASES: [string, Call, Record<string, readonly unknown[]>][] = [
  ['parseWordList', (o) => parseWordList('cigar\n', 'x', o), { length: INT, maxWords: COUNT }],
  ...STRATEGIES.map((s): [string, Call, Record<string, readonly unknown[]>] => [
    `createStrategy('${s.name}')`,
    (o) => createStrategy(s.name, o),
    {
      seed: [1.5, Number.NaN, 'x', null],
      lookaheadTop: COUNT,
      budgetMs: MS,
      maxGuesses: COUNT,
      now: FN,
      kernel: FN,
      tree: OBJ,
      openings: OBJ,
    },
  ]),
  ['optimalStrategy', (o) => optimalStrategy(o), { budgetMs: MS, maxGuesses: COUNT, now: FN, kernel: FN, tree: OBJ }],
  ['turnOracle', (o) => turnOracle(words, o), { budgetMs: MS, maxGuesses: COUNT, now: FN }],
  ['gameConfig', (o) => gameConfig(words, matrix, o), { hard: BOOL, pool: ['some', 5], weights: OBJ }],
  ['Session', (o) => new Session(config, entropy, o), { widening: [5, 'x', true], boards: COUNT, maxGuesses: COUNT }],
  ['Session.suggestions', (o) => new Session(config, entropy).suggestions(o.top as number), { top: INT }],
  ['explainGuess', (o) => explainGuess(new Session(config, entropy), words.guesses[0]!, o), { maxWords: INT }],
  [
    'solve',
    (o) => solve(config, entropy, answer, o),
    { first: WORD, maxGuesses: COUNT, giveUpAfter: COUNT, widening: [5, 'x'] },
  ],
  ['Game', (o) => new Game(words, answer, o), { hard: BOOL, maxGuesses: COUNT }],
  [
    'analyzeGame',
    (o) => analyzeGame(config, playGuesses([answer], answer), entropy, o),
    { maxGuesses: COUNT, exact: FN, widening: [5, 'x'] },
  ],
  ['buildTree', (o) => buildTree(config, entropy, o), { first: WORD, maxDepth: COUNT, targets: BYTES }],
  ['verifyTree', (o) => verifyTree(buildTree(config, entropy), words, o), { hard: BOOL, maxGuesses: COUNT, from: OBJ }],
  [
    'benchStrategy',
    (o) => benchStrategy(config, entropy, o),
    { maxGuesses: COUNT, first: WORD, targets: BYTES, now: FN },
  ],
  ['topOpenings', (o) => topOpenings(table, o.n as number), { n: INT }],
  ['bestNextGuesses', (o) => bestNextGuesses(words, exactPosition(words, []), 2, o), { memoBytes: INT }],
  ['bestNextGuesses (top)', (o) => bestNextGuesses(words, exactPosition(words, []), o.top as number), { top: COUNT }],
  ['guaranteedWin', (o) => guaranteedWin(words, exactPosition(words, []), o), { memoBytes: INT }],
  [
    'frequencyWeights',
    (o) => frequencyWeights(words, o),
    { nCommon: INT, width: [0, -1, Number.NaN, 'x'], counts: OBJ },
  ],
  ['widening', (o) => widening(words, o), { nCommon: INT, width: [0, -1, Number.NaN, 'x'], counts: OBJ }],
  [
    'summarize',
    (o) => summarize(config, 'entropy', buildTree(config, entropy), { maxGuesses: 6, ...o }),
    { maxGuesses: COUNT, targets: BYTES, ms: [Number.NaN, -1, 'x'] },
  ],
  [
    'rankGuesses',
    (o) => rankGuesses(guessContext(config, []), (s) => s.parts, o.top as number),
    { top: [-1, 1.5, Number.NaN, '3', null] },
  ],
  ['letterOrder', (o) => letterOrder(letterStats(words.answers), o.n as number), { n: INT }],
  [
    'Partitioner',
    (o) => new Partitioner(matrix, o.maxCandidates as number),
    { maxCandidates: [-1, 1.5, Number.NaN, '3', null, 1e9] },
  ],
  [
    'Searcher',
    (o) => new Searcher(words, matrix, o),
    {
      hard: BOOL,
      top: INT,
      objective: ['best', 5],
      memoBytes: [-1, Number.NaN, 'x'],
      maxGuesses: COUNT,
      onProgress: FN,
      shouldStop: FN,
      kernel: FN,
      shared: OBJ,
    },
  ],
  ['Searcher (win)', (o) => new Searcher(words, matrix, { objective: 'win', ...o }), { weights: [5, 'x', {}] }],
  [
    'ExactPlay',
    (o) => new ExactPlay(words, o),
    { matrix: OBJ, kernel: FN, memoBytes: [-1, Number.NaN, 'x'], weights: [5, 'x', {}] },
  ],
  [
    'JobRunner',
    (o) => new JobRunner({ answers: words.answers, extraGuesses: [], memoBytes: 1 << 20, ...o }),
    { memoBytes: [-1, Number.NaN, 'x'], pool: ['some', 5], sharedMemo: OBJ },
  ],
  [
    'JobRunner (hooks)',
    (o) => new JobRunner({ answers: words.answers, extraGuesses: [], memoBytes: 1 << 20 }, o),
    { kernel: FN, onProgress: FN, shouldStop: FN, grow: FN },
  ],
  [
    'rankExactly',
    (o) => rankExactly(rootPosition(words), words.guesses.slice(0, 2), 1, { executor: inlineExecutor(words), ...o }),
    { executor: OBJ, signal: OBJ, cutoff: INT, bounds: ['x', [Number.NaN]], onResult: FN, trees: BOOL, lanes: BOOL },
  ],
  [
    'growInParallel',
    (o) =>
      growInParallel(rootPosition(words), words.guesses[0]!, () => ({ kind: 'grow' }) as never, {
        executor: inlineExecutor(words),
        splitter: new PositionSplitter(words),
        ...o,
      }),
    { executor: OBJ, signal: OBJ, targets: BYTES, onProgress: FN },
  ],
  [
    'solvePosition',
    (o) =>
      solvePosition(rootPosition(words), {
        executor: inlineExecutor(words),
        splitter: new PositionSplitter(words),
        firstGuesses: () => ({ guesses: [], bounds: [] }),
        ...o,
      }),
    { executor: OBJ, signal: OBJ, store: OBJ, splitAbove: COUNT, tryMs: MS, onSolved: FN, firstGuesses: FN },
  ],
  ['createSharedMemo', (o) => createSharedMemo(o.bytes as number, 'x'), { bytes: [-1, 1.5, Number.NaN, 'x'] }],
  [
    'solveGuessExactly',
    (o) => solveGuessExactly(words, rootPosition(words), words.guesses[0]!, { executor: inlineExecutor(words), ...o }),
    { executor: OBJ, store: OBJ, signal: OBJ, onOutcome: FN },
  ],
  [
    'rankFirstGuesses',
    (o) => rankFirstGuesses(planRanking(words, rootPosition(words)), 2, { executor: inlineExecutor(words), ...o }),
    { executor: OBJ, cutoff: INT, onResult: FN, signal: OBJ },
  ],
  [
    'rankFirstGuesses (keep)',
    (o) =>
      rankFirstGuesses(planRanking(words, rootPosition(words)), o.keep as number, { executor: inlineExecutor(words) }),
    { keep: COUNT },
  ],
  [
    'planOpenings',
    (o) => planOpenings({ words, hard: false, maxGuesses: 6, label: 'x', version: '0', ...o }),
    { hard: BOOL, maxGuesses: COUNT, cutoff: INT, only: OBJ, label: [5], version: [5] },
  ],
  [
    'rateOpener',
    (o) =>
      rateOpener(
        { words, table, word: table.entries[0]!.word, version: '0' },
        { executor: inlineExecutor(words), ...o },
      ),
    { executor: OBJ, store: OBJ, signal: OBJ, compute: BOOL, onProgress: FN, onDiscard: FN },
  ],
  [
    'verifyOpenings',
    (o) => verifyOpenings({ words, table, rows: [0] }, { executor: inlineExecutor(words), ...o }),
    { executor: OBJ, signal: OBJ, onRow: FN },
  ],
  [
    'verifyOpenings (rows)',
    (o) => verifyOpenings({ words, table, ...o }, { executor: inlineExecutor(words) }),
    { rows: [[-1], [1.5], 'x'] },
  ],
  [
    'estimateOpenings',
    (o) =>
      estimateOpenings(
        { words, hard: false, maxGuesses: 6, openings: words.guesses, sample: 2, workers: 1, ...o },
        { fresh: () => inlineExecutor(words), cpuSeconds: () => 0 },
      ),
    { hard: BOOL, maxGuesses: COUNT, sample: COUNT, seed: [1.5, Number.NaN, 'x'], workers: COUNT, cutoff: INT },
  ],
  ['sampleRows', (o) => sampleRows(table, o.n as number, 1), { n: INT }],
  ['sampleOpenings', (o) => sampleOpenings(words.guesses, o.k as number, 1), { k: INT }],
  [
    'compareStrategies',
    (o) => compareStrategies(config, ['entropy'], o),
    { strategy: OBJ, first: WORD, targets: BYTES, maxGuesses: COUNT, executor: OBJ, onProgress: FN, now: FN },
  ],
  ['Game (two boards)', (o) => new Game(words, [answer, words.answers[1]!], o), { hard: BOOL, maxGuesses: COUNT }],
  [
    'solve',
    (o) => solve(config, createStrategy('entropy', { boards: 2 }), [answer, words.answers[1]!], o),
    { first: WORD, maxGuesses: COUNT, giveUpAfter: COUNT },
  ],
  [
    'benchBoards',
    (o) => benchBoards(config, createStrategy('entropy', { boards: 2 }), { boards: 2, games: 2, ...o }),
    {
      boards: COUNT,
      games: INT,
      seed: [1.5, Number.NaN, 'x'],
      maxGuesses: COUNT,
      first: WORD,
      now: FN,
      onProgress: FN,
    },
  ],
  ['seededAnswers', (o) => seededAnswers(words, 2, o.seed as number), { seed: [1.5, Number.NaN, 'x'] }],
  ['AbsurdleGame', (o) => new AbsurdleGame(words, o), { target: WORD, matrix: OBJ, hard: BOOL }],
  ['forcedAbsurdleWin', (o) => forcedAbsurdleWin(words, matrix, o), { target: WORD, maxLength: COUNT, workLimit: INT }],
  ['loadWordList', (o) => loadWordList(listFile, o), { maxWords: COUNT }],
  [
    'loadMatrix',
    (o) => loadMatrix(words, o),
    { cacheDir: [5], shared: BOOL, maxMemoryMB: [0, -1, Number.NaN, 'x', null], onWarning: FN },
  ],
  [
    'WorkerPool',
    (o) => new WorkerPool({ answers: words.answers, extraGuesses: [], memoBytes: 1 << 20 }, o.size as number),
    { size: COUNT },
  ],
  [
    'memoBudget',
    (o) => memoBudget(words, ('total' in o ? o.total : 1 << 24) as number, ('threads' in o ? o.threads : 1) as number),
    { total: [-1, Number.NaN, Number.POSITIVE_INFINITY, '3', null], threads: COUNT },
  ],
  ['writeFileAtomic', (o) => writeFileAtomic(join(dir, 'out.txt'), 'x', o), { makeDir: BOOL, inputs: OBJ, what: [5] }],
  // Numbers passed on their own.
  ['allGreen', (o) => allGreen(o.length as number), { length: INT }],
  ['isWord', (o) => isWord('abc', o.length as number), { length: INT }],
  ['treeStats', (o) => treeStats(buildTree(config, entropy), o.answerCount as number), { answerCount: INT }],
  ['builtinListName', (o) => builtinListName(o.length as number), { length: INT }],
  ['matrixByteLength', (o) => matrixByteLength(o.nGuesses as number, 2, 5), { nGuesses: INT }],
  ['widenedLine', (o) => widenedLine(o.count as number), { count: INT }],
  ['defaultMaxGuesses', (o) => defaultMaxGuesses(o.boards as number), { boards: COUNT }],
  ['boardGameName', (o) => boardGameName(o.boards as number), { boards: COUNT }],
  ['sampleAnswerTuples', (o) => sampleAnswerTuples(10, 2, o.games as number, 1), { games: INT }],
];

/** The error a call ends with (thrown, or its promise rejected), or undefined. */
async function failure(call: () => unknown): Promise<unknown> {
  try {
    await call();
    return undefined;
  } catch (e) {
    return e;
  }
}

describe('every option of every exported function is checked at the door', () => {
  it.each(CASES)('%s', async (fn, call, options) => {
    const missed: string[] = [];
    for (const [option, bad] of Object.entries(options)) {
      for (const value of bad) {
        const e = await failure(() => call({ [option]: value }));
        const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
        if (!isWordleError(e) || e.code !== 'BAD_ARGUMENT')
          missed.push(`${option}: ${shown} → ${e === undefined ? 'accepted' : String(e)}`);
        else expect(e.message, `${fn} ${option}`).toMatch(new RegExp(`\\b${option}\\b`, 'u'));
      }
    }
    expect(missed, fn).toEqual([]);
  });
});
