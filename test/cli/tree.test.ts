import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TreePlayer } from '../../src/cli/commands/tree-play.js';
import { SHOW_NOTE, showTree } from '../../src/cli/commands/tree.js';
import { parseTreeText } from '../../src/engine/tree/text.js';
import { TreeGame } from '../../src/engine/tree/walk.js';
import { HAVE_REF, REF_HARD, REF_NORMAL, REF_SKIP, SMALL, SMALL_TEXT } from '../fixtures/trees.js';
import { runCli, spawnCli } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'wordle-tree-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const answers = join(dir, 'answers.txt');
const guesses = join(dir, 'guesses.txt');
writeFileSync(answers, `${SMALL.answers.join('\n')}\n`);
writeFileSync(guesses, `${SMALL.guesses.slice(SMALL.answers.length).join('\n')}\n`);
const lists = ['--answers', answers, '--guesses', guesses];
const smallTree = join(dir, 'small.tree');
writeFileSync(smallTree, SMALL_TEXT);

describe('wordle tree build / verify / show', () => {
  it('builds the entropy tree from SALET and saves it as JSON or text', async () => {
    const json = join(dir, 'salet.json');
    const r = await runCli('tree', 'build', '--strategy', 'entropy', '--first', 'salet', '--out', json, ...lists);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toMatch(
      /^Built the entropy tree \(normal mode\) in [\d.]+ s: .*salet\.json\n10 answers, total 23 guesses, average 2\.3000, max 3/,
    );
    expect(JSON.parse(readFileSync(json, 'utf8'))).toMatchObject({
      format: 'wordle-tree',
      meta: { strategy: 'entropy', first: 'salet' },
    });
    const text = join(dir, 'salet.tree');
    expect((await runCli('tree', 'build', '--first', 'salet', '--out', text, ...lists)).code).toBe(0);
    expect(readFileSync(text, 'utf8')).toBe(SMALL_TEXT);
    const stdout = await runCli('tree', 'build', '--first', 'salet', ...lists);
    expect(`${stdout.out}\n`).toBe(SMALL_TEXT);
  });

  it('verifies a tree and prints the histogram', async () => {
    const r = await runCli('tree', 'verify', smallTree, ...lists);
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        `${smallTree}: valid in normal mode`,
        '10 answers, total 23 guesses, average 2.3000, max 3',
        'guesses  answers',
        '-------  -------',
        '      2        7',
        '      3        3',
      ].join('\n'),
    );
    const j = await runCli('tree', 'verify', smallTree, '--json', ...lists);
    expect(JSON.parse(j.out)).toMatchObject({ status: 'valid', total: 23, histogram: [0, 0, 7, 3] });
  });

  it('rejects an invalid tree with one line and exit code 2', async () => {
    const bad = join(dir, 'bad.tree');
    writeFileSync(bad, SMALL_TEXT.replace('      GBBBB1 sissy GGGGG2\n', ''));
    const r = await runCli('tree', 'verify', bad, ...lists);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `wordle: ${bad} is not valid: answer "sissy", node "salet": not solved: "salet" against "sissy" gives GBBBB and the tree has no such branch`,
    );
    const malformed = join(dir, 'malformed.tree');
    writeFileSync(malformed, 'salet BBBBB1 humph\n');
    const m = await runCli('tree', 'show', malformed, ...lists);
    expect(m.code).toBe(2);
    expect(m.err).toBe(`wordle: ${malformed}:1: the line ends with guess "humph" and no feedback (truncated?)`);
  });

  it('shows the top of a tree', async () => {
    const r = await runCli('tree', 'show', smallTree, '--depth', '2', ...lists);
    expect(r.code).toBe(0);
    expect(r.out.split('\n').slice(0, 4)).toEqual([
      'salet  10 answers, average 2.3000, max 3',
      '  BBBBB1     2 answers  avg 2.500  → humph',
      '    BBYYB2     1 answer   avg 3.000  → crimp',
      '    GGGGG2  solved',
    ]);
    expect(showTree(parseTreeText(SMALL_TEXT, 'x', SMALL), SMALL, 1)).toHaveLength(8);
    // The branch notation is explained under the tree (BBBBB1 used to stand there unexplained).
    expect(r.out.trimEnd().split('\n').slice(-2).join(' ')).toBe(SHOW_NOTE.replace('\n', ' '));
    expect(SHOW_NOTE).toMatch(/G green, Y yellow, B gray.*guess's number/su);
  });

  it.each([[['show', 'optimal', '--depth', '1']], [['verify', 'optimal']]])(
    'tree %j: the shipped optimal tree says it plays the classic lists',
    async (args) => {
      const r = await runCli('tree', ...args);
      expect(r.code).toBe(0);
      expect(r.out.split('\n')[0]).toBe('The classic lists: the shipped optimal tree is proven for them.');
    },
  );

  it.each([
    [['--list', 'nyt'], '--list nyt'],
    [['--length', '6'], '--length 6'],
    [['--answers', 'x.txt'], '--answers'],
  ])(
    'the shipped optimal tree with other words (%j) is refused, not swapped for the classic lists',
    async (opts, what) => {
      for (const sub of ['show', 'verify', 'play']) {
        const r = await runCli('tree', sub, 'optimal', ...opts);
        expect(r.code).toBe(2);
        expect(r.out).toBe('');
        expect(r.err).toBe(
          `wordle: the shipped optimal tree is for the classic lists only, not ${what}: build a tree for these words ` +
            'with "wordle tree build --out FILE" and give FILE instead',
        );
      }
    },
  );
});

describe('wordle tree play', () => {
  it('talks through a game: guesses, colours, bad input, undo, solved', () => {
    const p = new TreePlayer(new TreeGame(parseTreeText(SMALL_TEXT, 'x', SMALL)), 5, false);
    expect(p.start()).toBe('10 possible answers. Type "help" for commands.\nGuess 1: SALET');
    expect(p.handle('bybbb').text).toBe('SALET ⬛🟨⬛⬛⬛\n2 answers left: cigar crank\nGuess 2: CIGAR');
    expect(p.handle('bbbbb').text).toMatch(/^! no answer left gives BBBBB for CIGAR/);
    expect(p.handle('trace=gbbyy').text).toBe('! the tree plays CIGAR, not TRACE');
    expect(p.handle('cigar gbbyy').text).toContain('Guess 3: CRANK (the answer)');
    expect(p.handle('undo').text).toContain('Guess 2: CIGAR');
    expect(p.handle('ggggg').text).toContain('Solved in 2!');
    expect(p.handle('quit')).toEqual({ text: 'Bye.', done: true });
  });

  it("says hard mode and the shipped tree's lists before the first guess", () => {
    const r = spawnCli(['tree', 'play', 'optimal', '--hard'], 'quit\n');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').slice(0, 4)).toEqual([
      'Hard mode: every hint revealed must be used in later guesses.',
      'The classic lists: the shipped optimal tree is proven for them.',
      '2315 possible answers. Type "help" for commands.',
      'Guess 1: SALET',
    ]);
  });

  it('works piped, as a line protocol', () => {
    const r = spawnCli(['tree', 'play', smallTree, ...lists], 'bybbb\nlist\nxx\ngbbyy\nggggg\n');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('2 left:\ncigar crank');
    expect(r.stdout).toContain('! feedback "xx" has 2 tiles, expected 5');
    expect(r.stdout).toContain('Solved in 3!');
  });
});

describe.skipIf(!HAVE_REF)(
  HAVE_REF ? 'published trees on the command line' : `published trees (SKIPPED: ${REF_SKIP})`,
  () => {
    it('verifies the hard-mode tree in hard mode', async () => {
      const r = await runCli('tree', 'verify', REF_HARD, '--hard', '--list', 'classic');
      expect(r.code).toBe(0);
      expect(r.out).toContain('2315 answers, total 8122 guesses, average 3.5084, max 6');
    });

    it('assist --tree suggests the tree guesses', () => {
      const r = spawnCli(['assist', '--tree', REF_NORMAL, '--top', '1', '--list', 'classic'], 'bbbbb\nquit\n');
      expect(r.stderr).toBe('');
      expect(r.stdout).toContain('Suggested: SALET');
      expect(r.stdout).toContain('Suggested: COURD');
    });
  },
);
