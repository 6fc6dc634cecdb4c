import { describe, expect, it } from 'vitest';
import { wrapText } from '../../src/cli/format.js';
import { parseTurn } from '../../src/core/history.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { makeWordSet } from '../../src/core/wordlist.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { acceptedFitting, widening } from '../../src/engine/game/widen.js';
import { ExactPlay } from '../../src/search/exact-play.js';
import { naiveWin } from '../search/naive.js';
import { CLI, runCli, spawnCli } from './run.js';
import { converse, hasTmux } from './tmux.js';

/*
 * The defaults (docs/cli.md#defaults): today's NYT game (14855 accepted guesses, 3158 likely
 * answers), and the exact strategy. Published figures, with their sources:
 * - TARSE 11219 over the 3158 likely answers (3.5526): Alex Selby, alex1770/wordle,
 *   results_easy_nyt20230701 (its first line, the best opening). Needs the shipped table
 *   data/openings/nyt-normal.tsv.gz.
 * - SALET 7920 over the 2315 classic answers (3.4212), and 33 over the 15 left after SOARE = YGBBB
 *   (2.2): Selby, "The best strategies for Wordle" (2022), and his solver (`-w soare.YGBBB`).
 * - After TARSE = BYBYY (13 likely answers), 28 (2.1538); with the answer JEANS, after TARSE = BYBYY
 *   BEANS = BGGGG no likely answer fits and 9 accepted words do: 23 over them (2.5556), each counted
 *   as equally likely. Both from Selby's solver (../shared/peers/selby), run with -a the 14855
 *   accepted words and -h the likely answers (the 9 accepted words for the second):
 *   `./wordle -a nyt_all -h nyt_hidden -w tarse.BYBYY`, `./wordle -a nyt_all -h jeans9 -w tarse.BYBYY.beans.BGGGG`.
 *   The CLI weighs those 9 words by word frequency (issue 33): its value is checked against a naive
 *   exhaustive search below, and the library's unweighted value against Selby's 23.
 */

interface SuggestJson {
  strategy: string;
  widened: boolean;
  remaining: number;
  candidates?: string[];
  prior: string;
  suggestions: { word: string; expectedGuesses?: number; proven?: boolean; winChance?: number; probability: number }[];
}

async function suggest(...args: string[]): Promise<SuggestJson> {
  const r = await runCli('suggest', '--json', ...args);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as SuggestJson;
}

/**
 * The JEANS position's values, computed here: the frequency-weighted optimum by `naiveWin` (every
 * guess tried at every node), over one guess of each kind: guesses that split the 9 words into the
 * same groups (the one they are, if any, apart) split every subset of them alike in normal mode,
 * so one of each kind holds a best guess; and the library's own search without weights (Selby's 23).
 */
function jeansReference(): { expected: number; unweighted: number } {
  const nyt = builtinWordSet('nyt');
  const history = JEANS.map((t) => parseTurn(t, 5));
  const w = widening(nyt);
  const fit = acceptedFitting(w, history);
  const weights = new Map(fit.map((a) => [a, w.weights[nyt.index.get(a)!]!]));
  const kinds = new Map<string, string>();
  for (const g of nyt.guesses) {
    // The partition of the 9 it makes, the green class marked: its patterns' values do not matter.
    const group = new Map<number, number>();
    const key = fit.map((a) => {
      if (a === g) return 'g';
      const p = scoreGuess(g, a);
      if (!group.has(p)) group.set(p, group.size);
      return group.get(p)!;
    });
    if (!kinds.has(key.join(','))) kinds.set(key.join(','), g);
  }
  const v = naiveWin(fit, [...kinds.values()], 4, false, weights, history);
  expect(v.lost).toBe(0);
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  const words = makeWordSet(
    fit,
    nyt.guesses.filter((g) => !weights.has(g)),
  );
  const play = new ExactPlay(words);
  const p = { answers: Uint32Array.from(fit.keys()), history, hard: false, maxGuesses: 6 };
  return { expected: v.total / total, unweighted: play.outcome(p, play.value(p)).total };
}

/** Two guesses after which no likely answer fits the answer JEANS (an accepted word, not a likely one). */
const JEANS = ['tarse=bybyy', 'beans=bgggg'];
const JEANS_FIT = ['means', 'jeans', 'leans', 'deans', 'peans', 'geans', 'seans', 'weans', 'yeans'];

describe("wordle suggest: exact advice on today's game by default", () => {
  it('suggests TARSE with 3.5526 expected guesses with equal weights, proven (the shipped NYT table)', async () => {
    const j = await suggest('--top', '3', '--prior', 'uniform');
    expect(j.strategy).toBe('optimal');
    expect(j.remaining).toBe(3158);
    expect(j.suggestions[0]).toMatchObject({ word: 'tarse', proven: true });
    expect(j.suggestions[0]?.expectedGuesses).toBe(Math.round((11219 / 3158) * 1e6) / 1e6);
  });

  it("weighs the answers by the history prior of today's puzzle by default, and opens with exact values", async () => {
    const j = await suggest('--top', '3');
    expect(j).toMatchObject({ strategy: 'optimal', prior: 'history', remaining: 3158 });
    // Every day after the shipped history (2026-05-31) has the same prior: SATER opens, its exact
    // weighted total 52619808 over the prior's weight 15435828 from the shipped table of that prior
    // (docs/history.md: 3.4089; test/cli/review-prior.test.ts proves it again with the exact search).
    expect(j.suggestions[0]).toMatchObject({ word: 'sater', proven: true });
    expect(j.suggestions[0]?.expectedGuesses).toBe(Math.round((52619808 / 15435828) * 1e6) / 1e6);
  });

  it("in hard mode under the history prior opens with TARSE, which wins every hard-mode game, exact from the prior's table", async () => {
    // (docs/history.md: a weighted-entropy opening lost BOXER, #1273, in hard mode; TARSE's classes can
    // all be won; its exact weighted total under the prior: 54346540, from the shipped hard-mode table)
    const j = await suggest('--top', '3', '--hard');
    expect(j).toMatchObject({ strategy: 'optimal', prior: 'history', remaining: 3158 });
    expect(j.suggestions[0]).toMatchObject({ word: 'tarse', proven: true });
    expect(j.suggestions[0]?.expectedGuesses).toBe(Math.round((54346540 / 15435828) * 1e6) / 1e6);
    expect(j.suggestions[1]!.expectedGuesses).toBeGreaterThanOrEqual(j.suggestions[0]!.expectedGuesses!);
  });

  it('suggests SALET with 3.4212 on the classic lists, and 2.2 after SOARE = YGBBB, proven', async () => {
    const start = await suggest('--list', 'classic', '--top', '1');
    expect(start.suggestions[0]).toMatchObject({ word: 'salet', proven: true });
    expect(start.suggestions[0]?.expectedGuesses).toBe(Math.round((7920 / 2315) * 1e6) / 1e6);
    const after = await suggest('soare=ygbbb', '--list', 'classic', '--top', '3');
    expect(after.suggestions[0]).toMatchObject({ expectedGuesses: 2.2, proven: true });
  });

  it('proves the best next guess after TARSE = BYBYY: 28 over 13', async () => {
    const j = await suggest('tarse=bybyy', '--top', '1', '--prior', 'uniform');
    expect(j.remaining).toBe(13);
    expect(j.suggestions[0]).toMatchObject({ proven: true });
    expect(j.suggestions[0]?.expectedGuesses).toBe(Math.round((28 / 13) * 1e6) / 1e6);
  });

  it('accepts the words today’s game accepts (FIRMA, GLAMP), and labels bounds past the budget', async () => {
    const firma = await suggest('firma=bbbbb', '--top', '3', '--budget-ms', '0');
    expect(firma.remaining).toBeGreaterThan(0);
    // No time to prove anything: every figure is a bound, and says so.
    expect(firma.suggestions.map((s) => s.proven)).toEqual([false, false, false]);
    const text = await runCli('suggest', 'firma=bbbbb', 'glamp=bbbbb', '--top', '2', '--budget-ms', '0');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/ ≥ \d\.\d{4} /);
    expect(text.out).toContain('≥: a lower bound only');
    const classic = await runCli('suggest', 'glamp=bbbbb', '--list', 'classic');
    expect(classic.err).toBe('wordle: "glamp" is not in the word list (--any-word accepts any 5 letters)');
  });

  it('goes on among the accepted words when no likely answer fits (JEANS), exactly, weighted by frequency', async () => {
    const j = await suggest(...JEANS, '--top', '3');
    expect(j).toMatchObject({ widened: true, remaining: 9, candidates: JEANS_FIT, prior: 'frequency' });
    expect(j.suggestions[0]).toMatchObject({ proven: true, winChance: 1 });
    const { expected, unweighted } = jeansReference();
    expect(j.suggestions[0]?.expectedGuesses).toBe(Math.round(expected * 1e6) / 1e6);
    expect(unweighted).toBe(23); // Selby's, each of the 9 counted alike (see the top of this file)
    const text = await runCli('suggest', ...JEANS, '--top', '2');
    // After the line naming the history prior (the default on the NYT's game), wrapped between
    // words to 80 columns: the words go on, indented, on the next line.
    const lines = text.out.split('\n');
    expect(lines[0]).toMatch(/^history prior for #\d+: /u);
    expect(lines.slice(1, 3)).toEqual(
      wrapText(`no likely answer fits: now among the 9 accepted words that fit: ${JEANS_FIT.join(' ')}`).split('\n'),
    );
    expect(lines[2]).toMatch(/^ {2}[a-z]/u);
    expect(text.out).toContain('(proven, under the frequency prior)');
    expect(text.out).toContain('every figure weighs them by word frequency');
    expect(text.out).not.toContain('equally likely');
  }, 120_000);

  it('keeps the entropy heuristic one option away', async () => {
    const j = await suggest('tarse=bybyy', '--strategy', 'entropy', '--top', '1');
    expect(j.strategy).toBe('entropy');
    expect(j.suggestions[0]?.expectedGuesses).toBeUndefined();
  });

  it('plays entropy by default where the exact strategy does not apply (--guess-pool answers)', async () => {
    const j = await suggest('tarse=bybyy', '--guess-pool', 'answers', '--top', '1');
    expect(j.strategy).toBe('entropy');
    const r = await runCli('suggest', '--strategy', 'optimal', '--guess-pool', 'answers');
    expect(r.err).toBe('wordle: --strategy optimal searches every allowed guess: it takes no --guess-pool answers');
  });
});

describe("wordle filter, solve and analyze: answers outside today's likely list", () => {
  it('filter lists the accepted words that fit, most likely first, and says so', async () => {
    const r = await runCli('filter', ...JEANS, '--json');
    expect(JSON.parse(r.out)).toEqual({ count: 9, widened: true, candidates: JEANS_FIT, otherCount: 0 });
    const text = await runCli('filter', ...JEANS);
    expect(text.out).toBe(`no likely answer fits: now among the 9 accepted words that fit\n${JEANS_FIT.join(' ')}`);
    const likely = await runCli('filter', 'tarse=bybyy', '--json');
    expect(JSON.parse(likely.out)).toMatchObject({ count: 13, widened: false });
  });

  it('filter, suggest and assist say how many accepted words outside the likely list fit too, and list them on request', async () => {
    // JEANS is accepted, not a likely answer: after TARSE = BYBYY, DONUT = BBYBB the likely answers
    // ASHEN ASPEN SNEAK fit, and 20 accepted words besides them, JEANS among them (by frequency).
    const turns = ['tarse=bybyy', 'donut=bbybb'];
    const text = await runCli('filter', ...turns);
    expect(text.out).toBe(
      '3 answers left\nashen aspen sneak\nalso fitting, less likely: 20 accepted words outside the likely list (--others lists them)',
    );
    const listed = JSON.parse((await runCli('filter', ...turns, '--others', '--json')).out) as Record<string, unknown>;
    expect(listed).toMatchObject({ count: 3, widened: false, otherCount: 20 });
    expect(listed.others).toHaveLength(20);
    expect((listed.others as string[]).slice(0, 3)).toEqual(['means', 'beans', 'jeans']);
    const s = JSON.parse((await runCli('suggest', ...turns, '--json', '--top', '1')).out) as Record<string, unknown>;
    expect(s).toMatchObject({ remaining: 3, otherCount: 20 });
    const a = spawnCli(['assist', '--top', '1'], [...turns, 'list', 'quit'].join('\n'));
    expect(a.stdout).toContain('also fitting, less likely: 20 accepted words outside the likely list (type list)');
    expect(a.stdout).toMatch(/most common first\): 20\nmeans beans jeans/u);
  });

  it('solve finds JEANS among the accepted words', async () => {
    const r = await runCli('solve', 'jeans', '--first', 'tarse', '--json');
    const j = JSON.parse(r.out) as { status: string; guesses: { guess: string; widened: boolean }[] };
    expect(j.status).toBe('solved');
    expect(j.guesses.at(-1)).toMatchObject({ guess: 'jeans', widened: true });
    expect(j.guesses[0]).toMatchObject({ guess: 'tarse', widened: false });
  });

  it('analyze grades a game whose answer is outside the likely list', async () => {
    // (a short budget: the opening's outcomes are not all proven in it, and need not be here)
    const game = ['--answer', 'jeans', 'tarse', 'beans', 'jeans', '--budget-ms', '300'];
    const r = await runCli('analyze', ...game, '--json');
    expect(r.code).toBe(0);
    const turns = (JSON.parse(r.out) as { turns: { after: number; widened: boolean }[] }).turns;
    expect(turns.map((t) => [t.after, t.widened])).toEqual([
      [13, false],
      [9, true],
      [1, true],
    ]);
    const text = await runCli('analyze', ...game);
    expect(text.out).toContain('turn 2: no likely answer fits: now among the 9 accepted words that fit');
  });
});

describe("wordle assist: today's game, exact, by default (npm start)", () => {
  it('suggests TARSE with equal weights, proven (the shipped NYT table), and goes on after SALET = BYBBB ROUND = BYYGB (GUANO)', () => {
    const r = spawnCli(
      ['assist', '--top', '2', '--prior', 'uniform'],
      ['salet=bybbb', 'round=byygb', 'list', 'quit'].join('\n'),
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^3158 likely answers \(any of the 14855 accepted words if none fits\)/);
    expect(r.stdout).toContain('Suggested: TARSE');
    expect(r.stdout).toMatch(/^1 {2}tarse {8}3\.5526 /mu); // proven: read off the shipped NYT table (11219 / 3158)
    const after = r.stdout.slice(r.stdout.indexOf('ROUND'));
    expect(after).toMatch(/answers? left/);
    expect(after).toContain('guano');
    expect(after).toMatch(/Suggested: [A-Z]{5}/);
  });

  it('goes on among the accepted words when no likely answer fits (JEANS)', () => {
    const r = spawnCli(['assist', '--top', '2'], [...JEANS, 'list', 'quit'].join('\n'));
    expect(r.stdout.replace(/\n {2}/gu, ' ')).toContain(
      `no likely answer fits: now among the 9 accepted words that fit: ${JEANS_FIT.join(' ')}`,
    );
    expect(r.stdout.slice(r.stdout.indexOf('BEANS'))).toMatch(/Suggested: [A-Z]{5}/);
    expect(r.stdout).not.toContain('!'); // nothing rejected
  });
});

describe.skipIf(!hasTmux)("wordle assist in a terminal: today's game (tmux)", () => {
  it('plays JEANS to the end after the likely answers run out', async () => {
    await converse(`NO_COLOR=1 ${process.execPath} ${CLI} assist --top 3`, [
      ['Suggested: SATER'], // the history prior's opening (docs/history.md); TARSE was played instead
      ['\n>', 'tarse=bybyy'],
      ['13 answers left', 'beans=bgggg'],
      ['now among the 9 accepted words that fit', 'jeans=ggggg'],
      ['Solved in 3!', 'quit'],
      ['Bye.'],
    ]);
  }, 30_000);
});
