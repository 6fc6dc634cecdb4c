/**
 * The messages between the Variants screen and its worker (several boards, Absurdle, other word
 * lengths). Requests and replies are tagged unions; each request carries an id its reply echoes.
 */

/** Word lengths with a built-in list (five letters: the classic list). */
export type VariantLength = 4 | 5 | 6 | 7;

/** The word lengths the screen offers. */
export const VARIANT_LENGTHS: readonly VariantLength[] = [4, 5, 6, 7];

/** One multi-board turn as plain data: the guess and one pattern per board (null: solved before). */
export interface BoardsTurnData {
  readonly guess: string;
  readonly patterns: readonly (number | null)[];
}

/** A suggested guess for several boards (the numbers of `wordle suggest --boards`). */
export interface BoardsHint {
  readonly word: string;
  readonly entropy: number;
  readonly expectedSize: number;
  /** Boards (1-based) this word can still solve. */
  readonly solves: readonly number[];
}

/** One Absurdle turn as the adversary answered it. */
export interface AbsurdleTurnData {
  readonly guess: string;
  readonly pattern: number;
  readonly remaining: number;
  readonly groups: number;
}

/** What the worker can be asked. */
export type VariantsRequest =
  | { readonly kind: 'answers'; readonly length: VariantLength; readonly boards: number; readonly seed: number }
  | { readonly kind: 'validate'; readonly length: VariantLength; readonly word: string }
  | {
      readonly kind: 'hint';
      readonly length: VariantLength;
      readonly boards: number;
      readonly turns: readonly BoardsTurnData[];
      readonly top: number;
    }
  | {
      readonly kind: 'absurdle';
      readonly length: VariantLength;
      readonly guesses: readonly string[];
      /** Challenge mode: is this word still possible? */
      readonly target?: string;
    }
  | { readonly kind: 'absurdle-solve'; readonly length: VariantLength };

/** The result type of each request kind. */
export interface VariantsResults {
  answers: { readonly answers: readonly string[] };
  validate: { readonly valid: boolean };
  hint: { readonly remaining: readonly number[]; readonly hints: readonly BoardsHint[] };
  absurdle: {
    readonly turns: readonly AbsurdleTurnData[];
    readonly left: number;
    /** The words still possible, when at most 20. */
    readonly words: readonly string[];
    readonly targetPossible: boolean;
  };
  'absurdle-solve': { readonly guesses: readonly string[]; readonly proven: boolean; readonly seconds: number };
}

/** A request with its id. */
export type VariantsEnvelope = VariantsRequest & { readonly id: number };

/** A reply: the result, or the core's error. */
export type VariantsReply =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string };
