/** The priors in a player's words: their names in the menus, what each does, and the line a figure is said under. */
import type { PriorName } from 'wordlekit/core';
import { lastNytDay, longDate } from './nyt.js';
import { todayNumber } from './url-state.js';

/** Each prior's name in the menu, its short name, and what it does. */
export const PRIOR_WORDS: Readonly<Record<PriorName, { label: string; short: string; what: () => string }>> = {
  history: {
    label: 'NYT history',
    short: 'history',
    what: () =>
      'Answers the NYT has not used yet count more than those it has (since February 2026 it sometimes repeats ' +
      `one), from its answers up to #${lastNytDay()} (${longDate(lastNytDay())}), where this app's history ends: ` +
      'the answers since then count as not used yet.',
  },
  uniform: { label: 'Equal weights', short: 'equal', what: () => 'Every likely answer counts the same.' },
  frequency: {
    label: 'Word frequency',
    short: 'frequency',
    what: () =>
      'Any accepted word can be the answer, weighted by how common it is: many more words are left, the rare ones ' +
      'counting little, and the exact search rarely finishes in time.',
  },
};

/** A puzzle for people: `#1988 (28 November 2026, today)`. */
export const puzzleWords = (day: number): string =>
  `#${day} (${longDate(day)}${day === todayNumber() ? ', today' : ''})`;

/** What figures are under: "the NYT history prior for #1490 (18 July 2025)", "equal weights", "word frequency". */
export function underPrior(prior: PriorName, day: number): string {
  switch (prior) {
    case 'history':
      return `the NYT history prior for ${puzzleWords(day)}`;
    case 'uniform':
      return 'equal weights (every likely answer alike)';
    case 'frequency':
      return 'word frequency';
  }
}
