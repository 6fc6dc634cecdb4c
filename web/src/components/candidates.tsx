/** The remaining answers: how many, and the words once there are few enough to read. */
import { grouped } from '../numbers.js';

interface CandidatesProps {
  readonly remaining: number;
  readonly words: readonly string[] | null;
  /** True when they are the accepted words that fit (no likely answer did). */
  readonly widened?: boolean;
  readonly onUse: (word: string) => void;
}

/** Count, then the words as buttons (clicking one enters it as the next guess). */
export function Candidates({ remaining, words, widened = false, onUse }: CandidatesProps) {
  return (
    <section class="panel" aria-labelledby="candidates-title">
      <h2 id="candidates-title">
        <span class="count" data-testid="remaining">
          {grouped(remaining)}
        </span>{' '}
        {widened
          ? `accepted ${remaining === 1 ? 'word fits' : 'words fit'}`
          : remaining === 1
            ? 'answer left'
            : 'answers left'}
      </h2>
      {words !== null && words.length > 1 && (
        <ul class="candidates">
          {words.map((w) => (
            <li key={w}>
              <button type="button" class="chip" onClick={() => onUse(w)}>
                {w.toUpperCase()}
              </button>
            </li>
          ))}
        </ul>
      )}
      {words !== null && words.length === 1 && (
        <p class="solved-hint">
          It is <strong>{words[0]?.toUpperCase()}</strong>.
        </p>
      )}
    </section>
  );
}
