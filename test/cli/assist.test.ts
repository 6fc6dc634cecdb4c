import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI, spawnCli } from './run.js';

describe('wordle assist as a line protocol (stdin not a TTY)', () => {
  it('suggests, takes colours for the suggestion, undoes, and solves', () => {
    const input = ['bgybb', 'list', 'undo', 'soare=ygbbb', 'thumb bbybb', 'ggggg', 'quit'].join('\n');
    const r = spawnCli(['assist', '--top', '3'], input);
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
    const r = spawnCli(['assist'], ['bbbq', 'soare=ggggg', 'frobs=ggggg', 'reset', 'top 2'].join('\n'));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('! feedback "bbbq": unknown symbol "q"');
    expect(r.stdout).toContain('! no answer in the list fits this feedback');
    expect(r.stdout).toContain('New game.');
    expect(r.stdout).toMatch(/1 +soare/);
  });

  it('enforces hard mode', () => {
    const r = spawnCli(['assist', '--hard'], ['soare=bbbgb', 'clint=bbbbb', 'quit'].join('\n'));
    expect(r.stdout).toContain('! hard mode: CLINT is not allowed: 4th letter must be R');
  });

  it('ends cleanly at end of input', () => {
    const r = spawnCli(['assist'], 'help\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('undo       take back the last turn');
  });
});

const hasTmux = spawnSync('tmux', ['-V']).status === 0;

describe.skipIf(!hasTmux)('wordle assist in a terminal (tmux)', () => {
  const session = `wordle-test-${process.pid}`;
  const tmux = (...args: string[]) => execFileSync('tmux', args, { encoding: 'utf8' });
  const screen = () => tmux('capture-pane', '-p', '-t', session);
  const waitFor = async (text: string) => {
    for (let i = 0; i < 100; i++) {
      if (screen().includes(text)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`timed out waiting for "${text}"; screen:\n${screen()}`);
  };

  it('shows a prompt, takes colours and solves', async () => {
    tmux(
      'new-session',
      '-d',
      '-s',
      session,
      '-x',
      '120',
      '-y',
      '50',
      `NO_COLOR=1 ${process.execPath} ${CLI} assist --top 3`,
    );
    try {
      await waitFor('Suggested: SOARE');
      await waitFor('\n>'); // the prompt (capture-pane trims its trailing space)
      tmux('send-keys', '-t', session, 'ygbbb', 'Enter');
      await waitFor('15 answers left');
      tmux('send-keys', '-t', session, 'thumb=bbybb', 'Enter');
      await waitFor('2 answers left: focus locus');
      tmux('send-keys', '-t', session, 'ggggg', 'Enter');
      await waitFor('Solved in 3!');
      tmux('send-keys', '-t', session, 'quit', 'Enter');
      await waitFor('Bye.');
    } finally {
      spawnSync('tmux', ['kill-session', '-t', session]);
    }
  });
});
