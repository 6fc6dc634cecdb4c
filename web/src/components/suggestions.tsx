/** The top suggestions with their numbers: click a word for why, or "Use" to enter it. */
import type { ComponentChildren } from 'preact';
import { lossConvention, orderNote, winsText } from 'wordlekit/core';
import type { SuggestionData, TreeStatus } from '../protocol.js';

interface SuggestionsProps {
  readonly suggestions: readonly SuggestionData[];
  readonly onUse: (word: string) => void;
  readonly onExplain: (word: string) => void;
  /** The word the explanation panel shows. */
  readonly explained: string | null;
  /** The optimal tree's move, or why it has none, when following a tree. */
  readonly tree: TreeStatus | null;
  /** Guesses left in the game (six in all): what the chance to win is over. */
  readonly guessesLeft: number;
  /** The prior the numbers are under, in words ("word frequency"), or null when the answers are equally likely. */
  readonly prior: string | null;
}

/** True when a suggestion is known to lose some games (exactly, or by its bound). */
const canLose = (s: SuggestionData): boolean => s.won !== undefined && s.weight !== undefined && s.won < s.weight;

/**
 * What a suggestion wins: "8 of 11, 72.7%" (or "72.7%" under a prior; on a phone the percentage
 * alone), "≤ …" for a bound, "–" when unknown.
 */
function WinsCell({ s, weighted }: { readonly s: SuggestionData; readonly weighted: boolean }) {
  if (s.won === undefined || s.weight === undefined || s.weight <= 0) return <>–</>;
  if (s.proven !== true && s.won >= s.weight) return <>–</>;
  const bound = s.proven === true ? '' : '≤ ';
  const text = winsText(s.won, s.weight, weighted);
  const cut = text.lastIndexOf(', ');
  return cut < 0 ? (
    <>{`${bound}${text}`}</>
  ) : (
    <>
      {bound}
      <span class="wide-only">{text.slice(0, cut + 2)}</span>
      {text.slice(cut + 2)}
    </>
  );
}

/** Where each kind of bound comes from, as the legend says it. */
const BOUND_WHY = {
  budget: 'the search ran out of time',
  table: "an opening beyond its table's exact totals",
  start: 'the start of a game is not searched under a prior (a proof takes CPU-days)',
  cut: 'no better than the guesses above it',
} as const;

/** The legend under an exact table: what is proven (under which prior), the bounds, the chance to win. */
function ExactLegend({
  suggestions,
  wins,
  guessesLeft,
  prior,
}: {
  readonly suggestions: readonly SuggestionData[];
  readonly wins: boolean;
  readonly guessesLeft: number;
  readonly prior: string | null;
}) {
  const bounds = suggestions.filter((s) => s.expectedGuesses !== undefined && s.proven !== true);
  const why = [...new Set(bounds.map((s) => BOUND_WHY[s.bound ?? 'cut']))];
  const under = prior === null ? '' : `, under ${prior}`;
  const best = suggestions[0];
  return (
    <>
      <p class="muted small" data-testid="exact-legend">
        Exp. guesses: to finish, this guess included, with the best play after it; proven{under}
        {bounds.length > 0 ? `, or ≥ a proven lower bound (${why.join('; ')})` : ''}.
      </p>
      {wins ? (
        <p class="muted small" data-testid="wins-legend">
          Wins: the games it wins (the answer found within the {guessesLeft} guesses left) with the best play after it;
          the list is ranked by them first, then by expected guesses, where {lossConvention(guessesLeft)}.
        </p>
      ) : (
        best?.proven === true &&
        best.winChance === 1 && (
          <p class="muted small" data-testid="sure-win">
            Won for sure: the best play finds the answer within the {guessesLeft} guesses left.
          </p>
        )
      )}
    </>
  );
}

/** What the optimal tree says here: its move, or plainly why it cannot say. */
function TreeLine({ tree, onUse }: { readonly tree: TreeStatus; readonly onUse: (word: string) => void }) {
  if (tree.kind === 'move') {
    return (
      <p class="tree-move" data-testid="tree">
        Optimal tree plays <strong>{tree.guess.toUpperCase()}</strong>{' '}
        <button type="button" class="use" onClick={() => onUse(tree.guess)}>
          Use
        </button>
      </p>
    );
  }
  const lead = tree.kind === 'off-tree' ? 'You have left the optimal tree' : 'No optimal tree here';
  return (
    <p class="notice" role="note" data-testid="tree">
      <strong>{lead}:</strong> {tree.reason.replace(/\.$/u, '')}. The list below is the strategy's.
    </p>
  );
}

/** A table: guess, (what it wins,) entropy (bits), expected answers left, the largest group left, can it be the answer. */
export function Suggestions({ suggestions, onUse, onExplain, explained, tree, guessesLeft, prior }: SuggestionsProps) {
  if (suggestions.length === 0 && tree === null) return null;
  const exact = suggestions.some((s) => s.expectedGuesses !== undefined);
  const wins = exact && suggestions.some(canLose);
  return (
    <section class="panel" aria-labelledby="suggestions-title">
      <h2 id="suggestions-title">Suggestions</h2>
      {tree !== null && <TreeLine tree={tree} onUse={onUse} />}
      <table class={`suggestions${exact ? ' exact' : ''}${wins ? ' wins' : ''}`}>
        <Head exact={exact} wins={wins} />
        <tbody>
          {suggestions.map((s, i) => (
            <SuggestionRow
              key={s.word}
              s={s}
              best={i === 0}
              exact={exact}
              wins={wins ? <WinsCell s={s} weighted={prior !== null} /> : null}
              explained={explained}
              onUse={onUse}
              onExplain={onExplain}
            />
          ))}
        </tbody>
      </table>
      {exact && <ExactLegend suggestions={suggestions} wins={wins} guessesLeft={guessesLeft} prior={prior} />}
      {suggestions.length > 1 && (
        <p class="muted small" data-testid="order">
          {orderLine(suggestions, exact)}
        </p>
      )}
      <ColumnTerms exact={exact} wins={wins} />
    </section>
  );
}

/** The order of the list in words: the CLI's note (`orderNote`), or a heuristic's own measure. */
function orderLine(suggestions: readonly SuggestionData[], exact: boolean): string {
  const note = exact ? orderNote(suggestions) : "order: the strategy's, best first";
  return `${note.charAt(0).toUpperCase()}${note.slice(1)}.`;
}

/** What each column means, a click away on every screen (a phone shows no hover titles). */
function ColumnTerms({ exact, wins }: { readonly exact: boolean; readonly wins: boolean }) {
  return (
    <details class="terms-box" data-testid="column-terms">
      <summary>What the columns mean</summary>
      <dl class="terms">
        {wins && (
          <>
            <dt>Wins</dt>
            <dd>The games it wins (the answer found within the guesses left), with the best play after it.</dd>
          </>
        )}
        {exact && (
          <>
            <dt>Exp. guesses</dt>
            <dd>
              How many guesses you can expect to need to finish, this one included, with the best play after it. Lower
              is better. ≥: at least this many (a proven bound, not the exact value).
            </dd>
          </>
        )}
        <dt>Bits</dt>
        <dd>Expected information: each bit halves the answers left, on average. More is better.</dd>
        <dt>Exp. left</dt>
        <dd>How many answers you can expect to be left after it.</dd>
        <dt>Largest group</dt>
        <dd>The most answers it can leave, with the unluckiest colours.</dd>
        <dt>Possible answer</dt>
        <dd>Yes when the word is itself one of the answers left, so it can win this turn; no when it cannot.</dd>
      </dl>
    </details>
  );
}

/** The column headers (the exact column only with the optimal strategy, the chance to win where a guess can lose). */
function Head({ exact, wins }: { readonly exact: boolean; readonly wins: boolean }) {
  return (
    <thead>
      <tr>
        <th scope="col">Guess</th>
        {wins && (
          <th scope="col" title="Games won (the answer found within the guesses left) with the best play after it">
            Wins
          </th>
        )}
        {exact && (
          <th
            scope="col"
            title="Expected guesses to finish with this guess next, the best play after it (≥: a lower bound, not proven in time)"
          >
            Exp. guesses
          </th>
        )}
        <th scope="col" title="Expected information, in bits">
          Bits
        </th>
        <th scope="col" class="col-left" title="Expected number of answers left">
          Exp. left
        </th>
        {/* On a phone the exact column takes its place, and on the narrowest ones it goes anyway (the
            explanation says the largest group). */}
        <th scope="col" class={exact ? 'wide-only' : 'col-worst'} title="The most answers the guess can leave">
          Largest group
        </th>
        <th scope="col" title="Is this guess one of the answers left (can it win this turn)?">
          Possible answer
        </th>
        <th scope="col">
          <span class="sr-only">Use</span>
        </th>
      </tr>
    </thead>
  );
}

interface RowProps {
  readonly s: SuggestionData;
  readonly best: boolean;
  readonly exact: boolean;
  /** What it wins, when the table shows the chance to win. */
  readonly wins: ComponentChildren | null;
  readonly explained: string | null;
  readonly onUse: (word: string) => void;
  readonly onExplain: (word: string) => void;
}

/** One suggestion: the word (click for why), its numbers, and Use. */
function SuggestionRow({ s, best, exact, wins, explained, onUse, onExplain }: RowProps) {
  return (
    <tr class={best ? 'best' : ''}>
      <th scope="row" class="word">
        <button
          type="button"
          class="word-button"
          aria-pressed={explained === s.word}
          aria-label={`Why ${s.word.toUpperCase()}?`}
          onClick={() => onExplain(s.word)}
        >
          {s.word.toUpperCase()}
        </button>
      </th>
      {wins !== null && (
        <td class="wins-cell" data-testid="wins">
          {wins}
        </td>
      )}
      {exact && (
        <td data-testid="expected-guesses">
          {s.expectedGuesses === undefined ? '–' : `${s.proven === false ? '≥ ' : ''}${s.expectedGuesses.toFixed(3)}`}
        </td>
      )}
      <td>{s.entropy.toFixed(3)}</td>
      <td class="col-left">{s.expectedSize.toFixed(2)}</td>
      <td class={exact ? 'wide-only' : 'col-worst'}>{s.worstCase}</td>
      <td>{s.isCandidate ? 'yes' : 'no'}</td>
      <td>
        <button type="button" class="use" aria-label={`Use ${s.word.toUpperCase()}`} onClick={() => onUse(s.word)}>
          Use
        </button>
      </td>
    </tr>
  );
}
