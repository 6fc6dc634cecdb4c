/**
 * The games on several boards the CLI, the library and the web page must review alike (issue 35,
 * item 2): a won Dordle, a won Quordle and a lost Octordle, on the classic list (the variants'),
 * their answers the seeded draw of `wordle play --boards N --seed S` and of the web page's
 * `#mode=variants&variant=…&seed=S`.
 */
export interface BoardsReviewGame {
  readonly variant: 'dordle' | 'quordle' | 'octordle';
  readonly boards: number;
  readonly seed: number;
  readonly answers: readonly string[];
  readonly guesses: readonly string[];
}

export const BOARDS_REVIEW_GAMES: readonly BoardsReviewGame[] = [
  { variant: 'dordle', boards: 2, seed: 1, answers: ['optic', 'focal'], guesses: ['crane', 'tonic', 'optic', 'focal'] },
  {
    variant: 'quordle',
    boards: 4,
    seed: 2,
    answers: ['quest', 'croup', 'onion', 'savoy'],
    guesses: ['slate', 'round', 'quest', 'croup', 'onion', 'savoy'],
  },
  // Lost: five of the eight boards solved in 13; after turn 10 three boards are left (a candidate
  // each) with three guesses, and FUZZY, which solves none, loses the game.
  {
    variant: 'octordle',
    boards: 8,
    seed: 3,
    answers: ['cubic', 'loopy', 'pouch', 'rhino', 'ebony', 'missy', 'tubal', 'loser'],
    guesses: [
      'crane',
      'bumpy',
      'tubal',
      'fight',
      'loser',
      'missy',
      'ebony',
      'pouch',
      'happy',
      'jolly',
      'fuzzy',
      'dizzy',
      'mummy',
    ],
  },
];
