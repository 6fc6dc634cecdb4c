import { isWordleError } from '../../core/errors.js';
import type { Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import { INFEASIBLE } from '../bounds/closed-form.js';
import type { Position } from '../position/position.js';
import type { Searcher } from '../solver/searcher.js';
import type { Tree } from '../../core/types.js';
import type { WinPlan } from '../win/decider.js';

/*
 * The probe of one class of an opening (the answers one feedback leaves) for the wins-all decision:
 * each first guess the exact search's 'depth' objective would try, for a short time, then those
 * left for longer and longer (PASSES), so that a guess whose refutation is deep does not hold up
 * every guess behind it, as in the search alone. What an interrupted search proved stays in its memo.
 */

/**
 * The seconds each first guess of a class gets in each pass (the last pass: all it needs). A guess
 * neither refuted nor found to finish every answer within its time is tried again in the next pass,
 * after every other guess. Shorter first passes make losing openings slower (a refutation cut short
 * leaves out the cores that refute the guesses after it at once: docs/records.md has the runs).
 */
export const PASSES = [0.1, 1, 10, 100, Infinity] as const;

/** Where a class's probe stopped, as data (a progress file keeps it): its winner, or its pass and lists. */
export type ClassProbe =
  | { readonly pattern: number; readonly winner: Word }
  | {
      readonly pattern: number;
      readonly pass: number;
      /** First guesses not yet tried in this pass (any order: the search's order is used). */
      readonly todo: readonly Word[];
      /** Those put off to the next pass. */
      readonly next: readonly Word[];
    };

/** What a probe needs: the search, its clock and its deadline. */
export interface ProbeTools {
  readonly words: WordSet;
  readonly searcher: Searcher;
  /** Seconds, on any steady clock. */
  readonly clock: () => number;
  /** Stop the search (WordleError INTERRUPTED) once the clock passes `at`; Infinity: never. */
  readonly setDeadline: (at: number) => void;
  /** Whether the job itself was asked to stop (then INTERRUPTED goes on up). */
  readonly cancelled: () => boolean;
  /** Guesses every class tries first (`--try`), each for `hintSeconds`. */
  readonly hints: readonly Word[];
  readonly hintSeconds: number;
}

/** A class's probe in progress (the next round goes on from it): `guesses` from `at`, then `next`. */
export interface ProbeState {
  guesses?: Word[];
  pass: number;
  at: number;
  next: Word[];
  /** Read back from a progress file, put in the search's order on first use. */
  resume?: { readonly todo: ReadonlySet<Word>; readonly next: ReadonlySet<Word> };
  winner?: Word;
  /** The winner was one of the hints (those not yet tried: `hints`). */
  hinted?: boolean;
  hints?: Word[];
  plan?: WinPlan;
}

/** A probe state from its record (or a fresh one). */
export function probeState(p?: ClassProbe): ProbeState {
  if (p === undefined) return { pass: 0, at: 0, next: [] };
  if ('winner' in p) return { pass: 0, at: 0, next: [], winner: p.winner };
  return { pass: p.pass, at: 0, next: [], resume: { todo: new Set(p.todo), next: new Set(p.next) } };
}

/** The record of a probe state, or undefined when it never started. */
export function probeRecord(pattern: number, p: ProbeState): ClassProbe | undefined {
  if (p.winner !== undefined) return { pattern, winner: p.winner };
  if (p.resume !== undefined) return { pattern, pass: p.pass, todo: [...p.resume.todo], next: [...p.resume.next] };
  if (p.guesses === undefined) return undefined;
  return { pattern, pass: p.pass, todo: p.guesses.slice(p.at), next: [...p.next] };
}

/** The exact search's tree of a class as a WinPlan (the all-green branches left out). */
function planOf(words: WordSet, tree: Tree): WinPlan {
  if (tree.kind !== 'guess') throw new Error('planOf: a leaf');
  const next = new Map<number, WinPlan>();
  for (const [p, t] of tree.branches) if (t.kind === 'guess') next.set(p, planOf(words, t));
  return { guess: words.index.get(tree.guess)!, next };
}

/** The outcome of one timed try: true (a value found), false (refuted), undefined (out of time). */
function timed(tools: ProbeTools, until: number, run: () => boolean): boolean | undefined {
  tools.setDeadline(until);
  try {
    return run();
  } catch (e) {
    if (!(isWordleError(e) && e.code === 'INTERRUPTED') || tools.cancelled()) throw e;
    return undefined;
  } finally {
    tools.setDeadline(Infinity);
  }
}

/**
 * A class's probe, resumed where it stopped: true (a first guess finishes every answer, and
 * `p.plan` is its plan), false (every first guess is refuted: the class is lost), or undefined (not
 * by `until` on the clock).
 */
export function probe(tools: ProbeTools, position: Position, p: ProbeState, until: number): boolean | undefined {
  const { searcher } = tools;
  const won = (first: Word | undefined): true => {
    p.plan = planOf(tools.words, searcher.tree(position, first));
    return true;
  };
  if (p.winner !== undefined) return timed(tools, until, () => won(p.winner));
  if (p.resume !== undefined) {
    // (a guess not legal here needs no refuting)
    const order = searcher.firstGuesses(position, false).guesses;
    const { todo, next } = p.resume;
    p.guesses = order.filter((w) => todo.has(w));
    p.next = order.filter((w) => next.has(w));
    p.resume = undefined;
  }
  if (p.guesses === undefined) {
    // A cheap look at the whole class first: the bounds and cores that settle it, a start of the search.
    const whole = timed(tools, Math.min(until, tools.clock() + PASSES[0]), () =>
      searcher.value(position, INFEASIBLE) >= INFEASIBLE ? false : won(undefined),
    );
    if (whole !== undefined || tools.clock() >= until) return whole;
    p.guesses = searcher.firstGuesses(position, false).guesses;
  }
  const value = searcher.guessValuer(position);
  const hinted = tryHints(tools, value, p, until);
  if (hinted !== false) return hinted === true ? won(p.winner) : undefined;
  if (passes(tools, value, p, until)) return won(p.winner);
  return p.guesses.length === 0 && p.next.length === 0 ? false : undefined;
}

type Valuer = (guess: Word, beta: number) => number;

/** Whether `guess` finishes every answer within the deadline (undefined: out of time). */
function finishes(tools: ProbeTools, value: Valuer, guess: Word, until: number): boolean | undefined {
  return timed(tools, until, () => value(guess, INFEASIBLE) < INFEASIBLE);
}

/**
 * The guesses of `--try` still open here, each for its time (a refuted one is struck out of the
 * lists). True: one finishes the class (`p.winner`); undefined: out of time; false: go on.
 */
function tryHints(tools: ProbeTools, value: Valuer, p: ProbeState, until: number): boolean | undefined {
  p.hints ??= [...tools.hints];
  const guesses = p.guesses!;
  while (p.hints.length > 0) {
    const guess = p.hints[0]!;
    const at = guesses.indexOf(guess, p.at);
    const later = at < 0 ? p.next.indexOf(guess) : -1;
    if (at >= 0 || later >= 0) {
      const found = finishes(tools, value, guess, Math.min(until, tools.clock() + tools.hintSeconds));
      if (found === true) {
        p.winner = guess;
        p.hinted = true;
        return true;
      }
      if (found === false) {
        if (at >= 0) guesses.splice(at, 1);
        else p.next.splice(later, 1);
      } else if (tools.clock() >= until) return undefined;
    }
    p.hints.shift();
  }
  return false;
}

/** The passes, from where they stopped: true, a guess finishes the class (`p.winner`); false, not (yet). */
function passes(tools: ProbeTools, value: Valuer, p: ProbeState, until: number): boolean {
  for (;;) {
    const limit = PASSES[Math.min(p.pass, PASSES.length - 1)]!;
    const guesses = p.guesses!;
    for (; p.at < guesses.length; p.at++) {
      const guess = guesses[p.at]!;
      const found = finishes(tools, value, guess, Math.min(until, tools.clock() + limit));
      if (found === true) {
        p.winner = guess;
        return true;
      }
      if (found === undefined) {
        if (tools.clock() >= until) return false;
        p.next.push(guess);
      }
    }
    if (p.next.length === 0) {
      p.guesses = [];
      p.at = 0;
      return false;
    }
    p.guesses = p.next;
    p.next = [];
    p.at = 0;
    p.pass++;
  }
}
