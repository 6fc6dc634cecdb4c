import { describe, expect, it } from 'vitest';
import { commonFirst, isCommonWord, wordCount, type RankedFigures } from '../../src/strategies/common.js';
import { orderNote } from '../../src/engine/game/suggestion.js';

// How common a word is comes from the SUBTLEXus counts (data/FREQUENCY.md): SHINY 398, SHANK 69,
// HYPED 16, SINKY 2, AHIND 0; DINER 632, ROUND and PROUD common, NIDOR and BROND never counted.
const row = (word: string, entropy: number, value: number, proven: boolean | 'budget' | 'start'): RankedFigures => ({
  word,
  entropy,
  expectedGuesses: value,
  proven: proven === true,
  won: 13,
  weight: 13,
  ...(proven === true ? {} : { bound: proven === false ? 'budget' : proven }),
});

describe('the words a player knows first, where the order says nothing else (issue 51)', () => {
  it('reads how common a word is from the counts', () => {
    expect([wordCount('shiny'), wordCount('ahind')]).toEqual([398, 0]);
    expect(['diner', 'round', 'hyped', 'nidor', 'brond', 'sinky'].map(isCommonWord)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('orders a run of equal exact values by how common each word is, and nothing else', () => {
    // After TARSE = BYBYY (history prior): eight guesses share 2.0262, in the search's order.
    const tied = ['hyped', 'shank', 'shiny', 'sinky', 'ahind'].map((w) => row(w, 3, 2.0262, true));
    const next = row('skein', 3, 2.0393, true);
    expect(commonFirst([...tied, next]).map((s) => s.word)).toEqual([
      'shiny',
      'shank',
      'hyped',
      'sinky',
      'ahind',
      'skein',
    ]);
    expect(orderNote(commonFirst([...tied, next]))).toBe('order: fewest exp. guesses first');
  });

  it("past the search's time, puts the common words first, each part by bits, and says so", () => {
    const rows = [
      row('nidor', 5.05, 2.767, 'budget'),
      row('brond', 4.9, 2.768, 'budget'),
      row('diner', 4.91, 2.754, 'budget'),
    ];
    rows.sort((a, b) => b.entropy - a.entropy);
    const ordered = commonFirst(rows);
    expect(ordered.map((s) => s.word)).toEqual(['diner', 'nidor', 'brond']);
    expect(orderNote(ordered)).toBe(
      'order: the words most players know first, then the others, each by bits, most first (exp. guesses that are only lower bounds do not rank guesses)',
    );
  });

  it('leaves the start of a game as bits rank it: its first row is the move the exact strategy plays', () => {
    const rows = [row('sater', 5.75, 2.916, 'start'), row('raise', 5.7, 2.923, 'start')];
    expect(commonFirst(rows).map((s) => s.word)).toEqual(['sater', 'raise']);
  });
});
