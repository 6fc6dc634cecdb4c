/**
 * What one request may make the worker allocate, on a phone's budget. The large allocations are
 * pattern matrices: every guess against every answer of a position (positions.ts) or of the whole
 * list (a review's first turn, analysis.ts), a byte a cell, and under the frequency prior every
 * accepted word is an answer (14,855 on today's NYT list, against 3,158 likely ones); building
 * one takes twice that for a moment (its rows are built padded, then copied), and the scans of small
 * sets read its transposition, once more: three bytes a cell in all (measured: a review under the
 * frequency prior, 14,855 × 14,855 cells, took the page from 167 to 823 MB). A request whose matrix
 * would pass MATRIX_BUDGET_BYTES is refused (TOO_LARGE) before anything is built, with what it needs
 * and what to do instead: one link cannot take a phone's tab down.
 */
import { WordleError } from 'wordlekit';
import { grouped } from '../numbers.js';

/** The most a request's matrix may cost, bytes (all of it: see the file comment). */
export const MATRIX_BUDGET_BYTES = 256 * 2 ** 20;

/** Bytes a matrix cell costs, its copy and its transposition included. */
const BYTES_PER_CELL = 3;

const mb = (bytes: number): string => `${Math.ceil(bytes / 2 ** 20)} MB`;
const count = (n: number): string => grouped(n);

/**
 * Refuse (TOO_LARGE) a matrix of `guesses` × `answers` that would pass the budget: `what` says what
 * needs it ("Reviewing this game"), `instead` what to do.
 */
export function checkMatrixBudget(guesses: number, answers: number, what: string, instead: string): void {
  const bytes = guesses * answers * BYTES_PER_CELL;
  if (bytes <= MATRIX_BUDGET_BYTES) return;
  throw new WordleError(
    'TOO_LARGE',
    `${what} ranks ${count(guesses)} guesses against ${count(answers)} possible answers: about ${mb(bytes)}, ` +
      `more than this page lets itself use (${mb(MATRIX_BUDGET_BYTES)}, a phone's share). ${instead}`,
  );
}
