import { describe, expect, it } from 'vitest';
import { scoreGuess } from '../../../src/core/pattern.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { INFEASIBLE } from '../../../src/search/bounds/closed-form.js';
import type { Job, JobResult } from '../../../src/search/jobs/job.js';
import { claimsLoss, describeJob, Replicas, type Vote } from '../../../src/search/jobs/replicas.js';
import { positionAfter, rootPosition } from '../../../src/search/position/position.js';

// K different workers must agree before a result counts: exact totals when equal, bounds always
// (the least of them is what all of them claim), one worker's second answer never.

const exact = (value: number): JobResult => ({ kind: 'value', value, exact: true, guess: 'salet', tree: 0, nodes: 1 });
const bound = (value: number): JobResult => ({ kind: 'value', value, exact: false, guess: null, tree: null, nodes: 1 });
const vote = (worker: string, result: JobResult): Vote => ({ worker, result });

/** The tallies of votes given in turn, with `copies` copies queued in all. */
function tallies(k: number, copies: number, votes: Vote[]): unknown[] {
  const r = new Replicas(k);
  return votes.map((v, i) => r.add(v, copies - i - 1));
}

describe('replicas: a result counts when K different workers agree', () => {
  it('one worker is enough without replicas: its result is its claim, with its id', () => {
    expect(tallies(1, 1, [vote('w1', exact(542))])).toEqual([
      { kind: 'agreed', result: { ...exact(542), producer: 'w1' } },
    ]);
  });

  it('two equal exact totals agree; both workers are named, the first as producer', () => {
    expect(tallies(2, 2, [vote('w1', exact(542)), vote('w2', exact(542))])).toEqual([
      { kind: 'waiting' },
      { kind: 'agreed', result: { ...exact(542), producer: 'w1', replicas: ['w1', 'w2'] } },
    ]);
  });

  it('bounds agree with each other, as the least of them (each search stops at the cutoff its own way)', () => {
    expect(tallies(2, 2, [vote('w1', bound(600)), vote('w2', bound(580))])[1]).toEqual({
      kind: 'agreed',
      result: { ...bound(580), producer: 'w1', replicas: ['w1', 'w2'] },
    });
    // A forged loss is no loss unless every replica claims one.
    expect(tallies(2, 2, [vote('rogue', bound(INFEASIBLE)), vote('w2', bound(8500))])[1]).toMatchObject({
      result: { value: 8500 },
    });
  });

  it('a forged total splits the vote; a third worker settles it', () => {
    const r = new Replicas(2);
    expect(r.add(vote('rogue', exact(548)), 1)).toEqual({ kind: 'waiting' });
    expect(r.add(vote('w1', exact(542)), 0)).toEqual({ kind: 'split', claims: '548 (rogue), 542 (w1)' });
    expect(r.add(vote('w2', exact(542)), 0)).toEqual({
      kind: 'agreed',
      result: { ...exact(542), producer: 'w1', replicas: ['w1', 'w2'] },
    });
  });

  it("an exact total and a bound never agree, nor do one worker's two answers", () => {
    expect(tallies(2, 2, [vote('w1', exact(542)), vote('w2', bound(575))])[1]).toEqual({
      kind: 'split',
      claims: '542 (w1), >= 575 (w2)',
    });
    expect(tallies(2, 2, [vote('w1', exact(542)), vote('w1', exact(542))])[1]).toEqual({ kind: 'duplicate' });
  });

  it('each-jobs agree value by value, bounds lowered to the least', () => {
    const each = (a: number, b: number): JobResult => ({
      kind: 'each',
      values: [
        { guess: 'salet', value: a, exact: true },
        { guess: 'crane', value: b, exact: false },
      ],
      nodes: 0,
    });
    expect(tallies(2, 2, [vote('w1', each(542, 590)), vote('w2', each(542, 580))])[1]).toMatchObject({
      kind: 'agreed',
      result: { values: [{ value: 542 }, { value: 580 }] },
    });
    expect(tallies(2, 2, [vote('w1', each(542, 590)), vote('w2', each(543, 590))])[1]).toEqual({
      kind: 'split',
      claims: 'salet 542, crane >= 590 (w1), salet 543, crane >= 590 (w2)',
    });
  });
});

describe('what a job and a claim are, for messages and checks', () => {
  const words = makeWordSet(['salet', 'crane', 'trace'], []);
  const root = rootPosition(words);
  const after = positionAfter(words, [{ guess: 'salet', pattern: scoreGuess('salet', 'crane') }]);
  it.each<[Job, string]>([
    [{ kind: 'value', position: root, beta: 9, guesses: ['crane'], tree: true }, 'the job for CRANE'],
    [{ kind: 'each', position: after, beta: 9, guesses: ['trace'] }, 'the job for TRACE after salet=bybyb'],
    [{ kind: 'value', position: root, beta: 9, tree: false }, 'the job for the position'],
    [{ kind: 'each', position: root, beta: 9, guesses: ['crane', 'trace'] }, 'the job for 2 guesses (CRANE, …)'],
  ])('describes %#', (job, text) => expect(describeJob(job)).toBe(text));

  it('a loss is claimed only where the cutoff does not hide it', () => {
    const job = (beta: number): Job => ({ kind: 'value', position: root, beta, guesses: ['crane'], tree: true });
    expect(claimsLoss(job(INFEASIBLE), bound(INFEASIBLE))).toBe(true);
    expect(claimsLoss(job(INFEASIBLE), exact(5))).toBe(false);
    // With a cutoff, a table keeps ">= cutoff" whatever the worker claimed beyond it.
    expect(claimsLoss(job(575), bound(INFEASIBLE))).toBe(false);
  });
});
