/** Absurdle in the browser: the adversary keeps the most words it can; the challenge mode; the shortest win. */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { WordSet } from 'wordlekit';
import { allGreen } from 'wordlekit/core';
import { AbsurdleGame, ADVERSARY_TIE_RULE, seededAnswers } from 'wordlekit/variants';
import { Keyboard } from '../components/keyboard.js';
import { digitsOf, Row } from '../components/tiles.js';
import { lengthList, type AbsurdleSolution, type VariantLength } from '../protocol.js';
import type { SolverClient } from '../solver-client.js';
import { useWords } from '../use-words.js';
import { useTyping } from './typing.js';

interface AbsurdleViewProps {
  readonly solver: SolverClient;
  readonly length: VariantLength;
  /** Seed of the challenge target, or null for the plain game. */
  readonly challengeSeed: number | null;
}

/** The game with these guesses played (each accepted when it was typed). */
function replay(words: WordSet, target: string | null, guesses: readonly string[]): AbsurdleGame {
  const game = new AbsurdleGame(words, target === null ? {} : { target });
  for (const g of guesses) game.guess(g);
  return game;
}

/** Where the game stands, in words. */
function statusLine(game: AbsurdleGame, target: string | null): string {
  const left = game.candidates.length;
  if (game.status === 'won') return `Won in ${game.history.length}!`;
  if (game.status === 'lost') return `Lost: ${target!.toUpperCase()} was ruled out.`;
  return target !== null
    ? `Challenge: make the adversary end on ${target.toUpperCase()}. ${left} words possible.`
    : `No answer is fixed: every guess keeps as many words possible as it can. ${left} words possible.`;
}

/** The Absurdle screen. */
export function AbsurdleView({ solver, length, challengeSeed }: AbsurdleViewProps) {
  const words = useWords(lengthList(length));
  const target = useMemo(
    () => (words === null || challengeSeed === null ? null : seededAnswers(words, 1, challengeSeed)[0]!),
    [words, challengeSeed],
  );
  const [guesses, setGuesses] = useState<readonly string[]>([]);
  const [solution, setSolution] = useState<AbsurdleSolution | 'busy' | null>(null);
  useEffect(() => {
    setGuesses([]);
    setSolution(null);
  }, [words, target]);
  const game = useMemo(() => (words === null ? null : replay(words, target, guesses)), [words, target, guesses]);
  const latest = useRef(game);
  latest.current = game;
  const typing = useTyping(length, game?.status === 'playing', (word) => {
    const g = latest.current;
    const why = g === null ? 'Loading' : g.check(word);
    if (why === null) setGuesses([...g!.history.map((t) => t.guess), word]);
    return Promise.resolve(why);
  });
  const solve = async (): Promise<void> => {
    setSolution('busy');
    setSolution(await solver.request({ kind: 'absurdle-solve', length }));
  };
  return (
    <div class="variant-absurdle" style={{ '--len': String(length) }}>
      <p class="variant-status" data-testid="absurdle-status" aria-live="polite">
        {game === null ? 'Loading the words…' : statusLine(game, target)}
      </p>
      {game !== null && <AbsurdleBoard game={game} entry={typing.entry} shake={typing.shake} />}
      {typing.message !== null && (
        <p class="variant-message" role="alert" data-testid="variant-message">
          {typing.message}
        </p>
      )}
      <Keyboard keys={game?.keyboard() ?? new Map()} onKey={typing.onKey} />
      <div class="actions">
        <button type="button" onClick={() => setGuesses([])}>
          Start over
        </button>
        <button type="button" onClick={() => void solve()} disabled={solution === 'busy'}>
          Shortest win
        </button>
      </div>
      <Solution solution={solution} />
      <p class="variant-note">
        Ties between groups of the same size: {ADVERSARY_TIE_RULE.replace(/^largest group; ties: /u, '')}.
      </p>
    </div>
  );
}

/** The turns with what the adversary kept, the word being typed, and the words still possible when few. */
function AbsurdleBoard({
  game,
  entry,
  shake,
}: {
  readonly game: AbsurdleGame;
  readonly entry: string;
  readonly shake: boolean;
}) {
  const length = game.words.length;
  const win = allGreen(length);
  const left = game.candidates;
  return (
    <>
      <div class="board absurdle-board">
        {game.history.map((t, i) => (
          <div class="absurdle-row" key={i}>
            <Row word={t.guess} length={length} colours={digitsOf(t.pattern, length)} label={`Guess ${i + 1}`} />
            <span class="absurdle-left" data-testid={`absurdle-left-${i + 1}`}>
              {/* (the game keeps the largest group its guess could leave: say it so) */}
              {t.pattern === win ? 'won' : `${t.remaining} left, the largest of ${t.move.groups.length} groups`}
            </span>
          </div>
        ))}
        {game.status === 'playing' && <Row word={entry} length={length} colours={null} shake={shake} label="Typing" />}
      </div>
      {left.length <= 20 && game.status !== 'won' && (
        <p class="absurdle-words" data-testid="absurdle-words">
          Still possible: {Array.from(left, (a) => game.words.answers[a]!).join(' ')}
        </p>
      )}
    </>
  );
}

/** The shortest forced win, once asked for. */
function Solution({ solution }: { readonly solution: AbsurdleSolution | 'busy' | null }) {
  if (solution === null) return null;
  if (solution === 'busy') return <p>Searching every sequence…</p>;
  const n = solution.guesses.length;
  return (
    <p data-testid="absurdle-solution">
      {n === 0
        ? 'No forced win found.'
        : `${solution.guesses.map((g) => g.toUpperCase()).join(' → ')}: ${n} guesses${
            solution.proven ? `, proven minimal (no ${n - 1} guesses can force a win)` : ''
          } · ${solution.seconds.toFixed(1)} s`}
    </p>
  );
}
