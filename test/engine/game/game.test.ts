import { describe, expect, it } from 'vitest';
import { parseFeedback } from '../../../src/core/feedback.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { chooseAnswer, dailyIndex, Game, seededIndex } from '../../../src/engine/game/game.js';
import { chooseAnswers, seededAnswers } from '../../../src/engine/game/bench.js';
import { wordleError } from '../../helpers/errors.js';

const words = makeWordSet(['moist', 'crane', 'pilot', 'speed'], ['soare', 'eerie']);

describe('Game', () => {
  it.each([
    ['too short', 'cran', 'Not enough letters'],
    ['too long', 'cranes', 'Too many letters'],
    ['not letters', 'cr4ne', 'Letters a-z only'],
    ['not in the list', 'zzzzz', 'Not in word list'],
  ])('rejects a word %s with the game message', (_name, input, message) => {
    const g = new Game(words, 'moist');
    expect(g.guess(input)).toEqual({ kind: 'rejected', message });
    expect(g.history).toHaveLength(0);
  });

  it('scores guesses, tracks the keyboard and wins', () => {
    const g = new Game(words, 'moist');
    const r = g.guess(' PILOT ');
    expect(r).toEqual({ kind: 'played', turn: { guess: 'pilot', pattern: parseFeedback('bybyg') }, status: 'playing' });
    const keys = g.keyboard();
    expect([keys.get('p'), keys.get('i'), keys.get('t'), keys.get('z')]).toEqual([
      'absent',
      'present',
      'correct',
      'unknown',
    ]);
    expect(g.guess('moist')).toMatchObject({ kind: 'played', status: 'won' });
    expect(g.keyboard().get('i')).toBe('correct'); // correct beats present
    expect(g.guess('crane')).toEqual({ kind: 'rejected', message: 'The game is over' });
  });

  it('a letter gray in one spot and green in another shows green', () => {
    const g = new Game(words, 'speed');
    g.guess('eerie'); // against speed: yybbb (speed has two Es, both elsewhere; the third E is gray)
    expect(g.keyboard().get('e')).toBe('present');
    g.guess('speed');
    expect(g.keyboard().get('e')).toBe('correct');
  });

  it('is lost after six misses', () => {
    const g = new Game(words, 'moist', { maxGuesses: 2 });
    g.guess('crane');
    expect(g.guess('soare')).toMatchObject({ status: 'lost' });
    expect(g.status).toBe('lost');
  });

  it('enforces hard mode with the game message', () => {
    const g = new Game(words, 'moist', { hard: true });
    g.guess('pilot'); // I and O yellow, T green
    expect(g.guess('crane')).toEqual({ kind: 'rejected', message: '5th letter must be T' });
    expect(new Game(words, 'moist').guess('pilot')).toMatchObject({ kind: 'played' });
  });
});

describe('answers', () => {
  it('day 0 is 19 June 2021, "cigar" in the classic list', () => {
    const classic = builtinWordSet('classic');
    expect(dailyIndex(new Date(2021, 5, 19))).toBe(0);
    expect(dailyIndex(new Date(2021, 5, 20, 23, 59))).toBe(1);
    expect(dailyIndex(new Date(2022, 0, 1))).toBe(196); // 12 + 31 + 31 + 30 + 31 + 30 + 31 days
    expect(chooseAnswer(classic, { kind: 'daily', day: 0 })).toBe('cigar');
    expect(chooseAnswer(classic, { kind: 'daily', day: 1 })).toBe('rebut');
    expect(chooseAnswer(classic, { kind: 'daily', day: 2315 })).toBe('cigar'); // wraps around
    wordleError(() => chooseAnswer(classic, { kind: 'daily', day: -1 }), 'BAD_OPTION');
  });

  it('seeds pick deterministically within range', () => {
    for (let s = 0; s < 200; s++) {
      const i = seededIndex(s, 7);
      expect(i).toBe(seededIndex(s, 7));
      expect(i >= 0 && i < 7).toBe(true);
    }
    expect(new Set(Array.from({ length: 50 }, (_, s) => seededIndex(s, 1000))).size).toBeGreaterThan(40);
    expect(chooseAnswer(words, { kind: 'seed', seed: 3 })).toBe(words.answers[seededIndex(3, 4)]);
  });

  it('takes any allowed word as --answer and rejects others', () => {
    expect(chooseAnswer(words, { kind: 'word', word: 'SOARE' })).toBe('soare');
    wordleError(() => chooseAnswer(words, { kind: 'word', word: 'zzzzz' }), 'BAD_WORD');
    wordleError(() => new Game(words, 'zzzzz'), 'BAD_WORD');
  });
});

describe('a game of one answer given as a list: one board, Wordle itself', () => {
  it('plays hard mode, refused on several boards', () => {
    const list = new Game(words, ['moist'], { hard: true });
    const one = new Game(words, 'moist', { hard: true });
    list.guess('pilot');
    one.guess('pilot');
    expect(list.check('soare')).not.toBeNull(); // pilot=bybyg: the 5th letter must be T
    expect(list.check('soare')).toBe(one.check('soare'));
    expect(wordleError(() => new Game(words, ['moist', 'crane'], { hard: true }), 'BAD_OPTION').message).toBe(
      'hard mode is not supported with several boards',
    );
  });

  it('keeps its keyboard once solved (a merged keyboard over every board once none is open)', () => {
    const one = new Game(words, 'moist');
    const list = new Game(words, ['moist']);
    for (const w of ['crane', 'moist']) {
      one.guess(w);
      list.guess(w);
    }
    expect(list.status).toBe('won');
    expect(list.keyboard()).toEqual(one.keyboard());
    expect(list.keyboard().get('m')).toBe('correct');
  });
});

describe('chooseAnswers', () => {
  it("one board's seed is chooseAnswer's; several boards' is seededAnswers'", () => {
    expect(chooseAnswers(words, { kind: 'seed', seed: 7 }, 1)).toEqual([
      chooseAnswer(words, { kind: 'seed', seed: 7 }),
    ]);
    expect(chooseAnswers(words, { kind: 'seed', seed: 7 }, 2)).toEqual(seededAnswers(words, 2, 7));
    expect(chooseAnswers(words, { kind: 'words', words: ['Moist', 'crane'] }, 2)).toEqual(['moist', 'crane']);
  });

  it('refuses a daily answer on several boards and a word outside the list', () => {
    expect(wordleError(() => chooseAnswers(words, { kind: 'daily', day: 0 }, 2), 'BAD_OPTION').message).toBe(
      "a day's game plays one board: Dordle plays seeded answers or one given per board",
    );
    expect(wordleError(() => chooseAnswers(words, { kind: 'words', words: ['zzzzz'] }, 1), 'BAD_WORD').message).toBe(
      'answer "zzzzz" is not in the word list',
    );
  });
});
