import { isWordleError, WordleError } from '../../core/errors.js';
import { quote } from '../../core/quote.js';
import type { Word } from '../../core/types.js';
import { expectString, expectWordSet, MAX_WEIGHT } from '../../core/validate.js';
import { makeWordSet, MAX_LINE_LENGTH, type WordSet } from '../../core/wordlist.js';
import { Valuation } from '../../search/objective/valuation.js';
import type { PriorSpace } from './prior.js';

/*
 * A prior of one's own (`--prior FILE`): one `WORD WEIGHT` a line, the words listed are the
 * possible answers and the weights how likely each is, relative to the others (whole numbers,
 * which keep the exact search's sums exact). Blank lines and `#` comments are ignored.
 */

/** The most guesses left the exact search's sums are checked for (a game of six guesses). */
const CHECKED_GUESSES = 6;

/** One weight: a whole number from 1 to MAX_WEIGHT, or the reason it is not. */
function weightOf(text: string): number | string {
  if (!/^[+-]?\d+(\.\d*)?([eE][+-]?\d+)?$/u.test(text)) return `${quote(text)} is not a number`;
  const x = Number(text);
  if (!Number.isInteger(x)) return `${quote(text)} is not a whole number`;
  if (x < 1) return `the weight ${text} is not positive (leave out a word that cannot be the answer)`;
  if (x > MAX_WEIGHT) return `the weight ${text} is above ${MAX_WEIGHT} (scale the weights down)`;
  return x;
}

/**
 * Parse a prior file's text over the allowed words of `base`: the words it lists become the
 * answers (in the order of the allowed list, so a guess's rank does not depend on the file's
 * order), the other allowed words stay guesses, and each answer gets its weight. Every fault is
 * one BAD_FILE error naming the file, the line and the word: a word not in the list or listed
 * twice, a weight that is not a whole number from 1 to MAX_WEIGHT, a line without exactly two
 * fields; weights too large in all for exact sums; a file with no word.
 */
export function parsePriorText(text: string, base: WordSet, source: string): PriorSpace {
  expectString(text, 'parsePriorText', 'text');
  expectWordSet(base, 'parsePriorText', 'base');
  expectString(source, 'parsePriorText', 'source');
  const weightOfWord = new Map<Word, number>();
  const lineOf = new Map<Word, number>();
  const lines = text.replace(/^\uFEFF/u, '').split(/\r?\n/u);
  lines.forEach((raw, i) => {
    const where = `${source}:${i + 1}`;
    const bad = (why: string): never => {
      throw new WordleError('BAD_FILE', `${where}: ${why}`);
    };
    if (raw.length > MAX_LINE_LENGTH) bad(`line of ${raw.length} characters: not a prior file (WORD WEIGHT a line)?`);
    const line = raw.replace(/#.*$/u, '').trim();
    if (line === '') return;
    const fields = line.split(/\s+/u);
    const word = fields[0]!.toLowerCase();
    if (fields.length !== 2) bad(`${quote(line)}: expected WORD WEIGHT (a word, a space, a whole number)`);
    if (!base.index.has(word)) bad(`${quote(word)} is not in the word list`);
    const seen = lineOf.get(word);
    if (seen !== undefined) bad(`"${word}" is listed twice (first on line ${seen})`);
    const w = weightOf(fields[1]!);
    if (typeof w === 'string') bad(`"${word}": ${w}`);
    lineOf.set(word, i + 1);
    weightOfWord.set(word, w as number);
  });
  if (weightOfWord.size === 0)
    throw new WordleError('BAD_FILE', `${source}: no word found (expected WORD WEIGHT lines)`);
  const answers = base.guesses.filter((g) => weightOfWord.has(g));
  const words = makeWordSet(
    answers,
    base.guesses.filter((g) => !weightOfWord.has(g)),
  );
  const weights = Float64Array.from(answers, (a) => weightOfWord.get(a)!);
  checkSums(weights, source);
  return { words, weights };
}

/** The weights' sum must keep the exact search's numbers exact (see search/objective/valuation.ts). */
function checkSums(weights: Float64Array, source: string): void {
  try {
    new Valuation(weights.length, weights, CHECKED_GUESSES);
  } catch (e) {
    if (!isWordleError(e)) throw e;
    const sum = weights.reduce((a, b) => a + b, 0);
    throw new WordleError(
      'BAD_FILE',
      `${source}: the weights add up to ${sum}, too much for exact sums: scale them down (a few thousand each is plenty)`,
    );
  }
}
