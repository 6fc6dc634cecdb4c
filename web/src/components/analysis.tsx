/** The per-turn analysis of a game: bits expected and gained, skill against the best move, luck. */
import { useEffect, useState } from 'preact/hooks';
import type { SolverClient } from '../solver-client.js';
import type { SolverOptions, TurnAnalysis, TurnData } from '../protocol.js';
import { RemainingChart } from './chart.js';
import { digitsOf, Row } from './tiles.js';

interface AnalysisProps {
  readonly solver: SolverClient;
  readonly options: SolverOptions;
  readonly history: readonly TurnData[];
}

const signed = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(2)}`;

/** Fetches the analysis from the worker and shows it as a table and a chart. */
export function Analysis({ solver, options, history }: AnalysisProps) {
  const [rows, setRows] = useState<readonly TurnAnalysis[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setRows(null);
    solver
      .request({ kind: 'analyze', options, history })
      .then((r) => live && setRows(r))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [solver, options, history]);
  if (error !== null) return <p class="error">{error}</p>;
  if (rows === null) return <p class="muted">Analysing…</p>;
  const counts = rows.length > 0 ? [rows[0]?.before ?? 0, ...rows.map((r) => r.after)] : [];
  return (
    <section class="panel analysis" aria-labelledby="analysis-title">
      <h2 id="analysis-title">Analysis</h2>
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
              <th scope="col" title="Expected information of your guess / of the best guess">
                Expected
              </th>
              <th scope="col" title="Your expected bits as a share of the best guess's">
                Skill
              </th>
              <th scope="col" title="Bits gained minus bits expected">
                Luck
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <th scope="row">
                  <Row word={r.guess} length={r.guess.length} colours={digitsOf(r.pattern, r.guess.length)} label={`Turn ${i + 1}`} />
                </th>
                <td>
                  {r.before} → {r.after}
                </td>
                <td>{r.bits.toFixed(2)}</td>
                <td title={`best: ${r.bestGuess.toUpperCase()}`}>
                  {r.expectedBits.toFixed(2)} / {r.bestBits.toFixed(2)}{' '}
                  <span class="muted">{r.bestGuess.toUpperCase()}</span>
                </td>
                <td>{Math.round(r.skill * 100)}%</td>
                <td class={r.luck >= 0 ? 'lucky' : 'unlucky'}>{signed(r.luck)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {counts.length > 0 && <RemainingChart counts={counts} />}
    </section>
  );
}
