/**
 * What the Play screen plays: the NYT's puzzle of a day (#N, from the history the package ships:
 * a day it does not have is said so, never given an answer; today's by default), or a practice
 * game. A practice game is named "Practice" and numbered apart from the NYT's puzzles: a new one
 * is drawn at random from 100000 to 999999, and its number is the seed of its answer, as
 * `wordle play --seed N` draws it (so a link replays it, and nobody can tell the next one). Numbers
 * below 100000 are an earlier version's practice games (the list's own order), which old links and
 * this browser's saved games still replay.
 */
import type { WordSet } from 'wordlekit';
import { chooseAnswer } from 'wordlekit';
import { gameKey } from './games.js';
import type { ListName } from './protocol.js';
import type { PlayPuzzle } from './share.js';
import { todayNumber, type AppState } from './url-state.js';

export type { PlayPuzzle };

/** The first number of a practice game drawn at random (its answer: the seed's draw). */
export const PRACTICE_FIRST = 100_000;
/** Numbers of practice games drawn at random: six digits, never an NYT puzzle's number. */
const PRACTICE_COUNT = 900_000;

/** The URL's game: its NYT puzzle, else its practice game, else today's NYT puzzle. */
export function playPuzzle(state: Pick<AppState, 'game' | 'nyt'>): PlayPuzzle {
  if (state.nyt !== null) return { kind: 'nyt', day: state.nyt };
  if (state.game !== null) return { kind: 'practice', number: state.game };
  return { kind: 'nyt', day: todayNumber() };
}

/**
 * A practice game's answer: drawn from the list's answers by its number as a seed (`wordle play
 * --seed N`), or for an earlier version's game (below 100000) the list's answers in order.
 */
export function practiceAnswer(words: WordSet, number: number): string {
  return number >= PRACTICE_FIRST
    ? chooseAnswer(words, { kind: 'seed', seed: number })
    : chooseAnswer(words, { kind: 'daily', day: number % words.answers.length });
}

/** A new practice game's number, drawn at random (`avoid`: numbers better not drawn, tried a few times). */
export function drawPractice(avoid: (n: number) => boolean = () => false): number {
  const draw = (): number => {
    const x = new Uint32Array(1);
    crypto.getRandomValues(x);
    return PRACTICE_FIRST + (x[0]! % PRACTICE_COUNT);
  };
  let n = draw();
  for (let i = 0; i < 50 && avoid(n); i++) n = draw();
  return n;
}

/** The word list a puzzle is played on: the NYT's puzzles on today's NYT list. */
export function puzzleList(p: PlayPuzzle, list: ListName): ListName {
  return p.kind === 'nyt' ? 'nyt' : list;
}

/** The key of the puzzle's record in this browser (`nytday:1490`, or `LIST:N` for practice games). */
export function puzzleKey(p: PlayPuzzle, list: ListName): string {
  return p.kind === 'nyt' ? `nytday:${p.day}` : gameKey(list, p.number);
}

/** The puzzle a record's key names, and its list (null: not a key of this app's). */
export function keyPuzzle(key: string): { puzzle: PlayPuzzle; list: ListName } | null {
  const [list = '', n = ''] = key.split(':');
  const number = Number(n);
  if (!/^\d{1,6}$/u.test(n)) return null;
  if (list === 'nytday') return { puzzle: { kind: 'nyt', day: number }, list: 'nyt' };
  return list === 'nyt' || list === 'classic' ? { puzzle: { kind: 'practice', number }, list } : null;
}

/** The puzzle's name: `NYT Wordle #1490` or `Practice #483920`. */
export function puzzleName(p: PlayPuzzle): string {
  return p.kind === 'nyt' ? `NYT Wordle #${p.day}` : `Practice #${p.number}`;
}

/** The URL's fields for a puzzle. */
export function puzzleState(p: PlayPuzzle): Pick<AppState, 'game' | 'nyt'> {
  return p.kind === 'nyt' ? { nyt: p.day, game: null } : { game: p.number, nyt: null };
}
