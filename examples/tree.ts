// Run: npx tsx examples/tree.ts (after npm run build: 'wordlekit' resolves to this package's dist/)
// The shipped optimal SALET tree: find it through the package's exports, read it, verify it, and
// follow it through a game.
import { fileURLToPath } from 'node:url';
import { builtinWordSet, parseHistory, treePlace, verifyTree } from 'wordlekit';
import { readTreeFile } from 'wordlekit/node';

const words = builtinWordSet('classic');
const path = fileURLToPath(import.meta.resolve('wordlekit/trees/salet-normal.tree'));
const tree = readTreeFile(path, words);

const report = verifyTree(tree, words, { hard: false });
if (report.status === 'valid') {
  console.log(
    `${report.answers} answers, total ${report.total}, average ${report.average.toFixed(4)}, max ${report.max}`,
  );
}

const place = treePlace(tree, parseHistory(['salet=bbbbb'], 5));
if (place.kind === 'guess') console.log(`after SALET ⬛⬛⬛⬛⬛ the tree plays ${place.node.guess.toUpperCase()}`);
