import { type Candidates, candidateWords } from '../../core/filter.js';
import { isWordleError, WordleError } from '../../core/errors.js';
import { alignMultiTurn } from '../../core/boards.js';
import { type History, type MultiTurn, type Turn, type Word } from '../../core/types.js';
import {
  expectConfig,
  readHistory,
  expectInt,
  expectObject,
  expectStrategy,
  expectStrings,
  readTurn,
  expectOptionsOf,
  int,
  RULES,
} from '../../core/validate.js';
import { wordId } from '../../core/wordlist.js';
import type { Strategy } from '../../strategies/types.js';
import { guessContext, type GameConfig } from '../../strategies/context.js';
import { INTERACTIVE_BUDGET_MS } from '../exact/optimal.js';
import type { Suggestion } from './suggestion.js';
import { rankedSuggestions, suggestionsOf } from './position-suggestions.js';
import { createStrategy, DEFAULT_STRATEGY } from './strategies.js';
import type { Widening } from './widen.js';
import { configRules, namingTurn, placeWidens, type Place, type PlaceRules } from './place.js';
import { PositionGames } from './position-space.js';
import type { GuessContext } from '../../strategies/types.js';
import { BoardState } from './board-state.js';
import { boardsAdvice, boardsSuggestionsOf, boardsView } from './board-suggestions.js';
import {
  boardsGuessContext,
  checkBoardsConfig,
  checkBoardsGuesses,
  checkBoardsStrategy,
  defaultMaxGuesses,
  MAX_BOARDS,
  type BoardsPosition,
} from './rules.js';
import type { BoardsExactOptions } from '../exact/boards.js';

/** Options of a session. */
export interface SessionOptions {
  /**
   * When no answer of the list fits a turn, widen to every allowed word that fits, weighted by the
   * frequency prior (see engine/game/widen.ts); `false`: never (the turn is rejected). Several
   * boards never widen.
   * @default `defaultWidening(config.words)`: today's NYT list widens, the games' own lists do not
   */
  readonly widening?: Widening | false;
  /** How many boards are played at once (Dordle 2, Quordle 4, …; one board is plain Wordle). @default 1 */
  readonly boards?: number;
  /** The guesses allowed. @default the boards plus five (`defaultMaxGuesses`: six on one board) */
  readonly maxGuesses?: number;
}

/**
 * What a question about a position of several boards may spend: the exact search's time budget
 * and size cap (one board: the strategy's own, say the optimal one's `budgetMs`).
 * @default the interactive budget (`INTERACTIVE_BUDGET_MS`) and `EXACT_JOINT_MAX` joint answers
 */
export type QuestionOptions = Omit<BoardsExactOptions, 'top'>;

/** True for a turn of several boards (one feedback per board). */
function isMultiTurn(input: Turn | MultiTurn): input is MultiTurn {
  return typeof input === 'object' && input !== null && 'patterns' in input;
}

/**
 * The assistant's state for a game of any number of boards (one board is plain Wordle): the turns
 * played, each with one feedback per board (null on a board solved before), each board's answers
 * left after them, undo and reset. On one board, when no likely answer fits, the answers widen to
 * the accepted words that fit (see `SessionOptions.widening`). A turn that is inconsistent (nothing
 * fits on some board), breaks hard mode or does not fit the boards is rejected and changes nothing.
 */
export class Session {
  readonly strategy: Strategy;
  /** How many boards are played at once. */
  readonly boards: number;
  /** The guesses allowed. */
  readonly maxGuesses: number;
  private played: MultiTurn[] = [];
  private readonly states: BoardState[];
  /** The rules a turn is read under (`nextPlace`: the one reading of a history). */
  private readonly rules: PlaceRules;
  /** The game of the position last asked about (its answers left on their own: see `position`). */
  private readonly games = new PositionGames();

  /** `strategy`: @default the optimal one (`DEFAULT_STRATEGY`) within `INTERACTIVE_BUDGET_MS` a question */
  constructor(config: GameConfig, strategy?: Strategy, options: SessionOptions = {}) {
    expectConfig(config, 'Session');
    this.strategy = strategy ?? createStrategy(DEFAULT_STRATEGY, { budgetMs: INTERACTIVE_BUDGET_MS });
    expectStrategy(this.strategy, 'Session');
    expectOptionsOf(options, 'Session', {
      widening: RULES.widening,
      boards: int(1, MAX_BOARDS),
      maxGuesses: RULES.maxGuesses,
    });
    expectObject(options, 'Session', 'options');
    this.boards = (options.boards as number | undefined) ?? 1;
    this.maxGuesses = (options.maxGuesses as number | undefined) ?? defaultMaxGuesses(this.boards);
    checkBoardsConfig(config, this.boards);
    checkBoardsGuesses(this.boards, this.maxGuesses);
    checkBoardsStrategy(this.strategy, this.boards);
    // A guess outside the allowed list is scored all the same (the commands check their lists first).
    const widening = this.boards > 1 ? false : (options.widening as Widening | false | undefined);
    this.rules = configRules(config, widening, true);
    this.states = Array.from({ length: this.boards }, () => new BoardState(this.rules, config));
  }

  /** The first board (on one board, the game). */
  private get top(): BoardState {
    return this.states[0]!;
  }

  /** The game the position is played over: the base one, or its widening once no likely answer fits. */
  get config(): GameConfig {
    return this.top.config;
  }

  /** True once no answer of the list fitted and the answers widened to the accepted words that fit. */
  get widened(): boolean {
    return this.top.widened;
  }

  /** Whether the answers widen when no answer of the list fits (today's NYT list; see `SessionOptions`). */
  get widens(): boolean {
    return placeWidens(this.rules);
  }

  /** The first board's turns (on one board, every turn played; `turns` has every board's). */
  get history(): readonly Turn[] {
    return this.top.history;
  }

  /** The turns played so far, one feedback per board (null on a board solved before). */
  get turns(): readonly MultiTurn[] {
    return this.played;
  }

  /** The first board's answers left (ids of `config.words`; `boardCandidates` has any board's). */
  get candidates(): Candidates {
    return this.top.place.candidates;
  }

  /** Where the first board stands: the words it is played over, the answers left, the turn it widened after. */
  get place(): Place {
    return this.top.place;
  }

  /** The first board's answers left (after a widening: most likely first). */
  get candidateWords(): Word[] {
    return candidateWords(this.config.words, this.candidates);
  }

  /** True once every board is solved (on one board: once the last turn was all green). */
  get solved(): boolean {
    return this.states.every((s) => s.solved);
  }

  /** Per board: solved yet? */
  get solvedBoards(): boolean[] {
    return this.states.map((s) => s.solved);
  }

  /** Board b's answers left (0-based; the answer alone once solved). */
  boardCandidates(b: number): Candidates {
    return this.states[b]!.place.candidates;
  }

  /** Board b's answers left, as words. */
  boardWords(b: number): Word[] {
    return candidateWords(this.config.words, this.boardCandidates(b));
  }

  /**
   * Play a turn: on one board a `Turn` (or a `MultiTurn` of one feedback); on several, one feedback
   * per board (null on solved boards) or one per unsolved board. Throws HARD_MODE, NO_CANDIDATES or
   * BAD_HISTORY (naming the board) and leaves the state unchanged.
   */
  play(input: Turn): Candidates;
  play(input: MultiTurn): MultiTurn;
  play(input: Turn | MultiTurn): Candidates | MultiTurn {
    if (isMultiTurn(input)) return this.playBoards(input);
    if (this.boards > 1) {
      throw new WordleError('BAD_HISTORY', `a turn on ${this.boards} boards has one feedback per board`);
    }
    const turn = readTurn(input, 'Session.play');
    const left = this.top.play(turn);
    this.played.push({ guess: turn.guess, patterns: [turn.pattern] });
    return left;
  }

  private playBoards(raw: MultiTurn): MultiTurn {
    if (this.solved) throw new WordleError('BAD_HISTORY', 'every board is solved already');
    const turn = alignMultiTurn(raw, this.solvedBoards);
    const played: BoardState[] = [];
    try {
      turn.patterns.forEach((p, b) => {
        if (p === null) return;
        const s = this.states[b]!;
        try {
          s.play({ guess: turn.guess, pattern: p });
        } catch (e) {
          if (isWordleError(e) && this.boards > 1) throw new WordleError(e.code, `board ${b + 1}: ${e.message}`);
          throw e;
        }
        played.push(s);
      });
    } catch (e) {
      for (const s of played) s.undo();
      throw e;
    }
    this.played.push(turn);
    return turn;
  }

  /**
   * Play a whole history (say, from the command line), or none of it: on a turn that is rejected
   * the session is left as it was, and a NO_CANDIDATES error names the turn.
   */
  playAll(input: History): void {
    const history = readHistory(input, 'Session.playAll');
    const start = this.played.length;
    history.forEach((t, i) => {
      try {
        this.play(t);
      } catch (e) {
        while (this.played.length > start) this.undo();
        throw namingTurn(e, start + i, t);
      }
    });
  }

  /** Take back the last turn on every board it scored on; false when there is none. */
  undo(): boolean {
    const last = this.played.pop();
    if (last === undefined) return false;
    last.patterns.forEach((p, b) => {
      if (p !== null) this.states[b]!.undo();
    });
    return true;
  }

  /** Start over. */
  reset(): void {
    this.played = [];
    for (const s of this.states) s.reset();
  }

  /** The position over the boards still open: their answers left and the guesses left. */
  boardsPosition(): BoardsPosition {
    const open = this.states.filter((s) => !s.solved).map((s) => s.place.candidates);
    return boardsGuessContext(this.config, open, this.played.length + 1, this.maxGuesses - this.played.length);
  }

  /**
   * What a question about the position reads: its game and the strategy's view of it. After a
   * turn that is the answers left on their own, with the matrix of every guess against just them
   * (engine/game/position-space.ts), unless the whole matrix is already made; at the start, the
   * whole game (its matrix is made, or read from its cache, only if a question reads it).
   */
  private position(): { config: GameConfig; pos: GuessContext } {
    const game = this.games.get(this.config, this.candidates);
    return { config: game.config, pos: guessContext(game.config, this.history, game.candidates) };
  }

  /** The strategy's next guess. */
  next(): Word {
    if (this.boards > 1) return this.config.words.guesses[this.strategy.pick(this.boardsPosition())] as Word;
    const { config, pos } = this.position();
    return config.words.guesses[this.strategy.pick(pos)] as Word;
  }

  /**
   * The top guesses with their numbers. On one board: the strategy's own pick first, then the rest
   * ranked by the strategy's metric (entropy for strategies without one), ties broken the
   * documented way. On several: the best by the exact search (the win first, then the fewest
   * expected guesses until the last board is solved), proven, where it finishes within `options`;
   * else the strategy's pick, then the rest by the joint entropy. None once every board is solved.
   */
  suggestions(top = 10, options: QuestionOptions = {}): Suggestion[] {
    expectInt(top, 'Session.suggestions', 'top', 0);
    if (this.boards > 1) return this.solved ? [] : boardsAdvice(boardsView(this), this.strategy, top, options);
    const { config, pos } = this.position();
    return rankedSuggestions(config, pos, this.strategy, top);
  }

  /**
   * The numbers for just these words, in the order given, with each word's rank in the full
   * order `suggestions` uses (1 = the strategy's pick). Throws BAD_WORD for a word outside the
   * allowed list and HARD_MODE for a guess hard mode forbids here. On several boards: the one-step
   * numbers over the boards still open, ranked in the strategy's order there (its pick, then the
   * joint entropy); BAD_HISTORY once every board is solved.
   */
  suggestionsFor(guesses: readonly Word[]): { rank: number; suggestion: Suggestion }[] {
    expectStrings(guesses, 'Session.suggestionsFor', 'guesses');
    if (this.boards > 1) {
      if (this.solved) throw new WordleError('BAD_HISTORY', 'every board is solved already');
      const ids = guesses.map((w) => wordId(this.config.words, w));
      return boardsSuggestionsOf(boardsView(this), this.strategy, ids);
    }
    const { config, pos } = this.position();
    return suggestionsOf(config, pos, this.strategy, this.history, guesses);
  }
}
