import type { Tree, Word } from '../../core/types.js';
import { expectConfig, expectInt, expectStrategy, expectOptionsOf, RULES } from '../../core/validate.js';
import { wordId } from '../../core/wordlist.js';
import { growTree } from '../../search/position/grow.js';
import { PositionSplitter, rootPosition, type Position } from '../../search/position/position.js';
import type { Strategy } from '../../strategies/types.js';
import { guessContext, type GameConfig } from '../../strategies/context.js';

const splitters = new WeakMap<GameConfig, PositionSplitter>();

/** The position splitter of a configuration (one per configuration, made on first use). */
export function positionSplitter(config: GameConfig): PositionSplitter {
  let s = splitters.get(config);
  if (s === undefined) splitters.set(config, (s = new PositionSplitter(config.words, config.matrix)));
  return s;
}

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

/**
 * The subtree a strategy plays from `position` (the whole tree from the root): `growTree` with
 * the strategy's pick as the choice at every node. Worker jobs build the branches of one tree
 * in parallel this way.
 */
export function buildSubtree(
  config: GameConfig,
  strategy: Strategy,
  position: Position,
  options: BuildTreeOptions = {},
): Tree {
  const { words } = config;
  const first = options.first === undefined ? undefined : words.guesses[wordId(words, options.first)]!;
  const choose = (p: Position): Word =>
    p.history.length === 0 && first !== undefined
      ? first
      : words.guesses[strategy.pick(guessContext(config, p.history, p.answers))]!;
  return growTree(positionSplitter(config), position, choose, {
    ...(options.maxDepth !== undefined ? { maxDepth: options.maxDepth } : {}),
    ...(options.targets !== undefined ? { targets: options.targets } : {}),
  });
}

/**
 * The decision tree a strategy plays: at each node, split the node's candidates by the feedback
 * of the strategy's guess and recurse. Equivalent to playing every answer, at the cost of one
 * strategy decision per node instead of one per answer and turn.
 */
export function buildTree(config: GameConfig, strategy: Strategy, options: BuildTreeOptions = {}): Tree {
  expectConfig(config, 'buildTree');
  expectStrategy(strategy, 'buildTree');
  expectOptionsOf(options, 'buildTree', { first: RULES.word, targets: 'bytes' });
  if (options.maxDepth !== undefined) expectInt(options.maxDepth, 'buildTree', 'options.maxDepth', 1, 1000);
  const root = rootPosition(config.words, { hard: config.hard, maxGuesses: options.maxDepth ?? 20 });
  return buildSubtree(config, strategy, root, options);
}
