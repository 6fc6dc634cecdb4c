import { execFileSync, spawnSync } from 'node:child_process';

/** Whether tmux is installed: terminal tests skip without it (apt-get install tmux). */
export const hasTmux = spawnSync('tmux', ['-V']).status === 0;

let serial = 0;

/**
 * One terminal for a test: a tmux server of its own (its own socket, so that tests running at the
 * same time, or a person's own tmux, never see or stop each other's sessions) with one window.
 */
export class Terminal {
  private readonly socket = `wordle-test-${process.pid}-${++serial}`;

  /**
   * Start `command` (a shell command line) in a `width`×`height` window. The window stays when the
   * command ends (remain-on-exit), so that its last words can still be read: without it the server
   * exits with its only window, and a test reading the screen just then fails.
   */
  constructor(command: string, width = 120, height = 50) {
    this.tmux(
      'start-server',
      ';',
      'set-option',
      '-g',
      'remain-on-exit',
      'on',
      ';',
      'new-session',
      '-d',
      '-s',
      'main',
      '-x',
      String(width),
      '-y',
      String(height),
      command,
    );
  }

  private tmux(...args: string[]): string {
    return execFileSync('tmux', ['-L', this.socket, ...args], { encoding: 'utf8' });
  }

  /** Type `text` and press Enter. */
  type(text: string): void {
    this.tmux('send-keys', '-t', 'main', text, 'Enter');
  }

  /** Press keys given in tmux's names (`C-c`, `Enter`…). */
  keys(...names: string[]): void {
    this.tmux('send-keys', '-t', 'main', ...names);
  }

  /** What the window shows now; `escapes`: keep the colour codes. */
  screen(escapes = false): string {
    return this.tmux('capture-pane', '-p', ...(escapes ? ['-e'] : []), '-t', 'main');
  }

  /** Wait (up to 20 s) until the window shows `text`, and return the screen then. */
  async waitFor(text: string | RegExp, escapes = false): Promise<string> {
    let s = '';
    for (let i = 0; i < 200; i++) {
      s = this.screen(escapes);
      if (typeof text === 'string' ? s.includes(text) : text.test(s)) return s;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`timed out waiting for ${String(text)}; screen:\n${s}`);
  }

  /** Stop the window and its server. */
  close(): void {
    spawnSync('tmux', ['-L', this.socket, 'kill-server']);
  }
}

/**
 * A conversation in a terminal: start `command`, then for each step wait until the window shows
 * its text and type its reply (if any); the terminal is closed whatever happens.
 */
export async function converse(command: string, steps: readonly (readonly [string, string?])[]): Promise<void> {
  const t = new Terminal(command);
  try {
    for (const [shows, reply] of steps) {
      await t.waitFor(shows);
      if (reply !== undefined) t.type(reply);
    }
  } finally {
    t.close();
  }
}
