import { WordleError } from '../core/errors.js';
import { quote } from '../core/quote.js';
import { isWorkerId, type Job, type JobResult } from '../search/jobs/job.js';
import { resultFromJson } from '../search/jobs/json.js';
import { claimsLoss, describeJob, Replicas, type Tally } from '../search/jobs/replicas.js';
import { jobIdOf, type QueueJobData, type QueueJobReturn } from './queue-keys.js';

/*
 * One job of a run on the queue, as the coordinator sees it: its copies in the queue (one, or one
 * per replica), the answers that came back, and how many were dropped. What comes back is
 * untrusted: every answer is checked (its form, values that cannot be, and the caller's check,
 * e.g. that a tree proves its total) before it counts, and a bad one is named and dropped.
 */

/** Results dropped (or refusals) a job may get before the run gives up on it. */
export const MAX_DROPS = 3;

/** Replicas a job may get beyond `--replicas K` when its workers disagree. */
export const MAX_EXTRA_REPLICAS = 2;

/** A copy of the job in the queue: out (waiting, running), answered, or being put back. */
interface Copy {
  readonly data: QueueJobData;
  state: 'out' | 'answered' | 'retrying';
}

/** An answer read from the queue: who sent it and what it claims, or what is wrong with it. */
export type Answer =
  | { readonly ok: true; readonly worker: string; readonly result: JobResult; readonly seconds: number }
  | { readonly ok: false; readonly worker: string; readonly problem: string };

/** One job on the queue, from `run` until its result is agreed (or the run gives up on it). */
export class QueuedJob {
  readonly copies = new Map<string, Copy>();
  readonly what: string;
  private readonly votes: Replicas;
  drops = 0;
  /** Every worker that answered a copy (a good answer, a bad one or a refusal): none takes another. */
  readonly heard = new Set<string>();

  constructor(
    readonly job: Job,
    private readonly base: QueueJobData,
    readonly k: number,
    readonly resolve: (r: JobResult) => void,
    readonly reject: (e: unknown) => void,
  ) {
    this.what = describeJob(job);
    this.votes = new Replicas(k);
  }

  /** A new copy: the job itself without replicas, else replica 1, 2, … (each its own id). */
  newCopy(): string {
    const data = this.k === 1 ? this.base : { ...this.base, replica: this.copies.size + 1 };
    const id = jobIdOf(data);
    this.copies.set(id, { data, state: 'out' });
    return id;
  }

  /** The data of a copy. */
  dataOf(id: string): QueueJobData | undefined {
    return this.copies.get(id)?.data;
  }

  /** Whether a copy waits for its answer (an answer to anything else is not counted). */
  expects(id: string): boolean {
    return this.copies.get(id)?.state === 'out';
  }

  setState(id: string, state: Copy['state']): void {
    const c = this.copies.get(id);
    if (c !== undefined) c.state = state;
  }

  /** The checked answers counted so far. */
  get answers(): readonly { readonly worker: string; readonly result: JobResult }[] {
    return this.votes.all;
  }

  /** Count a checked answer of a copy. */
  vote(id: string, worker: string, result: JobResult): Tally {
    this.setState(id, 'answered');
    const outstanding = [...this.copies.values()].filter((c) => c.state !== 'answered').length;
    return this.votes.add({ worker, result }, outstanding);
  }

  /** The error that ends the run when this job got too many bad answers. */
  tooManyDrops(worker: string, problem: string): WordleError {
    return new WordleError(
      'JOB_FAILED',
      `${this.what}: ${this.drops} results dropped (the last from worker ${worker}: ${problem}); nothing was recorded for it: check the workers, then run again`,
    );
  }

  /** The error that ends the run when the workers do not agree. */
  disagreement(claims: string): WordleError {
    return new WordleError(
      'JOB_FAILED',
      `the workers disagree on ${this.what} (${claims}): nothing was recorded for it; check the workers, then run again`,
    );
  }
}

/**
 * Read a worker's answer (a BullMQ return value: JSON text, or parsed) to a job: its worker id,
 * its result checked against the job, then `check` (the caller's: null when it holds).
 */
export function readAnswer(
  value: unknown,
  job: Job,
  check: ((job: Job, r: JobResult) => string | null) | undefined,
): Answer {
  let v: Partial<QueueJobReturn> | null;
  try {
    v = (typeof value === 'string' ? JSON.parse(value) : value) as Partial<QueueJobReturn> | null;
  } catch {
    return { ok: false, worker: '(unknown)', problem: 'not valid JSON' };
  }
  if (typeof v !== 'object' || v === null) return { ok: false, worker: '(unknown)', problem: 'not an object' };
  if (!isWorkerId(v.worker))
    return { ok: false, worker: '(unknown)', problem: `no valid worker id (${quote(String(v.worker), 30)})` };
  const worker = v.worker;
  let result: JobResult;
  try {
    result = resultFromJson(v.result, job);
  } catch (e) {
    if (!(e instanceof WordleError)) throw e;
    return { ok: false, worker, problem: e.message.replace(/^job result: /u, '') };
  }
  const problem = check?.(job, result) ?? null;
  if (problem !== null) return { ok: false, worker, problem };
  const seconds = typeof v.seconds === 'number' && Number.isFinite(v.seconds) && v.seconds >= 0 ? v.seconds : 0;
  return { ok: true, worker, result, seconds };
}

/** A worker's refusal (a BullMQ failed reason): `WordleError CODE (worker ID): message`, or any text. */
export function readRefusal(reason: string): { readonly worker: string; readonly problem: string } {
  const m = /^WordleError ([A-Z_]+) \(worker ([^)]{1,64})\): (.*)$/su.exec(reason);
  if (m !== null && isWorkerId(m[2])) return { worker: m[2]!, problem: quote(m[3]!, 200) };
  return { worker: '(unknown)', problem: `failed: ${quote(reason, 200)}` };
}

/** What the book needs from the queue. */
export interface BookHooks {
  readonly replicas: number;
  readonly check?: (job: Job, result: JobResult) => string | null;
  readonly reprove?: (job: Job) => Promise<JobResult>;
  /** Tell the user (a dropped answer, a disagreement, a claimed loss). */
  readonly warn: (text: string) => void;
  /** Ask for a new copy's result (find it, or add it to the queue). */
  readonly request: (q: QueuedJob, id: string) => void;
  /** Put a finished copy back in the queue. */
  readonly requeue: (q: QueuedJob, id: string) => void;
  /**
   * With replicas, one more answer is needed (`why`: the workers disagree, or an answer was
   * dropped): the queue asks a worker that has not answered the job (`another`), or, when none is
   * connected, the job is computed here (`decide`).
   */
  readonly oneMore?: (q: QueuedJob, why: OneMore) => void;
}

/** Why a job with replicas needs one more answer: its workers disagree, or a copy's answer was dropped. */
export type OneMore =
  | { readonly kind: 'split'; readonly claims: string }
  | { readonly kind: 'dropped'; readonly id: string; readonly worker: string; readonly problem: string };

/**
 * The coordinator's book of jobs waiting for a result, by the BullMQ id of each copy, and what it
 * does with their answers: count a good one, drop a bad one (naming it) and queue the copy again,
 * ask one more worker when they disagree, give up on a job after too many.
 */
export class JobBook {
  private readonly pending = new Map<string, QueuedJob>();
  /** Seconds the workers spent on the answers, the workers seen, and the answers dropped. */
  readonly stats = { jobSeconds: 0, workers: new Set<string>(), dropped: 0 };

  constructor(private readonly hooks: BookHooks) {}

  /** Jobs waiting (counted by copy). */
  get size(): number {
    return this.pending.size;
  }

  /** The jobs waiting (each once). */
  jobs(): QueuedJob[] {
    return [...new Set(this.pending.values())];
  }

  /** The ids of every copy waiting. */
  ids(): string[] {
    return [...this.pending.keys()];
  }

  /** Whether a copy's answer is waited for. */
  waitsFor(id: string): boolean {
    return this.pending.has(id);
  }

  /** Take a new job: its first copies (one, or K with replicas), to request. */
  add(q: QueuedJob): string[] {
    const ids = Array.from({ length: q.k }, () => q.newCopy());
    for (const id of ids) this.pending.set(id, q);
    return ids;
  }

  /** An answer came for a copy: checked, counted, and once agreed handed to whoever waits for it. */
  settle(id: string, value: unknown): void {
    const q = this.pending.get(id);
    if (q === undefined || !q.expects(id)) return;
    const a = readAnswer(value, q.job, this.hooks.check);
    if (a.worker !== '(unknown)') q.heard.add(a.worker);
    if (!a.ok) return this.drop(q, id, a.worker, a.problem);
    this.stats.jobSeconds += a.seconds;
    this.stats.workers.add(a.worker);
    const tally = q.vote(id, a.worker, a.result);
    switch (tally.kind) {
      case 'waiting':
        return;
      case 'duplicate':
        return this.drop(
          q,
          id,
          a.worker,
          `it answered ${q.what} already (--replicas ${q.k} needs ${q.k} different workers)`,
        );
      case 'split': {
        if (q.copies.size >= q.k + MAX_EXTRA_REPLICAS) return this.giveUp(q, q.disagreement(tally.claims));
        if (this.hooks.oneMore !== undefined) return this.hooks.oneMore(q, { kind: 'split', claims: tally.claims });
        this.hooks.warn(`the workers disagree on ${q.what} (${tally.claims}): asking another worker`);
        return this.another(q);
      }
      case 'agreed':
        return this.accept(q, tally.result);
    }
  }

  /** A copy failed for good on a worker (a refusal, or every attempt failed): dropped like a bad answer. */
  refused(id: string, reason: string): void {
    const q = this.pending.get(id);
    if (q === undefined || !q.expects(id)) return;
    const r = readRefusal(reason);
    if (r.worker !== '(unknown)') q.heard.add(r.worker);
    this.drop(q, id, r.worker, r.problem);
  }

  /** A new copy of a job, asked of the queue (with replicas: for a worker that has not answered it). */
  another(q: QueuedJob): void {
    const more = q.newCopy();
    this.pending.set(more, q);
    this.hooks.request(q, more);
  }

  /** Settle a job with a result computed here (proven on this machine): what its workers said no longer counts. */
  decide(q: QueuedJob, r: JobResult): void {
    if (!this.waiting(q)) return;
    this.release(q);
    q.resolve(r);
  }

  /** Whether a job still waits for its result. */
  waiting(q: QueuedJob): boolean {
    return [...q.copies.keys()].some((id) => this.pending.get(id) === q);
  }

  /** Give up on a job (its result could not be had): every copy stops waiting, and it ends with `e`. */
  fail(q: QueuedJob, e: unknown): void {
    if (!this.waiting(q)) return;
    this.release(q);
    q.reject(e);
  }

  /** Stop waiting: every job waiting ends with `e`. */
  failAll(e: unknown): void {
    for (const q of new Set(this.pending.values())) q.reject(e);
    this.pending.clear();
  }

  /** A result is agreed: hand it over; a loss claimed by a single worker is proven here first. */
  private accept(q: QueuedJob, r: JobResult): void {
    this.release(q);
    const { reprove } = this.hooks;
    if (q.k > 1 || reprove === undefined || !claimsLoss(q.job, r)) return q.resolve(r);
    this.hooks.warn(`worker ${r.producer ?? '?'} claims that ${q.what} loses some game: proving it here`);
    reprove(q.job).then(q.resolve, q.reject);
  }

  /** Drop a bad answer, name it, and queue the copy again (or give up after MAX_DROPS). */
  private drop(q: QueuedJob, id: string, worker: string, problem: string): void {
    q.drops++;
    this.stats.dropped++;
    if (q.drops > MAX_DROPS) return this.giveUp(q, q.tooManyDrops(worker, problem));
    q.setState(id, 'retrying');
    if (q.k > 1 && this.hooks.oneMore !== undefined)
      return this.hooks.oneMore(q, { kind: 'dropped', id, worker, problem });
    this.hooks.warn(
      `dropped a result for ${q.what} from worker ${worker}: ${problem}; queued again (${q.drops} of ${MAX_DROPS})`,
    );
    this.hooks.requeue(q, id);
  }

  private giveUp(q: QueuedJob, e: WordleError): void {
    this.release(q);
    q.reject(e);
  }

  /** Stop waiting for a job's copies. */
  private release(q: QueuedJob): void {
    for (const id of q.copies.keys()) this.pending.delete(id);
  }
}
