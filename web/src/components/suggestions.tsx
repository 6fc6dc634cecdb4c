/** The top suggestions with their numbers: click a word for why, or "Use" to enter it. */
import type { SuggestionData, TreeStatus } from '../protocol.js';

interface SuggestionsProps {
  readonly suggestions: readonly SuggestionData[];
  readonly onUse: (word: string) => void;
  readonly onExplain: (word: string) => void;
  /** The word the explanation panel shows. */
  readonly explained: string | null;
  /** The optimal tree's move, or why it has none, when following a tree. */
  readonly tree: TreeStatus | null;
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

/** A table: guess, entropy (bits), expected answers left, the largest group left, can it be the answer. */
export function Suggestions({ suggestions, onUse, onExplain, explained, tree }: SuggestionsProps) {
  if (suggestions.length === 0 && tree === null) return null;
  const exact = suggestions.some((s) => s.expectedGuesses !== undefined);
  return (
    <section class="panel" aria-labelledby="suggestions-title">
      <h2 id="suggestions-title">Suggestions</h2>
      {tree !== null && <TreeLine tree={tree} onUse={onUse} />}
      <table class={`suggestions${exact ? ' exact' : ''}`}>
        <Head exact={exact} />
        <tbody>
          {suggestions.map((s, i) => (
            <SuggestionRow
              key={s.word}
              s={s}
              best={i === 0}
              exact={exact}
              explained={explained}
              onUse={onUse}
              onExplain={onExplain}
            />
          ))}
        </tbody>
      </table>
      {exact && (
        <p class="muted small" data-testid="exact-legend">
          Exp. guesses: to finish, this guess included, with the best play after it; proven, or ≥ a proven lower bound
          (an opening beyond its table's exact totals, or where the search ran out of time).
        </p>
      )}
    </section>
  );
}

/** The column headers (the exact column only with the optimal strategy). */
function Head({ exact }: { readonly exact: boolean }) {
  return (
    <thead>
      <tr>
        <th scope="col">Guess</th>
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
        <th scope="col" title="Can this guess be the answer?">
          Answer?
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
  readonly explained: string | null;
  readonly onUse: (word: string) => void;
  readonly onExplain: (word: string) => void;
}

/** One suggestion: the word (click for why), its numbers, and Use. */
function SuggestionRow({ s, best, exact, explained, onUse, onExplain }: RowProps) {
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
