import { WordleError } from '../../core/errors.js';
import { allGreen } from '../../core/pattern.js';
import type { History, Pattern, Tree, Turn, Word } from '../../core/types.js';
import { readHistory, expectStrategy, expectTree } from '../../core/validate.js';
import type { Strategy } from '../../strategies/types.js';
import { feedbackLetters } from './text.js';

/** A guess node of a tree. */
export type GuessNode = Tree & { readonly kind: 'guess' };

/** Where a history leads in a tree: a node to guess from, the end of the game, or off the tree. */
export type TreePlace =
  | { readonly kind: 'guess'; readonly node: GuessNode }
  | { readonly kind: 'solved' }
  | { readonly kind: 'off-tree'; readonly reason: string };

/** Follow a history down a tree. Any turn the tree does not foresee leads off the tree. */
export function treePlace(tree: Tree, input: History): TreePlace {
  expectTree(tree, 'treePlace');
  const history = readHistory(input, 'treePlace');
  let t = tree;
  for (const [i, turn] of history.entries()) {
    if (t.kind === 'solved') return { kind: 'off-tree', reason: `the tree's game ended after ${i} guesses` };
    if (turn.guess !== t.guess) {
      return { kind: 'off-tree', reason: `guess ${i + 1} is "${turn.guess}" but the tree plays "${t.guess}"` };
    }
    const next = t.branches.get(turn.pattern);
    if (next === undefined) {
      const letters = feedbackLetters(turn.pattern, turn.guess.length);
      return { kind: 'off-tree', reason: `the tree has no branch ${letters} after "${t.guess}"` };
    }
    t = next;
  }
  return t.kind === 'solved' ? { kind: 'solved' } : { kind: 'guess', node: t };
}

/** The answers under a node, in tree order: every guess whose all-green branch ends the game. */
export function treeAnswers(tree: Tree): Word[] {
  expectTree(tree, 'treeAnswers');
  const out: Word[] = [];
  const walk = (t: Tree): void => {
    if (t.kind === 'solved') return;
    const win = allGreen(t.guess.length);
    if (t.branches.get(win)?.kind === 'solved') out.push(t.guess);
    for (const [p, sub] of t.branches) if (p !== win) walk(sub);
  };
  walk(tree);
  return out;
}

/**
 * A strategy that plays the tree's guess while the game stays on the tree, and asks `fallback`
 * once it leaves it (another word was played, or feedback the tree does not foresee).
 */
export function treeStrategy(tree: Tree, fallback: Strategy): Strategy {
  expectTree(tree, 'treeStrategy');
  expectStrategy(fallback, 'treeStrategy', 'fallback');
  return {
    name: `tree (then ${fallback.name})`,
    pick(position) {
      const place = treePlace(tree, position.history);
      if (place.kind === 'guess') {
        // Only a guess the position allows (the tree may be for the other mode or other lists).
        const id = position.words.index.get(place.node.guess);
        if (id !== undefined && position.guessIds.includes(id)) return id;
      }
      return fallback.pick(position);
    },
    ...(fallback.metric ? { metric: fallback.metric } : {}),
  };
}

/**
 * Playing from a tree: the tree says the guess, the player gives the feedback. Feedback the tree
 * does not foresee (no answer gives it) is rejected and changes nothing.
 */
export class TreeGame {
  private readonly nodes: Tree[];
  private readonly turns: Turn[] = [];

  constructor(readonly tree: Tree) {
    expectTree(tree, 'TreeGame');
    if (tree.kind !== 'guess') throw new WordleError('BAD_TREE', 'the tree has no first guess');
    this.nodes = [tree];
  }

  /** Turns played so far. */
  get history(): History {
    return this.turns;
  }

  /** The node the game is at. */
  private get node(): Tree {
    return this.nodes[this.nodes.length - 1] as Tree;
  }

  /** True once the last feedback was all green. */
  get solved(): boolean {
    return this.node.kind === 'solved';
  }

  /** The tree's next guess, or undefined when solved. */
  get guess(): Word | undefined {
    const n = this.node;
    return n.kind === 'guess' ? n.guess : undefined;
  }

  /** The answers still possible, in tree order (empty when solved). */
  get answers(): Word[] {
    return treeAnswers(this.node);
  }

  /** Play the tree's guess with this feedback. Throws BAD_FEEDBACK when the tree has no such branch. */
  play(pattern: Pattern): Turn {
    const n = this.node;
    if (n.kind === 'solved') throw new WordleError('BAD_HISTORY', 'the game is over: type reset or quit');
    const next = n.branches.get(pattern);
    if (next === undefined) {
      const letters = feedbackLetters(pattern, n.guess.length);
      throw new WordleError(
        'BAD_FEEDBACK',
        `no answer left gives ${letters} for ${n.guess.toUpperCase()} (check the colours; the tree has no such branch)`,
      );
    }
    const turn = { guess: n.guess, pattern };
    this.turns.push(turn);
    this.nodes.push(next);
    return turn;
  }

  /** Take back the last turn; false when there is none. */
  undo(): boolean {
    if (this.turns.length === 0) return false;
    this.turns.pop();
    this.nodes.pop();
    return true;
  }

  /** Start over. */
  reset(): void {
    this.turns.length = 0;
    this.nodes.length = 1;
  }
}
