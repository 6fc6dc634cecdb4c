/**
 * A position's own game, which is what keeps the worker's memory small: the answers still possible
 * become the answer list and the pattern matrix covers only them, every allowed guess against the
 * answers left, one byte a pattern (a guess list of G words costs G bytes an answer left: 0.3 MB
 * after SOARE = YGBBB on today's NYT list, never the 47 MB of its whole matrix, nor the 220 MB of
 * the frequency prior's). It is built when a position is first asked about and kept only while
 * the page asks about the same position.
 *
 * The position's word set lists the answers left first, then every other allowed word, each part
 * in list order: a guess that ties with another is then ordered as in the whole list (a candidate
 * first, then the earlier word), so the suggestions are the whole list's, in the same order.
 */
import { buildPatternMatrix, gameConfig, makeWordSet, type Candidates, type GameConfig, type WordSet } from 'wordlekit';
import { Partitioner } from 'wordlekit/core';
import { checkMatrixBudget } from './budget.js';

/** A list under a prior: its words, and each answer's weight (none: uniform). */
export interface Space {
  readonly words: WordSet;
  readonly weights?: Float64Array;
}

/** A position's own space and its matrix. */
export interface PositionSpace extends Space {
  readonly config: GameConfig & { readonly partitioner: Partitioner };
}

/** The word set and weights of the answers `candidates` (ids of `space`, ascending) alone. */
export function subSpace(space: Space, candidates: Candidates): Space {
  const { words, weights } = space;
  const left = new Uint8Array(words.answers.length);
  for (const a of candidates) left[a] = 1;
  const answers = Array.from(candidates, (a) => words.answers[a]!);
  const others = words.guesses.filter((_, g) => g >= words.answers.length || left[g] === 0);
  const sub = makeWordSet(answers, others);
  return { words: sub, ...(weights ? { weights: Float64Array.from(candidates, (a) => weights[a]!) } : {}) };
}

/** The space of `candidates` with its matrix (guesses × answers left), within the page's budget. */
function build(space: Space, candidates: Candidates, hard: boolean): PositionSpace {
  checkMatrixBudget(
    space.words.guesses.length,
    candidates.length,
    'This position',
    'Add a guess (fewer answers are left after it), or choose equal weights.',
  );
  const sub = candidates.length === space.words.answers.length ? space : subSpace(space, candidates);
  const matrix = buildPatternMatrix(sub.words.guesses, sub.words.answers);
  const config = gameConfig(sub.words, matrix, { hard, ...(sub.weights ? { weights: sub.weights } : {}) });
  return { ...sub, config };
}

/** An exact key of a set of ids (chunked: spreading ten thousand arguments at once may fail). */
function idsKey(ids: Candidates): string {
  let key = '';
  for (let i = 0; i < ids.length; i += 4096) key += String.fromCharCode(...ids.subarray(i, i + 4096));
  return key;
}

/** The last position asked about, kept for the questions that follow (explanations, the next turn's undo). */
export class Positions {
  private last: { key: string; position: PositionSpace } | undefined;

  /**
   * The position of `candidates` in `space` under these rules: the last one again, or a new one
   * (a space is known by its words' checksum: a widened game's space is made again for each question).
   */
  get(space: Space, candidates: Candidates, hard: boolean): PositionSpace {
    const key = `${space.words.checksum}|${space.weights ? 'w' : 'u'}|${hard ? 'h' : 'n'}|${idsKey(candidates)}`;
    if (this.last?.key === key) return this.last.position;
    this.last = undefined; // free the previous matrix before building the next
    const position = build(space, candidates, hard);
    this.last = { key, position };
    return position;
  }

  /** Forget the position (and its matrix). */
  release(): void {
    this.last = undefined;
  }
}
