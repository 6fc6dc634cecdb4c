/** Several boards at once (Dordle, Quordle, Octordle, or one board of any length): play, with hints. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { boardGameName, defaultMaxGuesses } from 'wordlekit/variants';
import { Keyboard } from '../components/keyboard.js';
import { digitsOf, Row } from '../components/tiles.js';
import { boardsStatus, boardsTurns, mergedColours, solvedBoards, type BoardsGameData } from './boards-model.js';
import type { VariantsClient } from './client.js';
import type { BoardsHint, VariantLength } from './protocol.js';
import { useTyping } from './typing.js';

interface BoardsViewProps {
  readonly client: VariantsClient;
  readonly boards: number;
  readonly length: VariantLength;
  readonly seed: number;
  readonly onNewGame: () => void;
}

/** The Several boards screen. */
export function BoardsView({ client, boards, length, seed, onNewGame }: BoardsViewProps) {
  const [game, setGame] = useState<BoardsGameData | null>(null);
  const [hints, setHints] = useState<{ remaining: readonly number[]; hints: readonly BoardsHint[] } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const latest = useRef(game);
  latest.current = game;

  useEffect(() => {
    let live = true;
    setGame(null);
    setHints(null);
    void client.request({ kind: 'answers', length, boards, seed }).then((r) => {
      if (live) setGame({ answers: r.answers, maxGuesses: defaultMaxGuesses(boards), guesses: [] });
    });
    return () => {
      live = false;
    };
  }, [client, boards, length, seed]);

  const status = game === null ? 'playing' : boardsStatus(game);
  const typing = useTyping(length, status === 'playing' && game !== null, async (word) => {
    const g = latest.current;
    if (g === null) return 'Loading';
    if (word.length < length) return 'Not enough letters';
    const { valid } = await client.request({ kind: 'validate', length, word });
    if (!valid) return 'Not in word list';
    setGame({ ...g, guesses: [...g.guesses, word] });
    setHints(null);
    return null;
  });
  useEffect(() => setMessage(typing.message), [typing.message]);

  const hint = async (): Promise<void> => {
    if (game === null) return;
    setHints(await client.request({ kind: 'hint', length, boards, turns: boardsTurns(game), top: 5 }));
  };

  if (game === null) return <p class="variants-loading">Loading the {length}-letter words…</p>;
  const turns = boardsTurns(game);
  const solved = solvedBoards(game);
  const name = boardGameName(boards);
  return (
    <div class="variant-boards" style={{ '--len': String(length) }}>
      <p class="variant-status" data-testid="boards-status" aria-live="polite">
        {status === 'won'
          ? `Won in ${game.guesses.length}/${game.maxGuesses}!`
          : status === 'lost'
            ? `Lost: ${solved.filter(Boolean).length} of ${boards} solved. The answers were ${game.answers.join(', ').toUpperCase()}.`
            : `${name}: ${boards === 1 ? 'guess the word' : `guess all ${boards} words`} in ${game.maxGuesses} tries · guess ${game.guesses.length + 1}`}
      </p>
      <div class="boards-grid" data-boards={boards}>
        {game.answers.map((answer, b) => {
          const rows = turns.filter((t) => t.patterns[b] !== null && t.patterns[b] !== undefined);
          return (
            <div
              class={`mini-board${solved[b] ? ' solved' : ''}`}
              key={b}
              role="group"
              aria-label={`Board ${b + 1}${solved[b] ? ', solved' : ''}`}
              data-testid={`board-${b + 1}`}
            >
              {rows.map((t, i) => (
                <Row
                  key={i}
                  word={t.guess}
                  length={length}
                  colours={digitsOf(t.patterns[b]!, length)}
                  label={`Board ${b + 1}, guess ${i + 1}`}
                />
              ))}
              {!solved[b] && status === 'playing' && (
                <Row
                  word={typing.entry}
                  length={length}
                  colours={null}
                  shake={typing.shake}
                  label={`Board ${b + 1}, typing`}
                />
              )}
              {solved[b] && <span class="visually-hidden">{answer}</span>}
            </div>
          );
        })}
      </div>
      {message !== null && (
        <p class="variant-message" role="alert" data-testid="variant-message">
          {message}
        </p>
      )}
      <Keyboard colours={mergedColours(game)} onKey={typing.onKey} />
      <div class="variant-actions">
        <button type="button" onClick={() => void hint()} disabled={status !== 'playing'}>
          Hint
        </button>
        <button type="button" onClick={onNewGame}>
          New game
        </button>
      </div>
      {hints !== null && (
        <div class="variant-hints" data-testid="hints">
          <p>Answers left per board: {hints.remaining.map((n) => (n === 0 ? '✓' : String(n))).join(' · ')}</p>
          <table class="suggestions">
            <thead>
              <tr>
                <th scope="col">guess</th>
                <th scope="col">bits</th>
                <th scope="col">expected left</th>
                <th scope="col">can solve board</th>
              </tr>
            </thead>
            <tbody>
              {hints.hints.map((h) => (
                <tr key={h.word}>
                  <th scope="row">{h.word.toUpperCase()}</th>
                  <td>{h.entropy.toFixed(3)}</td>
                  <td>{h.expectedSize.toFixed(2)}</td>
                  <td>{h.solves.length === 0 ? '-' : h.solves.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
