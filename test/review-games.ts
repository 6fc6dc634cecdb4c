/**
 * The games the CLI, the library and the web page must review alike (issue 35, item 2): normal and
 * hard mode, both lists, today's NYT game that leaves its likely answers (JEANS), games that lose
 * chance to win (PIPED after four guesses), and a lost game. Each is played as plain guesses
 * against its answer.
 */
export interface ReviewGame {
  readonly list: 'classic' | 'nyt';
  readonly hard: boolean;
  readonly answer: string;
  readonly guesses: readonly string[];
}

export const REVIEW_GAMES: readonly ReviewGame[] = [
  { list: 'classic', hard: false, answer: 'cigar', guesses: ['soare', 'clint', 'cigar'] },
  { list: 'classic', hard: false, answer: 'foist', guesses: ['crane', 'moist', 'pilot', 'foist'] },
  { list: 'classic', hard: false, answer: 'moist', guesses: ['salet', 'courd', 'moist'] },
  { list: 'classic', hard: true, answer: 'shake', guesses: ['soare', 'slate', 'spade', 'shake'] },
  // Lost: six guesses, none of them JAUNT.
  { list: 'classic', hard: false, answer: 'jaunt', guesses: ['fuzzy', 'mummy', 'puppy', 'bobby', 'dizzy', 'kitty'] },
  // JEANS is accepted, not a likely answer: the answers widen to the accepted words that fit.
  { list: 'nyt', hard: false, answer: 'jeans', guesses: ['crane', 'leant', 'means', 'bawdy', 'jeans'] },
  { list: 'nyt', hard: false, answer: 'piped', guesses: ['crane', 'donut', 'levin', 'liken', 'bumps', 'piped'] },
  { list: 'nyt', hard: false, answer: 'mimed', guesses: ['crane', 'donut', 'levin', 'liken', 'fixed', 'mimed'] },
  { list: 'nyt', hard: true, answer: 'tiger', guesses: ['tarse', 'tuner', 'tiger'] },
  { list: 'nyt', hard: false, answer: 'sword', guesses: ['slate', 'round', 'sword'] },
  { list: 'nyt', hard: true, answer: 'proxy', guesses: ['tarse', 'prion', 'proul', 'promo', 'proxy'] },
  { list: 'classic', hard: true, answer: 'gully', guesses: ['soare', 'clint', 'badly', 'gully'] },
];
