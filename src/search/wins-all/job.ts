import type { PatternMatrix } from '../../core/matrix.js';
import type { Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import type { Position } from '../position/position.js';
import type { Searcher, SearchObjective } from '../solver/searcher.js';
import type { ClassProbe } from './probe.js';

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

/** What a `wins` job found (`wins` null: not within the budget). */
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
