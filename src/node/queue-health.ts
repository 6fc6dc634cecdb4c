import type { Redis } from 'ioredis';
import { WordleError } from '../core/errors.js';
import { escapeControls } from '../core/quote.js';
import type { RedisTarget } from './redis-url.js';

/*
 * Whether the queue's Redis server answers, for the coordinator and the workers alike. The client
 * (ioredis) reconnects by itself and holds commands while the server is away, so a command sent
 * then waits without end: nothing would say that anything is wrong. Here a ping (only when the
 * client is connected, so that pings never pile up) must answer within PING_MS, checked every
 * CHECK_MS: a server that is gone (refused, reset) or frozen (the connection open, nothing
 * answering) is said within seconds, its return too, and after `limitMs` down the run gives up
 * (QUEUE_UNAVAILABLE): the caller keeps its progress and exits, to be run again.
 */

/** How often the server is checked, ms. */
const CHECK_MS = 1000;

/** How long a ping may take before the server counts as unreachable, ms. */
const PING_MS = 3000;

/** How long closing waits for an answering server (a clean goodbye) before it drops the connections, ms. */
const GOODBYE_MS = 2000;

/** How long the server may be unreachable before a run gives up, by default (`--queue-timeout`), s. */
export const DEFAULT_QUEUE_TIMEOUT_S = 120;

/** What the watch tells its owner. */
export interface HealthHooks {
  /** The server stopped answering (a line for the user). */
  readonly onDown: (text: string) => void;
  /** It answers again (a line for the user). */
  readonly onUp: (text: string) => void;
  /** It stayed unreachable for the whole limit: the run gives up with this error. */
  readonly onGiveUp: (e: WordleError) => void;
}

/** Resolve after `ms`, or when `work` settles: true when it settled in time (never rejects). */
export async function settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Watches one Redis client (see the file comment). */
export class QueueHealth {
  private timer: NodeJS.Timeout | undefined;
  private pinging = false;
  private downSince: number | undefined;
  private reason = '';
  private giveUp: (e: WordleError) => void = () => undefined;
  /** Rejects when the watch gives up (never resolves): race a wait on the server against it. */
  readonly givenUp: Promise<never> = new Promise<never>((_, reject) => (this.giveUp = reject));

  constructor(
    private readonly redis: Redis,
    private readonly target: RedisTarget,
    /** How long the server may be unreachable before giving up, ms. */
    private readonly limitMs: number,
    private readonly hooks: HealthHooks,
  ) {
    redis.on('error', (e: Error) => (this.reason = e.message));
    this.givenUp.catch(() => undefined); // (a race that is never run must not be unhandled)
  }

  /** Start checking. */
  start(): this {
    this.timer = setInterval(() => void this.check(), CHECK_MS);
    return this;
  }

  /** Stop checking (the run is over). */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** True while the server answers. */
  get up(): boolean {
    return this.downSince === undefined;
  }

  /** Seconds the server has been unreachable (0 while it answers). */
  get downSeconds(): number {
    return this.downSince === undefined ? 0 : Math.round((performance.now() - this.downSince) / 1000);
  }

  private async check(): Promise<void> {
    if (this.pinging || this.timer === undefined) return;
    this.pinging = true;
    try {
      const answered = this.redis.status === 'ready' && (await this.ping());
      if (answered) this.answered();
      else this.unanswered();
    } finally {
      this.pinging = false;
    }
  }

  /** True when a ping is answered in time. */
  private async ping(): Promise<boolean> {
    let ok = false;
    const settled = await settledWithin(
      this.redis.ping().then(() => (ok = true)),
      PING_MS,
    );
    if (!settled) this.reason = `no answer within ${PING_MS / 1000} s`;
    return ok;
  }

  private answered(): void {
    if (this.downSince === undefined) return;
    const s = this.downSeconds;
    this.downSince = undefined;
    this.hooks.onUp(`Redis at ${this.target.shown} answers again (after ${s} s): going on`);
  }

  private unanswered(): void {
    const why = escapeControls(this.reason || 'connection lost').slice(0, 120);
    if (this.downSince === undefined) {
      this.downSince = performance.now();
      this.hooks.onDown(
        `Redis at ${this.target.shown} is unreachable (${why}): retrying for up to ${Math.round(this.limitMs / 1000)} s (--queue-timeout)`,
      );
      return;
    }
    if (performance.now() - this.downSince < this.limitMs) return;
    this.stop();
    const e = new WordleError(
      'QUEUE_UNAVAILABLE',
      `Redis at ${this.target.shown} was unreachable for ${this.downSeconds} s (${why}): giving up (--queue-timeout)`,
    );
    this.giveUp(e);
    this.hooks.onGiveUp(e);
  }
}

/**
 * Close BullMQ queues and listeners: politely within GOODBYE_MS when the server answers (`polite`),
 * then (or at once) by dropping their connections.
 */
export async function closeAll(
  opened: readonly { close(): Promise<unknown>; disconnect(): Promise<unknown> }[],
  polite = true,
): Promise<void> {
  if (polite && (await settledWithin(Promise.allSettled(opened.map((o) => o.close())), GOODBYE_MS))) return;
  await settledWithin(Promise.allSettled(opened.map((o) => o.disconnect())), GOODBYE_MS);
}
