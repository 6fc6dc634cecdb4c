/**
 * What a link or a paste can do to the web app (issue 54): a puzzle number past the NYT's numbering
 * in a link (`nyt=999999` threw, and the Play screen stayed blank) or in a pasted header
 * ("Wordle 1,234,567 2/6" threw on every render, and the Analyse form went dead), and a crafted
 * header of 200 KB pasted (it froze the page, then every keystroke; its parsing time is measured
 * in bench/share-header.ts), and a link under the frequency prior (the page grew by 0.65 GB: what
 * one request may allocate is now bounded, web/src/worker/budget.ts). Every page's uncaught errors
 * fail the file (webForTests).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { formatFeedback } from '../../src/core/feedback.js';
import { scoreGuess } from '../../src/core/pattern.js';
import { builtinWordSet, filterCandidates, parseHistory } from 'wordlekit';
import { priorSpace } from 'wordlekit/core';
import { localPuzzleNumber } from '../../src/engine/history/numbering.js';
import { wordleError } from '../helpers/errors.js';
import { HAS_CHROMIUM, webForTests } from './harness.js';

// The worker imports the library's entries, and so does this test: both get its sources.
vi.mock('wordlekit', async () => import('../../src/entries/wordlekit.js'));
vi.mock('wordlekit/core', async () => import('../../src/entries/core.js'));
const { decodeState } = await import('../../web/src/url-state.js');
const { Positions } = await import('../../web/src/worker/positions.js');

vi.setConfig({ expect: { poll: { timeout: 15_000 } } });

/** The most memory (peak resident, MB) of the browser's renderers started by this process. */
function rendererPeakMB(): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const [pid, ppid, ...args] = l.trim().split(/\s+/u);
      return { pid: Number(pid), ppid: Number(ppid), args: args.join(' ') };
    });
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows) if (mine.has(r.ppid) && !mine.has(r.pid)) grew = mine.add(r.pid).size > 0;
  }
  let peak = 0;
  for (const r of rows) {
    if (!mine.has(r.pid) || !r.args.includes('--type=renderer')) continue;
    try {
      const kb = /VmHWM:\s+(\d+)/u.exec(readFileSync(`/proc/${r.pid}/status`, 'utf8'))?.[1];
      peak = Math.max(peak, Number(kb ?? 0) / 1024);
    } catch {
      // gone meanwhile
    }
  }
  return peak;
}

describe('what one request may make the worker allocate', () => {
  const nyt = builtinWordSet('nyt');
  const frequency = priorSpace(nyt, 'frequency');

  // (a review's refusal, whose matrix is the whole list's: the link's test below)
  it('a position under the frequency prior past the budget is refused before its matrix is built', () => {
    const history = parseHistory(['fuzzy=bbbbb'], 5);
    const candidates = filterCandidates(frequency.words, history);
    expect(candidates.length).toBe(8977);
    const e = wordleError(() => new Positions().get(frequency, candidates, false), 'TOO_LARGE');
    expect(e.message).toBe(
      "This position ranks 14,855 guesses against 8,977 possible answers: about 382 MB, more than this page lets itself use (256 MB, a phone's share). Add a guess (fewer answers are left after it), or choose equal weights.",
    );
    // Within the budget: the answers SOARE = BBBBB leaves under the frequency prior.
    const fewer = filterCandidates(frequency.words, parseHistory(['soare=bbbbb'], 5));
    expect(new Positions().get(frequency, fewer, false).config.matrix.nAnswers).toBe(fewer.length);
  });
});

describe('a link names no puzzle past the NYT numbering', () => {
  it.each([
    ['999999', null],
    ['357001', null],
    ['357000', 357000],
    ['1490', 1490],
  ])('nyt=%s is %s', (nyt, day) => {
    expect(decodeState(`#mode=play&nyt=${nyt}`).nyt).toBe(day);
  });
});

describe.skipIf(!HAS_CHROMIUM)('links and pastes the web app survives', () => {
  const web = webForTests();

  it("#mode=play&nyt=999999 opens today's puzzle, and the NYT picker still works", async () => {
    const page = await web().open('#mode=play&nyt=999999', undefined, { fresh: true });
    // (no puzzle number: Play's default, today's NYT puzzle)
    const today = localPuzzleNumber(new Date());
    await expect
      .poll(() => page.getByTestId('puzzle-name').textContent())
      .toMatch(new RegExp(`^NYT Wordle #${today} · `, 'u'));
    await page.getByText("The NYT's puzzle of a day").click();
    await page.getByLabel('Date or number').fill('#1490');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => page.getByTestId('puzzle-name').textContent()).toBe('NYT Wordle #1490 · 18 July 2025');
    await page.close();
  });

  it('a pasted header past the NYT numbering names no answer, and the form works', async () => {
    const guesses = ['crane', 'doris', 'loris'];
    const grid = guesses.map((g) => formatFeedback(scoreGuess(g, 'loris'), 5, 'emoji')).join('\n');
    const page = await web().open('#mode=analyse', undefined, { fresh: true });
    await page.getByTestId('share-input').fill(`Wordle 1,234,567 3/6\n\n${grid}`);
    await page.getByTestId('guesses-input').fill(guesses.join(' '));
    expect(await page.getByTestId('nyt-note').count()).toBe(0);
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await expect.poll(() => page.url()).toContain('h=crane.bybbb,doris.bgggg,loris.ggggg');
    await page.close();
  });

  it("the frequency prior's review link says what it would need, and the page stays within its budget", async () => {
    const page = await web().open('#mode=help');
    await page.getByRole('heading').first().waitFor();
    const before = rendererPeakMB();
    await page.goto(`${web().url}#mode=analyse&prior=frequency&strategy=lookahead&h=fuzzy.bbbbb`);
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain('more than this page lets itself use (256 MB');
    await page.waitForTimeout(1000);
    // Once the page grew by some 650 MB; a review within the budget grows it by up to 175 MB.
    expect(rendererPeakMB() - before).toBeLessThan(150);
    await page.close();
  });

  it('a crafted header of 200 KB pasted: the form still answers each keystroke', async () => {
    const page = await web().open('#mode=analyse', undefined, { fresh: true });
    await page.getByTestId('share-input').fill(`Wordle 1${' '.repeat(200_000)}x\n\n🟩🟩🟩🟩🟩`);
    await page.getByTestId('guesses-input').pressSequentially('jeans');
    await expect.poll(() => page.getByTestId('guesses-input').inputValue()).toBe('jeans');
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await expect.poll(() => page.url()).toContain('h=jeans.ggggg');
    await page.close();
  });
});
