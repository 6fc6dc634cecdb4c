import type { Candidates } from '../core/filter.js';
import { splitCandidates } from '../core/partition.js';
import { allGreen } from '../core/pattern.js';
import { SOLVED, type Pattern, type Tree, type Turn, type Word } from '../core/types.js';
import { wordId } from '../core/wordlist.js';
import type { Strategy } from '../strategies/types.js';
import { allowedGuessIds, candidatesAfter, makePosition, nextAllowedGuessIds, type GameConfig } from './position.js';

/** Options for `buildTree`. */
export interface BuildTreeOptions {
  /** Fixed opening guess (used only at the root, i.e. when the history is empty). */
  readonly first?: Word;
  /**
   * At most this many guesses per game. A group of answers still unsolved after the last allowed
   * guess gets no branch: the pattern is simply absent from its parent's `branches`, and
   * `treeStats(tree, answerCount)` counts those answers as unsolved. @default 20
   */
  readonly maxDepth?: number;
  /**
   * Only the answers with `targets[id] === 1` are played: branches holding none of them are left
   * out (the candidates still include every answer, as the player does not know the subset).
   * @default every answer
   */
  readonly targets?: Uint8Array;
}

interface Grower {
  readonly config: GameConfig;
  readonly strategy: Strategy;
  readonly first: number | undefined;
  readonly maxDepth: number;
  readonly targets: Uint8Array | undefined;
  readonly win: number;
}

function hasTarget(targets: Uint8Array | undefined, group: Candidates): boolean {
  if (targets === undefined) return true;
  for (let i = 0; i < group.length; i++) if (targets[group[i]!] === 1) return true;
  return false;
}

/**
 * One node: ask the strategy, split the candidates by the feedback, recurse. A pick that does not
 * split the candidates at all (one group, not all green) would loop forever; the node then guesses
 * its first candidate instead, which always makes progress (and is hard-mode legal).
 */
function grow(ctx: Grower, history: Turn[], candidates: Candidates, allowed: Uint32Array): Tree {
  const { config, win } = ctx;
  const pos = makePosition(config, history, candidates, allowed);
  let g: number = history.length === 0 && ctx.first !== undefined ? ctx.first : ctx.strategy.pick(pos);
  let split = splitCandidates(config.matrix, g, candidates);
  if (split.groups.length === 1 && split.patterns[0] !== win && candidates.length > 0) {
    g = candidates[0]!;
    split = splitCandidates(config.matrix, g, candidates);
  }
  const guess = config.words.guesses[g] as Word;
  const branches = new Map<Pattern, Tree>();
  split.patterns.forEach((p, k) => {
    const sub = split.groups[k]!;
    if (!hasTarget(ctx.targets, sub)) return;
    if (p === win) {
      branches.set(p, SOLVED);
      return;
    }
    if (history.length + 1 >= ctx.maxDepth) return; // no guess left: unsolved, branch omitted
    const turn: Turn = { guess, pattern: p };
    branches.set(p, grow(ctx, [...history, turn], sub, nextAllowedGuessIds(config, allowed, turn, sub)));
  });
  return { kind: 'guess', guess, branches };
}

/**
 * The subtree a strategy plays after `history` (the whole tree when it is empty). Used by the
 * worker pool to build the branches of one tree in parallel.
 */
export function buildSubtree(
  config: GameConfig,
  strategy: Strategy,
  history: readonly Turn[],
  options: BuildTreeOptions = {},
): Tree {
  const candidates = candidatesAfter(config, history);
  const ctx: Grower = {
    config,
    strategy,
    first: options.first === undefined ? undefined : wordId(config.words, options.first),
    maxDepth: options.maxDepth ?? 20,
    targets: options.targets,
    win: allGreen(config.words.length),
  };
  return grow(ctx, [...history], candidates, allowedGuessIds(config, history, candidates));
}

/**
 * The decision tree a strategy plays: at each node, split the node's candidates by the feedback
 * of the strategy's guess and recurse. Equivalent to playing every answer, at the cost of one
 * strategy decision per node instead of one per answer and turn.
 */
export function buildTree(config: GameConfig, strategy: Strategy, options: BuildTreeOptions = {}): Tree {
  return buildSubtree(config, strategy, [], options);
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
  /** Answers not solved within the tree's depth limit (needs `answerCount`; otherwise 0). */
  readonly unsolved: number;
}

/**
 * Count guesses per answer: each `solved` leaf at depth d is one answer found in d guesses.
 * Pass `answerCount` (how many answers the tree was built for) to count the unsolved ones, whose
 * branches a depth-limited tree leaves out.
 */
export function treeStats(tree: Tree, answerCount?: number): TreeStats {
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
