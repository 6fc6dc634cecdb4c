import { boardLabel, SOLVED_FIELD } from '../core/boards.js';
import { WordleError } from '../core/errors.js';
import { parseTurn } from '../core/history.js';
import { allGreen } from '../core/pattern.js';
import type { History, Turn } from '../core/types.js';

/*
 * The turns of a game of any number of boards, as the commands that read them without a session
 * take them (`filter`): `GUESS=F1,F2,…`, one feedback per board (`-` or nothing for a board solved
 * before), one board being plain Wordle's `GUESS=FEEDBACK`. What they print names a board only
 * when there are several: one board's output is Wordle's.
 */

export { boardLabel };

/**
 * Run `work` for board b, its error (a WordleError) naming the board when there are several, after
 * `where` (say `turn 2 (crane=bbbbb,bbgbb): `): one board's errors are Wordle's.
 */
export function onBoard<T>(b: number, boards: number, work: () => T, where = ''): T {
  try {
    return work();
  } catch (e) {
    const label = boardLabel(b, boards);
    if (e instanceof WordleError) throw new WordleError(e.code, (label === '' ? '' : where + label) + e.message);
    throw e;
  }
}

/** A position's JSON: one board's record as Wordle's; several boards' as `{ boards: [...] }`, each with `solved`. */
export function boardsJson(boards: readonly { readonly solved: boolean; readonly record: object }[]): object {
  return boards.length === 1
    ? boards[0]!.record
    : { boards: boards.map(({ solved, record }) => ({ solved, ...record })) };
}

/** Turn i's `GUESS=F` on each board (a turn without `=` is left to `parseTurn` to refuse). */
function boardTurns(token: string, i: number, boards: number): string[] {
  const eq = token.indexOf('=');
  const list = eq < 0 ? [token] : token.slice(eq + 1).split(',');
  if (list.length === boards) return list.map((f) => (eq < 0 ? f : `${token.slice(0, eq)}=${f.trim()}`));
  throw new WordleError(
    'BAD_HISTORY',
    `turn ${i + 1} (${token}): ${list.length} ${list.length === 1 ? 'feedback' : 'feedbacks'} for ${boards} boards: give ${boards}, separated by commas`,
  );
}

/**
 * Each board's history from turns `GUESS=F1,F2,…`: its turns up to the one that solves it. Fails
 * naming the turn (and the board, of several) on feedback for the wrong number of boards or a
 * malformed turn (`-` for a board not yet solved).
 */
export function boardHistories(tokens: readonly string[], length: number, boards: number): History[] {
  const histories: Turn[][] = Array.from({ length: boards }, () => []);
  const win = allGreen(length);
  tokens.forEach((token, i) => {
    boardTurns(token, i, boards).forEach((turn, b) => {
      const history = histories[b]!;
      // A board solved before takes `-` (or nothing); feedback given anyway is filtered as any other.
      if (history.at(-1)?.pattern === win && ['', SOLVED_FIELD].includes(turn.slice(turn.indexOf('=') + 1))) return;
      history.push(onBoard(b, boards, () => parseTurn(turn, length), `turn ${i + 1} (${token}): `));
    });
  });
  return histories;
}
