import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { builtinWordSet } from '../../src/data/lists.js';
import { loadWordList, loadWordSet, readTextFile } from '../../src/node/words.js';
import { wordleError } from '../helpers/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'wordle-words-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Write a temp file and return its path. */
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const dataDir = fileURLToPath(new URL('../../data/', import.meta.url));

describe('loadWordSet', () => {
  it("is today's NYT set by default, or the named list", () => {
    expect(loadWordSet()).toBe(builtinWordSet('nyt'));
    expect(loadWordSet({ list: 'classic' })).toBe(builtinWordSet('classic'));
    expect(loadWordSet({ list: 'nyt' })).toBe(builtinWordSet('nyt'));
  });

  it('rejects an unknown list', () => {
    wordleError(() => loadWordSet({ list: 'nope' }), 'BAD_OPTION');
  });

  it('uses an answers file alone as both answers and guesses', () => {
    const set = loadWordSet({ answers: file('a.txt', '\uFEFF# mine\r\ncigar\r\nrebut\r\n') });
    expect(set.answers).toEqual(['cigar', 'rebut']);
    expect(set.guesses).toEqual(['cigar', 'rebut']);
  });

  it('adds a guesses file to an answers file, dropping repeats', () => {
    const set = loadWordSet({
      answers: file('a2.txt', 'cigar\nrebut\n'),
      guesses: file('g2.txt', 'zonal\nrebut\naahed\n'),
    });
    expect(set.guesses).toEqual(['cigar', 'rebut', 'zonal', 'aahed']);
  });

  it('keeps the built-in answers with a guesses file alone', () => {
    const set = loadWordSet({ list: 'classic', guesses: file('g3.txt', 'qajaq\ncigar\n') });
    expect(set.answers).toEqual(builtinWordSet('classic').answers);
    expect(set.guesses).toHaveLength(2316);
    expect(set.guesses[2315]).toBe('qajaq');
  });

  it('reproduces the built-in set from data/*.txt', () => {
    const set = loadWordSet({
      answers: join(dataDir, 'classic-answers.txt'),
      guesses: join(dataDir, 'classic-guesses.txt'),
    });
    expect(set.checksum).toBe(builtinWordSet('classic').checksum);
    expect(set.guesses).toEqual(builtinWordSet('classic').guesses);
  });

  it('supports other lengths', () => {
    const set = loadWordSet({ answers: file('six.txt', 'planet\nrocket\n'), guesses: file('six-g.txt', 'zenith\n') });
    expect(set.length).toBe(6);
    expect(set.guesses).toEqual(['planet', 'rocket', 'zenith']);
  });

  it('names the file and line of a bad word', () => {
    const path = file('bad.txt', 'cigar\nrebut\nab1de\n');
    const e = wordleError(() => loadWordSet({ answers: path }), 'BAD_WORD_LIST');
    expect(e.message).toBe(`${path}:3: "ab1de" is not 5 letters a-z`);
  });

  it('names the file and line of a duplicate', () => {
    const path = file('dup.txt', 'cigar\n\nrebut\ncigar\n');
    const e = wordleError(() => loadWordSet({ answers: path }), 'BAD_WORD_LIST');
    expect(e.message).toBe(`${path}:4: "cigar" is a duplicate of line 1`);
  });

  it('requires guesses of the answers’ length, naming the guesses file', () => {
    const path = file('long-g.txt', '# extra\nplanet\n');
    const e = wordleError(() => loadWordSet({ answers: file('a5.txt', 'cigar\n'), guesses: path }), 'BAD_WORD_LIST');
    expect(e.message).toBe(`${path}:2: "planet" is not 5 letters a-z`);
    const e2 = wordleError(() => loadWordSet({ guesses: path }), 'BAD_WORD_LIST');
    expect(e2.message).toBe(`${path}:2: "planet" is not 5 letters a-z`);
  });

  it('gives BAD_FILE for a missing file, naming it', () => {
    const path = join(dir, 'missing.txt');
    const e = wordleError(() => loadWordSet({ answers: path }), 'BAD_FILE');
    expect(e.message).toBe(`cannot read answers file ${path}: no such file`);
    const e2 = wordleError(() => loadWordSet({ guesses: path }), 'BAD_FILE');
    expect(e2.message).toBe(`cannot read guesses file ${path}: no such file`);
  });

  it('gives BAD_FILE for a directory', () => {
    const e = wordleError(() => readTextFile(dir, 'answers'), 'BAD_FILE');
    expect(e.message).toBe(`cannot read answers file ${dir}: is a directory`);
  });

  it('rejects an empty file', () => {
    const path = file('empty.txt', '\n# nothing\n');
    expect(wordleError(() => loadWordSet({ answers: path }), 'BAD_WORD_LIST').message).toBe(`${path}: no words found`);
  });
});

describe('loadWordList', () => {
  it('reads and validates one file', () => {
    expect(loadWordList(file('l.txt', ' cigar \nrebut'))).toEqual(['cigar', 'rebut']);
    const missing = join(dir, 'nope.txt');
    expect(wordleError(() => loadWordList(missing), 'BAD_FILE').message).toBe(
      `cannot read word list file ${missing}: no such file`,
    );
  });
});
