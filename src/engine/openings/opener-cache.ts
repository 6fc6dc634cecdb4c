import { WordleError } from '../../core/errors.js';
import { allCandidates } from '../../core/filter.js';
import { hashString } from '../../core/hash.js';
import { quote } from '../../core/quote.js';
import type { Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import { fromPlainTree, type PlainTree } from '../../search/position/plain-tree.js';
import type { PositionRules } from '../../search/position/position.js';
import { checkSolved } from '../exact/checkpoint.js';
import { jsonDepthExceeds } from '../tree/json.js';
import { MAX_TREE_DEPTH } from '../tree/text.js';
import { verifyTree } from '../tree/verify.js';
import { weightedReach } from '../tree/weighted.js';
import type { OpeningMode } from './table.js';
import type { CacheCheck } from './verdict.js';

/*
 * An opener's exact value kept where the user keeps caches (a file in the CLI, the browser's
 * storage), so that asking again is instant. An entry read back is untrusted: it must be for these
 * lists, rules and opening, and match its digest (which catches damage, not forgery). A total, or
 * the fewest answers lost and the total then, keeps the tree that reaches it, verified from scratch
 * when read: that proves the value can be reached, not that none is better (`checked: 'tree'`). A
 * bare loss (kept by older versions) has nothing cheap to check (`checked: 'digest'`). A kind of
 * value a reader does not know (a newer version wrote it) is not read: it is computed again.
 */

/** What an entry is for: the lists (checksum), the rules, the prior (its weights' digest) and the opening. */
export interface OpenerKey {
  readonly lists: string;
  readonly mode: OpeningMode;
  readonly maxGuesses: number;
  readonly word: Word;
  /** Under a prior: the digest of its weights (its values are then weighted sums). */
  readonly prior?: string;
}

/** An opener's value: its exact total, or the fewest answers lost and the total then (with their tree), or a bare loss. */
export type OpenerValue =
  | { readonly kind: 'total'; readonly total: number; readonly tree: PlainTree }
  | { readonly kind: 'fewest'; readonly lost: number; readonly total: number; readonly tree: PlainTree }
  | { readonly kind: 'lost' };

/** An entry read back: its value and what was checked of it, or what is wrong with it. */
export type CachedOpener =
  | { readonly ok: true; readonly value: OpenerValue; readonly checked: CacheCheck }
  | { readonly ok: false; readonly problem: string };

const FORMAT = 'wordle-opener';
const VERSION = 1;

/** The name of an entry (safe as a file name): `0f5a3fbf5709fa-normal-6-adieu`, the prior's digest after the lists'. */
export function openerCacheKey(key: OpenerKey): string {
  return `${key.lists}-${key.prior === undefined ? '' : `${key.prior}-`}${key.mode}-${key.maxGuesses}-${key.word}`;
}

const digestOf = (value: unknown): string => hashString(JSON.stringify(value));

/** An entry's text (JSON, one line), stamped with the project version that computed it. */
export function formatCachedOpener(key: OpenerKey, value: OpenerValue, version: string): string {
  const { lists, mode, maxGuesses, word, prior } = key;
  const under = prior === undefined ? {} : { prior };
  return `${JSON.stringify({ format: FORMAT, version: VERSION, lists, ...under, mode, maxGuesses, word, value, wordlekit: version, digest: digestOf(value) })}\n`;
}

/** A kind of value read back: its form and what can be checked of it, or what is wrong with it. */
type KindReader = (
  v: Readonly<Record<string, unknown>>,
  words: WordSet,
  key: OpenerKey,
  weights: ArrayLike<number> | undefined,
) => { readonly value: OpenerValue; readonly checked: CacheCheck } | string;

/** How each kind of value is read back (see the file comment). */
const KINDS: Readonly<Record<string, KindReader>> = {
  total: (v, words, key, weights) => {
    if (typeof v.total !== 'number' || !Number.isSafeInteger(v.total)) return 'bad value';
    const rules = { hard: key.mode === 'hard', maxGuesses: key.maxGuesses };
    const value: OpenerValue = { kind: 'total', total: v.total, tree: v.tree as PlainTree };
    const solved = { value: v.total, guess: key.word, tree: value.tree };
    const problem = checkSolved(words, rules, '(start)', solved, weights);
    return problem === null ? { value, checked: 'tree' } : `its tree does not check out: ${problem}`;
  },
  fewest: (v, words, key, weights) => {
    const whole = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x);
    if (!whole(v.total) || !whole(v.lost) || v.lost < 1) return 'bad value';
    const value = { kind: 'fewest', lost: v.lost, total: v.total, tree: v.tree as PlainTree } as const;
    const rules = { hard: key.mode === 'hard', maxGuesses: key.maxGuesses };
    const reach = treeReach(words, rules, key.word, value.tree, weights);
    const problem =
      typeof reach === 'string'
        ? reach
        : reach.lost !== v.lost
          ? `it claims ${v.lost} answers lost but its tree loses ${reach.lost}`
          : reach.total !== v.total
            ? `it claims ${v.total} guesses but its tree takes ${reach.total}`
            : null;
    return problem === null ? { value, checked: 'tree' } : `its tree does not check out: ${problem}`;
  },
  lost: () => ({ value: { kind: 'lost' }, checked: 'digest' }),
};

/** The value of an entry's JSON, checked as its kind allows, or what is wrong with it. */
function valueOf(
  data: Record<string, unknown>,
  words: WordSet,
  key: OpenerKey,
  weights: ArrayLike<number> | undefined,
): CachedOpener {
  const bad = (problem: string): CachedOpener => ({ ok: false, problem });
  if (data.format !== FORMAT || data.version !== VERSION)
    return bad('not an opener cache entry (format wordle-opener 1)');
  for (const k of ['lists', 'prior', 'mode', 'maxGuesses', 'word'] as const) {
    if (data[k] !== key[k]) return bad(`it is for another ${k === 'lists' ? 'word list' : k}`);
  }
  const v = data.value;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return bad('no value');
  if (data.digest !== digestOf(v)) return bad('its digest does not match (damaged or edited)');
  const kind = (v as { kind?: unknown }).kind;
  const read = typeof kind === 'string' && Object.hasOwn(KINDS, kind) ? KINDS[kind] : undefined;
  if (read === undefined) return bad(`a kind of value this version does not know (${quote(String(kind), 20)})`);
  const r = read(v as Record<string, unknown>, words, key, weights);
  return typeof r === 'string' ? bad(r) : { ok: true, ...r };
}

/** Read an entry back and check it (see the file comment; `weights`: the prior's); never throws on bad text. */
export function readCachedOpener(
  text: string,
  words: WordSet,
  key: OpenerKey,
  weights?: ArrayLike<number>,
): CachedOpener {
  if (jsonDepthExceeds(text, 3 * MAX_TREE_DEPTH + 8)) return { ok: false, problem: 'nested deeper than any tree' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  if (typeof data !== 'object' || data === null) return { ok: false, problem: 'not an object' };
  return valueOf(data as Record<string, unknown>, words, key, weights);
}

/**
 * What a tree opening with `word` reaches from the start of a game, verified from scratch: the
 * answers it loses and its total, a lost game counting maxGuesses + 1 (7, as "X/6"); or what is
 * wrong with it (a string). Under a prior (`weights`, one per answer id), the answers lost are
 * their weight and the total a weighted sum.
 */
export function treeReach(
  words: WordSet,
  rules: Required<PositionRules>,
  word: Word,
  tree: PlainTree,
  weights?: ArrayLike<number>,
): { readonly lost: number; readonly total: number } | string {
  try {
    const t = fromPlainTree(tree, 'tree');
    if (t.kind !== 'guess' || t.guess !== word) return `its tree does not start with ${word}`;
    const report = verifyTree(t, words, { hard: rules.hard, maxGuesses: rules.maxGuesses, allowLost: true });
    if (report.status !== 'valid') return report.message;
    const r = weights === undefined ? report : weightedReach(t, words, allCandidates(words), weights);
    return { lost: r.lost, total: r.total + (rules.maxGuesses + 1) * r.lost };
  } catch (e) {
    if (e instanceof WordleError) return e.message;
    throw e;
  }
}
