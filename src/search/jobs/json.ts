import { WordleError } from '../../core/errors.js';
import { patternCount } from '../../core/pattern.js';
import { quote } from '../../core/quote.js';
import type { Pattern, Word } from '../../core/types.js';
import { badArgument, expectPosition, expectObject } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { INFEASIBLE } from '../bounds/closed-form.js';
import type { PlainTree } from '../position/plain-tree.js';
import type { Position } from '../position/position.js';
import type { StrategyOptions } from '../../strategies/types.js';
import type { GuessValue, Job, JobResult, WinsJob } from './job.js';
import { probesToJson, winsJobFromJson, winsResultFromJson } from '../wins-all/json.js';
import type { ClassProbe } from '../wins-all/probe.js';
import type { SearchObjective } from '../solver/searcher.js';

const OBJECTIVES: readonly SearchObjective[] = ['total', 'depth', 'win'];

/*
 * Jobs and results as JSON, for a job queue (BullMQ stores JSON in Redis). A job is plain data
 * except for its typed arrays: a position's answers (Uint32Array) and a grow job's targets
 * (Uint8Array) become arrays of numbers here, and back. What comes back from a queue is untrusted:
 * `jobFromJson` and `resultFromJson` check every field and throw BAD_ARGUMENT naming it.
 */

/**
 * A position as JSON. The answer ids (ascending) are written as runs, `[start, count, start,
 * count, …]`: every job of a ranking holds the whole answer list, `[0, 2315]` on the classic lists,
 * instead of 2315 numbers (some 10 KB a job, 130 MB in Redis for a table).
 */
export interface PositionJson {
  readonly answers: number[];
  readonly history: { guess: Word; pattern: number }[];
  readonly hard: boolean;
  readonly maxGuesses: number;
}

/** A job as JSON. */
export type JobJson =
  | (Omit<Extract<Job, { kind: 'value' }>, 'position'> & { position: PositionJson })
  | (Omit<Extract<Job, { kind: 'each' }>, 'position'> & { position: PositionJson })
  | (Omit<Extract<Job, { kind: 'grow' }>, 'position' | 'targets'> & { position: PositionJson; targets?: number[] })
  | (Omit<WinsJob, 'position' | 'probes'> & { position: PositionJson; probes?: ClassProbe[] });

const bad = (what: string, why: string): never => {
  throw new WordleError('BAD_ARGUMENT', `job: ${what} ${why}`);
};

/** Ascending ids as runs `[start, count, …]`. */
function toRuns(ids: ArrayLike<number>): number[] {
  const runs: number[] = [];
  for (let i = 0; i < ids.length;) {
    let j = i + 1;
    while (j < ids.length && ids[j] === ids[j - 1]! + 1) j++;
    runs.push(ids[i]!, j - i);
    i = j;
  }
  return runs;
}

function positionToJson(p: Position): PositionJson {
  return {
    answers: toRuns(p.answers),
    history: p.history.map((t) => ({ guess: t.guess, pattern: t.pattern })),
    hard: p.hard,
    maxGuesses: p.maxGuesses,
  };
}

/** A job as plain JSON data, fields in a fixed order whatever the caller's (equal jobs, equal text). */
export function jobToJson(job: Job): JobJson {
  expectObject(job, 'jobToJson', 'job');
  const kind: unknown = job.kind;
  if (kind !== 'value' && kind !== 'each' && kind !== 'grow' && kind !== 'wins')
    badArgument('jobToJson', 'job.kind', '"value", "each", "grow" or "wins"', kind);
  expectPosition(job.position, 'jobToJson', 'job.position');
  const position = positionToJson(job.position);
  const top = (job.kind === 'value' || job.kind === 'each') && job.top !== undefined ? { top: job.top } : {};
  switch (job.kind) {
    case 'value':
      return {
        kind: 'value',
        position,
        beta: job.beta,
        ...(job.guesses !== undefined ? { guesses: [...job.guesses] } : {}),
        tree: job.tree,
        ...top,
        ...(job.objective !== undefined ? { objective: job.objective } : {}),
      };
    case 'each':
      return {
        kind: 'each',
        position,
        beta: job.beta,
        guesses: [...job.guesses],
        ...top,
        ...(job.objective !== undefined ? { objective: job.objective } : {}),
      };
    case 'grow':
      return {
        kind: 'grow',
        position,
        strategy: job.strategy,
        options: job.options,
        maxDepth: job.maxDepth,
        ...(job.targets !== undefined ? { targets: Array.from(job.targets) } : {}),
      };
    case 'wins':
      return {
        kind: 'wins',
        position,
        guess: job.guess,
        budget: job.budget,
        ...(job.probes !== undefined ? { probes: probesToJson(job.probes) } : {}),
        ...(job.hints !== undefined ? { hints: [...job.hints] } : {}),
        ...(job.hintSeconds !== undefined ? { hintSeconds: job.hintSeconds } : {}),
      };
  }
}

const isInt = (x: unknown, min: number, max: number): x is number =>
  typeof x === 'number' && Number.isSafeInteger(x) && x >= min && x <= max;

function wordOf(x: unknown, words: WordSet, what: string): Word {
  if (typeof x !== 'string' || !words.index.has(x)) bad(what, `${quote(String(x), 20)} is not an allowed guess`);
  return x as Word;
}

function positionFromJson(x: unknown, words: WordSet): Position {
  if (typeof x !== 'object' || x === null) return bad('position', 'is not an object');
  const p = x as Partial<PositionJson>;
  const runs = p.answers;
  if (!Array.isArray(runs) || runs.length === 0 || runs.length % 2 !== 0) {
    bad('position.answers', 'is not a list of runs [start, count, …]');
  }
  const ids: number[] = [];
  for (let i = 0; i < runs!.length; i += 2) {
    const [start, count] = [runs![i], runs![i + 1]];
    const last = ids.length === 0 ? -1 : ids[ids.length - 1]!;
    if (!isInt(start, last + 1, words.answers.length - 1) || !isInt(count, 1, words.answers.length - start!)) {
      bad('position.answers', 'must be ascending runs of answer ids');
    }
    for (let a = start!; a < start! + count!; a++) ids.push(a);
  }
  const answers = Uint32Array.from(ids);
  if (!Array.isArray(p.history) || p.history.length > 64) bad('position.history', 'is not a list of turns');
  const patterns = patternCount(words.length);
  const history = p.history!.map((t, i) => {
    if (typeof t !== 'object' || t === null || !isInt(t.pattern, 0, patterns - 1))
      bad(`position.history[${i}]`, 'is not a turn');
    return { guess: wordOf(t.guess, words, `position.history[${i}].guess`), pattern: t.pattern as Pattern };
  });
  if (typeof p.hard !== 'boolean') bad('position.hard', 'is not true or false');
  if (!isInt(p.maxGuesses, 1, 64)) bad('position.maxGuesses', 'is not a whole number from 1 to 64');
  return { answers, history, hard: p.hard!, maxGuesses: p.maxGuesses! };
}

function guessesFromJson(x: unknown, words: WordSet): Word[] {
  if (!Array.isArray(x) || x.length === 0) return bad('guesses', 'is not a list of words');
  return x.map((g, i) => wordOf(g, words, `guesses[${i}]`));
}

/** A job from JSON (checked against the word lists of the run). */
export function jobFromJson(x: unknown, words: WordSet): Job {
  if (typeof x !== 'object' || x === null) return bad('', 'is not an object');
  const j = x as Record<string, unknown>;
  const position = positionFromJson(j.position, words);
  const top = j.top === undefined ? {} : isInt(j.top, 0, 1e6) ? { top: j.top } : bad('top', 'is not a whole number');
  if (j.kind === 'value' || j.kind === 'each') {
    if (!isInt(j.beta, 0, Number.MAX_SAFE_INTEGER)) bad('beta', 'is not a whole number');
    const beta = j.beta as number;
    if (j.objective !== undefined && !OBJECTIVES.includes(j.objective as SearchObjective))
      bad('objective', 'is unknown');
    const objective = j.objective === undefined ? {} : { objective: j.objective as SearchObjective };
    if (j.kind === 'each') {
      return { kind: 'each', position, beta, guesses: guessesFromJson(j.guesses, words), ...top, ...objective };
    }
    if (typeof j.tree !== 'boolean') bad('tree', 'is not true or false');
    return {
      kind: 'value',
      position,
      beta,
      tree: j.tree as boolean,
      ...(j.guesses !== undefined ? { guesses: guessesFromJson(j.guesses, words) } : {}),
      ...top,
      ...objective,
    };
  }
  if (j.kind === 'wins') return winsJobFromJson(j, position, words);
  if (j.kind === 'grow') {
    if (typeof j.strategy !== 'string' || !/^[a-z0-9-]{1,40}$/u.test(j.strategy)) bad('strategy', 'is not a name');
    if (typeof j.options !== 'object' || j.options === null) bad('options', 'is not an object');
    if (!isInt(j.maxDepth, 0, 64)) bad('maxDepth', 'is not a whole number');
    const t = j.targets;
    if (
      t !== undefined &&
      (!Array.isArray(t) || t.length !== words.guesses.length || !t.every((b) => b === 0 || b === 1))
    ) {
      bad('targets', 'is not a 0/1 flag per guess');
    }
    return {
      kind: 'grow',
      position,
      strategy: j.strategy as string,
      options: j.options as StrategyOptions,
      maxDepth: j.maxDepth as number,
      ...(t !== undefined ? { targets: Uint8Array.from(t as number[]) } : {}),
    };
  }
  return bad('kind', `${quote(String(j.kind), 20)} is unknown`);
}

/** Check a plain tree's shape (not its meaning: trees that matter are verified by the caller). */
function isPlainTree(x: unknown, depth = 0): x is PlainTree {
  if (x === 0) return true;
  if (depth > 64 || !Array.isArray(x) || x.length !== 2 || typeof x[0] !== 'string' || !Array.isArray(x[1]))
    return false;
  return (x[1] as unknown[]).every(
    (b) => Array.isArray(b) && b.length === 2 && isInt(b[0], 0, 6560) && isPlainTree(b[1], depth + 1),
  );
}

const resultBad = (why: string): never => {
  throw new WordleError('BAD_ARGUMENT', `job result: ${why}`);
};

/** The least total of a position of `n` answers (one found with the first guess, every other with two at best). */
const leastTotal = (n: number): number => Math.max(0, 2 * n - 1);

/**
 * What is wrong with a claimed value, or null. The runner calls a value exact when it is below
 * `limit` (the cutoff; for a value job also the loss marker INFEASIBLE), and a lower bound
 * otherwise: an exact total is at least the least total of its `n` answers.
 */
function valueProblem(value: unknown, exact: unknown, limit: number, n: number, totals: boolean): string | null {
  if (!isInt(value, 0, Number.MAX_SAFE_INTEGER)) return `value ${quote(String(value), 20)} is not a whole number`;
  if (typeof exact !== 'boolean') return 'exact is not true or false';
  if (exact && value >= limit) return `exact value ${value} is not below the cutoff ${limit}`;
  if (exact && totals && value < leastTotal(n))
    return `exact total ${value} is below ${leastTotal(n)}, the least for ${n} answers`;
  if (!exact && value < limit) return `bound ${value} is below the cutoff ${limit}`;
  return null;
}

/** A value job's result (see `valueProblem`; an exact total comes with its tree when one was asked for). */
function valueFromJson(r: Record<string, unknown>, job: Extract<Job, { kind: 'value' }>, nodes: number): JobResult {
  if (r.timedOut === true) {
    if (job.timeLimitMs === undefined) resultBad('timed out, but the job has no time limit');
    return { kind: 'value', value: 0, exact: false, guess: null, tree: null, nodes, timedOut: true };
  }
  // Playing for the win, every position has a value (a loss is counted in it, not marked).
  const limit = job.objective === 'win' ? job.beta : Math.min(job.beta, INFEASIBLE);
  const totals = (job.objective ?? 'total') !== 'depth';
  const problem = valueProblem(r.value, r.exact, limit, job.position.answers.length, totals);
  if (problem !== null) resultBad(problem);
  const [value, exact] = [r.value as number, r.exact as boolean];
  if (!exact) return { kind: 'value', value, exact, guess: null, tree: null, nodes };
  if (typeof r.guess !== 'string' || (job.guesses !== undefined && !job.guesses.includes(r.guess as Word)))
    resultBad(`guess ${quote(String(r.guess), 20)} is not one of the job's`);
  const tree = r.tree === null || isPlainTree(r.tree) ? r.tree : resultBad('bad tree');
  if (job.tree && tree === null) resultBad('an exact value without the tree asked for');
  if (tree !== null && (tree === 0 || tree[0] !== r.guess)) resultBad(`its tree does not start with ${r.guess}`);
  return { kind: 'value', value, exact, guess: r.guess as Word, tree, nodes };
}

/** A job's result from JSON, checked against the job it answers (its shape, and values that cannot be). */
export function resultFromJson(x: unknown, job: Job): JobResult {
  if (typeof x !== 'object' || x === null) return resultBad('not an object');
  const r = x as Record<string, unknown>;
  if (r.kind !== job.kind) resultBad(`kind ${quote(String(r.kind), 20)} does not answer a ${job.kind} job`);
  const nodes = isInt(r.nodes, 0, Number.MAX_SAFE_INTEGER) ? r.nodes : 0;
  switch (job.kind) {
    case 'value':
      return valueFromJson(r, job, nodes);
    case 'each': {
      const values = r.values;
      if (!Array.isArray(values) || values.length !== job.guesses.length) return resultBad('not one value per guess');
      const n = job.position.answers.length;
      const checked = values.map((v: Partial<GuessValue> | null, i): GuessValue => {
        const guess = job.guesses[i]!;
        if (v?.guess !== guess) return resultBad(`value ${i + 1} is not for ${guess}`);
        const problem = valueProblem(v.value, v.exact, job.beta, n, true);
        if (problem !== null) resultBad(`${guess}: ${problem}`);
        return { guess, value: v.value!, exact: v.exact! };
      });
      return { kind: 'each', values: checked, nodes };
    }
    case 'grow':
      return isPlainTree(r.tree) ? { kind: 'grow', tree: r.tree } : resultBad('bad tree');
    case 'wins':
      return winsResultFromJson(r, nodes);
  }
}
