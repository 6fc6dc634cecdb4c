/** Several boards at once (Dordle, Quordle, Octordle, or one board of any length): play, with hints. */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Game, type WordSet } from 'wordlekit';
import { seededAnswers } from 'wordlekit/variants';
import { Keyboard } from '../components/keyboard.js';
import { lengthList, type BoardsTurnData, type Results, type VariantLength } from '../protocol.js';
import type { SolverClient } from '../solver-client.js';
import { useWords } from '../use-words.js';
import { BoardsGrid, BoardsHints, boardsStatusLine } from './boards-parts.js';
import { useTyping } from './typing.js';
import { BoardsReviewPanel } from './boards-review.js';

interface BoardsViewProps {
  readonly solver: SolverClient;
  readonly boards: number;
  readonly length: VariantLength;
  readonly seed: number;
  readonly onNewGame: () => void;
}

/** The game with these guesses played (each accepted when it was typed). */
function replay(words: WordSet, answers: readonly string[], guesses: readonly string[]): Game<readonly string[]> {
  const game = new Game(words, answers);
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
      {/* One part of each key per board, as the boards are laid out; a solved board's part is blank. */}
      <Keyboard boards={game.keyboards().map((k, b) => (game.solved[b] ? null : k))} onKey={typing.onKey} />
      <div class="actions">
        <button type="button" onClick={() => void hint()} disabled={game.status !== 'playing'}>
          Hint
        </button>
        <button type="button" onClick={onNewGame}>
          New game
        </button>
      </div>
      {hints !== null && <BoardsHints hints={hints} />}
      {game.status !== 'playing' && (
        <BoardsReviewPanel
          solver={solver}
          length={length}
          answers={game.answers}
          guesses={game.history.map((t) => t.guess)}
        />
      )}
    </div>
  );
}
