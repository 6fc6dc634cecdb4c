/** The analysis in plain words: what skill and luck mean, how the game went, and each turn in a sentence. */
import { chanceText, GRADE_MEANING } from 'wordlekit/core';
import type { GameReview, TurnReview } from '../protocol.js';

/** Guesses lost, in words. */
export const lossText = (lost: number): string =>
  lost <= 1e-9 ? 'no guesses lost' : `${lost.toFixed(3)} ${lost === 1 ? 'guess' : 'guesses'} lost`;

/** A chance lost (0–1, or a sum of them over turns), as a percentage: "45.5%", never 0 when some is lost. */
export const chanceLostText = (x: number): string => (x > 0 && x < 0.0005 ? '<0.1%' : `${(100 * x).toFixed(1)}%`);

/** What a turn graded exactly lost: the chance to win where it lowered it, else guesses. */
export function turnLossText(r: TurnReview): string | null {
  if (r.chanceLost != null && r.chanceLost > 0) return `${chanceLostText(r.chanceLost)} chance to win lost`;
  return r.guessesLost != null ? lossText(r.guessesLost) : null;
}

/** A 0–99 grade, marked ~ when it is a one-step estimate (as `wordle analyze` marks it). */
export const grade = (value: number, estimated: boolean | undefined): string =>
  `${estimated === true ? '~' : ''}${value}`;

/** The best move of a turn, in words: the exact best when graded exactly, else the strategy's guess. */
function bestText(r: TurnReview): string {
  const W = r.guess.toUpperCase();
  if (r.exactBest != null && r.chanceLost != null && r.chanceLost > 0) {
    const chance = (p: number | null | undefined) => chanceText(p ?? 0);
    return `the best move was ${r.exactBest.toUpperCase()} (a ${chance(r.bestWinChance)} chance to win, against ${chance(r.winChance)})`;
  }
  if (r.exactBest != null && r.expectedGuesses != null && r.bestExpectedGuesses != null) {
    return r.exactBest === r.guess || r.guessesLost === 0
      ? `${W} was a best move (${r.expectedGuesses.toFixed(3)} expected guesses to finish)`
      : `the best move was ${r.exactBest.toUpperCase()} (${r.bestExpectedGuesses.toFixed(3)} expected guesses to finish, against ${r.expectedGuesses.toFixed(3)})`;
  }
  return r.bestGuess === r.guess
    ? `${W} was the strategy's own choice`
    : `the strategy would play ${r.bestGuess.toUpperCase()} (${r.bestBits.toFixed(2)} bits against ${r.expectedBits.toFixed(2)})`;
}

/** True when the turn's colours are all green: the guess was the answer. */
export const solvedBy = (r: TurnReview): boolean => r.pattern === 3 ** r.guess.length - 1;

/**
 * What a turn left, in words, from the turn's own facts (its colours and its counts, the table's):
 * "solved it" only when its colours are all green. Once no likely answer fitted, the counts are of
 * the accepted words that fit: the turn that left the likely answers says so, the later ones count
 * words, not answers.
 */
function leftText(r: TurnReview, previous: TurnReview | undefined): string {
  const words = (n: number) => `${n} accepted ${n === 1 ? 'word' : 'words'}`;
  const answers = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`;
  const counted = r.widened === true && previous?.widened === true ? words : answers;
  if (solvedBy(r)) return r.before === 1 ? 'solved it' : `solved it, out of ${counted(r.before)}`;
  if (r.before === 1) return `was not the one ${r.widened === true ? 'accepted word' : 'answer'} left`;
  if (r.widened !== true) return `left ${r.after} of ${answers(r.before)}`;
  return previous?.widened === true
    ? `left ${r.after} of ${words(r.before)}`
    : `left none of the ${r.before} likely ${r.before === 1 ? 'answer' : 'answers'} (${words(r.after)} ${r.after === 1 ? 'fits' : 'fit'})`;
}

/** One turn in words. */
function turnSentence(r: TurnReview, i: number, previous: TurnReview | undefined): string {
  const W = r.guess.toUpperCase();
  const left = leftText(r, previous);
  const luck = r.luck >= 67 ? 'a lucky outcome' : r.luck <= 33 ? 'an unlucky outcome' : 'an ordinary outcome';
  const loss = turnLossText(r);
  const lost = loss !== null ? `; ${loss}` : '';
  const estimate = r.skillEstimated === true || r.luckEstimated === true ? ' (~: an estimate)' : '';
  return `Turn ${i + 1}: ${W} ${left}; ${bestText(r)}; skill ${grade(r.skill, r.skillEstimated)}, ${luck} (luck ${grade(r.luck, r.luckEstimated)})${lost}${estimate}.`;
}

/** How the game went overall, every turn in a sentence, and what skill and luck mean (a click away). */
export function AnalysisWords({ review }: { readonly review: GameReview }) {
  return (
    <>
      <p class="explain-words" data-testid="skill-luck-words">
        {review.skill >= 80
          ? 'You played close to the best moves'
          : review.skill >= 50
            ? 'Your guesses were reasonable, with room to improve'
            : 'Other guesses would have narrowed things down much faster'}
        {review.luck >= 60
          ? ', and the colours were kind to you.'
          : review.luck <= 40
            ? ', and the colours were against you.'
            : '.'}
      </p>
      <ol class="turn-words">
        {review.turns.map((r, i) => (
          <li key={i}>{turnSentence(r, i, review.turns[i - 1])}</li>
        ))}
      </ol>
      <details class="terms-box">
        <summary>What skill and luck mean</summary>
        {/* The one definition of skill and luck, the CLI's and the Help's too. */}
        <p class="explain-words">
          <strong>Skill</strong> {GRADE_MEANING.skill}
        </p>
        <p class="explain-words">
          <strong>Luck</strong> {GRADE_MEANING.luck}
        </p>
      </details>
    </>
  );
}
