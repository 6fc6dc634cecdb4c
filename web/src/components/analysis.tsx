/** The per-turn analysis of a game: bits expected and gained, skill against the best move, luck. */
import { useEffect, useState } from 'preact/hooks';
import type { SolverClient } from '../solver-client.js';
import type { GameReview, SolverOptions, TurnData } from '../protocol.js';
import { RemainingChart } from './chart.js';
import { digitsOf, Row } from './tiles.js';

interface AnalysisProps {
  readonly solver: SolverClient;
  readonly options: SolverOptions;
  readonly history: readonly TurnData[];
}

/** Fetches the analysis from the worker and shows it as a table and a chart. */
export function Analysis({ solver, options, history }: AnalysisProps) {
  const [review, setReview] = useState<GameReview | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setReview(null);
    setError(null);
    solver
      .request({ kind: 'analyze', options, history })
      .then((r) => live && setReview(r))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [solver, options, history]);
  if (error !== null) return <p class="error">{error}</p>;
  if (review === null) return <p class="muted">Analysing…</p>;
  const rows = review.turns;
  const counts = rows.length > 0 ? [rows[0]?.before ?? 0, ...rows.map((r) => r.after)] : [];
  return (
    <section class="panel analysis" aria-labelledby="analysis-title">
      <h2 id="analysis-title">Analysis</h2>
      <p class="summary">
        Skill <strong>{review.skill}</strong> · Luck <strong>{review.luck}</strong> · {review.actualBits.toFixed(2)}{' '}
        bits gained ({review.expectedBits.toFixed(2)} expected)
      </p>
      <div class="table-scroll">
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
              <th scope="col" class="wide-only" title="The strategy's guess and its expected bits">
                Best
              </th>
              <th
                scope="col"
                title="0–99: your guess's expected remaining between the worst (0) and the best (99) guess"
              >
                Skill
              </th>
              <th scope="col" title="0–99: the share of possible outcomes that would have left more">
                Luck
              </th>
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
                <td title={`best: ${r.bestGuess.toUpperCase()}, ${r.bestBits.toFixed(2)} bits`}>
                  {r.expectedBits.toFixed(2)}
                </td>
                <td class="wide-only">
                  <span class="best-word">{r.bestGuess.toUpperCase()}</span> {r.bestBits.toFixed(2)}
                </td>
                <td>{r.skill}</td>
                <td class={r.luck >= 50 ? 'lucky' : 'unlucky'}>{r.luck}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {counts.length > 0 && <RemainingChart counts={counts} />}
    </section>
  );
}
