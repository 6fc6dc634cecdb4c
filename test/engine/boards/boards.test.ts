import { describe, expect, it } from 'vitest';
import { formatMultiTurn, parseMultiTurn } from '../../../src/core/boards.js';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { sampleAnswerTuples } from '../../../src/engine/game/bench.js';
import { boardGameName, defaultMaxGuesses } from '../../../src/engine/game/rules.js';
import { benchBoards } from '../../../src/engine/game/bench.js';
import { seededAnswers } from '../../../src/engine/game/bench.js';
import { Game } from '../../../src/engine/game/game.js';
import { Session } from '../../../src/engine/game/session.js';
import { checkBoardsGame } from '../../../src/engine/game/solve.js';
import { boardsOutsideList, solve } from '../../../src/engine/game/solve.js';
import { gameConfig } from '../../../src/strategies/context.js';
import { createStrategy } from '../../../src/engine/game/strategies.js';
import { wordleError } from '../../helpers/errors.js';

const words = builtinWordSet('classic');
const matrix = buildPatternMatrix(words.guesses, words.answers);
const config = gameConfig(words, matrix);
const entropy = createStrategy('entropy', { boards: 2 });
const turn = (token: string) => parseMultiTurn(token, 5);

describe('guess limits and names', () => {
  it.each([
    [1, 6, 'Wordle'],
    [2, 7, 'Dordle'],
    [4, 9, 'Quordle'],
    [8, 13, 'Octordle'],
    [16, 21, 'Sedecordle'],
    [3, 8, '3 boards'],
  ])('%i boards: %i guesses, %s', (boards, limit, name) => {
    expect(defaultMaxGuesses(boards)).toBe(limit);
    expect(boardGameName(boards)).toBe(name);
  });
});

describe('Game of several boards: the hand-checked Dordle game REACT + SWEET (see test/core/boards.test.ts)', () => {
  it('scores every open board, closes a board when its answer is guessed, and ends when all are', () => {
    const g = new Game(words, ['react', 'sweet']);
    expect(g.maxGuesses).toBe(7);
    expect(g.guess('crane')).toMatchObject({ kind: 'played', status: 'playing' });
    expect(g.guess('zzzzz')).toEqual({ kind: 'rejected', message: 'Not in word list' });
    expect(g.guess('react')).toMatchObject({ kind: 'played', status: 'playing' });
    expect(g.solved).toEqual([true, false]);
    expect(g.guess('sweet')).toMatchObject({ kind: 'played', status: 'won' });
    expect(g.history.map(formatMultiTurn)).toEqual(['crane=yygby,bbbby', 'react=ggggg,bybbg', 'sweet=-,ggggg']);
    expect(g.guess('crane')).toEqual({ kind: 'rejected', message: 'The game is over' });
    expect(checkBoardsGame(words, ['react', 'sweet'], g.history)).toBeNull();
  });

  it('is lost when the guesses run out with a board open; the keyboards are per board', () => {
    const g = new Game(words, ['react', 'sweet'], { maxGuesses: 2 });
    g.guess('react');
    expect(g.guess('crane')).toMatchObject({ kind: 'played', status: 'lost' });
    expect(g.keyboards()[1]!.get('t')).toBe('correct'); // react/sweet: t green
    expect(g.keyboards()[0]!.get('t')).toBe('correct');
  });

  it('draws distinct answers from a seed, the same for the same seed', () => {
    const a = seededAnswers(words, 8, 42);
    expect(new Set(a).size).toBe(8);
    expect(seededAnswers(words, 8, 42)).toEqual(a);
    expect(seededAnswers(words, 8, 43)).not.toEqual(a);
  });
});

describe('Session', () => {
  const session = () => new Session(config, entropy, { boards: 2 });

  it('follows each board on its own and finishes the hand-checked game', () => {
    const s = session();
    s.play(turn('crane=yygby,bbbby'));
    expect(s.boardWords(0)).toContain('react');
    expect(s.boardWords(1)).toContain('sweet');
    s.play(turn('react=ggggg,bybbg'));
    expect(s.solvedBoards).toEqual([true, false]);
    expect(s.boardWords(0)).toEqual(['react']);
    s.play(turn('sweet=ggggg')); // one feedback per unsolved board is enough
    expect(s.solved).toBe(true);
    expect(s.turns.map(formatMultiTurn)).toEqual(['crane=yygby,bbbby', 'react=ggggg,bybbg', 'sweet=-,ggggg']);
    expect(s.suggestions()).toEqual([]);
  });

  it('rejects a turn that leaves a board empty, naming the board, and changes nothing', () => {
    const s = session();
    s.play(turn('crane=yygby,bbbby'));
    const before = [s.boardCandidates(0).length, s.boardCandidates(1).length];
    const e = wordleError(() => s.play(turn('react=ggggg,ggggg')), 'NO_CANDIDATES');
    expect(e.message).toMatch(/^board 2: no answer in the list fits/);
    expect([s.boardCandidates(0).length, s.boardCandidates(1).length]).toEqual(before);
    expect(s.turns).toHaveLength(1);
  });

  it('undoes a turn on the boards it scored on, and resets', () => {
    const s = session();
    s.play(turn('react=ggggg,bybbg'));
    s.play(turn('sweet=-,ggggg'));
    expect(s.undo()).toBe(true);
    expect(s.solvedBoards).toEqual([true, false]);
    expect(s.undo()).toBe(true);
    expect(s.solvedBoards).toEqual([false, false]);
    expect(s.undo()).toBe(false);
    s.play(turn('react=ggggg,bybbg'));
    s.reset();
    expect(s.turns).toEqual([]);
    expect(s.boardCandidates(0)).toHaveLength(2315);
  });

  it("suggests the strategy's pick first, with the joint numbers", () => {
    const s = session();
    s.play(turn('crane=yygby,bbbby'));
    // Past the exact search's cap (none is searched): the strategy's order.
    const [first, ...rest] = s.suggestions(5, { maxJoint: 1 });
    expect(first!.word).toBe(s.next());
    expect(rest).toHaveLength(4);
    const [b0, b1] = [s.boardCandidates(0).length, s.boardCandidates(1).length];
    for (const x of [first!, ...rest]) {
      expect(x.entropy).toBeLessThanOrEqual(Math.log2(b0) + Math.log2(b1) + 1e-9); // joint entropy ≤ log2 of the joint count
      expect(x.proven).toBeUndefined();
      expect(x.hitChance).toBeCloseTo(
        x.solves!.reduce((a, b) => a + 1 / (b === 1 ? b0 : b1), 0),
        12,
      );
      expect(x.isCandidate).toBe(x.solves!.length > 0);
    }
  });

  it('refuses hard mode and the frequency prior with several boards', () => {
    expect(
      wordleError(() => new Session(gameConfig(words, matrix, { hard: true }), entropy, { boards: 2 }), 'BAD_OPTION')
        .message,
    ).toBe('hard mode is not supported with several boards');
  });
});

describe('solve on several boards', () => {
  it('plays a Quordle game to the end, legally', () => {
    const answers = ['balmy', 'weigh', 'stein', 'retry'];
    const r = solve(config, entropy, answers);
    expect(r.status).toBe('solved');
    expect(r.steps[0]!.guess).toBe('soare'); // every board starts with all answers: the single-board entropy opener
    expect(checkBoardsGame(words, answers, r.steps)).toBeNull();
    expect(r.steps.at(-1)!.remaining.filter((x) => x !== null)).toEqual([1]);
  });

  it('checks every answer before the first guess, naming each one outside the list', () => {
    // It used to play guesses until the board ran out of candidates, then name one answer only.
    expect(wordleError(() => solve(config, entropy, ['zzzzz', 'react', 'xylyl']), 'BAD_WORD').message).toBe(
      '"zzzzz" (board 1), "xylyl" (board 3) are not in the answer list (2315 answers): no board can find a word outside it',
    );
    expect(boardsOutsideList(words, ['react', 'sweet'])).toEqual([]);
  });
});

describe('checkBoardsGame catches illegal games', () => {
  const answers = ['react', 'sweet'];
  const ok = ['crane=yygby,bbbby', 'react=ggggg,bybbg', 'sweet=-,ggggg'].map(turn);
  it.each([
    [
      'a wrong feedback',
      [turn('crane=yygby,bbbbb'), ...ok.slice(1)],
      'turn 1 (crane), board 2: feedback 0, expected 81',
    ],
    [
      'a feedback on a solved board',
      [...ok.slice(0, 2), turn('sweet=ggggg,ggggg')],
      /turn 3 \(sweet\), board 1: feedback 242, expected null/,
    ],
    ['a turn after the end', [...ok, turn('crane=-,-')], 'turn 4 (crane) comes after every board was solved'],
    ['an unfinished game', ok.slice(0, 2), 'board 2 (sweet) is never solved'],
    ['a word not in the list', [turn('zzzzz=bbbbb,bbbbb'), ...ok], 'turn 1: "zzzzz" is not an allowed guess'],
  ])('%s', (_name, turns, problem) => {
    const got = checkBoardsGame(words, answers, turns);
    if (typeof problem === 'string') expect(got).toBe(problem);
    else expect(got).toMatch(problem);
  });
  it('accepts the legal game', () => expect(checkBoardsGame(words, answers, ok)).toBeNull());
});

describe('the multi-board benchmark', () => {
  it('samples distinct answers per game, the same tuples for the same seed', () => {
    const t = sampleAnswerTuples(2315, 4, 50, 9);
    expect(t.every((x) => new Set(x).size === 4 && x.every((a) => a >= 0 && a < 2315))).toBe(true);
    expect(sampleAnswerTuples(2315, 4, 50, 9)).toEqual(t);
    expect(sampleAnswerTuples(2315, 4, 50, 10)).not.toEqual(t);
    expect(wordleError(() => sampleAnswerTuples(3, 4, 1, 1), 'BAD_OPTION').message).toMatch(
      /4 boards need 4 distinct answers/,
    );
  });

  it('is deterministic under a seed, and its totals add up', () => {
    const run = () => benchBoards(config, entropy, { boards: 4, games: 12, seed: 5 });
    const a = run();
    expect(run()).toEqual(a);
    expect(a).toMatchObject({ boards: 4, answers: 12, maxGuesses: 9, first: 'soare', seed: 5 });
    expect(a.histogram.reduce((x, y) => x + y, 0) + a.failed).toBe(12);
    expect(a.histogram.slice(0, 4).every((n) => n === 0)).toBe(true); // four boards need four guesses at least
    expect(a.total).toBe(a.histogram.reduce((s, n, k) => s + n * k, 0)); // no game failed here
    expect(a.average).toBeCloseTo(a.total / 12, 12);
    expect(a.solvedPct).toBe((100 * (12 - a.failed)) / 12);
    expect(a.max).toBeLessThanOrEqual(9);
  });
});
