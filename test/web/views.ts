/** Screens the accessibility and phone tests both check, beyond their own lists. */
import { formatFeedback } from '../../src/core/feedback.js';
import { scoreGuess } from '../../src/core/pattern.js';

const h = (guess: string, answer: string) => `${guess}.${formatFeedback(scoreGuess(guess, answer), 5)}`;

/**
 * Issue 51's screens (a name, a hash, what shows it is ready): today's puzzle past the shipped
 * history, a practice game, a lost game's review, the other accepted words that fit.
 */
export const PLAYER_DAY_VIEWS: [string, string, string][] = [
  ['play, a day the history does not have', '#mode=play&nyt=1985', '[data-testid=missing-day]'],
  ['play, a practice game', '#mode=play&game=123456&g=soare', '.keyboard'],
  [
    'analyse, a lost game',
    `#mode=analyse&list=classic&h=${['crane', 'spilt', 'fight', 'bowel', 'jazzy', 'mocks'].map((g) => h(g, 'pique')).join(',')}`,
    '.analysis[data-state=exact] table',
  ],
  ['assistant, the other words that fit', `#mode=assist&h=${h('tarse', 'jeans')}`, '[data-testid=others]'],
];
