import { describe, expect, it, vi } from 'vitest';
import { NO_CANDIDATES_MESSAGE } from '../../../src/core/filter.js';
import { formatTurn, parseTurn } from '../../../src/core/history.js';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { Partitioner } from '../../../src/core/partition.js';
import { allGreen, scoreGuess } from '../../../src/core/pattern.js';
import type { Turn } from '../../../src/core/types.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { gameConfig } from '../../../src/strategies/context.js';
import { Session } from '../../../src/engine/game/session.js';
import { NO_ACCEPTED_MESSAGE } from '../../../src/engine/game/widen.js';
import { smallConfig, smallWeight, smallWidening } from '../../fixtures/widening.js';
import { createStrategy } from '../../../src/engine/game/strategies.js';
import { wordleError } from '../../helpers/errors.js';

const words = builtinWordSet('classic');
const matrix = buildPatternMatrix(words.guesses, words.answers);
const strategy = createStrategy('entropy');
const turn = (token: string) => parseTurn(token, 5);

function session(options: { hard?: boolean; pool?: 'all' | 'answers' } = {}): Session {
  return new Session(gameConfig(words, matrix, options), strategy);
}

/** The observable state of a session, to check a rejected turn changed nothing. */
const snapshot = (s: Session) => ({
  history: s.history.map(formatTurn),
  candidates: Array.from(s.candidates),
  solved: s.solved,
});

describe('Session', () => {
  it('starts with every answer and no turns', () => {
    const s = session();
    expect(s.history).toEqual([]);
    expect(s.candidates).toHaveLength(2315);
    expect(s.solved).toBe(false);
  });

  it('plays turns, narrowing the candidates', () => {
    const s = session();
    const after = s.play(turn('soare=ygbbb'));
    expect(after).toHaveLength(15);
    expect(s.candidateWords).toContain('focus');
    expect(s.history.map(formatTurn)).toEqual(['soare=ygbbb']);
    s.play({ guess: 'thumb', pattern: scoreGuess('thumb', 'focus') });
    expect(s.candidateWords).toEqual(['focus', 'locus']);
    s.play(turn('focus=ggggg'));
    expect(s.solved).toBe(true);
    expect(s.candidateWords).toEqual(['focus']);
  });

  it('undoes one turn at a time, and reports when there is none', () => {
    const s = session();
    s.play(turn('soare=ygbbb'));
    s.play(turn('thumb=bbybb'));
    const afterOne = snapshot(session());
    expect(s.undo()).toBe(true);
    expect(s.candidates).toHaveLength(15);
    expect(s.history).toHaveLength(1);
    expect(s.undo()).toBe(true);
    expect(snapshot(s)).toEqual(afterOne);
    expect(s.undo()).toBe(false);
    expect(snapshot(s)).toEqual(afterOne);
  });

  it('resets to the start', () => {
    const s = session();
    s.play(turn('soare=ygbbb'));
    s.play(turn('thumb=bbybb'));
    s.reset();
    expect(snapshot(s)).toEqual(snapshot(session()));
    s.play(turn('crane=bbbby'));
    expect(s.candidates).toHaveLength(127);
  });

  it('rejects a hard-mode violation and changes nothing', () => {
    const s = session({ hard: true });
    s.play(turn('soare=ygbbb'));
    const before = snapshot(s);
    const e = wordleError(() => s.play(turn('focal=gggbb')), 'HARD_MODE');
    expect(e.message).toBe('hard mode: FOCAL is not allowed: Guess must contain S');
    expect(snapshot(s)).toEqual(before);
    const e2 = wordleError(() => s.play(turn('first=bbbbb')), 'HARD_MODE');
    expect(e2.message).toBe('hard mode: FIRST is not allowed: 2nd letter must be O');
    expect(snapshot(s)).toEqual(before);
    s.play(turn('bosom=bgybb')); // as against FOCUS
    expect(s.history).toHaveLength(2);
  });

  it('allows the same guesses when hard mode is off', () => {
    const s = session();
    s.play(turn('soare=ygbbb'));
    expect(s.play(turn('first=gbbyb')).length).toBeGreaterThan(0);
  });

  it('rejects an inconsistent turn and changes nothing', () => {
    const s = session();
    s.play(turn('soare=ygbbb'));
    const before = snapshot(s);
    const e = wordleError(() => s.play(turn('focus=bbbbb')), 'NO_CANDIDATES');
    expect(e.message).toBe(NO_CANDIDATES_MESSAGE);
    expect(snapshot(s)).toEqual(before);
    wordleError(() => s.play(turn('soare=ggggg')), 'NO_CANDIDATES');
    expect(snapshot(s)).toEqual(before);
  });

  it('rejects a guess of the wrong length', () => {
    const s = session();
    expect(wordleError(() => s.play({ guess: 'soar', pattern: scoreGuess('soar', 'soar') }), 'BAD_WORD').message).toBe(
      '"soar" is not 5 letters',
    );
    expect(s.history).toHaveLength(0);
  });

  it('accepts a guess outside the word list', () => {
    const s = session();
    expect(words.index.has('qzqzq')).toBe(false);
    s.play(turn('qzqzq=bbbbb'));
    expect(s.candidates).toHaveLength(words.answers.filter((w) => !/[qz]/.test(w)).length);
  });

  it('suggests the strategy’s pick, then the rest ranked', () => {
    const s = session();
    expect(s.next()).toBe('soare');
    s.play(turn('soare=ygbbb'));
    expect(s.next()).toBe('thumb');
    const top = s.suggestions(5);
    // filmy, bushy, bumpy and mufti tie at 3.27291 bits; filmy comes first in the list.
    expect(top.map((x) => x.word)).toEqual(['thumb', 'fubsy', 'jumby', 'blimy', 'filmy']);
    const sizes = new Map<number, number>();
    for (const w of s.candidateWords) sizes.set(scoreGuess('thumb', w), (sizes.get(scoreGuess('thumb', w)) ?? 0) + 1);
    expect(top[0]).toMatchObject({ isCandidate: false, worstCase: Math.max(...sizes.values()) });
    expect(top[0]!.expectedSize).toBeCloseTo([...sizes.values()].reduce((t, c) => t + c * c, 0) / 15, 12);
    expect(top[0]!.entropy).toBeCloseTo(3.45656, 5);
    for (let i = 1; i < top.length; i++) expect(top[i]!.entropy).toBeLessThanOrEqual(top[i - 1]!.entropy + 1e-9);
  });

  it('guesses only candidates with the answers pool', () => {
    const s = session({ pool: 'answers' });
    s.play(turn('soare=ygbbb'));
    expect(s.candidateWords).toContain(s.next());
    for (const x of s.suggestions(20)) expect(x.isCandidate).toBe(true);
  });
});

describe('Session: one board is the N = 1 case of several (issue 52, 1)', () => {
  const config = gameConfig(words, matrix);

  it('a turn of one feedback is the plain turn: the same answers left, turns and undo', () => {
    const plain = new Session(config, strategy);
    const one = new Session(config, strategy, { boards: 1 });
    for (const t of ['soare=ygbbb', 'thumb=bbybb']) {
      const { guess, pattern } = turn(t);
      plain.play({ guess, pattern });
      expect(one.play({ guess, patterns: [pattern] })).toEqual({ guess, patterns: [pattern] });
      expect(Array.from(one.candidates)).toEqual(Array.from(plain.candidates));
      expect(Array.from(one.boardCandidates(0))).toEqual(Array.from(plain.candidates));
    }
    expect(one.history.map(formatTurn)).toEqual(plain.history.map(formatTurn));
    expect(plain.turns.map((t) => t.patterns.length)).toEqual([1, 1]);
    expect(one.maxGuesses).toBe(6);
    expect(one.undo()).toBe(true);
    expect(one.history).toHaveLength(1);
    plain.undo();
    expect(one.suggestions(3)).toEqual(plain.suggestions(3));
  });

  it('several boards: each board follows its own answers; a plain turn or a one-board question is refused', () => {
    const s = new Session(config, strategy, { boards: 2 });
    expect(s.maxGuesses).toBe(7);
    const soare = 'soare';
    const patterns = [scoreGuess(soare, 'react'), scoreGuess(soare, 'sweet')];
    s.play({ guess: soare, patterns });
    const alone = (answer: string) => {
      const one = new Session(config, strategy);
      one.play({ guess: soare, pattern: scoreGuess(soare, answer) });
      return Array.from(one.candidates);
    };
    expect(Array.from(s.boardCandidates(0))).toEqual(alone('react'));
    expect(Array.from(s.boardCandidates(1))).toEqual(alone('sweet'));
    expect(s.boardsPosition().guessesLeft).toBe(6);
    expect(wordleError(() => s.play({ guess: soare, pattern: patterns[0]! }), 'BAD_HISTORY').message).toMatch(
      /one feedback per board/,
    );
    // The one question serves several boards: the same suggestions, with the boards each can solve.
    const three = s.suggestions(3);
    expect(three).toHaveLength(3);
    expect(three.every((x) => Array.isArray(x.solves))).toBe(true);
    expect(s.turns).toHaveLength(1);
    s.play({ guess: 'react', patterns: [allGreen(5), scoreGuess('react', 'sweet')] });
    expect(s.solvedBoards).toEqual([true, false]);
    expect(s.solved).toBe(false);
    s.play({ guess: 'sweet', patterns: [null, allGreen(5)] });
    expect(s.solved).toBe(true);
  });
});

describe('Session.suggestions for any N, and suggestionsFor', () => {
  const s = session();
  s.play(turn('soare=ygbbb'));
  const all = s.suggestions(words.guesses.length);

  it('lists every allowed guess once, and every shorter list is a prefix of it', () => {
    expect(all).toHaveLength(words.guesses.length);
    expect(new Set(all.map((x) => x.word)).size).toBe(words.guesses.length);
    for (const k of [1, 3, 10, 100, 5000]) expect(s.suggestions(k)).toEqual(all.slice(0, k));
  });

  it('gives the same numbers and the rank of just the words asked for, in their order', () => {
    const asked = ['crane', 'THUMB', 'focus'];
    const got = s.suggestionsFor(asked);
    for (const [i, w] of ['crane', 'thumb', 'focus'].entries()) {
      const rank = all.findIndex((x) => x.word === w) + 1;
      expect(got[i]).toEqual({ rank, suggestion: all[rank - 1] });
    }
    expect(got[1]!.rank).toBe(1);
  });

  it('rejects a word outside the list and, in hard mode, an illegal guess', () => {
    expect(wordleError(() => s.suggestionsFor(['zzzzz']), 'BAD_WORD').message).toBe('"zzzzz" is not in the word list');
    const hard = session({ hard: true });
    hard.play(turn('soare=ygbbb'));
    expect(wordleError(() => hard.suggestionsFor(['crane']), 'HARD_MODE').message).toBe(
      'CRANE cannot be played here: 2nd letter must be O',
    );
  });
});

// A small game that widens: two likely answers (cat, bat), three more accepted words, and counts
// that make HOT the likeliest of them (frequency prior over all five, nCommon 3).
describe('Session: answers outside the likely list', () => {
  const w = smallWidening;
  const base = smallConfig;
  const t3 = (token: string) => parseTurn(token, 3);

  it('widens to the accepted words that fit when no likely answer does, and undoes it', () => {
    const s = new Session(base, createStrategy('optimal'), { widening: w });
    expect(s.widens).toBe(true);
    s.play(t3('cat=bbg')); // neither cat nor bat: hot and hit fit
    expect(s.widened).toBe(true);
    expect(s.candidateWords).toEqual(['hot', 'hit']); // the likelier first
    expect(s.config.words.answers).toEqual(['hot', 'hit']);
    // Two words left: guessing the likelier (hot) takes 1 guess for it and 2 for hit: weighted by
    // the prior, 1 + P(hit) expected guesses (proven); its probability is its prior weight among the two.
    const [best] = s.suggestions(1);
    const pHit = smallWeight('hit') / (smallWeight('hot') + smallWeight('hit'));
    expect(best).toMatchObject({ word: 'hot', proven: true, isCandidate: true, winChance: 1 });
    expect(best!.expectedGuesses).toBeCloseTo(1 + pHit, 12);
    const p = smallWeight;
    expect(best!.probability).toBeCloseTo(p(best!.word) / (p('hot') + p('hit')), 12);
    s.play(t3('hot=ggg'));
    expect(s.solved).toBe(true);
    expect(s.undo() && s.undo()).toBe(true);
    expect(s.widened).toBe(false);
    expect(s.config).toBe(base);
    expect(s.candidateWords).toEqual(['cat', 'bat']);
  });

  it('rejects a real contradiction (no accepted word fits) and changes nothing', () => {
    const s = new Session(base, createStrategy('entropy'), { widening: w });
    s.play(t3('cat=bbg'));
    expect(wordleError(() => s.play(t3('hot=bbb')), 'NO_CANDIDATES').message).toBe(NO_ACCEPTED_MESSAGE);
    expect(s.candidateWords).toEqual(['hot', 'hit']);
    const fresh = new Session(base, createStrategy('entropy'), { widening: w });
    expect(wordleError(() => fresh.play(t3('zzz=ggg')), 'NO_CANDIDATES').message).toBe(NO_ACCEPTED_MESSAGE);
    expect(fresh.history).toEqual([]);
  });

  it('does not widen without a widening: the turn is rejected as before', () => {
    const s = new Session(base, createStrategy('entropy'), { widening: false });
    expect(s.widens).toBe(false);
    expect(wordleError(() => s.play(t3('cat=bbg')), 'NO_CANDIDATES').message).toBe(NO_CANDIDATES_MESSAGE);
    // The classic lists are the game's own answers: no widening by default.
    expect(session().widens).toBe(false);
  });

  it('plays a whole history or none of it, naming the turn nothing fits', () => {
    const s = new Session(base, createStrategy('entropy'), { widening: w });
    const e = wordleError(() => s.playAll([t3('cat=bbg'), t3('hot=bbb')]), 'NO_CANDIDATES');
    expect(e.message).toBe(`${NO_ACCEPTED_MESSAGE} (nothing fits after turn 2, hot)`);
    expect(s.history).toEqual([]);
    s.playAll([t3('cat=bbg')]);
    expect(s.widened).toBe(true);
  });

  it('uses the exact strategy by default', () => {
    expect(new Session(base).strategy.name).toBe('optimal');
  });
});

describe('Session reads each input once (issue 36, 8)', () => {
  /** A turn whose pattern differs on every read: all green first, then what CIGAR gets against FOCUS. */
  const shifty = (): { turn: Turn; reads: () => number } => {
    let n = 0;
    const turn = new Proxy({ guess: 'cigar' } as Turn, {
      get: (target, key) => {
        if (key !== 'pattern') return Reflect.get(target, key);
        return n++ === 0 ? allGreen(5) : scoreGuess('cigar', 'focus');
      },
    });
    return { turn, reads: () => n };
  };

  it('Session.play: the pattern it checks is the one it records and filters by', () => {
    const s = session();
    const { turn: t, reads } = shifty();
    s.play(t);
    expect(reads()).toBe(1);
    expect(s.history).toEqual([{ guess: 'cigar', pattern: allGreen(5) }]);
    expect(s.solved).toBe(true);
    expect(s.candidateWords).toEqual(['cigar']);
  });

  it('Session.playAll: the history and its turns are copied once', () => {
    const s = session();
    const { turn: t, reads } = shifty();
    s.playAll([turn('thumb=bbbbb'), t]);
    expect(reads()).toBe(1);
    expect(s.history.map(formatTurn)).toEqual(['thumb=bbbbb', 'cigar=ggggg']);
    expect(s.solved).toBe(true);
    expect(s.candidateWords).toEqual(['cigar']);
  });
});

describe('Session.suggestions under a prior', () => {
  // Random whole-number weights (seeded), as a prior gives: the pick by the metric is the ranking's first.
  let seed = 49;
  const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
  const weights = Float64Array.from(words.answers, () => 1 + Math.floor(rand() * 1000));

  it.each([
    ['entropy', ['soare=ygbbb']],
    ['entropy', ['crane=bbbbb', 'doilt=bbyyb']],
    ['expected-size', ['salet=bbbbb']],
    ['expected-size', ['roate=bybbb']],
  ])("%s after %j: the strategy's own pick first, every guess scanned once", (name, turns) => {
    const s = new Session(gameConfig(words, matrix, { weights }), createStrategy(name));
    for (const t of turns) s.play(turn(t));
    const pick = s.next();
    const stats = vi.spyOn(Partitioner.prototype, 'stats');
    try {
      const top = s.suggestions(10);
      expect(top[0]!.word).toBe(pick);
      expect(top).toHaveLength(10);
      // (a second scan for the pick, as before, read every guess's statistics twice)
      expect(stats.mock.calls.length).toBeLessThanOrEqual(words.guesses.length + 1);
    } finally {
      stats.mockRestore();
    }
  });
});
