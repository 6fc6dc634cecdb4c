import { WordleError } from './errors.js';
import { hashString } from './hash.js';
import { quote } from './quote.js';
import { asWordId, MAX_LENGTH, MIN_LENGTH, type Word, type WordId } from './types.js';
import { expectInt, expectString, expectStrings, expectWordSet, expectOptionsOf, int, isLetters } from './validate.js';

/**
 * The words of one run. `guesses` holds every allowed guess with the answers first, in list order,
 * so `guesses[i] === answers[i]` for i < answers.length and an answer's WordId is its answer index.
 */
export interface WordSet {
  /** The word length (every word has it). */
  readonly length: number;
  /** The possible answers, in list order. */
  readonly answers: readonly Word[];
  /** Every allowed guess: the answers first, then the further allowed words. */
  readonly guesses: readonly Word[];
  /** Word → id in `guesses`. */
  readonly index: ReadonlyMap<Word, WordId>;
  /** Hash of both lists; keys caches and stamps trees. */
  readonly checksum: string;
}

/** Most words a list may hold unless the caller raises it (`--max-words`). */
export const DEFAULT_MAX_WORDS = 100_000;
/** Longest line a word file may have, comments included: a word is at most 8 letters. */
export const MAX_LINE_LENGTH = 1000;

/** Options for `parseWordList`. */
export interface WordListOptions {
  /** Every word must have this length (e.g. the answers' length, for a guesses file). */
  readonly length?: number;
  /** Refuse lists longer than this. @default DEFAULT_MAX_WORDS */
  readonly maxWords?: number;
}

/**
 * Parse a word file's text: one word per line; whitespace trimmed; CRLF and a UTF-8 BOM accepted;
 * blank lines and `#` comments ignored. Words must be lowercase a-z, all of one length in 2..8,
 * and unique. Errors name the source, the line number and the reason: `words.txt:17: "ab1de" is not 5 letters a-z`.
 * The text is untrusted: lines over MAX_LINE_LENGTH and lists over `maxWords` words are refused
 * (TOO_LARGE), and offending text is escaped and shortened in messages. The third argument may
 * be the expected length (the older signature) or the options.
 */
export function parseWordList(text: string, source: string, options: number | WordListOptions = {}): Word[] {
  expectString(text, 'parseWordList', 'text');
  expectString(source, 'parseWordList', 'source');
  const opts = typeof options === 'number' ? { length: options } : options;
  expectOptionsOf(opts, 'parseWordList', { length: int(MIN_LENGTH, MAX_LENGTH), maxWords: int(1) });
  const maxWords = opts.maxWords ?? DEFAULT_MAX_WORDS;
  expectInt(maxWords, 'parseWordList', 'options.maxWords', 1);
  const words: Word[] = [];
  const firstLine = new Map<Word, number>();
  let length = opts.length;
  let lineNo = 0;
  for (const raw of lines(text.replace(/^\uFEFF/u, ''))) {
    lineNo++;
    const where = `${source}:${lineNo}`;
    if (raw.length > MAX_LINE_LENGTH) {
      throw new WordleError(
        'TOO_LARGE',
        `${where}: line of ${raw.length} characters (limit ${MAX_LINE_LENGTH}): not a word list?`,
      );
    }
    const line = raw.replace(/#.*$/u, '').trim();
    if (line === '') continue;
    if (length === undefined) {
      if (!/^[a-z]+$/u.test(line) || line.length < MIN_LENGTH || line.length > MAX_LENGTH) {
        throw new WordleError(
          'BAD_WORD_LIST',
          `${where}: ${quote(line)} is not a word of ${MIN_LENGTH} to ${MAX_LENGTH} letters a-z`,
        );
      }
      length = line.length;
    }
    if (line.length !== length || !/^[a-z]+$/u.test(line)) {
      throw new WordleError('BAD_WORD_LIST', `${where}: ${quote(line)} is not ${length} letters a-z`);
    }
    const seen = firstLine.get(line);
    if (seen !== undefined) {
      throw new WordleError('BAD_WORD_LIST', `${where}: "${line}" is a duplicate of line ${seen}`);
    }
    if (words.length === maxWords) {
      throw new WordleError(
        'TOO_LARGE',
        `${source}: more than ${maxWords} words (the limit; raise it with --max-words)`,
      );
    }
    firstLine.set(line, lineNo);
    words.push(line);
  }
  if (words.length === 0) throw new WordleError('BAD_WORD_LIST', `${source}: no words found`);
  return words;
}

/** The lines of a text (LF or CRLF), one at a time: no array of millions of strings up front. */
function* lines(text: string): Generator<string> {
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const stop = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    yield text.slice(start, stop);
    start = end + 1;
  }
}

/**
 * Build a word set from answers and further allowed guesses. Every answer is an allowed guess;
 * extra guesses that repeat an answer are dropped. All words must share one length.
 */
export function makeWordSet(answers: readonly Word[], extraGuesses: readonly Word[] = []): WordSet {
  expectStrings(answers, 'makeWordSet', 'answers');
  expectStrings(extraGuesses, 'makeWordSet', 'extraGuesses');
  if (answers.length === 0) throw new WordleError('BAD_WORD_LIST', 'the answer list is empty');
  const length = (answers[0] as Word).length;
  if (length < MIN_LENGTH || length > MAX_LENGTH) {
    throw new WordleError(
      'BAD_WORD_LIST',
      `answer ${quote(answers[0] as Word)} is not a word of ${MIN_LENGTH} to ${MAX_LENGTH} letters a-z`,
    );
  }
  const guesses: Word[] = [];
  const index = new Map<Word, WordId>();
  // Letters a-z checked once over each list joined (natively), each word then by its length alone;
  // a list with anything else is checked word by word, to name the word (a first question makes
  // its lists' word set before the JIT has compiled anything: 4 ms of calls to isLetters).
  const lettersAll = (list: readonly Word[]): boolean => /^[a-z]*$/u.test(list.join(''));
  const each = !lettersAll(answers) || !lettersAll(extraGuesses);
  const add = (w: Word, what: string): void => {
    if (w.length !== length || (each && !isLetters(w, length))) {
      throw new WordleError('BAD_WORD_LIST', `${what} ${quote(w)} is not ${length} letters a-z like the answers`);
    }
    if (index.has(w)) return;
    index.set(w, asWordId(guesses.length));
    guesses.push(w);
  };
  for (const w of answers) add(w, 'answer');
  if (guesses.length !== answers.length) {
    throw new WordleError('BAD_WORD_LIST', 'the answer list has duplicates');
  }
  for (const w of extraGuesses) add(w, 'guess');
  const checksum = hashString(`${answers.join(',')}|${guesses.slice(answers.length).join(',')}`);
  return { length, answers: [...answers], guesses, index, checksum };
}

/** Look a word up; throws BAD_WORD with a clear reason when it is not an allowed guess. */
export function wordId(set: WordSet, word: string): WordId {
  expectWordSet(set, 'wordId', 'set');
  expectString(word, 'wordId', 'word');
  const w = word.trim().toLowerCase();
  const id = set.index.get(w);
  if (id !== undefined) return id;
  if (w.length !== set.length || !/^[a-z]+$/u.test(w)) {
    throw new WordleError('BAD_WORD', `${quote(word)} is not a ${set.length}-letter word a-z`);
  }
  throw new WordleError('BAD_WORD', `${quote(word)} is not in the word list`);
}

/** True when the guess id is also a possible answer. */
export function isAnswerId(set: WordSet, id: WordId): boolean {
  expectWordSet(set, 'isAnswerId', 'set');
  expectInt(id, 'isAnswerId', 'id', 0);
  return id < set.answers.length;
}
