import { describe, expect, it } from 'vitest';
import { CLI, spawnCli } from './run.js';
import { converse, hasTmux } from './tmux.js';

/** The original game with the entropy heuristic: the figures these tests were written for. */
const CLASSIC = ['--list', 'classic', '--strategy', 'entropy'];

describe('wordle assist as a line protocol (stdin not a TTY)', () => {
  it('suggests, takes colours for the suggestion, undoes, and solves', () => {
    const input = ['bgybb', 'list', 'undo', 'soare=ygbbb', 'thumb bbybb', 'ggggg', 'quit'].join('\n');
    const r = spawnCli(['assist', '--top', '3', ...CLASSIC], input);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const out = r.stdout;
    expect(out).toMatch(/^2315 possible answers/);
    expect(out).toContain('Suggested: SOARE');
    expect(out).toContain('21 answers left'); // soare=bgybb
    expect(out).toContain('Undone.');
    expect(out).toContain('15 answers left: boost moist focus');
    expect(out).toContain('2 answers left: focus locus');
    expect(out).toContain('Solved in 3!');
    expect(out.trimEnd().endsWith('Bye.')).toBe(true);
  });

  it('reports bad input and inconsistent feedback without losing the game', () => {
    const r = spawnCli(['assist', ...CLASSIC], ['bbbq', 'soare=ggggg', 'frobs=ggggg', 'reset', 'top 2'].join('\n'));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      '! feedback "bbbq": unknown symbol "q" (use g/y/b, 2/1/0 or 🟩🟨⬛). Type the colours for SOARE, or GUESS=COLOURS, or help\n',
    );
    expect(r.stdout).toContain('! no answer in the list fits this feedback');
    expect(r.stdout).toContain('New game.');
    expect(r.stdout).toMatch(/1 +soare/);
  });

  it('says the game is over when colours come after the answer is found', () => {
    const r = spawnCli(
      ['assist', ...CLASSIC],
      ['soare=ygbbb', 'thumb=bbybb', 'focus=ggggg', 'bbbbb', 'quit'].join('\n'),
    );
    expect(r.stdout).toContain('! the game is over: type reset or quit\n');
  });

  it('enforces hard mode, and says so at the top (it used to start as in normal mode)', () => {
    const r = spawnCli(['assist', '--hard', ...CLASSIC], ['soare=bbbgb', 'clint=bbbbb', 'quit'].join('\n'));
    expect(r.stdout.split('\n').slice(0, 2)).toEqual([
      'Hard mode: every hint revealed must be used in later guesses.',
      '2315 possible answers. Type "help" for commands.',
    ]);
    expect(r.stdout).toContain('! hard mode: CLINT is not allowed: 4th letter must be R');
    expect(spawnCli(['assist', ...CLASSIC], 'quit\n').stdout).not.toMatch(/hard/iu);
  });

  it('--tree optimal plays the classic lists and says so; another list is refused, not swapped silently', () => {
    const r = spawnCli(['assist', '--tree', 'optimal', '--top', '1'], 'quit\n');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').slice(0, 2)).toEqual([
      'The classic lists: the shipped optimal tree is proven for them.',
      '2315 possible answers. Type "help" for commands.',
    ]);
    expect(r.stdout).toContain('Suggested: SALET');
    const nyt = spawnCli(['assist', '--tree', 'optimal', '--list', 'nyt'], 'quit\n');
    expect(nyt.code).toBe(2);
    expect(nyt.stdout).toBe('');
    expect(nyt.stderr.trim()).toBe(
      'wordle: the shipped optimal tree is for the classic lists only, not --list nyt: build a tree for these words ' +
        'with "wordle tree build --out FILE" and give FILE instead',
    );
  });

  it('--max-guesses on one board: the exact search within that limit, without the shipped six-guess tables, and says so', () => {
    const r = spawnCli(['assist', '--list', 'classic', '--max-guesses', '3', '--top', '1'], 'salet=bbbbb\nquit\n');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout.split('\n').slice(0, 3)).toEqual([
      'Wordle: guess the 5-letter word in 3 tries.',
      'The shipped tables are proven for 6 guesses: within 3 the exact search runs without them (at the start, bounds within its time).',
      '2315 possible answers. Type "help" for commands.',
    ]);
    // The opening is not searched (only bounds), never the six-guess table's values.
    expect(r.stdout).toMatch(/^1\s+soare\s+≥ 2\.9451\s/m);
    // After SALET=bbbbb (221 answers), 2 guesses left: proven, and most games lost (the limit counts).
    expect(r.stdout).toMatch(/^1\s+round\s+72 of 221, 32\.6%\s+2\.6697\s/m);
  });

  it('ends cleanly at end of input', () => {
    const r = spawnCli(['assist'], 'help\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('undo       take back the last turn');
  });
});

describe.skipIf(!hasTmux)('wordle assist in a terminal (tmux)', () => {
  it('shows a prompt, takes colours and solves', async () => {
    await converse(`NO_COLOR=1 ${process.execPath} ${CLI} assist --top 3 ${CLASSIC.join(' ')}`, [
      ['Suggested: SOARE'],
      ['\n>', 'ygbbb'], // the prompt (capture-pane trims its trailing space)
      ['15 answers left', 'thumb=bbybb'],
      ['2 answers left: focus locus', 'ggggg'],
      ['Solved in 3!', 'quit'],
      ['Bye.'],
    ]);
  }, 30_000);
});
