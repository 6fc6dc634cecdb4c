/** The rows of a pasted share grid: each row's tiles, its guess, and the words that fit its colours. */
import { useEffect, useState } from 'preact/hooks';
import type { ListName } from '../protocol.js';
import type { SolverClient } from '../solver-client.js';
import { WORD_LENGTH } from '../url-state.js';
import { digitsOf, Row } from './tiles.js';

/** One pasted row: its colours, the guess typed (or the answer, for a green row), and what is wrong. */
export interface PasteRow {
  readonly pattern: number;
  readonly guess: string;
  /** The row is all green: its guess is the answer, not typed. */
  readonly fixed: boolean;
  readonly problem: string | null;
}

/** Words that fit each row's colours against the answer (from the worker). */
function useFits(solver: SolverClient, list: ListName, answer: string, patterns: readonly number[]) {
  const [fits, setFits] = useState<readonly { count: number; words: readonly string[] }[]>([]);
  useEffect(() => {
    let live = true;
    setFits([]);
    if (!/^[a-z]{5}$/u.test(answer)) return undefined;
    void Promise.all(patterns.map((pattern) => solver.request({ kind: 'fits', list, answer, pattern }))).then(
      (f) => live && setFits(f),
    );
    return () => {
      live = false;
    };
  }, [solver, answer, patterns.join(','), list]);
  return fits;
}

interface PasteRowsProps {
  readonly solver: SolverClient;
  readonly list: ListName;
  readonly answer: string;
  readonly rows: readonly PasteRow[];
  readonly onGuess: (i: number, guess: string) => void;
}

/** Each row with a field for its guess, the count of words that fit, and the row's problem. */
export function PasteRows({ solver, list, answer, rows, onGuess }: PasteRowsProps) {
  const fits = useFits(
    solver,
    list,
    answer,
    rows.map((r) => r.pattern),
  );
  if (rows.length === 0) return null;
  return (
    <ol class="paste-rows">
      {rows.map((r, i) => {
        const fit = fits[i];
        return (
          <li key={i}>
            <Row
              word={r.guess}
              length={WORD_LENGTH}
              colours={digitsOf(r.pattern, WORD_LENGTH)}
              label={`Row ${i + 1}`}
            />
            <label>
              <span class="sr-only">Guess {i + 1}</span>
              <input
                value={r.guess}
                maxLength={WORD_LENGTH}
                list={`fits-${i}`}
                disabled={r.fixed}
                autoComplete="off"
                autoCapitalize="off"
                spellcheck={false}
                placeholder={`Guess ${i + 1}`}
                onInput={(e) => onGuess(i, e.currentTarget.value.toLowerCase().replace(/[^a-z]/gu, ''))}
              />
            </label>
            {fit !== undefined && (
              <span class="muted small">
                {fit.count} {fit.count === 1 ? 'word fits' : 'words fit'}
              </span>
            )}
            {r.problem !== null && <span class="row-problem">{r.problem}</span>}
            {fit !== undefined && (
              <datalist id={`fits-${i}`}>
                {fit.words.map((w) => (
                  <option key={w} value={w} />
                ))}
              </datalist>
            )}
          </li>
        );
      })}
    </ol>
  );
}
