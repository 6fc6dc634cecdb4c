/**
 * The app's state in the URL hash, so a position can be sent to someone:
 * `#mode=assist&list=classic&hard=1&strategy=entropy&h=soare.ygbbb,clint.bbgbb`.
 * Decoding never throws: anything malformed falls back to the default. The defaults are the CLI's:
 * today's NYT game (`nyt`) under the history prior for today's puzzle, the exact strategy
 * (`optimal`; with the frequency prior, where it does not apply, the heuristic default); on the
 * classic list, equal weights.
 *
 * Each screen has its own part of the state (the assistant's turns, the analysed game, the game
 * played, the variants' settings); the options are everyone's. A hash carries the options and its
 * own screen's part; `stateFor` fills in the rest (saved-state.ts keeps every part in storage).
 */
import { formatFeedback, parseFeedback } from 'wordlekit';
import { asPattern, defaultStrategyName, localPuzzleNumber, MAX_PUZZLE } from 'wordlekit/core';
import type { PriorName } from 'wordlekit/core';
import { historyKnown } from './nyt.js';
import { LIST_NAMES, type ListName, type SolverOptions, type TurnData } from './protocol.js';

/** Which screen is showing. */
export type Mode = 'assist' | 'play' | 'analyse' | 'stats' | 'help' | 'openers' | 'variants';

/** Every screen, in the order the header lists them. */
export const MODES: readonly Mode[] = ['assist', 'play', 'analyse', 'stats', 'openers', 'variants', 'help'];

/** Everything the URL carries. */
export interface AppState {
  readonly mode: Mode;
  readonly options: SolverOptions;
  /**
   * The NYT puzzle (its number #N) the assistant's advice and the review are for: the history
   * prior's day. Null: today's, by this device's date.
   */
  readonly day: number | null;
  /** The assistant's turns. */
  readonly history: readonly TurnData[];
  /** The analysed game's turns (the Analyse screen's). */
  readonly review: readonly TurnData[];
  /** The practice game being played (its number: see puzzle.ts) and the guesses made so far. */
  readonly game: number | null;
  /** The NYT's puzzle being played instead (its number #N, N days after 2021-06-19), from the shipped history. */
  readonly nyt: number | null;
  readonly guesses: readonly string[];
  /** Follow the optimal decision tree in the assistant (when one is available). */
  readonly tree: boolean;
  /** The Variants screen's own settings, as the link gave them (`variant=dordle&seed=3`; see variants.tsx). */
  readonly variants: string;
}

/** Word length of the built-in lists. */
export const WORD_LENGTH = 5;

/** Today's NYT puzzle number, by this device's date. */
export const todayNumber = (): number => localPuzzleNumber(new Date());

/** The puzzle the advice is for: the state's day, else today's. */
export const adviceDay = (s: Pick<AppState, 'day'>): number => s.day ?? todayNumber();

/**
 * The options the worker is asked with: the history prior's day included (past the shipped
 * history's end, the day after its last: every later day's prior is that one).
 */
export const solverOptions = (s: Pick<AppState, 'options' | 'day'>): SolverOptions =>
  s.options.prior === 'history' ? { ...s.options, day: historyKnown(adviceDay(s)).day } : s.options;

/**
 * The prior a list plays under by default, as the CLI's: the NYT's history on today's NYT list (it
 * played the NYT's real puzzles better than equal weights), equal weights elsewhere.
 */
export const defaultPrior = (list: ListName): PriorName => (list === 'nyt' ? 'history' : 'uniform');

/** The priors a list offers: the history's only on today's NYT list (it is the NYT's answers). */
export const priorsOf = (list: ListName): readonly PriorName[] =>
  list === 'nyt' ? ['history', 'uniform', 'frequency'] : ['uniform', 'frequency'];

/**
 * The options with another list: a prior chosen on purpose stays where the list offers it, else
 * the list's default; a default strategy follows its prior's default.
 */
export function withList(options: SolverOptions, list: ListName): SolverOptions {
  const keep = priorsOf(list).includes(options.prior) && options.prior !== defaultPrior(options.list);
  return withPrior({ ...options, list }, keep ? options.prior : defaultPrior(list));
}

/** The options under another prior: a default strategy follows the prior's default (the exact one, or under frequency a heuristic). */
export function withPrior(options: SolverOptions, prior: PriorName): SolverOptions {
  const was = defaultStrategyName({ prior: options.prior });
  return { ...options, prior, strategy: options.strategy === was ? defaultStrategyName({ prior }) : options.strategy };
}

/** The optimal trees are the classic list's, under equal weights: offered only there. */
export const treeOffered = (o: SolverOptions): boolean => o.list === 'classic' && o.prior === 'uniform';

/** The state of a fresh visit. */
export const DEFAULT_STATE: AppState = {
  mode: 'assist',
  options: { list: 'nyt', hard: false, strategy: defaultStrategyName({ prior: 'history' }), prior: 'history' },
  day: null,
  history: [],
  review: [],
  game: null,
  nyt: null,
  guesses: [],
  tree: false,
  variants: '',
};

/** The Variants screen's settings in a link. */
const VARIANT_KEYS = ['variant', 'length', 'seed', 'challenge'];

/** The options' keys in a link. */
const OPTION_KEYS = ['list', 'hard', 'strategy', 'prior', 'day', 'tree'];

/** Each screen's own part of the state, and the link's keys that carry it. */
const PARTS: Readonly<Partial<Record<Mode, { keys: readonly string[]; fields: readonly (keyof AppState)[] }>>> = {
  assist: { keys: ['h'], fields: ['history'] },
  analyse: { keys: ['h'], fields: ['review'] },
  play: { keys: ['game', 'nyt', 'g'], fields: ['game', 'nyt', 'guesses'] },
  variants: { keys: VARIANT_KEYS, fields: ['variants'] },
};

const WORD = /^[a-z]{5}$/u;

function parseTurns(text: string | null): TurnData[] {
  if (text === null || text === '') return [];
  const turns: TurnData[] = [];
  for (const token of text.split(',').slice(0, 12)) {
    const [guess = '', colours = ''] = token.split('.');
    if (!WORD.test(guess)) return [];
    try {
      turns.push({ guess, pattern: parseFeedback(colours, WORD_LENGTH) });
    } catch {
      return [];
    }
  }
  return turns;
}

function parseGuesses(text: string | null): string[] {
  if (text === null || text === '') return [];
  const words = text.split(',').slice(0, 6);
  return words.every((w) => WORD.test(w)) ? words : [];
}

function parseGame(text: string | null): number | null {
  return text !== null && /^\d{1,6}$/u.test(text) ? Number(text) : null;
}

/** An NYT puzzle number from a link: one the NYT's numbering has (to #MAX_PUZZLE, in 2999), else none. */
function parseNyt(text: string | null): number | null {
  const n = parseGame(text);
  return n !== null && n <= MAX_PUZZLE ? n : null;
}

/** The advice's puzzle: a day up to tomorrow's (a clock ahead of this one), else today's (null). */
function parseDay(text: string | null): number | null {
  const day = parseGame(text);
  return day !== null && day <= todayNumber() + 1 ? day : null;
}

/** The options a link names (defaults for what it leaves out, or gets wrong). */
function parseOptions(q: URLSearchParams): SolverOptions {
  const list = LIST_NAMES.find((l) => l === q.get('list')) ?? DEFAULT_STATE.options.list;
  const prior = priorsOf(list).find((p) => p === q.get('prior')) ?? defaultPrior(list);
  const strategy = q.get('strategy');
  return {
    list,
    hard: q.get('hard') === '1',
    strategy: strategy !== null && /^[a-z0-9-]{1,40}$/u.test(strategy) ? strategy : defaultStrategyName({ prior }),
    prior,
  };
}

/** Read the state from a hash (with or without the leading `#`); what it leaves out is the default. */
export function decodeState(hash: string): AppState {
  const q = new URLSearchParams(hash.replace(/^#/u, ''));
  const mode = MODES.find((m) => m === q.get('mode')) ?? 'assist';
  const turns = parseTurns(q.get('h'));
  return {
    mode,
    options: parseOptions(q),
    day: parseDay(q.get('day')),
    history: mode === 'assist' ? turns : [],
    review: mode === 'analyse' ? turns : [],
    game: parseGame(q.get('game')),
    nyt: parseNyt(q.get('nyt')),
    guesses: parseGuesses(q.get('g')),
    tree: q.get('tree') === '1',
    variants: new URLSearchParams([...q].filter(([k]) => VARIANT_KEYS.includes(k))).toString(),
  };
}

const turnsText = (turns: readonly TurnData[]): string =>
  turns.map((t) => `${t.guess}.${formatFeedback(asPattern(t.pattern), WORD_LENGTH)}`).join(',');

/** Write the state as a hash (leading `#` included): the options and the screen's own part; defaults are left out. */
export function encodeState(s: AppState): string {
  const q = new URLSearchParams();
  const o = s.options;
  q.set('mode', s.mode);
  if (o.list !== DEFAULT_STATE.options.list) q.set('list', o.list);
  if (o.hard) q.set('hard', '1');
  if (o.strategy !== defaultStrategyName({ prior: o.prior })) q.set('strategy', o.strategy);
  if (o.prior !== defaultPrior(o.list)) q.set('prior', o.prior);
  if (s.day !== null) q.set('day', String(s.day));
  if (s.tree) q.set('tree', '1');
  const turns = s.mode === 'assist' ? s.history : s.mode === 'analyse' ? s.review : [];
  if (turns.length > 0) q.set('h', turnsText(turns));
  if (s.mode === 'variants' && s.variants !== '') for (const [k, v] of new URLSearchParams(s.variants)) q.set(k, v);
  if (s.mode === 'play' && (s.game !== null || s.nyt !== null)) {
    if (s.nyt !== null) q.set('nyt', String(s.nyt));
    else q.set('game', String(s.game));
    if (s.guesses.length > 0) q.set('g', s.guesses.join(','));
  }
  return `#${q.toString().replace(/%2C/gu, ',')}`;
}

/**
 * The state a hash shows, over `base` (the state shown, or the saved one on arrival): the hash's
 * options and its screen's part when it carries any of them, or when `exact` (an entry the app wrote
 * itself, where a part left out is an empty one); else, for a bare `#mode=play`, `base`'s. The
 * other screens' parts are always `base`'s: moving between screens loses nothing.
 */
export function stateFor(hash: string, base: AppState, exact: boolean): AppState {
  const q = new URLSearchParams(hash.replace(/^#/u, ''));
  const decoded = decodeState(hash);
  const part = PARTS[decoded.mode];
  const own = exact || OPTION_KEYS.some((k) => q.has(k)) || (part?.keys.some((k) => q.has(k)) ?? false);
  if (!own) return { ...base, mode: decoded.mode };
  const next: Record<string, unknown> = { ...base, mode: decoded.mode };
  for (const k of ['options', 'day', 'tree'] as const) next[k] = decoded[k];
  for (const k of part?.fields ?? []) next[k] = decoded[k];
  return next as unknown as AppState;
}

/**
 * Change the state: `push` adds a browser history entry (Back returns to the state before);
 * `replace` (the default) edits the current one.
 */
export type Navigate = (patch: Partial<AppState>, how?: 'push' | 'replace') => void;
