import { createRequire } from 'node:module';
import type { SingleBar } from 'cli-progress';
import { Option } from 'commander';

/** Options of `progressBar`. */
export interface ProgressOptions {
  /** Draw nothing (the commands' `--quiet`). @default false */
  readonly quiet?: boolean;
  /** Where the bar is drawn. @default process.stderr */
  readonly stream?: NodeJS.WriteStream;
  /** The environment read for TERM. @default process.env */
  readonly env?: NodeJS.ProcessEnv;
}

/** A progress bar: report work as it completes, stop when done. A bar that is not shown does nothing. */
export interface Progress {
  /** Whether anything is drawn (a terminal that can redraw a line, and not quiet). */
  readonly active: boolean;
  /** `done` of `total` units finished; `status` is shown after the counts (e.g. a bound or a rate). */
  update(done: number, total: number, status?: string): void;
  /** Remove the bar (its line is cleared); safe to call more than once. */
  stop(): void;
}

/** The `--quiet` option of commands that report progress on stderr. */
export function quietOption(): Option {
  return new Option('-q, --quiet', 'no progress bar or progress lines on stderr');
}

const BAR_CELLS = 30;
const NOTHING: Progress = { active: false, update: () => undefined, stop: () => undefined };

/**
 * A one-line progress bar on stderr (cli-progress): `label [████░░░░] 120/221 54% ETA 3s status`,
 * redrawn at most 10 times a second and cleared when stopped. Only on a terminal (not a pipe or a
 * file, not TERM=dumb) and without `quiet`; otherwise it does nothing, so callers need no checks.
 */
export function progressBar(label: string, options: ProgressOptions = {}): Progress {
  const stream = options.stream ?? process.stderr;
  const env = options.env ?? process.env;
  if (options.quiet === true || stream.isTTY !== true || env.TERM === 'dumb') return NOTHING;
  // Loaded only when a bar is drawn: a quiet or piped run never pays for the module.
  const cliProgress = createRequire(import.meta.url)('cli-progress') as typeof import('cli-progress');
  const bar: SingleBar = new cliProgress.SingleBar({
    stream,
    format: `${label} [{bar}] {value}/{total} {percentage}% ETA {eta_formatted}{status}`,
    barCompleteChar: '█',
    barIncompleteChar: '░',
    barsize: BAR_CELLS,
    clearOnComplete: true,
    // Leave the terminal's cursor and line wrapping alone, so Ctrl-C never leaves them changed;
    // the status is cut to the terminal's width instead, so the line never wraps.
    hideCursor: false,
    linewrap: true,
    etaBuffer: 50,
  });
  const room = (total: number): number =>
    (stream.columns ?? 80) - 1 - `${label} [] ${total}/${total} 100% ETA 999h59m  `.length - BAR_CELLS;
  let started = false;
  let stopped = false;
  return {
    active: true,
    update(done, total, status) {
      if (stopped) return;
      const text = status === undefined ? '' : status.slice(0, Math.max(0, room(total)));
      const payload = { status: text === '' ? '' : `  ${text}` };
      if (!started) {
        bar.start(total, done, payload);
        started = true;
        return;
      }
      if (bar.getTotal() !== total) bar.setTotal(total);
      bar.update(done, payload);
    },
    stop() {
      if (started && !stopped) bar.stop();
      stopped = true;
    },
  };
}
