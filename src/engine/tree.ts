import type { Candidates } from '../core/filter.js';
import { allGreen } from '../core/pattern.js';
import { asPattern, asWordId, SOLVED, type Pattern, type Tree, type Turn, type Word } from '../core/types.js';
import { wordId } from '../core/wordlist.js';
import type { Strategy } from '../strategies/types.js';
import { makePosition, type GameConfig, candidatesAfter } from './position.js';

/** Options for `buildTree`. */
export interface BuildTreeOptions {
  /** Fixed opening guess. */
  readonly first?: Word;
  /** Stop expanding below this many guesses; remaining answers are then unsolved. @default 20 */
  readonly maxDepth?: number;
}

/**
 * The decision tree a strategy plays: at each node, split the node's candidates by the feedback
 * of the strategy's guess and recurse. Equivalent to playing every answer, at the cost of one
 * partition per node instead of one game per answer.
 */
export function buildTree(config: GameConfig, strategy: Strategy, options: BuildTreeOptions = {}): Tree {
  const maxDepth = options.maxDepth ?? 20;
  const win = allGreen(config.words.length);
  const first = options.first === undefined ? undefined : wordId(config.words, options.first);
  const grow = (history: Turn[], candidates: Candidates): Tree => {
    if (history.length >= maxDepth) return { kind: 'guess', guess: '', branches: new Map() };
    const pos = makePosition(config, history, candidates);
    const g = history.length === 0 && first !== undefined ? first : strategy.pick(pos);
    const guess = config.words.guesses[g] as Word;
    const branches = new Map<Pattern, Tree>();
    for (const [p, sub] of pos.partitioner.groups(asWordId(g), candidates)) {
      branches.set(p, p === win ? SOLVED : grow([...history, { guess, pattern: asPattern(p) }], sub));
    }
    return { kind: 'guess', guess, branches };
  };
  return grow([], candidatesAfter(config, []));
}

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
}

/** Count guesses per answer: each `solved` leaf at depth d is one answer found in d guesses. */
export function treeStats(tree: Tree): TreeStats {
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
  return { answers, total, average: answers ? total / answers : 0, max: histogram.length - 1, histogram };
}
