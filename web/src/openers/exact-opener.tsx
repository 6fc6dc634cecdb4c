/**
 * An opener the table only bounds: the bound at once, then its exact total, from this browser's
 * storage (checked) or computed here on request, with its progress and a Cancel button, and the
 * rank the table gives it (exact, or a proven range).
 */
import type { ComponentChildren } from 'preact';
import type { OpeningsMeta } from 'wordlekit';
import type { OpenerVerdict } from 'wordlekit/search';
import type { ListName, OpenerReport, ProgressData } from '../protocol.js';
import type { SolverClient } from '../solver-client.js';
import { useExactOpener } from './use-exact.js';

interface ExactProps {
  readonly solver: SolverClient;
  readonly list: ListName;
  readonly word: string;
  readonly hard: boolean;
  readonly meta: OpeningsMeta;
  /** The table's verdict: its bound. */
  readonly bound: ComponentChildren;
}

/** The bound, then the exact total (see the file comment). */
export function ExactOpener({ solver, list, word, hard, meta, bound }: ExactProps) {
  const { state, compute, cancel } = useExactOpener(solver, list, word, hard);
  const W = word.toUpperCase();
  if (state.kind === 'done' && state.report.verdict !== null) {
    return <Found v={state.report.verdict} report={state.report} meta={meta} />;
  }
  return (
    <>
      {bound}
      {state.kind === 'computing' && <Progress word={W} progress={state.progress} onCancel={cancel} />}
      {state.kind === 'offer' && (
        <div class="exact-offer">
          {state.discarded !== null && (
            <p class="note" data-testid="discarded">
              The value this browser kept for {W} did not check out ({state.discarded}): it is not used.
            </p>
          )}
          {state.cancelled && <p data-testid="cancelled">Cancelled: nothing was kept.</p>}
          <p class="muted small">
            The exact search can prove its exact total here, in this browser: seconds on a computer, up to a minute on a
            phone, offline too. The result is kept in this browser.
          </p>
          <button type="button" class="primary" onClick={compute}>
            Compute the exact total
          </button>
        </div>
      )}
      {state.kind === 'error' && (
        <p class="error" data-testid="exact-error">
          The exact total could not be computed: {state.message}
        </p>
      )}
    </>
  );
}

/** How far the proof has got (outcomes of the opener proven), and Cancel. */
function Progress({ word, progress, onCancel }: { word: string; progress: ProgressData | null; onCancel: () => void }) {
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;
  return (
    <div class="exact-progress" data-testid="computing">
      <p class="computing-line">
        <span class="spinner" aria-hidden="true" />
        <span role="status">
          Computing the exact total of {word}
          {total > 0 ? `: ${done} of ${total} outcomes proven` : '…'}
        </span>
      </p>
      <div
        class="progress"
        role="progressbar"
        aria-label="Outcomes proven"
        aria-valuemin={0}
        aria-valuemax={Math.max(total, 1)}
        aria-valuenow={done}
        aria-valuetext={total > 0 ? `${done} of ${total}` : 'starting'}
      >
        <div class="progress-bar" style={{ width: `${total > 0 ? (100 * done) / total : 0}%` }} />
      </div>
      <button type="button" onClick={onCancel} aria-label={`Cancel computing ${word}`}>
        Cancel
      </button>
    </div>
  );
}

/** `n thing(s)`. */
const count = (n: number, thing: string): string => `${n} ${thing}${n === 1 ? '' : 's'}`;

/** Where the value came from, and what was checked of it, in words. */
function from(report: OpenerReport): string {
  const v = report.verdict;
  if (v?.from === 'cache') {
    if (v.checked !== 'tree')
      return "Read back from this browser's storage, where it was computed before: not proven again now";
    return v.proven
      ? "Read back from this browser's storage: its tree, checked now, reaches the table's proven bound"
      : "Read back from this browser's storage: its tree, checked now, reaches this total; that none does better was proven when it was computed, not now";
  }
  const kept = report.notKept === null ? 'kept in this browser' : `not kept: ${report.notKept}`;
  return `Computed now in this browser in ${(report.ms / 1000).toFixed(1)} s, ${kept}`;
}

/** The exact value found in this browser, with its rank as the table decides it. */
function Found({ v, report, meta }: { v: OpenerVerdict; report: OpenerReport; meta: OpeningsMeta }) {
  const W = <strong class="word">{v.word.toUpperCase()}</strong>;
  const { best, worst } = v.rankRange;
  const rank = best === worst ? `rank ${best}` : `rank ${best} to ${worst}`;
  return (
    <>
      <p class="verdict" data-testid="verdict">
        {v.total === null ? (
          <>
            {W} cannot find every answer within {meta.maxGuesses} guesses{meta.mode === 'hard' ? ' in hard mode' : ''},
            whatever follows
          </>
        ) : (
          <>
            {W} needs <strong>{v.total}</strong> guesses over the {meta.answers} answers,{' '}
            <strong>{v.average!.toFixed(4)}</strong> on average: {rank} of {v.of} openings
          </>
        )}{' '}
        ({v.proven ? 'proven' : "from this browser's storage"}).
      </p>
      <p class="muted small" data-testid="exact-from">
        {from(report)}.{v.lost && ' It ranks after every opening that can.'}
        {!v.lost &&
          best !== worst &&
          ` The table decides its rank only within that range: ${count(best - 1, 'opening')} with a smaller exact total, and ${count(worst - best, 'other')} with only a bound below it.`}
      </p>
    </>
  );
}
