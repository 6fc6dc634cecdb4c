import { alignMultiTurn } from '../../core/boards.js';
import { isWordleError, WordleError } from '../../core/errors.js';
import type { Candidates } from '../../core/filter.js';
import type { MultiTurn, Word } from '../../core/types.js';
import { asWordId } from '../../core/types.js';
import { expectInt, expectObject, expectOptionsOf, int, RULES } from '../../core/validate.js';
import { jointRanking } from '../../strategies/boards/joint.js';
import type { Strategy } from '../../strategies/types.js';
import { first } from '../../strategies/first.js';
import {
  checkBoardsConfig,
  checkBoardsGuesses,
  defaultMaxGuesses,
  boardsGuessContext,
  MAX_BOARDS,
  type BoardsPosition,
} from './rules.js';
import type { GameConfig } from '../../strategies/context.js';
import { Session } from '../game/session.js';
import { wordId } from '../../core/wordlist.js';
import { provenBoardsGuesses, type BoardsExactOptions, type BoardsProvenValue } from './exact.js';

/** One suggested guess on several boards, with the numbers the assistant shows. */
export interface BoardsSuggestion {
  readonly word: Word;
  /** Entropy of the joint feedback over the unsolved boards, bits. */
  readonly entropy: number;
  /** Σ over the unsolved boards of the expected candidates left there. */
  readonly expectedSize: number;
  /** The boards (1-based) where this word is still a candidate. */
  readonly solves: readonly number[];
  /** Expected number of boards it solves now. */
  readonly hitChance: number;
  /** Its proven value (chance to finish in time, expected guesses), where the exact search finished. */
  readonly proven?: BoardsProvenValue;
}

/** Options of a session of several boards (as `SessionOptions` with one). */
export interface BoardsSessionOptions {
  /** How many boards are played at once (Dordle 2, Quordle 4, …). */
  readonly boards: number;
  /** The guesses allowed. @default the boards plus five */
  readonly maxGuesses?: number;
}

/**
 * The assistant's state for several boards: a list of boards, each an ordinary single-board
 * `Session` with its own history (a board stops taking turns once solved), plus the multi-board
 * turns. A turn that does not fit (wrong number of feedbacks, nothing left on a board) is rejected
 * and changes nothing.
 */
export class BoardsSession {
  private readonly sessions: Session[];
  private turns: MultiTurn[] = [];
  /** How many boards are played at once. */
  readonly boards: number;
  /** The guesses allowed. */
  readonly maxGuesses: number;

  constructor(
    readonly config: GameConfig,
    readonly strategy: Strategy,
    options: BoardsSessionOptions,
  ) {
    expectObject(options, 'BoardsSession', 'options');
    expectOptionsOf(options, 'BoardsSession', { boards: int(1, MAX_BOARDS), maxGuesses: RULES.maxGuesses });
    const boards = options.boards;
    expectInt(boards, 'BoardsSession', 'options.boards', 1, MAX_BOARDS);
    const maxGuesses = options.maxGuesses ?? defaultMaxGuesses(boards);
    this.boards = boards;
    this.maxGuesses = maxGuesses;
    checkBoardsConfig(config, boards);
    checkBoardsGuesses(boards, maxGuesses);
    // Each board only tracks its history and candidates (ids of the shared word set: no board widens
    // to another one); the multi-board strategy picks the guesses.
    this.sessions = Array.from({ length: boards }, () => new Session(config, first.create({}), { widening: false }));
  }

  /** Multi-board turns played so far. */
  get history(): readonly MultiTurn[] {
    return this.turns;
  }

  /** Per board: solved yet? */
  get solved(): boolean[] {
    return this.sessions.map((s) => s.solved);
  }

  /** True once every board is solved. */
  get done(): boolean {
    return this.sessions.every((s) => s.solved);
  }

  /** Board b's remaining candidates (the answer alone once solved). */
  candidates(b: number): Candidates {
    return this.sessions[b]!.candidates;
  }

  /** Board b's remaining candidate words. */
  candidateWords(b: number): Word[] {
    return this.sessions[b]!.candidateWords;
  }

  /**
   * Play a turn: one feedback per board (null on solved boards), or one per unsolved board.
   * Throws BAD_HISTORY / NO_CANDIDATES naming the board, and then leaves the state unchanged.
   */
  play(raw: MultiTurn): MultiTurn {
    if (this.done) throw new WordleError('BAD_HISTORY', 'every board is solved already');
    const turn = alignMultiTurn(raw, this.solved);
    const played: Session[] = [];
    try {
      turn.patterns.forEach((p, b) => {
        if (p === null) return;
        const s = this.sessions[b]!;
        try {
          s.play({ guess: turn.guess, pattern: p });
        } catch (e) {
          if (isWordleError(e)) throw new WordleError(e.code, `board ${b + 1}: ${e.message}`);
          throw e;
        }
        played.push(s);
      });
    } catch (e) {
      for (const s of played) s.undo();
      throw e;
    }
    this.turns.push(turn);
    return turn;
  }

  /** Take back the last turn on every board it scored on; false when there is none. */
  undo(): boolean {
    const last = this.turns.pop();
    if (last === undefined) return false;
    last.patterns.forEach((p, b) => {
      if (p !== null) this.sessions[b]!.undo();
    });
    return true;
  }

  /** Start over. */
  reset(): void {
    this.turns = [];
    for (const s of this.sessions) s.reset();
  }

  /** What the strategy sees now. */
  position(): BoardsPosition {
    const open = this.sessions.filter((s) => !s.solved).map((s) => s.candidates);
    return boardsGuessContext(this.config, open, this.turns.length + 1, this.maxGuesses - this.turns.length);
  }

  /** The strategy's next guess. */
  next(): Word {
    return this.config.words.guesses[this.strategy.pick(this.position())] as Word;
  }

  /** The strategy's pick first, then the best others by joint entropy (ties: can solve a board, list order). */
  suggestions(top = 10): BoardsSuggestion[] {
    if (this.done) return [];
    const pos = this.position();
    const pick = this.strategy.pick(pos);
    const ranked = jointRanking(pos).slice(0, top + 1);
    const at = ranked.findIndex((r) => r.guess === pick);
    const head = at >= 0 ? ranked.splice(at, 1) : [{ guess: pick }];
    return [...head, ...ranked].slice(0, top).map((r) => this.describe(pos, r.guess));
  }

  /**
   * The best guesses by the exact search (the win first, then the fewest expected guesses until the
   * last board is solved), each with its proven value and the figures `suggestions` gives; null where
   * the position is too large or the search does not finish within its budget (`provenBoardsGuesses`).
   */
  provenSuggestions(top = 10, options: Omit<BoardsExactOptions, 'top'> = {}): BoardsSuggestion[] | null {
    if (this.done) return [];
    const pos = this.position();
    const ranked = provenBoardsGuesses(this.config, pos.boards, pos.guessesLeft, { ...options, top });
    if (ranked === null) return null;
    return ranked.map(({ word: _w, guess, ...proven }) => ({ ...this.describe(pos, guess), proven }));
  }

  /** The advice shown: the proven suggestions where the exact search finishes, else `suggestions`. */
  advice(top = 10, options: Omit<BoardsExactOptions, 'top'> = {}): BoardsSuggestion[] {
    return this.provenSuggestions(top, options) ?? this.suggestions(top);
  }

  /** Any allowed guess's numbers here, as `suggestions` gives them (BAD_WORD for a word outside the list). */
  figures(guess: string): BoardsSuggestion {
    if (this.done) throw new WordleError('BAD_HISTORY', 'every board is solved already');
    return this.describe(this.position(), wordId(this.config.words, guess));
  }

  private describe(pos: BoardsPosition, g: number): BoardsSuggestion {
    let entropy = 0;
    let expectedSize = 0;
    let hitChance = 0;
    const solves: number[] = [];
    this.sessions.forEach((s, b) => {
      if (s.solved) return;
      const st = pos.partitioner.stats(asWordId(g), s.candidates);
      entropy += st.entropy;
      expectedSize += st.expectedSize;
      if (st.isCandidate) {
        solves.push(b + 1);
        hitChance += 1 / s.candidates.length;
      }
    });
    return { word: this.config.words.guesses[g] as Word, entropy, expectedSize, solves, hitChance };
  }
}
