import { WordleError } from '../../core/errors.js';
import { allCandidates, applyTurn, type Candidates } from '../../core/filter.js';
import { rowOf, Splitter } from '../../core/partition.js';
import type { PatternMatrix } from '../../core/matrix.js';
import { allGreen, patternCount, scoreGuess } from '../../core/pattern.js';
import type { History, Pattern, Turn, Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import {
  expectPosition,
  expectHistory,
  expectMatrix,
  expectOptions,
  expectString,
  expectWordSet,
} from '../../core/validate.js';

/**
 * A position of the game as plain data, the unit every search job and tree builder works on: the
 * answers still possible, the turns played (which decide what hard mode allows), and the rules.
 */
export interface Position {
  /** Answer ids still possible, ascending. */
  readonly answers: Candidates;
  readonly history: History;
  readonly hard: boolean;
  /** Guesses allowed per game (6 in Wordle); the guesses left are this less the turns played. */
  readonly maxGuesses: number;
}

/** The rules of a position. */
export interface PositionRules {
  /** @default false */
  readonly hard?: boolean;
  /** @default 6 */
  readonly maxGuesses?: number;
}

/** The start of a game: every answer possible, nothing played. */
export function rootPosition(words: WordSet, rules: PositionRules = {}): Position {
  expectWordSet(words, 'rootPosition');
  expectOptions(rules, 'rootPosition', 'rules');
  return { answers: allCandidates(words), history: [], hard: rules.hard ?? false, maxGuesses: rules.maxGuesses ?? 6 };
}

/** The position after a history (throws NO_CANDIDATES when no answer fits it). */
export function positionAfter(
  words: WordSet,
  history: History,
  rules: PositionRules = {},
  matrix?: PatternMatrix,
): Position {
  expectWordSet(words, 'positionAfter');
  expectHistory(history, 'positionAfter');
  expectOptions(rules, 'positionAfter', 'rules');
  if (matrix !== undefined) expectMatrix(matrix, 'positionAfter');
  let answers = allCandidates(words);
  history.forEach((turn, i) => {
    answers = applyTurn(words, answers, turn, matrix);
    if (answers.length === 0) {
      throw new WordleError(
        'NO_CANDIDATES',
        `no answer in the list fits this feedback (nothing fits after turn ${i + 1}, ${turn.guess})`,
      );
    }
  });
  return { ...rootPosition(words, rules), answers, history };
}

/** Guesses still allowed in the position. */
export function guessesLeft(p: Position): number {
  expectPosition(p, 'guessesLeft');
  return p.maxGuesses - p.history.length;
}

/** One outcome of a guess: the feedback and the position it leads to. */
export interface Child {
  readonly pattern: Pattern;
  readonly position: Position;
}

/** A position split by a guess. */
export interface PositionSplit {
  readonly guess: Word;
  /** True when the guess is one of the answers (its all-green outcome ends the game). */
  readonly hit: boolean;
  /** Every other outcome, in ascending pattern order. */
  readonly children: readonly Child[];
}

/** Scores a guess against answer ids: from the matrix when it has the guess, else with `scoreGuess`. */
export class PositionSplitter {
  private readonly splitter: Splitter;
  private readonly win: Pattern;

  constructor(
    readonly words: WordSet,
    readonly matrix?: PatternMatrix,
  ) {
    expectWordSet(words, 'PositionSplitter');
    if (matrix !== undefined) expectMatrix(matrix, 'PositionSplitter');
    this.splitter = new Splitter(patternCount(words.length));
    this.win = allGreen(words.length);
  }

  /** The pattern of `guess` against each answer id of `answers`. */
  patterns(guess: Word, answers: Candidates): ArrayLike<number> {
    const g = this.words.index.get(guess);
    if (this.matrix !== undefined && g !== undefined) return rowOf(this.matrix, g, answers);
    return Array.from(answers, (a) => scoreGuess(guess, this.words.answers[a]!));
  }

  /**
   * The one split of this project's tree builders and search jobs: the position after `guess`,
   * for every feedback it can get (the all-green one reported as `hit`).
   */
  split(position: Position, guess: Word): PositionSplit {
    expectPosition(position, 'PositionSplitter.split');
    expectString(guess, 'PositionSplitter.split', 'guess');
    const { patterns, groups } = this.splitter.split(this.patterns(guess, position.answers), 0, position.answers);
    let hit = false;
    const children: Child[] = [];
    patterns.forEach((pattern, k) => {
      if (pattern === this.win) {
        hit = true;
        return;
      }
      const turn: Turn = { guess, pattern };
      children.push({ pattern, position: { ...position, answers: groups[k]!, history: [...position.history, turn] } });
    });
    return { guess, hit, children };
  }
}
