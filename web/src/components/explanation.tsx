/**
 * Why a guess is as good as it is: every colour pattern it can get, how many answers each leaves
 * (and which, when few), the chance it wins this turn, and its exact value when the worker has one.
 */
import { useEffect, useState } from 'preact/hooks';
import { chanceText } from 'wordlekit/core';
import type { Explanation, SolverOptions, TurnData } from '../protocol.js';
import type { SolverClient } from '../solver-client.js';
import { digitsOf, Row } from './tiles.js';
import { grouped } from '../numbers.js';

interface ExplanationProps {
  readonly solver: SolverClient;
  readonly options: SolverOptions;
  readonly history: readonly TurnData[];
  readonly guess: string;
}

/** Outcomes listed before "show all". */
const FIRST_OUTCOMES = 8;

const percent = (p: number): string =>
  p === 0 ? '0%' : p < 0.001 ? '<0.1%' : `${(100 * p).toFixed(p < 0.1 ? 1 : 0)}%`;

/** Fetches the explanation of `guess` after `history` and shows it. */
export function ExplanationPanel({ solver, options, history, guess }: ExplanationProps) {
  const [data, setData] = useState<Explanation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [all, setAll] = useState(false);
  useEffect(() => {
    let live = true;
    setError(null);
    const t = setTimeout(() => {
      solver
        .request({ kind: 'explain', options, history, guess })
        .then((e) => live && setData(e))
        .catch((e: Error) => {
          if (!live) return;
          setData(null);
          setError(e.message);
        });
    }, 60);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [solver, JSON.stringify([options, history]), guess]);

  const W = guess.toUpperCase();
  const current = data !== null && data.guess === guess ? data : null;
  return (
    <section class="panel explain" aria-labelledby="explain-title" data-testid="explanation">
      <h2 id="explain-title">Why {W}?</h2>
      {error !== null && <p class="muted">{error}</p>}
      {error === null && current === null && <p class="muted">Working out {W}…</p>}
      {error === null && current !== null && <Breakdown e={current} all={all} onAll={() => setAll(true)} />}
    </section>
  );
}

function Breakdown({ e, all, onAll }: { readonly e: Explanation; readonly all: boolean; readonly onAll: () => void }) {
  const W = e.guess.toUpperCase();
  const shown = all ? e.outcomes : e.outcomes.slice(0, FIRST_OUTCOMES);
  return (
    <>
      <p class="explain-summary" data-testid="explain-summary">
        {W} can get <strong>{e.outcomes.length}</strong> different{' '}
        {e.outcomes.length === 1 ? 'colouring' : 'colourings'} from the {grouped(e.remaining)} answers left. On average
        it leaves <strong>{e.expectedSize.toFixed(1)}</strong>, at worst <strong>{e.worstCase}</strong> (
        {e.entropy.toFixed(2)} bits of information). Chance it wins this turn:{' '}
        <strong data-testid="win-chance">{percent(e.winChance)}</strong>.
      </p>
      {e.exact != null && <ExactLine e={e} exact={e.exact} />}
      {e.hardModeViolation !== null && <p class="notice">Not allowed in hard mode here: {e.hardModeViolation}.</p>}
      <OutcomesTable e={e} shown={shown} />
      {!all && e.outcomes.length > FIRST_OUTCOMES && (
        <button type="button" class="link" onClick={onAll}>
          Show all {e.outcomes.length} colourings
        </button>
      )}
    </>
  );
}

/**
 * The guess's exact value: where the best move can lose, the chance to win first ("wins 27.3%, best
 * move 72.7%"), then the expected guesses (a lost game counting the guesses left + 1).
 */
function ExactLine({ e, exact }: { readonly e: Explanation; readonly exact: NonNullable<Explanation['exact']> }) {
  const W = e.guess.toUpperCase();
  const mine = exact.winChance ?? 1;
  const best = exact.bestWinChance ?? 1;
  if (best < 1 || mine < best) {
    return (
      <p class="explain-exact" data-testid="explain-exact">
        Chance to win with {W}: <strong>{chanceText(mine)}</strong> (best move: {chanceText(best)}
        {mine < best ? `; ${W} loses ${chanceText(best - mine)} of the chance to win` : ''}). Expected guesses to
        finish: {exact.expectedGuesses.toFixed(3)} (best move: {exact.bestExpectedGuesses.toFixed(3)}; a lost game
        counts the guesses left + 1).
      </p>
    );
  }
  return (
    <p class="explain-exact" data-testid="explain-exact">
      Expected guesses to finish with {W}: <strong>{exact.expectedGuesses.toFixed(3)}</strong> (best move:{' '}
      {exact.bestExpectedGuesses.toFixed(3)}; {W} loses {(exact.expectedGuesses - exact.bestExpectedGuesses).toFixed(3)}{' '}
      guesses on average).
    </p>
  );
}

/** Each colouring the guess can get, with the answers it leaves and its chance. */
function OutcomesTable({ e, shown }: { readonly e: Explanation; readonly shown: Explanation['outcomes'] }) {
  const W = e.guess.toUpperCase();
  return (
    <table class="outcomes">
      <caption class="sr-only">Each colouring {W} can get and the answers it leaves</caption>
      <thead>
        <tr>
          <th scope="col">Colours</th>
          <th scope="col">Left</th>
          <th scope="col">Chance</th>
          <th scope="col">Answers</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((o) => (
          <tr key={o.pattern}>
            <th scope="row">
              <Row
                word={e.guess}
                length={e.guess.length}
                colours={digitsOf(o.pattern, e.guess.length)}
                label={`${W} coloured`}
              />
            </th>
            <td>{o.count}</td>
            <td>{percent(o.probability)}</td>
            <td class="outcome-words">
              {o.words === null
                ? ''
                : o.words.length === 1 && o.words[0] === e.guess
                  ? 'solved'
                  : o.words.join(' ').toUpperCase()}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
