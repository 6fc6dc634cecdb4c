import { parseMultiTurn } from '../../core/boards.js';
import { WordleError, type WordleErrorCode } from '../../core/errors.js';
import type { MultiTurn } from '../../core/types.js';
import { boardGameName } from '../../engine/game/rules.js';
import { Session } from '../../engine/game/session.js';
import {
  EXACT_JOINT_MAX,
  jointAnswers,
  MAX_JOINT_SEARCHED,
  type BoardsExactOptions,
} from '../../engine/exact/boards.js';
import { boardsSuggestionJson, boardsSuggestionTable } from '../boards-format.js';
import type { BoardsContext } from '../load.js';
import { wrapText } from '../format.js';
import type { Output } from '../output.js';

/**
 * A session after the given turns (each `GUESS=F1,F2,…`), failing clearly on the first bad one and
 * naming its turn (and board): a guess outside the accepted words (unless `anyWord`), a turn past
 * the guesses allowed, feedback for the wrong number of boards, or feedback no answer of a board fits
 * together with that board's earlier turns.
 */
export function boardsSessionAfter(ctx: BoardsContext, tokens: readonly string[], anyWord = false): Session {
  const session = new Session(ctx.config, ctx.strategy, { boards: ctx.boards, maxGuesses: ctx.maxGuesses });
  tokens.forEach((token, i) => {
    const fail = (code: WordleErrorCode, message: string) =>
      new WordleError(code, `turn ${i + 1} (${token}): ${message}`);
    let turn: MultiTurn;
    try {
      turn = parseMultiTurn(token, ctx.words.length);
    } catch (e) {
      // Its message quotes the token already.
      if (e instanceof WordleError) throw new WordleError(e.code, `turn ${i + 1}: ${e.message}`);
      throw e;
    }
    if (!anyWord && !ctx.words.index.has(turn.guess)) {
      throw fail(
        'BAD_WORD',
        `"${turn.guess}" is not an accepted word (--any-word accepts any ${ctx.words.length} letters)`,
      );
    }
    if (i >= ctx.maxGuesses) {
      throw fail('BAD_HISTORY', `${boardGameName(ctx.boards)} allows ${ctx.maxGuesses} guesses (--max-guesses)`);
    }
    try {
      session.play(turn);
    } catch (e) {
      if (e instanceof WordleError) throw fail(e.code, e.message);
      throw e;
    }
  });
  return session;
}

/** Per board: `board 2: 15 answers left: …` (the words when at most `show`), or `solved (CRANE)`. */
export function boardsStatusLines(session: Session, show = 20): string[] {
  return session.solvedBoards.map((solved, b) => {
    const words = session.boardWords(b);
    if (solved) return `board ${b + 1}: solved (${words[0]?.toUpperCase() ?? '?'})`;
    const n = words.length;
    return wrapText(
      `board ${b + 1}: ${n} ${n === 1 ? 'answer' : 'answers'} left${n <= show ? `: ${words.join(' ')}` : ''}`,
    );
  });
}

/** How `boardsSuggest` asks: how many, in JSON or text, and the exact search's limits. */
export interface BoardsAsk {
  readonly top: number;
  readonly json: boolean;
  readonly anyWord?: boolean;
  /** The exact search's budget and size cap (`suggest`: the interactive ones; `optimal`: its own). */
  readonly exact?: Omit<BoardsExactOptions, 'top'>;
  /** `wordle optimal`: say in words when the values are not proven, and how long the search ran. */
  readonly optimal?: boolean;
}

/** `wordle suggest --boards N HISTORY…` (and `wordle optimal --boards N HISTORY…`, with its limits). */
export function boardsSuggest(out: Output, ctx: BoardsContext, tokens: readonly string[], ask: BoardsAsk): void {
  const session = boardsSessionAfter(ctx, tokens, ask.anyWord);
  const list = session.suggestions(ask.top, ask.exact);
  const exact = list.length > 0 && list.every((s) => s.proven === true);
  const joint = jointAnswers(session.solvedBoards.flatMap((solved, b) => (solved ? [] : [session.boardCandidates(b)])));
  const note =
    session.solved || exact || ask.optimal !== true ? undefined : notProvenNote(joint, ctx.strategy.name, ask.exact);
  if (ask.json) {
    out.json({
      strategy: ctx.strategy.name,
      exact,
      ...(note === undefined ? {} : { values: 'heuristic', note }),
      guessesLeft: ctx.maxGuesses - session.turns.length,
      ...(ask.optimal === true ? { maxGuesses: ctx.maxGuesses, jointAnswers: joint } : {}),
      boards: session.solvedBoards.map((solved, b) => {
        const c = session.boardWords(b);
        return { solved, remaining: c.length, ...(c.length <= 50 ? { candidates: c } : {}) };
      }),
      suggestions: list.map(boardsSuggestionJson),
    });
    return;
  }
  for (const l of boardsStatusLines(session)) out.line(l);
  if (session.solved) {
    out.line(`Every board is solved.`);
    return;
  }
  if (ask.optimal === true) {
    const left = ctx.maxGuesses - session.turns.length;
    out.line(
      wrapText(
        `${jointText(joint)} joint answers (the open boards' answers combined), ${left} of ${ctx.maxGuesses} guesses left`,
      ),
    );
  }
  out.line();
  out.line(boardsSuggestionTable(list));
  if (note !== undefined) out.line(wrapText(note, 100, ''));
}

/** Why `optimal --boards` shows no proven values: the search ran out of its budget or the position is past its cap. */
function notProvenNote(joint: number, strategy: string, exact: Omit<BoardsExactOptions, 'top'> | undefined): string {
  const cap = exact?.maxJoint;
  const why =
    joint > Math.min(cap ?? EXACT_JOINT_MAX, MAX_JOINT_SEARCHED)
      ? `${jointText(joint)} joint answers are more than the ${Math.min(cap ?? EXACT_JOINT_MAX, MAX_JOINT_SEARCHED)} it searches`
      : `the exact search did not finish within ${((exact?.budgetMs ?? 0) / 1000).toFixed(0)} s`;
  return (
    `not proven: ${why}; ranked as suggest --boards ranks (the ${strategy} strategy's pick, then joint entropy), ` +
    'with one-step figures (bits, expected answers left, boards it can solve), no value of the game'
  );
}

/** A count of joint answers in words: exact where it is a safe integer, else rounded ("about 8.3e26"). */
function jointText(joint: number): string {
  return Number.isSafeInteger(joint) ? String(joint) : `about ${joint.toPrecision(2).replace('+', '')}`;
}
