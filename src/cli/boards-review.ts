import { formatFeedback } from '../core/feedback.js';
import type { Pattern } from '../core/types.js';
import type { BoardsMove, BoardsReview } from '../engine/boards/review.js';
import {
  boardsLeftText,
  boardsMoveText,
  boardsReviewSummary,
  boardsSolvedBy,
  boardsVerdictText,
} from '../engine/boards/review-text.js';
import { boardGameName } from '../engine/game/rules.js';
import { EXACT_JOINT_MAX } from '../engine/exact/boards.js';
import { boardsLetters, boardsProvenJson } from './boards-format.js';
import { NOTE_WIDTH, num, round, table, wrapText } from './format.js';

/** The per-turn table: the position, the advice's guess and yours with their figures, the verdict. */
export function boardsReviewTable(r: BoardsReview): string {
  const L = r.answers[0]?.length ?? 5;
  const rows = r.turns.map((t) => [
    String(t.turn),
    t.guess,
    boardsLetters(t.patterns, L),
    `${boardsLeftText(t.before)} → ${boardsLeftText(t.after, t.solvedNow)}`,
    t.measure,
    t.advice.word,
    num(t.advice.entropy, 2),
    boardsMoveText(t.advice),
    num(t.yours.entropy, 2),
    boardsMoveText(t.yours),
    boardsVerdictText(t.verdict, t.measure),
  ]);
  const header = ['#', 'guess', 'feedback', 'left before → after', 'by', 'advice', 'its bits', 'its finish'];
  header.push('your bits', 'your finish', 'verdict');
  return table(header, rows, [1, 2, 3, 4, 5, 10]);
}

/** What the columns mean. */
export const BOARDS_REVIEW_NOTE = wrapText(
  `by: proven where the exact search of several boards finishes (at most ${EXACT_JOINT_MAX} joint answers: the advice is the ` +
    'proven best guess, finish its exact value, unmarked, and any guess lost against it counts); elsewhere what the ' +
    'advice goes by: bits (joint entropy, where many answers are left), rollout (it plays the game ' +
    'out on sampled answers with a cheap policy) or endgame (an exact search over every candidate and the 10 best ' +
    'words by bits). bits: exact (the expected information over the answers left, equally likely). finish: expected ' +
    'guesses to solve every board, this one included; ~ an estimate (rollouts), ≤ a bound (a play the endgame search ' +
    'found achieves it and its chance to win, shown when below 100%; a lost game counts each open board once more).',
  NOTE_WIDTH,
  '',
);

/** Your game and the advice's for the same answers, side by side. */
export function boardsBotText(r: BoardsReview): string {
  const L = r.answers[0]?.length ?? 5;
  const steps = r.bot.steps;
  const rows: string[][] = [];
  for (let i = 0; i < Math.max(r.turns.length, steps.length); i++) {
    const mine = r.turns[i];
    const its = steps[i];
    rows.push([
      String(i + 1),
      mine === undefined ? '' : `${mine.guess} ${boardsLetters(mine.patterns, L)}`,
      its === undefined ? '' : `${its.guess} ${boardsLetters(its.patterns, L)}`,
      its === undefined ? '' : boardsLeftText(its.remaining, boardsSolvedBy(its.patterns, L)),
    ]);
  }
  const head = `Your game and the ${r.strategy} advice's for the same answers (${r.answers.join(' ')}):`;
  return `${head}\n${table(['#', 'yours', "the advice's", 'its left'], rows, [0, 1, 2, 3])}`;
}

/** The review as text: the header, the table, the notes, the summary and the two games side by side. */
export function boardsReviewText(r: BoardsReview): string {
  const n = r.answers.length;
  const head = `${boardGameName(n)} review: ${n} boards, ${r.maxGuesses} guesses; the advice: the ${r.strategy} strategy`;
  return [head, boardsReviewTable(r), BOARDS_REVIEW_NOTE, '', boardsReviewSummary(r), '', boardsBotText(r)].join('\n');
}

function moveJson(m: BoardsMove): Record<string, unknown> {
  const f = m.finish;
  return {
    word: m.word,
    entropy: round(m.entropy, 6),
    expectedSize: round(m.expectedSize, 6),
    solves: m.solves,
    hitChance: round(m.hitChance, 6),
    ...(m.proven === undefined ? {} : { proven: boardsProvenJson(m.proven) }),
    finish:
      f === null
        ? null
        : {
            measure: f.measure,
            label: f.label,
            expectedGuesses: round(f.expectedGuesses, 6),
            ...(f.measure === 'endgame' ? { winChance: round(f.winChance, 6) } : {}),
          },
  };
}

/** The JSON shape of a boards review (documented in docs/variants.md). */
export function boardsReviewJson(r: BoardsReview): Record<string, unknown> {
  const L = r.answers[0]?.length ?? 5;
  const feedback = (ps: readonly (Pattern | null)[]) => ps.map((p) => (p === null ? null : formatFeedback(p, L)));
  return {
    strategy: r.strategy,
    boards: r.answers.length,
    answers: r.answers,
    maxGuesses: r.maxGuesses,
    // entropy, expectedSize and hitChance are exact one-step expectations; finish says its own label.
    figures: {
      entropy: 'exact',
      expectedSize: 'exact',
      hitChance: 'exact',
      proven: 'exact (where measure is proven)',
      finish: 'estimate or bound (its label)',
    },
    turns: r.turns.map((t) => ({
      turn: t.turn,
      guess: t.guess,
      feedback: feedback(t.patterns),
      before: t.before,
      after: t.after,
      solvedNow: t.solvedNow,
      measure: t.measure,
      advice: moveJson(t.advice),
      yours: moveJson(t.yours),
      verdict: t.verdict.kind === 'lost-ground' ? { ...t.verdict, by: round(t.verdict.by, 6) } : t.verdict,
    })),
    bot: {
      status: r.bot.status,
      won: r.summary.botWon,
      guesses: r.bot.steps.map((s) => ({ guess: s.guess, feedback: feedback(s.patterns), remaining: s.remaining })),
    },
    summary: r.summary,
  };
}
