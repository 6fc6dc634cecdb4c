/** The parts of the Several boards screen: its status line, the boards, and the hints table. */
import type { Game } from 'wordlekit';
import { boardGameName } from 'wordlekit/variants';

/** A game of several boards. */
type BoardsGame = Game<readonly string[]>;
import { digitsOf, Row } from '../components/tiles.js';
import type { Results } from '../protocol.js';

/** Where the game stands, in words. */
export function boardsStatusLine(game: BoardsGame, boards: number): string {
  const n = game.history.length;
  if (game.status === 'won') return `Won in ${n}/${game.maxGuesses}!`;
  if (game.status === 'lost') {
    const solved = game.solved.filter(Boolean).length;
    return `Lost: ${solved} of ${boards} solved. The answers were ${game.answers.join(', ').toUpperCase()}.`;
  }
  const goal = boards === 1 ? 'guess the word' : `guess all ${boards} words`;
  return `${boardGameName(boards)}: ${goal} in ${game.maxGuesses} tries · guess ${n + 1}`;
}

/** Every board: its guesses (until it was solved) and, while it is open, the word being typed. */
export function BoardsGrid({
  game,
  entry,
  shake,
}: {
  readonly game: BoardsGame;
  readonly entry: string;
  readonly shake: boolean;
}) {
  const length = game.words.length;
  const playing = game.status === 'playing';
  return (
    <div class="boards-grid" data-boards={game.answers.length}>
      {game.answers.map((answer, b) => {
        const solved = game.solved[b] === true;
        const rows = game.history.filter((t) => t.patterns[b] !== null && t.patterns[b] !== undefined);
        return (
          <div
            class={`mini-board${solved ? ' solved' : ''}`}
            key={b}
            role="group"
            aria-label={`Board ${b + 1}${solved ? ', solved' : ''}`}
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
            {!solved && playing && (
              <Row word={entry} length={length} colours={null} shake={shake} label={`Board ${b + 1}, typing`} />
            )}
            {solved && <span class="visually-hidden">{answer}</span>}
          </div>
        );
      })}
    </div>
  );
}

/** The multi-board assistant's suggestions. */
export function BoardsHints({ hints }: { readonly hints: Results['boards-hint'] }) {
  const proven = hints.hints.length > 0 && hints.hints.every((h) => h.proven !== undefined);
  return (
    <div class="variant-hints" data-testid="hints">
      <p>Answers left per board: {hints.remaining.map((n) => (n === 0 ? 'solved' : String(n))).join(' · ')}</p>
      {proven && (
        <p data-testid="hints-proven">
          Proven by the exact search: the chance to solve every board in time, and the expected guesses until the last
          one is solved (this one included).
        </p>
      )}
      <table class="suggestions">
        <thead>
          <tr>
            <th scope="col">guess</th>
            {proven && <th scope="col">win chance</th>}
            {proven && <th scope="col">exp. guesses</th>}
            <th scope="col">bits</th>
            <th scope="col">expected left</th>
            <th scope="col">can solve board</th>
          </tr>
        </thead>
        <tbody>
          {hints.hints.map((h) => (
            <tr key={h.word}>
              <th scope="row">{h.word.toUpperCase()}</th>
              {proven && <td>{`${(100 * h.proven!.winChance).toFixed(1)}%`}</td>}
              {proven && <td>{h.proven!.expectedGuesses.toFixed(3)}</td>}
              <td>{h.entropy.toFixed(3)}</td>
              <td>{h.expectedSize.toFixed(2)}</td>
              <td>{h.solves.length === 0 ? '-' : h.solves.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
