/**
 * The per-turn analysis of a game: bits expected and gained, skill against the best move, luck,
 * each said in plain words, and guesses lost when the worker has exact values.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameReview, ProgressData, SolverOptions, TurnData, TurnReview } from '../protocol.js';
import { isCancelled, type SolverClient } from '../solver-client.js';
import { RemainingChart } from './chart.js';
import { Computing } from './computing.js';
import { digitsOf, Row } from './tiles.js';

interface AnalysisProps {
  readonly solver: SolverClient;
  readonly options: SolverOptions;
  readonly history: readonly TurnData[];
}

const lossText = (lost: number): string =>
  lost <= 1e-9 ? 'no guesses lost' : `${lost.toFixed(3)} ${lost === 1 ? 'guess' : 'guesses'} lost`;

/** A 0–99 grade, marked ~ when it is a one-step estimate (as `wordle analyze` marks it). */
const grade = (value: number, estimated: boolean | undefined): string => `${estimated === true ? '~' : ''}${value}`;

/** One turn in words. */
function turnSentence(r: TurnReview, i: number): string {
  const W = r.guess.toUpperCase();
  const left = r.after === 1 && r.before === 1 ? 'solved it' : `left ${r.after} of ${r.before} answers`;
  const exact = r.exactBest != null && r.expectedGuesses != null && r.bestExpectedGuesses != null;
  const best = exact
    ? r.exactBest === r.guess || r.guessesLost === 0
      ? `${W} was a best move (${r.expectedGuesses!.toFixed(3)} expected guesses to finish)`
      : `the best move was ${r.exactBest!.toUpperCase()} (${r.bestExpectedGuesses!.toFixed(3)} expected guesses to finish, against ${r.expectedGuesses!.toFixed(3)})`
    : r.bestGuess === r.guess
      ? `${W} was the strategy's own choice`
      : `the strategy would play ${r.bestGuess.toUpperCase()} (${r.bestBits.toFixed(2)} bits against ${r.expectedBits.toFixed(2)})`;
  const luck = r.luck >= 67 ? 'a lucky outcome' : r.luck <= 33 ? 'an unlucky outcome' : 'an ordinary outcome';
  const lost = r.guessesLost != null ? `; ${lossText(r.guessesLost)}` : '';
  const estimate = r.skillEstimated === true || r.luckEstimated === true ? ' (~: an estimate)' : '';
  return `Turn ${i + 1}: ${W} ${left}; ${best}; skill ${grade(r.skill, r.skillEstimated)}, ${luck} (luck ${grade(r.luck, r.luckEstimated)})${lost}${estimate}.`;
}

/** Fetches the analysis from the worker and shows it as words, a table and a chart. */
export function Analysis({ solver, options, history }: AnalysisProps) {
  const [review, setReview] = useState<GameReview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<ProgressData | null>(null);
  const [retry, setRetry] = useState(0);
  useEffect(() => {
    let live = true;
    setReview(null);
    setError(null);
    setProgress(null);
    solver
      .request({ kind: 'analyze', options, history }, (p) => live && setProgress(p))
      .then((r) => live && setReview(r))
      .catch(
        (e: unknown) => live && setError(isCancelled(e) ? 'cancelled' : e instanceof Error ? e.message : String(e)),
      );
    return () => {
      live = false;
    };
  }, [solver, JSON.stringify([options, history]), retry]);
  if (error === 'cancelled') {
    return (
      <p class="panel notice">
        Analysis cancelled.{' '}
        <button type="button" class="link" onClick={() => setRetry((n) => n + 1)}>
          Analyse anyway
        </button>
      </p>
    );
  }
  if (error !== null) return <p class="error">{error}</p>;
  if (review === null)
    return <Computing progress={progress} what="Analysing the game" onCancel={() => solver.cancel()} />;
  const rows = review.turns;
  const counts = rows.length > 0 ? [rows[0]?.before ?? 0, ...rows.map((r) => r.after)] : [];
  const exact = rows.some((r) => r.guessesLost != null);
  return (
    <section class="panel analysis" aria-labelledby="analysis-title" data-testid="analysis">
      <h2 id="analysis-title">Analysis</h2>
      <p class="summary">
        Skill <strong>{review.skill}</strong> · Luck <strong>{review.luck}</strong> · {review.actualBits.toFixed(2)}{' '}
        bits gained ({review.expectedBits.toFixed(2)} expected)
        {review.guessesLost != null && (
          <>
            {' '}
            · <strong data-testid="guesses-lost">{lossText(review.guessesLost)}</strong>
          </>
        )}
      </p>
      <p class="explain-words" data-testid="skill-luck-words">
        <strong>Skill</strong> (0–99) rates your choices: 99 means your guess was the best allowed guess at that point,
        {exact
          ? ' judged by the guesses it loses against the best move on average (it halves with every tenth of a guess lost).'
          : ' 0 the worst, judged by how many answers it could be expected to leave.'}{' '}
        <strong>Luck</strong> (0–99) rates what you could not choose: how the colours you got compare with every
        colouring the same guess could have got. 50 is an average outcome; above 50 you were luckier than usual.{' '}
        {review.skill >= 80
          ? 'You played close to the best moves'
          : review.skill >= 50
            ? 'Your guesses were reasonable, with room to improve'
            : 'Other guesses would have narrowed things down much faster'}
        {review.luck >= 60
          ? ', and the colours were kind to you.'
          : review.luck <= 40
            ? ', and the colours were against you.'
            : '.'}
      </p>
      <ol class="turn-words">
        {rows.map((r, i) => (
          <li key={i}>{turnSentence(r, i)}</li>
        ))}
      </ol>
      {/* Focusable: on a narrow screen the table scrolls sideways, and keyboard users must reach it. */}
      <div class="table-scroll" tabIndex={0} role="region" aria-label="Turn by turn">
        <table>
          <thead>
            <tr>
              <th scope="col">Guess</th>
              <th scope="col" title="Answers left before → after">
                Left
              </th>
              <th scope="col" title="Information gained, in bits">
                Bits
              </th>
              <th scope="col" title="Expected information of your guess, in bits">
                Exp.
              </th>
              {exact && (
                <th
                  scope="col"
                  class="wide-only"
                  title="Expected guesses to finish after your guess, this one included, with the best play after it"
                >
                  Guesses
                </th>
              )}
              <th
                scope="col"
                class="wide-only"
                title={
                  exact
                    ? "The best guess and its expected guesses to finish (in brackets: the strategy's guess and its bits, where no exact grade)"
                    : "The strategy's guess and its expected bits"
                }
              >
                Best
              </th>
              <th scope="col">Skill</th>
              <th scope="col">Luck</th>
              {exact && <th scope="col">Lost</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <th scope="row">
                  <Row
                    word={r.guess}
                    length={r.guess.length}
                    colours={digitsOf(r.pattern, r.guess.length)}
                    label={`Turn ${i + 1}`}
                  />
                </th>
                <td class="left">
                  {r.before}→{r.after}
                </td>
                <td>{r.actualBits.toFixed(2)}</td>
                <td>{r.expectedBits.toFixed(2)}</td>
                {exact && <td class="wide-only">{r.expectedGuesses != null ? r.expectedGuesses.toFixed(3) : ''}</td>}
                <td class="wide-only">
                  {exact && r.exactBest != null && r.bestExpectedGuesses != null ? (
                    <>
                      <span class="best-word">{r.exactBest.toUpperCase()}</span> {r.bestExpectedGuesses.toFixed(3)}
                    </>
                  ) : (
                    <>
                      {exact && '('}
                      <span class="best-word">{r.bestGuess.toUpperCase()}</span> {r.bestBits.toFixed(2)}
                      {exact && ' bits)'}
                    </>
                  )}
                </td>
                <td>{grade(r.skill, r.skillEstimated)}</td>
                <td>{grade(r.luck, r.luckEstimated)}</td>
                {exact && <td>{r.guessesLost != null ? r.guessesLost.toFixed(3) : ''}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {counts.length > 0 && <RemainingChart counts={counts} />}
    </section>
  );
}
