import { describe, expect, it } from 'vitest';
import { formatFeedback } from '../../../src/core/feedback.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { AbsurdleGame, replayAbsurdle } from '../../../src/engine/absurdle/game.js';
import { wordleError } from '../../helpers/errors.js';

// Hand-checked: against bat, cat, hat, mat, abc, guess "cat" splits them into
// bat/hat/mat → bgg (3), cat → ggg (1), abc → yyb (1): the adversary keeps bat, hat, mat.
const words = makeWordSet(['bat', 'cat', 'hat', 'mat', 'abc'], ['bhm']);

describe('AbsurdleGame', () => {
  it('answers each guess with the largest group, and is won only on the last word left', () => {
    const g = new AbsurdleGame(words);
    const r = g.guess('cat');
    expect(r.kind === 'played' && formatFeedback(r.turn.pattern, 3)).toBe('bgg');
    expect(r).toMatchObject({ kind: 'played', status: 'playing', turn: { remaining: 3 } });
    // Then bhm: bat → gbb, hat → byb (code 3), mat → bby (code 9): three singletons; the fewest
    // greens leave hat and mat, both one yellow; the smaller code keeps hat.
    const turns = replayAbsurdle(words, ['cat', 'bhm']);
    expect(turns.map((t) => formatFeedback(t.pattern, 3))).toEqual(['bgg', 'byb']);
    expect(g.guess('bhm')).toMatchObject({ kind: 'played', status: 'playing', turn: { remaining: 1 } });
    expect(g.guess('hat')).toMatchObject({ kind: 'played', status: 'won' });
    expect(g.guess('cat')).toEqual({ kind: 'rejected', message: 'The game is over' });
  });

  it('rejects what the game would refuse, changing nothing', () => {
    const g = new AbsurdleGame(words);
    expect(g.guess('ca')).toEqual({ kind: 'rejected', message: 'Not enough letters' });
    expect(g.guess('zzz')).toEqual({ kind: 'rejected', message: 'Not in word list' });
    expect(g.guess('c4t')).toEqual({ kind: 'rejected', message: 'Letters a-z only' });
    expect(g.guess('cats')).toEqual({ kind: 'rejected', message: 'Too many letters' });
    expect(g.history).toEqual([]);
    expect(g.candidates).toHaveLength(5);
    // Not a string: one clear error naming the method, as Game.check gives (not a TypeError from trim).
    expect(wordleError(() => g.check(42 as never), 'BAD_ARGUMENT').message).toMatch(/^AbsurdleGame\.check: input /u);
  });

  it('challenge mode: lost as soon as the target is ruled out', () => {
    const g = new AbsurdleGame(words, { target: 'cat' });
    expect(g.guess('cat')).toMatchObject({ kind: 'played', status: 'lost' }); // cat's group (1) loses to bgg (3)
    expect(wordleError(() => new AbsurdleGame(words, { target: 'bhm' }), 'BAD_WORD').message).toBe(
      'target "bhm" is not in the answer list',
    );
  });
});

describe('AbsurdleGame in hard mode (issue 36, 6)', () => {
  it('refuses a guess that ignores what the adversary revealed, changing nothing', () => {
    // After CAT → bgg, hard mode needs A second and T third: BHM is refused, BAT is not.
    const g = new AbsurdleGame(words, { hard: true });
    g.guess('cat');
    expect(g.guess('bhm')).toEqual({ kind: 'rejected', message: '2nd letter must be A' });
    expect(g.history).toHaveLength(1);
    expect(g.candidates).toHaveLength(3);
    expect(g.guess('bat')).toMatchObject({ kind: 'played' });
    // The same guess in normal mode is played.
    const normal = new AbsurdleGame(words);
    normal.guess('cat');
    expect(normal.guess('bhm')).toMatchObject({ kind: 'played' });
  });
});
