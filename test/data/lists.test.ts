import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as classic from '../../src/data/classic.js';
import { BUILTIN_LISTS, builtinWordSet } from '../../src/data/lists.js';
import * as nyt from '../../src/data/nyt.js';
import { wordleError } from '../helpers/errors.js';

const dataDir = fileURLToPath(new URL('../../data/', import.meta.url));
const read = (file: string): string => readFileSync(dataDir + file, 'utf8');
const lines = (file: string): string[] => read(file).trimEnd().split('\n');
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

interface ManifestEntry {
  answers: number;
  extraGuesses: number;
  sha256Answers: string;
  sha256Guesses: string;
  source: string;
}
const manifest = JSON.parse(read('manifest.json')) as Record<string, ManifestEntry>;

// Counts as published for each list: the original game (Josh Wardle, 2021) and the NYT lists (2022).
const LISTS = [
  { name: 'classic', module: classic, answers: 2315, extra: 10657 },
  { name: 'nyt', module: nyt, answers: 2309, extra: 10638 },
] as const;

describe.each(LISTS)('the $name list', ({ name, module, answers, extra }) => {
  it('has the published counts, in the files, the manifest and the word set', () => {
    expect(lines(`${name}-answers.txt`)).toHaveLength(answers);
    expect(lines(`${name}-guesses.txt`)).toHaveLength(extra);
    expect(manifest[name]).toMatchObject({ answers, extraGuesses: extra });
    const set = builtinWordSet(name);
    expect(set.length).toBe(5);
    expect(set.answers).toHaveLength(answers);
    expect(set.guesses).toHaveLength(answers + extra); // so no extra guess repeats an answer
  });

  it('matches the sha256 recorded in data/manifest.json', () => {
    expect(sha256(read(`${name}-answers.txt`))).toBe(manifest[name]!.sha256Answers);
    expect(sha256(read(`${name}-guesses.txt`))).toBe(manifest[name]!.sha256Guesses);
  });

  it('has the same words in src/data as in data/*.txt, in the same order', () => {
    expect(module.answers.split(' ')).toEqual(lines(`${name}-answers.txt`));
    expect(module.extraGuesses.split(' ')).toEqual(lines(`${name}-guesses.txt`));
    const set = builtinWordSet(name);
    expect(set.guesses).toEqual([...lines(`${name}-answers.txt`), ...lines(`${name}-guesses.txt`)]);
  });

  it('holds only unique 5-letter lowercase words', () => {
    const words = [...lines(`${name}-answers.txt`), ...lines(`${name}-guesses.txt`)];
    expect(words.filter((w) => !/^[a-z]{5}$/.test(w))).toEqual([]);
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('builtinWordSet', () => {
  it('defaults to classic and memoizes', () => {
    expect(builtinWordSet()).toBe(builtinWordSet('classic'));
    expect(builtinWordSet('nyt')).toBe(builtinWordSet('nyt'));
    expect(BUILTIN_LISTS).toEqual(['classic', 'nyt']);
  });

  it('keeps the original daily order (the first classic answers)', () => {
    expect(builtinWordSet('classic').answers.slice(0, 5)).toEqual(['cigar', 'rebut', 'sissy', 'humph', 'awake']);
  });

  it('rejects an unknown list with BAD_OPTION', () => {
    expect(wordleError(() => builtinWordSet('scrabble'), 'BAD_OPTION').message).toBe(
      'unknown word list "scrabble" (choose classic or nyt)',
    );
  });
});
