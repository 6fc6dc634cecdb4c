import { WordleError } from './errors.js';
import { isPendingMatrix } from './lazy-matrix.js';
import { quote } from './quote.js';
import type { History, Pattern, Turn } from './types.js';

/*
 * Argument checks for the library's entry points. A caller that passes the wrong type or an
 * out-of-range number gets a WordleError with code BAD_ARGUMENT naming the function and the
 * argument, never a bare TypeError from deep inside. The checks are shallow and cheap: they run
 * once per call of a public function, never in a hot loop.
 */

/** What a value is, for a message: `a number (7)`, `null`, `a string "…"`. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return `the string ${quote(value, 30)}`;
  if (typeof value === 'number') return `the number ${String(value)}`;
  if (Array.isArray(value)) return `an array of ${value.length}`;
  return `a ${typeof value === 'object' ? (value.constructor?.name ?? 'object') : typeof value}`;
}

/** Throw BAD_ARGUMENT: `fn: name must be …, got …`. */
export function badArgument(fn: string, name: string, expected: string, value: unknown): never {
  throw new WordleError('BAD_ARGUMENT', `${fn}: ${name} must be ${expected}, got ${describe(value)}`);
}

/** Require a string. */
export function expectString(value: unknown, fn: string, name: string): asserts value is string {
  if (typeof value !== 'string') badArgument(fn, name, 'a string', value);
}

/** Require an array of strings. */
export function expectStrings(value: unknown, fn: string, name: string): asserts value is readonly string[] {
  if (!Array.isArray(value)) badArgument(fn, name, 'an array of strings', value);
  const bad = (value as unknown[]).findIndex((w) => typeof w !== 'string');
  if (bad >= 0) badArgument(fn, `${name}[${bad}]`, 'a string', (value as unknown[])[bad]);
}

/** Require a whole number in [min, max]. */
export function expectInt(value: unknown, fn: string, name: string, min: number, max = Number.MAX_SAFE_INTEGER): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
    badArgument(fn, name, `a whole number ${range}`, value);
  }
}

/**
 * The largest prior weight of one answer. Weights are whole numbers, so that the exact search's
 * sums stay exact and its ties deterministic.
 */
export const MAX_WEIGHT = 1_000_000;

/**
 * Require prior weights: a Float64Array of `n` whole numbers from 1 to MAX_WEIGHT, one per answer
 * id (the first offending one is named).
 */
export function expectWeights(value: unknown, n: number, fn: string, name: string): asserts value is Float64Array {
  if (!(value instanceof Float64Array) || value.length !== n) {
    badArgument(fn, name, `a Float64Array of ${n} weights, one per answer`, value);
  }
  const at = (value as Float64Array).findIndex((w) => !Number.isInteger(w) || w < 1 || w > MAX_WEIGHT);
  if (at >= 0) badArgument(fn, `${name}[${at}]`, `a whole number from 1 to ${MAX_WEIGHT}`, (value as Float64Array)[at]);
}

/** Require a non-null object (not an array). */
export function expectObject(value: unknown, fn: string, name: string): asserts value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) badArgument(fn, name, 'an object', value);
}

/** Require an array (or typed array) of whole numbers: candidates, ids. */
export function expectIds(value: unknown, fn: string, name: string): asserts value is ArrayLike<number> {
  const ok = value instanceof Uint32Array || (Array.isArray(value) && value.every((x) => Number.isSafeInteger(x)));
  if (!ok) badArgument(fn, name, 'a Uint32Array (or array) of ids', value);
}

/** True when `w` is `length` letters a-z (a loop, not a regular expression: word lists run it on every word). */
export function isLetters(w: string, length: number): boolean {
  if (w.length !== length) return false;
  for (let i = 0; i < length; i++) {
    const c = w.charCodeAt(i);
    if (c < 97 || c > 122) return false;
  }
  return true;
}

/** Require a word set as `makeWordSet` returns it. */
export function expectWordSet(value: unknown, fn: string, name = 'words'): void {
  const ok =
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as Record<string, unknown>).answers) &&
    Array.isArray((value as Record<string, unknown>).guesses) &&
    (value as Record<string, unknown>).index instanceof Map &&
    typeof (value as Record<string, unknown>).length === 'number';
  if (!ok) badArgument(fn, name, 'a word set (from makeWordSet or builtinWordSet)', value);
}

/** Require a history: an array of { guess: string, pattern: whole number }. */
export function expectHistory(value: unknown, fn: string, name = 'history'): void {
  readHistory(value, fn, name);
}

/** Require one turn { guess: string, pattern: whole number ≥ 0 }. */
export function expectTurn(value: unknown, fn: string, name = 'turn'): void {
  readTurn(value, fn, name);
}

/**
 * A turn checked and copied: each field read once, so that what is checked is what is used (a
 * getter or a Proxy that answers differently on each read cannot leave the caller inconsistent).
 */
export function readTurn(value: unknown, fn: string, name = 'turn'): Turn {
  if (typeof value !== 'object' || value === null) return badTurn(fn, name, value);
  const { guess, pattern } = value as { guess?: unknown; pattern?: unknown };
  if (typeof guess !== 'string' || typeof pattern !== 'number' || !Number.isSafeInteger(pattern) || pattern < 0) {
    return badTurn(fn, name, value);
  }
  return { guess, pattern: pattern as Pattern };
}

const badTurn = (fn: string, name: string, value: unknown): never =>
  badArgument(fn, name, 'a turn { guess: string, pattern: whole number }', value);

/** A history checked and copied (see `readTurn`): its length and each turn read once. */
export function readHistory(value: unknown, fn: string, name = 'history'): History {
  if (!Array.isArray(value)) badArgument(fn, name, 'an array of turns { guess, pattern }', value);
  return Array.from(value as unknown[], (t, i) => readTurn(t, fn, `${name}[${i}]`));
}

/** Require a strategy: an object with a `pick` function. */
export function expectStrategy(value: unknown, fn: string, name = 'strategy'): void {
  const ok = typeof value === 'object' && value !== null && typeof (value as { pick?: unknown }).pick === 'function';
  if (!ok) badArgument(fn, name, 'a strategy (from createStrategy)', value);
}

/** Require a tree node: { kind: 'solved' } or { kind: 'guess', guess, branches: Map }. */
export function expectTree(value: unknown, fn: string, name = 'tree'): void {
  const t = value as { kind?: unknown; guess?: unknown; branches?: unknown } | null;
  const ok =
    typeof t === 'object' &&
    t !== null &&
    (t.kind === 'solved' || (t.kind === 'guess' && typeof t.guess === 'string' && t.branches instanceof Map));
  if (!ok) badArgument(fn, name, "a tree ({ kind: 'guess', guess, branches } or { kind: 'solved' })", value);
}

/** Require a pattern matrix (from buildPatternMatrix): sizes and typed data that match. */
export function expectMatrix(value: unknown, fn: string, name = 'matrix'): void {
  const m = value as { nGuesses?: unknown; nAnswers?: unknown; length?: unknown; data?: unknown } | null;
  const ok =
    typeof m === 'object' &&
    m !== null &&
    Number.isSafeInteger(m.nGuesses) &&
    Number.isSafeInteger(m.nAnswers) &&
    Number.isSafeInteger(m.length) &&
    // (a lazy matrix's cells are checked when made: reading them here would make them)
    (isPendingMatrix(m) ||
      ((m.data instanceof Uint8Array || m.data instanceof Uint16Array) &&
        m.data.length >= (m.nGuesses as number) * (m.nAnswers as number)));
  if (!ok) badArgument(fn, name, 'a pattern matrix (from buildPatternMatrix)', value);
}

/** Require a strategy's guess context (from guessContext). */
export function expectGuessContext(value: unknown, fn: string, name = 'context'): void {
  const p = value as { guessIds?: unknown; candidates?: unknown; partitioner?: unknown } | null;
  const ok =
    typeof p === 'object' &&
    p !== null &&
    p.guessIds instanceof Uint32Array &&
    p.candidates instanceof Uint32Array &&
    typeof p.partitioner === 'object' &&
    p.partitioner !== null;
  if (!ok) badArgument(fn, name, 'a guess context (from guessContext)', value);
}

/** Require a position (answers, history, hard, maxGuesses), as `rootPosition` makes one. */
export function expectPosition(value: unknown, fn: string, name = 'position'): void {
  expectObject(value, fn, name);
  if (!(value.answers instanceof Uint32Array))
    badArgument(fn, `${name}.answers`, 'a Uint32Array of answer ids', value.answers);
  expectHistory(value.history, fn, `${name}.history`);
  if (typeof value.hard !== 'boolean') badArgument(fn, `${name}.hard`, 'a boolean', value.hard);
  expectInt(value.maxGuesses, fn, `${name}.maxGuesses`, 1, 1000);
}

/** Require an options object, or nothing. */
export function expectOptions(value: unknown, fn: string, name = 'options'): void {
  if (value !== undefined) expectObject(value, fn, name);
}

/** Require a function. */
export function expectFunction(value: unknown, fn: string, name: string): void {
  if (typeof value !== 'function') badArgument(fn, name, 'a function', value);
}

/** Require a game configuration (from gameConfig): words and a matrix of matching size. */
export function expectConfig(value: unknown, fn: string, name = 'config'): void {
  expectObject(value, fn, name);
  expectWordSet(value.words, fn, `${name}.words`);
  const m = value.matrix as { nGuesses?: unknown; nAnswers?: unknown; data?: unknown } | undefined;
  const w = value.words as { guesses: unknown[]; answers: unknown[] };
  const ok =
    typeof m === 'object' &&
    m !== null &&
    m.nGuesses === w.guesses.length &&
    m.nAnswers === w.answers.length &&
    (isPendingMatrix(m) || m.data instanceof Uint8Array || m.data instanceof Uint16Array);
  if (!ok) badArgument(fn, `${name}.matrix`, "the pattern matrix of the config's words", m);
}

/**
 * What an option must be, for `expectOptionsOf`: a kind, a whole number or a finite number within
 * bounds, one of some values, or a check of its own (it throws BAD_ARGUMENT).
 */
export type OptionRule =
  | 'boolean'
  | 'string'
  | 'function'
  | 'object'
  | 'bytes'
  | { readonly int: readonly [min: number, max: number] }
  | { readonly number: readonly [min: number, max: number] }
  | { readonly oneOf: readonly (string | boolean | number)[] }
  | ((value: unknown, fn: string, name: string) => void);

/** A whole number from `min` to `max` (a rule). */
export const int = (min: number, max = Number.MAX_SAFE_INTEGER): OptionRule => ({ int: [min, max] });

/** A finite number from `min` to `max` (a rule). */
export const finite = (min: number, max = Number.MAX_VALUE): OptionRule => ({ number: [min, max] });

/** A time budget in milliseconds: a number ≥ 0, Infinity for none (a rule). */
export const MILLISECONDS: OptionRule = (v, fn, name) => {
  if (typeof v !== 'number' || Number.isNaN(v) || v < 0) badArgument(fn, name, 'a number of milliseconds ≥ 0', v);
};

/** Check one option against its rule. */
function expectRule(v: unknown, rule: OptionRule, fn: string, name: string): void {
  if (typeof rule === 'function') return rule(v, fn, name);
  if (rule === 'object') return expectObject(v, fn, name);
  if (rule === 'bytes') {
    if (!(v instanceof Uint8Array)) badArgument(fn, name, 'a Uint8Array', v);
    return;
  }
  if (typeof rule === 'string') {
    if (typeof v !== rule) badArgument(fn, name, rule === 'function' ? 'a function' : `a ${rule}`, v);
    return;
  }
  if ('int' in rule) return expectInt(v, fn, name, rule.int[0], rule.int[1]);
  if ('number' in rule) {
    const [min, max] = rule.number;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) {
      badArgument(fn, name, max === Number.MAX_VALUE ? `a number ≥ ${min}` : `a number from ${min} to ${max}`, v);
    }
    return;
  }
  if (!rule.oneOf.includes(v as string)) {
    badArgument(fn, name, `one of ${rule.oneOf.map((x) => JSON.stringify(x)).join(', ')}`, v);
  }
}

/**
 * Require an options object (or nothing) whose options, where given (not undefined), follow their
 * rules: a wrong type, NaN or a number out of range is BAD_ARGUMENT naming the function and the
 * option, before any work. Options without a rule are left to the caller.
 */
export function expectOptionsOf(
  value: unknown,
  fn: string,
  rules: Readonly<Record<string, OptionRule>>,
  name = 'options',
): void {
  expectOptions(value, fn, name);
  if (value === undefined) return;
  const o = value as Record<string, unknown>;
  for (const [key, rule] of Object.entries(rules)) {
    const v = o[key];
    if (v !== undefined) expectRule(v, rule, fn, `${name}.${key}`);
  }
}

/** Rules that several options share. */
export const RULES = {
  /** Guesses allowed in a game. */
  maxGuesses: int(1, 1000),
  /** A seed: any whole number. */
  seed: int(Number.MIN_SAFE_INTEGER),
  /** A word (checked against the lists where it is used). */
  word: 'string',
  /** An array of words. */
  words: (v: unknown, fn: string, name: string): void => expectStrings(v, fn, name),
  /** `false`, or a widening (from `widening`). */
  widening: (v: unknown, fn: string, name: string): void => {
    if (v !== false) expectObject(v, fn, name);
  },
  /** Answer weights: an array or a typed array (its numbers are checked where they are read). */
  weights: (v: unknown, fn: string, name: string): void => {
    if (!Array.isArray(v) && !(ArrayBuffer.isView(v) && !(v instanceof DataView))) {
      badArgument(fn, name, 'an array of weights, one per answer', v);
    }
  },
  /** An executor: an object that runs jobs. */
  executor: (v: unknown, fn: string, name: string): void => {
    if (typeof v !== 'object' || v === null || typeof (v as { run?: unknown }).run !== 'function') {
      badArgument(fn, name, 'an executor (an object with a run function)', v);
    }
  },
  /** A cancellation: an object with `aborted` (an AbortSignal will do). */
  signal: (v: unknown, fn: string, name: string): void => {
    if (typeof v !== 'object' || v === null || typeof (v as { aborted?: unknown }).aborted !== 'boolean') {
      badArgument(fn, name, 'a cancellation signal ({ aborted: boolean }, an AbortSignal)', v);
    }
  },
} satisfies Record<string, OptionRule>;
