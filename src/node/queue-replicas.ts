import type { Queue } from 'bullmq';
import type { JobResult } from '../search/jobs/job.js';
import { describeClaim, sameClaim } from '../search/jobs/replicas.js';
import { MAX_DROPS, type JobBook, type OneMore, type QueuedJob } from './queue-job.js';
import { QUEUE_PREFIX } from './queue-keys.js';

/*
 * With `--replicas K`, a job whose workers disagree, or whose answer was dropped, needs one more
 * answer from a worker that has not answered it yet: workers pass a copy of a job they answered
 * back to the queue (queue-worker.ts), so a copy reaches such a worker if one is connected. When
 * every worker connected has answered the job (two workers, K = 2), no copy could ever be taken:
 * the coordinator settles the job with what it has, by computing it here (a proof on this
 * machine, recorded as local), and says so. A copy that no worker takes within TAKE_MS (a worker
 * that left, or lies about its id) is settled here too.
 *
 * The same holds for any job, not only one that disagreed: with one honest worker left (another
 * answered a job and went away), that worker answers a job's first copy and passes every later
 * one back, for good. So every few seconds (`check`) the settler looks for jobs that have had an
 * answer and whose copies still out outnumber the connected workers that have not answered them;
 * a job found so at two checks in a row gets its missing answer here, said once for the run. Its
 * copies left in the queue are dropped.
 */

/** How long a copy asked for after a disagreement or a drop may wait for a worker, ms. */
const TAKE_MS = 30_000;

/** The copies of a job still out in the queue (waiting for a worker, or running). */
const outCopies = (q: QueuedJob): number => [...q.copies.values()].filter((c) => c.state === 'out').length;

/** Runs a job in the coordinator's own threads (see Reprover in queue.ts). */
interface Here {
  run(job: QueuedJob['job']): Promise<JobResult>;
}

/** What the settler needs from the coordinator. */
export interface SettlerHooks {
  readonly name: string;
  readonly queue: Pick<Queue, 'getWorkers'>;
  readonly book: JobBook;
  /** Where a job is computed here; without it, one more copy is always queued. */
  readonly here?: Here;
  readonly warn: (text: string) => void;
  /** Put a dropped copy back in the queue. */
  readonly requeue: (q: QueuedJob, id: string) => void;
  /** Remove copies no longer needed from the queue (a job settled here), where the queue can. */
  readonly drop?: (ids: readonly string[]) => void;
}

/** Settles the jobs with replicas that need one more answer (see the file comment). */
export class ReplicaSettler {
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Jobs being computed here (one computation each). */
  private readonly computing = new Set<QueuedJob>();
  /** Jobs found stuck at the last check (see `check`), with their answers then. */
  private stuck = new Map<QueuedJob, number>();
  private toldStuck = false;
  /** Jobs whose missing answers were computed here by `check`. */
  settledHere = 0;

  constructor(private readonly h: SettlerHooks) {}

  /**
   * Settle the jobs the connected workers cannot (see the file comment): those stuck at this check
   * and the last one, with no answer since, are computed here. Run every few seconds.
   */
  async check(): Promise<void> {
    if (this.h.here === undefined) return;
    const jobs = this.h.book.jobs().filter((q) => q.k > 1 && q.heard.size > 0 && !this.computing.has(q));
    const ids = jobs.length === 0 ? [] : await this.connected();
    if (ids === undefined) return;
    const now = new Map<QueuedJob, number>();
    for (const q of jobs) {
      const fresh = ids.filter((id) => !q.heard.has(id)).length;
      if (fresh < outCopies(q)) now.set(q, q.answers.length);
    }
    const ripe = [...now].filter(([q, n]) => this.stuck.get(q) === n).map(([q]) => q);
    this.stuck = now;
    if (ripe.length === 0) return;
    if (!this.toldStuck) {
      this.toldStuck = true;
      const who = ids.length === 0 ? 'none' : ids.join(', ');
      this.h.warn(
        `--replicas ${ripe[0]!.k}: the workers connected (${who}) cannot give every job its answers from different workers (a worker answers one copy of a job): the missing answers are computed here`,
      );
    }
    for (const q of ripe) {
      this.stuck.delete(q);
      this.settledHere++;
      void this.computeHere(q, true);
    }
  }

  /** One more answer for `q`: from a connected worker that has not answered it, else computed here. */
  async oneMore(q: QueuedJob, why: OneMore): Promise<void> {
    const what =
      why.kind === 'split'
        ? `the workers disagree on ${q.what} (${why.claims}):`
        : `dropped a result for ${q.what} from worker ${why.worker}: ${why.problem};`;
    const others = this.h.here === undefined ? ['?'] : await this.others(q);
    if (!this.h.book.waiting(q)) return;
    if (others.length > 0) {
      const asked = why.kind === 'split' ? 'asking another worker' : `queued again (${q.drops} of ${MAX_DROPS})`;
      this.h.warn(`${what} ${asked}`);
      if (why.kind === 'split') this.h.book.another(q);
      else this.h.requeue(q, why.id);
      if (this.h.here !== undefined) this.settleLate(q);
      return;
    }
    const heard = [...q.heard].join(', ');
    this.h.warn(`${what} every worker connected has answered it (${heard}): computing it here`);
    await this.computeHere(q);
  }

  /** Stop the timers (the run is over). */
  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  /**
   * The connected workers that may give the job the answer it needs: those that have not answered
   * it, beyond one for each copy still out (a worker takes one copy of a job at most). Empty when
   * the queue cannot tell, so that the job is computed here.
   */
  private async others(q: QueuedJob): Promise<string[]> {
    const ids = await this.connected();
    const fresh = (ids ?? []).filter((id) => !q.heard.has(id));
    return fresh.length > outCopies(q) ? fresh : [];
  }

  /** The ids of the workers connected to the queue, or undefined when the queue cannot tell. */
  private async connected(): Promise<string[] | undefined> {
    const named = `${QUEUE_PREFIX}:${Buffer.from(this.h.name).toString('base64')}:w:`;
    try {
      const clients = (await this.h.queue.getWorkers()) as { rawname?: string }[];
      const ids = clients.map((c) => c.rawname ?? '').filter((n) => n.startsWith(named));
      return [...new Set(ids.map((n) => n.slice(named.length)))];
    } catch {
      return undefined;
    }
  }

  /** If the copy asked for is not answered within TAKE_MS, compute the job here. */
  private settleLate(q: QueuedJob): void {
    const answers = q.answers.length;
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (!this.h.book.waiting(q) || q.answers.length > answers) return;
      this.h.warn(`no worker took ${q.what} within ${TAKE_MS / 1000} s: computing it here`);
      void this.computeHere(q);
    }, TAKE_MS);
    this.timers.add(t);
  }

  /**
   * Compute a job here and settle it with that result, saying which workers it agrees with
   * (`quiet`: only when a worker said otherwise); its copies still in the queue are dropped.
   */
  private async computeHere(q: QueuedJob, quiet = false): Promise<void> {
    if (this.computing.has(q)) return;
    this.computing.add(q);
    let r: JobResult;
    try {
      r = await this.h.here!.run(q.job);
    } catch (e) {
      this.h.book.fail(q, e);
      return;
    } finally {
      this.computing.delete(q);
    }
    if (!this.h.book.waiting(q)) return;
    const right = q.answers.filter((a) => sameClaim(a.result, r)).map((a) => a.worker);
    const wrong = q.answers.filter((a) => !sameClaim(a.result, r)).map((a) => a.worker);
    const said = [
      ...(right.length > 0 ? [`as worker ${right.join(', ')} said`] : []),
      ...(wrong.length > 0 ? [`not as worker ${wrong.join(', ')} said`] : []),
    ];
    if (!quiet || wrong.length > 0) {
      this.h.warn(`${q.what} computed here: ${describeClaim(r)}${said.length > 0 ? ` (${said.join('; ')})` : ''}`);
    }
    const out = [...q.copies].filter(([, c]) => c.state === 'out').map(([id]) => id);
    this.h.book.decide(q, r);
    if (out.length > 0) this.h.drop?.(out);
  }
}
