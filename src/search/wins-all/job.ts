import { WordleError } from '../../core/errors.js';
import type { PatternMatrix } from '../../core/matrix.js';
import type { Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import type { Position } from '../position/position.js';
import type { Searcher, SearchObjective } from '../solver/searcher.js';
import type { ClassProbe } from './probe.js';
import { PositionSplitter } from '../position/position.js';
import { WinDecider } from '../win/decider.js';
import { decideOpening } from './decide.js';

/**
 * A `wins` job: can `guess`, played from `position` (the start of a game), win every game? Decided
 * within `budget` seconds on the runner's clock, going on from `probes` (where an earlier try stopped).
 */
export type WinsJob = {
  readonly kind: 'wins';
  readonly position: Position;
  readonly guess: Word;
  readonly budget: number;
  readonly probes?: readonly ClassProbe[];
  /** First guesses each class left open tries first (`--try`), each for `hintSeconds`. */
  readonly hints?: readonly Word[];
  readonly hintSeconds?: number;
};

/** What a `wins` job found (see search/win/opening.ts: `wins` null, not within the budget). */
export type WinsResult = {
  readonly kind: 'wins';
  readonly wins: boolean | null;
  readonly probes: readonly ClassProbe[];
  readonly hinted: readonly Word[];
  /** The seconds the job took. */
  readonly seconds: number;
  readonly nodes: number;
};

/** What a wins job needs of the runner that runs it (search/jobs/runner.ts). */
export interface WinsHost {
  readonly words: WordSet;
  readonly matrix: PatternMatrix | undefined;
  searcher(hard: boolean, top: number, objective: SearchObjective): Searcher;
  /** Seconds on the host's clock (CPU where it can tell). */
  clock(): number;
  /** Stop the running search once the clock passes `at` (Infinity: never). */
  stopAt(at: number): void;
  /** Whether the host asked the job to stop (Ctrl-C), apart from its deadline. */
  stopAsked(): boolean;
}

/** How long each hint is tried by default, s (see `WinsJob.hintSeconds`). */
export const HINT_SECONDS = 1;

/** A runner's WinDecider per mode, kept across jobs (emptied after each opening). */
const deciders = new WeakMap<WinsHost, Map<boolean, WinDecider>>();

function deciderOf(runner: WinsHost, hard: boolean): WinDecider {
  if (runner.matrix === undefined) {
    throw new WordleError('BAD_ARGUMENT', 'WinsHost: wins jobs need the pattern matrix in the setup');
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
export function runWinsJob(job: WinsJob, runner: WinsHost): Omit<WinsResult, 'nodes'> {
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
