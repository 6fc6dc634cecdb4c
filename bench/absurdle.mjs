// The Absurdle solver's figures for the README: the shortest forced win on each built-in list
// (proven minimal by exhaustive search) and a few challenge targets, with their times.
// Prints figures; asserts nothing. Run with `npm run bench:absurdle` (builds first).
import { availableParallelism } from 'node:os';
import { allCandidates } from '../dist/core/filter.js';
import { buildPatternMatrix } from '../dist/core/matrix.js';
import { builtinWordSet } from '../dist/data/lists.js';
import { solveAbsurdle } from '../dist/search/absurdle/absurdle.js';

console.log(`node ${process.version}, ${availableParallelism()} cores (the search runs on one)`);
const line = (label, words, r, seconds) => {
  const seq = r.guesses.map((g) => words.guesses[g]).join(' ');
  const proof =
    r.status === 'found' && r.lowerBound === r.guesses.length
      ? 'proven minimal'
      : `none shorter than ${r.lowerBound} proven`;
  console.log(
    `${label}: ${r.guesses.length} guesses (${seq}), ${proof}; ${r.nodes} positions, ${seconds.toFixed(2)} s`,
  );
};
for (const list of ['classic', 'nyt', 'en4', 'en6']) {
  const words = builtinWordSet(list);
  const m = buildPatternMatrix(words.guesses, words.answers);
  const t = performance.now();
  const r = solveAbsurdle(m, allCandidates(words));
  line(
    `${list} (${words.answers.length} answers, ${words.guesses.length} guesses)`,
    words,
    r,
    (performance.now() - t) / 1000,
  );
}
const words = builtinWordSet('classic');
const m = buildPatternMatrix(words.guesses, words.answers);
for (const target of ['motto', 'cigar', 'zesty']) {
  const t = performance.now();
  const r = solveAbsurdle(m, allCandidates(words), { target: words.answers.indexOf(target), workLimit: 500_000_000 });
  line(`classic, challenge ${target} (budget 5e8 cells per length)`, words, r, (performance.now() - t) / 1000);
}
