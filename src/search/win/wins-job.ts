import { WordleError } from '../../core/errors.js';
import type { JobRunner } from '../jobs/runner.js';
import type { WinsJob, WinsResult } from '../jobs/job.js';
import { PositionSplitter } from '../position/position.js';
import { WinDecider } from './decider.js';
import { decideOpening } from './opening.js';

/** How long each hint is tried by default, s (see `WinsJob.hintSeconds`). */
export const HINT_SECONDS = 1;

/** A runner's WinDecider per mode, kept across jobs (emptied after each opening). */
const deciders = new WeakMap<JobRunner, Map<boolean, WinDecider>>();

function deciderOf(runner: JobRunner, hard: boolean): WinDecider {
  if (runner.matrix === undefined) {
    throw new WordleError('BAD_ARGUMENT', 'JobRunner: wins jobs need the pattern matrix in the setup');
  }
  let byMode = deciders.get(runner);
  if (byMode === undefined) deciders.set(runner, (byMode = new Map()));
  let d = byMode.get(hard);
  if (d === undefined) byMode.set(hard, (d = new WinDecider(runner.words, runner.matrix, { hard })));
  return d;
}

/**
 * Run a `wins` job on a runner: the exact search's 'depth' objective (one searcher per mode, kept
 * across jobs: the cores proven lost in one opening refute guesses of the next at once) and a
 * WinDecider, timed on the runner's clock (RunnerHooks.clock: CPU seconds where the host can tell).
 */
export function runWinsJob(job: WinsJob, runner: JobRunner): Omit<WinsResult, 'nodes'> {
  const { position } = job;
  const decider = deciderOf(runner, position.hard);
  const clock = (): number => runner.clock();
  const t0 = clock();
  const tools = {
    words: runner.words,
    searcher: runner.searcher(position.hard, 0, 'depth'),
    decider,
    splitter: new PositionSplitter(runner.words, runner.matrix),
    position,
    clock,
    setDeadline: (at: number) => runner.stopAt(at),
    cancelled: () => runner.stopAsked(),
    hints: job.hints ?? [],
    hintSeconds: job.hintSeconds ?? HINT_SECONDS,
  };
  try {
    const verdict = decideOpening(tools, job.guess, job.budget, job.probes ?? []);
    return { kind: 'wins', ...verdict, seconds: Math.round((clock() - t0) * 100) / 100 };
  } finally {
    decider.clear();
  }
}
