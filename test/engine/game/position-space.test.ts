/**
 * A question after a turn is answered on the position's own game (engine/game/position-space.ts):
 * the answers left as the answer list and every guess against just them. It must give what the
 * whole list gives: the same suggestions, in the same order (ties included), for every strategy
 * (but `random`, whose pick hashes the candidates' ids) and both priors, in both modes; and a
 * session over a lazy matrix never makes the whole matrix after a turn.
 */
import { describe, expect, it } from 'vitest';
import { filterCandidates } from '../../../src/core/filter.js';
import { parseHistory } from '../../../src/core/history.js';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { lazyMatrix, matrixBuilt } from '../../../src/core/sub-matrix.js';
import type { History } from '../../../src/core/types.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { PositionGames, positionGame, subSpace } from '../../../src/engine/game/position-space.js';
import { priorSpace } from '../../../src/engine/game/prior.js';
import { Session } from '../../../src/engine/game/session.js';
import { createStrategy } from '../../../src/engine/game/strategies.js';
import { gameConfig } from '../../../src/strategies/context.js';

const base = builtinWordSet('classic');
const spaces = { uniform: priorSpace(base, 'uniform'), frequency: priorSpace(base, 'frequency') };
const full = buildPatternMatrix(base.guesses, base.answers);

/** What a session over the whole matrix suggests, and what one over a lazy matrix does. */
function both(prior: 'uniform' | 'frequency', history: History, strategy: string, hard: boolean) {
  const space = spaces[prior];
  const matrix = prior === 'uniform' ? full : buildPatternMatrix(space.words.guesses, space.words.answers);
  const weights = space.weights ? { weights: space.weights } : {};
  const whole = new Session(gameConfig(space.words, matrix, { hard, ...weights }), createStrategy(strategy));
  const lazy = lazyMatrix(space.words);
  const own = new Session(gameConfig(space.words, lazy, { hard, ...weights }), createStrategy(strategy));
  whole.playAll(history);
  own.playAll(history);
  return { whole: whole.suggestions(10), own: own.suggestions(10), built: matrixBuilt(lazy) };
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

describe('a position on its own answers', () => {
  it.each(STRATEGIES)('%s: the same suggestions as the whole list, in normal and hard mode', (strategy) => {
    for (const h of [['soare=ygbbb'], ['salet=bbbbb', 'courd=bbybb'], ['crane=bybbb']]) {
      for (const hard of [false, true]) {
        const { whole, own, built } = both('uniform', parseHistory(h, 5), strategy, hard);
        expect(own).toEqual(whole);
        expect(built).toBe(false); // never the whole list's matrix after a turn
      }
    }
  });

  it('the same with the frequency prior (every allowed word an answer, weighted)', () => {
    const { whole, own, built } = both('frequency', parseHistory(['soare=ygbbb'], 5), 'entropy', false);
    expect(own).toEqual(whole);
    expect(built).toBe(false);
  });

  it('keeps guesses × answers left, one byte each: 12972 × 15 after SOARE = YGBBB, words in list order', () => {
    const c = filterCandidates(base, parseHistory(['soare=ygbbb'], 5));
    const game = positionGame(gameConfig(base, lazyMatrix(base)), c);
    expect(game.config.matrix.data.byteLength).toBe(12972 * 15);
    expect(Array.from(game.candidates)).toEqual([...Array(15).keys()]);
    const sub = subSpace(spaces.uniform, c).words;
    expect(sub).toEqual(game.config.words);
    expect(sub.answers).toEqual(Array.from(c, (a) => base.answers[a]));
    expect(sub.guesses.slice(15)).toEqual(base.guesses.filter((w) => !sub.answers.includes(w)));
    // Every cell is the whole matrix's for the same guess and answer.
    const m = game.config.matrix;
    let differ = 0;
    sub.guesses.forEach((g, s) => {
      const id = base.index.get(g)!;
      c.forEach((a, j) => (differ += m.data[s * 15 + j] === full.data[id * base.answers.length + a] ? 0 : 1));
    });
    expect(differ).toBe(0);
  });

  it('the start of a game, and a game whose whole matrix is made, read the whole matrix', () => {
    const lazy = gameConfig(base, lazyMatrix(base));
    const all = Uint32Array.from(base.answers.keys());
    expect(positionGame(lazy, all).config).toBe(lazy);
    expect(matrixBuilt(lazy.matrix)).toBe(false); // not until a question reads it
    const built = gameConfig(base, full);
    const c = filterCandidates(base, parseHistory(['soare=ygbbb'], 5));
    expect(positionGame(built, c)).toEqual({ config: built, candidates: c });
  });
});

describe('PositionGames: the last position asked about', () => {
  const c = filterCandidates(base, parseHistory(['crane=bybbb'], 5));

  it('is kept for the next question on the same game, made again for another, released on demand', () => {
    const games = new PositionGames();
    const config = gameConfig(base, lazyMatrix(base));
    const first = games.get(config, c);
    expect(games.get(config, Uint32Array.from(c))).toBe(first);
    // A config made again over the same words and rules (as the web worker makes one per question).
    expect(games.get(gameConfig(base, lazyMatrix(base)), c).config.matrix).toBe(first.config.matrix);
    // (identity compared directly: `not.toBe` would compare the matrices cell by cell to explain itself)
    expect(games.get(gameConfig(base, lazyMatrix(base), { hard: true }), c).config.matrix === first.config.matrix).toBe(
      false,
    );
    games.release();
    expect(games.get(config, c) === first).toBe(false);
  });

  it("passes on this question's progress, not the last one's", () => {
    const games = new PositionGames();
    const config = gameConfig(base, lazyMatrix(base));
    const progress = () => undefined;
    expect(games.get({ ...config, progress }, c).config.progress).toBe(progress);
    expect(games.get(config, c).config.progress).toBeUndefined();
  });

  it('refuses candidates that are not answer ids of the words, ascending', () => {
    const config = gameConfig(base, lazyMatrix(base));
    expect(() => positionGame(config, Uint32Array.of(5, 3))).toThrow(/ascending/u);
    expect(() => positionGame(config, Uint32Array.of(99999))).toThrow(/ascending/u);
  });
});
