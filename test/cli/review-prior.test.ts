import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { formatFeedback } from '../../src/core/feedback.js';
import { playGuesses } from '../../src/core/history.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { reviewPrior } from '../../src/engine/analysis/review-prior.js';
import { builtinHistory } from '../../src/engine/history/answers.js';
import { isComplete } from '../../src/engine/openings/table.js';
import { readOpeningsFile } from '../../src/node/openings-file.js';
import { shippedOpeningsPath } from '../../src/node/openings-text.js';
import { ExactPlay } from '../../src/search/exact-play.js';
import { rootPosition } from '../../src/search/position/position.js';
import { runCli, spawnCli } from './run.js';

// One advice on every screen (issue 49): on the NYT's game the first move reads the shipped table of
// the history prior (exact values, not closed-form bounds), and the review grades under the prior of
// the advice of that day, so that the best move it names is `wordle suggest`'s first guess there.
// 2026-06-01 (#1808) is the day after the shipped history: its prior is the shipped table's.

const DAY = ['--date', '2026-06-01'];

describe("the NYT's game under the history prior, from the first move", () => {
  it('suggest opens with exact values from the shipped table, as the exact search proves them', async () => {
    const r = await runCli('suggest', ...DAY, '--top', '3', '--json');
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as {
      prior: string;
      priorPuzzle: number;
      openingsTable: { name: string; puzzle: number };
      suggestions: { word: string; expectedGuesses: number; proven: boolean }[];
    };
    expect(j).toMatchObject({ prior: 'history', priorPuzzle: 1808, openingsTable: { name: 'history', puzzle: 1808 } });
    expect(j.suggestions.every((s) => s.proven)).toBe(true);
    const [first, second] = j.suggestions;
    expect(first!.expectedGuesses).toBeLessThanOrEqual(second!.expectedGuesses);
    // The exact search under the same prior, from scratch (docs/history.md: SATER 3.4089).
    const words = builtinWordSet('nyt');
    const prior = reviewPrior(words, { history: builtinHistory(), day: 1808 });
    if (prior.name !== 'history') throw new Error('expected the history prior');
    const play = new ExactPlay(words, {
      weights: prior.weights,
      matrix: buildPatternMatrix(words.guesses, words.answers),
    });
    const root = rootPosition(words);
    const [v] = play.guessValues(root, [first!.word]);
    expect(Math.abs(play.outcome(root, v!).expectedGuesses - first!.expectedGuesses)).toBeLessThan(1e-6);
  });

  it('in hard mode, never offers an opening the shipped table proves to lose some game, nor its loss as a figure', async () => {
    // The hard table under the prior bounds every opening above its cutoff and says which cannot win
    // every game (wins-all "no", from its runs and the equal-weights table's verdicts).
    const table = readOpeningsFile(shippedOpeningsPath('nyt', 'hard', 'history'));
    const losers = new Set(table.entries.filter((e) => e.winsAll === false).map((e) => e.word));
    expect(losers.has('sater')).toBe(true); // SATER cannot win every game in hard mode (nor RAISE)
    expect(losers.has('raise')).toBe(true);
    const r = await runCli('suggest', '--hard', ...DAY, '--json');
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as { suggestions: { word: string; expectedGuesses: number; proven: boolean }[] };
    expect(j.suggestions).toHaveLength(10);
    expect(j.suggestions[0]).toMatchObject({ word: 'tarse', proven: true });
    for (const s of j.suggestions) {
      expect(losers.has(s.word), s.word).toBe(false);
      expect(s.expectedGuesses).toBeLessThan(6);
    }
  });

  it('a day past the shipped history says in one line which day the figures are for', async () => {
    const r = await runCli('suggest', '--date', '2026-07-01', '--top', '1');
    expect(r.code, r.err).toBe(0);
    // What the shipped table is decides the label: every opening (the table of the prior), or only
    // some of them ("the best of the N computed", never the best of all).
    const table = readOpeningsFile(shippedOpeningsPath('nyt', 'normal', 'history'));
    const what = isComplete(table)
      ? 'the table of the history prior'
      : `the best of the ${table.entries.length} openings computed under the history prior`;
    const line = `figures at the start: ${what} for #1808, the same as #1838's (the history ends 2026-05-31)`;
    expect(r.out.split('\n')[2]).toBe(line);
    expect(r.out).not.toContain('≥');
    // The assistant (npm start) says it too, before its first suggestion.
    const a = spawnCli(['assist', '--date', '2026-07-01', '--top', '1'], 'quit\n');
    expect(a.stdout).toContain(line);
    // On the table's own day a complete table needs no line; a partial one still says what it is.
    const own = await runCli('suggest', ...DAY, '--top', '1');
    const json = JSON.parse((await runCli('suggest', ...DAY, '--top', '1', '--json')).out) as {
      openingsTable: { openings: number; complete: boolean };
    };
    expect(json.openingsTable).toMatchObject({ openings: table.entries.length, complete: isComplete(table) });
    if (isComplete(table)) expect(own.out).not.toContain('figures at the start');
    else expect(own.out.split('\n')[2]).toBe(`figures at the start: ${what} for #1808`);
  });

  it("the review grades under the advice's prior: its best move at each turn is suggest's first guess", async () => {
    const guesses = ['crane', 'shale', 'aspen'];
    const r = await runCli('analyze', ...guesses, ...DAY, '--json');
    expect(r.code, r.err).toBe(0);
    const a = JSON.parse(r.out) as {
      prior: string;
      priorPuzzle: number;
      turns: { bestGuess: string | null; best: { guess: string } }[];
    };
    expect(a).toMatchObject({ prior: 'history', priorPuzzle: 1808 });
    const history = playGuesses(guesses, 'aspen');
    for (let i = 0; i < guesses.length; i++) {
      const before = history.slice(0, i).map((t) => `${t.guess}=${formatFeedback(t.pattern, 5)}`);
      const s = await runCli('suggest', ...before, ...DAY, '--top', '1', '--json');
      const word = (JSON.parse(s.out) as { suggestions: { word: string }[] }).suggestions[0]!.word;
      const turn = a.turns[i]!;
      expect(turn.bestGuess ?? turn.best.guess, `turn ${i + 1}`).toBe(word);
    }
    const text = await runCli('analyze', ...guesses, ...DAY);
    expect(text.out.split('\n')[2]).toBe('graded under the history prior for #1808, as the advice of that day');
    const even = JSON.parse((await runCli('analyze', ...guesses, ...DAY, '--prior', 'uniform', '--json')).out) as {
      prior: string;
    };
    expect(even.prior).toBe('uniform');
  });
});
