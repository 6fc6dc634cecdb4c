import { createInterface } from 'node:readline';
import { exitInterrupted } from './interrupt.js';
import type { Output } from './output.js';

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
