import { WordleError } from '../../core/errors.js';
import type { Word } from '../../core/types.js';
import { PositionSplitter, type Child, type Position } from '../position/position.js';
import { WinDecider, type WinPlan } from '../win/decider.js';
import { checkWinPlan } from '../win/plan-check.js';
import { HINT_SECONDS, type WinsHost, type WinsJob, type WinsResult } from './job.js';
import { probe, probeRecord, probeState, type ClassProbe, type ProbeState, type ProbeTools } from './probe.js';

/*
 * Whether an opening can win every game (find every answer within the guesses allowed, whatever
 * the answer): its classes (the answers each feedback leaves) are decided in rounds of growing
 * effort (LIMITS). In each round a class is first given to the WinDecider (a plan found proves a
 * win, and is kept), then probed for a time (probe.ts: every first guess refuted proves a loss; one
 * that finishes every answer proves a win, and its tree is the plan). The first class proven lost
 * decides a loss; every class won decides a win, once the plan of the whole opening has been
 * played against every answer (checkWinPlan). Not decided within the budget: where the probes
 * stopped is returned, and a later try goes on from there.
 */

/** Rounds of effort per class: the exact search's seconds in each. */
const LIMITS = [0.2, 1, 5, 20, Infinity] as const;

/**
 * The WinDecider's width (the guesses it tries per set) and budget (pattern reads), the same in
 * every round. It stays narrow: since the search keeps hard mode's lost cores across classes and
 * openings, a wider decider costs more than it settles (docs/records.md has the runs). At a finite
 * width it never proves a loss: only the search does.
 */
const WIDTH = 2;
const DECIDER_WORK = 4e5;

/** What deciding an opening needs: the probe's tools, the WinDecider, and the position before it. */
interface OpeningTools extends ProbeTools {
  readonly decider: WinDecider;
  readonly splitter: PositionSplitter;
  /** The position before the opening (the start of a game, with its mode and guesses allowed). */
  readonly position: Position;
}

/** An opening's verdict (`wins` null: not within the budget; `hinted`: the winners the hints gave). */
type OpeningVerdict = Pick<WinsResult, 'wins' | 'probes' | 'hinted'>;

/** The probes read back, by pattern (each must name one of the opening's classes). */
function resumed(word: Word, classes: readonly Child[], resume: readonly ClassProbe[]): Map<number, ProbeState> {
  const probes = new Map<number, ProbeState>();
  for (const c of resume) {
    if (!classes.some((k) => k.pattern === c.pattern)) {
      throw new WordleError('BAD_FILE', `${word}: its probes name a class it does not have (${c.pattern})`);
    }
    probes.set(c.pattern, probeState(c));
  }
  return probes;
}

/** Decide `word` within `budget` seconds on the tools' clock, going on from `resume`. */
function decideOpening(
  tools: OpeningTools,
  word: Word,
  budget: number,
  resume: readonly ClassProbe[] = [],
): OpeningVerdict {
  const g = tools.words.index.get(word);
  if (g === undefined) throw new WordleError('BAD_ARGUMENT', `decideOpening: ${word} is not a guess`);
  const classes = [...tools.splitter.split(tools.position, word).children]
    .filter((c) => c.position.answers.length > 0)
    .sort((a, b) => a.position.answers.length - b.position.answers.length); // smallest first
  const start = tools.clock();
  const plans = new Map<number, WinPlan>();
  const probes = resumed(word, classes, resume);
  const records = (): ClassProbe[] => [...probes].flatMap(([pattern, p]) => probeRecord(pattern, p) ?? []);
  const undecided = (): OpeningVerdict => ({ wins: null, probes: records(), hinted: [] });
  let open = classes;
  for (const limit of LIMITS) {
    const left: Child[] = [];
    for (const c of open) {
      const verdict = decideClass(tools, g, c, probes, Math.min(tools.clock() + limit, start + budget));
      if (verdict === false) return { wins: false, probes: [], hinted: [] };
      if (verdict === undefined) left.push(c);
      else plans.set(c.pattern, verdict);
      if (tools.clock() >= start + budget) return undecided();
    }
    if (left.length === 0) {
      checkPlan(tools, g, plans);
      const hinted = [...probes.values()].filter((p) => p.hinted === true).map((p) => p.winner!);
      return { wins: true, probes: [], hinted };
    }
    open = left;
  }
  return undecided();
}

/** One class in one round: its plan (won), false (lost) or undefined (not by `until`). */
function decideClass(
  tools: OpeningTools,
  g: number,
  c: Child,
  probes: Map<number, ProbeState>,
  until: number,
): WinPlan | false | undefined {
  const { decider } = tools;
  const state = decider.after(decider.rootState(), g, c.pattern);
  const found = decider.decide(c.position.answers, tools.position.maxGuesses - 1, state, DECIDER_WORK, WIDTH);
  if (found.kind === 'wins') return found.plan;
  let p = probes.get(c.pattern);
  if (p === undefined) probes.set(c.pattern, (p = probeState()));
  const verdict = probe(tools, c.position, p, until);
  return verdict === true ? p.plan : verdict;
}

/** The plan of the whole opening, played against every answer: a bug if it fails (nothing recorded). */
function checkPlan(tools: OpeningTools, g: number, plans: ReadonlyMap<number, WinPlan>): void {
  const { words, position } = tools;
  const failure = checkWinPlan(words, { guess: g, next: plans }, position.answers, position.maxGuesses, position.hard);
  if (failure !== null) throw new Error(`${words.guesses[g]}: the plan found fails: ${failure}`);
}

/** A runner's WinDecider per mode, kept across jobs (emptied after each opening). */
const deciders = new WeakMap<WinsHost, Map<boolean, WinDecider>>();

function deciderOf(runner: WinsHost, hard: boolean): WinDecider {
  if (runner.matrix === undefined) {
    throw new WordleError('BAD_ARGUMENT', 'WinsHost: wins jobs need the pattern matrix in the setup');
  }
  const byMode = deciders.get(runner) ?? new Map<boolean, WinDecider>();
  deciders.set(runner, byMode);
  const d = byMode.get(hard) ?? new WinDecider(runner.words, runner.matrix, { hard });
  byMode.set(hard, d);
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
