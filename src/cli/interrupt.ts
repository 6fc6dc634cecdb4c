import { removeTemporaryFiles } from '../node/atomic.js';
import { EXIT_INTERRUPTED } from './errors.js';

/*
 * The one place that handles Ctrl-C (and SIGTERM, SIGHUP). By default a signal deletes the
 * temporary file of any write in progress (outputs are atomic: the target keeps its old content
 * or is absent) and exits with 128 + the signal number: 130 for Ctrl-C, the shell convention. A
 * command with work worth saving registers a graceful stop with `onInterrupt` (or its own SIGINT
 * listener): the first Ctrl-C calls it and the command ends itself (exiting 130 through an
 * INTERRUPTED error); a second Ctrl-C exits at once.
 */

const SIGNALS = [
  ['SIGINT', EXIT_INTERRUPTED],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const;

const graceful = new Set<() => void>();
let installed = false;
let stopsRequested = 0;

/** Leave now, as interrupted: no partial files, the terminal restored, exit 130 (or 128 + signal). */
export function exitInterrupted(code: number = EXIT_INTERRUPTED): never {
  removeTemporaryFiles();
  if (process.stdin.isTTY === true && process.stdin.isRaw) process.stdin.setRawMode(false);
  process.exit(code);
}

/**
 * Register a graceful stop for Ctrl-C (e.g. abort a search and save its checkpoint). Returns the
 * function that unregisters it; unregister when the work is done.
 */
export function onInterrupt(stop: () => void): () => void {
  graceful.add(stop);
  return () => {
    graceful.delete(stop);
  };
}

/** Install the signal handlers (once, from the CLI's entry point; tests calling runMain skip it). */
export function installInterruptHandlers(): void {
  if (installed) return;
  installed = true;
  for (const [signal, code] of SIGNALS) {
    process.on(signal, () => {
      // Another listener (a command's own graceful stop) or a registered stop: let it finish once.
      const others = process.listenerCount(signal) - 1;
      if (signal === 'SIGINT' && stopsRequested === 0 && (graceful.size > 0 || others > 0)) {
        stopsRequested++;
        for (const stop of graceful) stop();
        return;
      }
      exitInterrupted(code);
    });
  }
}
