import { alignMultiTurn, boardLabel, readTypedTurn, solvedBoards } from '../core/boards.js';
import { WordleError } from '../core/errors.js';
import type { History, MultiTurn } from '../core/types.js';
import { Session } from '../engine/game/session.js';
import type { BoardAnswers } from '../engine/game/board-suggestions.js';
import { answersLeftLine } from './format.js';
import type { Context } from './load.js';

/*
 * The turns of a game of any number of boards as the commands take them: `GUESS=F1,F2,…`, one
 * feedback per board (`-` or nothing for a board solved before) or one per unsolved board; one
 * board is plain Wordle's `GUESS=FEEDBACK` (core's readTypedTurn reads both, one board's with
 * Wordle's messages). What is said of a board carries core's `boardLabel`.
 */

/** The turns parsed, one feedback per board each (null where the board was solved before). */
export function readTurns(tokens: readonly string[], length: number, boards: number): MultiTurn[] {
  const turns: MultiTurn[] = [];
  tokens.forEach((token, i) => {
    const parsed = readTypedTurn(token, length, boards);
    // A board solved before that is given feedback anyway (a field for every board) is read as any
    // other: on one board, a turn after the winning one is filtered too (and nothing then fits).
    const given = parsed.patterns.length === boards;
    const solved = solvedBoards(turns, boards, length).map((s, b) => s && !(given && parsed.patterns[b] !== null));
    try {
      turns.push(alignMultiTurn(parsed, solved));
    } catch (e) {
      if (e instanceof WordleError) throw new WordleError(e.code, `turn ${i + 1} (${token}): ${e.message}`);
      throw e;
    }
  });
  return turns;
}

/** Board b's turns: every turn that gave it feedback (`filter` reads each board so). */
export function boardTurns(turns: readonly MultiTurn[], b: number): History {
  return turns.flatMap(({ guess, patterns }) => {
    const pattern = patterns[b];
    return pattern === null || pattern === undefined ? [] : [{ guess, pattern }];
  });
}

/**
 * A session of the context's game after the given turns, or one clear failure naming the turn
 * (and the board): a malformed turn, feedback for the wrong number of boards, a turn past the
 * guesses several boards allow, feedback no answer of a board fits (`Session.playAll`).
 */
export function sessionAfter(ctx: Context, turns: readonly MultiTurn[]): Session {
  const session = new Session(ctx.config, ctx.strategy, { boards: ctx.boards, maxGuesses: ctx.maxGuesses });
  session.playAll(turns);
  return session;
}

/**
 * The answers left on each board, its label first: `board 2: 15 answers left: …`, or `board 1:
 * solved (CRANE)` for a board of several solved (one board: Wordle's line).
 */
export function answersLines(session: Session): string[] {
  const n = session.boards;
  const boards = session.answersLeft.boards;
  return session.solvedBoards.map((_, b) => {
    const board = boards?.[b];
    if (board?.solved === true) return `${boardLabel(b, n)}solved (${board.words.join(' ').toUpperCase()})`;
    return answersLeftLine(session.boardWords(b), session.widened, boardLabel(b, n));
  });
}

/** On several boards, each board's answers left (one board says them in its own line): `answersLines`. */
export function boardLines(session: Session): string[] {
  return session.answersLeft.boards === undefined ? [] : answersLines(session);
}

/** A board's answers left in the JSON of several boards (`boards`). */
export function boardJson({ solved, words }: BoardAnswers): object {
  return { solved, remaining: words.length, ...(words.length <= 50 ? { candidates: words } : {}) };
}
