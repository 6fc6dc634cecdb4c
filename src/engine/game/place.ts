import { isWordleError, WordleError } from '../../core/errors.js';
import { allCandidates, applyTurn, candidateWords, NO_CANDIDATES_MESSAGE, type Candidates } from '../../core/filter.js';
import { checkHardMode } from '../../core/hardmode.js';
import { buildPatternMatrix, type PatternMatrix } from '../../core/matrix.js';
import type { History, Turn, Word } from '../../core/types.js';
import {
  badArgument,
  expectConfig,
  expectIds,
  expectObject,
  expectOptionsOf,
  expectWeights,
  expectWordSet,
  readHistory,
  readTurn,
  RULES,
} from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { gameConfig, type GameConfig } from '../../strategies/context.js';
import { NO_ACCEPTED_MESSAGE, widenedWords, widening as wideningOf, widensByDefault, type Widening } from './widen.js';

/*
 * Where a game stands after a history: the one reading of a history that the session, the analysis,
 * `wordle filter` and the web app's worker share. A turn is checked (an allowed word of the right
 * length, legal in hard mode) and applied; when no likely answer fits (today's NYT list), the
 * answers widen to the accepted words that fit, weighted by the frequency prior, and play goes on
 * over them. It needs no pattern matrix (the reference scorer is used without one), so a browser
 * can afford it on a whole list.
 */

/** The game a history is read against. */
export interface PlaceRules {
  /** The game's words (before any widening). */
  readonly words: WordSet;
  /** The prior weight of each answer of `words` (whole numbers); none: equally likely. */
  readonly weights?: Float64Array;
  readonly hard: boolean;
  /**
   * What the answers widen to when none of the list fits (see engine/game/widen.ts), or `false`:
   * never (the turn is rejected).
   * @default `defaultWidening(words)`: today's NYT list widens, the games' own lists do not
   */
  readonly widening?: Widening | false;
  /** Accept a guess outside the allowed list (as `--any-word` does). @default false */
  readonly anyWord?: boolean;
}

/** Where a game stands after a history. */
export interface Place {
  /** The words the position is played over: the game's, or once widened the accepted words that fit first. */
  readonly words: WordSet;
  /** The prior weights of `words.answers` (after a widening: word frequency); none: equally likely. */
  readonly weights?: Float64Array;
  /** The answers left (ids of `words.answers`, ascending). */
  readonly candidates: Candidates;
  /** The turn (from 1) after which no likely answer fitted and the answers widened, or null. */
  readonly widenedAt: number | null;
}

/** The widening of these rules (made on first use: its weights take a moment on today's 14855 words). */
function wideningFor(rules: PlaceRules): Widening | undefined {
  if (rules.widening === false) return undefined;
  if (rules.widening !== undefined) return rules.widening;
  return widensByDefault(rules.words) ? wideningOf(rules.words) : undefined;
}

/** Whether the answers of these rules widen when none of the list fits. */
export function placeWidens(rules: PlaceRules): boolean {
  return rules.widening === undefined ? widensByDefault(rules.words) : rules.widening !== false;
}

/** Check the rules a history is read under, naming `fn`. */
function expectRules(rules: PlaceRules, fn: string): void {
  expectObject(rules, fn, 'rules');
  expectOptionsOf(rules, fn, PLACE_RULES, 'rules');
  expectWordSet(rules.words, fn, 'rules.words');
  if (rules.weights !== undefined) expectWeights(rules.weights, rules.words.answers.length, fn, 'rules.weights');
}

/** What each field of `PlaceRules` must be. */
const PLACE_RULES = {
  words: 'object',
  weights: 'object',
  hard: 'boolean',
  widening: RULES.widening,
  anyWord: 'boolean',
} as const;

/** The start of a game: every answer possible. */
export function startPlace(rules: PlaceRules): Place {
  expectRules(rules, 'startPlace');
  return {
    words: rules.words,
    ...(rules.weights !== undefined ? { weights: rules.weights } : {}),
    candidates: allCandidates(rules.words),
    widenedAt: null,
  };
}

/**
 * The place after one more `turn` from `at` (reached by `before`). Throws BAD_WORD (a guess of
 * another length, or outside the allowed list unless `anyWord`), HARD_MODE (in hard mode, a guess
 * the turns before forbid) or NO_CANDIDATES (nothing fits; without naming the turn). `matrix`, when
 * given, is that of `at.words` (a faster filter).
 */
export function nextPlace(rules: PlaceRules, at: Place, before: History, input: Turn, matrix?: PatternMatrix): Place {
  expectRules(rules, 'nextPlace');
  expectObject(at, 'nextPlace', 'at');
  expectWordSet(at.words, 'nextPlace', 'at.words');
  expectIds(at.candidates, 'nextPlace', 'at.candidates');
  const turn = readTurn(input, 'nextPlace');
  const { words } = at;
  if (turn.guess.length !== words.length) {
    throw new WordleError('BAD_WORD', `"${turn.guess}" is not ${words.length} letters`);
  }
  if (rules.anyWord !== true && !words.index.has(turn.guess)) {
    throw new WordleError('BAD_WORD', `${turn.guess.toUpperCase()} is not in the word list`);
  }
  if (rules.hard) {
    const v = checkHardMode(before, turn.guess);
    if (v !== null) throw new WordleError('HARD_MODE', `hard mode: ${turn.guess.toUpperCase()} is not allowed: ${v}`);
  }
  const candidates = applyTurn(words, at.candidates, turn, matrix);
  if (candidates.length > 0) return { ...at, candidates };
  const w = at.widenedAt === null ? wideningFor(rules) : undefined;
  if (w === undefined) {
    throw new WordleError('NO_CANDIDATES', at.widenedAt === null ? NO_CANDIDATES_MESSAGE : NO_ACCEPTED_MESSAGE);
  }
  // No likely answer fits: every accepted word that fits the whole history may be the answer.
  let wide: { words: WordSet; weights: Float64Array };
  try {
    wide = widenedWords(w, [...before, turn]);
  } catch (e) {
    if (isWordleError(e) && e.code === 'NO_CANDIDATES') throw new WordleError('NO_CANDIDATES', NO_ACCEPTED_MESSAGE);
    throw e;
  }
  return { ...wide, candidates: allCandidates(wide.words), widenedAt: before.length + 1 };
}

/** The NO_CANDIDATES error of turn `i` (from 0) of a history, naming it. */
export function namingTurn(e: unknown, i: number, turn: Pick<Turn, 'guess'>): unknown {
  if (!isWordleError(e) || e.code !== 'NO_CANDIDATES') return e;
  return new WordleError('NO_CANDIDATES', `${e.message} (nothing fits after turn ${i + 1}, ${turn.guess})`);
}

/** Where a game stands after `history` (see `nextPlace`; a NO_CANDIDATES error names the turn after which nothing fits). */
export function placeAfter(rules: PlaceRules, input: History): Place {
  const history = readHistory(input, 'placeAfter');
  let at = startPlace(rules);
  history.forEach((t, i) => {
    try {
      at = nextPlace(rules, at, history.slice(0, i), t);
    } catch (e) {
      throw namingTurn(e, i, t);
    }
  });
  return at;
}

/**
 * The game a place is played over, with the matrix of its own words: `base` itself until the
 * answers widen, then the widened game (the same rules and guess pool, the accepted words that fit
 * as the answers, their prior weights).
 */
export function placeConfig(base: GameConfig, place: Place): GameConfig {
  if (place.words === base.words) return base;
  const matrix = buildPatternMatrix(place.words.guesses, place.words.answers);
  const wide = gameConfig(place.words, matrix, {
    hard: base.hard,
    pool: base.pool,
    ...(place.weights !== undefined ? { weights: place.weights } : {}),
  });
  return base.progress ? { ...wide, progress: base.progress } : wide;
}

/** The rules of a game's config (`widening` as given: default, a widening, or never). */
export function configRules(config: GameConfig, widening?: Widening | false, anyWord = false): PlaceRules {
  return {
    words: config.words,
    ...(config.weights !== undefined ? { weights: config.weights } : {}),
    hard: config.hard,
    ...(widening !== undefined ? { widening } : {}),
    anyWord,
  };
}

/**
 * What fits a history, for listing: the answers of the list that fit it, or, given a widening when
 * none does, the accepted words that fit (most likely first) with `widened` true. Throws
 * NO_CANDIDATES when nothing fits, naming the turn.
 */
export function wordsFitting(words: WordSet, history: History, w?: Widening): { words: Word[]; widened: boolean } {
  const place = placeAfter({ words, hard: false, widening: w ?? false, anyWord: true }, history);
  return { words: candidateWords(place.words, place.candidates), widened: place.widenedAt !== null };
}

/**
 * The game over the accepted words that fit `history` (after its likely answers ran out): the same
 * allowed guesses and rules, those words as the answers (most likely first), their matrix, and
 * their prior weights. Throws NO_CANDIDATES when no accepted word fits.
 */
export function widenedConfig(config: GameConfig, w: Widening, history: History): GameConfig {
  expectConfig(config, 'widenedConfig');
  if (config.words !== w.words) badArgument('widenedConfig', 'widening', "the game's own (widening(config.words))", w);
  const wide = widenedWords(w, history);
  return placeConfig(config, { ...wide, candidates: allCandidates(wide.words), widenedAt: history.length });
}
