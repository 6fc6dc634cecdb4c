/** The assistant's side panel: suggestions and the answers left, or the computation under way, or what went wrong. */
import { Candidates } from './candidates.js';
import { Computing } from './computing.js';
import { Suggestions } from './suggestions.js';
import { tablePriorNote } from 'wordlekit/core';
import { lastNytDay } from '../nyt.js';
import type { PositionReport } from '../protocol.js';
import type { Shown } from './use-report.js';

interface SidePanelProps {
  readonly shown: Shown | null;
  /**
   * Guesses left in the game, and the prior chosen in words ("the NYT history prior for #1988 …"; null:
   * equal weights): the numbers' prior, unless the answers widened.
   */
  readonly guessesLeft: number;
  readonly prior: string | null;
  /** The puzzle the advice is for (#N): the line on a table of openings says which day's prior it holds. */
  readonly adviceDay: number;
  /** The game was solved in this many guesses (its last colours all green), else null. */
  readonly solvedIn: number | null;
  /** The word list's name, for the note on guesses it does not have. */
  readonly listName: string;
  readonly explained: string | null;
  readonly onUse: (word: string) => void;
  readonly onExplain: (word: string) => void;
  readonly onCancel: () => void;
  readonly onRetry: () => void;
}

/** Suggestions and the answers left, or the computation under way, or what went wrong. */
export function SidePanel({
  shown,
  guessesLeft,
  prior,
  adviceDay,
  solvedIn,
  listName,
  explained,
  onUse,
  onExplain,
  onCancel,
  onRetry,
}: SidePanelProps) {
  if (shown === null) return <Computing progress={null} onCancel={onCancel} />;
  switch (shown.kind) {
    case 'computing':
      return <Computing progress={shown.progress} onCancel={onCancel} />;
    case 'cancelled':
      return (
        <p class="panel notice" data-testid="cancelled">
          Cancelled. Choose a faster strategy or option, or{' '}
          <button type="button" class="link" onClick={onRetry}>
            compute it anyway
          </button>
          .
        </p>
      );
    case 'error':
      return (
        <p class="error" role="alert">
          {shown.message}
        </p>
      );
    case 'report':
      return (
        <Report
          report={shown.report}
          {...{ guessesLeft, prior, adviceDay, solvedIn, listName, explained, onUse, onExplain }}
        />
      );
  }
}

interface ReportProps {
  readonly report: PositionReport;
  readonly guessesLeft: number;
  readonly prior: string | null;
  readonly adviceDay: number;
  readonly solvedIn: number | null;
  readonly listName: string;
  readonly explained: string | null;
  readonly onUse: (word: string) => void;
  readonly onExplain: (word: string) => void;
}

/** A position's report: that the answers widened (when they did), the suggestions, the answers left, the time. */
function Report(p: ReportProps) {
  const { report: r, guessesLeft, prior, explained, onUse, onExplain } = p;
  const widened = r.widened ?? null;
  // Once the answers widen, they are weighted by word frequency whatever the prior chosen.
  const under = widened !== null ? 'word frequency' : prior;
  const outside = r.outside ?? [];
  // At the start, from a shipped table under a prior: the CLI's line on it, for the advice's day.
  const t = r.startTable;
  const note = t && tablePriorNote(t.prior, p.adviceDay, lastNytDay(), t.computed ?? undefined);
  return (
    <>
      {outside.length > 0 && (
        <p class="notice" role="status" data-testid="outside">
          {outside.map((w) => w.toUpperCase()).join(', ')} {outside.length === 1 ? 'is' : 'are'} not in the {p.listName}{' '}
          list, but the NYT's game accepts {outside.length === 1 ? 'it' : 'them'}:{' '}
          {outside.length === 1 ? 'its' : 'their'} colours still count, and the answers below are the {p.listName}{' '}
          list's that fit them.
        </p>
      )}
      {widened !== null && (
        <p class="notice" role="status" data-testid="widened">
          {widened.charAt(0).toUpperCase() + widened.slice(1)}.
        </p>
      )}
      {note !== undefined && (
        <p class="muted small" data-testid="start-note">
          {note.charAt(0).toUpperCase() + note.slice(1)}.
        </p>
      )}
      <Suggestions
        suggestions={r.suggestions}
        tree={r.tree}
        guessesLeft={guessesLeft}
        prior={under}
        onUse={onUse}
        onExplain={onExplain}
        explained={explained}
      />
      <Candidates
        remaining={r.remaining}
        words={r.candidates}
        widened={widened !== null}
        likely={r.likely ?? null}
        solvedIn={p.solvedIn}
        onUse={onUse}
      />
      <p class="muted small" data-testid="timing">
        {r.cached === true
          ? 'Remembered from your last visit; recomputing…'
          : r.cached === 'build'
            ? 'Precomputed opening.'
            : `Computed in ${Math.round(r.ms)} ms.`}
      </p>
    </>
  );
}
