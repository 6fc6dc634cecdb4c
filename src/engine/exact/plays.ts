import type { PatternMatrix } from '../../core/matrix.js';
import { matrixBuilt } from '../../core/sub-matrix.js';
import { expectOptionsOf, expectWordSet } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { ExactPlay, type KernelFactory } from '../../search/exact-play.js';

/** What `ExactPlays` is built with. */
export interface ExactPlaysOptions {
  /** The search's hot loop. @default the fastest this runtime has (`defaultKernel`) */
  readonly kernel?: KernelFactory;
}

/** The most cells of a matrix a play reads its first frames from (see `ExactPlays.play`): 8 MiB. */
const SMALL_MATRIX = 8 * 2 ** 20;

/**
 * The exact plays of a run, one per word set and prior (each with its search and memo), made when
 * first asked and kept: whatever is handed the same `ExactPlays` (the optimal strategy, the turn
 * oracle that grades a review) searches a position once and reads the other's proofs from the memo.
 */
export class ExactPlays {
  private readonly byWords = new WeakMap<WordSet, { even?: ExactPlay; weighted: WeakMap<Float64Array, ExactPlay> }>();
  private readonly kernel: KernelFactory | undefined;

  constructor(options: ExactPlaysOptions = {}) {
    expectOptionsOf(options, 'ExactPlays', { kernel: 'function' });
    this.kernel = options.kernel;
  }

  /**
   * The exact play over `words` under the prior `weights` (equally likely answers without; checked
   * by `ExactPlay`). `matrix`, the words' matrix when the caller has it: a small one that is made
   * (a position's own game, see engine/game/position-space.ts) is read by the search for its first
   * frames instead of computing them again; a whole list's is not (copied into the search's memory
   * it would cost tens of MB, and a search computes only what its positions need).
   */
  play(words: WordSet, weights?: Float64Array, matrix?: PatternMatrix): ExactPlay {
    expectWordSet(words, 'ExactPlays.play');
    let plays = this.byWords.get(words);
    if (plays === undefined) this.byWords.set(words, (plays = { weighted: new WeakMap() }));
    const small = matrix !== undefined && matrixBuilt(matrix) && matrix.nGuesses * matrix.nAnswers <= SMALL_MATRIX;
    const make = () =>
      new ExactPlay(words, {
        ...(this.kernel !== undefined ? { kernel: this.kernel } : {}),
        ...(weights !== undefined ? { weights } : {}),
        ...(small ? { matrix } : {}),
      });
    if (weights === undefined) return (plays.even ??= make());
    let p = plays.weighted.get(weights);
    if (p === undefined) plays.weighted.set(weights, (p = make()));
    return p;
  }
}
