import { removeTemporaryFiles } from '../node/atomic.js';
import { EXIT_INTERRUPTED, EXIT_TERMINATED } from './errors.js';

/*
 * Ctrl-C, in one place. By default the CLI keeps the system's handling of SIGINT: the process
 * stops at once, even in the middle of a long synchronous computation (a JavaScript handler would
 * only run after it), and the shell sees exit status 130. Nothing is lost: every output is written
 * atomically (a temporary file renamed over the target), so the target is either untouched or
 * complete, and a temporary file left by a killed writer is removed by the next write of that
 * target (see `writeFileAtomic`).
 *
 * Two cases need more, and come here:
 * - a command with work worth saving registers a graceful stop with `onInterrupt` (the first
 *   Ctrl-C calls it, and the command ends itself by throwing INTERRUPTED, which `runMain` maps to
 *   exit code 130; a second Ctrl-C exits at once). SIGTERM (`kill`, a service manager stopping
 *   it) does the same, with exit code 143: a queue's coordinator gives its queue up, a worker
 *   puts its jobs back, a checkpoint is saved;
 * - on a terminal, readline takes Ctrl-C itself: the conversations call `exitInterrupted`.
 */

const stops = new Set<() => void>();
let stopsRequested = 0;
let terminated = false;

/** Leave now, as interrupted: temporary files removed, the terminal restored, exit code 130. */
export function exitInterrupted(code: number = EXIT_INTERRUPTED): never {
  removeTemporaryFiles();
  if (process.stdin.isTTY === true && process.stdin.isRaw) process.stdin.setRawMode(false);
  process.exit(code);
}

function onSignal(signal: NodeJS.Signals): void {
  if (signal === 'SIGTERM') terminated = true;
  if (stopsRequested++ > 0) exitInterrupted(interruptedExitCode());
  for (const stop of stops) stop();
}

/** The exit code of a run stopped by a signal: 130 after Ctrl-C, 143 after SIGTERM. */
export function interruptedExitCode(): number {
  return terminated ? EXIT_TERMINATED : EXIT_INTERRUPTED;
}

/**
 * Register a graceful stop for Ctrl-C and SIGTERM (e.g. abort a search and save its checkpoint);
 * while one is registered, the first signal calls it instead of stopping the process. Returns the function that
 * unregisters it (call it when the work is done: the default handling then comes back).
 */
export function onInterrupt(stop: () => void): () => void {
  if (stops.size === 0) {
    stopsRequested = 0;
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  stops.add(stop);
  return () => {
    stops.delete(stop);
    if (stops.size === 0) {
      process.removeListener('SIGINT', onSignal);
      process.removeListener('SIGTERM', onSignal);
    }
  };
}
