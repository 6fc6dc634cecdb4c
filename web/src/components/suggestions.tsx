/** The top suggestions with their numbers, each with a one-click "use this guess". */
import type { SuggestionData } from '../protocol.js';

interface SuggestionsProps {
  readonly suggestions: readonly SuggestionData[];
  readonly onUse: (word: string) => void;
  /** The optimal tree's move here, when following a tree. */
  readonly treeGuess: string | null;
}

/** A table: guess, entropy (bits), expected answers left, worst case, can it be the answer. */
export function Suggestions({ suggestions, onUse, treeGuess }: SuggestionsProps) {
  if (suggestions.length === 0 && treeGuess === null) return null;
  return (
    <section class="panel" aria-labelledby="suggestions-title">
      <h2 id="suggestions-title">Suggestions</h2>
      {treeGuess !== null && (
        <p class="tree-move">
          Optimal tree plays <strong>{treeGuess.toUpperCase()}</strong>{' '}
          <button type="button" class="use" onClick={() => onUse(treeGuess)}>
            Use
          </button>
        </p>
      )}
      <table class="suggestions">
        <thead>
          <tr>
            <th scope="col">Guess</th>
            <th scope="col" title="Expected information, in bits">
              Bits
            </th>
            <th scope="col" title="Expected number of answers left">
              Exp. left
            </th>
            <th scope="col" title="Most answers that can be left">
              Worst
            </th>
            <th scope="col" title="Can this guess be the answer?">
              Answer?
            </th>
            <th scope="col">
              <span class="sr-only">Use</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {suggestions.map((s, i) => (
            <tr key={s.word} class={i === 0 ? 'best' : ''}>
              <th scope="row" class="word">
                {s.word.toUpperCase()}
              </th>
              <td>{s.entropy.toFixed(3)}</td>
              <td>{s.expectedSize.toFixed(2)}</td>
              <td>{s.worstCase}</td>
              <td>{s.isCandidate ? <span aria-label="yes">✓</span> : <span aria-label="no">–</span>}</td>
              <td>
                <button
                  type="button"
                  class="use"
                  aria-label={`Use ${s.word.toUpperCase()}`}
                  onClick={() => onUse(s.word)}
                >
                  Use
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
