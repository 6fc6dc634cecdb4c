import type { Candidates } from './filter.js';
import { hashString } from './hash.js';
import { LazyMatrix } from './lazy-matrix.js';
import { buildPatternMatrix, buildPatternRows, packPatternRows, reorderedWords, type PatternMatrix } from './matrix.js';
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
  const answers = guesses.slice(0, candidates.length);
  const index = new SubIndex(words.index, candidates, guesses);
  // The checksum when first read (a question after a turn never does: a pass over 90 KB of text).
  let checksum: string | undefined;
  const sum = (): string =>
    (checksum ??= hashString(`${answers.join(',')}|${guesses.slice(answers.length).join(',')}`));
  return {
    length: words.length,
    answers,
    guesses,
    index,
    get checksum() {
      return sum();
    },
  };
}

/**
 * A sub-word set's index (word → its id there), a Map as every word set's: a word is looked up
 * through the whole list's index and the order (a question looks up a few words, where a Map of
 * every guess took some 2 ms to fill), and the Map's own entries are filled when it is first
 * iterated or changed.
 */
class SubIndex extends Map<Word, WordId> {
  private filled = false;

  constructor(
    private readonly whole: ReadonlyMap<Word, WordId>,
    /** The answers left (ids of the whole list, ascending): the sub-word set's first words. */
    private readonly candidates: Candidates,
    private readonly words: readonly Word[],
  ) {
    super();
  }

  /** The id in the sub-word set of the whole list's guess g (see `subOrder`). */
  private at(g: number): WordId {
    const { candidates } = this;
    let lo = 0; // the candidates below g
    for (let hi = candidates.length; lo < hi;) {
      const mid = (lo + hi) >>> 1;
      if (candidates[mid]! < g) lo = mid + 1;
      else hi = mid;
    }
    return asWordId(candidates[lo] === g ? lo : candidates.length + g - lo);
  }

  private fill(): this {
    if (!this.filled) {
      this.filled = true;
      this.words.forEach((w, i) => super.set(w, asWordId(i)));
    }
    return this;
  }

  override get(w: Word): WordId | undefined {
    if (this.filled) return super.get(w);
    const g = this.whole.get(w);
    return g === undefined ? undefined : this.at(g);
  }

  override has(w: Word): boolean {
    return this.filled ? super.has(w) : this.whole.has(w);
  }

  override get size(): number {
    return this.filled ? super.size : this.words.length;
  }

  override set(w: Word, id: WordId): this {
    this.fill();
    return super.set(w, id);
  }

  override delete(w: Word): boolean {
    this.fill();
    return super.delete(w);
  }

  override clear(): void {
    this.fill();
    super.clear();
  }

  override forEach(f: (id: WordId, w: Word, map: Map<Word, WordId>) => void, self?: unknown): void {
    this.fill();
    super.forEach(f, self);
  }

  override entries(): MapIterator<[Word, WordId]> {
    return this.fill() && super.entries();
  }

  override keys(): MapIterator<Word> {
    return this.fill() && super.keys();
  }

  override values(): MapIterator<WordId> {
    return this.fill() && super.values();
  }

  override [Symbol.iterator](): MapIterator<[Word, WordId]> {
    return this.fill() && super[Symbol.iterator]();
  }
}

/**
 * The matrix of `subWordSet(words, candidates)`: every guess against just the answers left, its
 * rows computed in the sub-word set's order from the whole list's guess letters (grouped once per
 * list, see `buildPatternRows`), then packed tight in place.
 */
export function subMatrix(words: WordSet, candidates: Candidates): PatternMatrix {
  expectWordSet(words, 'subMatrix');
  expectIds(candidates, 'subMatrix', 'candidates');
  const n = candidates.length;
  const order = subOrder(words, candidates);
  const { cells, stride } = buildPatternRows(
    words.guesses,
    Array.from(candidates, (a) => words.answers[a]!),
    undefined,
    order,
  );
  const nG = order.length;
  packPatternRows(cells, nG, stride, n);
  return { length: words.length, nGuesses: nG, nAnswers: n, data: cells.subarray(0, nG * n) };
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
