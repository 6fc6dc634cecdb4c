import type { Candidates } from '../../core/filter.js';
import type { FrameRef, FrameSource } from '../kernel/frame-refs.js';
import type { HardState } from '../hard-mode/state.js';

/**
 * One node of the search, once its cheap facts failed to settle it: the set, where its patterns
 * come from (rows `rows`, columns `positions` of `parent`) and where its own frame goes. Made once
 * per node expanded, and read by each pass of its search (the scan, the guesses tried).
 */
export interface NodeJob extends FrameSource {
  readonly set: Candidates;
  /** Guesses left. */
  readonly d: number;
  /** Hard mode's state (normal mode's root state otherwise). */
  readonly state: HardState;
  /** The set's memo key (memoKey). */
  readonly key: string;
  /** Where the node's frame starts in kernel memory (`rows.length` × `set.length` cells). */
  readonly frameOff: number;
}

/** A NodeJob (one constructor, so that every job has the same shape). */
export function nodeJob(
  parent: FrameRef,
  rows: Int32Array,
  positions: Uint32Array,
  set: Candidates,
  d: number,
  state: HardState,
  key: string,
  frameOff: number,
): NodeJob {
  return { parent, rows, positions, set, d, state, key, frameOff };
}
