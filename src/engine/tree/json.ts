import { WordleError } from '../../core/errors.js';
import { patternFromDigits } from '../../core/pattern.js';
import { escapeControls, quote } from '../../core/quote.js';
import { SOLVED, type Pattern, type Tree } from '../../core/types.js';
import { expectString, expectTree, expectWordSet } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { MAX_TREE_DEPTH, sortedBranches } from './text.js';

/*
 * The JSON tree format, version 1:
 *
 *   {
 *     "format": "wordle-tree",
 *     "version": 1,
 *     "wordLength": 5, "answers": 2315, "guesses": 12972,
 *     "checksum": "…",                    // WordSet.checksum of the lists the tree was built for
 *     "meta": { "strategy": "entropy" },   // free-form: how the tree was made
 *     "tree": { "guess": "salet", "branches": { "BBBBB": { … }, "GGGGG": "solved" } }
 *   }
 *
 * A node is `{ guess, branches }`; branch keys are uppercase B/Y/G feedback, written in sorted
 * order; `"solved"` ends a path (only under all green). The header is one field per line, the tree
 * one compact line.
 */

/** The format name in the header. */
export const TREE_JSON_FORMAT = 'wordle-tree';
/** The version this code writes and reads. */
export const TREE_JSON_VERSION = 1;

/** Free-form facts about how a tree was made (strategy, first guess, mode, date…). */
export type TreeMeta = Readonly<Record<string, string | number | boolean>>;

/** A parsed JSON tree with its header's metadata. */
export interface TreeDocument {
  readonly tree: Tree;
  readonly meta: TreeMeta;
}

type JsonNode = 'solved' | { guess: string; branches: Record<string, JsonNode> };

function toJson(t: Tree, length: number): JsonNode {
  if (t.kind === 'solved') return 'solved';
  const branches: Record<string, JsonNode> = {};
  for (const [letters, , sub] of sortedBranches(t, length)) branches[letters] = toJson(sub, length);
  return { guess: t.guess, branches };
}

/** Write a tree as versioned JSON stamped with the word lists' checksum. Ends with a newline. */
export function formatTreeJson(tree: Tree, words: WordSet, meta: TreeMeta = {}): string {
  expectTree(tree, 'formatTreeJson');
  expectWordSet(words, 'formatTreeJson');
  const header: Record<string, unknown> = {
    format: TREE_JSON_FORMAT,
    version: TREE_JSON_VERSION,
    wordLength: words.length,
    answers: words.answers.length,
    guesses: words.guesses.length,
    checksum: words.checksum,
    meta,
  };
  const fields = Object.entries(header).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  return `{\n${fields.join('\n')}\n  "tree": ${JSON.stringify(toJson(tree, words.length))}\n}\n`;
}

/** The 1-based line of a character offset. */
function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * The deepest nesting of objects and arrays in a JSON text, counted without parsing (strings
 * skipped), stopping as soon as it passes `limit`: a hostile file never reaches a recursive parser.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

// A tree level is two JSON levels (the node, its branches), plus the document around the tree.
const MAX_JSON_DEPTH = 2 * MAX_TREE_DEPTH + 4;

function parseJsonText(text: string, source: string): unknown {
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw new WordleError(
      'BAD_TREE',
      `${source}: nested more than ${MAX_JSON_DEPTH} levels deep (a tree may be at most ${MAX_TREE_DEPTH} guesses deep)`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const pos = /position (\d+)/u.exec(msg);
    const where = pos ? `${source}:${lineOf(text, Number(pos[1]))}` : source;
    const why = escapeControls(msg.replace(/\s*\(line \d+ column \d+\)/u, '')).slice(0, 160);
    throw new WordleError('BAD_TREE', `${where}: not valid JSON (${why})`);
  }
}

/** A header value from the file, as JSON, made safe and short for a message. */
function shown(v: unknown): string {
  const json = JSON.stringify(v) ?? String(v);
  return json.length <= 40 ? escapeControls(json) : quote(json, 40);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkHeader(doc: unknown, source: string, words: WordSet): Record<string, unknown> {
  const bad = (why: string): never => {
    throw new WordleError('BAD_TREE', `${source}: ${why}`);
  };
  if (!isObject(doc) || doc.format !== TREE_JSON_FORMAT)
    bad(`not a wordle tree file (no "format": "${TREE_JSON_FORMAT}")`);
  const d = doc as Record<string, unknown>;
  if (d.version !== TREE_JSON_VERSION) {
    bad(`unsupported tree version ${shown(d.version)} (this program reads version ${TREE_JSON_VERSION})`);
  }
  if (d.checksum !== words.checksum) {
    bad(
      `the tree was built for other word lists (checksum ${shown(d.checksum)}, ` +
        `${shown(d.answers)} answers; these lists: ${words.checksum}, ${words.answers.length} answers)`,
    );
  }
  if (!isObject(d.tree)) bad('"tree" must be an object { "guess": …, "branches": … }');
  return d;
}

function fromJson(node: unknown, path: string, source: string, words: WordSet, depth = 1): Tree {
  const bad = (why: string): never => {
    throw new WordleError('BAD_TREE', `${source}: at ${path === '' ? 'the root' : `"${path}"`}: ${why}`);
  };
  if (depth > MAX_TREE_DEPTH) bad(`the tree is more than ${MAX_TREE_DEPTH} guesses deep (the limit for tree files)`);
  if (!isObject(node) || typeof node.guess !== 'string' || !isObject(node.branches)) {
    return bad('a node must be { "guess": WORD, "branches": { FEEDBACK: node | "solved" } }');
  }
  const guess = node.guess;
  if (!words.index.has(guess)) bad(`guess ${quote(guess)} is not in the word list`);
  const branches = new Map<Pattern, Tree>();
  const here = path === '' ? guess : `${path} ${guess}`;
  for (const [key, sub] of Object.entries(node.branches)) {
    if (key.length !== words.length || !/^[BYG]+$/u.test(key)) {
      bad(`bad feedback ${quote(key)} after "${guess}": expected ${words.length} letters B/Y/G`);
    }
    const p = patternFromDigits([...key].map((c) => (c === 'G' ? 2 : c === 'Y' ? 1 : 0)));
    branches.set(p, sub === 'solved' ? SOLVED : fromJson(sub, `${here} ${key}`, source, words, depth + 1));
  }
  return { kind: 'guess', guess, branches };
}

/** Read a JSON tree and its metadata. The checksum must match `words`. Errors are BAD_TREE and name the source. */
export function parseTreeJsonDocument(text: string, source: string, words: WordSet): TreeDocument {
  expectString(text, 'parseTreeJsonDocument', 'text');
  expectString(source, 'parseTreeJsonDocument', 'source');
  expectWordSet(words, 'parseTreeJsonDocument');
  const doc = checkHeader(parseJsonText(text, source), source, words);
  const meta = isObject(doc.meta) ? (doc.meta as TreeMeta) : {};
  return { tree: fromJson(doc.tree, '', source, words), meta };
}

/** Read a JSON tree (see `parseTreeJsonDocument`). */
export function parseTreeJson(text: string, source: string, words: WordSet): Tree {
  return parseTreeJsonDocument(text, source, words).tree;
}
