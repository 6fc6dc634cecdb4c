import { formatTurn } from '../../core/history.js';
import { INFEASIBLE } from '../bounds/closed-form.js';
import type { GuessValue, Job, JobResult } from './job.js';

/*
 * Replicas: the same job run by K different workers, its result recorded only when K of them
 * agree. A result from another process is a claim; K claims from K different workers that agree
 * are the proof `--replicas K` asks for. Exact values agree when they are equal; bounds (">= B",
 * the cutoff reached) agree with each other, and the agreed bound is the least of them (each
 * worker's search stops at the cutoff at a point of its own; the least is what all of them claim).
 */

/** One worker's answer to a job. */
export interface Vote {
  readonly worker: string;
  readonly result: JobResult;
}

/** Where a job's replicas stand after a vote. */
export type Tally =
  /** K different workers agree: the result, with who agreed (`producer`, `replicas`). */
  | { readonly kind: 'agreed'; readonly result: JobResult }
  /** No K agree yet, and replicas are still out. */
  | { readonly kind: 'waiting' }
  /** That worker answered this job already: its vote is not counted. */
  | { readonly kind: 'duplicate' }
  /** Every replica answered and no K agree: what each worker claimed (`808 (a), 815 (b)`). */
  | { readonly kind: 'split'; readonly claims: string };

/** What a result claims, as a key equal for results that agree. */
function claimKey(r: JobResult): string {
  switch (r.kind) {
    case 'value':
      return r.timedOut === true ? 'timed out' : r.exact ? `= ${r.value}` : '>=';
    case 'each':
      return r.values.map((v) => (v.exact ? `= ${v.value}` : '>=')).join(',');
    case 'grow':
      return JSON.stringify(r.tree);
    case 'wins':
      return `wins ${r.wins}`;
  }
}

/** Whether two results claim the same (exact values equal, bounds both bounds): replicas that agree. */
export function sameClaim(a: JobResult, b: JobResult): boolean {
  return claimKey(a) === claimKey(b);
}

/** A result in a few words, for messages. */
export function describeClaim(r: JobResult): string {
  const one = (v: { value: number; exact: boolean }): string => (v.exact ? `${v.value}` : `>= ${v.value}`);
  switch (r.kind) {
    case 'value':
      return r.timedOut === true ? 'timed out' : one(r);
    case 'each':
      return r.values.map((v) => `${v.guess} ${one(v)}`).join(', ');
    case 'grow':
      return 'a tree';
    case 'wins':
      return r.wins === null ? 'undecided' : r.wins ? 'wins every game' : 'loses a game';
  }
}

/** The least of agreeing bounds (exact values are equal already). */
function leastOf(a: GuessValue | { value: number; exact: boolean }, b: { value: number }): number {
  return a.exact ? a.value : Math.min(a.value, b.value);
}

/** The result K agreeing votes stand for: the first one's, bounds lowered to the least claimed. */
function merged(votes: readonly Vote[]): JobResult {
  let r = votes[0]!.result;
  for (const v of votes.slice(1)) {
    const o = v.result;
    if (r.kind === 'value' && o.kind === 'value') r = { ...r, value: leastOf(r, o) };
    else if (r.kind === 'each' && o.kind === 'each')
      r = { ...r, values: r.values.map((x, i) => ({ ...x, value: leastOf(x, o.values[i]!) })) };
  }
  const workers = votes.map((v) => v.worker);
  return { ...r, producer: workers[0]!, ...(workers.length > 1 ? { replicas: workers } : {}) };
}

/** The votes on one job, until K different workers agree. */
export class Replicas {
  private readonly votes: Vote[] = [];

  constructor(readonly k: number) {}

  /** Every vote counted so far. */
  get all(): readonly Vote[] {
    return this.votes;
  }

  /** Count a vote; `outstanding`: replicas still without an answer after this one. */
  add(vote: Vote, outstanding: number): Tally {
    if (this.votes.some((v) => v.worker === vote.worker)) return { kind: 'duplicate' };
    this.votes.push(vote);
    const key = claimKey(vote.result);
    const same = this.votes.filter((v) => claimKey(v.result) === key);
    if (same.length >= this.k) return { kind: 'agreed', result: merged(same.slice(0, this.k)) };
    if (outstanding > 0) return { kind: 'waiting' };
    return { kind: 'split', claims: this.votes.map((v) => `${describeClaim(v.result)} (${v.worker})`).join(', ') };
  }
}

/** A job in a few words, for messages: `the job for SALET`, `the job for TRACE after soare=ygbbb`. */
export function describeJob(job: Job): string {
  const g = job.kind === 'grow' ? undefined : job.kind === 'wins' ? [job.guess] : job.guesses;
  const what =
    g === undefined
      ? 'the position'
      : g.length === 1
        ? g[0]!.toUpperCase()
        : `${g.length} guesses (${g[0]!.toUpperCase()}, …)`;
  const h = job.position.history;
  return `the job for ${what}${h.length === 0 ? '' : ` after ${h.map(formatTurn).join(' ')}`}`;
}

/**
 * Whether a result claims that a guess loses (some answer not found within the guesses allowed)
 * where the job's cutoff does not hide it: a claim a ranking would record as a loss.
 */
export function claimsLoss(job: Job, r: JobResult): boolean {
  if (job.kind === 'grow' || job.kind === 'wins' || job.beta < INFEASIBLE) return false;
  if (r.kind === 'value') return r.timedOut !== true && r.value >= INFEASIBLE;
  return r.kind === 'each' && r.values.some((v) => v.value >= INFEASIBLE);
}
