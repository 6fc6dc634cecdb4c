/**
 * The game the Play screen shows: game `number`'s answer from the worker, the guesses (the link's,
 * else this browser's record, so today's game survives a reload), checked by the rules, and
 * whether this browser owns it (made every guess) and so may count it in the statistics.
 */
import { useEffect, useState } from 'preact/hooks';
import { type Game, gameStatus, playGuess } from '../game.js';
import { gameKey, loadBook, saveRecord, sameGuesses, type GameRecord } from '../games.js';
import type { GameData } from '../protocol.js';
import { isCancelled, type SolverClient } from '../solver-client.js';
import { loadStats, recordGame, saveStats, type Stats } from '../stats.js';
import type { Store } from '../storage.js';
import type { AppState, Navigate } from '../url-state.js';

/** What Play needs to draw and to play. */
export interface GameView {
  readonly game: Game;
  readonly count: number;
  /** This browser made every guess: the game is saved and may count. */
  readonly own: boolean;
  readonly record: GameRecord | undefined;
  /** Why some of the link's guesses were dropped, or null. */
  readonly linkProblem: string | null;
}

/** Resolve the game from the URL and the stored record; `play` adds an accepted guess. */
export function useGame(solver: SolverClient, state: AppState, number: number, store: Store, navigate: Navigate) {
  const list = state.options.list;
  const key = gameKey(list, number);
  const [view, setView] = useState<GameView | null>(null);
  const [stats, setStats] = useState<Stats>(() => loadStats(store));
  const [retry, setRetry] = useState(0);
  // Kept apart from the view: the link is corrected at once, and the game then resolves again.
  const [linkProblem, setLinkProblem] = useState<{ key: string; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    const record = loadBook(store).get(key);
    const guesses = state.guesses.length > 0 ? state.guesses : (record?.guesses ?? []);
    const own = record === undefined ? guesses.length === 0 : sameGuesses(record.guesses, guesses);
    const hard = own && record !== undefined ? record.hard : state.options.hard;
    solver
      .request({ kind: 'game', list, game: number, hard, guesses })
      .then((data: GameData) => {
        if (!live) return;
        const base: Game = { answer: data.answer, hard, turns: [] };
        const game = data.accepted.reduce(playGuess, base);
        if (data.problem !== null) setLinkProblem({ key, text: `The link's guesses stop early: ${data.problem}.` });
        setView({ game, count: data.count, own: own && data.problem === null, record, linkProblem: null });
        if (!sameGuesses(state.guesses, data.accepted) || state.options.hard !== hard || state.game !== number) {
          navigate({ game: number, guesses: data.accepted, options: { ...state.options, hard } });
        }
      })
      .catch((e: unknown) => {
        if (live && isCancelled(e)) setRetry((r) => r + 1);
      });
    return () => {
      live = false;
    };
  }, [solver, key, state.guesses.join(','), state.options.hard, retry]);

  /** Play an accepted guess: saved (and counted once the game ends) when the game is this browser's. */
  const play = (word: string): Game | null => {
    if (view === null) return null;
    const game = playGuess(view.game, word);
    const guesses = game.turns.map((t) => t.guess);
    let record = view.record;
    if (view.own) {
      const status = gameStatus(game);
      const over = status !== 'playing';
      const count = over && record?.counted !== true;
      record = { guesses, hard: game.hard, counted: record?.counted === true || count, time: Date.now() };
      saveRecord(store, key, record);
      if (count) {
        const next = recordGame(loadStats(store), key, status === 'won', game.turns.length);
        saveStats(store, next);
        setStats(next);
      }
    }
    setView({ ...view, game, record });
    navigate({ game: number, guesses });
    return game;
  };

  const problem = linkProblem?.key === key ? linkProblem.text : null;
  return { view: view === null ? null : { ...view, linkProblem: problem }, stats, play };
}
