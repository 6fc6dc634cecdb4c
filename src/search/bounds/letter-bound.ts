import type { Word } from '../../core/types.js';

const LETTERS = 26;
const A = 97;

/**
 * An upper bound on the number of feedback classes a guess makes on a set of answers, from which
 * letters the answers have where; the exact search uses it to skip most guesses of a scan (see
 * NodeScans.scanBound). A pattern is a tuple of tiles, so a guess makes at most the product, over
 * its positions, of the tiles that position can show on the set. With letter c at position i:
 * green needs an answer with c at i; yellow, an answer with c elsewhere and not at i; grey, an
 * answer without c, or (when the guess repeats c, whose copies beyond the answer's count are grey)
 * an answer with c elsewhere and not at i.
 */
export class LetterBound {
  /** Per guess and position: (position · 26 + letter) · 2 + [the guess repeats that letter]. */
  readonly codes: Uint16Array;
  /**
   * Per guess, for words of five letters (else empty): its codes packed in one number, position i's
   * less i · 52 in bits 6i to 6i + 5, so that position i's entry of a `table` is at
   * i · 52 + ((packed >>> 6i) & 63). One read per guess in the scans' hot loop (LevelScan).
   */
  readonly packed: Int32Array;
  /** Per answer and position: the letter (0..25). */
  private readonly letters: Uint8Array;
  /** Per code: the tiles that position can show on the set (filled by `table`). */
  private readonly factor: Uint8Array;
  private readonly green: Uint32Array;
  private readonly elsewhere: Uint32Array;

  constructor(
    guesses: readonly Word[],
    answers: readonly Word[],
    readonly length: number,
  ) {
    const L = length;
    // Once per position, over every guess: plain loops over char codes (a first search runs them
    // before the JIT has compiled anything, where string methods per letter cost tens of ms).
    const codes = new Uint16Array(guesses.length * L);
    const packed = new Int32Array(L === 5 ? guesses.length : 0);
    for (let g = 0; g < guesses.length; g++) {
      const w = guesses[g]!;
      let seen = 0;
      let repeated = 0; // the letters the guess holds more than once, as bits
      for (let i = 0; i < L; i++) {
        const bit = 1 << (w.charCodeAt(i) - A);
        repeated |= seen & bit;
        seen |= bit;
      }
      let v = 0;
      for (let i = 0; i < L; i++) {
        const c = w.charCodeAt(i) - A;
        const code = (i * LETTERS + c) * 2 + ((repeated >>> c) & 1);
        codes[g * L + i] = code;
        v |= (code - i * LETTERS * 2) << (6 * i);
      }
      if (L === 5) packed[g] = v;
    }
    this.codes = codes;
    this.packed = packed;
    this.letters = new Uint8Array(answers.length * L);
    for (let a = 0; a < answers.length; a++) {
      const w = answers[a]!;
      for (let i = 0; i < L; i++) this.letters[a * L + i] = w.charCodeAt(i) - A;
    }
    this.factor = new Uint8Array(L * LETTERS * 2);
    this.green = new Uint32Array(L);
    this.elsewhere = new Uint32Array(L);
  }

  /** Letters some answer of the set lacks (so a guess's copy of one can be grey), as bits. */
  private absent = 0;

  /** Read the letters of a set (answer ids): `most` then bounds guesses on it. */
  read(set: ArrayLike<number>): void {
    const L = this.length;
    const { letters, green, elsewhere } = this;
    green.fill(0);
    elsewhere.fill(0);
    let absent = 0;
    for (let j = 0; j < set.length; j++) {
      const at = set[j]! * L;
      let has = 0;
      for (let i = 0; i < L; i++) has |= 1 << letters[at + i]!;
      absent |= ~has;
      for (let i = 0; i < L; i++) {
        const bit = 1 << letters[at + i]!;
        green[i]! |= bit;
        elsewhere[i]! |= has & ~bit; // the letters this answer has, but not at i
      }
    }
    this.absent = absent;
  }

  /**
   * The tiles each position of a guess can show on the set read last, per code (see `codes`):
   * `most` as a table, for hot loops over many guesses; written to `factor` (a table of this
   * one's size, `tableSize`), by default this one's own.
   */
  table(factor: Uint8Array = this.factor): Uint8Array {
    const L = this.length;
    const { green, elsewhere, absent } = this;
    for (let i = 0; i < L; i++) {
      for (let c = 0; c < LETTERS; c++) {
        const bit = 1 << c;
        const g = (green[i]! & bit) !== 0 ? 1 : 0;
        const y = (elsewhere[i]! & bit) !== 0;
        const b = (absent & bit) !== 0;
        const code = (i * LETTERS + c) * 2;
        factor[code] = g + (y ? 1 : 0) + (b ? 1 : 0);
        factor[code + 1] = g + (y ? 2 : b ? 1 : 0);
      }
    }
    return factor;
  }

  /** The size of a `table`. */
  get tableSize(): number {
    return this.factor.length;
  }

  /** The bound for guess id g on the set read last: at most this many classes. */
  most(g: number): number {
    const L = this.length;
    const { codes, green, elsewhere, absent } = this;
    let p = 1;
    for (let i = 0, at = g * L; i < L; i++) {
      const code = codes[at + i]!;
      const bit = 1 << ((code >> 1) - i * LETTERS);
      const y = (elsewhere[i]! & bit) !== 0;
      const b = (absent & bit) !== 0;
      p *= ((green[i]! & bit) !== 0 ? 1 : 0) + ((code & 1) === 0 ? (y ? 1 : 0) + (b ? 1 : 0) : y ? 2 : b ? 1 : 0);
    }
    return p;
  }
}
