/**
 * One game, one review (issue 35, item 2), the web page's side: every game of test/review-games.ts
 * (normal, hard, widened, lost) reviewed on the Analyse screen must show every figure the library
 * gives, the strategy's own game beside it with its chance to win and expected guesses after each
 * of its guesses, and the Assist screen's suggestions for the position before the game's last
 * guess must be the library Session's (test/cli/review-same checks the CLI's JSON against the
 * same library review and Session). The page first shows one-step estimates, then the exact
 * review replaces them: the test waits for the exact one (`data-state=exact`) as long as it
 * takes, and never reads the estimates. One page serves every game (its hash changes), so the
 * browser's part stays short.
 */
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeGame, type GameAnalysis, type TurnAnalysis } from '../../src/engine/analysis/analyze.js';
import type { BotPath } from '../../src/engine/analysis/bot-path.js';
import { chanceText } from '../../src/engine/exact/chance.js';
import { turnOracle } from '../../src/engine/analysis/oracle.js';
import { createStrategy } from '../../src/engine/game/strategies.js';
import { Session } from '../../src/engine/game/session.js';
import type { Suggestion } from '../../src/engine/game/suggestion.js';
import { openingTotals } from '../../src/engine/openings/table.js';
import { formatFeedback } from '../../src/core/feedback.js';
import { playGuesses } from '../../src/core/history.js';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import type { History } from '../../src/core/types.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { gameConfig, type GameConfig } from '../../src/strategies/context.js';
import { readOpeningsFile } from '../../src/node/openings-file.js';
import { shippedOpeningsPath } from '../../src/node/openings-text.js';
import { readTreeFile, shippedTreePath } from '../../src/node/tree-file.js';
import { REVIEW_GAMES, type ReviewGame } from '../review-games.js';
import { HAS_CHROMIUM, webForTests } from './harness.js';
import { cellsOf, suggestionRow } from './tables.js';

/** The shipped table and tree, as the app has them. */
function setupOf(g: ReviewGame) {
  const words = builtinWordSet(g.list);
  const path = shippedOpeningsPath(g.list, g.hard ? 'hard' : 'normal');
  return {
    words,
    setup: {
      ...(g.list === 'classic' ? { tree: readTreeFile(shippedTreePath(g.hard), words) } : {}),
      ...(existsSync(path) ? { openings: openingTotals(readOpeningsFile(path)) } : {}),
    },
  };
}

/** The library's review of a game (the strategy's own game beside it when solved: the page gives no answer). */
function libraryReview(g: ReviewGame, config: GameConfig): GameAnalysis {
  const { words, setup } = setupOf(g);
  const history = playGuesses(g.guesses, g.answer);
  return analyzeGame(config, history, createStrategy('optimal', setup), { exact: turnOracle(words, setup) });
}

/** The library Session's ten suggestions after `before`. */
function librarySuggestions(g: ReviewGame, config: GameConfig, before: History): readonly Suggestion[] {
  const session = new Session(config, createStrategy('optimal', setupOf(g).setup));
  session.playAll(before);
  return session.suggestions(10);
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

/** The strategy's guesses and figures as the page's bot-path table shows them (web/src/components/bot-path.tsx). */
function botRows(bot: BotPath, turns: readonly TurnAnalysis[]): string[][] {
  const wins =
    turns.some((t) => t.exact !== null && t.exact.bestWinChance < 1) ||
    bot.steps.some((s) => s.winChance !== null && s.winChance < 1);
  return bot.steps.map((s) => [
    s.guess,
    s.expectedGuesses === null
      ? ''
      : `${wins && s.winChance !== null ? chanceText(s.winChance) : ''}${s.expectedGuesses.toFixed(3)}`,
  ]);
}

/** The hash of a screen for a game's options and history. */
function hashOf(mode: string, g: ReviewGame, history: History): string {
  const h = history.map((t) => `${t.guess}.${formatFeedback(t.pattern, 5)}`).join(',');
  // (equal weights, as the library's review here: on today's NYT list the page's default is the history prior)
  return `#mode=${mode}&list=${g.list}${g.hard ? '&hard=1' : ''}&strategy=optimal&prior=uniform&h=${h}`;
}

describe.skipIf(!HAS_CHROMIUM)('the web page reviews a game and suggests as the library does, exactly', () => {
  const web = webForTests();
  let page: Page;
  beforeAll(async () => {
    page = await web().open('#mode=analyse');
  }, 120_000);
  afterAll(async () => {
    await page.close();
  });

  /** Move the one page to `hash` (the app follows its hash). */
  const go = (hash: string) => page.evaluate(`location.hash = ${JSON.stringify(hash)}`);

  it.each(REVIEW_GAMES.map((g) => [`${g.list}${g.hard ? ' hard' : ''}: ${g.guesses.join(' ')}`, g] as const))(
    '%s',
    async (_, g) => {
      const { words } = setupOf(g);
      const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers), { hard: g.hard });
      const history = playGuesses(g.guesses, g.answer);

      // The suggestions before the last guess (the page may show the previous position's for a
      // moment). The page is moved first: its worker computes while this thread computes the library's.
      await go(hashOf('assist', g, history.slice(0, -1)));
      const want = librarySuggestions(g, config, history.slice(0, -1));
      const wins = await (async () => {
        const table = page.locator('table.suggestions');
        await table.locator('tbody tr').first().waitFor({ timeout: 600_000 });
        return table.evaluate((t) => t.classList.contains('wins'));
      })();
      await expect
        .poll(() => cellsOf(page, 'table.suggestions tbody tr', 'th, td', true), { timeout: 120_000 })
        .toEqual(want.map((s) => suggestionRow(s, wins)));
      // (the table's chance-to-win column is there exactly when some suggestion can lose)
      expect(wins).toBe(want.some((s) => s.won !== undefined && s.weight !== undefined && s.won < s.weight));

      // The exact review, however long it takes on this machine (never the estimates shown before it).
      await go(hashOf('analyse', g, history));
      const lib = libraryReview(g, config);
      const exact = page.locator('.analysis[data-state=exact]');
      const anyLoss = lib.turns.some((t) => t.exact !== null && t.exact.bestWinChance < 1);
      // (the Assist screen was shown last: the exact review that comes is this game's)
      await exact.waitFor({ timeout: 600_000 });
      await expect
        .poll(() => cellsOf(page, '.analysis[data-state=exact] tbody tr', 'td'), { timeout: 30_000 })
        .toEqual(lib.turns.map((t) => row(t, anyLoss)));
      const s = lib.summary;
      const summary = await exact.locator('.summary').textContent();
      expect(summary).toContain(`Skill ${s.skill} · Luck ${s.luck} · ${s.actualBits.toFixed(2)} bits gained`);
      if (s.chanceLost > 0) expect(summary).toContain(`${pct(s.chanceLost)} chance to win lost`);
      // The strategy's own game for the same answer beside yours, with its figures (none for a lost
      // game: the page is given no answer).
      const bot = await cellsOf(page, '[data-testid=bot-path] tbody tr', 'th, td');
      const its = bot.filter((r) => r[2] !== '').map((r) => [r[2]!.toLowerCase(), r[3]!]);
      expect(its).toEqual(lib.bot === null ? [] : botRows(lib.bot, lib.turns));
      expect(lib.bot === null).toBe(!s.solved);
    },
    900_000,
  );

  it("refuses a hard-mode game that breaks hard mode, in the library's one message (no grades that mean nothing)", async () => {
    // CRANE after PILOT=bybyg breaks hard mode's "5th letter must be T" (moist).
    await go('#mode=analyse&list=classic&hard=1&h=pilot.bybyg,crane.bbbbb,moist.ggggg');
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: 120_000 })
      .toContain(
        'turn 2 (CRANE) breaks hard mode: 5th letter must be T; a hard-mode game cannot play it (review the game without hard mode)',
      );
    expect(await page.locator('.analysis').count()).toBe(0);
  });
});
