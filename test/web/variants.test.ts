/**
 * The Variants screen in Debian's Chromium: several boards (a hand-checked Dordle game won, the
 * hint equal to the core's multi-board suggestion, eight boards drawn), Absurdle (the adversary's
 * answers, the shortest win, the challenge lost) and other word lengths.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { scoreBoards } from '../../src/core/boards.js';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { seededAnswers } from '../../src/engine/game/bench.js';
import { Session } from '../../src/engine/game/session.js';
import { gameConfig } from '../../src/strategies/context.js';
import { createStrategy, DEFAULT_BOARDS_STRATEGY } from '../../src/engine/game/strategies.js';
import { HAS_CHROMIUM, webForTests } from './harness.js';

if (!HAS_CHROMIUM) console.warn('test/web: /usr/bin/chromium not found; skipping the Variants browser tests');

vi.setConfig({ expect: { poll: { timeout: 15_000 } } });

const words = builtinWordSet('classic');

describe.skipIf(!HAS_CHROMIUM)('the Variants screen in Chromium', () => {
  const web = webForTests();

  /** A new page at `hash`, collecting uncaught errors. */
  const open = (hash: string): Promise<Page> => web().open(hash);

  const typeWord = async (page: Page, word: string): Promise<void> => {
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
  };
  const tileLabels = (page: Page, label: string) =>
    page
      .locator(`[role="group"][aria-label="${label}"] .tile`)
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

  it('is offered in the menu, and plays a Dordle to a win: feedback per board, a solved board stops', async () => {
    const page = await open('#mode=variants&variant=dordle&seed=3');
    // The header's link to the screen (on phones too: "Variants").
    await expect.poll(() => page.getByRole('link', { name: /^Variants/u }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.getByRole('tab', { name: 'Dordle' }).getAttribute('aria-selected')).toBe('true');
    const answers = seededAnswers(words, 2, 3); // the same seeded draw as `wordle play --boards 2 --seed 3`
    await expect
      .poll(() => page.getByTestId('boards-status').textContent())
      .toMatch(/^Dordle: guess all 2 words in 7 tries/u);

    await typeWord(page, 'zzzzz');
    await expect.poll(() => page.getByTestId('variant-message').textContent()).toBe('Not in word list');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace'); // the refused word stays, as in Wordle
    await typeWord(page, 'crane');
    const crane = scoreBoards('crane', answers, [false, false]);
    const names = ['gray', 'yellow', 'green'];
    for (const b of [0, 1]) {
      const want = [...'crane'].map(
        (c, i) => `${c.toUpperCase()}, letter ${i + 1}, ${names[Math.floor(crane[b]! / 3 ** i) % 3]}`,
      );
      await expect.poll(() => tileLabels(page, `Board ${b + 1}, guess 1`)).toEqual(want);
    }
    await typeWord(page, answers[0]!);
    await expect.poll(() => page.getByRole('group', { name: 'Board 1, solved' }).count()).toBe(1);
    await typeWord(page, answers[1]!);
    await expect.poll(() => page.getByTestId('boards-status').textContent()).toBe('Won in 3/7!');
    // Board 1 took no feedback after it was solved: two rows; board 2 three.
    expect(await page.getByTestId('board-1').getByRole('group').count()).toBe(2);
    expect(await page.getByTestId('board-2').getByRole('group').count()).toBe(3);
    await page.close();
  });

  it("gives the same hint as the core's multi-board suggestions", async () => {
    const page = await open('#mode=variants&variant=quordle&seed=11');
    const answers = seededAnswers(words, 4, 11);
    await expect.poll(() => page.getByTestId('boards-status').textContent()).toMatch(/^Quordle/u);
    await typeWord(page, 'soare');
    await page.getByRole('button', { name: 'Hint' }).click();
    const matrix = buildPatternMatrix(words.guesses, words.answers);
    const session = new Session(gameConfig(words, matrix), createStrategy(DEFAULT_BOARDS_STRATEGY, { boards: 4 }), {
      boards: 4,
    });
    session.play({ guess: 'soare', patterns: scoreBoards('soare', answers, [false, false, false, false]) });
    const want = session.suggestions(5).map((s) => s.word.toUpperCase());
    await expect
      .poll(() => page.getByTestId('hints').locator('tbody th').allTextContents(), { timeout: 30_000 })
      .toEqual(want);
    await page.close();
  });

  it('shows proven values in a Dordle endgame, as the core advises', async () => {
    const page = await open('#mode=variants&variant=dordle&seed=11');
    const answers = seededAnswers(words, 2, 11);
    await expect.poll(() => page.getByTestId('boards-status').textContent()).toMatch(/^Dordle/u);
    await typeWord(page, 'soare');
    await typeWord(page, answers[0]!); // board 1 solved, board 2 open: the one-board search proves it
    await page.getByRole('button', { name: 'Hint' }).click();
    const matrix = buildPatternMatrix(words.guesses, words.answers);
    const session = new Session(gameConfig(words, matrix), createStrategy(DEFAULT_BOARDS_STRATEGY, { boards: 2 }), {
      boards: 2,
    });
    session.play({ guess: 'soare', patterns: scoreBoards('soare', answers, [false, false]) });
    session.play({ guess: answers[0]!, patterns: scoreBoards(answers[0]!, answers, [false, false]) });
    const advice = session.suggestions(5);
    expect(advice.every((s) => s.proven === true)).toBe(true);
    await expect
      .poll(() => page.getByTestId('hints').locator('tbody th').allTextContents(), { timeout: 30_000 })
      .toEqual(advice.map((s) => s.word.toUpperCase()));
    expect(await page.getByTestId('hints-proven').count()).toBe(1);
    const first = await page.getByTestId('hints').locator('tbody tr').first().locator('td').allTextContents();
    expect(first.slice(0, 2)).toEqual([
      `${(100 * advice[0]!.winChance!).toFixed(1)}%`,
      advice[0]!.expectedGuesses!.toFixed(3),
    ]);
    await page.screenshot({ path: '/tmp/boardswire-dordle-hint.png' });
    await page.close();
  });

  it('draws eight boards for Octordle and six tiles a row at six letters', async () => {
    const page = await open('#mode=variants&variant=octordle&seed=1');
    await expect.poll(() => page.locator('.mini-board').count()).toBe(8);
    await expect.poll(() => page.getByTestId('boards-status').textContent()).toMatch(/in 13 tries/u);
    await page.getByRole('tab', { name: 'Wordle' }).click();
    await page.getByLabel('Word length').selectOption('6');
    await expect
      .poll(() => page.getByTestId('boards-status').textContent())
      .toMatch(/^Wordle: guess the word in 6 tries/u);
    await page.keyboard.type('planet');
    await expect.poll(() => page.getByRole('group', { name: 'Board 1, typing' }).getByRole('img').count()).toBe(6);
    await page.close();
  });

  it('follows a link to another variant while the screen is open', async () => {
    const page = await open('#mode=variants&variant=dordle&seed=3');
    await expect.poll(() => page.getByTestId('boards-status').textContent()).toMatch(/^Dordle/u);
    await page.goto(`${web().url}#mode=variants&variant=absurdle`);
    await expect.poll(() => page.getByRole('tab', { name: 'Absurdle' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByTestId('absurdle-status').textContent()).toMatch(/2315 words possible/u);
    await page.goto(`${web().url}#mode=variants&variant=quordle&length=6&seed=2`);
    await expect.poll(() => page.getByTestId('boards-status').textContent()).toMatch(/^Quordle/u);
    await expect.poll(() => page.getByRole('combobox', { name: 'Word length' }).inputValue()).toBe('6');
    await page.close();
  });

  it('plays Absurdle: the adversary keeps the largest group, and the shortest win is 4, proven', async () => {
    const page = await open('#mode=variants&variant=absurdle');
    await expect.poll(() => page.getByTestId('absurdle-status').textContent()).toMatch(/2315 words possible/u);
    await typeWord(page, 'arise');
    await expect
      .poll(() => page.getByTestId('absurdle-left-1').textContent())
      .toBe('168 left, the largest of 123 groups');
    await typeWord(page, 'yauld');
    await expect
      .poll(() => page.getByTestId('absurdle-left-2').textContent())
      .toBe('15 left, the largest of 28 groups');
    await typeWord(page, 'tench');
    await expect.poll(() => page.getByTestId('absurdle-words').textContent()).toBe('Still possible: motto');
    await typeWord(page, 'motto');
    await expect.poll(() => page.getByTestId('absurdle-status').textContent()).toBe('Won in 4!');
    await page.getByRole('button', { name: 'Shortest win' }).click();
    await expect
      .poll(() => page.getByTestId('absurdle-solution').textContent(), { timeout: 30_000 })
      .toMatch(/^ARISE → YAULD → TENCH → MOTTO: 4 guesses, proven minimal \(no 3 guesses can force a win\)/u);
    await page.close();
  });

  it('Absurdle challenge: lost once the target is ruled out', async () => {
    const page = await open('#mode=variants&variant=absurdle&seed=5&challenge=1');
    const target = seededAnswers(words, 1, 5)[0]!;
    await expect
      .poll(() => page.getByTestId('absurdle-status').textContent())
      .toContain(`end on ${target.toUpperCase()}`);
    // A guess whose kept group does not hold the target (arise keeps the 168 words with none of a, r, i, s, e).
    const guess = /[arise]/u.test(target) ? 'arise' : 'mount';
    await typeWord(page, guess);
    await expect
      .poll(() => page.getByTestId('absurdle-status').textContent())
      .toMatch(/^(Lost: .* was ruled out\.|Challenge: )/u);
    await page.close();
  });
});
