/**
 * Writes the web app's derived data (see web-data.ts) into web/data/, atomically:
 *   npm run data:web                          every opening, and the second turns of the openers below
 *   npm run data:web -- openings              the openings only
 *   npm run data:web -- second LIST MODE WORD [history]  one opener's second turns (MODE: normal or hard;
 *                                             history: under the history prior of the day after the shipped history)
 * Derived data: never edit the files by hand; test/web/data.test.ts checks them.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeFileAtomic } from '../../src/entries/node.js';
import { builtinWordSet, parseTreeText } from '../../src/entries/wordlekit.js';
import { readTextFile } from '../../src/entries/node.js';
import { caseKey, OPENING_CASES, openingReport, secondTurns, TREES, type OpeningData } from './web-data.js';

const DATA = new URL('../data/', import.meta.url).pathname;

/** The openers whose second turns ship: each shipped tree's root, and the best openers of today's NYT list. */
function openers(): { list: string; mode: 'normal' | 'hard'; opener: string; prior?: 'history' }[] {
  const fromTrees = Object.entries(TREES).map(([key, file]) => {
    const [list, mode] = key.split('/') as [string, 'normal' | 'hard'];
    const tree = parseTreeText(
      readTextFile(new URL(`../../${file}`, import.meta.url).pathname, 'tree'),
      file,
      builtinWordSet(list),
    );
    if (tree.kind !== 'guess') throw new Error(`${file} has no opener`);
    return { list, mode, opener: tree.guess };
  });
  // Today's NYT list has no shipped tree yet: its two best openings (TARSE 11219, SALET 11235 guesses over
  // its 3158 answers in normal mode; TARSE 11627 in hard mode, where SALET cannot win every game:
  // alex1770/wordle results_easy_nyt20230701, results_hard_nyt20230701).
  const nyt = ['tarse', 'salet'].flatMap((opener) =>
    (['normal', 'hard'] as const).map((mode) => ({ list: 'nyt', mode, opener })),
  );
  // Under the history prior (the app's default on today's NYT list), the opening it suggests from the shipped
  // tables of that prior: SATER in normal mode, TARSE in hard mode.
  const history = [
    { list: 'nyt', mode: 'normal' as const, opener: 'sater', prior: 'history' as const },
    { list: 'nyt', mode: 'hard' as const, opener: 'tarse', prior: 'history' as const },
  ];
  return [...fromTrees, ...nyt, ...history];
}

/** Make the file's folder now, before the long work, so that writing it cannot fail for want of one. */
function prepare(file: string): void {
  mkdirSync(dirname(`${DATA}${file}`), { recursive: true });
}

function writeJson(file: string, data: unknown): void {
  writeFileAtomic(`${DATA}${file}`, `${JSON.stringify(data)}\n`);
  console.log(`wrote web/data/${file}`);
}

function writeOpenings(): void {
  prepare('openings.json');
  const out: Record<string, OpeningData> = {};
  const matrices = new Map();
  for (const c of OPENING_CASES) {
    const t0 = performance.now();
    out[caseKey(c)] = openingReport(c, matrices);
    console.log(`${caseKey(c)}: ${out[caseKey(c)]!.suggestions[0]?.word} (${Math.round(performance.now() - t0)} ms)`);
  }
  writeJson('openings.json', out);
}

function writeSecond(list: string, mode: 'normal' | 'hard', opener: string, prior?: 'history'): void {
  const file = `second/${list}-${mode}-${opener}${prior === undefined ? '' : `-${prior}`}.json`;
  prepare(file);
  const t0 = performance.now();
  const progress = (done: number, of: number): void => {
    if (done % 20 === 0 || done === of) console.log(`${file}: ${done}/${of} feedbacks`);
  };
  writeJson(file, secondTurns(list, opener, mode === 'hard', progress, prior));
  console.log(`(${Math.round((performance.now() - t0) / 1000)} s)`);
}

const [what, ...rest] = process.argv.slice(2);
if (what === 'second') {
  const [list, mode, opener, prior] = rest;
  if (
    list === undefined ||
    (mode !== 'normal' && mode !== 'hard') ||
    opener === undefined ||
    (prior !== undefined && prior !== 'history')
  ) {
    console.error('usage: gen-data.ts second LIST normal|hard OPENER [history]');
    process.exit(2);
  }
  writeSecond(list, mode, opener, prior);
} else {
  writeOpenings();
  if (what !== 'openings') for (const o of openers()) writeSecond(o.list, o.mode, o.opener, o.prior);
}
