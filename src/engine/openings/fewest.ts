import { WordleError } from '../../core/errors.js';
import { allCandidates } from '../../core/filter.js';
import type { Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import { fromPlainTree, type PlainTree } from '../../search/position/plain-tree.js';
import type { PositionRules } from '../../search/position/position.js';
import { verifyTree } from '../tree/verify.js';
import { weightedReach } from '../tree/weighted.js';

/*
 * What a tree played for the win from the start of a game reaches, verified from scratch: the
 * answers it gives up and its total, a lost game counting the guesses allowed + 1 (7, as "X/6").
 */

/** A tree's reach: the answers it loses and its total (a lost game counting maxGuesses + 1). */
export interface Reach {
  readonly lost: number;
  readonly total: number;
}

/**
 * What a tree opening with `word` reaches, or what is wrong with it (a string). Under a prior
 * (`weights`, one per answer id), the answers lost are their weight and the total a weighted sum.
 */
export function treeReach(
  words: WordSet,
  rules: Required<PositionRules>,
  word: Word,
  tree: PlainTree,
  weights?: ArrayLike<number>,
): Reach | string {
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

/**
 * What is wrong with a claim that `word` loses `lost` answers (at least one) and then takes `total`
 * guesses, given the tree that should reach both, or null when it reaches exactly that.
 */
export function fewestLostProblem(
  words: WordSet,
  rules: Required<PositionRules>,
  word: Word,
  claim: { readonly lost: number; readonly total: number; readonly tree: PlainTree },
  /** Under a prior: its weights (the claim's figures are then weighted). */
  weights?: ArrayLike<number>,
): string | null {
  const reach = treeReach(words, rules, word, claim.tree, weights);
  if (typeof reach === 'string') return reach;
  if (reach.lost !== claim.lost) return `it claims ${claim.lost} answers lost but its tree loses ${reach.lost}`;
  if (reach.total !== claim.total) return `it claims ${claim.total} guesses but its tree takes ${reach.total}`;
  return null;
}
