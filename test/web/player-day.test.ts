/**
 * A player's day in the web app (issue 51), walked through as a daily player would, in Debian's
 * Chromium on a 390 × 844 phone (and at 1280 px where the point is a desktop's): each of the nine
 * things a player hit is reproduced here, and must now go as a player expects.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { formatFeedback } from '../../src/core/feedback.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { chooseAnswer } from '../../src/engine/game/game.js';
import { localPuzzleNumber } from '../../src/engine/history/numbering.js';
import { HAS_CHROMIUM, webForTests } from './harness.js';

vi.setConfig({ expect: { poll: { timeout: 20_000 } } });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A game's turns as a link's `h=`, each scored against `answer`. */
const turns = (answer: string, ...guesses: string[]): string =>
  guesses.map((g) => `${g}.${formatFeedback(scoreGuess(g, answer), 5)}`).join(',');

/** Enter a turn in the assistant as a player does: type it, tap each tile to its colour, Add turn. */
async function addTurn(page: Page, guess: string, colours: string): Promise<void> {
  await page.locator('#guess-input').fill(guess);
  const tiles = page.getByRole('group', { name: 'Next guess' }).getByRole('button');
  for (let i = 0; i < 5; i++) for (let k = 0; k < 'byg'.indexOf(colours[i]!); k++) await tiles.nth(i).click();
  await page.getByRole('button', { name: 'Add turn' }).click();
}

/** The assistant's turns on the board. */
const boardTurns = (page: Page) =>
  page.getByRole('group', { name: /^Turn \d: / }).evaluateAll((g) => g.map((e) => e.getAttribute('aria-label')));

/** The header's link to a screen (by the name a phone shows). */
const screen = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name });

/** Type a word in Play on the physical keyboard. */
async function play(page: Page, word: string): Promise<void> {
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
}

/** Scored tiles on Play's board. */
const scored = (page: Page) => page.locator('.board .tile.gray, .board .tile.yellow, .board .tile.green').count();

describe.skipIf(!HAS_CHROMIUM)("a player's day (issue 51)", () => {
  const web = webForTests();

  it('1. keeps the game in progress across screens, a reload and a new tab; URL and storage agree; a corrupted store falls back', async () => {
    const page = await web().open('#mode=assist&list=classic&strategy=entropy', PHONE, { fresh: true });
    await addTurn(page, 'crane', 'bbyyb');
    await expect.poll(() => page.url()).toContain('h=crane.bbyyb');
    const crane = ['Turn 1: CRANE'];
    // Help, then back to the Assistant, as a player taps them: the turn is there (it was an empty board).
    await screen(page, 'Help').click();
    await expect.poll(() => page.url()).toContain('mode=help');
    await screen(page, 'Assist').click();
    await expect.poll(() => boardTurns(page)).toEqual(crane);
    // The same through Play and Analyse.
    for (const name of ['Play', 'Analyse']) {
      await screen(page, name).click();
      await screen(page, 'Assist').click();
      await expect.poll(() => boardTurns(page)).toEqual(crane);
    }
    // A reload, then a new tab at the bare address: the game and its options.
    await page.reload();
    await expect.poll(() => boardTurns(page)).toEqual(crane);
    const tab = await web().open('', PHONE);
    await expect.poll(() => boardTurns(tab)).toEqual(crane);
    expect(await tab.getByLabel('Word list').inputValue()).toBe('classic');
    expect(await tab.getByLabel('Strategy').inputValue()).toBe('entropy');
    // The URL and the storage say the same.
    const saved = JSON.parse((await tab.evaluate("localStorage.getItem('wordlekit:state')")) as string) as {
      links: { assist: string };
    };
    expect(new URL(tab.url()).hash).toBe(saved.links.assist);
    // A corrupted store: the defaults, nothing thrown.
    await tab.evaluate(`localStorage.setItem('wordlekit:state', '{"v":1,"today":1,"links":{"assist":')`);
    for (const p of [page, tab]) await p.close();
    const broken = await web().open('', PHONE);
    await expect.poll(() => broken.locator('table.suggestions tbody tr').count()).toBe(10);
    expect(await boardTurns(broken)).toEqual([]);
    expect(await broken.getByLabel('Word list').inputValue()).toBe('nyt');
    await broken.close();
  });

  it("2. Play: today's NYT puzzle apart from practice games, drawn at random and replayed from their link; a game in progress never dropped", async () => {
    const today = localPuzzleNumber(new Date());
    const page = await web().open('#mode=play', PHONE, { fresh: true });
    // Today's puzzle, which the shipped history does not have (it ends 2026-05-31): said so, with the way out.
    await expect.poll(() => page.getByTestId('missing-day').textContent()).toContain(`NYT Wordle #${today}`);
    expect(await page.getByTestId('missing-day').textContent()).toContain('the app cannot know its answer');
    expect(await page.getByTestId('puzzle-name').textContent()).toContain(`NYT Wordle #${today}`);
    await page.getByRole('button', { name: 'Play a practice game' }).click();
    // A practice game: named so, six digits (never an NYT number), its answer the seed's draw.
    await expect
      .poll(() => page.getByTestId('puzzle-name').textContent())
      .toMatch(/^Practice #[1-9]\d{5} · not an NYT puzzle/u);
    const first = Number(/game=(\d+)/u.exec(page.url())![1]);
    const answer = chooseAnswer(builtinWordSet('nyt'), { kind: 'seed', seed: first });
    await page.locator('.board').click();
    await play(page, 'soare');
    await expect.poll(() => scored(page)).toBe(5);
    const colours = await page
      .getByRole('group', { name: 'Guess 1' })
      .locator('.tile')
      .evaluateAll((ts) => ts.map((t) => t.className));
    const want = formatFeedback(scoreGuess('soare', answer), 5, 'digits');
    expect(colours.map((c) => ['gray', 'yellow', 'green'].findIndex((k) => c.includes(k))).join('')).toBe(want);
    // Leaving Play and coming back: the same game, its guess.
    await screen(page, 'Help').click();
    await expect.poll(() => page.locator('main').textContent()).toContain('Practice #483920');
    expect(await page.locator('main').textContent()).not.toContain("Today's game");
    await screen(page, 'Play').click();
    await expect.poll(() => scored(page)).toBe(5);
    expect(page.url()).toContain(`game=${first}`);
    // Another practice game: another number; the unfinished one is one click away.
    await page.getByRole('button', { name: 'New practice game' }).click();
    await expect.poll(() => /game=(\d+)/u.exec(page.url())?.[1]).not.toBe(String(first));
    await expect
      .poll(() => page.getByTestId('unfinished').textContent())
      .toContain(`Practice #${first} is not finished (1 guess)`);
    await page.getByRole('button', { name: 'Back to it' }).click();
    await expect.poll(() => scored(page)).toBe(5);
    // Its link replays the same word.
    const link = await web().open(`#mode=play&game=${first}&g=soare`, PHONE);
    await expect.poll(() => scored(link)).toBe(5);
    const again = await link
      .getByRole('group', { name: 'Guess 1' })
      .locator('.tile')
      .evaluateAll((ts) => ts.map((t) => t.className));
    expect(again).toEqual(colours);
    for (const p of [page, link]) await p.close();
  });

  it("3. the review says only what its table shows: solved on the answer alone, a best move skill 99, a lost game's headline says lost and by what", async () => {
    // A lost game (answer PIQUE): after SPILT two answers are left, and four guesses miss them.
    const lost = turns('pique', 'crane', 'spilt', 'fight', 'bowel', 'jazzy', 'mocks');
    const page = await web().open(`#mode=analyse&list=classic&h=${lost}`, PHONE);
    const exact = page.locator('.analysis[data-state=exact]');
    await exact.waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('game-verdict').textContent()).toBe(
      'The answer was not found in 6 guesses. The chance to win fell at turn 5, JAZZY (50.0%, where PIQUE kept 100%), then at turn 6, MOCKS (0%, where PIQUE kept 50.0%).',
    );
    const sentences = await page.locator('.turn-words li').allTextContents();
    expect(sentences.filter((t) => t.includes('solved'))).toEqual([]);
    expect(sentences[2]).toMatch(/^Turn 3: FIGHT left 2 of 2 answers; the best move was PIQUE/u);
    // #1490 (LORIS, an accepted word outside the likely answers) pasted from its share text: LORIS,
    // the one word left, solved it, a best move, skill 99, nothing lost.
    const game = ['tarse', 'doily', 'loris'];
    const grid = game.map((g) => formatFeedback(scoreGuess(g, 'loris'), 5, 'emoji')).join('\n');
    await page.goto(`${web().url}#mode=analyse&h=`);
    await page.getByTestId('share-input').fill(`Wordle 1,490 3/6\n\n${grid}`);
    await page.getByTestId('guesses-input').fill('tarse doily');
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await expect.poll(() => page.url()).toContain('day=1490');
    await exact.waitFor({ timeout: 120_000 });
    await expect.poll(() => page.locator('.turn-words li').count()).toBe(3);
    expect(await page.locator('.turn-words li').nth(2).textContent()).toMatch(
      /^Turn 3: LORIS solved it; LORIS was a best move .*skill 99/u,
    );
    const last = await exact.locator('tbody tr').nth(2).locator('td').allTextContents();
    expect([last.at(-3), last.at(-1)]).toEqual(['99', '0.000']);
    expect(await page.getByTestId('game-verdict').textContent()).toBe('Solved in 3.');
    // (point 9: one word left is one word that fits)
    expect(await page.getByTestId('analysis-widened').textContent()).toBe(
      'Turn 2: no likely answer fits: now the 1 accepted word that fits.',
    );
    await page.close();
  });

  it('4. changing the prior says why the answers left changed; the other accepted words that fit are there, as less likely', async () => {
    const page = await web().open('#mode=assist&h=tarse.bybyy', DESKTOP);
    await expect.poll(() => page.getByTestId('remaining').textContent()).toBe('13');
    expect(await page.getByTestId('option-words').textContent()).toContain(
      'Answers the NYT has not used yet count more',
    );
    // The accepted words outside the likely list that fit too: counted, listed on request (JEANS among them).
    await expect
      .poll(() => page.getByTestId('others').locator('h2').textContent())
      .toBe('Less likely: 146 more accepted words fit');
    await page.getByTestId('others').getByRole('button', { name: /^Show/u }).click();
    expect(await page.getByTestId('others').locator('ul.candidates').textContent()).toContain('JEANS');
    await page.getByLabel('Prior').selectOption('frequency');
    await expect.poll(() => page.getByTestId('remaining').textContent()).toBe('159');
    expect(await page.getByTestId('frequency-why').textContent()).toBe(
      'Under word frequency any accepted word can be the answer, weighted by how common it is: these colours fit 159 accepted words, 13 of them likely answers (the only ones that count with equal weights or the NYT history).',
    );
    expect(await page.getByTestId('option-words').textContent()).toContain('Any accepted word can be the answer');
    // (and the most likely of them are listed: 159 are too many to read)
    expect(await page.getByTestId('most-likely').textContent()).toBe('The 60 most likely:');
    expect(await page.locator('ul.candidates').first().locator('li').count()).toBe(60);
    await page.close();
  });

  it('5. says the order of the list, and past the search time puts the words a player knows first', async () => {
    const page = await web().open('#mode=assist&h=slate.bbbby', PHONE);
    await expect.poll(() => page.getByTestId('order').textContent()).toMatch(/^Order: /u);
    const words = await page.locator('table.suggestions tbody th').allTextContents();
    const order = await page.getByTestId('order').textContent();
    // Proven in time, by exp. guesses; else bounds, the words most players know first (never NIDOR, BROND first).
    if (order!.includes('by bits')) expect(words[0]).toBe('DINER');
    expect(['NIDOR', 'BROND', 'ROWND']).not.toContain(words[0]);
    await page.close();
  });

  it('6. explains every column, option and symbol where it is shown, on a phone too', async () => {
    const page = await web().open('#mode=assist&h=tarse.bybyy', PHONE);
    await expect.poll(() => page.locator('table.suggestions tbody tr').count()).toBe(10);
    expect(await page.locator('table.suggestions thead th').allTextContents()).toContain('Possible answer');
    expect(await page.locator('.hint').textContent()).toContain('Tap or click a tile');
    await page.getByText('What the columns mean').click();
    const terms = await page.getByTestId('column-terms').textContent();
    for (const t of ['Exp. guesses', 'Bits', 'Exp. left', 'Largest group', 'Possible answer'])
      expect(terms).toContain(t);
    // The options say what they do in words on the page (no hover title a phone never shows).
    expect(await page.getByTestId('option-words').textContent()).toContain('optimal: least expected number of guesses');
    await page.goto(`${web().url}#mode=help`);
    await expect.poll(() => page.locator('main').textContent()).toContain('How to use wordlekit');
    const help = await page.locator('main').textContent();
    for (const t of ['Exp. guesses', 'Prior', 'Possible answer', '14,855']) expect(help).toContain(t);
    await page.close();
  });

  it('7. an option that cannot apply is not offered, or keeps the game going and says why', async () => {
    const page = await web().open('#mode=assist&h=tarse.bybyy', DESKTOP);
    await expect.poll(() => page.locator('table.suggestions tbody tr').count()).toBe(10);
    expect(await page.getByLabel('Optimal tree').count()).toBe(0); // the tree is the classic list's
    await page.getByLabel('Word list').selectOption('classic');
    await expect
      .poll(() => page.getByTestId('outside').textContent())
      .toContain('TARSE is not in the classic list, but the NYT');
    expect(await boardTurns(page)).toEqual(['Turn 1: TARSE']);
    await expect.poll(() => page.locator('table.suggestions tbody tr').count()).toBeGreaterThan(0);
    const fit = builtinWordSet('classic').answers.filter(
      (a) => scoreGuess('tarse', a) === scoreGuess('tarse', 'jeans'),
    );
    expect(await page.getByTestId('remaining').textContent()).toBe(String(fit.length));
    expect(await page.getByLabel('Prior').inputValue()).toBe('uniform');
    await page.close();
  });

  it('8. the openers screen answers the common openers in plain words, their exact value a click away; hard mode lists more than one row', async () => {
    const page = await web().open('#mode=openers', DESKTOP, { fresh: true });
    const common = page.getByTestId('common-openers');
    await expect.poll(() => common.locator('tbody tr').count()).toBe(10);
    const rows = await common.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
    // From the shipped table of today's NYT list (normal mode, exact below 11354): SLATE 11283, CRANE 11309.
    expect(rows.find((r) => r.startsWith('SLATE'))).toContain('11283 guesses (3.573 a game): rank 11');
    expect(rows.find((r) => r.startsWith('ADIEU'))).toMatch(
      /not one of the \d+ best: at least 11354 \(3\.595 a game or more\)/u,
    );
    await common.getByRole('button', { name: 'Exact value of ADIEU' }).click();
    await expect
      .poll(() => page.getByTestId('verdict').textContent())
      .toContain('ADIEU is not one of the best openings');
    expect(await page.getByTestId('verdict').textContent()).not.toContain('The table does not say');
    await expect.poll(() => page.getByRole('button', { name: 'Compute the exact total' }).count()).toBe(1);
    await page.getByLabel('Hard mode').check();
    await expect.poll(() => page.locator('table.top-openings tbody tr').count()).toBeGreaterThan(1);
    expect(await page.getByTestId('others-row').textContent()).toBe('2–14855every other opening≥ 11628≥ 3.6821');
    await page.close();
  });

  it('9. the rough edges: solved in N, distinct buttons, the review on a phone, words not colours alone', async () => {
    const page = await web().open('#mode=assist&h=tarse.bybyy,sneak.ggggg', PHONE);
    await expect.poll(() => page.getByTestId('solved').textContent()).toBe('Solved in 2: SNEAK.');
    // The theme and colour-blind buttons do not look alike.
    const icons = await page.locator('.prefs button svg').evaluateAll((s) => s.map((e) => e.innerHTML));
    expect(icons).toHaveLength(2);
    expect(icons[0]).not.toBe(icons[1]);
    // The review's table on a phone: no sideways scroll, its Guess column's tiles with their letters.
    await page.goto(`${web().url}#mode=analyse&list=classic&h=${turns('cigar', 'soare', 'crane', 'cigar')}`);
    const table = page.locator('.analysis[data-state=exact] .analysis-turns');
    await table.waitFor({ timeout: 120_000 });
    const [scroll, client] = await table.evaluate((e) => [e.scrollWidth, e.clientWidth]);
    expect(scroll).toBeLessThanOrEqual(client);
    const tile = table.locator('tbody tr').first().locator('.tile').first();
    expect(await tile.textContent()).toBe('S');
    type Styles = { getComputedStyle(e: unknown): { fontSize: string } };
    expect(
      await tile.evaluate((e) => parseFloat((globalThis as unknown as Styles).getComputedStyle(e).fontSize)),
    ).toBeGreaterThan(8);
    await page.close();
  });
});
