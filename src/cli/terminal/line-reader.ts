import { createInterface } from 'node:readline';
import { exitInterrupted } from '../interrupt.js';

/** Reads lines one at a time; `null` at end of input. Prompts only on a terminal. */
export function lineReader(tty: boolean): { next(prompt: string): Promise<string | null>; close(): void } {
  const rl = createInterface({ input: process.stdin, ...(tty ? { output: process.stdout } : {}), terminal: tty });
  // On a terminal readline takes Ctrl-C itself: leave at once (exit 130), revealing nothing.
  rl.on('SIGINT', () => {
    rl.close();
    exitInterrupted();
  });
  const it = rl[Symbol.asyncIterator]();
  return {
    async next(prompt) {
      if (tty) {
        rl.setPrompt(prompt);
        rl.prompt();
      }
      const r = await it.next();
      return r.done === true ? null : String(r.value);
    },
    close: () => rl.close(),
  };
}
