import type { Candidates } from '../../core/filter.js';
import type { FrameRows, GuessList, NodeRows, RankedRows } from '../scans/node-rows.js';
import type { HardState } from '../hard-mode/state.js';
import { frameOffset } from '../kernel/frame-refs.js';
import { nodeJob } from './node-job.js';
import type { NodeScans } from './node-scans.js';
import type { SearchParts } from './parts.js';

/** A position's frame scanned in full, with the rows it keeps and its guesses ranked. */
export interface PinnedFrame {
  readonly key: string;
  /** Where the kernel's stack stood before the frame. */
  readonly mark: number;
  readonly rows: NodeRows;
  readonly ranked: RankedRows;
}

/**
 * The frame of the position asked about (not a node below it): scanned in full, every guess worth
 * trying ranked, for a list of first guesses or for valuing its guesses one by one.
 */
export class RootFrames {
  /** The frame of the last position whose guesses were valued, kept for the next call about it. */
  private pin: PinnedFrame | undefined;

  constructor(
    private readonly parts: SearchParts,
    private readonly scans: NodeScans,
    private readonly frameRows: FrameRows,
  ) {}

  /**
   * A position's scanned frame, kept at the bottom of the kernel's stack until another position
   * is asked for: a worker valuing a large position's guesses a few at a time builds it once.
   */
  pinned(set: Candidates, d: number, state: HardState, key: string): PinnedFrame {
    if (this.pin?.key === key) return this.pin;
    if (this.pin !== undefined) this.parts.kernel.release(this.pin.mark);
    this.pin = undefined;
    const mark = this.parts.kernel.alloc(0);
    const src = this.parts.roots.source(set, state.allowed);
    const n = set.length;
    const frameOff = frameOffset(this.parts.kernel, src, n);
    // Copies: the scan's arrays are the level's scratch, which later searches reuse.
    const scan = this.scans.scanSet(
      nodeJob(src.parent, src.rows, src.positions, set, d, state, key, frameOff),
      this.parts.none,
      true,
    );
    const frame = {
      off: frameOff,
      stride: n,
      guesses: scan.guesses.slice(),
      classes: scan.classes.slice(),
      answerRows: scan.answerRows.slice(0, this.parts.nA),
    };
    const rows = this.frameRows.nodeRows(frame, scan.useful.slice(), (m) => new Int32Array(m));
    const ranked = { order: scan.ranked!.order.slice(), bounds: scan.ranked!.bounds.slice() };
    this.pin = { key, mark, rows, ranked };
    return this.pin;
  }

  /** Searcher.firstGuesses for a set of three or more answers with two or more guesses left. */
  firstGuesses(set: Candidates, d: number, state: HardState, key: string, distinct: boolean): GuessList {
    // A ranking pins the position's frame first (guessValuer): its scan is this one.
    const pin = this.pin;
    if (pin !== undefined && pin.key === key) {
      const { frame, useful } = pin.rows;
      const live = (): boolean => this.pin === pin;
      return this.frameRows.list(set, frame.off, frame.guesses, useful, pin.ranked, distinct, live);
    }
    const mark = this.parts.kernel.alloc(0);
    try {
      const src = this.parts.roots.source(set, state.allowed);
      const frameOff = frameOffset(this.parts.kernel, src, set.length);
      const job = nodeJob(src.parent, src.rows, src.positions, set, d, state, key, frameOff);
      const { guesses, useful, ranked } = this.scans.scanSet(job, this.parts.none, true);
      let live = true;
      const list = this.frameRows.list(set, frameOff, guesses, useful, ranked!, distinct, () => live);
      list.alike?.all(); // (compared now: the frame is released below)
      live = false;
      return list;
    } finally {
      this.parts.kernel.release(mark);
    }
  }
}
