/** The assistant's side panel: suggestions and the answers left, or the computation under way, or what went wrong. */
import { Candidates } from './candidates.js';
import { Computing } from './computing.js';
import { Suggestions } from './suggestions.js';
import type { PositionReport } from '../protocol.js';
import type { Shown } from './use-report.js';

interface SidePanelProps {
  readonly shown: Shown | null;
  /** Guesses left in the game, and the prior chosen (the numbers' prior, unless the answers widened). */
  readonly guessesLeft: number;
  readonly prior: string;
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
      return <Report report={shown.report} {...{ guessesLeft, prior, explained, onUse, onExplain }} />;
  }
}

interface ReportProps {
  readonly report: PositionReport;
  readonly guessesLeft: number;
  readonly prior: string;
  readonly explained: string | null;
  readonly onUse: (word: string) => void;
  readonly onExplain: (word: string) => void;
}

/** A position's report: that the answers widened (when they did), the suggestions, the answers left, the time. */
function Report({ report: r, guessesLeft, prior, explained, onUse, onExplain }: ReportProps) {
  const widened = r.widened ?? null;
  // Once the answers widen, they are weighted by word frequency whatever the prior chosen.
  const under = widened !== null ? 'frequency' : prior === 'uniform' ? null : prior;
  return (
    <>
      {widened !== null && (
        <p class="notice" role="status" data-testid="widened">
          {widened.charAt(0).toUpperCase() + widened.slice(1)}.
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
      <Candidates remaining={r.remaining} words={r.candidates} widened={widened !== null} onUse={onUse} />
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
