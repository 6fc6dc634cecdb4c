/** Several boards at once (Dordle, Quordle, Octordle, or one board of any length): play, with hints. */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { LetterState, WordSet } from 'wordlekit';
import { BoardsGame, seededAnswers } from 'wordlekit/variants';
import { Keyboard } from '../components/keyboard.js';
import { lengthList, type BoardsTurnData, type Results, type VariantLength } from '../protocol.js';
import type { SolverClient } from '../solver-client.js';
import { useWords } from '../use-words.js';
import { BoardsGrid, BoardsHints, boardsStatusLine } from './boards-parts.js';
import { useTyping } from './typing.js';

interface BoardsViewProps {
  readonly solver: SolverClient;
  readonly boards: number;
  readonly length: VariantLength;
  readonly seed: number;
  readonly onNewGame: () => void;
}

const RANK: Readonly<Record<LetterState, number>> = { unknown: 0, absent: 1, present: 2, correct: 3 };

/**
 * One keyboard for the open boards: a key's best colour on any of them, and gray only when it is
 * gray on all of them (a letter absent from one board may still be in another).
 */
function mergedKeys(game: BoardsGame): Map<string, LetterState> {
  const open = game.keyboards().filter((_, b) => !game.solved[b]);
  const out = new Map<string, LetterState>();
  for (const ch of 'abcdefghijklmnopqrstuvwxyz') {
    const states = open.map((k) => k.get(ch) ?? 'unknown');
    const best = states.reduce<LetterState>((a, s) => (RANK[s] > RANK[a] ? s : a), 'unknown');
    if (best === 'present' || best === 'correct') out.set(ch, best);
    else if (states.length > 0 && states.every((s) => s === 'absent')) out.set(ch, 'absent');
  }
  return out;
}

/** The game with these guesses played (each accepted when it was typed). */
function replay(words: WordSet, answers: readonly string[], guesses: readonly string[]): BoardsGame {
  const game = new BoardsGame(words, answers);
  for (const g of guesses) game.guess(g);
  return game;
}

/** The Several boards screen. */
export function BoardsView({ solver, boards, length, seed, onNewGame }: BoardsViewProps) {
  const words = useWords(lengthList(length));
  const answers = useMemo(() => (words === null ? null : seededAnswers(words, boards, seed)), [words, boards, seed]);
  const [guesses, setGuesses] = useState<readonly string[]>([]);
  const [hints, setHints] = useState<Results['boards-hint'] | null>(null);
  useEffect(() => {
    setGuesses([]);
    setHints(null);
  }, [answers]);
  const game = useMemo(
    () => (words === null || answers === null ? null : replay(words, answers, guesses)),
    [words, answers, guesses],
  );
  const latest = useRef(game);
  latest.current = game;
  const typing = useTyping(length, game?.status === 'playing', (word) => {
    const g = latest.current;
    const why = g === null ? 'Loading' : g.check(word);
    if (why !== null) return Promise.resolve(why);
    setGuesses([...g!.history.map((t) => t.guess), word]);
    setHints(null);
    return Promise.resolve(null);
  });
  if (game === null) return <p class="variants-loading">Loading the {length}-letter words…</p>;
  const turns: BoardsTurnData[] = game.history.map((t) => ({ guess: t.guess, patterns: t.patterns }));
  const hint = async (): Promise<void> =>
    setHints(await solver.request({ kind: 'boards-hint', length, boards, turns, top: 5 }));
  return (
    <div class="variant-boards" style={{ '--len': String(length) }}>
      <p class="variant-status" data-testid="boards-status" aria-live="polite">
        {boardsStatusLine(game, boards)}
      </p>
      <BoardsGrid game={game} entry={typing.entry} shake={typing.shake} />
      {typing.message !== null && (
        <p class="variant-message" role="alert" data-testid="variant-message">
          {typing.message}
        </p>
      )}
      <Keyboard keys={mergedKeys(game)} onKey={typing.onKey} />
      <div class="variant-actions">
        <button type="button" onClick={() => void hint()} disabled={game.status !== 'playing'}>
          Hint
        </button>
        <button type="button" onClick={onNewGame}>
          New game
        </button>
      </div>
      {hints !== null && <BoardsHints hints={hints} />}
    </div>
  );
}
