import { allGreen } from '../../core/pattern.js';
import { SOLVED, type Pattern, type Tree, type Word } from '../../core/types.js';
import type { Position, PositionSplit, PositionSplitter } from './position.js';

/** The guess node that plays `guess` and continues with `branches` (the all-green branch added on a hit). */
export function guessNode(guess: Word, hit: boolean, branches: Iterable<readonly [Pattern, Tree]>): Tree {
  const all = [...branches];
  if (hit) all.push([allGreen(guess.length), SOLVED]);
  return { kind: 'guess', guess, branches: new Map(all.sort((a, b) => a[0] - b[0])) };
}

/** Options of `growTree`. */
export interface GrowOptions {
  /**
   * Guesses per game at most: an outcome still unsolved after the last one gets no branch (it is
   * simply absent from its parent's branches; `treeStats` counts those answers as unsolved).
   * @default 20
   */
  readonly maxDepth?: number;
  /** Grow only branches holding an answer with targets[id] = 1. @default every answer */
  readonly targets?: Uint8Array;
}

/**
 * The one tree builder (after Norvig's notebook): at each position ask `choose` for the guess,
 * split the position by it, and grow every outcome the same way. What the tree is (a strategy's,
 * the optimal one) is entirely in `choose`.
 *
 * A guess that tells the position nothing (one outcome, not a win) would loop forever; the node
 * then plays the position's first answer instead, which always makes progress and is legal in
 * hard mode. An empty position has no tree.
 */
export function growTree(
  splitter: PositionSplitter,
  position: Position,
  choose: (position: Position) => Word,
  options: GrowOptions = {},
): Tree {
  const maxDepth = options.maxDepth ?? 20;
  const { targets } = options;
  const holdsTarget = (p: Position): boolean => targets === undefined || p.answers.some((a) => targets[a] === 1);
  const grow = (p: Position): Tree => {
    let split: PositionSplit = splitter.split(p, choose(p));
    if (!split.hit && split.children.length === 1) split = splitter.split(p, splitter.words.answers[p.answers[0]!]!);
    const turns = p.history.length + 1;
    const branches: [Pattern, Tree][] = [];
    for (const c of split.children) {
      if (turns < maxDepth && holdsTarget(c.position)) branches.push([c.pattern, grow(c.position)]);
    }
    // The win branch holds one answer: the guess itself (answers come first, so its id is its index).
    const won = split.hit && (targets === undefined || targets[splitter.words.index.get(split.guess)!] === 1);
    return guessNode(split.guess, won, branches);
  };
  return grow(position);
}
