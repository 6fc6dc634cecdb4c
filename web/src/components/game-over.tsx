/** After a game: the result with its share string, the statistics and the turn-by-turn analysis. */
import { useState } from 'preact/hooks';
import type { Game } from 'wordlekit';
import type { SolverOptions } from '../protocol.js';
import type { PlayPuzzle } from '../puzzle.js';
import { shareText } from '../share.js';
import type { SolverClient } from '../solver-client.js';
import type { Stats } from '../stats.js';
import { Analysis } from './analysis.js';
import { StatsView } from './stats-view.js';
import { digitsOf, Row } from './tiles.js';

interface GameOverProps {
  readonly solver: SolverClient;
  readonly game: Game;
  readonly puzzle: PlayPuzzle;
  readonly options: SolverOptions;
  readonly stats: Stats;
  /** The game is in the statistics (false: opened from a link). */
  readonly counted: boolean;
  readonly contrast: boolean;
  readonly onNew: () => void;
  readonly onAssist: () => void;
}

/** The panels shown once the game is won or lost. */
export function GameOver({ solver, game, puzzle, options, stats, counted, contrast, onNew, onAssist }: GameOverProps) {
  const [copied, setCopied] = useState(false);
  const won = game.status === 'won';
  const turns = game.history.map((t) => ({ guess: t.guess, pattern: t.pattern as number }));
  const share = shareText(game, puzzle, contrast ? 'emoji-contrast' : 'emoji');
  const copy = (): void =>
    void navigator.clipboard?.writeText(share).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div class="game-over">
      <section class="panel result" aria-labelledby="result-title">
        <h2 id="result-title">{won ? `Solved in ${turns.length}!` : `The answer was ${game.answer.toUpperCase()}`}</h2>
        <p class="share-title">{share.split('\n')[0]}</p>
        {/* The grid as tiles (emoji fonts vary); the exact text is what Copy puts on the clipboard. */}
        <div class="share-grid" aria-hidden="true">
          {turns.map((t, i) => (
            <Row key={i} word="" length={t.guess.length} colours={digitsOf(t.pattern, t.guess.length)} label="" />
          ))}
        </div>
        <pre class="share-text" data-testid="share" hidden>
          {share}
        </pre>
        <div class="actions">
          <button type="button" class="primary" onClick={copy}>
            {copied ? 'Copied' : 'Copy result'}
          </button>
          <button type="button" onClick={onNew}>
            New game
          </button>
          <button type="button" onClick={onAssist}>
            Open in assistant
          </button>
        </div>
      </section>
      <StatsView stats={stats} highlight={won && counted ? turns.length : null}>
        <p class="muted small" data-testid="counted">
          {counted
            ? 'This game is counted in your statistics.'
            : 'This game is not counted: it was opened from a link.'}
        </p>
      </StatsView>
      <Analysis
        solver={solver}
        options={options}
        {...(puzzle.kind === 'nyt' ? { day: puzzle.day } : {})}
        history={turns}
        answer={game.answer}
      />
    </div>
  );
}
