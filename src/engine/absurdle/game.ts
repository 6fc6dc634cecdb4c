import { adversaryMove, isAbsurdleWin, type AdversaryMove } from '../../core/adversary.js';
import { WordleError } from '../../core/errors.js';
import { expectMatrix, expectOptionsOf, expectString, expectWordSet, RULES } from '../../core/validate.js';
import { allCandidates, type Candidates } from '../../core/filter.js';
import type { PatternMatrix } from '../../core/matrix.js';
import type { Turn, Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import { typedWordRefusal } from '../game/game.js';
import { keyboardOf, type LetterState } from '../game/keyboard.js';

/** Where an Absurdle game stands; `lost` only in the challenge mode (the target was ruled out). */
export type AbsurdleStatus = 'playing' | 'won' | 'lost';

/** One played turn: the feedback the adversary chose, and the groups it chose among. */
export interface AbsurdleTurn extends Turn {
  /** Words still possible after the turn. */
  readonly remaining: number;
  readonly move: AdversaryMove;
}

/** The result of typing a word: rejected with the game's message, or played. */
export type AbsurdleGuessResult =
  | { readonly kind: 'rejected'; readonly message: string }
  | { readonly kind: 'played'; readonly turn: AbsurdleTurn; readonly status: AbsurdleStatus };

/**
 * A game of Absurdle (qntm, 2022): Wordle against an adversary that keeps as many words possible
 * as it can (see core/adversary.ts for its rule, ties included). No guess limit. In the challenge
 * mode the player must make the adversary end on `target`: the game is lost once the target is
 * no longer possible. In hard mode (`hard`) every guess must use what the adversary revealed, as in
 * Wordle's hard mode (greens in place, yellows reused).
 */
export class AbsurdleGame {
  private readonly turns: AbsurdleTurn[] = [];
  private possible: Candidates;

  constructor(
    readonly words: WordSet,
    readonly options: { readonly target?: Word; readonly matrix?: PatternMatrix; readonly hard?: boolean } = {},
  ) {
    expectWordSet(words, 'AbsurdleGame');
    expectOptionsOf(options, 'AbsurdleGame', { target: RULES.word, matrix: expectMatrix, hard: 'boolean' });
    if (options.target !== undefined && !words.answers.includes(options.target)) {
      throw new WordleError('BAD_WORD', `target "${options.target}" is not in the answer list`);
    }
    this.possible = allCandidates(words);
  }

  /** Turns played, oldest first. */
  get history(): readonly AbsurdleTurn[] {
    return this.turns;
  }

  /** The answer ids still possible. */
  get candidates(): Candidates {
    return this.possible;
  }

  /** Won on an all-green answer; in the challenge mode lost once the target is ruled out. */
  get status(): AbsurdleStatus {
    const last = this.turns[this.turns.length - 1];
    if (last !== undefined && isAbsurdleWin(last.move, this.words.length)) {
      return this.options.target === undefined || last.guess === this.options.target ? 'won' : 'lost';
    }
    const target = this.options.target;
    if (target !== undefined && !this.possible.includes(this.words.index.get(target)!)) return 'lost';
    return 'playing';
  }

  /** Why `input` cannot be played now, or null when it can. */
  check(input: string): string | null {
    expectString(input, 'AbsurdleGame.check', 'input');
    if (this.status !== 'playing') return 'The game is over';
    return typedWordRefusal(this.words, this.turns, input, this.options.hard === true);
  }

  /** Play a typed word; the adversary answers. A refused word changes nothing. */
  guess(input: string): AbsurdleGuessResult {
    const message = this.check(input);
    if (message !== null) return { kind: 'rejected', message };
    const guess = input.trim().toLowerCase();
    const move = adversaryMove(this.words, this.possible, guess, this.options.matrix);
    this.possible = move.kept;
    const turn: AbsurdleTurn = { guess, pattern: move.pattern, remaining: move.kept.length, move };
    this.turns.push(turn);
    return { kind: 'played', turn, status: this.status };
  }

  /** Every letter a-z with its best state after the adversary's feedback so far (see `keyboardOf`). */
  keyboard(): Map<string, LetterState> {
    return keyboardOf(this.turns);
  }
}

/**
 * Replay guesses against the adversary from the start: the turns it answers with. In hard mode
 * (`options.hard`) a guess that breaks the hard-mode rule is refused (BAD_WORD), as in the game.
 */
export function replayAbsurdle(
  words: WordSet,
  guesses: readonly Word[],
  matrix?: PatternMatrix,
  options: { readonly hard?: boolean } = {},
): AbsurdleTurn[] {
  expectOptionsOf(options, 'replayAbsurdle', { hard: 'boolean' });
  const game = new AbsurdleGame(words, { ...(matrix === undefined ? {} : { matrix }), hard: options.hard === true });
  for (const g of guesses) {
    const r = game.guess(g);
    if (r.kind === 'rejected') throw new WordleError('BAD_WORD', `"${g}": ${r.message}`);
  }
  return [...game.history];
}
