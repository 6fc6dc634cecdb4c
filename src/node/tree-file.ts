import { fileURLToPath } from 'node:url';
import type { Tree } from '../core/types.js';
import type { WordSet } from '../core/wordlist.js';
import { formatTreeJson, parseTreeJsonDocument, type TreeDocument, type TreeMeta } from '../engine/tree/json.js';
import { formatTreeText, parseTreeText } from '../engine/tree/text.js';
import { writeFileAtomic, type WriteOptions } from './atomic.js';
import { MAX_INPUT_BYTES } from './input-file.js';
import { readTextFile } from './words.js';
import { expectString } from '../core/validate.js';

/** The two tree file formats. */
export type TreeFormat = 'json' | 'text';

/** The format a path implies: `.json` is JSON, anything else the indented text format. */
export function treeFormatOf(path: string): TreeFormat {
  expectString(path, 'treeFormatOf', 'path');
  return path.toLowerCase().endsWith('.json') ? 'json' : 'text';
}

/** Read a tree file and, for JSON, its metadata. Errors name the file (and line, for text). */
export function readTreeDocument(path: string, words: WordSet): TreeDocument {
  expectString(path, 'readTreeDocument', 'path');
  const text = readTextFile(path, 'tree', MAX_INPUT_BYTES, 'the limit for tree files');
  if (treeFormatOf(path) === 'json') return parseTreeJsonDocument(text, path, words);
  return { tree: parseTreeText(text, path, words), meta: {} };
}

/** Read a tree file (`.json` or text, by extension). */
export function readTreeFile(path: string, words: WordSet): Tree {
  return readTreeDocument(path, words).tree;
}

/**
 * Write a tree file atomically, in the format its extension implies (`meta` goes in JSON only).
 * `options` name the run's inputs, which the target must not be (see `writeFileAtomic`).
 */
export function writeTreeFile(
  path: string,
  tree: Tree,
  words: WordSet,
  meta: TreeMeta = {},
  options: WriteOptions = {},
): void {
  expectString(path, 'writeTreeFile', 'path');
  const text = treeFormatOf(path) === 'json' ? formatTreeJson(tree, words, meta) : formatTreeText(tree, words);
  writeFileAtomic(path, text, options);
}

/**
 * The shipped optimal tree (classic lists, first guess SALET) for a mode, resolved against the
 * package root so it works from any working directory, from src/ (tsx) or dist/.
 */
export function shippedTreePath(hard: boolean): string {
  return fileURLToPath(new URL(`../../trees/salet-${hard ? 'hard' : 'normal'}.tree`, import.meta.url));
}

/** A tree argument: `optimal` means the shipped tree for the mode; anything else is a path. */
export function resolveTreePath(arg: string, hard: boolean): string {
  return arg === 'optimal' ? shippedTreePath(hard) : arg;
}
