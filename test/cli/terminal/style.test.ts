import { spawnSync } from 'node:child_process';
import { WriteStream } from 'node:tty';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { colorEnabled, paint, tiles } from '../../../src/cli/terminal/style.js';
import { parseFeedback } from '../../../src/core/feedback.js';
import { CLI } from '../run.js';
import { hasTmux, Terminal } from '../tmux.js';

/** A stand-in for a terminal: Node's own tty.WriteStream#hasColors decides from the environment. */
const terminal = Object.create(WriteStream.prototype, { isTTY: { value: true } }) as NodeJS.WriteStream;
const pipe = { isTTY: false } as NodeJS.WriteStream;
const ESC = '\x1b[';

describe('colorEnabled', () => {
  it.each([
    ['a colour terminal', terminal, { TERM: 'xterm-256color' }, {}, true],
    ['NO_COLOR on a terminal', terminal, { TERM: 'xterm-256color', NO_COLOR: '1' }, {}, false],
    ['NODE_DISABLE_COLORS on a terminal', terminal, { TERM: 'xterm-256color', NODE_DISABLE_COLORS: '1' }, {}, false],
    ['TERM=dumb', terminal, { TERM: 'dumb' }, {}, false],
    ['--no-color on a terminal', terminal, { TERM: 'xterm-256color' }, { color: false }, false],
    ['FORCE_COLOR=0 on a terminal', terminal, { TERM: 'xterm-256color', FORCE_COLOR: '0' }, {}, false],
    ['FORCE_COLOR=1 with TERM=dumb', terminal, { TERM: 'dumb', FORCE_COLOR: '1' }, {}, true],
    ['a pipe', pipe, { TERM: 'xterm-256color' }, {}, false],
    ['a pipe with FORCE_COLOR=1', pipe, { FORCE_COLOR: '1' }, {}, true],
    ['a pipe with FORCE_COLOR (empty)', pipe, { FORCE_COLOR: '' }, {}, true],
    ['a pipe with FORCE_COLOR=0', pipe, { FORCE_COLOR: '0' }, {}, false],
    ['a pipe with FORCE_COLOR=false', pipe, { FORCE_COLOR: 'false' }, {}, false],
    ['FORCE_COLOR over NO_COLOR (as Node does)', pipe, { FORCE_COLOR: '1', NO_COLOR: '1' }, {}, true],
    ['--no-color over FORCE_COLOR', pipe, { FORCE_COLOR: '1' }, { color: false }, false],
  ])('%s → %s', (_name, stream, env, option, expected) => {
    expect(colorEnabled(stream, option, env)).toBe(expected);
  });
});

describe('paint and tiles', () => {
  it('add escape codes only when colour is on', () => {
    expect(paint('red', '!', false)).toBe('!');
    expect(paint('red', '!', true)).toBe(`${ESC}31m!${ESC}39m`);
    const p = parseFeedback('bbbby');
    expect(tiles('crane', p, false)).toBe('CRANE');
    const coloured = tiles('crane', p, true);
    expect(coloured).toContain(`${ESC}100m`); // gray tiles
    expect(coloured).toContain(`${ESC}43m E `); // the yellow E
    expect(stripVTControlCharacters(coloured)).toBe(' C  R  A  N  E ');
  });
});

describe('the wordle process', () => {
  const run = (args: string[], env: Record<string, string | undefined>) =>
    spawnSync(process.execPath, [CLI, ...args], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: undefined, ...env },
    });

  it.each([
    ['FORCE_COLOR=1', ['score', 'crane', 'sweet'], { FORCE_COLOR: '1' }, true],
    ['--no-color beats FORCE_COLOR', ['score', 'crane', 'sweet', '--no-color'], { FORCE_COLOR: '1' }, false],
    ['a pipe', ['solve', 'focus'], { FORCE_COLOR: undefined }, false],
  ])('%s', (_name, args, env, coloured) => {
    const r = run(args, env);
    expect(r.status).toBe(0);
    expect(r.stdout.includes(ESC)).toBe(coloured);
  });
});

describe.skipIf(!hasTmux)('colours on a real terminal (tmux)', () => {
  // One pane runs the command under each setting; capture-pane -e keeps the escape codes.
  it('colours tiles by default and honours NO_COLOR, TERM=dumb and --no-color', async () => {
    const score = `${process.execPath} ${CLI} score crane sweet`;
    const script = [
      `echo @plain; ${score}`,
      `echo @no_color; NO_COLOR=1 ${score}`,
      `echo @dumb; TERM=dumb ${score}`,
      `echo @flag; ${score} --no-color`,
      'echo @end; sleep 30',
    ].join('; ');
    const t = new Terminal(`env -u NO_COLOR -u FORCE_COLOR sh -c '${script}'`, 100, 30);
    try {
      const screen = await t.waitFor('@end', true);
      const section = (name: string) => screen.split(`@${name}`)[1]!.split('@')[0]!;
      // tmux re-encodes what it shows: any escape code at all means colour.
      expect(section('plain')).toContain(ESC);
      expect(stripVTControlCharacters(section('plain'))).toContain(' C  R  A  N  E');
      for (const name of ['no_color', 'dumb', 'flag']) {
        expect(section(name)).toContain('CRANE  ⬛⬛⬛⬛🟨  bbbby');
        expect(section(name)).not.toContain(ESC);
      }
    } finally {
      t.close();
    }
  }, 30_000);
});
