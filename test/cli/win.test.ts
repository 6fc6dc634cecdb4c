import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHistory } from '../../src/core/history.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { filterCandidates, candidateWords } from '../../src/core/filter.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { runCli, spawnCli } from './run.js';

/*
 * Playing for the win (issue 33) as users see it, on today's NYT lists (14855 accepted guesses,
 * 3158 likely answers). Positions with two guesses left and no sure win are checked by brute force
 * over every accepted guess: with one guess after it, a guess wins exactly one answer of each
 * group it splits the answers into (the green one, its own, included), so the most games any guess
 * can win is the most groups any guess makes.
 */

const nyt = builtinWordSet('nyt');

/** The endgame of issue 33: answer PIPED, 11 answers left, 2 guesses left. */
const PIPED = ['crane=bbbby', 'donut=ybbbb', 'levin=bybyb', 'liken=bgbgb'];

/** Other positions with 2 guesses left and no sure win (random NYT games; see bench/win-advice.mjs). */
const LOSING = [
  PIPED,
  ['facet=bybyb', 'slyly=bbbbb', 'ficus=bbbbb', 'tease=bbgbg'],
  ['marry=bbbbb', 'jerky=bybbb', 'excel=bbbgb', 'ivory=bbybb'],
  ['focus=bbbyy', 'fetus=bbbyy', 'refer=bbbbb', 'bored=bbbbb'],
];

/** The answers left after a history. */
const answersAfter = (history: readonly string[]): string[] =>
  candidateWords(nyt, filterCandidates(nyt, parseHistory(history, 5)));

/** The groups a guess splits the answers into, the green one included. */
const groups = (guess: string, answers: readonly string[]): number =>
  new Set(answers.map((a) => scoreGuess(guess, a))).size;

/** The most games any accepted guess wins with one guess after it, by brute force over all 14855. */
function mostWins(answers: readonly string[]): { wins: number; by: string[] } {
  let wins = 0;
  let by: string[] = [];
  for (const g of nyt.guesses) {
    const k = groups(g, answers);
    if (k > wins) [wins, by] = [k, [g]];
    else if (k === wins) by.push(g);
  }
  return { wins, by };
}

interface Suggestion {
  word: string;
  expectedGuesses: number;
  proven: boolean;
  winChance: number;
  won: number;
  weight: number;
}

/** `suggest --json`, with equal weights unless a prior is named (the NYT's game defaults to the history prior). */
async function suggestJson(...args: string[]) {
  const r = await runCli('suggest', '--json', ...(args.includes('--prior') ? [] : ['--prior', 'uniform']), ...args);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as { prior: string; guessesLeft: number; remaining: number; suggestions: Suggestion[] };
}

/** What no output may show: a sentinel of the search (huge or non-finite numbers, internal names). */
function expectNoSentinel(text: string): void {
  expect(text).not.toMatch(/(?<![.\d])\d{7,}/u); // (the digits after a decimal point aside)
  expect(text).not.toMatch(/\d(\.\d+)?e\+?\d/u);
  expect(text).not.toMatch(/Infinity|NaN|INFEASIBLE|LOSS|null guesses/u);
}

describe('a losing endgame: the chance to win first (issue 33)', () => {
  it.each(LOSING.map((h) => [h.join(' '), h] as const))(
    '%s: the first suggestion wins as many games as any guess can, and says so',
    async (_, history) => {
      const answers = answersAfter(history);
      const best = mostWins(answers);
      expect(best.wins).toBeLessThan(answers.length); // no sure win
      const j = await suggestJson(...history, '--top', '5');
      expect(j).toMatchObject({ prior: 'uniform', guessesLeft: 2, remaining: answers.length });
      const first = j.suggestions[0]!;
      expect(first).toMatchObject({ proven: true, won: best.wins, weight: answers.length });
      expect(best.by).toContain(first.word);
      expect(first.winChance).toBeCloseTo(best.wins / answers.length, 6);
      // Every suggestion's wins are its groups (exact), and the list is ranked by them first.
      for (const s of j.suggestions) expect(s.won, s.word).toBe(groups(s.word, answers));
      const won = j.suggestions.map((s) => s.won);
      expect(won).toEqual([...won].sort((a, b) => b - a));
      const text = await runCli('suggest', '--prior', 'uniform', ...history, '--top', '5');
      const pct = `${((100 * best.wins) / answers.length).toFixed(1)}%`;
      expect(text.out).toMatch(
        new RegExp(`1 +${first.word} +${best.wins} of ${answers.length}, ${pct.replace('.', '\\.')}`),
      );
      expect(text.out).toContain('a lost game counts 3 (the 2 guesses left + 1, as X/6)');
      expectNoSentinel(text.out);
    },
    60_000,
  );

  it('PIPED: BUMPS first, the only guess that wins 8 of 11 (72.7%), in text and JSON', async () => {
    const answers = answersAfter(PIPED);
    expect(answers).toHaveLength(11);
    expect(mostWins(answers)).toEqual({ wins: 8, by: ['bumps'] });
    // The "5 of 11": the guesses that tell apart 5 answers for sure (groups of one).
    const sure = (g: string) =>
      answers.filter((a) => answers.filter((b) => scoreGuess(g, b) === scoreGuess(g, a)).length === 1).length;
    const five = nyt.guesses.filter((g) => sure(g) === 5);
    expect(five).toEqual(expect.arrayContaining(['bumps', 'pamby', 'pombe', 'budge', 'bodgy', 'bodge', 'badge']));
    expect(groups('fixed', answers)).toBe(3);
    const text = await runCli('suggest', '--prior', 'uniform', ...PIPED, '--top', '3');
    expect(text.out).toMatch(/^1 +bumps +8 of 11, 72\.7% +2\.2727 /mu);
    const optimal = await runCli('optimal', ...PIPED);
    expect(optimal.code).toBe(0);
    expect(optimal.out).toContain('best next guess: BUMPS, wins 8 of 11 (72.7%), the most any guess can');
    expect(optimal.out).toContain('no guess finds every answer within the 2 guesses left');
    expectNoSentinel(optimal.out);
    const top = await runCli('optimal', ...PIPED, '--top', '3', '--json');
    const j = JSON.parse(top.out) as {
      guess: string;
      won: number;
      weight: number;
      total: number;
      ranked: Suggestion[];
    };
    // 3 answers lost, each counting 3 guesses (2 left + 1); the other 8 found within 2.
    expect(j).toMatchObject({ guess: 'bumps', won: 8, weight: 11, total: 25 });
    expect(j.ranked.map((r) => [r.won, r.weight])).toEqual([
      [8, 11],
      [7, 11],
      [7, 11],
    ]);
    expectNoSentinel(top.out);
  }, 60_000);

  it('no sentinel reaches suggest, optimal, analyze or assist in losing positions, text or JSON', async () => {
    const history = LOSING[3]!;
    const outputs = [
      await runCli('suggest', ...history, '--json'),
      await runCli('optimal', ...history, '--top', '5'),
      await runCli('optimal', ...history, '--top', '5', '--json'),
      await runCli('optimal', ...history, '--rank', '3', '--quiet', '--workers', '1'),
      await runCli('optimal', ...history, '--rank', '3', '--quiet', '--workers', '1', '--json'),
      await runCli('analyze', ...history),
      await runCli('analyze', ...history, '--json'),
      await runCli('suggest', ...history, '--budget-ms', '0'),
    ];
    for (const r of outputs) {
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expectNoSentinel(r.out);
    }
    // Totals count a lost game as 3 guesses (2 left + 1): never more than 3 per answer.
    const top = JSON.parse(outputs[2]!.out) as {
      remaining: number;
      total: number;
      ranked: { total: number; average: number }[];
    };
    for (const t of [top, ...top.ranked]) expect(t.total).toBeLessThanOrEqual(3 * top.remaining);
    for (const t of top.ranked) expect(t.average).toBeLessThanOrEqual(3);
    const assist = spawnCli(['assist', '--prior', 'uniform', '--top', '3'], [...history, 'top 5', 'quit'].join('\n'));
    expect(assist.code).toBe(0);
    expect(assist.stdout).toMatch(/wins/u);
    expectNoSentinel(assist.stdout);
  }, 120_000);

  it('a position won for sure says so in one line, with no column of 100%', async () => {
    const r = await runCli('suggest', 'soare=ygbbb', '--list', 'classic', '--top', '3');
    expect(r.out).toContain('won for sure: the best play finds the answer within the 5 guesses left');
    expect(r.out).not.toContain('wins');
    expect(r.out).not.toContain('100%');
  });
});

describe('analyze: a lost chance is a lost chance (issue 33 item 5)', () => {
  it('grades FIXED, which lowers the chance to win from 72.7% to 27.3%, by the chance lost', async () => {
    const r = await runCli(
      'analyze',
      '--answer',
      'piped',
      'crane',
      'donut',
      'levin',
      'liken',
      'fixed',
      'piped',
      '--json',
    );
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as {
      turns: {
        guess: string;
        winChance: number;
        bestWinChance: number;
        chanceLost: number;
        guessesLost: number | null;
        bestGuess: string;
        skill: number;
        graded: string;
      }[];
      summary: { chanceLost: number };
    };
    const fixed = j.turns[4]!;
    expect(fixed).toMatchObject({
      guess: 'fixed',
      bestGuess: 'bumps',
      guessesLost: null,
      graded: 'exact, in chance to win',
    });
    expect(fixed.winChance).toBeCloseTo(3 / 11, 6);
    expect(fixed.bestWinChance).toBeCloseTo(8 / 11, 6);
    expect(fixed.chanceLost).toBeCloseTo(5 / 11, 6);
    expect(fixed.skill).toBe(Math.round(99 * 2 ** (-(5 / 11) / 0.05)));
    expect(j.summary.chanceLost).toBeGreaterThanOrEqual(5 / 11 - 1e-6);
    const text = await runCli('analyze', '--answer', 'piped', 'crane', 'donut', 'levin', 'liken', 'fixed', 'piped');
    expect(text.out).toMatch(/5 +fixed bgbgg .* 27\.3% .* bumps +72\.7% .* 45\.5% win/u);
    expect(text.out).toContain('chance to win lost');
    expectNoSentinel(text.out);
  }, 60_000);
});

describe('priors (issue 33 item 2)', () => {
  it('--strategy optimal --prior frequency is proven under that prior, and says so', async () => {
    const args = ['--list', 'classic', 'soare=ygbbb', 'thumb=bbybb', '--strategy', 'optimal', '--prior', 'frequency'];
    const j = await suggestJson(...args, '--top', '2');
    expect(j.prior).toBe('frequency');
    expect(j.suggestions[0]).toMatchObject({ proven: true });
    const text = await runCli('suggest', ...args);
    expect(text.out).toContain('(proven, under the frequency prior)');
  }, 60_000);

  const dir = mkdtempSync(join(tmpdir(), 'wordle-prior-'));
  const file = (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('--prior FILE: the words listed are the answers, with their weights', async () => {
    const prior = file('three.txt', '# a prior\njeans 5\nmeans 3\nleans 1\n');
    const j = await suggestJson('--prior', prior, '--top', '3');
    expect(j).toMatchObject({ prior: 'file', remaining: 3 });
    const jeans = j.suggestions.find((s) => s.word === 'jeans')!;
    expect(jeans).toMatchObject({ proven: true, winChance: 1 });
    // No guess among them tells the other two apart (all ?EANS): JEANS, then MEANS, then LEANS,
    // 5 × 1 + 3 × 2 + 1 × 3 = 14 over the weight 9.
    expect(jeans.expectedGuesses).toBeCloseTo(14 / 9, 6);
    expect(j.suggestions[0]!.word).toBe('jeans');
    const text = await runCli('suggest', '--prior', prior);
    expect(text.out).toContain(`(proven, under the prior in ${prior})`);
  });

  it.each([
    ['zero.txt', 'jeans 5\nmeans 0\n', ':2: "means": the weight 0 is not positive'],
    ['negative.txt', 'jeans -2\n', ':1: "jeans": the weight -2 is not positive'],
    ['nan.txt', 'jeans NaN\n', ':1: "jeans": "NaN" is not a number'],
    ['half.txt', 'jeans 1.5\n', ':1: "jeans": "1.5" is not a whole number'],
    ['huge.txt', 'jeans 1000001\n', ':1: "jeans": the weight 1000001 is above 1000000'],
    ['twice.txt', 'jeans 1\nmeans 2\njeans 3\n', ':3: "jeans" is listed twice (first on line 1)'],
    ['unknown.txt', 'jeans 1\nqqqqq 2\n', ':2: "qqqqq" is not in the word list'],
    ['fields.txt', 'jeans\n', ':1: "jeans": expected WORD WEIGHT'],
  ])('a bad prior file (%s) gets one clear error naming the line and the word, exit 2', (name, text, message) => {
    const path = file(name, text);
    const r = spawnCli(['suggest', '--prior', path]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`wordle: ${path}${message}`);
  });

  it('a mistyped prior name is not taken for a missing file', () => {
    const r = spawnCli(['suggest', '--prior', 'frequncy']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'wordle: --prior frequncy: no such prior (uniform, frequency, history) nor file (a prior file has WORD WEIGHT lines)\n',
    );
  });
});
