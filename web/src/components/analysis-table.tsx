/** The analysis turn by turn, as a table (it scrolls sideways within its own region on a narrow screen). */
import type { TurnReview } from '../protocol.js';
import { grade } from './analysis-words.js';
import { digitsOf, Row } from './tiles.js';

/** The best guess cell: the exact best and its expected guesses, else the strategy's guess and its bits. */
function BestCell({ r, exact }: { readonly r: TurnReview; readonly exact: boolean }) {
  if (exact && r.exactBest != null && r.bestExpectedGuesses != null) {
    return (
      <>
        <span class="best-word">{r.exactBest.toUpperCase()}</span> {r.bestExpectedGuesses.toFixed(3)}
      </>
    );
  }
  return (
    <>
      {exact && '('}
      <span class="best-word">{r.bestGuess.toUpperCase()}</span> {r.bestBits.toFixed(2)}
      {exact && ' bits)'}
    </>
  );
}

/** The column headers. */
function Head({ exact }: { readonly exact: boolean }) {
  return (
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
  );
}

/** Every turn: its tiles, answers left, bits, the best move, skill, luck and guesses lost. */
export function AnalysisTable({ rows }: { readonly rows: readonly TurnReview[] }) {
  const exact = rows.some((r) => r.guessesLost != null);
  return (
    // Focusable: on a narrow screen the table scrolls sideways, and keyboard users must reach it.
    <div class="table-scroll" tabIndex={0} role="region" aria-label="Turn by turn">
      <table>
        <Head exact={exact} />
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
                <BestCell r={r} exact={exact} />
              </td>
              <td>{grade(r.skill, r.skillEstimated)}</td>
              <td>{grade(r.luck, r.luckEstimated)}</td>
              {exact && <td>{r.guessesLost != null ? r.guessesLost.toFixed(3) : ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
