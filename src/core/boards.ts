import { WordleError } from './errors.js';
import { formatFeedback, parseFeedback } from './feedback.js';
import { parseTurn } from './history.js';
import { allGreen, scoreGuess } from './pattern.js';
import { MAX_LENGTH, MIN_LENGTH, type MultiTurn, type Pattern, type Turn, type Word } from './types.js';
import { badArgument, expectInt, expectString, expectStrings } from './validate.js';

/** Require a multi-board turn: { guess: string, patterns: (whole number | null)[] }. */
export function expectMultiTurn(value: unknown, fn: string, name = 'turn'): asserts value is MultiTurn {
  readMultiTurn(value, fn, name);
}

/** A multi-board turn checked and copied: each field read once (see `readTurn`). */
export function readMultiTurn(value: unknown, fn: string, name = 'turn'): MultiTurn {
  const bad = (): never =>
    badArgument(fn, name, 'a multi-board turn { guess: string, patterns: (number | null)[] }', value);
  if (typeof value !== 'object' || value === null) return bad();
  const { guess, patterns } = value as { guess?: unknown; patterns?: unknown };
  if (typeof guess !== 'string' || !Array.isArray(patterns)) return bad();
  const copy = Array.from(patterns as unknown[]);
  if (!copy.every((p) => p === null || (Number.isSafeInteger(p) && (p as number) >= 0))) return bad();
  return { guess, patterns: copy as (Pattern | null)[] };
}

/** Require an array of multi-board turns. */
function expectMultiTurns(value: unknown, fn: string, name = 'turns'): asserts value is readonly MultiTurn[] {
  if (!Array.isArray(value)) badArgument(fn, name, 'an array of multi-board turns', value);
  (value as unknown[]).forEach((t, i) => expectMultiTurn(t, fn, `${name}[${i}]`));
}

/** Require an array of booleans (solved boards). */
function expectFlags(value: unknown, fn: string, name: string): asserts value is readonly boolean[] {
  if (!Array.isArray(value) || !value.every((x) => typeof x === 'boolean')) {
    badArgument(fn, name, 'an array of booleans', value);
  }
}

/** What a solved board's field holds in the written form of a multi-board turn. */
export const SOLVED_FIELD = '-';

/**
 * Parse a multi-board turn `GUESS=F1,F2,…` (e.g. `crane=bbgyb,gbbbb`): one feedback per board, in
 * any notation `parseFeedback` reads; an empty field or `-` stands for a board already solved.
 * The number of fields is checked against the boards by `alignMultiTurn`.
 */
export function parseMultiTurn(token: string, length: number): MultiTurn {
  expectString(token, 'parseMultiTurn', 'token');
  expectInt(length, 'parseMultiTurn', 'length', MIN_LENGTH, MAX_LENGTH);
  const eq = token.indexOf('=');
  if (eq < 0) {
    throw new WordleError(
      'BAD_HISTORY',
      `history "${token}" should look like GUESS=FEEDBACK,FEEDBACK,… (one per board), e.g. crane=bbgyb,gbbbb`,
    );
  }
  const guess = token.slice(0, eq).trim().toLowerCase();
  if (guess.length !== length || !/^[a-z]+$/u.test(guess)) {
    throw new WordleError('BAD_HISTORY', `history "${token}": "${guess}" is not ${length} letters a-z`);
  }
  const patterns = token
    .slice(eq + 1)
    .split(',')
    .map((field, i) => {
      const f = field.trim();
      if (f === '' || f === SOLVED_FIELD) return null;
      try {
        return parseFeedback(f, length);
      } catch (e) {
        if (e instanceof WordleError)
          throw new WordleError('BAD_HISTORY', `history "${token}", board ${i + 1}: ${e.message}`);
        throw e;
      }
    });
  return { guess, patterns };
}

/**
 * Fit a parsed turn to the boards: `solved[b]` tells whether board b was solved before this turn.
 * The turn may give one field per board (null exactly on the solved ones) or, as a shorthand, one
 * feedback per unsolved board, in board order. Returns the turn with one entry per board.
 */
export function alignMultiTurn(input: MultiTurn, solved: readonly boolean[]): MultiTurn {
  const turn = readMultiTurn(input, 'alignMultiTurn');
  expectFlags(solved, 'alignMultiTurn', 'solved');
  const n = solved.length;
  const open = solved.filter((s) => !s).length;
  const given = turn.patterns;
  const word = turn.guess.toUpperCase();
  if (given.length === n) {
    given.forEach((p, b) => {
      if (solved[b] && p !== null) {
        throw new WordleError('BAD_HISTORY', `${word}: board ${b + 1} is already solved: leave its field empty or "-"`);
      }
      if (!solved[b] && p === null) throw new WordleError('BAD_HISTORY', `${word}: board ${b + 1} needs its feedback`);
    });
    return turn;
  }
  if (given.length === open && given.every((p) => p !== null)) {
    let k = 0;
    return { guess: turn.guess, patterns: solved.map((s) => (s ? null : (given[k++] as Pattern))) };
  }
  const shorthand = open < n ? ` (or ${open}, one per unsolved board)` : '';
  throw new WordleError(
    'BAD_HISTORY',
    `${word}: ${given.length} feedback${given.length === 1 ? '' : 's'} for ${n} boards: give ${n}${shorthand}, separated by commas`,
  );
}

/** Write a multi-board turn back as `guess=f1,f2,…` in letters, `-` for solved boards. */
export function formatMultiTurn(turn: MultiTurn): string {
  expectMultiTurn(turn, 'formatMultiTurn');
  const L = turn.guess.length;
  return `${turn.guess}=${turn.patterns.map((p) => (p === null ? SOLVED_FIELD : formatFeedback(p, L))).join(',')}`;
}

/** The feedback of `guess` on each board, null on the boards `solved` marks. */
export function scoreBoards(guess: Word, answers: readonly Word[], solved: readonly boolean[]): (Pattern | null)[] {
  expectString(guess, 'scoreBoards', 'guess');
  expectStrings(answers, 'scoreBoards', 'answers');
  expectFlags(solved, 'scoreBoards', 'solved');
  return answers.map((a, b) => (solved[b] ? null : scoreGuess(guess, a)));
}

/**
 * The single-board history of board b: the turns that scored there, oldest first. Every board's
 * history ends at its all-green turn, if it has one.
 */
export function boardHistory(turns: readonly MultiTurn[], b: number): Turn[] {
  expectMultiTurns(turns, 'boardHistory');
  expectInt(b, 'boardHistory', 'b', 0);
  const out: Turn[] = [];
  for (const t of turns) {
    const p = t.patterns[b];
    if (p === null || p === undefined) continue;
    out.push({ guess: t.guess, pattern: p });
  }
  return out;
}

/** Which boards a history has solved (an all-green turn on the board). */
export function solvedBoards(turns: readonly MultiTurn[], boards: number, length: number): boolean[] {
  expectMultiTurns(turns, 'solvedBoards');
  expectInt(boards, 'solvedBoards', 'boards', 1);
  expectInt(length, 'solvedBoards', 'length', MIN_LENGTH, MAX_LENGTH);
  const win = allGreen(length);
  const solved = new Array<boolean>(boards).fill(false);
  for (const t of turns) t.patterns.forEach((p, b) => (solved[b] ||= p === win));
  return solved;
}

/**
 * `board 2: ` before what is said of board b (0-based) of several; nothing on one board, whose
 * output is plain Wordle's. The one place a text depends on the count of boards.
 */
export function boardLabel(b: number, boards: number): string {
  return boards === 1 ? '' : `board ${b + 1}: `;
}

/**
 * A turn of a game of `boards` boards as a player types it: `GUESS=COLOURS`, or (given `guess`) the
 * colours of that guess alone. One board's turn is Wordle's: one feedback, read (and refused, in
 * the same words) as `parseTurn` and `parseFeedback` read it; several boards' is `parseMultiTurn`'s,
 * one field per board. The result is fitted to the boards by `alignMultiTurn` when played.
 */
export function readTypedTurn(text: string, length: number, boards: number, guess?: string): MultiTurn {
  expectInt(boards, 'readTypedTurn', 'boards', 1);
  if (boards === 1) {
    const t = guess === undefined ? parseTurn(text, length) : { guess, pattern: parseFeedback(text, length) };
    return { guess: t.guess, patterns: [t.pattern] };
  }
  return parseMultiTurn(guess === undefined ? text : `${guess}=${text}`, length);
}

/** How a turn of `boards` boards is typed, in a player's words: the help's first lines and a refused line's hint. */
export function typedTurnHelp(boards: number): { readonly help: string; readonly hint: string } {
  expectInt(boards, 'typedTurnHelp', 'boards', 1);
  if (boards === 1) {
    return {
      help: `Type the colours you got for the suggested word, or GUESS=COLOURS if you played another word.
Colours: g/y/b (also 2/1/0 or 🟩🟨⬛), e.g. "bgybb" or "crane=bbyyb" or "crane bbyyb".`,
      hint: ', or GUESS=COLOURS',
    };
  }
  return {
    help: `Type the colours you got for the suggested word on every board, separated by commas, or
GUESS=COLOURS,COLOURS,… if you played another word. A solved board takes an empty field or "-",
or leave solved boards out: one field per unsolved board, in order.
Colours: g/y/b (also 2/1/0 or 🟩🟨⬛), e.g. "bgybb,bbbbg" or "crane=bbyyb,gbbbb".`,
    hint: ' on each board, or GUESS=COLOURS,…',
  };
}
