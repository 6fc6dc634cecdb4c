// Rewrite an openings table of format 1 (no sources, no digest) in format 2: the same rows, each with
// the source a format 1 row counts as (`local`: proven on the machine that wrote the table), and the
// digest of the rows. Values, order and metadata are unchanged; the text is parsed with the strict
// reader first, and the result read back and compared before it is written (gzipped when the output
// ends in .gz, with no name or time stamp, as `gzip -9n`).
//
//   npm run build && node scripts/table-format2.mjs data/openings/classic-normal.tsv.gz OUT.tsv.gz
import { gzipSync } from 'node:zlib';
import { readOpeningsFile } from '../dist/node/openings-file.js';
import { formatOpeningsTable, parseOpeningsTable } from '../dist/engine/openings/tsv.js';
import { writeFileAtomic } from '../dist/node/atomic.js';

const [input, output] = process.argv.slice(2);
if (input === undefined || output === undefined || input === output) {
  console.error('usage: node scripts/table-format2.mjs TABLE OUT (OUT must differ from TABLE)');
  process.exit(2);
}
const table = readOpeningsFile(input);
const text = formatOpeningsTable({ meta: table.meta, entries: table.entries });
const back = parseOpeningsTable(text, output);
const same =
  back.file?.format === 2 &&
  back.entries.length === table.entries.length &&
  back.entries.every((e, i) => {
    const o = table.entries[i];
    return e.word === o.word && e.total === o.total && e.lowerBound === o.lowerBound && e.source === o.source;
  });
if (!same) {
  console.error(`${input}: the rewritten table does not read back the same; nothing written`);
  process.exit(1);
}
writeFileAtomic(output, output.endsWith('.gz') ? gzipSync(text, { level: 9 }) : text);
console.log(`${output}: format 2, ${back.entries.length} rows, digest ${back.file.digest}`);
