import { describe, expect, it } from 'vitest';
import { scoreGuess } from '../../../src/core/pattern.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { jobFromJson, jobToJson, resultFromJson } from '../../../src/search/jobs/json.js';
import { JobRunner } from '../../../src/search/jobs/runner.js';
import type { Job, JobResult } from '../../../src/search/jobs/job.js';
import { INFEASIBLE } from '../../../src/search/bounds/closed-form.js';
import { positionAfter, rootPosition } from '../../../src/search/position/position.js';
import { wordleError } from '../../helpers/errors.js';
import { rng, sample } from '../naive.js';

const classic = builtinWordSet('classic');
const random = rng(4);
const words = makeWordSet(sample(classic.answers, 30, random), sample(classic.guesses.slice(2315), 30, random));
const [a, b] = [words.answers[0]!, words.answers[1]!];
const after = positionAfter(words, [{ guess: a, pattern: scoreGuess(a, b) }], { hard: true });

// What a queue does to a job: JSON text in Redis, and back.
const viaJson = (job: Job): Job => jobFromJson(JSON.parse(JSON.stringify(jobToJson(job))), words);

describe('jobs and results as JSON (for the job queue)', () => {
  const jobs: Job[] = [
    { kind: 'value', position: rootPosition(words), beta: 500, guesses: [a], tree: true },
    { kind: 'value', position: after, beta: 1_000_000_001, tree: false, top: 3, objective: 'depth' },
    { kind: 'each', position: after, beta: 90, guesses: [b, a] },
    {
      kind: 'grow',
      position: rootPosition(words),
      strategy: 'entropy',
      options: { seed: 2 },
      maxDepth: 3,
      targets: Uint8Array.from(words.guesses, (_, i) => i % 2),
    },
  ];

  it.each(jobs.map((j) => [j.kind, j] as const))('a %s job comes back equal, typed arrays included', (_, job) => {
    const back = viaJson(job);
    expect(back).toEqual(job);
    expect(back.position.answers).toBeInstanceOf(Uint32Array);
    if (back.kind === 'grow') expect(back.targets).toBeInstanceOf(Uint8Array);
  });

  it('writes the answers as runs: the whole list is two numbers', () => {
    expect(jobToJson(jobs[0]!).position.answers).toEqual([0, 30]);
    const some: Job = { ...jobs[2]!, position: { ...after, answers: Uint32Array.of(1, 2, 3, 7, 9, 10) } };
    expect(jobToJson(some).position.answers).toEqual([1, 3, 7, 1, 9, 2]);
    expect(viaJson(some).position.answers).toEqual(Uint32Array.of(1, 2, 3, 7, 9, 10));
  });

  it('equal jobs give equal JSON text (job ids are hashes of it)', () => {
    expect(JSON.stringify(jobToJson(viaJson(jobs[0]!)))).toBe(JSON.stringify(jobToJson(jobs[0]!)));
  });

  it('a result survives the trip and is checked against its job', () => {
    const runner = new JobRunner({
      answers: words.answers,
      extraGuesses: words.guesses.slice(words.answers.length),
      memoBytes: 2 ** 20,
    });
    for (const job of jobs.slice(0, 3)) {
      const r = runner.run(job);
      expect(resultFromJson(JSON.parse(JSON.stringify(r)), job)).toEqual(r);
    }
    const each = runner.run(jobs[2]!);
    wordleError(() => resultFromJson(JSON.parse(JSON.stringify(each)), jobs[0]!), 'BAD_ARGUMENT');
    expect(wordleError(() => resultFromJson({ ...each, values: [] }, jobs[2]!), 'BAD_ARGUMENT').message).toBe(
      'job result: not one value per guess',
    );
  });

  const root = jobToJson(jobs[0]!) as unknown as Record<string, unknown>;
  const pos = root.position as Record<string, unknown>;
  it.each<[string, unknown, string]>([
    ['not an object', 'job', 'job:  is not an object'],
    ['an unknown kind', { ...root, kind: 'mine' }, 'job: kind "mine" is unknown'],
    [
      'answers out of range',
      { ...root, position: { ...pos, answers: [0, 99] } },
      'job: position.answers must be ascending runs of answer ids',
    ],
    [
      'answers out of order',
      { ...root, position: { ...pos, answers: [3, 1, 1, 1] } },
      'job: position.answers must be ascending runs of answer ids',
    ],
    [
      'no answers',
      { ...root, position: { ...pos, answers: [] } },
      'job: position.answers is not a list of runs [start, count, …]',
    ],
    ['a word not in the lists', { ...root, guesses: ['zzzzz'] }, 'job: guesses[0] "zzzzz" is not an allowed guess'],
    [
      'a bad pattern',
      { ...root, position: { ...pos, history: [{ guess: a, pattern: 243 }] } },
      'job: position.history[0] is not a turn',
    ],
    ['a bad cutoff', { ...root, beta: 'high' }, 'job: beta is not a whole number'],
    [
      'too many guesses allowed',
      { ...root, position: { ...pos, maxGuesses: 1e6 } },
      'job: position.maxGuesses is not a whole number from 1 to 64',
    ],
  ])('refuses %s', (_, json, message) => {
    expect(wordleError(() => jobFromJson(json, words), 'BAD_ARGUMENT').message).toBe(message);
  });

  // What a worker may claim: its answer is untrusted, and a value that cannot be is refused with
  // what is wrong (the queue names the job and the worker, drops the answer and asks again).
  const runner = new JobRunner({
    answers: words.answers,
    extraGuesses: words.guesses.slice(words.answers.length),
    memoBytes: 2 ** 20,
  });
  const valueJob = jobs[0] as Extract<Job, { kind: 'value' }>;
  const honest = runner.run(valueJob) as Extract<JobResult, { kind: 'value' }>;
  const eachJob = jobs[2] as Extract<Job, { kind: 'each' }>;
  it.each<[string, unknown, Job, string]>([
    ['a value that is no number', { ...honest, value: 'x' }, valueJob, 'value "x" is not a whole number'],
    [
      'an exact total below 2n − 1',
      { ...honest, value: 58 },
      valueJob,
      'exact total 58 is below 59, the least for 30 answers',
    ],
    [
      'an exact value at the cutoff',
      { ...honest, value: 500 },
      valueJob,
      'exact value 500 is not below the cutoff 500',
    ],
    [
      'a bound below the cutoff',
      { ...honest, exact: false, value: 100, guess: null, tree: null },
      valueJob,
      'bound 100 is below the cutoff 500',
    ],
    ['a guess the job did not ask for', { ...honest, guess: b }, valueJob, `guess "${b}" is not one of the job's`],
    [
      'an exact total without the tree asked for',
      { ...honest, tree: null },
      valueJob,
      'an exact value without the tree asked for',
    ],
    ['a tree starting elsewhere', { ...honest, tree: [b, []] }, valueJob, `its tree does not start with ${a}`],
    [
      'a time-out the job did not allow',
      { ...honest, timedOut: true },
      valueJob,
      'timed out, but the job has no time limit',
    ],
    [
      "an each-job's impossible value",
      {
        kind: 'each',
        values: [
          { guess: b, value: 1, exact: true },
          { guess: a, value: 3, exact: true },
        ],
        nodes: 0,
      },
      eachJob,
      `${b}: exact total 1 is below ${2 * eachJob.position.answers.length - 1}, the least for ${eachJob.position.answers.length} answers`,
    ],
  ])('refuses %s', (_, result, job, why) => {
    expect(wordleError(() => resultFromJson(result, job), 'BAD_ARGUMENT').message).toBe(`job result: ${why}`);
  });

  it('takes a loss (a bound at INFEASIBLE) where the cutoff is above it, and a bound at the cutoff', () => {
    const loss = { kind: 'value', value: INFEASIBLE, exact: false, guess: null, tree: null, nodes: 0 };
    expect(resultFromJson(loss, { ...valueJob, beta: INFEASIBLE + 1 })).toEqual(loss);
    expect(resultFromJson({ ...loss, value: 500 }, valueJob)).toEqual({ ...loss, value: 500 });
  });
});
