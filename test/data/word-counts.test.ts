import { describe, expect, it } from 'vitest';
import { frequencyCounts } from '../../src/data/frequency.js';
import { builtinCount, builtinFrequencies } from '../../src/data/word-counts.js';

// The counts as the text says them (pairs WORD:COUNT, one space apart), parsed here apart.
const pairs = frequencyCounts.split(' ').map((p) => [p.split(':')[0]!, Number(p.split(':')[1])] as const);

describe('builtinCount', () => {
  it('reads a word from the text before the map is made, as the map has it, then from the map', () => {
    // The first pair, the last, some between, and words the counts lack (0): read from the text.
    const probes = [pairs[0]!, pairs.at(-1)!, pairs[1]!, pairs[3000]!, ['shiny', 398] as const, ['ahind', 0] as const];
    for (const [word, count] of probes) expect(builtinCount(word), word).toBe(count);
    for (const word of ['zzzzz', 'hin', 'shinyy', 'AHIND', 'sh:ny', '']) expect(builtinCount(word), word).toBe(0);
    expect(builtinFrequencies().size).toBe(pairs.length);
    for (const [word, count] of pairs) expect(builtinCount(word)).toBe(count);
  });
});
