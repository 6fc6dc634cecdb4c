/**
 * The web app's derived data: what every visitor would otherwise compute the same way, computed
 * once with the library (web/scripts/gen-data.ts writes it to web/data/; test/web/data.test.ts
 * recomputes parts of it and checks the rest):
 * - the opening's report (the ten best guesses) for every list, prior and strategy, the optimal
 *   strategy in each mode: the one position that ranks every allowed guess against every answer;
 * - after a common opener, every feedback's ten best next guesses with their exact totals: the
 *   optimal strategy's second turn, which a phone's search could not prove in time.
 */
import {
  bestNextGuesses,
  builtinWordSet,
  createStrategy,
  exactPosition,
  formatFeedback,
  gameConfig,
} from '../../src/entries/wordlekit.js';
import {
  buildPatternMatrix,
  openingTotals,
  parseTreeText,
  scoreGuess,
  Session,
  STRATEGIES,
} from '../../src/entries/wordlekit.js';
import { existsSync, readFileSync } from 'node:fs';
import type { OptimalOptions, WordSet } from '../../src/entries/wordlekit.js';
import { builtinHistory, isComplete, priorSpace, weightsDigest, type PriorName } from '../../src/entries/core.js';
import { readOpeningsFile, readTextFile, shippedOpeningsPath } from '../../src/entries/node.js';
import type { OpeningData, OpeningTableData, SecondTurns } from '../src/known-data.js';
import { suggestionData, type SuggestionData } from '../src/protocol.js';

export type { OpeningData, SecondTurns };

/** The lists the app offers. */
export const LISTS = ['classic', 'nyt'] as const;

/** The shipped optimal trees, by list and mode: their roots are the openers whose second turns are precomputed. */
export const TREES: Readonly<Record<string, string>> = {
  'classic/normal': 'trees/salet-normal.tree',
  'classic/hard': 'trees/salet-hard.tree',
};

/** One precomputed opening: a list, a prior and a strategy (the optimal one's opening depends on the mode). */
export interface OpeningCase {
  readonly list: string;
  readonly prior: PriorName;
  readonly strategy: string;
  readonly hard: boolean;
}

/**
 * The priors each list offers (the app's `priorsOf`): the NYT's history on today's NYT list only, for
 * the days after the shipped history's last (`HISTORY_DAY`).
 */
export const LIST_PRIORS: Readonly<Record<string, readonly PriorName[]>> = {
  classic: ['uniform', 'frequency'],
  nyt: ['uniform', 'frequency', 'history'],
};

/**
 * The puzzle the history prior's openings are for: the day after the shipped history's last, whose
 * prior is every later day's (the prior reads only the days before its own).
 */
export const HISTORY_DAY = builtinHistory().at(-1)!.day + 1;

/**
 * Every opening the app can show: every list, prior and strategy of its one-board menu (not those
 * that take no prior, which it leaves out), the optimal strategy in both modes.
 */
export const OPENING_CASES: readonly OpeningCase[] = LISTS.flatMap((list) =>
  LIST_PRIORS[list]!.flatMap((prior) =>
    STRATEGIES.filter((s) => s.equalWeightsOnly !== true).flatMap((s) =>
      (s.name === 'optimal' ? [false, true] : [false]).map((hard) => ({ list, prior, strategy: s.name, hard })),
    ),
  ),
);

/** The key of a precomputed opening (the web app's `openingKey` reads the same). */
export const caseKey = (c: OpeningCase): string =>
  `${c.list}/${c.prior}/${c.strategy}${c.strategy === 'optimal' && c.hard ? '/hard' : ''}`;

/** The repository's path of a file. */
const repo = (path: string): string => new URL(`../../${path}`, import.meta.url).pathname;

/** What the optimal strategy knows at the start, as the app's worker gives it: the shipped table and tree. */
export function optimalSetup(list: string, prior: PriorName, hard: boolean, words: WordSet): OptimalOptions {
  const mode = hard ? 'hard' : 'normal';
  // (the tree is for equal weights; under a prior the table says only, in hard mode, which opening to play first)
  const treeFile = prior === 'uniform' ? TREES[`${list}/${mode}`] : undefined;
  const tree =
    treeFile === undefined ? undefined : parseTreeText(readTextFile(repo(treeFile), 'tree'), treeFile, words);
  let openings;
  try {
    const table = readOpeningsFile(shippedOpeningsPath(list, mode));
    if (table.meta.checksum === words.checksum) openings = openingTotals(table);
  } catch {
    openings = undefined; // no shipped table for this list
  }
  // Under the history prior, the shipped table of its weights (read only where a game's weights are its own).
  let priorOpenings;
  try {
    const table = prior === 'history' ? readOpeningsFile(shippedOpeningsPath(list, mode, 'history')) : undefined;
    if (table?.meta.checksum === words.checksum) priorOpenings = openingTotals(table);
  } catch {
    priorOpenings = undefined; // none ships for this list and mode
  }
  return { ...(tree ? { tree } : {}), ...(openings ? { openings } : {}), ...(priorOpenings ? { priorOpenings } : {}) };
}

/** A case's words and weights (`priorSpace`, the history prior's for `HISTORY_DAY`). */
export function caseSpace(c: Pick<OpeningCase, 'list' | 'prior'>) {
  const known = c.prior === 'history' ? { history: builtinHistory(), day: HISTORY_DAY } : undefined;
  return priorSpace(builtinWordSet(c.list), c.prior, undefined, known);
}

/** The opening's ten best guesses for a case, as `Session.suggestions` gives them. */
export function openingReport(
  c: OpeningCase,
  matrices = new Map<WordSet, ReturnType<typeof buildPatternMatrix>>(),
): OpeningData {
  const { words, weights } = caseSpace(c);
  let matrix = matrices.get(words);
  if (matrix === undefined) matrices.set(words, (matrix = buildPatternMatrix(words.guesses, words.answers)));
  const config = gameConfig(words, matrix, { hard: c.hard, ...(weights ? { weights } : {}) });
  const setup = c.strategy === 'optimal' ? optimalSetup(c.list, c.prior, c.hard, builtinWordSet(c.list)) : {};
  const suggestions = new Session(config, createStrategy(c.strategy, setup)).suggestions(10).map(suggestionData);
  if (c.strategy === 'optimal' && c.prior === 'history') {
    const table = startTable(c.list, c.hard, weights);
    return { remaining: words.answers.length, suggestions, ...(table ? { table } : {}) };
  }
  if (c.strategy !== 'optimal' || c.prior !== 'uniform') return { remaining: words.answers.length, suggestions };
  // Where the search only has a bound at the opening (no shipped table), an opener whose second turns
  // are in the app's data has its exact total: each of those was proven.
  const mode = c.hard ? 'hard' : 'normal';
  const n = words.answers.length;
  const proven = suggestions.map((s): SuggestionData => {
    const total = s.proven === false ? openerTotal(c.list, mode, s.word) : undefined;
    if (total === undefined) return s;
    // Proven now, and (a total of the search) it wins every game: no bound left to explain.
    const { bound: _, ...rest } = s;
    return { ...rest, expectedGuesses: total / n, proven: true, winChance: 1, won: n, weight: n };
  });
  return { remaining: words.answers.length, suggestions: proven };
}

/**
 * The shipped table of openings under the prior of `weights` the figures at the start come from (the
 * exact strategy's `priorOpenings`: only a table whose digest is these weights'), as the page names it.
 */
function startTable(list: string, hard: boolean, weights: Float64Array | undefined): OpeningTableData | undefined {
  const path = shippedOpeningsPath(list, hard ? 'hard' : 'normal', 'history');
  if (weights === undefined || !existsSync(path)) return undefined;
  const table = readOpeningsFile(path);
  const prior = table.meta.prior;
  if (prior === undefined || prior.digest !== weightsDigest(weights)) return undefined;
  return { prior, computed: isComplete(table) ? null : table.entries.length };
}

/**
 * An opener's exact total over every answer from its second turns in web/data/second/: the answers
 * (one first guess each) plus each feedback's best total, each proven by the exact search; undefined
 * when the app has no such file for this list and mode, or the opener cannot win every game.
 */
export function openerTotal(list: string, mode: 'normal' | 'hard', opener: string): number | undefined {
  const file = repo(`web/data/second/${list}-${mode}-${opener}.json`);
  if (!existsSync(file)) return undefined;
  const data = JSON.parse(readFileSync(file, 'utf8')) as SecondTurns;
  const words = builtinWordSet(list);
  if (data.checksum !== words.checksum || data.opener !== opener || data.maxGuesses !== 6) return undefined;
  let total = words.answers.length;
  for (const p of Object.values(data.positions)) {
    const best = p.ranked[0];
    if (best === undefined) return undefined;
    total += best[1];
  }
  return total;
}

/** The feedbacks `opener` can get over a list's answers (the win aside), ascending. */
export function openerFeedbacks(words: WordSet, opener: string): number[] {
  const win = 3 ** words.length - 1;
  return [...new Set(words.answers.map((a) => scoreGuess(opener, a)))].filter((p) => p !== win).sort((a, b) => a - b);
}

/**
 * One feedback's position after `opener`, and its ten best next guesses (the exact search; under
 * `weights`, the search that plays for the win under them, its weighted totals and the answers'
 * weight, where all ten are sure wins; none where one of them can lose).
 */
export function secondTurn(words: WordSet, opener: string, pattern: number, hard: boolean, weights?: Float64Array) {
  const position = exactPosition(words, [{ guess: opener, pattern: pattern as never }], { hard });
  const v = bestNextGuesses(words, position, 10, weights ? { weights } : {});
  const remaining = position.answers.length;
  if (weights === undefined) return { remaining, ranked: v.ranked.map((r): [string, number] => [r.guess, r.value]) };
  let weight = 0;
  for (const a of position.answers) weight += weights[a]!;
  // Sure wins only (a row that can lose says what it wins): where one of the ten can lose, none is
  // kept, and the app's search answers that position (playing for the win, as the CLI's).
  const loses = v.ranked.some((r) => r.won !== undefined && r.won < r.weight!);
  const ranked = loses ? [] : v.ranked.map((r): [string, number] => [r.guess, r.value]);
  return { remaining, weight, ranked };
}

/**
 * Every second turn of `opener` (each feedback's position solved exactly), with equal weights or
 * (`prior`) under the history prior of `HISTORY_DAY`; `onPosition` hears the progress.
 */
export function secondTurns(
  list: string,
  opener: string,
  hard: boolean,
  onPosition?: (done: number, of: number) => void,
  prior?: 'history',
): SecondTurns {
  const words = builtinWordSet(list);
  const weights = prior === undefined ? undefined : Float64Array.from(caseSpace({ list, prior }).weights!);
  const feedbacks = openerFeedbacks(words, opener);
  const positions: Record<string, { remaining: number; weight?: number; ranked: [string, number][] }> = {};
  feedbacks.forEach((p, i) => {
    positions[formatFeedback(p as never, words.length)] = secondTurn(words, opener, p, hard, weights);
    onPosition?.(i + 1, feedbacks.length);
  });
  const mode = hard ? 'hard' : 'normal';
  const tag =
    weights === undefined
      ? {}
      : { prior: { name: 'history' as const, day: HISTORY_DAY, digest: weightsDigest(weights) } };
  return { list, checksum: words.checksum, mode, maxGuesses: 6, opener, ...tag, positions };
}
