import { WordleError } from '../../core/errors.js';
import { isWord, scoreGuess } from '../../core/pattern.js';
import { patternRow } from '../../core/pattern-row.js';
import { MAX_LENGTH, MIN_LENGTH, type History, type Turn, type Word } from '../../core/types.js';
import { readHistory, expectObject, expectWordSet, expectOptionsOf, expectInt } from '../../core/validate.js';
import { makeWordSet, type WordSet } from '../../core/wordlist.js';
import { LIKELY_ANSWER_CHECKSUMS } from '../../data/lists.js';
import { allowedFrequencyWeights, PRIOR_OPTION_RULES, type FrequencyPriorOptions } from './prior.js';

/*
 * Today's NYT game has no fixed answer list: an editor picks each answer among every accepted word,
 * and the list of likely answers (WordleBot's) is only the best guess at them. So when no likely
 * answer fits the feedback, the answers widen to every accepted word that fits, weighted by the
 * frequency prior, and play goes on over them. Only a history that no accepted word fits is a
 * contradiction.
 */

/** What a game widens to when no answer of its list fits: every allowed guess, weighted by a prior. */
export interface Widening {
  /** The game's word set: its allowed guesses are the answers it widens to. */
  readonly words: WordSet;
  /**
   * The prior weight of each allowed guess, by guess id: the frequency prior over all of them
   * (`frequencyWeights` of `allowedAsAnswers(words)`), so a word's weight does not depend on
   * which others fit.
   */
  readonly weights: Float64Array;
}

const memo = new WeakMap<WordSet, Widening>();

/**
 * The widening of a word set: every allowed guess may be the answer when none of the listed answers
 * fits, weighted by the frequency prior (`options` as for `frequencyWeights`: `counts` for words of
 * another length than five). Memoized for the default options.
 */
export function widening(words: WordSet, options: FrequencyPriorOptions = {}): Widening {
  expectWordSet(words, 'widening');
  expectOptionsOf(options, 'widening', PRIOR_OPTION_RULES);
  const plain = Object.keys(options).length === 0;
  const known = plain ? memo.get(words) : undefined;
  if (known !== undefined) return known;
  const w: Widening = { words, weights: allowedFrequencyWeights(words, options) };
  if (plain) memo.set(words, w);
  return w;
}

/**
 * Whether a game over `words` widens by default: on today's NYT list (`LIKELY_ANSWER_LISTS`, whose
 * answers are only the likely ones); not on any other word set (a game's own answer list, or one
 * where every allowed word is already an answer).
 */
export function widensByDefault(words: WordSet): boolean {
  expectWordSet(words, 'widensByDefault');
  return LIKELY_ANSWER_CHECKSUMS.includes(words.checksum);
}

/** The widening a game over `words` has by default (see `widensByDefault`), or undefined. */
export function defaultWidening(words: WordSet): Widening | undefined {
  return widensByDefault(words) ? widening(words) : undefined;
}

/**
 * Every allowed word of the widening that fits the whole history, most likely first by the prior
 * (ties in list order). Throws NO_CANDIDATES, naming the turn, when none does: a real contradiction.
 */
export function acceptedFitting(w: Widening, input: History): Word[] {
  expectObject(w, 'acceptedFitting', 'widening');
  expectWordSet(w.words, 'acceptedFitting', 'widening.words');
  const fitting = guessesFitting(w.words, readHistory(input, 'acceptedFitting'));
  const id = (word: Word) => w.words.index.get(word)!;
  return [...fitting].sort((a, b) => w.weights[id(b)]! - w.weights[id(a)]! || id(a) - id(b));
}

/** Every allowed guess of `words` that fits `history`, in list order (NO_CANDIDATES: none does). */
function guessesFitting(words: WordSet, history: History): readonly Word[] {
  let fitting: readonly Word[] = words.guesses;
  history.forEach((t, i) => {
    fitting = fittingTurn(fitting, t);
    if (fitting.length === 0) {
      throw new WordleError('NO_CANDIDATES', `${NO_ACCEPTED_MESSAGE} (nothing fits after turn ${i + 1}, ${t.guess})`);
    }
  });
  return fitting;
}

/**
 * The words of `words` that give `turn`'s feedback to its guess: scored as one row (patternRow,
 * exact), not word by word with the reference; a guess that is not a word of their length
 * (or a length the matrix does not take) is scored by `scoreGuess`, which says why it cannot be.
 */
function fittingTurn(words: readonly Word[], turn: Turn): Word[] {
  const length = words[0]?.length ?? 0;
  if (length < MIN_LENGTH || length > MAX_LENGTH || !isWord(turn.guess, length)) {
    return words.filter((word) => scoreGuess(turn.guess, word) === turn.pattern);
  }
  const row = patternRow(turn.guess, words);
  const out: Word[] = [];
  for (let i = 0; i < words.length; i++) if (row[i] === turn.pattern) out.push(words[i]!);
  return out;
}

/** The message for a history that no allowed word fits. */
export const NO_ACCEPTED_MESSAGE =
  'no accepted word fits this feedback: check the colours, or the word may not be in the list';

/** The one line that says the answers widened. */
export function widenedLine(count: number): string {
  expectInt(count, 'widenedLine', 'count', 0);
  return count === 1
    ? 'no likely answer fits: now the 1 accepted word that fits'
    : `no likely answer fits: now among the ${count} accepted words that fit`;
}

/**
 * The word set and prior weights of the widened game, without its matrix: the accepted words that
 * fit `history` as the answers (most likely first), every other allowed word after them (in list
 * order), and those answers' weights. A browser builds the matrix it can afford from it; the
 * session's game is `widenedConfig`. Throws NO_CANDIDATES when no accepted word fits.
 */
export function widenedWords(w: Widening, history: History): { words: WordSet; weights: Float64Array } {
  const answers = acceptedFitting(w, history);
  const inAnswers = new Set(answers);
  const words = makeWordSet(
    answers,
    w.words.guesses.filter((g) => !inAnswers.has(g)),
  );
  return { words, weights: Float64Array.from(answers, (a) => w.weights[w.words.index.get(a)!]!) };
}

/**
 * While likely answers fit: the accepted words outside the likely list that fit the whole history
 * too, most likely first by word frequency (ties in list order). They are less likely than any
 * likely answer: the advice's search stays over the likely answers, and turns to these only once
 * none fits (`widenedWords`). Throws NO_CANDIDATES, as `acceptedFitting`, when no word fits at all.
 */
export function otherWordsFitting(w: Widening, history: History): Word[] {
  expectObject(w, 'otherWordsFitting', 'widening');
  expectWordSet(w.words, 'otherWordsFitting', 'widening.words');
  const likely = w.words.answers.length;
  return acceptedFitting(w, history).filter((word) => w.words.index.get(word)! >= likely);
}

/**
 * The same words as `otherWordsFitting(widening(words), history)`, in list order: what counts them
 * needs no prior (nor its weights, which take a while to make for every accepted word).
 */
export function otherWordsFittingUnordered(words: WordSet, history: History): Word[] {
  expectWordSet(words, 'otherWordsFittingUnordered');
  const likely = words.answers.length;
  const turns = readHistory(history, 'otherWordsFittingUnordered');
  // Those words alone are scored (a fifth fewer than every allowed word); where none of them fits,
  // every word is, which says which turn leaves nothing when nothing fits at all.
  let fitting: readonly Word[] = words.guesses.slice(likely);
  for (const t of turns) if (fitting.length > 0) fitting = fittingTurn(fitting, t);
  if (fitting.length > 0) return [...fitting];
  return guessesFitting(words, turns).filter((word) => words.index.get(word)! >= likely);
}

/** The line that says how many accepted words outside the likely list also fit, and how to list them; '' for none. */
export function othersLine(count: number, how: string): string {
  expectInt(count, 'othersLine', 'count', 0);
  if (count === 0) return '';
  const words = count === 1 ? 'accepted word' : 'accepted words';
  return `also fitting, less likely: ${count} ${words} outside the likely list (${how})`;
}
