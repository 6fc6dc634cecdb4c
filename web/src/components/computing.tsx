/** The state of a computation under way: a spinner, how far it has got, and a Cancel button. */
import type { ProgressData } from '../protocol.js';

interface ComputingProps {
  readonly progress: ProgressData | null;
  readonly onCancel: () => void;
  readonly what?: string;
}

/** Shown in place of results that are not ready: never the previous position's numbers. */
export function Computing({ progress, onCancel, what = 'Computing suggestions' }: ComputingProps) {
  const pct = progress === null || progress.total === 0 ? null : Math.round((100 * progress.done) / progress.total);
  return (
    <section class="panel computing" data-testid="computing" aria-label={what}>
      <p class="computing-line">
        <span class="spinner" aria-hidden="true" />
        <span role="status">
          {what}
          {progress !== null ? `: ${progress.stage}` : '…'}
        </span>
      </p>
      {pct !== null && (
        <div
          class="progress"
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
        >
          <div class="progress-bar" style={{ width: `${pct}%` }} />
        </div>
      )}
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </section>
  );
}
