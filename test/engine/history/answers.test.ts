import { describe, expect, it } from 'vitest';
import { builtinWordSet } from '../../../src/data/lists.js';
import {
  answerOn,
  builtinHistory,
  formatAnswerHistory,
  historyBefore,
  mergeAnswerHistory,
  parseAnswerHistory,
} from '../../../src/engine/history/answers.js';
import { puzzleNumber } from '../../../src/engine/history/numbering.js';
import { wordleError } from '../../helpers/errors.js';

const nyt = builtinWordSet('nyt');

// The shipped history: ../shared/lists/README.md (1808 days from 2021-06-19, #0 CIGAR, to 2026-05-31,
// #1807 ETUDE; 1795 different answers, no repeat until 2026-02-02 (CIGAR again), 13 repeats to 2026-05-31;
// LORIS (2025-07-18) and KEFIR (2025-08-13) outside WordleBot's 3158 likely answers).
describe('the shipped history', () => {
  const h = builtinHistory();

  it('has one answer a day from #0 to #1807', () => {
    expect(h).toHaveLength(1808);
    expect(h.every((e, i) => e.day === i)).toBe(true);
    expect(answerOn(h, 0)).toBe('cigar');
    expect(answerOn(h, 1807)).toBe('etude');
    expect(answerOn(h, 1808)).toBeUndefined();
  });

  it('has the published repeats and the two answers outside the likely list', () => {
    expect(new Set(h.map((e) => e.word)).size).toBe(1795);
    const seen = new Set<string>();
    const repeats = h.filter((e) => (seen.has(e.word) ? true : (seen.add(e.word), false)));
    expect(repeats).toHaveLength(13);
    expect(repeats[0]).toEqual({ day: puzzleNumber('2026-02-02'), word: 'cigar' });
    const likely = new Set(nyt.answers);
    expect(h.filter((e) => !likely.has(e.word))).toEqual([
      { day: puzzleNumber('2025-07-18'), word: 'loris' },
      { day: puzzleNumber('2025-08-13'), word: 'kefir' },
    ]);
    expect(h.every((e) => nyt.index.has(e.word))).toBe(true);
  });

  it('keeps what was known before a day', () => {
    const before = historyBefore(h, 1490);
    expect(before).toHaveLength(1490);
    expect(before.at(-1)!.day).toBe(1489);
    expect(historyBefore(h, 0)).toEqual([]);
  });
});

describe('a history file', () => {
  it('reads DATE WORD lines, comments, blank lines, tabs or spaces, any case', () => {
    const text = '# my days\n2026-06-01\tcross\n\n2026-06-02  LORIS\r\n2026-06-04 jeans\n';
    expect(parseAnswerHistory(text, 'days.txt', nyt)).toEqual([
      { day: 1808, word: 'cross', line: 2 },
      { day: 1809, word: 'loris', line: 4 },
      { day: 1811, word: 'jeans', line: 5 },
    ]);
  });

  it('writes what it reads', () => {
    const days = [
      { day: 1808, word: 'cross' },
      { day: 1811, word: 'jeans' },
    ];
    const text = formatAnswerHistory(days, 'added');
    expect(text).toBe('# added\n2026-06-01\tcross\n2026-06-04\tjeans\n');
    expect(parseAnswerHistory(text, 'f', nyt).map(({ day, word }) => ({ day, word }))).toEqual(days);
  });

  // Each problem is one line naming the file and the line.
  it.each([
    [
      'a malformed line',
      '2026-06-01 cross\n2026-06-02\n',
      'days.txt, line 2: "2026-06-02" is not DATE WORD (a date YYYY-MM-DD, then a five-letter word)',
    ],
    [
      'a word too long',
      '2026-06-01 crosses\n',
      'days.txt, line 1: "2026-06-01 crosses" is not DATE WORD (a date YYYY-MM-DD, then a five-letter word)',
    ],
    [
      'three fields',
      '2026-06-01 cross extra\n',
      'days.txt, line 1: "2026-06-01 cross extra" is not DATE WORD (a date YYYY-MM-DD, then a five-letter word)',
    ],
    ['a date that is none', '2026-06-31 cross\n', 'days.txt, line 1: "2026-06-31" is not a date YYYY-MM-DD'],
    [
      'a date before #0',
      '2021-06-18 cross\n',
      'days.txt, line 1: 2021-06-18 is before the first Wordle (2021-06-19, #0)',
    ],
    [
      'an unknown word',
      '2026-06-01 cross\n2026-06-02 zzzzz\n',
      'days.txt, line 2: ZZZZZ is not a word the NYT game accepts',
    ],
    [
      'a date out of order',
      '2026-06-03 cross\n2026-06-01 jeans\n',
      'days.txt, line 2: date 2026-06-01 is out of order (after 2026-06-03 on line 1)',
    ],
    [
      'a duplicate date',
      '2026-06-03 cross\n# x\n2026-06-03 jeans\n',
      'days.txt, line 3: duplicate date 2026-06-03 (also on line 1)',
    ],
  ])('refuses %s in one line', (_what, text, message) => {
    expect(wordleError(() => parseAnswerHistory(text, 'days.txt', nyt), 'BAD_FILE').message).toBe(message);
  });
});

describe('merging days into the history', () => {
  const h = builtinHistory();

  it('adds new days in order and leaves out the ones already known', () => {
    const { history, added } = mergeAnswerHistory(
      h,
      [
        { day: 1807, word: 'etude' },
        { day: 1810, word: 'jeans' },
        { day: 1808, word: 'cross' },
      ],
      'x',
    );
    expect(added).toEqual([
      { day: 1810, word: 'jeans' },
      { day: 1808, word: 'cross' },
    ]);
    expect(history.slice(-3)).toEqual([
      { day: 1807, word: 'etude' },
      { day: 1808, word: 'cross' },
      { day: 1810, word: 'jeans' },
    ]);
    expect(answerOn(history, 1809)).toBeUndefined();
  });

  it('refuses a day the history knows with another answer, naming the line', () => {
    const e = wordleError(() => mergeAnswerHistory(h, [{ day: 1490, word: 'jeans', line: 7 }], 'days.txt'), 'BAD_FILE');
    expect(e.message).toBe('days.txt, line 7: the answer of 2025-07-18 (#1490) is LORIS, not JEANS');
  });
});
