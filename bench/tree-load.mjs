// Loading a 2315-answer decision tree (issue #5: must take under 100 ms).
// Run after `npm run build`: node bench/tree-load.mjs [FILE]
// FILE defaults to the published SALET tree in ../shared/ref-trees/, else the shipped
// trees/salet-normal.tree, else a tree built here with the entropy strategy.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPatternMatrix } from '../dist/core/matrix.js';
import { builtinWordSet } from '../dist/data/lists.js';
import { gameConfig } from '../dist/strategies/context.js';
import { buildTree } from '../dist/engine/tree/build.js';
import { verifyTree } from '../dist/engine/tree/verify.js';
import { readTreeFile, writeTreeFile } from '../dist/node/tree-file.js';
import { createStrategy } from '../dist/engine/game/strategies.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const words = builtinWordSet('classic');
const candidates = [
  process.argv[2],
  join(root, '../shared/ref-trees/salet.easy.origwords.tree'),
  join(root, 'trees/salet-normal.tree'),
].filter((p) => p !== undefined && existsSync(p));

const tmp = mkdtempSync(join(tmpdir(), 'tree-load-'));
let files = candidates.slice(0, 1);
if (files.length === 0) {
  const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
  const tree = buildTree(config, createStrategy('entropy'), { first: 'salet' });
  files = [join(tmp, 'entropy.tree')];
  writeTreeFile(files[0], tree, words);
}
// The same tree as JSON, to time both formats.
const json = join(tmp, 'tree.json');
writeTreeFile(json, readTreeFile(files[0], words), words);
files.push(json);

const ms = (f) => {
  const t0 = performance.now();
  const out = f();
  return [performance.now() - t0, out];
};
console.log(`node ${process.version}, ${words.answers.length} answers`);
for (const file of files) {
  const [cold, tree] = ms(() => readTreeFile(file, words));
  const warm = [];
  for (let i = 0; i < 10; i++) warm.push(ms(() => readTreeFile(file, words))[0]);
  warm.sort((a, b) => a - b);
  const [verify, report] = ms(() => verifyTree(tree, words));
  console.log(
    `${file}\n  read+parse: first ${cold.toFixed(1)} ms, median of 10 more ${warm[5].toFixed(1)} ms` +
      `\n  verify: ${verify.toFixed(1)} ms (${report.status}, total ${report.total ?? '-'})`,
  );
}
rmSync(tmp, { recursive: true, force: true });
