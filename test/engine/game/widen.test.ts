import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHistory } from '../../../src/core/history.js';
import { scoreGuess } from '../../../src/core/pattern.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import {
  allowedAsAnswers,
  allowedFrequencyWeights,
  builtinFrequencies,
  frequencyWeights,
  WEIGHT_SCALE,
} from '../../../src/engine/game/prior.js';
import { gameConfig } from '../../../src/strategies/context.js';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import {
  acceptedFitting,
  defaultWidening,
  otherWordsFitting,
  otherWordsFittingUnordered,
  widensByDefault,
  widenedLine,
  widening,
} from '../../../src/engine/game/widen.js';
import { widenedConfig, wordsFitting } from '../../../src/engine/game/place.js';
import { wordleError } from '../../helpers/errors.js';
import { small, smallCounts, smallWidening } from '../../fixtures/widening.js';

const nyt = builtinWordSet('nyt');

// The answer JEANS (accepted by today's NYT game, not among WordleBot's likely answers): after
// TARSE = BYBYY and BEANS = BGGGG no likely answer fits, and these 9 accepted words do.
const JEANS = parseHistory(['tarse=bybyy', 'beans=bgggg'], 5);
const JEANS_FIT = ['deans', 'geans', 'jeans', 'leans', 'means', 'peans', 'seans', 'weans', 'yeans'];

const counts = smallCounts;

describe('defaultWidening', () => {
  it("widens today's NYT list only (its answers are the likely ones), over all its accepted words", () => {
    const w = defaultWidening(nyt);
    expect(w?.words).toBe(nyt);
    expect(w?.weights).toHaveLength(14855);
    expect(defaultWidening(nyt)).toBe(w); // memoized
    expect(defaultWidening(builtinWordSet('classic'))).toBeUndefined();
    expect(defaultWidening(builtinWordSet('nyt2022'))).toBeUndefined();
    expect(defaultWidening(allowedAsAnswers(nyt))).toBeUndefined(); // every word is an answer already
    expect([nyt, builtinWordSet('classic'), builtinWordSet('nyt2022')].map(widensByDefault)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('weights each accepted word by the frequency prior over all of them', () => {
    const w = smallWidening;
    expect(Array.from(w.weights)).toEqual(
      Array.from(frequencyWeights(allowedAsAnswers(small), { counts, nCommon: 3 })),
    );
  });
});

describe('acceptedFitting', () => {
  it('lists every accepted word that fits, most likely first', () => {
    const w = defaultWidening(nyt)!;
    const fit = acceptedFitting(w, JEANS);
    expect([...fit].sort()).toEqual(JEANS_FIT);
    const weights = fit.map((x) => w.weights[nyt.index.get(x)!]!);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    // Every one of them fits, and no other accepted word does.
    for (const g of nyt.guesses) {
      const fits = JEANS.every((t) => scoreGuess(t.guess, g) === t.pattern);
      expect(fits, g).toBe(fit.includes(g));
    }
  });

  it('keeps the words the reference scorer keeps, turn by turn (repeated letters included)', () => {
    const w = defaultWidening(nyt)!;
    const word = fc.constantFrom(...nyt.guesses);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 2 }), word, (guesses, answer) => {
        const history = guesses.map((guess) => ({ guess, pattern: scoreGuess(guess, answer) }));
        const fit = nyt.guesses.filter((g) => history.every((t) => scoreGuess(t.guess, g) === t.pattern));
        expect([...acceptedFitting(w, history)].sort()).toEqual([...fit].sort());
      }),
      { numRuns: 12, seed: 50 },
    );
  });

  it('names the turn after which no accepted word fits (a real contradiction)', () => {
    const e = wordleError(
      () => acceptedFitting(defaultWidening(nyt)!, parseHistory(['soare=ggggg', 'crane=ggggg'], 5)),
      'NO_CANDIDATES',
    );
    expect(e.message).toBe(
      'no accepted word fits this feedback: check the colours, or the word may not be in the list (nothing fits after turn 2, crane)',
    );
  });
});

describe('wordsFitting', () => {
  it('lists the likely answers while some fit, else the accepted words, and says which', () => {
    const w = defaultWidening(nyt)!;
    const likely = wordsFitting(nyt, JEANS.slice(0, 1), w);
    expect(likely.widened).toBe(false);
    expect(likely.words).toHaveLength(13);
    const wide = wordsFitting(nyt, JEANS, w);
    expect(wide.widened).toBe(true);
    expect([...wide.words].sort()).toEqual(JEANS_FIT);
  });

  it('keeps the list’s own message without a widening', () => {
    const e = wordleError(() => wordsFitting(nyt, JEANS), 'NO_CANDIDATES');
    expect(e.message).toMatch(/^no answer in the list fits this feedback.* \(nothing fits after turn 2, beans\)$/);
  });

  // The promise: an answer that is accepted but not likely is never "impossible": the
  // feedback it gives never ends the game, and it is listed as soon as no likely answer fits.
  it('never loses an accepted answer, whatever it is guessed with', () => {
    const w = defaultWidening(nyt)!;
    const word = fc.integer({ min: 0, max: nyt.guesses.length - 1 }).map((i) => nyt.guesses[i]!);
    const likely = new Set(nyt.answers);
    fc.assert(
      fc.property(word, fc.array(word, { minLength: 1, maxLength: 4 }), (answer, guesses) => {
        const history = guesses.map((g) => ({ guess: g, pattern: scoreGuess(g, answer) }));
        const fit = wordsFitting(nyt, history, w);
        if (fit.widened || likely.has(answer)) expect(fit.words).toContain(answer);
        else expect(fit.words.every((x) => likely.has(x))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('widenedConfig', () => {
  it('plays over the accepted words that fit, with the same guesses, rules and prior', () => {
    const base = gameConfig(small, buildPatternMatrix(small.guesses, small.answers), { hard: true });
    const w = smallWidening;
    // cat = BBG: neither likely answer (cat, bat) fits; hot and hit do, hot the more common.
    const wide = widenedConfig(base, w, parseHistory(['cat=bbg'], 3));
    expect(wide.words.answers).toEqual(['hot', 'hit']);
    expect([...wide.words.guesses].sort()).toEqual([...small.guesses].sort());
    expect(wide.hard).toBe(true);
    expect(Array.from(wide.weights!)).toEqual([
      w.weights[small.index.get('hot')!]!,
      w.weights[small.index.get('hit')!]!,
    ]);
    for (const [g, guess] of wide.words.guesses.entries()) {
      for (const [a, answer] of wide.words.answers.entries()) {
        expect(wide.matrix.data[g * wide.matrix.nAnswers + a]).toBe(scoreGuess(guess, answer));
      }
    }
  });

  it('rejects a widening made for another word set', () => {
    const base = gameConfig(small, buildPatternMatrix(small.guesses, small.answers));
    const other = widening(makeWordSet(['cat', 'bat'], ['hat']), { counts, nCommon: 3 });
    wordleError(() => widenedConfig(base, other, parseHistory(['cat=bbg'], 3)), 'BAD_ARGUMENT');
  });

  it('says so in one line', () => {
    expect(widenedLine(9)).toBe('no likely answer fits: now among the 9 accepted words that fit');
    expect(widenedLine(1)).toBe('no likely answer fits: now the 1 accepted word that fits');
  });
});

describe('otherWordsFittingUnordered', () => {
  it('counts the same words as otherWordsFitting, in list order, with no prior made', () => {
    const ordered = otherWordsFitting(defaultWidening(nyt)!, parseHistory(['tarse=bybyy'], 5));
    const unordered = otherWordsFittingUnordered(nyt, parseHistory(['tarse=bybyy'], 5));
    expect(unordered.length).toBe(146); // wordle suggest tarse=bybyy: "146 accepted words outside the likely list"
    expect(unordered).toEqual([...ordered].sort((a, b) => nyt.index.get(a)! - nyt.index.get(b)!));
  });
});

describe('allowedFrequencyWeights', () => {
  /** The weights as first written: every word's rank by a sort of all of them, tie blocks averaged. */
  function reference(list: readonly string[], counts: ReadonlyMap<string, number>): number[] {
    const n = list.length;
    const count = (i: number) => counts.get(list[i]!) ?? 0;
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => count(a) - count(b));
    const c = 10 * (-0.5 + 3000 / n);
    const weights = new Array<number>(n);
    for (let start = 0; start < n;) {
      let end = start;
      while (end + 1 < n && count(order[end + 1]!) === count(order[start]!)) end++;
      const x = c - 5 + (10 / (n - 1)) * ((start + end) / 2);
      for (let k = start; k <= end; k++)
        weights[order[k]!] = Math.max(1, Math.round(WEIGHT_SCALE / (1 + Math.exp(-x))));
      start = end + 1;
    }
    return weights;
  }

  it('weighs every accepted word as frequencyWeights over them as answers, and as the sort of all ranks does', () => {
    const weights = Array.from(allowedFrequencyWeights(nyt));
    expect(weights).toEqual(Array.from(frequencyWeights(allowedAsAnswers(nyt))));
    expect(weights).toEqual(reference(nyt.guesses, builtinFrequencies()));
  });
});
