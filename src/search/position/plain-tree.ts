import { WordleError } from '../../core/errors.js';
import { asPattern, SOLVED, type Pattern, type Tree } from '../../core/types.js';
import { expectTree } from '../../core/validate.js';

/**
 * A tree as plain JSON data, for worker messages and checkpoints: 0 is `solved`, and
 * `[guess, [[pattern, subtree], ...]]` is a guess node.
 */
export type PlainTree = 0 | [string, [number, PlainTree][]];

/** Tree → plain data. */
export function toPlainTree(t: Tree): PlainTree {
  expectTree(t, 'toPlainTree', 't');
  return plain(t);
}

function plain(t: Tree): PlainTree {
  switch (t.kind) {
    case 'solved':
      return 0;
    case 'guess':
      return [t.guess, [...t.branches].map(([p, sub]) => [p, plain(sub)])];
  }
}

/** Plain data → tree; throws BAD_TREE on anything malformed (checkpoints are files people can edit). */
export function fromPlainTree(x: unknown, where: string): Tree {
  if (x === 0) return SOLVED;
  if (!Array.isArray(x) || x.length !== 2 || typeof x[0] !== 'string' || !Array.isArray(x[1])) {
    throw new WordleError('BAD_TREE', `${where}: malformed tree node`);
  }
  const branches = new Map<Pattern, Tree>();
  for (const b of x[1] as unknown[]) {
    if (!Array.isArray(b) || b.length !== 2 || typeof b[0] !== 'number' || !Number.isInteger(b[0])) {
      throw new WordleError('BAD_TREE', `${where}: malformed branch under "${x[0]}"`);
    }
    branches.set(asPattern(b[0]), fromPlainTree(b[1], where));
  }
  return { kind: 'guess', guess: x[0], branches };
}
