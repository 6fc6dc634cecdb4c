import type { Candidates } from '../../core/filter.js';
import type { PatternMatrix } from '../../core/matrix.js';
import type { Word } from '../../core/types.js';
import { AdversaryGroups } from './groups.js';
import { rowRange } from '../kernel/frame-refs.js';
import { HardRules, type HardState } from '../hard-mode/state.js';

/** Thrown when a length's work budget runs out. */
export class Budget extends Error {}

/** What the search of one length needs: the target, the budget, the hard-mode guesses. */
export interface AbsurdleSearchSettings {
  readonly target?: number;
  readonly workLimit?: number;
  /** Hard mode: the words of the matrix's rows (undefined: normal mode). */
  readonly hardGuesses?: readonly Word[];
}

/** What a hard-mode state allows, worked out once per state: the bound and the challenge's bitset. */
interface Allowed {
  /** The most parts any allowed guess makes (of the whole answer list, so of any set). */
  readonly maxParts: number;
  /** The allowed guesses as a bitset, 32 per word (the challenge mode's last step). */
  readonly bits: Uint32Array;
}

/**
 * The depth-first search of one length for `solveAbsurdle` (search/absurdle/absurdle.ts): guesses that
 * bring a set down to one word in exactly r adversary answers. Each node carries its hard-mode
 * state (search/hard-mode/state.ts: the greens and least letter counts so far, and the guesses they
 * allow; in normal mode one state that allows every guess), so a node tries only the guesses
 * Wordle's hard mode allows after the turns that led to it, and the memo keys a set with its state.
 */
export class AbsurdleSearch {
  nodes = 0;
  work = 0;
  private lengthStart = 0;
  private readonly groups: AdversaryGroups;
  private readonly rules: HardRules | undefined;
  private readonly normal: HardState;
  private readonly allowedOf = new WeakMap<HardState, Allowed>();
  /** Failed (state, set) keys with the most guesses they were shown to fail with. */
  private readonly failed = new Map<string, number>();
  /** Challenge mode: 32-bit words per row of `beatsTarget`. */
  private readonly words: number;
  private readonly beatsTarget: Uint32Array | undefined;

  constructor(
    m: PatternMatrix,
    private readonly settings: AbsurdleSearchSettings,
  ) {
    this.groups = new AdversaryGroups(m);
    const guesses = settings.hardGuesses;
    this.rules = guesses === undefined ? undefined : new HardRules(guesses, m.length);
    const none = new Uint8Array(0);
    this.normal = { greens: none, mins: none, key: '', allowed: rowRange(m.nGuesses) };
    this.words = Math.ceil(m.nGuesses / 32);
    const t = settings.target;
    this.beatsTarget = t === undefined ? undefined : this.groups.beatsTarget(t, this.words);
  }

  /** The state before any guess: every guess is allowed. */
  root(): HardState {
    return this.rules?.root() ?? this.normal;
  }

  private allowed(state: HardState): Allowed {
    let a = this.allowedOf.get(state);
    if (a === undefined) {
      const bits = new Uint32Array(this.words);
      for (const g of state.allowed) bits[g >>> 5]! |= 1 << (g & 31);
      a = { maxParts: this.groups.maxParts(state.allowed), bits };
      this.allowedOf.set(state, a);
    }
    return a;
  }

  /** Begin the search of a new length: its own work budget. */
  startLength(): void {
    this.lengthStart = this.work;
    this.failed.clear(); // failures under a budget cut short are not proofs
  }

  /** Count `cells` matrix reads against the budget. */
  private spend(cells: number): void {
    this.work += cells;
    const limit = this.settings.workLimit;
    if (limit !== undefined && this.work - this.lengthStart > limit) throw new Budget();
  }

  /**
   * Guesses allowed in `state` and after, that bring `set` down to the one word (the target, in
   * the challenge mode) in exactly r adversary answers, followed by that word; null when there are
   * none. The word left is always allowed: it gave every feedback so far, so it has every green in
   * place and every revealed letter as often as revealed.
   */
  search(set: Candidates, r: number, state: HardState): number[] | null {
    this.nodes++;
    const target = this.settings.target;
    if (target !== undefined && !set.includes(target)) return null;
    if (r === 0) return set.length === 1 ? [set[0]!] : null;
    if (set.length > this.allowed(state).maxParts ** r) return null;
    const key = `${state.key}|${set.join(',')}`;
    if ((this.failed.get(key) ?? -1) >= r) return null;
    const found = r === 1 ? this.lastStep(set, state) : this.deeper(set, r, state);
    if (found === null) this.failed.set(key, r);
    return found;
  }

  /** One allowed guess that splits `set` into singletons, the kept one being the target if there is one. */
  private lastStep(set: Candidates, state: HardState): number[] | null {
    if (this.beatsTarget !== undefined) return this.lastStepToTarget(set, state);
    const { parts } = this.groups;
    const n = set.length;
    this.spend(state.allowed.length);
    for (const g of state.allowed) {
      if (parts[g]! < n || !this.groups.separates(g, set)) continue;
      const { pattern } = this.groups.keep(g, set);
      return [g, this.groups.kept(g, set, pattern)[0]!];
    }
    return null;
  }

  /** `lastStep` in the challenge mode: AND the allowed guesses with the other words' bitsets, then check the survivors. */
  private lastStepToTarget(set: Candidates, state: HardState): number[] | null {
    const bits = this.beatsTarget!;
    const legal = this.allowed(state).bits;
    const t = this.settings.target!;
    const W = this.words;
    this.spend(W * set.length);
    for (let c = 0; c < W; c++) {
      let x = legal[c]!;
      for (let i = 0; i < set.length && x !== 0; i++) {
        const w = set[i]!;
        if (w !== t) x &= bits[w * W + c]!;
      }
      while (x !== 0) {
        const low = x & -x;
        const g = c * 32 + (31 - Math.clz32(low));
        x ^= low;
        if (this.groups.parts[g]! >= set.length && this.groups.separates(g, set)) return [g, t];
      }
    }
    return null;
  }

  private deeper(set: Candidates, r: number, state: HardState): number[] | null {
    const options: { g: number; size: number; pattern: number }[] = [];
    const most = this.allowed(state).maxParts ** (r - 1);
    this.spend(state.allowed.length * set.length);
    for (const g of state.allowed) {
      const k = this.groups.keep(g, set);
      if (k.size < set.length && k.size <= most) options.push({ g, ...k });
    }
    options.sort((a, b) => a.size - b.size || a.g - b.g);
    for (const o of options) {
      const next = this.rules === undefined ? state : this.rules.after(state, o.g, o.pattern);
      const rest = this.search(this.groups.kept(o.g, set, o.pattern), r - 1, next);
      if (rest !== null) return [o.g, ...rest];
    }
    return null;
  }
}
