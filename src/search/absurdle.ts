import { tieRanks } from '../core/adversary.js';
import { badArgument, expectIds, expectInt, expectMatrix } from '../core/validate.js';
import type { Candidates } from '../core/filter.js';
import type { PatternMatrix } from '../core/matrix.js';
import { patternCount } from '../core/pattern.js';
import { asWordId, type WordId } from '../core/types.js';

/** Options for `solveAbsurdle`. */
export interface AbsurdleSearchOptions {
  /** Challenge mode: the adversary must end on this answer id. */
  readonly target?: number;
  /** Give up beyond this many guesses (the winning guess included). @default 8 */
  readonly maxLength?: number;
  /**
   * Work budget per length, in matrix cells read (undefined: no limit). A length whose search runs
   * out of budget is left undecided and the search goes on with the next length, so the result
   * may then not be proven minimal (see `lowerBound`).
   */
  readonly workLimit?: number;
}

/** The result of a search: a shortest forcing sequence, with what was proven about it. */
export interface AbsurdleSolution {
  /** `found`: `guesses` win; `none`: no win within maxLength (or the budget ran out at every length). */
  readonly status: 'found' | 'none';
  /** The guesses, the winning word last (empty unless found). */
  readonly guesses: readonly WordId[];
  /**
   * Proven: no sequence of fewer guesses than this forces a win (every shorter length was
   * searched exhaustively). Equal to `guesses.length` when the solution is proven minimal.
   */
  readonly lowerBound: number;
  /** Search nodes visited (positions examined). */
  readonly nodes: number;
  /** Matrix cells read, all lengths together. */
  readonly work: number;
}

/** Thrown when a length's work budget runs out. */
class Budget extends Error {}

/**
 * Exhaustive iterative-deepening search for a shortest sequence of guesses that forces Absurdle's
 * adversary (core/adversary.ts, same rule) to answer all green; for each length L it decides
 * whether L − 1 guesses can leave exactly one word (the target's, in the challenge mode).
 *
 * Pruning, each one exact:
 * - a guess splits any set of answers into at most `parts(g)` groups, its number of distinct
 *   patterns over the whole answer list; so r more guesses cannot bring a set of more than
 *   maxParts^r words down to one word, and one more guess can shrink a set of n words to one word
 *   only if it has at least n parts;
 * - a guess that keeps every word makes no progress; in the challenge mode a guess whose kept
 *   group loses the target is dead;
 * - a set already shown to fail with r guesses left fails again (memo).
 * Guesses are tried smallest kept group first, so wins are found early.
 */
export function solveAbsurdle(
  matrix: PatternMatrix,
  answers: Candidates,
  options: AbsurdleSearchOptions = {},
): AbsurdleSolution {
  expectMatrix(matrix, 'solveAbsurdle');
  expectIds(answers, 'solveAbsurdle', 'answers');
  if (typeof options !== 'object' || options === null) badArgument('solveAbsurdle', 'options', 'an object', options);
  if (options.target !== undefined)
    expectInt(options.target, 'solveAbsurdle', 'options.target', 0, matrix.nAnswers - 1);
  if (options.maxLength !== undefined) expectInt(options.maxLength, 'solveAbsurdle', 'options.maxLength', 1, 64);
  const s = new Search(matrix, options);
  const maxLength = options.maxLength ?? 8;
  let lowerBound = 1;
  let decided = true; // every shorter length was searched to the end
  for (let length = 1; length <= maxLength; length++) {
    s.startLength();
    try {
      const path = s.search(answers, length - 1);
      if (path !== null) {
        return {
          status: 'found',
          guesses: path.map(asWordId),
          lowerBound: decided ? length : lowerBound,
          nodes: s.nodes,
          work: s.work,
        };
      }
      if (decided) lowerBound = length + 1;
    } catch (e) {
      if (!(e instanceof Budget)) throw e;
      decided = false;
    }
  }
  return { status: 'none', guesses: [], lowerBound, nodes: s.nodes, work: s.work };
}

class Search {
  nodes = 0;
  work = 0;
  private lengthStart = 0;
  private readonly counts: Uint32Array;
  private readonly touched: Uint32Array;
  private readonly stamp: Uint32Array;
  private stampNow = 0;
  private readonly rank: Uint16Array;
  /** parts[g]: distinct patterns of guess g over every answer. */
  private readonly parts: Uint32Array;
  private readonly maxParts: number;
  private readonly failed = new Map<string, number>();
  /** Challenge mode: guesses as bitsets, 32 per word (`words` words per answer). */
  private readonly words: number;
  /**
   * Challenge mode: bit g of row w is set when guess g gives answer w a feedback that ranks after
   * the target's (core/adversary.ts order): then w and the target differ, and among singletons the
   * adversary would keep the target rather than w. A last guess must have this for every other word.
   */
  private readonly beatsTarget: Uint32Array | undefined;

  constructor(
    private readonly m: PatternMatrix,
    private readonly options: AbsurdleSearchOptions,
  ) {
    const np = patternCount(m.length);
    this.counts = new Uint32Array(np);
    this.touched = new Uint32Array(np);
    this.stamp = new Uint32Array(np);
    this.rank = tieRanks(m.length);
    this.parts = new Uint32Array(m.nGuesses);
    const all = Uint32Array.from({ length: m.nAnswers }, (_, i) => i);
    for (let g = 0; g < m.nGuesses; g++) this.parts[g] = this.countParts(g, all);
    this.maxParts = Math.max(...this.parts);
    this.words = Math.ceil(m.nGuesses / 32);
    this.beatsTarget = options.target === undefined ? undefined : this.targetBits(options.target);
  }

  private targetBits(t: number): Uint32Array {
    const { nAnswers, nGuesses, data } = this.m;
    const bits = new Uint32Array(nAnswers * this.words);
    for (let g = 0; g < nGuesses; g++) {
      const base = g * nAnswers;
      const rt = this.rank[data[base + t]!]!;
      const word = g >>> 5;
      const bit = 1 << (g & 31);
      for (let w = 0; w < nAnswers; w++) {
        if (this.rank[data[base + w]!]! > rt) bits[w * this.words + word]! |= bit;
      }
    }
    return bits;
  }

  /** True when guess g gives every word of `set` its own feedback. */
  private separates(g: number, set: Candidates): boolean {
    const base = g * this.m.nAnswers;
    const stamp = ++this.stampNow;
    for (let i = 0; i < set.length; i++) {
      const p = this.m.data[base + set[i]!]!;
      if (this.stamp[p] === stamp) return false;
      this.stamp[p] = stamp;
    }
    return true;
  }

  private countParts(g: number, set: Candidates): number {
    const stamp = ++this.stampNow;
    const base = g * this.m.nAnswers;
    let n = 0;
    for (let i = 0; i < set.length; i++) {
      const p = this.m.data[base + set[i]!]!;
      if (this.stamp[p] !== stamp) {
        this.stamp[p] = stamp;
        n++;
      }
    }
    return n;
  }

  /** The adversary's kept pattern for guess g over `set`, and its size (hot: one pass, no allocation). */
  private keep(g: number, set: Candidates): { pattern: number; size: number } {
    const { counts, touched, rank } = this;
    const data = this.m.data;
    const base = g * this.m.nAnswers;
    let parts = 0;
    for (let i = 0; i < set.length; i++) {
      const p = data[base + set[i]!]!;
      const c = counts[p]!;
      counts[p] = c + 1;
      if (c === 0) touched[parts++] = p;
    }
    let best = touched[0]!;
    for (let k = 1; k < parts; k++) {
      const p = touched[k]!;
      if (counts[p]! > counts[best]! || (counts[p] === counts[best] && rank[p]! < rank[best]!)) best = p;
    }
    const size = counts[best]!;
    for (let k = 0; k < parts; k++) counts[touched[k]!] = 0;
    return { pattern: best, size };
  }

  private kept(g: number, set: Candidates, pattern: number): Candidates {
    const base = g * this.m.nAnswers;
    return set.filter((a) => this.m.data[base + a] === pattern);
  }

  /** Begin the search of a new length: its own work budget. */
  startLength(): void {
    this.lengthStart = this.work;
    this.failed.clear(); // failures under a budget cut short are not proofs
  }

  /** Count `cells` matrix reads against the budget. */
  private spend(cells: number): void {
    this.work += cells;
    const limit = this.options.workLimit;
    if (limit !== undefined && this.work - this.lengthStart > limit) throw new Budget();
  }

  /**
   * Guesses that bring `set` down to the one word (the target, in the challenge mode) in exactly
   * r adversary answers, followed by that word; null when there are none.
   */
  search(set: Candidates, r: number): number[] | null {
    this.nodes++;
    const target = this.options.target;
    if (target !== undefined && !set.includes(target)) return null;
    if (r === 0) return set.length === 1 ? [set[0]!] : null;
    if (set.length > this.maxParts ** r) return null;
    const key = set.join(',');
    if ((this.failed.get(key) ?? -1) >= r) return null;
    const found = r === 1 ? this.lastStep(set) : this.deeper(set, r);
    if (found === null) this.failed.set(key, r);
    return found;
  }

  /** One guess that splits `set` into singletons, the kept one being the target if there is one. */
  private lastStep(set: Candidates): number[] | null {
    const n = set.length;
    const data = this.m.data;
    if (this.beatsTarget !== undefined) return this.lastStepToTarget(set);
    this.spend(this.m.nGuesses);
    for (let g = 0; g < this.m.nGuesses; g++) {
      if (this.parts[g]! < n || !this.separates(g, set)) continue;
      const { pattern } = this.keep(g, set);
      const base = g * this.m.nAnswers;
      return [g, set.find((a) => data[base + a] === pattern)!];
    }
    return null;
  }

  /** `lastStep` in the challenge mode: AND the other words' bitsets, then check the survivors. */
  private lastStepToTarget(set: Candidates): number[] | null {
    const bits = this.beatsTarget!;
    const t = this.options.target!;
    const W = this.words;
    this.spend(W * set.length);
    for (let c = 0; c < W; c++) {
      let x = 0xffffffff;
      for (let i = 0; i < set.length && x !== 0; i++) {
        const w = set[i]!;
        if (w !== t) x &= bits[w * W + c]!;
      }
      while (x !== 0) {
        const low = x & -x;
        const g = c * 32 + (31 - Math.clz32(low));
        x ^= low;
        if (g < this.m.nGuesses && this.parts[g]! >= set.length && this.separates(g, set)) return [g, t];
      }
    }
    return null;
  }

  private deeper(set: Candidates, r: number): number[] | null {
    const options: { g: number; size: number; pattern: number }[] = [];
    this.spend(this.m.nGuesses * set.length);
    for (let g = 0; g < this.m.nGuesses; g++) {
      const k = this.keep(g, set);
      if (k.size < set.length && k.size <= this.maxParts ** (r - 1)) options.push({ g, ...k });
    }
    options.sort((a, b) => a.size - b.size || a.g - b.g);
    for (const o of options) {
      const rest = this.search(this.kept(o.g, set, o.pattern), r - 1);
      if (rest !== null) return [o.g, ...rest];
    }
    return null;
  }
}
