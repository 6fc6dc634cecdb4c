/**
 * One game, one review on several boards (issue 35, item 2), the web page's side: the Variants
 * screen, once a Dordle, Quordle or Octordle game of test/review-boards-games.ts ends, shows the
 * library's review (reviewBoardsGame) figure for figure (test/cli/review-boards checks the CLI's
 * JSON against the same library review). `BOARDS_REVIEW_SHOTS=DIR` also saves screenshots into DIR.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import type { Word } from '../../src/core/types.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { reviewBoardsGame, type BoardsMove, type BoardsTurnReview } from '../../src/engine/boards/review.js';
import { gameConfig } from '../../src/strategies/context.js';
import { createStrategy, DEFAULT_BOARDS_STRATEGY } from '../../src/engine/game/strategies.js';
import { BOARDS_REVIEW_GAMES } from '../review-boards-games.js';
import { HAS_CHROMIUM, webForTests } from './harness.js';

if (!HAS_CHROMIUM) console.warn('test/web: /usr/bin/chromium not found; skipping the boards review browser test');

vi.setConfig({ expect: { poll: { timeout: 30_000 } } });

const words = builtinWordSet('classic');
const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));

/**
 * A finish figure as the page must show it: a proven value unmarked (with its chance to win below
 * 100%), ~ an estimate, ≤ a bound (with its chance to win below 100%).
 */
function finish(m: BoardsMove): string {
  const p = m.proven;
  if (p !== undefined) {
    const e = p.expectedGuesses.toFixed(3);
    return p.won < p.weight ? `${e} win ${(100 * p.winChance).toFixed(1)}%` : e;
  }
  const f = m.finish;
  if (f === null) return '-';
  const g = f.expectedGuesses.toFixed(3);
  if (f.label === 'estimate') return `~${g}`;
  return f.winChance < 1 ? `≤${g} win ≥${(100 * f.winChance).toFixed(1)}%` : `≤${g}`;
}

function verdict(t: BoardsTurnReview): string {
  const v = t.verdict;
  if (v.kind === 'best') return "the advice's guess";
  if (v.kind === 'good') return 'as good';
  if (v.unit === 'chance to win') return `lost ${(100 * v.by).toFixed(1)}% chance to win`;
  return `lost ${t.measure === 'rollout' ? '~' : ''}${v.by.toFixed(v.unit === 'bits' ? 2 : 3)} ${v.unit}`;
}

const left = (ns: readonly (number | null)[], now: readonly number[] = []) =>
  ns.map((n, b) => (n === null ? '-' : now.includes(b + 1) ? '✓' : String(n))).join(' ');

/** A turn's row as the page's table must show it. */
const row = (t: BoardsTurnReview): string[] => [
  String(t.turn),
  t.guess.toUpperCase(),
  `${left(t.boardsBefore)} → ${left(t.boardsAfter, t.solvedNow)}`,
  t.measure,
  t.advice.word.toUpperCase(),
  t.advice.entropy.toFixed(2),
  finish(t.advice),
  t.yours.entropy.toFixed(2),
  finish(t.yours),
  verdict(t),
];

/** axe-core's WCAG 2.1 A and AA violations inside the review (as test/web/a11y.test.ts runs it on every screen). */
async function axeReview(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const result = (await page.evaluate(
    `axe.run('[data-testid="boards-review"]', { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })`,
  )) as { violations: { id: string; nodes: { target: string[] }[] }[] };
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

describe.skipIf(!HAS_CHROMIUM)('the Variants screen reviews a game on several boards', () => {
  const web = webForTests();

  const tableRows = (page: Page): Promise<string[][]> =>
    page
      .locator('[data-testid="boards-review"] table.suggestions')
      .first()
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent ?? '')));

  it.each(BOARDS_REVIEW_GAMES.map((g, i) => [g.variant, g, SIZES[i]!] as const))(
    "%s: the library's figures, its summary and the advice's game",
    async (_, g, size) => {
      const page = await web().open(`#mode=variants&variant=${g.variant}&seed=${g.seed}`, size);
      await expect.poll(() => page.getByTestId('boards-status').textContent()).toMatch(/guess 1$/u);
      for (const w of g.guesses) {
        await page.keyboard.type(w);
        await page.keyboard.press('Enter');
      }
      const lib = reviewBoardsGame(
        config,
        createStrategy(DEFAULT_BOARDS_STRATEGY, { boards: 2 }),
        g.answers as readonly Word[],
        g.guesses,
      );
      await expect.poll(() => tableRows(page)).toEqual(lib.turns.map(row));
      const summary = (await page.getByTestId('review-summary').textContent()) ?? '';
      expect(summary).toContain(
        lib.summary.won ? `won in ${lib.summary.guesses} of ${lib.maxGuesses}` : `lost: ${lib.summary.boardsSolved} of`,
      );
      expect(summary).toContain(`the rollout advice: ${lib.summary.botGuesses}`);
      const bot = await page
        .getByTestId('review-bot')
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[2]?.textContent ?? ''));
      expect(bot.filter((w) => w !== '')).toEqual(lib.bot.steps.map((s) => s.guess.toUpperCase()));
      if (g.variant === 'dordle') expect(await axeReview(page)).toEqual([]);
      const dir = process.env['BOARDS_REVIEW_SHOTS'];
      if (dir !== undefined) {
        await page.screenshot({ path: join(dir, `review-${g.variant}-${size.width}.png`), fullPage: true });
      }
      await page.close();
    },
    60_000,
  );
});
