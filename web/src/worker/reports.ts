/** The worker's answers as the page reads them: the tree's say and analysed turns. */
import type { Tree, TurnAnalysis } from 'wordlekit';
import { treePlace } from 'wordlekit';
import { toHistory } from '../history.js';
import type { SolverOptions, TreeStatus, TurnData, TurnReview } from '../protocol.js';
import type { Resources } from './resources.js';

/** The tree's move after these turns, or why the history has left the tree. */
function treeStatusOf(tree: Tree, turns: readonly TurnData[]): TreeStatus {
  const place = treePlace(tree, toHistory(turns));
  switch (place.kind) {
    case 'guess':
      return { kind: 'move', guess: place.node.guess };
    case 'solved':
      return { kind: 'off-tree', reason: "the tree's game is already over" };
    case 'off-tree':
      return { kind: 'off-tree', reason: place.reason };
  }
}

/** The optimal tree's move after these turns, or why it has none. */
export async function treeStatus(
  resources: Resources,
  options: SolverOptions,
  turns: readonly TurnData[],
): Promise<TreeStatus> {
  if (!resources.hasTrees()) return { kind: 'unavailable', reason: 'This build has no optimal trees.' };
  if (options.list !== 'classic') {
    return { kind: 'unavailable', reason: 'The optimal trees are for the classic list only (not the NYT list).' };
  }
  if (options.prior !== 'uniform') {
    return {
      kind: 'unavailable',
      reason: 'The optimal trees assume the 2,315 classic answers, equally likely: choose the uniform prior.',
    };
  }
  const optimal = await resources.tree(options.list, options.hard);
  if (optimal === null) return { kind: 'unavailable', reason: 'The optimal tree could not be loaded.' };
  return treeStatusOf(optimal, turns);
}

/** One analysed turn as the page shows it. */
export function turnReview(t: TurnAnalysis): TurnReview {
  return {
    guess: t.guess,
    pattern: t.pattern,
    before: t.before,
    after: t.after,
    expectedBits: t.expectedBits,
    bestGuess: t.best.guess,
    bestBits: t.best.expectedBits,
    actualBits: t.actualBits,
    skill: t.skill,
    luck: t.luck,
    guessesLost: t.exact?.guessesLost ?? null,
    expectedGuesses: t.exact?.expectedGuesses ?? null,
    exactBest: t.exact?.bestGuess ?? null,
    bestExpectedGuesses: t.exact?.bestExpectedGuesses ?? null,
    winChance: t.exact?.winChance ?? null,
    bestWinChance: t.exact?.bestWinChance ?? null,
    chanceLost: t.exact?.chanceLost ?? null,
    // As `wordle analyze` marks them: without an exact grade both are one-step numbers; an exact
    // grade whose outcomes could not all be valued in time keeps a one-step luck.
    skillEstimated: t.exact === null,
    luckEstimated: t.exact === null || t.exact.luckGuesses === null,
    widened: t.widened,
  };
}
