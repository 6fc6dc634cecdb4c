import { describe, expect, it } from 'vitest';
import {
  alignMultiTurn,
  boardHistory,
  formatMultiTurn,
  parseMultiTurn,
  readTypedTurn,
  scoreBoards,
  solvedBoards,
} from '../../src/core/boards.js';
import { parseFeedback } from '../../src/core/feedback.js';
import type { MultiTurn } from '../../src/core/types.js';
import { wordleError } from '../helpers/errors.js';

const p = (s: string) => parseFeedback(s);

describe('parseMultiTurn', () => {
  it.each([
    ['letters', 'crane=yygby,bbbby'],
    ['emoji and upper case', 'CRANE=🟨🟨🟩⬛🟨,⬛⬛⬛⬛🟨'],
    ['digits with spaces', ' crane = 11201 , 00001 '],
  ])('reads one feedback per board in %s', (_name, token) => {
    expect(parseMultiTurn(token, 5)).toEqual({ guess: 'crane', patterns: [p('yygby'), p('bbbby')] });
  });

  it('reads an empty field or "-" as a solved board', () => {
    expect(parseMultiTurn('sweet=-,ggggg', 5).patterns).toEqual([null, p('ggggg')]);
    expect(parseMultiTurn('sweet=,ggggg,bbbbb', 5).patterns).toEqual([null, p('ggggg'), p('bbbbb')]);
  });

  it.each([
    ['no =', 'crane', /should look like GUESS=FEEDBACK,FEEDBACK/],
    ['a short guess', 'cran=bbbb,bbbb', /"cran" is not 5 letters a-z/],
    [
      'a bad field, named by board',
      'crane=bbbbb,bbxqb',
      /^history "crane=bbbbb,bbxqb", board 2: feedback "bbxqb": unknown symbol "q"/,
    ],
    ['a short field', 'crane=bbbbb,bbb', /board 2: feedback "bbb" has 3 tiles, expected 5/],
  ])('rejects %s with BAD_HISTORY', (_name, token, message) => {
    expect(wordleError(() => parseMultiTurn(token, 5), 'BAD_HISTORY').message).toMatch(message);
  });
});

describe('alignMultiTurn', () => {
  const turn = (token: string) => parseMultiTurn(token, 5);

  it('keeps a turn with one field per board, null exactly on the solved boards', () => {
    expect(alignMultiTurn(turn('sweet=-,ggggg'), [true, false])).toEqual(turn('sweet=-,ggggg'));
  });

  it('spreads one feedback per unsolved board over the open boards, in order', () => {
    expect(alignMultiTurn(turn('sweet=bbbbb,ggggg'), [false, true, false]).patterns).toEqual([
      p('bbbbb'),
      null,
      p('ggggg'),
    ]);
  });

  it.each([
    ['too few feedbacks', 'crane=bbbbb', [false, false], 'CRANE: 1 feedback for 2 boards: give 2, separated by commas'],
    [
      'a feedback for a solved board',
      'crane=ggggg,bbbbb',
      [true, false],
      'CRANE: board 1 is already solved: leave its field empty or "-"',
    ],
    ['no feedback for an open board', 'crane=-,bbbbb', [false, false], 'CRANE: board 1 needs its feedback'],
    [
      'a count that fits neither form',
      'crane=bbbbb,bbbbb',
      [true, false, false, false],
      'CRANE: 2 feedbacks for 4 boards: give 4 (or 3, one per unsolved board), separated by commas',
    ],
  ])('rejects %s', (_name, token, solved, message) => {
    expect(wordleError(() => alignMultiTurn(turn(token), solved), 'BAD_HISTORY').message).toBe(message);
  });
});

describe('a hand-checked Dordle game: answers REACT and SWEET', () => {
  // crane/react: c yellow (react has c at 4), r yellow, a green, n gray, e yellow → yygby.
  // crane/sweet: only e, yellow (sweet's e's are at 3 and 4, crane's at 5) → bbbby.
  // react/sweet: e yellow (position 2 of react, sweet has unmatched e's), t green → bybbg.
  const answers = ['react', 'sweet'];
  const turns = [
    { guess: 'crane', patterns: scoreBoards('crane', answers, [false, false]) },
    { guess: 'react', patterns: scoreBoards('react', answers, [false, false]) },
    { guess: 'sweet', patterns: scoreBoards('sweet', answers, [true, false]) },
  ];

  it('scores every unsolved board and none of the solved ones', () => {
    expect(turns.map(formatMultiTurn)).toEqual(['crane=yygby,bbbby', 'react=ggggg,bybbg', 'sweet=-,ggggg']);
  });

  it('gives each board its own single-board history, ending at its win', () => {
    expect(boardHistory(turns, 0)).toEqual([
      { guess: 'crane', pattern: p('yygby') },
      { guess: 'react', pattern: p('ggggg') },
    ]);
    expect(boardHistory(turns, 1).map((t) => t.guess)).toEqual(['crane', 'react', 'sweet']);
  });

  it('knows which boards are solved after each turn', () => {
    expect(solvedBoards(turns.slice(0, 1), 2, 5)).toEqual([false, false]);
    expect(solvedBoards(turns.slice(0, 2), 2, 5)).toEqual([true, false]);
    expect(solvedBoards(turns, 2, 5)).toEqual([true, true]);
  });
});

describe('a multi-board turn is read once (issue 36, 8)', () => {
  it('alignMultiTurn copies a turn whose patterns change on each read', () => {
    let reads = 0;
    const green = parseFeedback('ggggg', 5);
    const shifty = new Proxy(
      { guess: 'react', patterns: [] as number[] },
      { get: (t, k) => (k === 'patterns' ? (reads++ === 0 ? [green, null] : [null, green]) : Reflect.get(t, k)) },
    ) as unknown as MultiTurn;
    const turn = alignMultiTurn(shifty, [false, true]);
    expect(reads).toBe(1);
    expect(turn).toEqual({ guess: 'react', patterns: [green, null] });
  });
});

describe('readTypedTurn: a typed turn of any count of boards', () => {
  const bbgyb = parseFeedback('bbgyb', 5);
  it("reads one board's turn as Wordle's, commas and messages too", () => {
    expect(readTypedTurn('crane=bbgyb', 5, 1)).toEqual({ guess: 'crane', patterns: [bbgyb] });
    expect(readTypedTurn('bbgyb', 5, 1, 'crane')).toEqual({ guess: 'crane', patterns: [bbgyb] });
    expect(wordleError(() => readTypedTurn('bbbq', 5, 1, 'soare'), 'BAD_FEEDBACK').message).toBe(
      'feedback "bbbq": unknown symbol "q" (use g/y/b, 2/1/0 or 🟩🟨⬛)',
    );
    expect(wordleError(() => readTypedTurn('crane=bbbbb,bbbbb', 5, 1), 'BAD_HISTORY').message).toMatch(
      /^history "crane=bbbbb,bbbbb": feedback "bbbbb,bbbbb": unknown symbol ","/u,
    );
  });

  it("reads several boards' turns as parseMultiTurn does, the colours alone for the guess given", () => {
    expect(readTypedTurn('bbgyb,-', 5, 2, 'crane')).toEqual(parseMultiTurn('crane=bbgyb,-', 5));
    expect(wordleError(() => readTypedTurn('bbbq,bbbbb', 5, 2, 'soare'), 'BAD_HISTORY').message).toMatch(
      /^history "soare=bbbq,bbbbb", board 1: feedback "bbbq"/u,
    );
  });
});
