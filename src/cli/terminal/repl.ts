import { createInterface } from 'node:readline';
import { isWordleError, WordleError } from '../../core/errors.js';
import { intOption } from '../options.js';
import { exitInterrupted } from '../interrupt.js';
import type { Output } from '../output.js';
import { paint } from './style.js';

/** A conversation driven one input line at a time (the assistant, tree play, the game). */
export interface LineHandler {
  handle(line: string): { text: string; done: boolean };
}

/**
 * Feed stdin to `handler` line by line until it is done or input ends. On a terminal it shows a
 * `> ` prompt with line editing; otherwise it is a plain line protocol (no prompt), so it can be
 * scripted with piped input. Prompt libraries fail without a TTY; readline works with both.
 */
export async function runLines(handler: LineHandler, out: Output): Promise<void> {
  const interactive = process.stdin.isTTY === true;
  const rl = createInterface({
    input: process.stdin,
    ...(interactive ? { output: process.stdout, terminal: true } : {}),
  });
  // On a terminal readline takes Ctrl-C itself: leave as interrupted (exit 130), nothing revealed.
  rl.on('SIGINT', () => {
    rl.close();
    exitInterrupted();
  });
  const prompt = (): void => {
    if (!interactive) return;
    rl.setPrompt('> ');
    rl.prompt();
  };
  prompt();
  for await (const line of rl) {
    const { text, done } = handler.handle(line);
    if (text !== '') out.line(text);
    if (done) break;
    prompt();
  }
  rl.close();
}

/** What a line conversation offers for the shared commands. */
export interface Conversation {
  readonly help: string;
  undo(): boolean;
  reset(): void;
  /** Where the game stands now (shown after undo and reset). */
  status(): string;
}

/** The commands every line conversation shares (quit, help, undo, reset); undefined for others. */
export function sharedCommand(word: string, c: Conversation): { text: string; done: boolean } | undefined {
  switch (word) {
    case '':
      return { text: '', done: false };
    case 'quit':
    case 'exit':
    case 'q':
      return { text: 'Bye.', done: true };
    case 'help':
    case '?':
      return { text: c.help, done: false };
    case 'undo':
      return { text: c.undo() ? `Undone.\n${c.status()}` : 'Nothing to undo.', done: false };
    case 'reset':
      c.reset();
      return { text: `New game.\n${c.status()}`, done: false };
    default:
      return undefined;
  }
}

/** What an assistant (of one board or several) offers besides the shared commands. */
export interface AssistConversation extends Conversation {
  /** Every answer left, in words (`list`). */
  list(): string;
  /** The best `n` guesses, as a table (`top [N]`). */
  top(n: number): string;
  /** Play the turn a line describes; what to show after it. */
  turn(line: string): string;
  /** The review of the game so far (`review`), where the assistant offers one. */
  review?(): string;
  /** Paint the mark of a refused line. */
  readonly color: boolean;
}

/**
 * One line of an assistant: the shared commands, `list`, `top [N]`, else a turn. A user's mistake
 * (WordleError) is shown after a red "!" and the conversation goes on.
 */
export function assistLine(raw: string, c: AssistConversation): { text: string; done: boolean } {
  const line = raw.trim();
  const [cmd, ...rest] = line.split(/\s+/u);
  const lower = (cmd ?? '').toLowerCase();
  try {
    const shared = sharedCommand(lower, c);
    if (shared !== undefined) return shared;
    if (lower === 'list') return { text: c.list(), done: false };
    if (lower === 'review' && c.review !== undefined) return { text: c.review(), done: false };
    if (lower === 'top') return { text: c.top(rest[0] === undefined ? 10 : intOption('top')(rest[0])), done: false };
    return { text: c.turn(line), done: false };
  } catch (e) {
    if (isWordleError(e)) return { text: `${paint('red', '!', c.color)} ${e.message}`, done: false };
    throw e;
  }
}

/**
 * The turn an assistant's line describes: `GUESS=COLOURS`, `GUESS COLOURS`, or only the colours of
 * the suggested guess. `full` parses `GUESS=COLOURS`, `colours` the colours of `suggestion`; a
 * mistake in colours alone says what to type (`hint`: what the colours are for).
 */
export function assistTurn<T>(
  line: string,
  suggestion: string | undefined,
  parse: { full(text: string): T; colours(line: string, suggestion: string): T },
  hint: string,
): T {
  const spaced = /^([a-z]+)\s+(\S+)$/iu.exec(line);
  if (spaced) return parse.full(`${spaced[1]}=${spaced[2]}`);
  if (line.includes('=')) return parse.full(line);
  if (suggestion === undefined) throw new WordleError('BAD_HISTORY', 'the game is over: type reset or quit');
  try {
    return parse.colours(line, suggestion);
  } catch (e) {
    if (isWordleError(e))
      throw new WordleError(
        'BAD_FEEDBACK',
        `${e.message}. Type the colours for ${suggestion.toUpperCase()}${hint}, or help`,
      );
    throw e;
  }
}
