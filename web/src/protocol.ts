/**
 * The messages between the page and the solver worker. Requests and responses are tagged unions;
 * every request carries an id that its response echoes.
 */

/** Names of the built-in word lists the app offers. */
export type ListName = 'classic' | 'nyt';

/** The rules and the strategy a position is solved under. */
export interface SolverOptions {
  readonly list: ListName;
  readonly hard: boolean;
  readonly strategy: string;
  /** Answer prior: uniform, or weighted by word frequency (when the engine provides it). */
  readonly prior: 'uniform' | 'frequency';
}

/** One played turn as plain data: the guess and its base-3 packed pattern. */
export interface TurnData {
  readonly guess: string;
  readonly pattern: number;
}

/** A suggested next guess, as the assistant lists it. */
export interface SuggestionData {
  readonly word: string;
  readonly entropy: number;
  readonly expectedSize: number;
  readonly worstCase: number;
  readonly isCandidate: boolean;
}

/** What the assistant shows for a position. */
export interface PositionReport {
  readonly remaining: number;
  /** The remaining answers, when there are at most `CANDIDATE_LIST_MAX` of them. */
  readonly candidates: readonly string[] | null;
  readonly suggestions: readonly SuggestionData[];
  /** The optimal tree's guess here, when a tree is loaded and the position is on it. */
  readonly treeGuess: string | null;
  /** Time the worker spent, in milliseconds. */
  readonly ms: number;
  /**
   * Set on a report shown before the worker has computed it: `true` when remembered from a past
   * visit (localStorage), `'build'` when precomputed at build time. The worker's report replaces it.
   */
  readonly cached?: boolean | 'build';
}

/** One turn of a game, reviewed the way the CLI's `analyze` does (src/engine/analyze.ts). */
export interface TurnReview {
  readonly guess: string;
  readonly pattern: number;
  /** Candidates before and after the turn. */
  readonly before: number;
  readonly after: number;
  /** Expected information of the guess, and of the strategy's own guess, in bits. */
  readonly expectedBits: number;
  readonly bestGuess: string;
  readonly bestBits: number;
  /** Information actually gained, in bits. */
  readonly actualBits: number;
  /** 0–99: how the guess's expected remaining compares with the worst (0) and best (99) guess. */
  readonly skill: number;
  /** 0–99: the share of possible outcomes that would have left more. */
  readonly luck: number;
}

/** A reviewed game: its turns and the means. */
export interface GameReview {
  readonly turns: readonly TurnReview[];
  readonly skill: number;
  readonly luck: number;
  readonly actualBits: number;
  readonly expectedBits: number;
}

/** Facts about the solver the options panel needs. */
export interface SolverInfo {
  readonly strategies: readonly { readonly name: string; readonly summary: string }[];
  readonly priors: readonly ('uniform' | 'frequency')[];
  readonly trees: boolean;
}

/** Result types by request kind. */
export interface Results {
  info: SolverInfo;
  suggest: PositionReport;
  validate: { readonly valid: boolean };
  answer: { readonly word: string; readonly count: number };
  analyze: GameReview;
}

/** A request to the worker. */
export type Request =
  | { readonly kind: 'info' }
  | {
      readonly kind: 'suggest';
      readonly options: SolverOptions;
      readonly history: readonly TurnData[];
      readonly top: number;
      readonly tree: boolean;
    }
  | { readonly kind: 'validate'; readonly list: ListName; readonly word: string }
  | { readonly kind: 'answer'; readonly list: ListName; readonly game: number }
  | { readonly kind: 'analyze'; readonly options: SolverOptions; readonly history: readonly TurnData[] };

/** The kinds of request. */
export type RequestKind = Request['kind'];

/** A request with its id, as posted. */
export type Envelope = Request & { readonly id: number };

/** The worker's answer to one request. */
export type Reply =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly code: string; readonly message: string };

/** The assistant lists the remaining answers once there are this few. */
export const CANDIDATE_LIST_MAX = 60;
