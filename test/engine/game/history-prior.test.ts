import { describe, expect, it } from 'vitest';
import { builtinWordSet } from '../../../src/data/lists.js';
import { builtinHistory, historyBefore } from '../../../src/engine/history/answers.js';
import { puzzleNumber } from '../../../src/engine/history/numbering.js';
import { HISTORY_WEIGHT_SCALE, historyPriorModel, historyWeights } from '../../../src/engine/game/history-prior.js';
import { priorSpace } from '../../../src/engine/game/prior.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { wordleError } from '../../helpers/errors.js';

const nyt = builtinWordSet('nyt');
const h = builtinHistory();
const day = (date: string) => puzzleNumber(date);

describe('the history prior', () => {
  it('weighs every likely answer alike before any answer is known', () => {
    const w = historyWeights(nyt, h, 0);
    expect(new Set(w)).toEqual(new Set([1]));
    expect(w).toHaveLength(3158);
  });

  it('reads only the days before the puzzle', () => {
    const d = day('2025-07-18');
    expect(historyWeights(nyt, h, d)).toEqual(historyWeights(nyt, historyBefore(h, d), d));
    expect(historyPriorModel(nyt, h, d).daysKnown).toBe(d);
  });

  // Before 2026-02-02 no answer had repeated: the rate is Laplace's (0 + 1) / (n + 2) over the n days
  // known, so a used answer weighs (1 / (n + 2)) / used against ((n + 1) / (n + 2)) / unused.
  it('puts the unused likely answers far above the used ones while no answer has repeated', () => {
    const d = day('2024-01-01'); // #926: 926 days known, none repeated, all of them likely answers
    const m = historyPriorModel(nyt, h, d);
    expect(m).toMatchObject({ daysKnown: 926, firstRepeat: null, windowDays: 926, windowRepeats: 0 });
    expect(m.used).toBe(926);
    expect(m.unused).toBe(3158 - 926);
    expect(m.repeatRate).toBeCloseTo(1 / 928, 12);
    const ratio = (927 * 926) / (1 * 2232); // unused : used, per answer
    expect(m.weightUnused).toBe(HISTORY_WEIGHT_SCALE);
    expect(m.weightUsed).toBe(Math.round(HISTORY_WEIGHT_SCALE / ratio));
    const w = historyWeights(nyt, h, d);
    const used = new Set(h.slice(0, d).map((e) => e.word));
    nyt.answers.forEach((a, i) => expect(w[i]).toBe(used.has(a) ? m.weightUsed : m.weightUnused));
  });

  // From 2026-02-02 on (CIGAR again) the window starts at the first repeat: 13 repeats in its 118 days
  // to 2026-05-30 (../shared/lists/README.md: 13 repeats from 2026-02-02 to 2026-05-31, none on 05-31).
  it('counts the repeats from the first one on', () => {
    const m = historyPriorModel(nyt, h, day('2026-05-31'));
    expect(m.firstRepeat).toBe(day('2026-02-02'));
    expect(m).toMatchObject({ windowDays: 118, windowRepeats: 13 });
    expect(m.repeatRate).toBeCloseTo(14 / 120, 12);
    const ratio = ((120 - 14) * m.used) / (14 * m.unused);
    expect(m.weightUsed).toBe(Math.round(HISTORY_WEIGHT_SCALE / ratio));
    expect(m.weightUsed / m.weightUnused).toBeGreaterThan(0.05); // a used answer keeps a real chance now
    expect(m.weightUsed).toBeLessThan(m.weightUnused);
  });

  it('gives whole-number weights of at least 1, in the base word set (so the answers still widen)', () => {
    for (const d of [1, 500, 1689, 1690, 1700, 1807, 1900]) {
      const w = historyWeights(nyt, h, d);
      expect(w.every((x) => Number.isInteger(x) && x >= 1 && x <= HISTORY_WEIGHT_SCALE)).toBe(true);
    }
    const space = priorSpace(nyt, 'history', undefined, { history: h, day: 1807 });
    expect(space.words).toBe(nyt);
    expect([...space.weights!]).toEqual([...historyWeights(nyt, h, 1807)]);
  });

  it('needs the history and five-letter words', () => {
    expect(wordleError(() => priorSpace(nyt, 'history'), 'BAD_ARGUMENT').message).toMatch(/^priorSpace: known must be/);
    const four = makeWordSet(['abcd', 'efgh']);
    expect(wordleError(() => historyWeights(four, h, 3), 'BAD_OPTION').message).toBe(
      "the history prior is the NYT's five-letter answers: not 4 letters",
    );
  });
});
