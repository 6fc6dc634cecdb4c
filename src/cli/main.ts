#!/usr/bin/env node
// First, before anything allocates: the young generation's size and how hot loops compile (see heap.ts).
import './heap.js';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isWordleError } from '../core/errors.js';
import { ioReason, removeTemporaryFiles } from '../node/atomic.js';
import { escapeControls } from '../core/quote.js';
import { EXIT_CHECK_FAILED, EXIT_FAILURE, EXIT_USAGE } from './errors.js';
import { fastShowArgs } from './fast-path.js';
import { interruptedExitCode } from './interrupt.js';
import { processOutput, type Output } from './output.js';

/** How runMain runs. */
export interface RunOptions {
  /**
   * Run `wordle openings show WORD` without commander when its arguments are plain (fast-path.ts):
   * it must answer in well under 100 ms with Node's start, and commander alone takes some 20 ms to
   * load. Tests turn it off to compare both ways. @default true
   */
  readonly fastPaths?: boolean;
}

/**
 * The one place that prints errors and exits. User mistakes (WordleError, bad options): one line
 * on stderr, control characters escaped, and exit code 2; an interrupted run (INTERRUPTED) exits
 * 130 (143 after SIGTERM); a verification that found values that do not hold (CHECK_FAILED) exits
 * 1. Anything else is a bug: message on stderr and exit code 1.
 */
export async function runMain(
  argv: readonly string[],
  out: Output = processOutput,
  options: RunOptions = {},
): Promise<number> {
  let commanderError: (abstract new (...args: never[]) => Error) | undefined;
  try {
    const fast = options.fastPaths === false ? undefined : fastShowArgs(argv);
    if (fast !== undefined) {
      const { showOpening } = await import('./openings-show.js');
      await showOpening(fast.word, fast.options, out);
      return 0;
    }
    const [{ buildProgram }, { CommanderError }] = await Promise.all([import('./program.js'), import('commander')]);
    commanderError = CommanderError;
    await (await buildProgram(out, argv)).parseAsync(argv as string[]);
    return 0;
  } catch (e) {
    if (commanderError !== undefined && e instanceof commanderError) {
      const c = e as Error & { code: string; exitCode: number };
      if (c.code === 'commander.helpDisplayed' || c.code === 'commander.version' || c.exitCode === 0) return 0;
      return EXIT_USAGE; // commander already printed its one-line message
    }
    if (isWordleError(e)) {
      out.error(`wordle: ${escapeControls(e.message)}`);
      if (e.code === 'CHECK_FAILED') return EXIT_CHECK_FAILED;
      return e.code === 'INTERRUPTED' ? interruptedExitCode() : EXIT_USAGE;
    }
    out.error(`wordle: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return EXIT_FAILURE;
  }
}

// Run when executed directly or through the npm bin link (not when imported by tests).
function isEntryPoint(): boolean {
  try {
    return realpathSync(process.argv[1] ?? '') === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}
if (isEntryPoint()) {
  process.stdout.on('error', stdoutFailed);
  process.exitCode = await runMain(process.argv);
  // Nothing left behind keeps the process alive once the command is over: a library's connection
  // still trying to reach a server that is gone (a job queue's Redis) would, for seconds or more.
  setTimeout(leaveOnceFlushed, 500).unref();
}

/** Exit (with the command's code) as soon as what was written to stdout and stderr is flushed. */
function leaveOnceFlushed(): void {
  const pending = [process.stdout, process.stderr].filter((s) => s.writableLength > 0);
  let left = pending.length;
  if (left === 0) process.exit();
  for (const s of pending) s.once('drain', () => --left === 0 && process.exit());
}

/**
 * Standard output failed, whatever the command: output piped into `head` and closed early (EPIPE)
 * stops quietly, as Unix tools do; anything else (a full disk, `> /dev/full`: ENOSPC, EIO, …) is
 * one line on stderr and exit code 2, temporary files removed.
 */
function stdoutFailed(e: NodeJS.ErrnoException): void {
  if (e.code === 'EPIPE') process.exit(0);
  removeTemporaryFiles();
  try {
    process.stderr.write(`wordle: cannot write the output (stdout): ${ioReason(e)}\n`);
  } catch {
    // stderr is gone too: the exit code says it
  }
  process.exit(EXIT_USAGE);
}
