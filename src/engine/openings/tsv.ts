/*
 * @deprecated The table's reader and writer are in codec/ (read.ts, write.ts). This re-export keeps
 * the importers written before the codec working (scripts/table-wins.mjs; the `wordle openings wins`
 * branch's src/cli/openings-wins.ts): remove it once they import codec/write.js, or the package's
 * entries (`parseOpeningsTable` from `wordlekit`, `formatOpeningsTable` from `wordlekit/core`).
 */
export { parseOpeningsTable } from './codec/read.js';
export { formatOpeningsTable } from './codec/write.js';
