/**
 * The web page's tables as text, and the rows the library's (or the CLI's JSON) figures make when
 * the page shows them (web/src/components/suggestions.tsx): what the tests that compare the page
 * with the library and with `wordle suggest` read.
 */
import type { Page } from 'playwright-core';
import { winsText } from '../../src/engine/exact/chance.js';
import type { SuggestionData } from '../../web/src/protocol.js';

/** The figures of a suggestion the page shows (the library's `Suggestion`, or `wordle suggest --json`'s). */
export type SuggestionFigures = Pick<
  SuggestionData,
  'word' | 'entropy' | 'expectedSize' | 'worstCase' | 'isCandidate' | 'expectedGuesses' | 'proven' | 'won' | 'weight'
>;

/**
 * A suggestion's row as the page's table shows it, the Use button aside (`wins`: the table has the
 * chance-to-win column; `weighted`: under a prior, where it shows the percentage alone).
 */
export function suggestionRow(s: SuggestionFigures, wins: boolean, weighted = false): string[] {
  const won = (): string => {
    if (s.won === undefined || s.weight === undefined || s.weight <= 0) return '–';
    if (s.proven !== true && s.won >= s.weight) return '–';
    return `${s.proven === true ? '' : '≤ '}${winsText(s.won, s.weight, weighted)}`;
  };
  const exp =
    s.expectedGuesses === undefined ? '–' : `${s.proven === false ? '≥ ' : ''}${s.expectedGuesses.toFixed(3)}`;
  return [
    s.word.toUpperCase(),
    ...(wins ? [won()] : []),
    exp,
    s.entropy.toFixed(3),
    s.expectedSize.toFixed(2),
    String(s.worstCase),
    s.isCandidate ? 'yes' : 'no',
  ];
}

/** The text of the cells (`cells`: 'td', or 'th, td') of `selector`'s rows, the last (Use) cell left out when `dropLast`. */
export function cellsOf(page: Page, selector: string, cells: string, dropLast = false): Promise<string[][]> {
  return page.locator(selector).evaluateAll(
    (trs, [which, drop]) =>
      trs.map((tr) => {
        const texts = [...tr.querySelectorAll(which)].map((c) => c.textContent ?? '');
        return drop ? texts.slice(0, -1) : texts;
      }),
    [cells, dropLast] as const,
  );
}

/** The suggestions table's rows as text, the Use buttons aside. */
export const suggestionRows = (page: Page): Promise<string[][]> =>
  cellsOf(page, 'table.suggestions tbody tr', 'th, td', true);

/** True when the suggestions table has the chance-to-win column (some guess listed can lose). */
export const hasWins = (page: Page): Promise<boolean> =>
  page.locator('table.suggestions').evaluate((t) => t.classList.contains('wins'));
