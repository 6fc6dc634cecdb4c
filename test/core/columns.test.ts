import { describe, expect, it } from 'vitest';
import { adoptColumns, gatherBlock, matrixColumns } from '../../src/core/columns.js';
import { buildPatternMatrix } from '../../src/core/matrix.js';

const words5 = [
  'crane',
  'sweet',
  'speed',
  'abide',
  'eerie',
  'elder',
  'aaaab',
  'baaaa',
  'lilly',
  'gully',
  'sissy',
  'mamma',
];
const words6 = ['planet', 'planes', 'blanks', 'things', 'lessee', 'sleeve', 'tattoo'];

describe('matrixColumns', () => {
  it.each([
    ['4-aligned byte matrix (packed 32-bit path)', words5.slice(0, 8), words5],
    ['unaligned guess count (plain path)', words5.slice(0, 7), words5.slice(0, 11)],
    ['16-bit matrix (6 letters)', words6, words6.slice(0, 5)],
  ])('is the exact transpose: %s', (_name, answers, guesses) => {
    const m = buildPatternMatrix(guesses, answers);
    const cols = matrixColumns(m);
    for (let g = 0; g < m.nGuesses; g++) {
      for (let a = 0; a < m.nAnswers; a++) expect(cols.data[a * m.nGuesses + g]).toBe(m.data[g * m.nAnswers + a]);
    }
    expect(matrixColumns(m)).toBe(cols); // memoized per matrix
  });

  it('gathers a guess × candidate block, and adopts a transposition made elsewhere', () => {
    const m = buildPatternMatrix(words5, words5);
    const copy = buildPatternMatrix(words5, words5);
    adoptColumns(copy, matrixColumns(m).data);
    const guessIds = [1, 4, 9];
    const candidates = Uint32Array.from([0, 3, 7]);
    const out = new Uint8Array(guessIds.length * candidates.length);
    gatherBlock(matrixColumns(copy), guessIds, candidates, out);
    guessIds.forEach((g, k) =>
      candidates.forEach((a, j) => expect(out[k * candidates.length + j]).toBe(m.data[g * m.nAnswers + a])),
    );
  });
});
