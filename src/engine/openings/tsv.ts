/*
 * @deprecated The table's reader and writer moved to codec/ (read.ts, write.ts). This re-export keeps
 * scripts/table-wins.mjs running until `wordle openings wins` replaces it (issue 53, item 2): remove
 * it with that script. Import `parseOpeningsTable` and `formatOpeningsTable` from the package's
 * entries (`wordlekit`, `wordlekit/core`) instead.
 */
export { parseOpeningsTable } from './codec/read.js';
export { formatOpeningsTable } from './codec/write.js';
