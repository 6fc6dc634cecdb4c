/**
 * The web app's everyday features in Chromium: the explanation of any guess (checked against the
 * core's partition), the analysis of a pasted share grid in plain words, the statistics and help
 * screens, and a phone layout that shows the suggestions without scrolling.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { allCandidates, applyTurn } from '../../src/core/filter.js';
import { formatFeedback } from '../../src/core/feedback.js';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { Partitioner } from '../../src/core/partition.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { GRADE_MEANING } from '../../src/engine/analysis/grade.js';
import { HAS_CHROMIUM, webForTests } from './harness.js';

vi.setConfig({ expect: { poll: { timeout: 15_000 } } });

const words = builtinWordSet('classic');
const matrix = buildPatternMatrix(words.guesses, words.answers);

/** Group sizes of `guess` after soare=bbybb, largest first: what the explanation must list. */
function groupSizes(history: { guess: string; pattern: number }[], guess: string): number[] {
  let c = allCandidates(words);
  for (const t of history) c = applyTurn(words, c, { guess: t.guess, pattern: t.pattern as never }, matrix);
  const groups = new Partitioner(matrix).groups(words.index.get(guess)!, c);
  return [...groups.values()].map((g) => g.length).sort((a, b) => b - a);
}

describe.skipIf(!HAS_CHROMIUM)('web app features', () => {
  const web = webForTests();

  const showAll = async (page: Page) => {
    const more = page.getByRole('button', { name: /^Show all/u });
    if ((await more.count()) > 0) await more.click();
  };
  const outcomeCounts = async (page: Page) =>
    (await page.locator('table.outcomes tbody tr td:nth-child(2)').allTextContents()).map(Number);

  it('explains a suggested guess and a typed one: every colouring, answers left, chance to win', async () => {
    const pattern = scoreGuess('soare', 'cigar');
    const history = [{ guess: 'soare', pattern: pattern as number }];
    const page = await web().open(`#mode=assist&list=classic&strategy=entropy&h=soare.${formatFeedback(pattern, 5)}`);
    const top = page.locator('table.suggestions tbody th').first();
    await expect.poll(() => top.textContent()).toMatch(/^[A-Z]{5}$/u);
    const word = ((await top.textContent()) ?? '').toLowerCase();
    // By default the top suggestion is explained.
    await expect.poll(() => page.locator('#explain-title').textContent()).toBe(`Why ${word.toUpperCase()}?`);
    await page.locator('table.outcomes').waitFor();
    await showAll(page);
    await expect.poll(() => outcomeCounts(page)).toEqual(groupSizes(history, word));
    // A typed word: a candidate, so it can win this turn with chance 1/n.
    const remaining = Number(await page.getByTestId('remaining').textContent());
    await page.locator('#guess-input').fill('cigar');
    await expect.poll(() => page.locator('#explain-title').textContent()).toBe('Why CIGAR?');
    await expect.poll(() => page.getByTestId('win-chance').textContent()).toBe(`${(100 / remaining).toFixed(1)}%`);
    await showAll(page);
    await expect.poll(() => outcomeCounts(page)).toEqual(groupSizes(history, 'cigar'));
    // Few answers left in an outcome: they are listed; all green says solved.
    expect(await page.locator('table.outcomes').textContent()).toContain('solved');
    await page.close();
  });

  it('analyses a pasted share grid with the answer and the guesses, in plain words', async () => {
    const answer = words.answers[0]!; // cigar
    const guesses = ['soare', 'crane', answer];
    const grid = guesses.map((g) => formatFeedback(scoreGuess(g, answer), 5, 'emoji')).join('\n');
    const page = await web().open('#mode=analyse&list=classic');
    await page.getByTestId('share-input').fill(`Wordle 0 3/6\n\n${grid}`);
    await page.getByTestId('answer-input').fill(answer);
    await page.getByPlaceholder('Guess 1').fill('soare');
    await page.getByPlaceholder('Guess 2').fill('sugar'); // wrong colours: refused with the reason
    await expect.poll(() => page.locator('.row-problem').textContent()).toContain('does not get these colours');
    await page.getByPlaceholder('Guess 2').fill('crane');
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await expect.poll(() => page.url()).toContain(`h=soare.`);
    await expect.poll(() => page.locator('.turn-words li').count()).toBe(3);
    // Skill and luck in the engine's one definition (the Help says the same: see below), a click away
    // (issue 51: the review opens with the game, not with 150 words of definitions).
    const terms = page.locator('.analysis details.terms-box').first();
    expect(await terms.evaluate((d) => (d as unknown as { open: boolean }).open)).toBe(false);
    await terms.locator('summary').click();
    expect(await terms.textContent()).toContain(`Skill ${GRADE_MEANING.skill}Luck ${GRADE_MEANING.luck}`);
    // (the header "Wordle 0" is the NYT's puzzle #0: played on the NYT's list)
    expect(await page.locator('.turn-words li').first().textContent()).toMatch(
      /^Turn 1: SOARE left \d+ of 3158 answers/u,
    );
    await page.close();
  });

  it('shows statistics and help as screens of their own', async () => {
    const page = await web().open('#mode=stats');
    await expect.poll(() => page.locator('#stats-title').textContent()).toBe('Statistics');
    expect(await page.locator('.distribution li').count()).toBe(6);
    await page.getByRole('link', { name: 'Help' }).click();
    await expect.poll(() => page.locator('h2').first().textContent()).toBe('How to use wordlekit');
    // Skill and luck defined as the analysis defines them: the engine's words, once.
    const term = (name: string) => page.locator(`.terms dt:text-is("${name}") + dd`).textContent();
    expect(await term('Skill')).toBe(GRADE_MEANING.skill);
    expect(await term('Luck')).toBe(GRADE_MEANING.luck);
    expect(await term('Largest group')).toMatch(/^The most answers the guess can leave/u);
    await page.close();
  });

  it.each([
    ['the opening', '#mode=assist&list=classic&strategy=entropy'],
    [
      'after two turns',
      `#mode=assist&list=classic&strategy=entropy&h=soare.${formatFeedback(scoreGuess('soare', 'nymph'), 5)},clint.${formatFeedback(scoreGuess('clint', 'nymph'), 5)}`,
    ],
  ])('shows the top suggestions on a 390×844 phone without scrolling: %s', async (_what, hash) => {
    const page = await web().open(hash, { width: 390, height: 844 });
    const rows = page.locator('table.suggestions tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    const box = await rows.nth(2).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.close();
  });
});
