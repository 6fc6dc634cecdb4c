import { WordleError } from './errors.js';
import { contributionTable, type PatternArray } from './matrix.js';
import { patternCount } from './pattern.js';
import { quote } from './quote.js';
import { MAX_LENGTH, MIN_LENGTH, type Word } from './types.js';
import { badArgument, isLetters } from './validate.js';

/**
 * One guess scored against each of `words`: out[i] is the pattern of `guess` against words[i].
 * What applying one turn to a list needs (the answers that fit a feedback), without the tables
 * `buildPatternRows` makes over every word for many guesses: a word's pattern is the sum of one
 * contribution per distinct letter of the guess (see `contributionTable` in matrix.ts), from the
 * positions where the word holds that letter, found in one pass over the word. Exact, for any
 * words of the guess's length (a letter the guess does not hold adds nothing, as in `scoreGuess`):
 * tested against the reference. Throws BAD_WORD (as `buildPatternRows`) for a guess that is not
 * letters a-z of a length the matrix takes, or a word of another length.
 */
export function patternRow(guess: Word, words: readonly Word[]): PatternArray {
  if (!Array.isArray(words)) badArgument('patternRow', 'words', 'an array of strings', words);
  const L = guess.length;
  if (L < MIN_LENGTH || L > MAX_LENGTH) {
    throw new WordleError('BAD_WORD', `words of ${L} letters are not supported (${MIN_LENGTH} to ${MAX_LENGTH})`);
  }
  if (!isLetters(guess, L)) throw new WordleError('BAD_WORD', `guess ${quote(guess)} is not ${L} letters a-z`);
  const table = contributionTable(L);
  // The guess's distinct letters: slot[code] = 1 + the letter's index j, and at[j] = S << L, where
  // S holds the letter's positions in the guess (a table row of contributions).
  const slot = new Uint8Array(128);
  const at: number[] = [];
  for (let p = 0; p < L; p++) {
    const c = guess.charCodeAt(p);
    if (slot[c] !== 0) continue;
    let s = 0;
    for (let q = p; q < L; q++) if (guess.charCodeAt(q) === c) s |= 1 << q;
    at.push(s << L);
    slot[c] = at.length;
  }
  const k = at.length;
  const masks = new Int32Array(k + 1); // [1 + j]: the word's positions holding letter j ([0]: the others)
  const out = patternCount(L) <= 256 ? new Uint8Array(words.length) : new Uint16Array(words.length);
  // Hot loop (a first question runs it over every accepted word, before the JIT has compiled it).
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (typeof w !== 'string') badArgument('patternRow', `words[${i}]`, 'a string', w);
    if (w.length !== L) throw new WordleError('BAD_WORD', `word ${quote(w)} is not ${L} letters (the guess's)`);
    for (let p = 0; p < L; p++) {
      const c = w.charCodeAt(p);
      if (c < 128) masks[slot[c]!]! |= 1 << p;
    }
    let v = 0;
    for (let j = 0; j < k; j++) {
      v += table[at[j]! | masks[j + 1]!]!;
      masks[j + 1] = 0;
    }
    out[i] = v;
  }
  return out;
}
