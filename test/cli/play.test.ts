import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { boardLines } from '../../src/cli/terminal/board.js';
import { keyboardLines, keySummary } from '../../src/cli/terminal/keyboard.js';
import { makeWordSet } from '../../src/core/wordlist.js';
import { Game } from '../../src/engine/game/game.js';
import { CLI, spawnCli } from './run.js';
import { hasTmux, Terminal } from './tmux.js';

describe('wordle play through piped input (line protocol)', () => {
  it('plays a won game, rejects bad words, and shows the analysis on "y"', () => {
    const r = spawnCli(['play', '--answer', 'moist', '--list', 'classic'], 'crane\nzzzzz\ncran\npilot\nmoist\ny\n');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 9)).toEqual([
      'wordle play: guess the 5-letter word in 6 tries; one guess per line',
      '1/6 crane bbbbb',
      'keys correct - · present - · absent ACENR',
      'invalid: Not in word list',
      'invalid: Not enough letters',
      '2/6 pilot bybyg',
      'keys correct T · present IO · absent ACELNPR',
      '3/6 moist ggggg',
      'keys correct IMOST · present - · absent ACELNPR',
    ]);
    expect(lines[9]).toBe('won in 3/6');
    expect(r.stdout).toMatch(/^3\s+moist ggggg\s+5\s+1\s/m);
    // graded exactly, as `wordle analyze` does (CRANE 7930 against SALET 7920: 0.004 lost on turn 1)
    expect(r.stdout).toMatch(/^1\s+crane bbbbb\s+2315\s+263\s+5\.74\s+3\.14\s+3\.425\s+salet\s+3\.421\s+0\.004\s/m);
    expect(r.stdout).toMatch(/^solved in 3 · skill \d+ · luck \d+ · \d\.\d{3} guesses lost · 11\.18 bits gained/m);
  });

  it('loses after six guesses', () => {
    const r = spawnCli(
      ['play', '--answer', 'moist', '--list', 'classic'],
      'crane\npilot\nshout\nghost\njoist\nhoist\ny\n',
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('6/6 hoist bgggg');
    expect(r.stdout).toContain('lost: the answer was moist');
    expect(r.stdout).toMatch(/^not solved after 6 · skill \d+/m);
  });

  it('enforces hard mode and abandons at the end of input', () => {
    const r = spawnCli(['play', '--answer', 'moist', '--hard'], 'crane\npilot\nhello\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('(hard mode)');
    expect(r.stdout).toContain('invalid: 5th letter must be T'); // hello after pilot=bybyg
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('game abandoned: the answer was moist');
  });

  it('picks the daily answer and the seeded answer, and abandons at end of input', () => {
    expect(spawnCli(['play', '--daily', '0'], 'cigar\n').stdout).toContain('won in 1/6');
    const daily = spawnCli(['play', '--daily', '0'], 'crane\n').stdout; // abandoned: the answer stays hidden
    expect(daily.trimEnd().split('\n').at(-1)).toBe('game abandoned');
    expect(daily).not.toContain('cigar');
    const a = spawnCli(['play', '--seed', '7'], '').stdout;
    expect(a).toMatch(/game abandoned: the answer was [a-z]{5}/);
    expect(spawnCli(['play', '--seed', '7'], '').stdout).toBe(a); // the seed decides
  });

  it('takes "hint": the advice at the position, as suggest gives it; the game goes on', () => {
    const r = spawnCli(
      ['play', '--answer', 'moist', '--list', 'classic', '--strategy', 'entropy'],
      'soare\nhint\nmoist\n',
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^1\/6 soare ygbbb\nkeys .*\n#\s+guess\s+bits/m);
    expect(r.stdout).toMatch(/^1\s+thumb\s+3\.457\s/m); // 15 answers left: the entropy figures of suggest soare=ygbbb
    expect(r.stdout).toContain('won in 2/6');
  });

  it.each([
    [
      ['--boards', '2', '--daily', '0'],
      /a day's game plays one board: Dordle plays seeded answers or one given per board/,
    ],
    [['--answer', 'zzzzz'], /answer "zzzzz" is not in the word list/],
    [['--answer', 'moist', '--daily'], /either --answer or --daily/],
    [['--daily', 'x'], /--daily must be a whole number/],
  ])('fails in one line on %j', (args, message) => {
    const r = spawnCli(['play', ...args], '');
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('board and keyboard rendering', () => {
  it('marks keys without colour and colours them on a terminal', () => {
    const g = new Game(makeWordSet(['moist', 'pilot']), 'moist');
    g.guess('pilot');
    expect(keyboardLines(g.keyboard(), false)).toEqual([
      'Q  W  E  R  T! Y  U  I? O? P·',
      ' A  S  D  F  G  H  J  K  L·',
      '  Z  X  C  V  B  N  M',
    ]);
    expect(keySummary(g.keyboard())).toBe('keys correct T · present IO · absent LP');
    const keys = keyboardLines(g.keyboard(), true)[0]!;
    expect(keys).toContain('\x1b[42m\x1b[97m T '); // T on green
    expect(stripVTControlCharacters(keys)).toBe(' Q  W  E  R  T  Y  U  I  O  P ');
    expect(boardLines(g, false)).toEqual(['PILOT bybyg']);
    expect(boardLines(g, true)).toHaveLength(6);
  });
});

if (!hasTmux) console.log('tmux not found: skipping the terminal game test (apt-get install tmux)');

describe.skipIf(!hasTmux)('wordle play in a terminal (tmux)', () => {
  it('shows the board, the keyboard and messages, and offers the analysis', async () => {
    const t = new Terminal(`NO_COLOR=1 ${process.execPath} ${CLI} play --answer moist --list classic; sleep 30`);
    try {
      await t.waitFor('guess 1/6>');
      t.type('crane');
      let s = await t.waitFor('guess 2/6>');
      expect(s).toContain('CRANE bbbbb');
      expect(s).toMatch(/A· S {2}D/); // A is absent on the keyboard
      t.type('zzzzz');
      s = await t.waitFor('invalid: Not in word list');
      t.type('pilot');
      await t.waitFor('guess 3/6>');
      t.type('moist');
      s = await t.waitFor('see the analysis? [y/N]');
      expect(s).toContain('won in 3/6');
      expect(s).toContain('MOIST ggggg');
      t.type('y');
      s = await t.waitFor(/solved in 3 · skill \d+ · luck \d+/);
      expect(s).toMatch(/2\s+pilot bybyg\s+263\s+5/);
    } finally {
      t.close();
    }
  }, 30_000);

  it('Ctrl-C during the daily game exits 130 and never shows the answer', async () => {
    const t = new Terminal(`NO_COLOR=1 ${process.execPath} ${CLI} play --daily 0; echo "EXIT=$?"; sleep 30`);
    try {
      await t.waitFor('guess 1/6>');
      t.type('crane');
      await t.waitFor('guess 2/6>');
      t.keys('C-c');
      const s = await t.waitFor('EXIT=');
      expect(s).toContain('EXIT=130');
      expect(s.toLowerCase()).not.toContain('cigar'); // day 0's answer
      expect(s).not.toContain('the answer was');
    } finally {
      t.close();
    }
  }, 30_000);
});
