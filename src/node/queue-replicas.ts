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
 */

/** How long a copy asked for after a disagreement or a drop may wait for a worker, ms. */
const TAKE_MS = 30_000;

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
}

/** Settles the jobs with replicas that need one more answer (see the file comment). */
export class ReplicaSettler {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly h: SettlerHooks) {}

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
    const named = `${QUEUE_PREFIX}:${Buffer.from(this.h.name).toString('base64')}:w:`;
    let ids: string[];
    try {
      const clients = (await this.h.queue.getWorkers()) as { rawname?: string }[];
      ids = clients.map((c) => c.rawname ?? '').filter((n) => n.startsWith(named));
    } catch {
      return [];
    }
    const fresh = [...new Set(ids.map((n) => n.slice(named.length)))].filter((id) => !q.heard.has(id));
    const out = [...q.copies.values()].filter((c) => c.state === 'out').length;
    return fresh.length > out ? fresh : [];
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

  /** Compute a job here and settle it with that result, saying which workers it agrees with. */
  private async computeHere(q: QueuedJob): Promise<void> {
    let r: JobResult;
    try {
      r = await this.h.here!.run(q.job);
    } catch (e) {
      this.h.book.fail(q, e);
      return;
    }
    if (!this.h.book.waiting(q)) return;
    const right = q.answers.filter((a) => sameClaim(a.result, r)).map((a) => a.worker);
    const wrong = q.answers.filter((a) => !sameClaim(a.result, r)).map((a) => a.worker);
    const said = [
      ...(right.length > 0 ? [`as worker ${right.join(', ')} said`] : []),
      ...(wrong.length > 0 ? [`not as worker ${wrong.join(', ')} said`] : []),
    ];
    this.h.warn(`${q.what} computed here: ${describeClaim(r)}${said.length > 0 ? ` (${said.join('; ')})` : ''}`);
    this.h.book.decide(q, r);
  }
}
