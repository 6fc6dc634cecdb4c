import type { Tree } from '../../core/types.js';
import { expectTree, expectInt } from '../../core/validate.js';

/** Totals of a tree over the answers it solves. */
export interface TreeStats {
  /** Number of answers solved. */
  readonly answers: number;
  /** Sum over answers of the number of guesses used. */
  readonly total: number;
  readonly average: number;
  readonly max: number;
  /** histogram[k] = answers solved in exactly k guesses (index 0 unused). */
  readonly histogram: readonly number[];
  /** Answers not solved within the tree's depth limit (needs `answerCount`; otherwise 0). */
  readonly unsolved: number;
}

/**
 * Count guesses per answer: each `solved` leaf at depth d is one answer found in d guesses.
 * Pass `answerCount` (how many answers the tree was built for) to count the unsolved ones, whose
 * branches a depth-limited tree leaves out.
 */
export function treeStats(tree: Tree, answerCount?: number): TreeStats {
  expectTree(tree, 'treeStats');
  if (answerCount !== undefined) expectInt(answerCount, 'treeStats', 'answerCount', 0);
  const histogram: number[] = [0];
  const walk = (t: Tree, depth: number): void => {
    switch (t.kind) {
      case 'solved':
        while (histogram.length <= depth) histogram.push(0);
        histogram[depth] = (histogram[depth] ?? 0) + 1;
        return;
      case 'guess':
        for (const sub of t.branches.values()) walk(sub, depth + 1);
        return;
    }
  };
  walk(tree, 0);
  const answers = histogram.reduce((a, b) => a + b, 0);
  const total = histogram.reduce((a, n, k) => a + n * k, 0);
  const unsolved = answerCount === undefined ? 0 : Math.max(0, answerCount - answers);
  return { answers, total, average: answers ? total / answers : 0, max: histogram.length - 1, histogram, unsolved };
}
