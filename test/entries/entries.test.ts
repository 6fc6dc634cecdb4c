import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as main from '../../src/entries/wordlekit.js';
import * as core from '../../src/entries/core.js';
import * as search from '../../src/entries/search.js';
import * as variants from '../../src/entries/variants.js';
import * as nodeApi from '../../src/entries/node.js';
import { isWordleError } from '../../src/core/errors.js';
import { wordleError } from '../helpers/errors.js';

// Every entry of the package, the front door first.
const api = { ...main, ...core, ...search, ...variants };

describe('the entries', () => {
  const values = (m: object) => Object.keys(m);

  it('the front door (wordlekit) exports at most 40 values', () => {
    expect(values(main).length).toBeLessThanOrEqual(40);
  });

  it('each value comes from one entry only', () => {
    const all = [main, core, search, variants, nodeApi].flatMap(values);
    expect(all.length).toBe(new Set(all).size);
  });

  it('are the files of src/entries/, one a subpath of package.json, named after it', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      main: string;
      exports: Record<string, string | { types: string; default: string }>;
    };
    // The subpaths built from TypeScript (./data/* and ./trees/* are files as shipped).
    const built = Object.entries(pkg.exports).flatMap(([subpath, target]) =>
      typeof target === 'string' ? [] : [{ subpath, target }],
    );
    const name = (subpath: string) => (subpath === '.' ? 'wordlekit' : subpath.slice(2));
    const file = (subpath: string, ext: string) => `./dist/entries/${name(subpath)}${ext}`;
    expect(built.map((e) => e.target)).toEqual(
      built.map((e) => ({ types: file(e.subpath, '.d.ts'), default: file(e.subpath, '.js') })),
    );
    expect(pkg.main).toBe('dist/entries/wordlekit.js');
    const files = readdirSync('src/entries').map((f) => f.replace(/\.ts$/u, ''));
    expect(files.sort()).toEqual(built.map((e) => name(e.subpath)).sort());
  });
});

// Hostile arguments to the library: each gets a WordleError with a code and a message naming the
// function and the argument, never a bare TypeError from deep inside.

const words = api.makeWordSet(['cigar', 'rebut', 'sissy'], ['aahed']);
const matrix = api.buildPatternMatrix(words.guesses, words.answers);
const config = api.gameConfig(words, matrix);
const entropy = api.createStrategy('entropy');

describe('library argument validation (hostile inputs)', () => {
  it.each<[string, () => unknown, string]>([
    [
      'scoreGuess(undefined)',
      () => api.scoreGuess(undefined as never, 'abc'),
      'scoreGuess: guess must be a string, got undefined',
    ],
    ['parseFeedback(null)', () => api.parseFeedback(null as never), 'parseFeedback: text must be a string, got null'],
    [
      'formatFeedback(999, 5)',
      () => api.formatFeedback(api.asPattern(999), 5),
      'formatFeedback: pattern must be a whole number from 0 to 242, got the number 999',
    ],
    [
      'formatFeedback bad notation',
      () => api.formatFeedback(api.asPattern(1), 5, 'morse' as never),
      'formatFeedback: notation must be letters, digits, emoji, emoji-light, emoji-contrast, got the string "morse"',
    ],
    [
      'patternCount(100)',
      () => api.patternCount(100),
      'patternCount: length must be a whole number from 0 to 30, got the number 100',
    ],
    [
      'parseWordList(null)',
      () => api.parseWordList(null as never, 'x'),
      'parseWordList: text must be a string, got null',
    ],
    [
      'makeWordSet(null)',
      () => api.makeWordSet(null as never),
      'makeWordSet: answers must be an array of strings, got null',
    ],
    [
      'makeWordSet([1])',
      () => api.makeWordSet([1] as never),
      'makeWordSet: answers[0] must be a string, got the number 1',
    ],
    [
      'buildPatternMatrix(null)',
      () => api.buildPatternMatrix(null as never, []),
      'buildPatternMatrix: guesses must be an array of strings, got null',
    ],
    ['wordId(set, null)', () => api.wordId(words, null as never), 'wordId: word must be a string, got null'],
    ['parseTurn(null)', () => api.parseTurn(null as never, 5), 'parseTurn: token must be a string, got null'],
    [
      'parseHistory("x")',
      () => api.parseHistory('x' as never, 5),
      'parseHistory: tokens must be an array of strings, got the string "x"',
    ],
    [
      'filterCandidates(words, null)',
      () => api.filterCandidates(words, null as never),
      'filterCandidates: history must be an array of turns { guess, pattern }, got null',
    ],
    [
      'gameConfig(null)',
      () => api.gameConfig(null as never, null as never),
      'gameConfig: arguments.words must be a word set (from makeWordSet or builtinWordSet), got null',
    ],
    ['new Session(null)', () => new api.Session(null as never, entropy), 'Session: config must be an object, got null'],
    [
      'Session.suggestions(-1)',
      () => new api.Session(config, entropy).suggestions(-1),
      'Session.suggestions: top must be a whole number ≥ 0, got the number -1',
    ],
    [
      'Session.play(null)',
      () => new api.Session(config, entropy).play(null as never),
      'Session.play: turn must be a turn { guess: string, pattern: whole number }, got null',
    ],
    ['solve(…, null)', () => api.solve(config, entropy, null as never), 'solve: answer must be a string, got null'],
    [
      'solve maxGuesses 0',
      () => api.solve(config, entropy, 'cigar', { maxGuesses: 0 }),
      'solve: options.maxGuesses must be a whole number from 1 to 1000, got the number 0',
    ],
    [
      'verifyTree(null)',
      () => api.verifyTree(null as never, words),
      "verifyTree: tree must be a tree ({ kind: 'guess', guess, branches } or { kind: 'solved' }), got null",
    ],
    [
      'parseTreeText(null)',
      () => api.parseTreeText(null as never, 'x', words),
      'parseTreeText: text must be a string, got null',
    ],
    [
      'chooseAnswer day NaN',
      () => api.chooseAnswer(words, { kind: 'daily', day: NaN }),
      'chooseAnswer: choice.day must be a whole number ≥ 0, got the number NaN',
    ],
    [
      'dailyIndex(invalid date)',
      () => api.dailyIndex(new Date('x')),
      'dailyIndex: date must be a valid Date, got a Date',
    ],
    [
      'letterStats(null)',
      () => api.letterStats(null as never),
      'letterStats: words must be an array of strings, got null',
    ],
    [
      'analyzeGame(…, null)',
      () => api.analyzeGame(config, null as never, entropy),
      'analyzeGame: history must be an array of turns { guess, pattern }, got null',
    ],
    [
      'benchStrategy maxGuesses NaN',
      () => api.benchStrategy(config, entropy, { maxGuesses: NaN }),
      'benchStrategy: options.maxGuesses must be a whole number from 1 to 1000, got the number NaN',
    ],
    [
      'new TreeGame(null)',
      () => new api.TreeGame(null as never),
      "TreeGame: tree must be a tree ({ kind: 'guess', guess, branches } or { kind: 'solved' }), got null",
    ],
    [
      'matrixFromBuffer too small',
      () => api.matrixFromBuffer(new ArrayBuffer(1), 10, 10, 5),
      'matrixFromBuffer: buffer must be an ArrayBuffer of at least 100 bytes, got a ArrayBuffer',
    ],
  ])('%s', (_name, call, message) => {
    expect(wordleError(call, 'BAD_ARGUMENT').message).toBe(message);
  });

  it.each<[string, () => unknown, string, string]>([
    [
      'scoreGuess of 40-letter words',
      () => api.scoreGuess('a'.repeat(40), 'b'.repeat(40)),
      'BAD_WORD',
      'cannot score words of more than 30 letters',
    ],
    [
      'buildPatternMatrix of 10-letter words',
      () => api.buildPatternMatrix(['abcdefghij'], ['abcdefghij']),
      'BAD_WORD',
      'words of 10 letters are not supported (2 to 8)',
    ],
    [
      'makeWordSet of 12-letter words',
      () => api.makeWordSet(['abcdefghijkl']),
      'BAD_WORD_LIST',
      'answer "abcdefghijkl" is not a word of 2 to 8 letters a-z',
    ],
    [
      'parseWordList over the word limit',
      () => api.parseWordList('aa\nbb\ncc\n', 'w.txt', { maxWords: 2 }),
      'TOO_LARGE',
      'w.txt: more than 2 words (the limit; raise it with --max-words)',
    ],
    [
      'parseFeedback with an escape sequence',
      () => api.parseFeedback('gg\u001b[2Jbb'),
      'BAD_FEEDBACK',
      'feedback "gg\\u{1b}[2Jbb": unknown symbol "\\u{1b}" (use g/y/b, 2/1/0 or 🟩🟨⬛)',
    ],
  ])('%s', (_name, call, code, message) => {
    expect(wordleError(call, code as never).message).toBe(message);
  });

  // Every function and class the package exports (every entry), called with missing, null, wrong-type and
  // empty arguments: whatever it does, it never throws anything but a WordleError.
  const pending = new Set<string>();
  // The strings name a path that cannot exist, so that file functions never write anything.
  const nowhere = '/proc/nonexistent/x.json';
  const argumentSets: unknown[][] = [
    [],
    [null],
    [undefined, undefined, undefined],
    [5, 5, 5],
    [nowhere, 'y', 'z'],
    [{}, {}, {}],
    [[], [], []],
  ];
  const exported = [...Object.entries(api), ...Object.entries(nodeApi)].filter(
    ([name, f]) => typeof f === 'function' && !pending.has(name),
  );

  it(`all ${exported.length} functions of the entries throw only WordleError on nonsense arguments`, async () => {
    const bad: string[] = [];
    for (const [name, f] of exported) {
      const fn = f as (...a: unknown[]) => unknown;
      const isClass = /^class\b/u.test(Function.prototype.toString.call(fn));
      for (const args of argumentSets) {
        try {
          const r = isClass ? new (fn as unknown as new (...a: unknown[]) => unknown)(...args) : fn(...args);
          if (r instanceof Promise) await r;
        } catch (e) {
          if (!isWordleError(e)) bad.push(`${name}(${JSON.stringify(args)}): ${String(e)}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
