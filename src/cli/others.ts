import type { History, Word } from '../core/types.js';
import type { WordSet } from '../core/wordlist.js';
import {
  otherWordsFitting,
  otherWordsFittingUnordered,
  othersLine,
  widening,
  widensByDefault,
} from '../engine/game/widen.js';
import { wordColumns } from './format.js';

/*
 * The accepted words outside the likely list that fit too, on today's NYT game while likely answers
 * fit (`filter`, `suggest`, `assist`): counted in one line, listed on request, as less likely. The
 * advice's search stays over the likely answers.
 */

/**
 * The other accepted words that fit `history` over `words` (none where the game does not widen, or
 * once it has): most likely first when `listed` (they are shown), else in list order (only counted).
 */
export function othersFitting(words: WordSet, history: History, widened: boolean, listed: boolean): Word[] {
  if (widened || !widensByDefault(words)) return [];
  return listed ? otherWordsFitting(widening(words), history) : otherWordsFittingUnordered(words, history);
}

/** The count line (`how`: how to list them), or nothing. */
export function othersCountLines(others: readonly Word[], how: string): string[] {
  const line = othersLine(others.length, how);
  return line === '' ? [] : [line];
}

/** The listing of the other accepted words that fit, most common first, as less likely. */
export function othersListing(others: readonly Word[]): string[] {
  if (others.length === 0) return [];
  return [
    `also fitting, less likely (accepted words outside the likely list, most common first): ${others.length}`,
    wordColumns(others),
  ];
}
