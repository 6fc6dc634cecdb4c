/** The analysis turn by turn, as a table (it scrolls sideways within its own region on a narrow screen). */
import type { TurnReview } from '../protocol.js';
import { chanceText } from 'wordlekit/core';
import { chanceLostText, grade } from './analysis-words.js';
import { digitsOf, Row } from './tiles.js';

/** Guesses lost, or where the guess lowered the chance to win, the chance lost ("45.5% win"). */
function lostCell(r: TurnReview): string {
  if (r.chanceLost != null && r.chanceLost > 0) return `${chanceLostText(r.chanceLost)}\u00a0win`;
  return r.guessesLost != null ? r.guessesLost.toFixed(3) : '';
}
/** The best guess cell: the exact best and its expected guesses, else the strategy's guess and its bits. */
function BestCell({ r, exact, wins }: { readonly r: TurnReview; readonly exact: boolean; readonly wins: boolean }) {
  if (exact && r.exactBest != null && r.bestExpectedGuesses != null) {
    return (
      <>
        <span class="best-word">{r.exactBest.toUpperCase()}</span>{' '}
        {wins && r.bestWinChance != null && <span class="chance-line">{chanceText(r.bestWinChance)}</span>}
        <span class="best-figures">{r.bestExpectedGuesses.toFixed(3)}</span>
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

/** Your guess's exact figures: where a loss is possible its chance to win above its expected guesses. */
function YoursCell({ r, wins }: { readonly r: TurnReview; readonly wins: boolean }) {
  if (r.expectedGuesses == null) return null;
  return (
    <>
      {wins && r.winChance != null && <span class="chance-line">{chanceText(r.winChance)}</span>}
      <span class="best-figures">{r.expectedGuesses.toFixed(3)}</span>
    </>
  );
}

/** The column headers. */
function Head({ exact, wins }: { readonly exact: boolean; readonly wins: boolean }) {
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
        <th scope="col" class="phone-hide" title="Expected information of your guess, in bits">
          Exp.
        </th>
        {exact && (
          <th
            scope="col"
            class="wide-only"
            title={
              wins
                ? 'After your guess, with the best play after it: the chance to win, then the expected guesses to finish, this one included (a lost game counts the guesses left + 1)'
                : 'Expected guesses to finish after your guess, this one included, with the best play after it'
            }
          >
            {wins ? 'Wins · guesses' : 'Guesses'}
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
        {exact && (
          <th
            scope="col"
            title="Guesses lost against the best move, or the chance to win lost (%) where the guess lowered it"
          >
            Lost
          </th>
        )}
      </tr>
    </thead>
  );
}

/** What the columns mean, a click away (a phone shows no hover titles). */
function ColumnTerms({ exact }: { readonly exact: boolean }) {
  return (
    <details class="terms-box">
      <summary>What the columns mean</summary>
      <dl class="terms">
        <dt>Left</dt>
        <dd>Answers possible before your guess → after it.</dd>
        <dt>Bits, Exp.</dt>
        <dd>The information your guess gave (each bit halves the answers left), and what it was expected to give.</dd>
        {exact && (
          <>
            <dt>Best</dt>
            <dd>The best move there and how many guesses it was expected to need to finish.</dd>
            <dt>Lost</dt>
            <dd>
              Guesses lost against the best move, on average; or the chance to win lost, where your guess lowered it.
            </dd>
          </>
        )}
        <dt>Skill, Luck</dt>
        <dd>0 to 99: how your guess compares with the best one, and how kind its colours were (50: average).</dd>
      </dl>
    </details>
  );
}

/** Every turn: its tiles, answers left, bits, the best move, skill, luck and guesses lost. */
export function AnalysisTable({ rows }: { readonly rows: readonly TurnReview[] }) {
  const exact = rows.some((r) => r.expectedGuesses != null);
  const wins = rows.some((r) => r.bestWinChance != null && r.bestWinChance < 1);
  return (
    <>
      <AnalysisRows rows={rows} exact={exact} wins={wins} />
      <ColumnTerms exact={exact} />
    </>
  );
}

/** The table itself. */
function AnalysisRows({ rows, exact, wins }: { readonly rows: readonly TurnReview[]; exact: boolean; wins: boolean }) {
  return (
    // Focusable: on a narrow screen the table may scroll sideways, and keyboard users must reach it.
    <div class="table-scroll analysis-turns" tabIndex={0} role="region" aria-label="Turn by turn">
      <table>
        <Head exact={exact} wins={wins} />
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
              <td class="phone-hide">{r.expectedBits.toFixed(2)}</td>
              {exact && (
                <td class="wide-only">
                  <YoursCell r={r} wins={wins} />
                </td>
              )}
              <td class="wide-only">
                <BestCell r={r} exact={exact} wins={wins} />
              </td>
              <td>{grade(r.skill, r.skillEstimated)}</td>
              <td>{grade(r.luck, r.luckEstimated)}</td>
              {exact && <td>{lostCell(r)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
