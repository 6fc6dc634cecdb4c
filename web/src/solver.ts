/**
 * The solver the worker runs: it answers the assistant's, the game's and the analysis's questions
 * with the pure core, on word lists and matrices built once (see resources.ts).
 */
import {
  WordleError,
  scoreGuess,
  type Tree,
  analyzeGame,
  type GameConfig,
  explainGuess,
  Session,
  treePlace,
  createStrategy,
  STRATEGIES,
  turnOracle,
  type OptimalOptions,
  type TurnOracle,
  type WordSet,
  type Progress,
} from 'wordlekit';
import { checkHardMode } from 'wordlekit/core';
import { fastestKernel } from 'wordlekit/search';
import { toHistory } from './history.js';
import {
  CANDIDATE_LIST_MAX,
  OUTCOME_WORDS_MAX,
  type Explanation,
  type GameData,
  type GameReview,
  type ListName,
  type PositionReport,
  type Request,
  type Results,
  type SolverOptions,
  type TreeStatus,
  type TurnData,
} from './protocol.js';
import { Resources } from './resources.js';

/** Guesses allowed per game. */
const MAX_GUESSES = 6;
/** Time for the exact search per question, in the browser (it runs in the worker, with a spinner). */
const EXACT_BUDGET_MS = 1500;

/** Answers every request kind; one instance lives in the worker. */
export class Solver {
  readonly resources = new Resources();

  /** The game configuration for these options (the prior's answer space, as in the CLI). */
  async config(options: SolverOptions, progress?: Progress): Promise<GameConfig> {
    if (options.list !== 'classic' && options.list !== 'nyt') {
      throw new WordleError('BAD_OPTION', `unknown word list "${String(options.list)}"`);
    }
    const { words, matrix, partitioner, weights } = await this.resources.space(options.list, options.prior);
    return {
      words,
      matrix,
      partitioner,
      hard: options.hard,
      pool: 'all',
      ...(weights ? { weights } : {}),
      ...(progress ? { progress } : {}),
    };
  }

  /** Dispatch one request; `progress` hears how long scans are going. */
  async handle(req: Request, progress?: Progress): Promise<Results[Request['kind']]> {
    switch (req.kind) {
      case 'info':
        return {
          strategies: STRATEGIES.map((s) => ({ name: s.name, summary: s.summary })),
          priors: ['uniform', 'frequency'],
          trees: this.resources.hasTrees(),
        };
      case 'suggest':
        return this.suggest(req.options, req.history, req.top, req.tree, progress);
      case 'validate': {
        const { words } = await this.resources.list(req.list);
        return { valid: words.index.has(req.word) };
      }
      case 'game':
        return this.game(req.list, req.game, req.hard, req.guesses);
      case 'explain':
        return this.explain(req.options, req.history, req.guess);
      case 'analyze':
        return this.analyze(req.options, req.history, progress);
      case 'fits': {
        const { words } = await this.resources.list(req.list);
        const fit = words.guesses.filter((g) => scoreGuess(g, req.answer) === req.pattern);
        return { count: fit.length, words: fit.slice(0, 50) };
      }
    }
  }

  /** A session after the history, every turn checked (unknown words, hard mode, no answer left). */
  private async session(options: SolverOptions, turns: readonly TurnData[], progress?: Progress): Promise<Session> {
    const config = await this.config(options, progress);
    const setup = await this.optimalOptions(options, options.strategy === 'optimal');
    const session = new Session(config, createStrategy(options.strategy, setup));
    for (const turn of toHistory(turns)) {
      if (!config.words.index.has(turn.guess)) {
        throw new WordleError('BAD_WORD', `${turn.guess.toUpperCase()} is not in the word list`);
      }
      session.play(turn);
    }
    return session;
  }

  /** Candidates and ranked suggestions after a history: the same numbers as `wordle suggest`. */
  private async suggest(
    options: SolverOptions,
    turns: readonly TurnData[],
    top: number,
    tree: boolean,
    progress?: Progress,
  ): Promise<PositionReport> {
    const session = await this.session(options, turns, progress);
    const t0 = performance.now();
    const words = session.candidateWords;
    const solved = session.solved;
    const suggestions = solved ? [] : session.suggestions(top);
    return {
      remaining: words.length,
      candidates: words.length <= CANDIDATE_LIST_MAX ? words : null,
      suggestions: suggestions.map(
        ({ word, entropy, expectedSize, worstCase, isCandidate, expectedGuesses, proven }) => ({
          word,
          entropy,
          expectedSize,
          worstCase,
          isCandidate,
          ...(expectedGuesses !== undefined ? { expectedGuesses, proven: proven === true } : {}),
        }),
      ),
      tree: tree && !solved ? await this.treeStatus(options, turns) : null,
      ms: performance.now() - t0,
    };
  }

  /** The optimal tree's move after these turns, or why it has none. */
  private async treeStatus(options: SolverOptions, turns: readonly TurnData[]): Promise<TreeStatus> {
    if (!this.resources.hasTrees()) return { kind: 'unavailable', reason: 'This build has no optimal trees.' };
    if (options.list !== 'classic') {
      return { kind: 'unavailable', reason: 'The optimal trees are for the classic list only (not the NYT list).' };
    }
    if (options.prior !== 'uniform') {
      return {
        kind: 'unavailable',
        reason: 'The optimal trees assume the 2,315 classic answers, equally likely: choose the uniform prior.',
      };
    }
    const optimal = await this.resources.tree(options.list, options.hard);
    if (optimal === null) return { kind: 'unavailable', reason: 'The optimal tree could not be loaded.' };
    return treeStatusOf(optimal, turns);
  }

  /** How `guess` splits the answers left after the history (the engine's `explainGuess`). */
  private async explain(options: SolverOptions, turns: readonly TurnData[], guess: string): Promise<Explanation> {
    const session = await this.session(options, turns);
    if (!session.config.words.index.has(guess)) {
      throw new WordleError('BAD_WORD', `${guess.toUpperCase()} is not in the word list`);
    }
    const b = explainGuess(session, guess, { maxWords: OUTCOME_WORDS_MAX });
    return {
      guess,
      remaining: b.remaining,
      entropy: b.entropy,
      expectedSize: b.expectedSize,
      worstCase: b.worstCase,
      winChance: b.winChance,
      outcomes: b.outcomes.map(({ pattern, count, probability, words }) => ({ pattern, count, probability, words })),
      hardModeViolation: b.hardModeViolation,
      exact: await this.exactExplanation(options, session, guess),
    };
  }

  /**
   * The exact search's setup: the proven tree (classic, uniform prior), the proven table of every
   * opening (classic, uniform prior; unless `openings` is false: only the exact strategy and the
   * exact grades need it), the WebAssembly kernel, the budget.
   */
  private async optimalOptions(options: SolverOptions, openings = true): Promise<OptimalOptions> {
    const tree =
      options.list === 'classic' && options.prior === 'uniform'
        ? await this.resources.tree(options.list, options.hard)
        : null;
    const totals =
      openings && options.prior === 'uniform' ? await this.resources.openings(options.list, options.hard) : null;
    const kernel = fastestKernel(5);
    return {
      ...(tree !== null ? { tree } : {}),
      ...(totals !== null ? { openings: totals } : {}),
      ...(kernel ? { kernel } : {}),
      budgetMs: EXACT_BUDGET_MS,
    };
  }

  private readonly oracles = new Map<string, TurnOracle>();

  /** One exact search (and memo) per word list and mode, kept between questions. */
  private async oracle(options: SolverOptions, words: WordSet): Promise<TurnOracle> {
    const key = `${options.list}|${options.hard}`;
    let o = this.oracles.get(key);
    if (o === undefined) this.oracles.set(key, (o = turnOracle(words, await this.optimalOptions(options))));
    return o;
  }

  /** Expected guesses with this guess next and with the best guess, when proven within the budget. */
  private async exactExplanation(
    options: SolverOptions,
    session: Session,
    guess: string,
  ): Promise<Explanation['exact']> {
    if (options.prior !== 'uniform' || session.solved) return null;
    const turn = session.history.length;
    const oracle = await this.oracle(options, session.config.words);
    const position = {
      answers: session.candidates,
      history: session.history,
      hard: options.hard,
      maxGuesses: MAX_GUESSES,
    };
    if (turn >= MAX_GUESSES) return null;
    const v = oracle(position, guess);
    if (v === undefined) return null;
    const n = session.candidates.length;
    return { expectedGuesses: v.total / n, bestExpectedGuesses: v.bestTotal / n };
  }

  /** Game `number`'s answer, and how many of `guesses` the rules accept (for links). */
  private async game(list: ListName, number: number, hard: boolean, guesses: readonly string[]): Promise<GameData> {
    const { words } = await this.resources.list(list);
    const n = words.answers.length;
    const answer = words.answers[((number % n) + n) % n] ?? '';
    const accepted: string[] = [];
    let problem: string | null = null;
    for (const word of guesses) {
      const history = accepted.map((g) => ({ guess: g, pattern: scoreGuess(g, answer) }));
      const over = accepted.length >= MAX_GUESSES || accepted[accepted.length - 1] === answer;
      const rule = hard ? checkHardMode(history, word) : null;
      if (over) problem = 'the game was already over';
      else if (!words.index.has(word)) problem = `${word.toUpperCase()} is not in the word list`;
      else if (rule !== null) problem = `${word.toUpperCase()} breaks hard mode (${rule})`;
      if (problem !== null) break;
      accepted.push(word);
    }
    return { answer, count: n, accepted, problem };
  }

  /** The CLI's per-turn review (skill, luck, bits) of a history. */
  private async analyze(options: SolverOptions, turns: readonly TurnData[], progress?: Progress): Promise<GameReview> {
    const config = await this.config(options, progress);
    const setup = await this.optimalOptions(options);
    const a = analyzeGame(config, toHistory(turns), createStrategy(options.strategy, setup), {
      ...(options.prior === 'uniform' ? { exact: await this.oracle(options, config.words) } : {}),
    });
    return {
      turns: a.turns.map((t) => ({
        guess: t.guess,
        pattern: t.pattern,
        before: t.before,
        after: t.after,
        expectedBits: t.expectedBits,
        bestGuess: t.best.guess,
        bestBits: t.best.expectedBits,
        actualBits: t.actualBits,
        skill: t.skill,
        luck: t.luck,
        guessesLost: t.exact?.guessesLost ?? null,
        expectedGuesses: t.exact?.expectedGuesses ?? null,
        exactBest: t.exact?.bestGuess ?? null,
        bestExpectedGuesses: t.exact?.bestExpectedGuesses ?? null,
        // As `wordle analyze` marks them: without an exact grade both are one-step numbers; an exact
        // grade whose outcomes could not all be valued in time keeps a one-step luck.
        skillEstimated: t.exact === null,
        luckEstimated: t.exact === null || t.exact.luckGuesses === null,
      })),
      skill: a.summary.skill,
      luck: a.summary.luck,
      actualBits: a.summary.actualBits,
      expectedBits: a.summary.expectedBits,
      guessesLost: a.summary.exactTurns > 0 ? a.summary.guessesLost : null,
    };
  }
}

/** The tree's move after these turns, or why the history has left the tree. */
function treeStatusOf(tree: Tree, turns: readonly TurnData[]): TreeStatus {
  const place = treePlace(tree, toHistory(turns));
  switch (place.kind) {
    case 'guess':
      return { kind: 'move', guess: place.node.guess };
    case 'solved':
      return { kind: 'off-tree', reason: "the tree's game is already over" };
    case 'off-tree':
      return { kind: 'off-tree', reason: place.reason };
  }
}
