/** The readers of the shipped tree and tables, loaded by the worker only when the optimal strategy or the tree asks. */
export { parseTreeText, openingTotals } from 'wordlekit';
export { openingsTableFor } from '../openers/tables.js';
