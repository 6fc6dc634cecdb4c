/**
 * The remaining answers: how many, and the words once there are few enough to read; why there are
 * so many more under word frequency; and the accepted words outside the likely list that fit too.
 */
import { useEffect, useState } from 'preact/hooks';
import type { OtherWords as OtherWordsData, SolverOptions, TurnData } from '../protocol.js';
import type { SolverClient } from '../solver-client.js';
import { grouped } from '../numbers.js';

interface CandidatesProps {
  readonly remaining: number;
  readonly words: readonly string[] | null;
  /** True when they are the accepted words that fit (no likely answer did). */
  readonly widened?: boolean;
  /** Under word frequency (every accepted word an answer): how many of them are likely answers; else null. */
  readonly likely?: number | null;
  /** The game was solved in this many guesses, else null. */
  readonly solvedIn?: number | null;
  readonly onUse: (word: string) => void;
}

/** A list of words as buttons (clicking one enters it as the next guess). */
function Chips({ words, onUse }: { readonly words: readonly string[]; readonly onUse: (word: string) => void }) {
  return (
    <ul class="candidates">
      {words.map((w) => (
        <li key={w}>
          <button type="button" class="chip" onClick={() => onUse(w)}>
            {w.toUpperCase()}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The heading's words after the count. */
function countWords(remaining: number, widened: boolean, likely: number | null): string {
  if (widened) return `accepted ${remaining === 1 ? 'word fits' : 'words fit'}`;
  if (likely !== null) return `${remaining === 1 ? 'word' : 'words'} left`;
  return remaining === 1 ? 'answer left' : 'answers left';
}

/** Count, then the words as buttons. */
export function Candidates({
  remaining,
  words,
  widened = false,
  likely = null,
  solvedIn = null,
  onUse,
}: CandidatesProps) {
  return (
    <section class="panel" aria-labelledby="candidates-title">
      <h2 id="candidates-title">
        <span class="count" data-testid="remaining">
          {grouped(remaining)}
        </span>{' '}
        {countWords(remaining, widened, likely)}
      </h2>
      {likely !== null && (
        <p class="muted small" data-testid="frequency-why">
          Under word frequency any accepted word can be the answer, weighted by how common it is: these colours fit{' '}
          {grouped(remaining)} accepted {remaining === 1 ? 'word' : 'words'}, {likely} of them likely answers (the only
          ones that count with equal weights or the NYT history).
        </p>
      )}
      {words !== null && words.length > 1 && words.length < remaining && (
        <p class="muted small" data-testid="most-likely">
          The {words.length} most likely:
        </p>
      )}
      {words !== null && words.length > 1 && <Chips words={words} onUse={onUse} />}
      {words !== null && words.length === 1 && (
        <p class="solved-hint" data-testid="solved">
          {solvedIn !== null ? (
            <>
              Solved in {solvedIn}: <strong>{words[0]?.toUpperCase()}</strong>.
            </>
          ) : (
            <>
              It is <strong>{words[0]?.toUpperCase()}</strong>.
            </>
          )}
        </p>
      )}
    </section>
  );
}

/**
 * The accepted words outside the likely list that fit too (the NYT may pick any accepted word): how
 * many, and on request which, most likely first; the advice above leaves them out.
 */
export function OtherWords({
  solver,
  options,
  history,
  onUse,
}: {
  readonly solver: SolverClient;
  readonly options: SolverOptions;
  readonly history: readonly TurnData[];
  readonly onUse: (word: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [others, setOthers] = useState<{ key: string; words: OtherWordsData } | null>(null);
  const key = JSON.stringify([options, history]);
  useEffect(() => {
    let live = true;
    // (asked once the suggestions are shown: they never wait for it)
    solver.request({ kind: 'others', options, history }).then(
      (words) => live && setOthers({ key, words }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [solver, key]);
  if (others?.key !== key || others.words === null || others.words.count === 0) return null;
  const { count, words } = others.words;
  return (
    <section class="panel others" aria-labelledby="others-title" data-testid="others">
      <h2 id="others-title" class="small-title">
        Less likely: {grouped(count)} more accepted {count === 1 ? 'word fits' : 'words fit'}
      </h2>
      <p class="muted small">
        The NYT can pick any accepted word, but rarely one outside the likely answers: the advice above leaves{' '}
        {count === 1 ? 'it' : 'them'} out (it turns to {count === 1 ? 'it' : 'them'} if no likely answer fits).{' '}
        {!open && (
          <button type="button" class="link" onClick={() => setOpen(true)}>
            Show {count === 1 ? 'it' : count <= words.length ? 'them' : `the ${words.length} most common`}
          </button>
        )}
      </p>
      {open && <Chips words={words} onUse={onUse} />}
    </section>
  );
}
