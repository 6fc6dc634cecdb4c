/**
 * An opener the table only bounds (or says cannot win every game): the table's word at once, then
 * its exact value, from this browser's storage (checked) or computed here on request, with its
 * progress and a Cancel button, and the rank the table gives it (exact, or a proven range). The
 * exact value of an opening that cannot win every game is the fewest answers it loses, then its
 * total (a lost game counting the guesses allowed + 1).
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
  /** The table says the opening cannot win every game (what is computed is then how many it loses at best). */
  readonly loses: boolean;
  /** The table's verdict: its bound, or that it cannot win every game. */
  readonly bound: ComponentChildren;
}

/** The bound, then the exact total (see the file comment). */
export function ExactOpener({ solver, list, word, hard, meta, loses, bound }: ExactProps) {
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
            {loses
              ? 'The exact search can find here, in this browser, how few answers it loses at best, and its total then: minutes on a computer, longer on a phone, offline too.'
              : hard
                ? 'The exact search can prove its exact total here, in this browser: from seconds to many minutes on a computer in hard mode (the openings that only just win every game take longest), longer on a phone, offline too.'
                : 'The exact search can prove its exact total here, in this browser: seconds on a computer, up to a minute on a phone, offline too.'}{' '}
            The result is kept in this browser.
          </p>
          <button type="button" class="primary" onClick={compute}>
            {loses ? 'Compute its fewest losses' : 'Compute the exact total'}
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
          Computing the exact value of {word}
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
  const n = meta.answers;
  const lost = v.fewestLost ?? 0;
  return (
    <>
      <p class="verdict" data-testid="verdict">
        {v.lost ? (
          <>
            {W} <strong>cannot win every game</strong>
            {meta.mode === 'hard' ? ' in hard mode' : ''}: at best it loses <strong>{lost}</strong> of the {n} answers
            (wins {n - lost}, {((100 * (n - lost)) / n).toFixed(2)}%), and then needs <strong>{v.total}</strong> guesses
            in all, {v.average!.toFixed(4)} on average, a lost game counting {meta.maxGuesses + 1}: {rank} of {v.of}{' '}
            openings
          </>
        ) : (
          <>
            {W} needs <strong>{v.total}</strong> guesses over the {n} answers, <strong>{v.average!.toFixed(4)}</strong>{' '}
            on average: {rank} of {v.of} openings
          </>
        )}{' '}
        ({v.proven ? 'proven' : "from this browser's storage"}).
      </p>
      <p class="muted small" data-testid="exact-from">
        {from(report)}.
        {v.lost &&
          ` Every opening that can win every game ranks before it (${count(best - 1, 'opening')} the table proves can)${worst > best ? '; the table does not know how many answers the others lose' : ''}.`}
        {!v.lost &&
          best !== worst &&
          ` The table decides its rank only within that range: ${count(best - 1, 'opening')} with a smaller exact total, and ${count(worst - best, 'other')} with only a bound below it.`}
      </p>
    </>
  );
}
