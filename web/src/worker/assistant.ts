/**
 * The assistant's, play's and the analysis's questions, answered with the engine: a position's
 * suggestions, why a guess is as good as it is, a game's review, and the words that fit a row.
 * A position is computed on its own answers (positions.ts); the optimal strategy's second turn after
 * a common opener comes from the app's data (known.ts). The page has every opening (it asks only
 * for the tree's move there).
 */
import { createStrategy, explainGuess, scoreGuess, Session, WordleError } from 'wordlekit';
import type { History, Progress, WordSet } from 'wordlekit';
import { acceptedFitting, defaultWidening, placeAfter, widenedLine } from 'wordlekit/core';
import { toHistory } from '../history.js';
import {
  CANDIDATE_LIST_MAX,
  OTHER_WORDS_MAX,
  OUTCOME_WORDS_MAX,
  type Explanation,
  type GameReview,
  type ListName,
  type OtherWords,
  type PositionReport,
  type SolverOptions,
  type SuggestionData,
  type TurnData,
} from '../protocol.js';
import { Exact } from './exact.js';
import { Positions, type Space } from './positions.js';
import type { Resources } from './resources.js';
import { suggestionData } from '../protocol.js';
import { knownAfter } from './known.js';
import { preloadKnown } from './second-files.js';
import { treeStatus } from './reports.js';

/** Guesses allowed per game. */
const MAX_GUESSES = 6;

/**
 * The answers left as the page lists them: all of them when few (in list order); under a prior
 * (word frequency: hundreds left) the most likely first, the first `CANDIDATE_LIST_MAX` of them.
 */
function listed(space: Space, candidates: Uint32Array): string[] | null {
  const { words, weights } = space;
  if (candidates.length <= CANDIDATE_LIST_MAX) return Array.from(candidates, (a) => words.answers[a]!);
  if (weights === undefined) return null;
  const ids = Array.from(candidates).sort((a, b) => weights[b]! - weights[a]! || a - b);
  return ids.slice(0, CANDIDATE_LIST_MAX).map((a) => words.answers[a]!);
}

/** Answers the assistant family of requests; one instance lives in the worker. */
export class Assistant {
  readonly exact: Exact;
  private readonly positions = new Positions();

  constructor(private readonly resources: Resources) {
    this.exact = new Exact(resources);
  }

  /**
   * The list under the options' prior, and where the history leaves the game (the engine's
   * `placeAfter`, as the session reads it): the turns checked, the answers left, and on today's NYT
   * list, when no likely answer fits, the accepted words that fit, with the line that says so. A
   * guess the NYT accepts but this list does not (TARSE on the classic list) still counts, its
   * colours read as the game gave them, and is named (`outside`); any other word is refused.
   */
  private async position(options: SolverOptions, turns: readonly TurnData[]) {
    if (options.list !== 'classic' && options.list !== 'nyt') {
      throw new WordleError('BAD_OPTION', `unknown word list "${String(options.list)}"`);
    }
    const history = toHistory(turns);
    const base = await this.resources.space(options.list, options.prior, options.day);
    const outside = await this.outsideWords(base.words, history);
    const place = placeAfter({ ...base, hard: options.hard, anyWord: outside.length > 0 }, history);
    const space: Space = place.words === base.words ? base : place;
    const widened = place.widenedAt === null ? null : widenedLine(place.candidates.length);
    return { space, candidates: place.candidates, widened, history, outside, base };
  }

  /** The guesses of a history this list does not have but the NYT's game accepts (another word: BAD_WORD). */
  private async outsideWords(words: WordSet, history: History): Promise<string[]> {
    const outside = [...new Set(history.map((t) => t.guess).filter((g) => !words.index.has(g)))];
    if (outside.length === 0) return outside;
    const nyt = await this.resources.words('nyt');
    const unknown = outside.find((g) => !nyt.index.has(g));
    if (unknown !== undefined) throw new WordleError('BAD_WORD', `${unknown.toUpperCase()} is not in the word list`);
    return outside;
  }

  /**
   * While likely answers fit on today's NYT list, the accepted words outside the likely list that fit
   * too (the NYT may pick any accepted word), most likely first by word frequency, as the widening
   * would weigh them; the advice stays over the likely answers. None at the opening (every word fits).
   */
  async others(options: SolverOptions, turns: readonly TurnData[]): Promise<OtherWords> {
    const { base, history, widened } = await this.position(options, turns);
    const widening = options.prior === 'frequency' || widened !== null ? undefined : defaultWidening(base.words);
    if (widening === undefined || history.length === 0) return null;
    const likely = new Set(base.words.answers);
    const words = acceptedFitting(widening, history).filter((w) => !likely.has(w));
    return { count: words.length, words: words.slice(0, OTHER_WORDS_MAX) };
  }

  /** Candidates and ranked suggestions after a history: the same numbers as `wordle suggest`. */
  async suggest(options: SolverOptions, turns: readonly TurnData[], top: number, tree: boolean, progress?: Progress) {
    preloadKnown(options, turns);
    const { space, history, candidates, widened, outside } = await this.position(options, turns);
    const t0 = performance.now();
    const win = history.at(-1)?.pattern === 3 ** space.words.length - 1;
    const suggestions = win ? [] : await this.rank(options, space, history, candidates, top, progress);
    const report: PositionReport = {
      remaining: candidates.length,
      candidates: listed(space, candidates),
      suggestions,
      tree: tree && !win ? await treeStatus(this.resources, options, turns) : null,
      ms: performance.now() - t0,
      widened,
      outside,
      likely: options.prior === 'frequency' ? await this.likelyCount(options.list, space, candidates) : null,
    };
    return report;
  }

  /** How many of the answers left are likely answers of the list (under word frequency every accepted word is an answer). */
  private async likelyCount(list: ListName, space: Space, candidates: Uint32Array): Promise<number> {
    const likely = new Set((await this.resources.words(list)).answers);
    let n = 0;
    for (const a of candidates) if (likely.has(space.words.answers[a]!)) n++;
    return n;
  }

  /**
   * The position's suggestions: a session on the position's own matrix; the optimal strategy reads
   * the app's proven second turns after the common openers (known.ts) where it has them.
   */
  private async rank(
    options: SolverOptions,
    space: Space,
    history: History,
    candidates: Uint32Array,
    top: number,
    progress?: Progress,
  ): Promise<SuggestionData[]> {
    const position = this.positions.get(space, candidates, options.hard);
    const config = { ...position.config, ...(progress ? { progress } : {}) };
    let setup = {};
    if (options.strategy === 'optimal') {
      const second = await knownAfter(options, space.words, history);
      setup = { ...(await this.exact.options(options, history.length === 0)), ...second };
    }
    const session = new Session(config, createStrategy(options.strategy, setup));
    for (const t of history) session.play(t);
    return session.suggestions(top).map(suggestionData);
  }

  /** How `guess` splits the answers left after the history (the engine's `explainGuess`: no matrix needed). */
  async explain(options: SolverOptions, turns: readonly TurnData[], guess: string): Promise<Explanation> {
    const { space, history, candidates } = await this.position(options, turns);
    if (!space.words.index.has(guess))
      throw new WordleError('BAD_WORD', `${guess.toUpperCase()} is not in the word list`);
    const at = { ...space, candidates, history, hard: options.hard };
    const b = explainGuess(at, guess, { maxWords: OUTCOME_WORDS_MAX });
    const { remaining, entropy, expectedSize, worstCase, winChance, hardModeViolation } = b;
    return {
      guess,
      ...{ remaining, entropy, expectedSize, worstCase, winChance, hardModeViolation },
      outcomes: b.outcomes.map(({ pattern, count, probability, words }) => ({ pattern, count, probability, words })),
      // (under the position's prior: after a widening, word frequency)
      exact: await this.exactExplanation(options, space, history, candidates, guess),
    };
  }

  /**
   * The same at the opening, read from the list's table of openings when it proves both totals: no
   * search (an opening's proof takes seconds to minutes, and would hold up the next turn's
   * suggestions), nothing when the table only bounds the guess or the build has no table.
   */
  private async openingExplanation(options: SolverOptions, n: number, guess: string): Promise<Explanation['exact']> {
    const totals = await this.resources.openings(options.list, options.hard);
    const best = totals?.best(1)[0];
    const mine = totals?.total(guess);
    const top = best === undefined ? undefined : totals?.total(best);
    if (mine?.proven !== true || top?.proven !== true) return null;
    // A proven total of the table finds every answer within six guesses.
    return { expectedGuesses: mine.total / n, bestExpectedGuesses: top.total / n, winChance: 1, bestWinChance: 1 };
  }

  /** Expected guesses with this guess next and with the best guess, when proven within the budget. */
  private async exactExplanation(
    options: SolverOptions,
    space: Space,
    history: History,
    candidates: Uint32Array,
    guess: string,
  ): Promise<Explanation['exact']> {
    const solved = history.at(-1)?.pattern === 3 ** space.words.length - 1;
    if (solved || history.length >= MAX_GUESSES) return null;
    if (history.length === 0) {
      return space.weights === undefined ? this.openingExplanation(options, candidates.length, guess) : null;
    }
    // (after a turn: no table of openings needed)
    const oracle = await this.exact.oracle(options, space.words, undefined, false);
    const position = { answers: candidates, history, hard: options.hard, maxGuesses: MAX_GUESSES };
    const v = oracle(position, guess, space.words, space.weights);
    if (v === undefined) return null;
    const n = v.weight ?? candidates.length;
    return {
      expectedGuesses: v.total / n,
      bestExpectedGuesses: v.bestTotal / n,
      winChance: (v.won ?? n) / n,
      bestWinChance: (v.bestWon ?? n) / n,
    };
  }

  /**
   * The CLI's per-turn review (skill, luck, bits) of a history (analysis.ts, loaded when first
   * asked): graded by the exact search with no time limit (as `wordle analyze`: the same verdict on
   * any device), or with `exact` false at once from one-step numbers, marked estimated.
   */
  async analyze(
    options: SolverOptions,
    turns: readonly TurnData[],
    exact: boolean,
    progress?: Progress,
  ): Promise<GameReview> {
    const { space } = await this.position(options, []);
    this.positions.release();
    const { reviewGame } = await import('./analysis.js');
    // (the estimates' strategy has no time for a search: its own guess is then the entropy one)
    const setup = await this.exact.options(options, true, exact ? Infinity : 0);
    const oracle = exact ? await this.exact.oracle(options, space.words, Infinity) : undefined;
    const review = reviewGame(
      space,
      options,
      toHistory(turns),
      createStrategy(options.strategy, setup),
      oracle,
      progress,
    );
    return exact ? review : { ...review, estimated: true };
  }

  /** The allowed words that get `pattern` against `answer` (at most 50 of them listed). */
  async fits(list: ListName, answer: string, pattern: number): Promise<{ count: number; words: string[] }> {
    const words = await this.resources.words(list);
    const fit = words.guesses.filter((g) => scoreGuess(g, answer) === pattern);
    return { count: fit.length, words: fit.slice(0, 50) };
  }

  /** Forget the position's matrix and the searches' memos. */
  release(): void {
    this.positions.release();
    this.exact.release();
  }
}
