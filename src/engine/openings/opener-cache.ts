import { hashString } from '../../core/hash.js';
import type { Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import type { PlainTree } from '../../search/plain-tree.js';
import { checkSolved } from '../exact/checkpoint.js';
import { jsonDepthExceeds } from '../tree/json.js';
import { MAX_TREE_DEPTH } from '../tree/text.js';
import type { OpeningMode } from './table.js';

/*
 * An opener's exact value kept where the user keeps caches (a file in the CLI, the browser's
 * storage in the web app), so that asking again is instant. An entry read back is untrusted: it
 * must be for these word lists, rules and opening, match its digest (a damaged or edited entry is
 * caught), and its tree is verified from scratch (it finds every answer within the guesses
 * allowed, with exactly the total claimed). That proves the total can be reached; that none is
 * smaller rests on the search that wrote the entry, on this machine, as for checkpoints. A loss
 * (no tree can win every game) has nothing to check but its digest.
 */

/** What an entry is for: the lists (checksum), the rules and the opening. */
export interface OpenerKey {
  readonly lists: string;
  readonly mode: OpeningMode;
  readonly maxGuesses: number;
  readonly word: Word;
}

/** An opener's value: its exact total with the optimal tree, or a loss (some game cannot be won). */
export type OpenerValue =
  { readonly kind: 'total'; readonly total: number; readonly tree: PlainTree } | { readonly kind: 'lost' };

/** An entry read back: its value, or what is wrong with it. */
export type CachedOpener =
  { readonly ok: true; readonly value: OpenerValue } | { readonly ok: false; readonly problem: string };

const FORMAT = 'wordle-opener';

/** The name of an entry (safe as a file name): `0f5a3fbf5709fa-normal-6-adieu`. */
export function openerCacheKey(key: OpenerKey): string {
  return `${key.lists}-${key.mode}-${key.maxGuesses}-${key.word}`;
}

const digestOf = (value: OpenerValue): string => hashString(JSON.stringify(value));

/** An entry's text (JSON, one line), stamped with the project version that computed it. */
export function formatCachedOpener(key: OpenerKey, value: OpenerValue, version: string): string {
  const { lists, mode, maxGuesses, word } = key;
  return `${JSON.stringify({ format: FORMAT, version: 1, lists, mode, maxGuesses, word, value, wordlekit: version, digest: digestOf(value) })}\n`;
}

/** The value of an entry's JSON, or what is wrong with it (nothing verified yet but its form). */
function valueOf(data: Record<string, unknown>, key: OpenerKey): OpenerValue | string {
  if (data.format !== FORMAT || data.version !== 1) return 'not an opener cache entry (format wordle-opener 1)';
  for (const k of ['lists', 'mode', 'maxGuesses', 'word'] as const) {
    if (data[k] !== key[k]) return `it is for another ${k === 'lists' ? 'word list' : k}`;
  }
  const v = data.value as Partial<{ kind: string; total: unknown; tree: unknown }> | null;
  if (typeof v !== 'object' || v === null) return 'no value';
  if (data.digest !== digestOf(v as OpenerValue)) return 'its digest does not match (damaged or edited)';
  if (v.kind === 'lost') return { kind: 'lost' };
  if (v.kind !== 'total' || typeof v.total !== 'number' || !Number.isSafeInteger(v.total)) return 'bad value';
  return { kind: 'total', total: v.total, tree: v.tree as PlainTree };
}

/** Read an entry back and check it as the module says; never throws on bad text. */
export function readCachedOpener(text: string, words: WordSet, key: OpenerKey): CachedOpener {
  if (jsonDepthExceeds(text, 3 * MAX_TREE_DEPTH + 8)) return { ok: false, problem: 'nested deeper than any tree' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  if (typeof data !== 'object' || data === null) return { ok: false, problem: 'not an object' };
  const value = valueOf(data as Record<string, unknown>, key);
  if (typeof value === 'string') return { ok: false, problem: value };
  if (value.kind === 'lost') return { ok: true, value };
  const rules = { hard: key.mode === 'hard', maxGuesses: key.maxGuesses };
  const problem = checkSolved(words, rules, '(start)', { value: value.total, guess: key.word, tree: value.tree });
  return problem === null ? { ok: true, value } : { ok: false, problem: `its tree does not check out: ${problem}` };
}
