import type { Candidates } from './filter.js';
import { hashString } from './hash.js';
import { LazyMatrix } from './lazy-matrix.js';
import {
  buildPatternMatrix,
  groupVectors,
  guessGroups,
  patternRowWords,
  reorderedWords,
  type PatternMatrix,
} from './matrix.js';
import { patternCount } from './pattern.js';
import { asWordId, type Word, type WordId } from './types.js';
import { badArgument, expectIds, expectWordSet } from './validate.js';
import type { WordSet } from './wordlist.js';

/*
 * A position's own game: the answers still possible become the answer list, and its matrix is
 * every allowed guess against just them (G bytes an answer left: 0.3 MB after SOARE = YGBBB on
 * today's NYT list, never the whole list's 47 MB). The CLI's session and the web app's worker both
 * answer a position after a turn this way (engine/game/position-space.ts).
 *
 * The word set lists the answers left first, then every other allowed word, each part in the whole
 * list's order: a guess that ties with another is then ordered as in the whole list (a candidate
 * first, then the earlier word), so suggestions are the whole list's, in the same order.
 */

/**
 * The guess ids of `words` in the order of its sub-word set of `candidates` (see `subWordSet`):
 * the candidates, then every other guess, each in list order.
 */
function subOrder(words: WordSet, candidates: Candidates): Int32Array {
  const left = new Uint8Array(words.answers.length);
  let last = -1;
  for (const a of candidates) {
    if (!(a > last && a < words.answers.length)) {
      badArgument('subWordSet', 'candidates', 'answer ids of the word set, ascending', candidates);
    }
    left[a] = 1;
    last = a;
  }
  const order = new Int32Array(words.guesses.length);
  order.set(candidates);
  let k = candidates.length;
  for (let g = 0; g < words.guesses.length; g++) if (g >= words.answers.length || left[g] === 0) order[k++] = g;
  return order;
}

/**
 * The word set of the answers `candidates` of `words` (ids, ascending) alone: those answers, then
 * every other allowed word, each in list order. The same set `makeWordSet` would make of them
 * (checksum included), without checking the words again.
 */
export function subWordSet(words: WordSet, candidates: Candidates): WordSet {
  expectWordSet(words, 'subWordSet');
  expectIds(candidates, 'subWordSet', 'candidates');
  const order = subOrder(words, candidates);
  const guesses: Word[] = Array.from(order, (g) => words.guesses[g]!);
  reorderedWords(words.guesses, order, guesses); // (the search computes its rows from them)
  const index = new Map<Word, WordId>();
  guesses.forEach((w, i) => index.set(w, asWordId(i)));
  const answers = guesses.slice(0, candidates.length);
  const checksum = hashString(`${answers.join(',')}|${guesses.slice(answers.length).join(',')}`);
  return { length: words.length, answers, guesses, index, checksum };
}

/**
 * The matrix of `subWordSet(words, candidates)`: every guess against just the answers left. Each
 * cell is the sum of its guess's letter groups' contributions over those answers (as
 * `buildPatternRows` adds them, the groups of the whole list's guesses made once per list), written
 * straight into the sub-word set's order, tight: for the few answers a position has left, rows
 * padded to whole words would only be packed again.
 */
export function subMatrix(words: WordSet, candidates: Candidates): PatternMatrix {
  expectWordSet(words, 'subMatrix');
  expectIds(candidates, 'subMatrix', 'candidates');
  const n = candidates.length;
  const L = words.length;
  const order = subOrder(words, candidates);
  const wide = patternCount(L) > 256;
  const stride = patternRowWords(n, L) * (wide ? 2 : 4);
  const { groups, sizes, keys } = guessGroups(words.guesses, L);
  const vecs = groupVectors(
    Array.from(candidates, (a) => words.answers[a]!),
    L,
    keys,
    stride / (wide ? 2 : 4),
    wide,
  );
  const vec = wide ? new Uint16Array(vecs.buffer) : new Uint8Array(vecs.buffer);
  const nG = words.guesses.length;
  const data = wide ? new Uint16Array(nG * n) : new Uint8Array(nG * n);
  // Hot loop: each cell the sum of its guess's groups' contributions (at most L of them).
  for (let s = 0, to = 0; s < nG; s++) {
    const g = order[s]!;
    const k = sizes[g]!;
    const at = g * L;
    const v0 = groups[at]! * stride;
    if (k === 5) {
      const v1 = groups[at + 1]! * stride;
      const v2 = groups[at + 2]! * stride;
      const v3 = groups[at + 3]! * stride;
      const v4 = groups[at + 4]! * stride;
      for (let a = 0; a < n; a++) data[to++] = vec[v0 + a]! + vec[v1 + a]! + vec[v2 + a]! + vec[v3 + a]! + vec[v4 + a]!;
      continue;
    }
    for (let a = 0; a < n; a++) {
      let p = vec[v0 + a]!;
      for (let j = 1; j < k; j++) p += vec[groups[at + j]! * stride + a]!;
      data[to++] = p;
    }
  }
  return { length: L, nGuesses: nG, nAnswers: n, data };
}

/**
 * The matrix of guesses × answers, made only when its cells are first read: by `make` (a cache,
 * say), else by `buildPatternMatrix`. Its sizes are there at once; a game set up over it pays for
 * the cells only if a question needs every answer (see `matrixBuilt`).
 */
export function lazyMatrix(words: WordSet, make?: () => PatternMatrix): PatternMatrix {
  expectWordSet(words, 'lazyMatrix');
  const build = make ?? (() => buildPatternMatrix(words.guesses, words.answers));
  return new LazyMatrix(words.length, words.guesses.length, words.answers.length, build);
}

/** False for a matrix made by `lazyMatrix` whose cells have not been read yet; true otherwise. */
export function matrixBuilt(m: PatternMatrix): boolean {
  return !(m instanceof LazyMatrix) || m.built;
}
