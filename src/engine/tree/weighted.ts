import { allGreen, scoreGuess } from '../../core/pattern.js';
import type { Tree } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';

/*
 * What a tree reaches under a prior: each answer's weight times the guesses the tree takes to find
 * it. A tree checked by verifyTree (every guess allowed, every branch real) is walked once per
 * answer; the sums are exact (whole weights).
 */

/** A tree's weighted reach over some answers: the weight found and its guesses, and the weight given up. */
export interface WeightedReach {
  /** Σ weight × guesses over the answers the tree finds (the first guess of the tree counting 1). */
  readonly total: number;
  /** Σ weight of the answers it gives up (a branch left out: a tree played for the win). */
  readonly lost: number;
}

/**
 * The weighted reach of `tree` over the answers `answers` (answer ids of `words`), each weighing
 * `weights[id]`. Guesses are counted from the tree's root. Walk only trees verifyTree accepted.
 */
export function weightedReach(
  tree: Tree,
  words: WordSet,
  answers: ArrayLike<number>,
  weights: ArrayLike<number>,
): WeightedReach {
  const win = allGreen(words.length);
  let total = 0;
  let lost = 0;
  for (let i = 0; i < answers.length; i++) {
    const id = answers[i]!;
    const answer = words.answers[id]!;
    const w = weights[id]!;
    let node: Tree | undefined = tree;
    for (let depth = 1; node?.kind === 'guess'; depth++) {
      const p = scoreGuess(node.guess, answer);
      if (p === win) {
        total += w * depth;
        node = undefined;
        break;
      }
      node = node.branches.get(p);
      if (node === undefined) lost += w;
    }
    if (node !== undefined) lost += w; // a path ending before the answer is found (verifyTree refuses it)
  }
  return { total, lost };
}
