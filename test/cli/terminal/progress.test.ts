import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { progressBar } from '../../../src/cli/terminal/progress.js';

/** A fake terminal on stderr: a stream that says it is a TTY and records what is drawn. */
function fakeTerminal(isTTY = true): { stream: NodeJS.WriteStream; text: () => string } {
  const stream = Object.assign(new PassThrough(), { isTTY, columns: 120 }) as unknown as NodeJS.WriteStream;
  const chunks: string[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c.toString()));
  return { stream, text: () => chunks.join('') };
}

const plain = (s: string): string => stripVTControlCharacters(s).replaceAll('\x1b7', '').replaceAll('\x1b8', ''); // and cursor save/restore
const redrawn = () => new Promise((r) => setTimeout(r, 150)); // the bar redraws at most every 100 ms

describe('progressBar', () => {
  it('draws the label, bar, counts, percentage and status on a terminal, then clears its line', async () => {
    const t = fakeTerminal();
    const bar = progressBar('entropy', { stream: t.stream, env: { TERM: 'xterm' } });
    expect(bar.active).toBe(true);
    bar.update(0, 10);
    bar.update(5, 10, 'bound ≥ 7920');
    await redrawn();
    const drawn = plain(t.text());
    expect(drawn).toContain('entropy [');
    expect(drawn).toContain('5/10 50%');
    expect(drawn).toContain('bound ≥ 7920');
    expect(drawn).toMatch(/█{15}░{15}/u); // half of the 30 cells
    expect(t.text()).not.toContain('\x1b[?7l'); // line wrapping is never switched off
    const before = t.text().length;
    bar.stop();
    bar.stop(); // a second stop is harmless
    expect(t.text().slice(before)).toContain('\x1b[2K'); // the line is erased
    bar.update(9, 10); // after stop: nothing more is drawn
    await redrawn();
    expect(plain(t.text())).not.toContain('9/10');
  });

  it('cuts the status so that the line fits the terminal', async () => {
    const t = fakeTerminal();
    const bar = progressBar('entropy', { stream: t.stream, env: { TERM: 'xterm' } });
    bar.update(1, 10, 'x'.repeat(500));
    await redrawn();
    bar.stop();
    const lines = plain(t.text()).split(/[\r\n]/u);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(120);
    expect(plain(t.text())).toContain('xxxxxxxxxx');
  });

  it.each([
    ['--quiet', true, { TERM: 'xterm' }, true],
    ['TERM=dumb', false, { TERM: 'dumb' }, true],
    ['a pipe or a file', false, { TERM: 'xterm' }, false],
  ])('draws nothing with %s', async (_name, quiet, env, tty) => {
    const t = fakeTerminal(tty);
    const bar = progressBar('entropy', { stream: t.stream, quiet, env });
    expect(bar.active).toBe(false);
    bar.update(1, 2);
    await redrawn();
    bar.stop();
    expect(t.text()).toBe('');
  });
});
