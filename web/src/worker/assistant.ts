/**
 * The assistant's, play's and the analysis's questions, answered with the engine: a position's
 * suggestions, why a guess is as good as it is, a game's review, and the words that fit a row.
 */
import { analyzeGame, createStrategy, explainGuess, scoreGuess, Session, treePlace, WordleError } from 'wordlekit';
import type { GameConfig, Progress, Suggestion, Tree, TurnAnalysis } from 'wordlekit';
import { toHistory } from '../history.js';
import {
  CANDIDATE_LIST_MAX,
  OUTCOME_WORDS_MAX,
  type Explanation,
  type GameReview,
  type ListName,
  type PositionReport,
  type SolverOptions,
  type SuggestionData,
  type TreeStatus,
  type TurnData,
  type TurnReview,
} from '../protocol.js';
import { Exact } from './exact.js';
import type { Resources } from './resources.js';

/** Guesses allowed per game. */
const MAX_GUESSES = 6;

/** A suggestion as the page shows it. */
const suggestionData = (s: Suggestion): SuggestionData => ({
  word: s.word,
  entropy: s.entropy,
  expectedSize: s.expectedSize,
  worstCase: s.worstCase,
  isCandidate: s.isCandidate,
  ...(s.expectedGuesses !== undefined ? { expectedGuesses: s.expectedGuesses, proven: s.proven === true } : {}),
});

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

/** Answers the assistant family of requests; one instance lives in the worker. */
export class Assistant {
  readonly exact: Exact;

  constructor(private readonly resources: Resources) {
    this.exact = new Exact(resources);
  }

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

  /** A session after the history, every turn checked (unknown words, hard mode, no answer left). */
  async session(options: SolverOptions, turns: readonly TurnData[], progress?: Progress): Promise<Session> {
    const config = await this.config(options, progress);
    const setup = await this.exact.options(options, options.strategy === 'optimal');
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
  async suggest(
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
      suggestions: suggestions.map(suggestionData),
      tree: tree && !solved ? await this.treeStatus(options, turns) : null,
      ms: performance.now() - t0,
    };
  }

  /** The optimal tree's move after these turns, or why it has none. */
  async treeStatus(options: SolverOptions, turns: readonly TurnData[]): Promise<TreeStatus> {
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
  async explain(options: SolverOptions, turns: readonly TurnData[], guess: string): Promise<Explanation> {
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

  /** Expected guesses with this guess next and with the best guess, when proven within the budget. */
  private async exactExplanation(
    options: SolverOptions,
    session: Session,
    guess: string,
  ): Promise<Explanation['exact']> {
    if (options.prior !== 'uniform' || session.solved || session.history.length >= MAX_GUESSES) return null;
    const oracle = await this.exact.oracle(options, session.config.words);
    const position = {
      answers: session.candidates,
      history: session.history,
      hard: options.hard,
      maxGuesses: MAX_GUESSES,
    };
    const v = oracle(position, guess);
    if (v === undefined) return null;
    const n = session.candidates.length;
    return { expectedGuesses: v.total / n, bestExpectedGuesses: v.bestTotal / n };
  }

  /** The CLI's per-turn review (skill, luck, bits) of a history. */
  async analyze(options: SolverOptions, turns: readonly TurnData[], progress?: Progress): Promise<GameReview> {
    const config = await this.config(options, progress);
    const setup = await this.exact.options(options);
    const exact = options.prior === 'uniform' ? { exact: await this.exact.oracle(options, config.words) } : {};
    const a = analyzeGame(config, toHistory(turns), createStrategy(options.strategy, setup), exact);
    return {
      turns: a.turns.map(turnReview),
      skill: a.summary.skill,
      luck: a.summary.luck,
      actualBits: a.summary.actualBits,
      expectedBits: a.summary.expectedBits,
      guessesLost: a.summary.exactTurns > 0 ? a.summary.guessesLost : null,
    };
  }

  /** The allowed words that get `pattern` against `answer` (at most 50 of them listed). */
  async fits(list: ListName, answer: string, pattern: number): Promise<{ count: number; words: string[] }> {
    const words = await this.resources.words(list);
    const fit = words.guesses.filter((g) => scoreGuess(g, answer) === pattern);
    return { count: fit.length, words: fit.slice(0, 50) };
  }
}

/** One analysed turn as the page shows it. */
function turnReview(t: TurnAnalysis): TurnReview {
  return {
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
  };
}
