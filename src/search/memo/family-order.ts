import type { Word } from '../../core/types.js';

/**
 * Openings in the order that lets the memo reuse the most from one to the next: anagrams side by
 * side (AMPLE, MAPLE: the answers with none of their letters, often their largest class, are the
 * same set, and so are many smaller ones), then openings that share most of their letters. That
 * is, by their letters sorted (`aelmp`), then by word. Ranked in lanes (RankOptions.lanes), each
 * worker goes through a run of this order, and openings proven at once are far apart in it.
 */
export function familyOrder(openings: readonly Word[]): Word[] {
  const letters = (w: Word): string => [...w].sort().join('');
  return openings
    .map((w) => ({ w, key: letters(w) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.w < b.w ? -1 : a.w > b.w ? 1 : 0))
    .map((e) => e.w);
}
