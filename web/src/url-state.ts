/**
 * The app's state in the URL hash, so a position can be sent to someone:
 * `#mode=assist&list=classic&hard=1&strategy=entropy&h=soare.ygbbb,clint.bbgbb`.
 * Decoding never throws: anything malformed falls back to the default. The defaults are the CLI's:
 * today's NYT game (`nyt`), the exact strategy (`optimal`; with the frequency prior, where it does
 * not apply, the heuristic default), the uniform prior.
 */
import { formatFeedback, parseFeedback } from 'wordlekit';
import { asPattern, defaultStrategyName, MAX_PUZZLE } from 'wordlekit/core';
import { LIST_NAMES, type SolverOptions, type TurnData } from './protocol.js';

/** Which screen is showing. */
export type Mode = 'assist' | 'play' | 'analyse' | 'stats' | 'help' | 'openers' | 'variants';

/** Every screen, in the order the header lists them. */
export const MODES: readonly Mode[] = ['assist', 'play', 'analyse', 'stats', 'openers', 'variants', 'help'];

/** Everything the URL carries. */
export interface AppState {
  readonly mode: Mode;
  readonly options: SolverOptions;
  /** The assistant's turns (and the analysed game's, in `analyse`). */
  readonly history: readonly TurnData[];
  /** The practice game being played (its number in the answer list's order) and the guesses made so far. */
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

/** The state of a fresh visit. */
export const DEFAULT_STATE: AppState = {
  mode: 'assist',
  options: { list: 'nyt', hard: false, strategy: defaultStrategyName(), prior: 'uniform' },
  history: [],
  game: null,
  nyt: null,
  guesses: [],
  tree: false,
  variants: '',
};

/** The Variants screen's settings in a link. */
const VARIANT_KEYS = ['variant', 'length', 'seed', 'challenge'];

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

/** Read the state from a hash (with or without the leading `#`). */
export function decodeState(hash: string): AppState {
  const q = new URLSearchParams(hash.replace(/^#/u, ''));
  const d = DEFAULT_STATE;
  const list = LIST_NAMES.find((l) => l === q.get('list')) ?? d.options.list;
  const prior = q.get('prior') === 'frequency' ? 'frequency' : d.options.prior;
  const strategy = q.get('strategy');
  return {
    mode: MODES.find((m) => m === q.get('mode')) ?? 'assist',
    options: {
      list,
      hard: q.get('hard') === '1',
      strategy: strategy !== null && /^[a-z0-9-]{1,40}$/u.test(strategy) ? strategy : defaultStrategyName({ prior }),
      prior,
    },
    history: parseTurns(q.get('h')),
    game: parseGame(q.get('game')),
    nyt: parseNyt(q.get('nyt')),
    guesses: parseGuesses(q.get('g')),
    tree: q.get('tree') === '1',
    variants: new URLSearchParams([...q].filter(([k]) => VARIANT_KEYS.includes(k))).toString(),
  };
}

/** Write the state as a hash (leading `#` included); defaults are left out to keep links short. */
export function encodeState(s: AppState): string {
  const q = new URLSearchParams();
  const d = DEFAULT_STATE.options;
  q.set('mode', s.mode);
  if (s.options.list !== d.list) q.set('list', s.options.list);
  if (s.options.hard) q.set('hard', '1');
  if (s.options.strategy !== defaultStrategyName({ prior: s.options.prior })) q.set('strategy', s.options.strategy);
  if (s.options.prior !== d.prior) q.set('prior', s.options.prior);
  if (s.tree) q.set('tree', '1');
  if ((s.mode === 'assist' || s.mode === 'analyse') && s.history.length > 0) {
    q.set('h', s.history.map((t) => `${t.guess}.${formatFeedback(asPattern(t.pattern), WORD_LENGTH)}`).join(','));
  }
  if (s.mode === 'variants' && s.variants !== '') for (const [k, v] of new URLSearchParams(s.variants)) q.set(k, v);
  if (s.mode === 'play' && (s.game !== null || s.nyt !== null)) {
    if (s.nyt !== null) q.set('nyt', String(s.nyt));
    else q.set('game', String(s.game));
    if (s.guesses.length > 0) q.set('g', s.guesses.join(','));
  }
  return `#${q.toString().replace(/%2C/gu, ',')}`;
}

/**
 * Change the state: `push` adds a browser history entry (Back returns to the state before);
 * `replace` (the default) edits the current one.
 */
export type Navigate = (patch: Partial<AppState>, how?: 'push' | 'replace') => void;
