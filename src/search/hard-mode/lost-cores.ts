import type { Candidates } from '../../core/filter.js';
import type { HardState } from './state.js';

/*
 * Answers lost are monotone (issue 33's hard-mode openers): if a set K of answers loses at least k
 * of them whatever is played with d guesses left under hard-mode state s, then so does every set
 * C ⊇ K with d' ≤ d guesses left under a state s' at least as strict as s (its greens include s's,
 * its least letter counts are at least s's). A strategy for C, kept to K's answers, is a strategy
 * for K: every guess it plays is legal under s too (a stricter state allows fewer guesses, and
 * stays stricter after any guess and feedback, since both grow by the same join), and it finds no
 * more of K's answers in d' guesses than the best play for K does in d.
 *
 * In a losing hard-mode position the classes that refute one guess are mostly supersets of the
 * classes that refuted an earlier guess (DOING = YBBBB: two thirds of those with three guesses
 * left), but never the same set, so the memo (exact sets) does not see them. LostCores keeps each
 * set proven to lose (its "core"), and a search asks it for the answers a class loses at least.
 */

/** A set proven to lose at least `lost` answers with `d` guesses left under a state. */
interface Core {
  readonly set: Uint32Array;
  readonly lost: number;
  readonly greens: Uint8Array;
  /** The letters with a least count in the state (mins[c] > 0), and those counts. */
  readonly letters: Uint8Array;
  readonly counts: Uint8Array;
  readonly key: string;
}

/**
 * Sets with fewer guesses left are neither kept nor looked for: with two left one scan settles a
 * set, which costs about what looking for it among the cores does (DOING = YBBBB, 'total').
 */
const MIN_LEFT = 3;

/** The most answer ids the cores hold in all; beyond it they are dropped and collected again. */
const MAX_IDS = 4_000_000;

/**
 * The cores kept under one answer, with each core's signatures in one flat array beside them
 * (most cores a lookup meets are ruled out by these alone, without reaching the core). The answers: bit
 * (a mod 64) set for each answer id a of the core, in two words (a mod 64 below 32, the rest); a
 * core whose bits the set asked about lacks is no subset of it. The state: a bit for each letter
 * with a least count and for each green position; a core whose bits the state lacks has a state
 * the state asked about is not as strict as. (In a losing search most cores within the set are
 * kept under another state: MEALS in hard mode, 25 million such against 0.6 million found.)
 */
class Bucket {
  size = 0;
  /** Per core, four words: its answers' signature (two words), its letters', its greens'. */
  signs: Int32Array = new Int32Array(16);
  readonly cores: Core[] = [];

  push(core: Core, low: number, high: number, letters: number, greens: number): void {
    const at = this.size * 4;
    if (at === this.signs.length) {
      const signs = new Int32Array(at * 2);
      signs.set(this.signs);
      this.signs = signs;
    }
    this.signs[at] = low;
    this.signs[at + 1] = high;
    this.signs[at + 2] = letters;
    this.signs[at + 3] = greens;
    this.cores.push(core);
    this.size++;
  }
}

/** A bit for each letter with a least count in the state. */
function letterBits(state: HardState): number {
  let bits = 0;
  for (let c = 0; c < state.mins.length; c++) if (state.mins[c]! > 0) bits |= 1 << c;
  return bits;
}

/** A bit for each green position of the state (positions past 31 share bit 31). */
function greenBits(state: HardState): number {
  let bits = 0;
  for (let p = 0; p < state.greens.length; p++) if (state.greens[p] !== 0) bits |= 1 << Math.min(p, 31);
  return bits;
}

/** Sets proven to lose answers, found again inside larger sets (see above). Equal weights only. */
export class LostCores {
  /**
   * byAnswer[d][a]: cores with d guesses left, each under one of its answers a (the one with the
   * fewest cores so far, so that no answer gathers most of them).
   */
  private byAnswer: (Bucket | undefined)[][] = [];
  private ids = 0;
  /** The most answers any core loses (a set asked about loses no more than that by them). */
  private most = 0;
  /** Scratch: marks of the set asked about. */
  private readonly mark: Uint8Array;

  constructor(private readonly nAnswers: number) {
    this.mark = new Uint8Array(nAnswers);
  }

  /** Keeps that `set` (answer ids) loses at least `lost` answers with d guesses left under `state`. */
  record(set: Candidates, d: number, state: HardState, lost: number): void {
    if (lost <= 0 || set.length === 0 || d < MIN_LEFT) return;
    if (this.ids + set.length > MAX_IDS) {
      this.byAnswer = [];
      this.ids = 0;
      this.most = 0;
    }
    const letters: number[] = [];
    let letterSign = 0;
    for (let c = 0; c < state.mins.length; c++) {
      if (state.mins[c]! > 0) {
        letters.push(c);
        letterSign |= 1 << c;
      }
    }
    while (this.byAnswer.length <= d) this.byAnswer.push(new Array<Bucket | undefined>(this.nAnswers));
    const byAnswer = this.byAnswer[d]!;
    let at = set[0]!;
    for (let i = 1; i < set.length && (byAnswer[at]?.size ?? 0) > 0; i++) {
      if ((byAnswer[set[i]!]?.size ?? 0) < byAnswer[at]!.size) at = set[i]!;
    }
    const core: Core = {
      set: set.slice(),
      lost,
      greens: state.greens,
      letters: Uint8Array.from(letters),
      counts: Uint8Array.from(letters, (c) => state.mins[c]!),
      key: state.key,
    };
    (byAnswer[at] ??= new Bucket()).push(core, bitsOf(set, 0), bitsOf(set, 32), letterSign, greenBits(state));
    this.ids += set.length;
    if (lost > this.most) this.most = lost;
  }

  /** The most answers a kept core says `set` (answer ids) loses with d guesses left under `state`, or 0. */
  lost(set: Candidates, d: number, state: HardState): number {
    if (this.ids === 0 || d < MIN_LEFT || d >= this.byAnswer.length) return 0;
    const { mark } = this;
    const n = set.length;
    for (let i = 0; i < n; i++) mark[set[i]!] = 1;
    const low = bitsOf(set, 0);
    const high = bitsOf(set, 32);
    const letterMask = letterBits(state);
    const greenMask = greenBits(state);
    let best = 0;
    // Cores with d or more guesses left; done once one says the most any core says.
    for (let k = d; k < this.byAnswer.length && best < this.most; k++) {
      const byFirst = this.byAnswer[k]!;
      for (let i = 0; i < n && best < this.most; i++) {
        const bucket = byFirst[set[i]!];
        if (bucket === undefined) continue;
        const { signs, cores, size } = bucket;
        for (let j = 0, at = 0; j < size; j++, at += 4) {
          if (
            ((signs[at]! & ~low) |
              (signs[at + 1]! & ~high) |
              (signs[at + 2]! & ~letterMask) |
              (signs[at + 3]! & ~greenMask)) !==
            0
          )
            continue;
          const core = cores[j]!;
          if (core.lost > best && core.set.length <= n && within(core.set, mark)) {
            if (core.key === state.key || stricter(state, core)) best = core.lost;
          }
        }
      }
    }
    for (let i = 0; i < n; i++) mark[set[i]!] = 0;
    return best;
  }
}

/** True when every answer of the core is marked. */
function within(core: Uint32Array, mark: Uint8Array): boolean {
  for (let j = 0; j < core.length; j++) if (mark[core[j]!] === 0) return false;
  return true;
}

/** One bit (a mod 32) for each answer id a of the set whose a mod 64 is in [from, from + 32). */
function bitsOf(set: Candidates, from: number): number {
  let bits = 0;
  for (let i = 0; i < set.length; i++) if ((set[i]! & 32) === from) bits |= 1 << (set[i]! & 31);
  return bits;
}

/** True when `state` is at least as strict as the core's: its greens and least letter counts. */
function stricter(state: HardState, core: Core): boolean {
  const g = core.greens;
  for (let p = 0; p < g.length; p++) if (g[p] !== 0 && state.greens[p] !== g[p]) return false;
  const { letters, counts } = core;
  for (let j = 0; j < letters.length; j++) if (state.mins[letters[j]!]! < counts[j]!) return false;
  return true;
}
