/**
 * The web worker computes a position on its own answers (web/src/worker/positions.ts): a word set
 * of the answers left, then every other allowed word, and a matrix of every guess against just
 * those answers. It must give what the whole list gives: the same suggestions, in the same order
 * (ties included), for every strategy (but `random`, whose pick hashes the candidates' ids) and
 * both priors, in both modes; and the memory it keeps is guesses × answers left, one byte each.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  buildPatternMatrix,
  builtinWordSet,
  createStrategy,
  filterCandidates,
  gameConfig,
  parseHistory,
  Session,
  type History,
} from 'wordlekit';
import { placeAfter, priorSpace, widenedLine } from 'wordlekit/core';

// The worker imports the library's entries, and so does this test: both get its sources.
vi.mock('wordlekit', async () => import('../../src/entries/wordlekit.js'));
vi.mock('wordlekit/core', async () => import('../../src/entries/core.js'));
const { Positions, subSpace } = await import('../../web/src/worker/positions.js');

const base = builtinWordSet('classic');
const spaces = { uniform: priorSpace(base, 'uniform'), frequency: priorSpace(base, 'frequency') };
const full = { uniform: buildPatternMatrix(base.guesses, base.answers), frequency: undefined as never };

/** What the whole list's session suggests, and what the position's own session does. */
function both(prior: 'uniform' | 'frequency', history: History, strategy: string, hard: boolean) {
  const space = spaces[prior];
  const matrix = prior === 'uniform' ? full.uniform : buildPatternMatrix(space.words.guesses, space.words.answers);
  const weights = space.weights ? { weights: space.weights } : {};
  const whole = new Session(gameConfig(space.words, matrix, { hard, ...weights }), createStrategy(strategy));
  const position = new Positions().get(space, filterCandidates(space.words, history), hard);
  const own = new Session(position.config, createStrategy(strategy));
  for (const t of history) {
    whole.play(t);
    own.play(t);
  }
  return { whole: whole.suggestions(10), own: own.suggestions(10), position };
}

const STRATEGIES = [
  'entropy',
  'expected-size',
  'minimax',
  'most-parts',
  'elimination',
  'positional-entropy',
  'frequency',
  'first',
  'optimal',
];

describe('a position on its own answers (the web worker)', () => {
  it.each(STRATEGIES)('%s: the same suggestions as the whole list, in normal and hard mode', (strategy) => {
    for (const h of [['soare=ygbbb'], ['salet=bbbbb', 'courd=bbybb'], ['crane=bybbb']]) {
      for (const hard of [false, true]) {
        const { whole, own } = both('uniform', parseHistory(h, 5), strategy, hard);
        expect(own).toEqual(whole);
      }
    }
  });

  it('the same with the frequency prior', () => {
    const { whole, own, position } = both('frequency', parseHistory(['soare=ygbbb'], 5), 'entropy', false);
    expect(own).toEqual(whole);
    expect(position.words.answers).toHaveLength(400); // of the 12972 allowed words
  });

  it('keeps guesses × answers left, one byte each: 12972 × 15 after SOARE = YGBBB', () => {
    const { position } = both('uniform', parseHistory(['soare=ygbbb'], 5), 'entropy', false);
    expect(position.config.matrix.data.byteLength).toBe(12972 * 15);
    expect(position.words.guesses).toHaveLength(12972);
  });

  it('orders the words: the answers left, then every other word, each in list order', () => {
    const c = filterCandidates(base, parseHistory(['soare=ygbbb'], 5));
    const sub = subSpace(spaces.uniform, c).words;
    expect(sub.answers).toEqual(Array.from(c, (a) => base.answers[a]));
    const rest = sub.guesses.slice(15);
    expect(rest).toEqual(base.guesses.filter((w) => !sub.answers.includes(w)));
  });
});

describe("today's NYT list when no likely answer fits (the engine's placeAfter, as the worker reads a history)", () => {
  const nyt = builtinWordSet('nyt');
  // JEANS is accepted but not a likely answer: after TARSE and BEANS no likely answer fits.
  const jeans = parseHistory(['tarse=bybyy', 'beans=bgggg'], 5);

  it.each(['optimal', 'entropy'])(
    '%s: the accepted words that fit, and the suggestions of the engine’s Session over the whole list',
    (strategy) => {
      const whole = new Session(
        gameConfig(nyt, buildPatternMatrix(nyt.guesses, nyt.answers)),
        createStrategy(strategy),
      );
      whole.playAll(jeans);
      expect(whole.widened).toBe(true);
      const place = placeAfter({ words: nyt, hard: false }, jeans);
      expect(place.widenedAt).toBe(2);
      expect(widenedLine(place.candidates.length)).toBe(
        'no likely answer fits: now among the 9 accepted words that fit',
      );
      expect(Array.from(place.candidates, (a) => place.words.answers[a])).toEqual(whole.candidateWords);
      expect(whole.place.words.answers).toEqual(place.words.answers);
      const position = new Positions().get(place, place.candidates, false);
      const own = new Session(position.config, createStrategy(strategy));
      own.playAll(jeans);
      expect(own.suggestions(10)).toEqual(whole.suggestions(10));
      expect(position.config.matrix.data.byteLength).toBe(14855 * 9); // never the whole list's matrix
    },
  );

  it('leaves other lists, and the frequency prior (every accepted word already an answer), alone', () => {
    expect(() => placeAfter({ words: base, hard: false }, parseHistory(['salet=bbbbb', 'bemix=ggggg'], 5))).toThrow(
      /no answer in the list fits/u,
    );
    const freq = placeAfter({ ...priorSpace(nyt, 'frequency'), hard: false }, jeans);
    expect(freq.widenedAt).toBeNull();
    expect(freq.candidates).toHaveLength(9);
  });

  it('still refuses what no accepted word fits, a word outside the list, and in hard mode a guess it forbids', () => {
    expect(() => placeAfter({ words: nyt, hard: false }, parseHistory(['tarse=ggggg', 'jeans=ggggg'], 5))).toThrow(
      /no accepted word fits.*\(nothing fits after turn 2, jeans\)/u,
    );
    expect(() => placeAfter({ words: nyt, hard: false }, parseHistory(['qqqqq=bbbbb'], 5))).toThrow(
      'QQQQQ is not in the word list',
    );
    expect(() => placeAfter({ words: nyt, hard: true }, parseHistory(['crane=gbbbb', 'moist=bbbbb'], 5))).toThrow(
      'hard mode: MOIST is not allowed',
    );
  });
});
