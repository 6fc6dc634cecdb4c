/** Absurdle in the browser: the adversary keeps the most words it can; the challenge mode; the shortest win. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { allGreen, patternDigits, asPattern } from 'wordlekit/core';
import { ADVERSARY_TIE_RULE } from 'wordlekit/variants';
import { Keyboard } from '../components/keyboard.js';
import { digitsOf, Row } from '../components/tiles.js';
import type { VariantsClient } from './client.js';
import type { AbsurdleTurnData, VariantLength, VariantsResults } from './protocol.js';
import { useTyping } from './typing.js';

interface AbsurdleViewProps {
  readonly client: VariantsClient;
  readonly length: VariantLength;
  /** Seed of the challenge target, or null for the plain game. */
  readonly challengeSeed: number | null;
}

/** Best colour per letter over the turns, for the keyboard. */
function colours(turns: readonly AbsurdleTurnData[]): Map<string, number> {
  const best = new Map<string, number>();
  for (const t of turns) {
    patternDigits(asPattern(t.pattern), t.guess.length).forEach((d, i) => {
      const ch = t.guess[i]!;
      best.set(ch, Math.max(best.get(ch) ?? -1, d));
    });
  }
  return best;
}

/** The Absurdle screen. */
export function AbsurdleView({ client, length, challengeSeed }: AbsurdleViewProps) {
  const [guesses, setGuesses] = useState<readonly string[]>([]);
  const [state, setState] = useState<VariantsResults['absurdle'] | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [solution, setSolution] = useState<
    { guesses: readonly string[]; proven: boolean; seconds: number } | 'busy' | null
  >(null);
  const latest = useRef(guesses);
  latest.current = guesses;

  useEffect(() => {
    setGuesses([]);
    setSolution(null);
    setTarget(null);
    if (challengeSeed !== null) {
      void client
        .request({ kind: 'answers', length, boards: 1, seed: challengeSeed })
        .then((r) => setTarget(r.answers[0] ?? null));
    }
  }, [client, length, challengeSeed]);

  useEffect(() => {
    let live = true;
    void client
      .request({ kind: 'absurdle', length, guesses, ...(target !== null ? { target } : {}) })
      .then((r) => live && setState(r));
    return () => {
      live = false;
    };
  }, [client, length, guesses, target]);

  const last = state?.turns.at(-1);
  const won = last !== undefined && last.pattern === allGreen(length);
  const lost = target !== null && state !== null && !state.targetPossible;
  const playing = state !== null && !won && !lost;

  const typing = useTyping(length, playing, async (word) => {
    if (word.length < length) return 'Not enough letters';
    const { valid } = await client.request({ kind: 'validate', length, word });
    if (!valid) return 'Not in word list';
    setGuesses([...latest.current, word]);
    return null;
  });

  const solve = async (): Promise<void> => {
    setSolution('busy');
    setSolution(await client.request({ kind: 'absurdle-solve', length }));
  };

  const turns = state?.turns ?? [];
  return (
    <div class="variant-absurdle" style={{ '--len': String(length) }}>
      <p class="variant-status" data-testid="absurdle-status" aria-live="polite">
        {won
          ? `Won in ${turns.length}!`
          : lost
            ? `Lost: ${target!.toUpperCase()} was ruled out.`
            : target !== null
              ? `Challenge: make the adversary end on ${target.toUpperCase()}. ${state?.left ?? '…'} words possible.`
              : `No answer is fixed: every guess keeps as many words possible as it can. ${state?.left ?? '…'} words possible.`}
      </p>
      <div class="board absurdle-board">
        {turns.map((t, i) => (
          <div class="absurdle-row" key={i}>
            <Row word={t.guess} length={length} colours={digitsOf(t.pattern, length)} label={`Guess ${i + 1}`} />
            <span class="absurdle-left" data-testid={`absurdle-left-${i + 1}`}>
              {t.pattern === allGreen(length) ? 'won' : `${t.remaining} left of ${t.groups} groups`}
            </span>
          </div>
        ))}
        {playing && <Row word={typing.entry} length={length} colours={null} shake={typing.shake} label="Typing" />}
      </div>
      {state !== null && state.words.length > 0 && !won && (
        <p class="absurdle-words" data-testid="absurdle-words">
          Still possible: {state.words.join(' ')}
        </p>
      )}
      {typing.message !== null && (
        <p class="variant-message" role="alert" data-testid="variant-message">
          {typing.message}
        </p>
      )}
      <Keyboard colours={colours(turns)} onKey={typing.onKey} />
      <div class="variant-actions">
        <button type="button" onClick={() => setGuesses([])}>
          Start over
        </button>
        <button type="button" onClick={() => void solve()} disabled={solution === 'busy'}>
          Shortest win
        </button>
      </div>
      {solution === 'busy' && <p>Searching every sequence…</p>}
      {solution !== null && solution !== 'busy' && (
        <p data-testid="absurdle-solution">
          {solution.guesses.length === 0
            ? 'No forced win found.'
            : `${solution.guesses.map((g) => g.toUpperCase()).join(' → ')}: ${solution.guesses.length} guesses${
                solution.proven ? `, proven minimal (no ${solution.guesses.length - 1} guesses can force a win)` : ''
              } · ${solution.seconds.toFixed(1)} s`}
        </p>
      )}
      <p class="variant-note">
        Ties between groups of the same size: {ADVERSARY_TIE_RULE.replace(/^largest group; ties: /u, '')}.
      </p>
    </div>
  );
}
