/**
 * One game, one review (issue 35, item 2), the web page's side: games of test/review-games.ts
 * reviewed on the Analyse screen must show every figure the library gives (test/cli/review-same
 * checks the CLI's JSON against the same library review). The page first shows one-step estimates,
 * then the exact review replaces them: the test waits for the exact one (`data-state=exact`) as
 * long as it takes, and never reads the estimates. Five games keep the browser's part short: the
 * widened JEANS game, the PIPED game that loses chance to win, a lost game, and hard mode on both lists.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeGame, type GameAnalysis, type TurnAnalysis } from '../../src/engine/analysis/analyze.js';
import { chanceText } from '../../src/engine/exact/chance.js';
import { turnOracle } from '../../src/engine/analysis/oracle.js';
import { createStrategy } from '../../src/engine/game/strategies.js';
import { solve } from '../../src/engine/game/solve.js';
import { openingTotals } from '../../src/engine/openings/table.js';
import { formatFeedback } from '../../src/core/feedback.js';
import { playGuesses } from '../../src/core/history.js';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { gameConfig } from '../../src/strategies/context.js';
import { readOpeningsFile } from '../../src/node/openings-file.js';
import { shippedOpeningsPath } from '../../src/node/openings-text.js';
import { readTreeFile, shippedTreePath } from '../../src/node/tree-file.js';
import { REVIEW_GAMES, type ReviewGame } from '../review-games.js';
import { HAS_CHROMIUM, webForTests } from './harness.js';

const GAMES = REVIEW_GAMES.filter((g) => ['jeans', 'piped', 'shake', 'jaunt', 'tiger'].includes(g.answer));

/** The library's review of a game, with the shipped table and tree as the app has them, and the strategy's own game. */
function libraryReview(g: ReviewGame): GameAnalysis & { bot: string[] } {
  const words = builtinWordSet(g.list);
  const path = shippedOpeningsPath(g.list, g.hard ? 'hard' : 'normal');
  const setup = {
    ...(g.list === 'classic' ? { tree: readTreeFile(shippedTreePath(g.hard), words) } : {}),
    ...(existsSync(path) ? { openings: openingTotals(readOpeningsFile(path)) } : {}),
  };
  const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers), { hard: g.hard });
  const history = playGuesses(g.guesses, g.answer);
  const review = analyzeGame(config, history, createStrategy('optimal', setup), { exact: turnOracle(words, setup) });
  const bot = review.summary.solved ? solve(config, createStrategy('optimal', setup), g.answer).steps : [];
  return { ...review, bot: bot.map((t) => t.guess) };
}

const pct = (x: number) => (x > 0 && x < 0.0005 ? '<0.1%' : `${(100 * x).toFixed(1)}%`);

/** A turn's row as the page's table shows it (web/src/components/analysis-table.tsx). */
function row(t: TurnAnalysis, wins: boolean): string[] {
  const e = t.exact;
  const best = e === null ? `(${t.best.guess.toUpperCase()} ${t.best.expectedBits.toFixed(2)} bits)` : '';
  const lost = e === null ? '' : e.chanceLost > 0 ? `${pct(e.chanceLost)}\u00a0win` : (e.guessesLost ?? 0).toFixed(3);
  // (where a loss is possible, a chance to win stands above the expected guesses, in the same cell)
  const chance = (p: number) => (wins ? chanceText(p) : '');
  return [
    `${t.before}→${t.after}`,
    t.actualBits.toFixed(2),
    t.expectedBits.toFixed(2),
    e === null ? '' : `${chance(e.winChance)}${e.expectedGuesses.toFixed(3)}`,
    e === null ? best : `${e.bestGuess.toUpperCase()} ${chance(e.bestWinChance)}${e.bestExpectedGuesses.toFixed(3)}`,
    `${e === null ? '~' : ''}${t.skill}`,
    `${e === null || e.luckGuesses === null ? '~' : ''}${t.luck}`,
    lost,
  ];
}

describe.skipIf(!HAS_CHROMIUM)('the web page reviews a game as the library does, exactly', () => {
  const web = webForTests();

  it.each(GAMES.map((g) => [`${g.list}${g.hard ? ' hard' : ''}: ${g.guesses.join(' ')}`, g] as const))(
    '%s',
    async (_, g) => {
      const lib = libraryReview(g);
      const h = playGuesses(g.guesses, g.answer)
        .map((t) => `${t.guess}.${formatFeedback(t.pattern, 5)}`)
        .join(',');
      const page = await web().open(`#mode=analyse&list=${g.list}${g.hard ? '&hard=1' : ''}&h=${h}`);
      // The exact review, however long it takes on this machine (never the estimates shown before it).
      const exact = page.locator('.analysis[data-state=exact]');
      await exact.waitFor({ timeout: 600_000 });
      const cells = await exact
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
      const wins = lib.turns.some((t) => t.exact !== null && t.exact.bestWinChance < 1);
      expect(cells).toEqual(lib.turns.map((t) => row(t, wins)));
      const s = lib.summary;
      const summary = await exact.locator('.summary').textContent();
      expect(summary).toContain(`Skill ${s.skill} · Luck ${s.luck} · ${s.actualBits.toFixed(2)} bits gained`);
      if (s.chanceLost > 0) expect(summary).toContain(`${pct(s.chanceLost)} chance to win lost`);
      // The strategy's own game for the same answer, beside yours (none for a lost game: no answer known).
      const bot = await page
        .locator('[data-testid=bot-path] tbody tr td:nth-child(3)')
        .evaluateAll((tds) => tds.map((td) => (td.textContent ?? '').toLowerCase()).filter((w) => w !== ''));
      expect(bot).toEqual(lib.bot);
      await page.close();
    },
    900_000,
  );
});
