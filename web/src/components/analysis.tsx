/**
 * The per-turn analysis of a game: bits expected and gained, skill against the best move, luck,
 * each said in plain words, and guesses lost when the worker has exact values.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameReview, ProgressData, SolverOptions, TurnData } from '../protocol.js';
import { isCancelled, type SolverClient } from '../solver-client.js';
import { AnalysisTable } from './analysis-table.js';
import { BotPath } from './bot-path.js';
import { chanceText } from 'wordlekit/core';
import { underPrior } from '../priors.js';
import { AnalysisWords, chanceLostText, grade, lossText, solvedBy } from './analysis-words.js';
import { RemainingChart } from './chart.js';
import { Computing } from './computing.js';

/** Guesses in a game. */
const MAX_GUESSES = 6;

interface AnalysisProps {
  readonly solver: SolverClient;
  readonly options: SolverOptions;
  /** The puzzle the history prior is for, as the page names it (its options' day may be the prior's, a later one's). */
  readonly day?: number;
  readonly history: readonly TurnData[];
  /** The answer, when known (a lost game's headline names it). */
  readonly answer?: string | null;
}

/**
 * The review of a game from the worker, with its progress, or the error (`cancelled` when the user
 * stopped it): first the one-step estimates (at once, marked estimated), then the exact review,
 * which replaces them whatever time it takes (the verdict never depends on the device's speed).
 */
function useReview(solver: SolverClient, options: SolverOptions, history: readonly TurnData[], retry: number) {
  const [review, setReview] = useState<GameReview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<ProgressData | null>(null);
  useEffect(() => {
    let live = true;
    setReview(null);
    setError(null);
    setProgress(null);
    const ask = (exact: boolean) =>
      solver.request({ kind: 'analyze', options, history, exact }, (p) => live && setProgress(p));
    ask(false)
      .then((r) => {
        if (live) setReview(r);
        return ask(true);
      })
      .then((r) => live && setReview(r))
      .catch(
        (e: unknown) => live && setError(isCancelled(e) ? 'cancelled' : e instanceof Error ? e.message : String(e)),
      );
    return () => {
      live = false;
    };
  }, [solver, JSON.stringify([options, history]), retry]);
  return { review, error, progress };
}

/** Over the estimates: they are estimates, and the exact grades are coming (or were cancelled). */
function Estimated(props: {
  readonly progress: ProgressData | null;
  readonly cancelled: boolean;
  readonly solver: SolverClient;
  readonly retry: () => void;
}) {
  return (
    <div class="notice" role="status" data-testid="analysis-estimated">
      <p>Estimates from one-step numbers (marked ~): the exact grades are being computed and will replace them.</p>
      {props.cancelled ? (
        <p>
          Exact grading cancelled.{' '}
          <button type="button" class="link" onClick={props.retry}>
            Grade exactly
          </button>
        </p>
      ) : (
        <Computing progress={props.progress} what="Grading exactly" onCancel={() => props.solver.cancel()} />
      )}
    </div>
  );
}

/** The turns that lowered the chance to win, in words: "turn 3, SHINE (27.3%, where BUMPS kept 72.7%)". */
function chanceDrops(review: GameReview): string[] {
  return review.turns.flatMap((r, i) =>
    r.chanceLost != null && r.chanceLost > 0
      ? [
          `turn ${i + 1}, ${r.guess.toUpperCase()} (${chanceText(r.winChance ?? 0)}, where ` +
            `${(r.exactBest ?? r.bestGuess).toUpperCase()} kept ${chanceText(r.bestWinChance ?? 0)})`,
        ]
      : [],
  );
}

/**
 * The game in one sentence, from the same facts as the table: solved in how many, lost (and what
 * lost it: the turns that lowered the chance to win, else the colours), or not finished.
 */
export function verdictText(review: GameReview, answer: string | null): string {
  const n = review.turns.length;
  const last = review.turns[n - 1];
  if (last === undefined) return '';
  if (solvedBy(last)) return `Solved in ${n}.`;
  if (n < MAX_GUESSES) return `Not finished: ${n} ${n === 1 ? 'guess' : 'guesses'} so far, ${last.after} left.`;
  const what = answer === null ? 'The answer was not found' : `Lost: ${answer.toUpperCase()} was not found`;
  const drops = chanceDrops(review);
  if (review.estimated === true) return `${what} in ${n} guesses.`;
  return drops.length === 0
    ? `${what} in ${n} guesses, though every guess kept the best chance to win there was: the colours decided it.`
    : `${what} in ${n} guesses. The chance to win fell at ${drops.join(', then at ')}.`;
}

/** The summary line: skill and luck (marked ~ while they are estimates), bits, and what was lost. */
function Summary({ review }: { readonly review: GameReview }) {
  return (
    <p class="summary">
      Skill <strong>{grade(review.skill, review.estimated)}</strong> · Luck{' '}
      <strong>{grade(review.luck, review.estimated)}</strong> · {review.actualBits.toFixed(2)} bits gained (
      {review.expectedBits.toFixed(2)} expected)
      {review.chanceLost != null && review.chanceLost > 0 && (
        <>
          {' '}
          · <strong data-testid="chance-lost">{chanceLostText(review.chanceLost)} chance to win lost</strong>
        </>
      )}
      {review.guessesLost != null && (
        <>
          {' '}
          · <strong data-testid="guesses-lost">{lossText(review.guessesLost)}</strong>
        </>
      )}
    </p>
  );
}

/** Fetches the analysis from the worker and shows it as words, a table and a chart. */
export function Analysis({ solver, options, day, history, answer = null }: AnalysisProps) {
  const [retry, setRetry] = useState(0);
  const { review, error, progress } = useReview(solver, options, history, retry);
  const again = () => setRetry((n) => n + 1);
  if (error === 'cancelled' && review === null) {
    return (
      <p class="panel notice">
        Analysis cancelled.{' '}
        <button type="button" class="link" onClick={again}>
          Analyse anyway
        </button>
      </p>
    );
  }
  if (error !== null && error !== 'cancelled') return <p class="error">{error}</p>;
  if (review === null)
    return <Computing progress={progress} what="Analysing the game" onCancel={() => solver.cancel()} />;
  const rows = review.turns;
  const counts = rows.length > 0 ? [rows[0]?.before ?? 0, ...rows.map((r) => r.after)] : [];
  return (
    <>
      <section
        class="panel analysis"
        aria-labelledby="analysis-title"
        data-testid="analysis"
        data-state={review.estimated === true ? 'estimated' : 'exact'}
      >
        <h2 id="analysis-title">Analysis</h2>
        {review.estimated === true && (
          <Estimated progress={progress} cancelled={error === 'cancelled'} solver={solver} retry={again} />
        )}
        <p class="game-verdict" data-testid="game-verdict">
          <strong>{verdictText(review, answer)}</strong>
        </p>
        <Summary review={review} />
        <p class="muted small" data-testid="graded-under">
          Graded under {underPrior(options.prior, day ?? options.day ?? 0)}
          {options.prior === 'history' ? ', as the assistant advises for that day' : ''}.
        </p>
        {review.widened != null && (
          <p class="notice" role="note" data-testid="analysis-widened">
            {review.widened.charAt(0).toUpperCase() + review.widened.slice(1)}.
          </p>
        )}
        <AnalysisWords review={review} />
        <AnalysisTable rows={rows} />
        {counts.length > 0 && <RemainingChart counts={counts} />}
      </section>
      {review.bot != null && <BotPath bot={review.bot} turns={rows} />}
    </>
  );
}
