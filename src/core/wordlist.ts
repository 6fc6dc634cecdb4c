import { WordleError } from './errors.js';
import { hashString } from './hash.js';
import { asWordId, MAX_LENGTH, MIN_LENGTH, type Word, type WordId } from './types.js';

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

/**
 * Parse a word file's text: one word per line; whitespace trimmed; CRLF and a UTF-8 BOM accepted;
 * blank lines and `#` comments ignored. Words must be lowercase a-z, all of one length in 2..8,
 * and unique. Errors name the source, the line number and the reason: `words.txt:17: "ab1de" is not 5 letters a-z`.
 */
export function parseWordList(text: string, source: string, expectedLength?: number): Word[] {
  const lines = text.replace(/^\uFEFF/u, '').split(/\r?\n/u);
  const words: Word[] = [];
  const firstLine = new Map<Word, number>();
  let length = expectedLength;
  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    const line = raw.replace(/#.*$/u, '').trim();
    if (line === '') return;
    const where = `${source}:${lineNo}`;
    if (length === undefined) {
      if (!/^[a-z]+$/u.test(line) || line.length < MIN_LENGTH || line.length > MAX_LENGTH) {
        throw new WordleError(
          'BAD_WORD_LIST',
          `${where}: "${line}" is not a word of ${MIN_LENGTH} to ${MAX_LENGTH} letters a-z`,
        );
      }
      length = line.length;
    }
    if (line.length !== length || !/^[a-z]+$/u.test(line)) {
      throw new WordleError('BAD_WORD_LIST', `${where}: "${line}" is not ${length} letters a-z`);
    }
    const seen = firstLine.get(line);
    if (seen !== undefined) {
      throw new WordleError('BAD_WORD_LIST', `${where}: "${line}" is a duplicate of line ${seen}`);
    }
    firstLine.set(line, lineNo);
    words.push(line);
  });
  if (words.length === 0) throw new WordleError('BAD_WORD_LIST', `${source}: no words found`);
  return words;
}

/**
 * Build a word set from answers and further allowed guesses. Every answer is an allowed guess;
 * extra guesses that repeat an answer are dropped. All words must share one length.
 */
export function makeWordSet(answers: readonly Word[], extraGuesses: readonly Word[] = []): WordSet {
  if (answers.length === 0) throw new WordleError('BAD_WORD_LIST', 'the answer list is empty');
  const length = (answers[0] as Word).length;
  const guesses: Word[] = [];
  const index = new Map<Word, WordId>();
  const add = (w: Word, what: string): void => {
    if (w.length !== length || !/^[a-z]+$/u.test(w)) {
      throw new WordleError('BAD_WORD_LIST', `${what} "${w}" is not ${length} letters a-z like the answers`);
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
  const w = word.trim().toLowerCase();
  const id = set.index.get(w);
  if (id !== undefined) return id;
  if (w.length !== set.length || !/^[a-z]+$/u.test(w)) {
    throw new WordleError('BAD_WORD', `"${word}" is not a ${set.length}-letter word a-z`);
  }
  throw new WordleError('BAD_WORD', `"${word}" is not in the word list`);
}

/** True when the guess id is also a possible answer. */
export function isAnswerId(set: WordSet, id: WordId): boolean {
  return id < set.answers.length;
}
