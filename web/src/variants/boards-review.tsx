/**
 * The review of a finished game on several boards, from the worker (the library's
 * `reviewBoardsGame`, as `wordle analyze --boards` gives it): each guess beside the advice's with
 * their figures, the verdict, and the advice's own game for the same answers.
 */
import { useEffect, useState } from 'preact/hooks';
import {
  boardsLeftText,
  boardsMoveText,
  boardsSolvedBy,
  boardsReviewSummary,
  boardsVerdictText,
  EXACT_JOINT_MAX,
  type BoardsReview,
  type BoardsTurnReview,
} from 'wordlekit/variants';
import type { VariantLength } from '../protocol.js';
import type { SolverClient } from '../solver-client.js';

/** One of your guesses beside the advice's. */
function TurnRow({ t }: { readonly t: BoardsTurnReview }) {
  return (
    <tr data-testid={`review-turn-${t.turn}`} class={t.verdict.kind}>
      <td>{t.turn}</td>
      <th scope="row">{t.guess.toUpperCase()}</th>
      <td class="left">
        {boardsLeftText(t.boardsBefore)} → {boardsLeftText(t.boardsAfter, t.solvedNow)}
      </td>
      <td>{t.measure}</td>
      <td data-testid="advice">{t.advice.word.toUpperCase()}</td>
      <td data-testid="advice-bits">{t.advice.entropy.toFixed(2)}</td>
      <td data-testid="advice-finish">{boardsMoveText(t.advice)}</td>
      <td data-testid="your-bits">{t.yours.entropy.toFixed(2)}</td>
      <td data-testid="your-finish">{boardsMoveText(t.yours)}</td>
      <td data-testid="verdict">{boardsVerdictText(t.verdict, t.measure)}</td>
    </tr>
  );
}

/** Your game and the advice's for the same answers, side by side. */
function BotGame({ review }: { readonly review: BoardsReview }) {
  const steps = review.bot.steps;
  const n = Math.max(review.turns.length, steps.length);
  return (
    <>
      <h3>Your game and the {review.strategy} advice's</h3>
      <div class="table-scroll">
        <table class="suggestions bot" data-testid="review-bot">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">yours</th>
              <th scope="col">the advice's</th>
              <th scope="col">its left</th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: n }, (_, i) => {
              const its = steps[i];
              return (
                <tr key={i}>
                  <td>{i + 1}</td>
                  <td>{review.turns[i]?.guess.toUpperCase() ?? ''}</td>
                  <td>{its?.guess.toUpperCase() ?? ''}</td>
                  <td>
                    {its === undefined
                      ? ''
                      : boardsLeftText(
                          its.remainingByBoard ?? [],
                          boardsSolvedBy(its.patterns, review.answers[0]!.length),
                        )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The review's table, notes, summary and the two games side by side. */
export function BoardsReviewTable({ review }: { readonly review: BoardsReview }) {
  return (
    <div class="boards-review" data-testid="boards-review">
      <h2>Review</h2>
      <p data-testid="review-summary">{boardsReviewSummary(review)}</p>
      <div class="table-scroll">
        <table class="suggestions">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">guess</th>
              <th scope="col">left before → after</th>
              <th scope="col">by</th>
              <th scope="col">advice</th>
              <th scope="col">its bits</th>
              <th scope="col">its finish</th>
              <th scope="col">your bits</th>
              <th scope="col">your finish</th>
              <th scope="col">verdict</th>
            </tr>
          </thead>
          <tbody>
            {review.turns.map((t) => (
              <TurnRow t={t} key={t.turn} />
            ))}
          </tbody>
        </table>
      </div>
      <p class="note">
        by: proven where the exact search of several boards finishes (at most {EXACT_JOINT_MAX} joint answers: the
        advice is the proven best guess, finish its exact value, unmarked); elsewhere what the advice goes by there
        (bits: joint entropy; rollout: the game played out on sampled answers; endgame: an exact search over every
        candidate and the 10 best words by bits). Bits are exact; finish is the expected guesses to solve every board,
        this one included: ~ an estimate, ≤ a bound (a play the search found achieves it).
      </p>
      <BotGame review={review} />
    </div>
  );
}

/** Asks the worker for the review of the finished game, and shows it (or why there is none). */
export function BoardsReviewPanel(props: {
  readonly solver: SolverClient;
  readonly length: VariantLength;
  readonly answers: readonly string[];
  readonly guesses: readonly string[];
}) {
  const { solver, length, answers, guesses } = props;
  const [review, setReview] = useState<BoardsReview | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setReview(null);
    setError(null);
    solver
      .request({ kind: 'boards-review', length, answers, guesses })
      .then((r) => live && setReview(r))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [solver, length, JSON.stringify([answers, guesses])]);
  if (error !== null) return <p role="alert">No review: {error}</p>;
  if (review === null) return <p role="status">Reviewing the game…</p>;
  return <BoardsReviewTable review={review} />;
}
