import { describe, expect, it } from 'vitest';
import { makeWordSet } from '../../src/core/wordlist.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { QueuedJob, readAnswer, readRefusal } from '../../src/node/queue-job.js';
import {
  baseJobIdOf,
  checkWorkerId,
  defaultWorkerId,
  jobIdOf,
  parseSetup,
  setupIdOf,
  setupJson,
  setupWords,
} from '../../src/node/queue-keys.js';
import { resultProblem } from '../../src/node/run-executor.js';
import { isWorkerId, type Job } from '../../src/search/jobs/job.js';
import { jobToJson } from '../../src/search/jobs/json.js';
import { JobRunner } from '../../src/search/jobs/runner.js';
import { rootPosition } from '../../src/search/position/position.js';
import { wordleError } from '../helpers/errors.js';
import { rng, sample } from '../search/naive.js';

// What the coordinator makes of a worker's answer before it counts, and what a worker makes of
// the word lists in Redis before it builds anything (without a server: queue-trust.test.ts runs
// them against one).

const classic = builtinWordSet('classic');
const random = rng(9);
const words = makeWordSet(sample(classic.answers, 30, random), sample(classic.guesses.slice(2315), 20, random));
const opening = words.answers[0]!;
const job: Job = { kind: 'value', position: rootPosition(words), beta: 1000, guesses: [opening], tree: true };
const runner = new JobRunner({
  answers: words.answers,
  extraGuesses: words.guesses.slice(words.answers.length),
  memoBytes: 2 ** 20,
});
const honest = runner.run(job);
const check = (j: Job, r: Parameters<typeof resultProblem>[2]): string | null => resultProblem(words, j, r);

describe("a worker's answer, read by the coordinator", () => {
  it('takes a good one, with who sent it and the time it took', () => {
    const a = readAnswer(JSON.stringify({ result: honest, seconds: 1.5, worker: 'lab-7' }), job, check);
    expect(a).toEqual({ ok: true, worker: 'lab-7', result: honest, seconds: 1.5 });
  });

  const tree = honest.kind === 'value' ? honest.tree : null;
  it.each<[string, unknown, string, string]>([
    ['no JSON', '{"result"', '(unknown)', 'not valid JSON'],
    ['no object', 'null', '(unknown)', 'not an object'],
    ['no worker id', { result: honest, worker: 'two words' }, '(unknown)', 'no valid worker id ("two words")'],
    [
      'a malformed result',
      { result: { kind: 'value', value: 'x' }, worker: 'rogue' },
      'rogue',
      'value "x" is not a whole number',
    ],
    [
      'a total its tree does not take',
      { result: { ...honest, value: (honest as { value: number }).value + 1, tree }, worker: 'rogue' },
      'rogue',
      'its tree does not prove its total: it claims',
    ],
  ])('drops %s, naming the worker when it can', (_, value, worker, problem) => {
    const a = readAnswer(value, job, check);
    expect(a.ok).toBe(false);
    expect(a).toMatchObject({ worker });
    expect(!a.ok && a.problem.startsWith(problem)).toBe(true);
  });

  it("reads a worker's refusal, or says what failed", () => {
    expect(readRefusal('WordleError TOO_LARGE (worker lab-7): the pattern matrix needs 9 MB')).toEqual({
      worker: 'lab-7',
      problem: '"the pattern matrix needs 9 MB"',
    });
    expect(readRefusal('Error: boom')).toEqual({ worker: '(unknown)', problem: 'failed: "Error: boom"' });
  });
});

describe('the copies of a job in the queue', () => {
  const base = { setup: setupIdOf(words), job: jobToJson(job) };
  const noop = (): void => undefined;
  it('without replicas, one copy: the job itself (a rerun finds it by the same id)', () => {
    const q = new QueuedJob(job, base, 1, noop, noop);
    expect(q.newCopy()).toBe(jobIdOf(base));
    expect(q.what).toBe(`the job for ${opening.toUpperCase()}`);
  });

  it('with replicas, copies of their own ids that share the id of the job', () => {
    const q = new QueuedJob(job, base, 2, noop, noop);
    const ids = [q.newCopy(), q.newCopy(), q.newCopy()];
    expect(new Set([...ids, jobIdOf(base)]).size).toBe(4);
    expect(ids.map((id) => baseJobIdOf(q.dataOf(id)!))).toEqual([jobIdOf(base), jobIdOf(base), jobIdOf(base)]);
    expect(ids.map((id) => q.dataOf(id)!.replica)).toEqual([1, 2, 3]);
  });
});

describe('worker ids and stored word lists', () => {
  it('a default worker id is a valid one; --id is checked', () => {
    expect(isWorkerId(defaultWorkerId())).toBe(true);
    checkWorkerId('lab-7.local:42');
    for (const bad of ['', 'a b', 'a+b', '-x', 'x'.repeat(65), 'tab\there'])
      expect(wordleError(() => checkWorkerId(bad), 'BAD_OPTION').message).toMatch(
        /^--id ".*: a worker id is 1 to 64 letters/u,
      );
  });

  it('reads stored word lists back, checked against their id', () => {
    const id = setupIdOf(words);
    expect(setupWords(parseSetup(setupJson(words), id), id).checksum).toBe(id);
    expect(wordleError(() => setupWords(parseSetup(setupJson(words), 'abc'), 'abc'), 'BAD_FILE').message).toBe(
      'the word lists stored for run abc do not match their checksum',
    );
  });

  it('refuses a set-up too large for any worker before building anything', () => {
    const many = JSON.stringify({
      format: 'wordlekit-queue-setup',
      version: 1,
      answers: Array.from({ length: 100_001 }, () => 'aaaaa'),
      extraGuesses: [],
    });
    expect(wordleError(() => parseSetup(many, 'abc'), 'TOO_LARGE').message).toBe(
      'the word lists stored for run abc hold 100001 words, more than 100000 (the limit of a worker)',
    );
    expect(wordleError(() => parseSetup('{"format":"x"}', 'abc'), 'BAD_FILE').message).toBe(
      'the word lists stored for run abc are not in a known format',
    );
  });
});
