import { WordleError } from '../../core/errors.js';
import { patternCount } from '../../core/pattern.js';
import type { Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import type { WinsJob, WinsResult } from './job.js';
import type { Position } from '../position/position.js';
import { PASSES, type ClassProbe } from './probe.js';

/*
 * The probes of a `wins` job and of its result as JSON (search/jobs/json.ts does the rest). Read
 * back untrusted: every field checked, BAD_ARGUMENT naming it.
 */

const isInt = (x: unknown, min: number, max: number): x is number =>
  typeof x === 'number' && Number.isSafeInteger(x) && x >= min && x <= max;

/** A guess of the lists (without them: a word of letters). */
const isWord = (w: unknown, words: WordSet | undefined): w is Word =>
  typeof w === 'string' && (words === undefined ? /^[a-z]{1,64}$/u.test(w) : words.index.has(w));

/** Probes as JSON, each list of guesses written by `list` (by default, copied). */
export function probesToJson(
  probes: readonly ClassProbe[],
  list: (l: readonly Word[]) => unknown = (l) => [...l],
): ClassProbe[] {
  return probes.map((p) =>
    'winner' in p
      ? { pattern: p.pattern, winner: p.winner }
      : ({ pattern: p.pattern, pass: p.pass, todo: list(p.todo), next: list(p.next) } as ClassProbe),
  );
}

/** What throws BAD_ARGUMENT with `what` and the reason. */
const badAt =
  (what: string) =>
  (why: string): never => {
    throw new WordleError('BAD_ARGUMENT', `${what}: ${why}`);
  };

/**
 * Probes from JSON, checked (`bad` throws, naming them): their guesses against the lists when given
 * (without them, their form only: the caller checks them against its lists), each list of guesses
 * read by `list` (undefined: not one; it may throw its own message, naming the class's pattern).
 */
export function probesFromJson(
  x: unknown,
  words: WordSet | undefined,
  bad: (why: string) => never,
  list: (l: unknown, pattern: number) => Word[] | undefined = (l) =>
    Array.isArray(l) && l.length <= (words?.guesses.length ?? 2 ** 20) && l.every((w) => isWord(w, words))
      ? (l as Word[])
      : undefined,
): ClassProbe[] {
  if (!Array.isArray(x)) return bad('not a list');
  const patterns = words === undefined ? 3 ** 16 : patternCount(words.length);
  return x.map((c: Record<string, unknown> | null): ClassProbe => {
    if (typeof c !== 'object' || c === null) return bad('not a list of classes');
    if (!isInt(c.pattern, 0, patterns - 1)) return bad(`bad pattern ${String(c.pattern)}`);
    if (c.winner !== undefined) {
      if (!isWord(c.winner, words)) bad(`bad winner in class ${c.pattern}`);
      return { pattern: c.pattern, winner: c.winner as Word };
    }
    if (!isInt(c.pass, 0, PASSES.length - 1)) bad(`bad pass in class ${c.pattern}`);
    const [todo, next] = [list(c.todo, c.pattern), list(c.next, c.pattern)];
    if (todo === undefined || next === undefined) return bad(`bad list of guesses in class ${c.pattern}`);
    return { pattern: c.pattern, pass: c.pass as number, todo, next };
  });
}

const bad = (what: string, why: string): never => badAt('job')(`${what} ${why}`);
const resultBad = badAt('job result');

const wordOf = (x: unknown, words: WordSet, what: string): Word =>
  isWord(x, words) ? x : bad(what, `${JSON.stringify(String(x)).slice(0, 22)} is not an allowed guess`);

const isSeconds = (x: unknown): x is number => typeof x === 'number' && x > 0 && x <= 31_622_400;

/** A wins job from JSON (its position is checked already). */
export function winsJobFromJson(j: Record<string, unknown>, position: Position, words: WordSet): WinsJob {
  if (!isSeconds(j.budget)) bad('budget', 'is not a number of seconds');
  if (j.hintSeconds !== undefined && !isSeconds(j.hintSeconds)) bad('hintSeconds', 'is not a number of seconds');
  if (j.hints !== undefined && !Array.isArray(j.hints)) bad('hints', 'is not a list of words');
  return {
    kind: 'wins',
    position,
    guess: wordOf(j.guess, words, 'guess'),
    budget: j.budget as number,
    ...(j.probes !== undefined ? { probes: probesFromJson(j.probes, words, badAt('job: probes')) } : {}),
    ...(j.hints !== undefined ? { hints: (j.hints as unknown[]).map((g, i) => wordOf(g, words, `hints[${i}]`)) } : {}),
    ...(j.hintSeconds !== undefined ? { hintSeconds: j.hintSeconds as number } : {}),
  };
}

/**
 * A wins job's result: its verdict, its probes and its time, in form (their guesses are checked
 * against the lists by the caller: `winsResultProblem`).
 */
export function winsResultFromJson(r: Record<string, unknown>, nodes: number): WinsResult {
  if (r.wins !== null && typeof r.wins !== 'boolean') resultBad('wins is not true, false or null');
  if (!isInt(Math.round(Number(r.seconds) * 100), 0, 1e12)) resultBad('bad seconds');
  const { hinted } = r;
  if (!Array.isArray(hinted) || !hinted.every((g) => isWord(g, undefined))) resultBad('hinted is not a list of words');
  const probes = probesFromJson(r.probes, undefined, badAt('job result: probes'));
  return {
    kind: 'wins',
    wins: r.wins as boolean | null,
    probes,
    hinted: hinted as Word[],
    seconds: r.seconds as number,
    nodes,
  };
}

/** What is wrong with a wins result from another process beyond its form, or null: its guesses must be the lists'. */
export function winsResultProblem(words: WordSet, r: Pick<WinsResult, 'probes' | 'hinted'>): string | null {
  const ok = (w: Word): boolean => words.index.has(w);
  for (const p of r.probes) {
    if ('winner' in p ? !ok(p.winner) : !p.todo.every(ok) || !p.next.every(ok))
      return `its probes of class ${p.pattern} name a word that is not a guess`;
  }
  return r.hinted.every(ok) ? null : 'it names a hint that is not a guess';
}
