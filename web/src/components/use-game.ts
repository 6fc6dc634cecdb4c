/**
 * The game the Play screen shows: the puzzle's answer (the NYT's of its day, or the practice
 * game's), the guesses (the link's, else this browser's record, so today's game survives a
 * reload), checked by the rules, and whether this browser owns it (made every guess) and so may
 * count it in the statistics.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Game, WordSet } from 'wordlekit';
import { loadBook, saveRecord, sameGuesses, type GameRecord } from '../games.js';
import { gameWith, replayLink } from '../play-game.js';
import { nytAnswer } from '../nyt.js';
import { practiceAnswer, puzzleKey, puzzleList, puzzleState, type PlayPuzzle } from '../puzzle.js';
import { loadStats, recordGame, saveStats, type Stats } from '../stats.js';
import type { Store } from '../storage.js';
import type { AppState, Navigate } from '../url-state.js';
import { useWords } from '../use-words.js';

/** What Play needs to draw and to play. */
export interface GameView {
  readonly words: WordSet;
  readonly game: Game;
  /** This browser made every guess: the game is saved and may count. */
  readonly own: boolean;
  readonly record: GameRecord | undefined;
  /** Why some of the link's guesses were dropped, or null. */
  readonly linkProblem: string | null;
}

/** The game of the URL and the stored record, its link's guesses checked; the URL corrected to them. */
function useGameView(state: AppState, puzzle: PlayPuzzle, store: Store, navigate: Navigate) {
  const words = useWords(puzzleList(puzzle, state.options.list));
  const key = puzzleKey(puzzle, puzzleList(puzzle, state.options.list));
  const [view, setView] = useState<GameView | null>(null);
  // Kept apart from the view: the link is corrected at once, and the game then resolves again.
  const [linkProblem, setLinkProblem] = useState<{ key: string; text: string } | null>(null);
  useEffect(() => {
    if (words === null) return;
    const record = loadBook(store).get(key);
    const guesses = state.guesses.length > 0 ? state.guesses : (record?.guesses ?? []);
    const own = record === undefined ? guesses.length === 0 : sameGuesses(record.guesses, guesses);
    const hard = own && record !== undefined ? record.hard : state.options.hard;
    const answer = puzzle.kind === 'nyt' ? nytAnswer(puzzle.day) : practiceAnswer(words, puzzle.number);
    if (answer === null) return; // a day the history does not have: no game (Play says so)
    const { accepted, problem } = replayLink(words, answer, hard, guesses);
    if (problem !== null) setLinkProblem({ key, text: `The link's guesses stop early: ${problem}.` });
    const game = gameWith(words, answer, hard, accepted);
    setView({ words, game, own: own && problem === null, record, linkProblem: null });
    const here = puzzleState(puzzle);
    const moved = state.game !== here.game || state.nyt !== here.nyt;
    if (!sameGuesses(state.guesses, accepted) || state.options.hard !== hard || moved) {
      navigate({ ...here, guesses: accepted, options: { ...state.options, hard } });
    }
  }, [words, key, state.guesses.join(','), state.options.hard]);
  const problem = linkProblem?.key === key ? linkProblem.text : null;
  return { view: view === null || view.words !== words ? null : { ...view, linkProblem: problem }, setView, key };
}

/** Resolve the game from the URL and the stored record; `play` adds an accepted guess. */
export function useGame(state: AppState, puzzle: PlayPuzzle, store: Store, navigate: Navigate) {
  const { view, setView, key } = useGameView(state, puzzle, store, navigate);
  const [stats, setStats] = useState<Stats>(() => loadStats(store));

  /** Play an accepted guess: saved (and counted once the game ends) when the game is this browser's. */
  const play = (word: string): Game | null => {
    if (view === null) return null;
    const { words, game: before } = view;
    const guesses = [...before.history.map((t) => t.guess), word];
    const game = gameWith(words, before.answer, before.hard, guesses);
    let record = view.record;
    if (view.own) {
      const over = game.status !== 'playing';
      const count = over && record?.counted !== true;
      record = { guesses, hard: game.hard, counted: record?.counted === true || count, time: Date.now() };
      saveRecord(store, key, record);
      if (count) {
        const next = recordGame(loadStats(store), key, game.status === 'won', guesses.length);
        saveStats(store, next);
        setStats(next);
      }
    }
    setView({ ...view, game, record });
    navigate({ ...puzzleState(puzzle), guesses });
    return game;
  };

  return { view, stats, play };
}
