/**
 * Today's NYT game when no likely answer fits the feedback: the answers widen to every accepted word
 * that fits, weighted by the frequency prior, as the engine's `Session` widens them (its `widening`,
 * and the same word set and weights: `widenedWords`). Here the widened game is a position's own
 * space (positions.ts builds its small matrix), so the whole list's matrix is never needed.
 */
import { isWordleError, type Candidates, type History } from 'wordlekit';
import { allCandidates, widening, widenedLine, widenedWords, widensByDefault } from 'wordlekit/core';
import { candidatesAfter } from './check.js';
import type { Space } from './positions.js';

/** Where a history leaves the game: the space it is played over, the answers left, and whether it widened. */
export interface Place {
  readonly space: Space;
  readonly candidates: Candidates;
  /** The engine's one line saying the answers widened (`widenedLine`); null when they did not. */
  readonly widened: string | null;
}

/** The answers left after a history, widened when no likely answer fits (the last widening is kept). */
export class Widened {
  private last: { readonly key: string; readonly place: Place } | undefined;

  /**
   * The answers of `space` left after `history`; on a list of likely answers (`widensByDefault`),
   * when none is left, the accepted words that fit. Throws as `Session.play` does: BAD_WORD,
   * HARD_MODE, or NO_CANDIDATES when nothing at all fits.
   */
  place(space: Space, history: History, hard: boolean): Place {
    try {
      return { space, candidates: candidatesAfter(space.words, history, hard), widened: null };
    } catch (e) {
      if (!isWordleError(e) || e.code !== 'NO_CANDIDATES' || !widensByDefault(space.words)) throw e;
    }
    const key = `${space.words.checksum}|${hard ? 'h' : 'n'}|${JSON.stringify(history)}`;
    if (this.last?.key === key) return this.last.place;
    const wide: Space = widenedWords(widening(space.words), history); // NO_CANDIDATES when no accepted word fits
    const candidates = allCandidates(wide.words);
    const place = { space: wide, candidates, widened: widenedLine(candidates.length) };
    this.last = { key, place };
    return place;
  }

  /** Forget the last widening. */
  release(): void {
    this.last = undefined;
  }
}
