import { describe, expect, it } from 'vitest';
import { playGuesses } from '../../../src/core/history.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { AbsurdleGame } from '../../../src/engine/absurdle/game.js';
import { Game } from '../../../src/engine/game/game.js';
import { keyboardOf, mergedKeyboard, type LetterState } from '../../../src/engine/game/keyboard.js';

/** A keyboard from letter → state pairs, every other letter unknown. */
const keys = (known: Record<string, LetterState>): Map<string, LetterState> =>
  new Map([...'abcdefghijklmnopqrstuvwxyz'].map((c) => [c, known[c] ?? 'unknown']));

describe('keyboardOf: one board', () => {
  it('keeps each letter’s best state over the turns: correct beats present beats absent', () => {
    // stair against flair: s, t gray, a, i, r green; then pilot: l yellow, i stays green, p, o, t gray.
    const k = keyboardOf(playGuesses(['stair', 'pilot'], 'flair'));
    expect(k).toEqual(
      keys({
        s: 'absent',
        t: 'absent',
        a: 'correct',
        i: 'correct',
        r: 'correct',
        p: 'absent',
        l: 'present',
        o: 'absent',
      }),
    );
  });

  it('repeat_yellow: a letter gray in one place and yellow in another is yellow', () => {
    // speed against abide: the first e is yellow, the second gray (one e in the answer).
    const k = keyboardOf(playGuesses(['speed'], 'abide'));
    expect(k.get('e')).toBe('present');
    expect(k.get('d')).toBe('present');
  });

  it('every letter a-z, unknown before any turn', () => {
    expect(keyboardOf([])).toEqual(keys({}));
  });
});

describe('mergedKeyboard: the boards still open', () => {
  it('shows a key’s best state on any board, and absent only when absent on all of them', () => {
    const merged = mergedKeyboard([
      keys({ a: 'correct', b: 'absent', c: 'absent', d: 'present' }),
      keys({ a: 'present', b: 'present', c: 'absent', d: 'absent' }),
    ]);
    expect(merged).toEqual(keys({ a: 'correct', b: 'present', c: 'absent', d: 'present' }));
  });

  it('no board open: every key unknown', () => {
    expect(mergedKeyboard([])).toEqual(keys({}));
  });
});

describe('the games use it', () => {
  const words = makeWordSet(['react', 'sweet', 'crane', 'flair', 'stair', 'pilot']);

  it('Game.mergedKeyboard (several boards) leaves out the boards already solved', () => {
    const g = new Game(words, ['react', 'sweet']);
    g.guess('react'); // board 1 solved: its greens no longer count
    expect(g.mergedKeyboard()).toEqual(mergedKeyboard([g.keyboards()[1]!]));
    expect(g.mergedKeyboard().get('r')).toBe('absent'); // r is not in sweet
    expect(g.keyboards()[0]!.get('r')).toBe('correct');
  });

  it('AbsurdleGame.keyboard follows the adversary’s feedback', () => {
    const g = new AbsurdleGame(words);
    g.guess('pilot');
    g.guess('crane');
    expect(g.keyboard()).toEqual(keyboardOf(g.history));
  });
});
