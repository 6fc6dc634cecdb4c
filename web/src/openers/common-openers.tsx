/**
 * The openers players ask about most, answered at a glance from the table: each in plain words (its
 * total and rank, or that it is not one of the best and at least what it needs, or that it cannot
 * win every game), its full verdict and exact value one click away.
 */
import { rateOpening, type OpeningRating } from 'wordlekit';
import type { TableState } from './tables.js';

/**
 * The openers asked about most (search and forum favourites: vowel-heavy ADIEU and AUDIO, the
 * letter-frequency picks CRANE, SLATE, RAISE, STARE, ARISE, TRACE, and the solvers' ROATE and SALET).
 */
export const COMMON_OPENERS = [
  'adieu',
  'crane',
  'slate',
  'audio',
  'raise',
  'stare',
  'arise',
  'trace',
  'roate',
  'salet',
];

/** What the table knows of an opener, in a few words. */
function knows(r: OpeningRating, n: number, best: number): string {
  if (r.total !== null) return `${r.total} guesses (${r.average!.toFixed(3)} a game): rank ${r.rank}`;
  if (r.winsAll === false) return 'cannot win every game';
  const atLeast = `at least ${r.lowerBound} (${(r.lowerBound / n).toFixed(3)} a game or more)`;
  return `${r.winsAll === true ? 'wins every game; ' : ''}${best === 1 ? 'not the best' : `not one of the ${best} best`}: ${atLeast}`;
}

/** The common openers' rows, each with a button to its full verdict and exact value. */
export function CommonOpeners({
  state,
  onRate,
}: {
  readonly state: Extract<TableState, { status: 'ok' }>;
  readonly onRate: (word: string) => void;
}) {
  const t = state.table;
  const rows = COMMON_OPENERS.flatMap((w) => rateOpening(t, w) ?? []);
  const best = t.entries.filter((e) => e.total !== null).length;
  return (
    <section class="panel" aria-labelledby="common-title" data-testid="common-openers">
      <h2 id="common-title">Common openers</h2>
      <table class="common-openers">
        <thead>
          <tr>
            <th scope="col">Opening</th>
            <th scope="col">What the table knows ({t.meta.mode} mode)</th>
            <th scope="col">
              <span class="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.word}>
              <th scope="row" class="word">
                {r.word.toUpperCase()}
              </th>
              <td>{knows(r, t.meta.answers, best)}</td>
              <td>
                <button
                  type="button"
                  class="use"
                  aria-label={`${r.total === null ? 'Exact value' : 'Details'} of ${r.word.toUpperCase()}`}
                  onClick={() => onRate(r.word)}
                >
                  {r.total === null ? 'Exact value' : 'Details'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="muted small">
        Totals count every guess until each of the {t.meta.answers} answers is found, with the best play after the
        opening. A button shows the full verdict above, and the exact value of an opening the table only bounds,
        computed in this browser.
      </p>
    </section>
  );
}
