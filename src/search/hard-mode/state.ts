import { patternDigits } from '../../core/pattern.js';
import { asPattern, type Word } from '../../core/types.js';

/**
 * What hard mode allows after some turns, in canonical form: the letter fixed at each green
 * position and the least count of each revealed letter. Two histories with the same state allow
 * exactly the same guesses (the rules of core/hardmode.ts), so the state keys the memo.
 */
export interface HardState {
  /** greens[p] = letter code + 1 at a green position, 0 elsewhere. */
  readonly greens: Uint8Array;
  /** mins[c] = how many copies of letter c every guess must contain. */
  readonly mins: Uint8Array;
  /** greens and mins as a string, for memo keys. */
  readonly key: string;
  /** The legal guess ids, ascending. */
  readonly allowed: Int32Array;
}

const CACHE_LIMIT = 200_000;
/** The most moves (state, guess, pattern → state) remembered before they are all dropped (with the cache). */
const MOVES_LIMIT = 2_000_000;

/** Derives hard-mode states turn by turn, with the legal-guess filter precomputed per word. */
export class HardRules {
  private readonly letters: Uint8Array;
  private readonly letterCounts: Uint8Array;
  private readonly cache = new Map<string, HardState>();
  /** Per state, the states after the moves already derived from it (key: guess · 3^length + pattern). */
  private moves = new WeakMap<HardState, Map<number, HardState>>();
  private moveCount = 0;
  private readonly patterns: number;

  constructor(
    private readonly guesses: readonly Word[],
    private readonly length: number,
  ) {
    this.patterns = 3 ** length;
    this.letters = new Uint8Array(guesses.length * length);
    this.letterCounts = new Uint8Array(guesses.length * 26);
    guesses.forEach((w, g) => {
      for (let p = 0; p < length; p++) {
        const c = w.charCodeAt(p) - 97;
        this.letters[g * length + p] = c;
        this.letterCounts[g * 26 + c]!++;
      }
    });
  }

  private start: HardState | undefined;

  /** No turn played yet: every guess is legal (one state, made once: the memo keys rely on it). */
  root(): HardState {
    if (this.start === undefined) {
      const greens = new Uint8Array(this.length);
      const mins = new Uint8Array(26);
      const allowed = new Int32Array(this.guesses.length);
      for (let g = 0; g < allowed.length; g++) allowed[g] = g;
      this.start = { greens, mins, key: keyOf(greens, mins), allowed };
    }
    return this.start;
  }

  /** The state after guess g got `pattern` (returns `state` itself when nothing new was revealed). */
  after(state: HardState, g: number, pattern: number): HardState {
    // The search asks the same moves again and again: each is derived once, then remembered.
    const move = g * this.patterns + pattern;
    const known = this.moves.get(state)?.get(move);
    if (known !== undefined) return known;
    const next = this.derive(state, g, pattern);
    if (this.moveCount >= MOVES_LIMIT) this.forget();
    let moves = this.moves.get(state);
    if (moves === undefined) this.moves.set(state, (moves = new Map()));
    moves.set(move, next);
    this.moveCount++;
    return next;
  }

  /**
   * Drop the states and moves remembered. Together: a move keeps the state it leads to alive, so
   * the states held stay within what the cache allows.
   */
  private forget(): void {
    this.cache.clear();
    this.moves = new WeakMap();
    this.moveCount = 0;
  }

  private derive(state: HardState, g: number, pattern: number): HardState {
    const L = this.length;
    const digits = patternDigits(asPattern(pattern), L);
    const greens = state.greens.slice();
    const seen = new Uint8Array(26);
    for (let p = 0; p < L; p++) {
      const c = this.letters[g * L + p]!;
      if (digits[p] === 2) greens[p] = c + 1;
      if (digits[p]! > 0) seen[c]!++;
    }
    const mins = state.mins.slice();
    for (let c = 0; c < 26; c++) if (seen[c]! > mins[c]!) mins[c] = seen[c]!;
    const key = keyOf(greens, mins);
    if (key === state.key) return state;
    let next = this.cache.get(key);
    if (next === undefined) {
      next = { greens, mins, key, allowed: this.filter(state.allowed, greens, mins) };
      if (this.cache.size >= CACHE_LIMIT) this.forget();
      this.cache.set(key, next);
    }
    return next;
  }

  private filter(allowed: Int32Array, greens: Uint8Array, mins: Uint8Array): Int32Array {
    const L = this.length;
    const need: number[] = [];
    for (let c = 0; c < 26; c++) if (mins[c]! > 0) need.push(c);
    const out = new Int32Array(allowed.length);
    let n = 0;
    next: for (let j = 0; j < allowed.length; j++) {
      const g = allowed[j]!;
      for (let p = 0; p < L; p++) if (greens[p] !== 0 && this.letters[g * L + p]! + 1 !== greens[p]) continue next;
      for (const c of need) if (this.letterCounts[g * 26 + c]! < mins[c]!) continue next;
      out[n++] = g;
    }
    return out.slice(0, n);
  }
}

function keyOf(greens: Uint8Array, mins: Uint8Array): string {
  return String.fromCharCode(...greens, ...mins);
}
