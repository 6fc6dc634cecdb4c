import { describe, expect, it } from 'vitest';
import { hashString } from '../../src/core/hash.js';
import { isAnswerId, makeWordSet, parseWordList, wordId } from '../../src/core/wordlist.js';
import { wordleError } from '../helpers/errors.js';

describe('parseWordList', () => {
  it('reads one word per line', () => {
    expect(parseWordList('cigar\nrebut\nsissy\n', 'words.txt')).toEqual(['cigar', 'rebut', 'sissy']);
  });

  it.each([
    ['surrounding whitespace and tabs', '  cigar  \n\trebut\t\n'],
    ['CRLF line ends', 'cigar\r\nrebut\r\n'],
    ['a UTF-8 BOM', '\uFEFFcigar\nrebut'],
    ['blank lines', '\n\ncigar\n\n   \nrebut\n\n'],
    ['# comment lines', '# answers\ncigar\n  # indented comment\nrebut\n'],
    ['trailing # comments', 'cigar # first\nrebut#second\n'],
    ['no final newline', 'cigar\nrebut'],
  ])('accepts %s', (_name, text) => {
    expect(parseWordList(text, 'words.txt')).toEqual(['cigar', 'rebut']);
  });

  it('rejects a bad word with file, line and reason', () => {
    const lines = Array.from({ length: 16 }, (_, i) => `w${String.fromCharCode(97 + i)}ord`.slice(0, 5));
    const text = [...lines, 'ab1de', 'crane'].join('\n');
    const e = wordleError(() => parseWordList(text, 'words.txt'), 'BAD_WORD_LIST');
    expect(e.message).toBe('words.txt:17: "ab1de" is not 5 letters a-z');
  });

  it('counts comment and blank lines in line numbers', () => {
    const e = wordleError(() => parseWordList('# header\n\ncigar\nREBUT\n', 'a.txt'), 'BAD_WORD_LIST');
    expect(e.message).toBe('a.txt:4: "REBUT" is not 5 letters a-z');
  });

  it('rejects duplicates, naming both lines', () => {
    const e = wordleError(() => parseWordList('cigar\nrebut\n\ncigar\n', 'words.txt'), 'BAD_WORD_LIST');
    expect(e.message).toBe('words.txt:4: "cigar" is a duplicate of line 1');
  });

  it('rejects mixed lengths', () => {
    const e = wordleError(() => parseWordList('cigar\nrebuts\n', 'words.txt'), 'BAD_WORD_LIST');
    expect(e.message).toBe('words.txt:2: "rebuts" is not 5 letters a-z');
  });

  it('enforces an expected length from the first word on', () => {
    const e = wordleError(() => parseWordList('rebuts\n', 'g.txt', 5), 'BAD_WORD_LIST');
    expect(e.message).toBe('g.txt:1: "rebuts" is not 5 letters a-z');
  });

  it.each([2, 3, 4, 5, 6, 7, 8])('allows words of %i letters', (n) => {
    const a = 'a'.repeat(n);
    const b = 'b'.repeat(n);
    expect(parseWordList(`${a}\n${b}\n`, 'w.txt')).toEqual([a, b]);
  });

  it.each([
    ['1 letter', 'a'],
    ['9 letters', 'abcdefghi'],
    ['a digit', 'ab1de'],
    ['upper case', 'Cigar'],
    ['an inner space', 'ci gar'],
  ])('rejects a first word of %s', (_name, word) => {
    const e = wordleError(() => parseWordList(`${word}\n`, 'w.txt'), 'BAD_WORD_LIST');
    expect(e.message).toBe(`w.txt:1: "${word}" is not a word of 2 to 8 letters a-z`);
  });

  it('rejects a file with no words', () => {
    const e = wordleError(() => parseWordList('# nothing\n\n', 'empty.txt'), 'BAD_WORD_LIST');
    expect(e.message).toBe('empty.txt: no words found');
  });
});

describe('makeWordSet', () => {
  const set = makeWordSet(['cigar', 'rebut', 'sissy'], ['aahed', 'rebut', 'zonal', 'aahed']);

  it('puts the answers first, in order, and every answer is a guess', () => {
    expect(set.length).toBe(5);
    expect(set.answers).toEqual(['cigar', 'rebut', 'sissy']);
    expect(set.guesses).toEqual(['cigar', 'rebut', 'sissy', 'aahed', 'zonal']);
    set.answers.forEach((w, i) => expect(set.guesses[i]).toBe(w));
  });

  it('indexes every guess by its position', () => {
    expect(set.index.size).toBe(5);
    set.guesses.forEach((w, i) => expect(set.index.get(w)).toBe(i));
  });

  it('drops extra guesses that repeat an answer or each other', () => {
    expect(set.guesses.filter((w) => w === 'rebut')).toHaveLength(1);
    expect(set.guesses.filter((w) => w === 'aahed')).toHaveLength(1);
  });

  it('uses the answers as the only guesses when no extras are given', () => {
    const s = makeWordSet(['ab', 'ba']);
    expect(s.guesses).toEqual(['ab', 'ba']);
    expect(s.length).toBe(2);
  });

  it('does not share the caller’s answer array', () => {
    const answers = ['cigar', 'rebut'];
    const s = makeWordSet(answers);
    answers.push('sissy');
    expect(s.answers).toEqual(['cigar', 'rebut']);
  });

  it.each([
    ['an empty answer list', [], [], 'the answer list is empty'],
    ['duplicate answers', ['cigar', 'cigar'], [], 'the answer list has duplicates'],
    ['an answer of another length', ['cigar', 'rebuts'], [], 'answer "rebuts" is not 5 letters a-z like the answers'],
    ['a guess of another length', ['cigar'], ['ab'], 'guess "ab" is not 5 letters a-z like the answers'],
    ['a guess with upper case', ['cigar'], ['Rebut'], 'guess "Rebut" is not 5 letters a-z like the answers'],
  ])('rejects %s', (_name, answers, extra, message) => {
    expect(wordleError(() => makeWordSet(answers, extra), 'BAD_WORD_LIST').message).toBe(message);
  });

  it('has a checksum that depends on both lists and their order', () => {
    const a = makeWordSet(['cigar', 'rebut'], ['zonal']);
    expect(a.checksum).toMatch(/^[0-9a-f]{14}$/);
    expect(makeWordSet(['cigar', 'rebut'], ['zonal']).checksum).toBe(a.checksum);
    expect(makeWordSet(['rebut', 'cigar'], ['zonal']).checksum).not.toBe(a.checksum);
    expect(makeWordSet(['cigar', 'rebut']).checksum).not.toBe(a.checksum);
    expect(makeWordSet(['cigar'], ['rebut', 'zonal']).checksum).not.toBe(a.checksum);
  });
});

describe('wordId and isAnswerId', () => {
  const set = makeWordSet(['cigar', 'rebut'], ['zonal']);

  it('finds words, trimming and ignoring case', () => {
    expect(wordId(set, 'rebut')).toBe(1);
    expect(wordId(set, ' ZONAL ')).toBe(2);
  });

  it('tells answers from other guesses', () => {
    expect(isAnswerId(set, wordId(set, 'cigar'))).toBe(true);
    expect(isAnswerId(set, wordId(set, 'zonal'))).toBe(false);
  });

  it.each([
    ['a word not in the list', 'crane', '"crane" is not in the word list'],
    ['a wrong length', 'cigars', '"cigars" is not a 5-letter word a-z'],
    ['a non-letter', 'ci9ar', '"ci9ar" is not a 5-letter word a-z'],
  ])('rejects %s', (_name, word, message) => {
    expect(wordleError(() => wordId(set, word), 'BAD_WORD').message).toBe(message);
  });
});

describe('hashString', () => {
  it('is stable, 14 hex digits, and sensitive to every character and the seed', () => {
    const h = hashString('cigar,rebut');
    expect(h).toMatch(/^[0-9a-f]{14}$/);
    expect(hashString('cigar,rebut')).toBe(h);
    expect(hashString('cigar,rebus')).not.toBe(h);
    expect(hashString('cigar,rebut', 1)).not.toBe(h);
  });
});
