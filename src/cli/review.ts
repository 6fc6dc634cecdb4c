import { analysisSummaryLine } from '../engine/analysis/analyze.js';
import { GRADE_MEANING } from '../engine/analysis/grade.js';
import type { BoardsMeasure, BoardsVerdict, Review, ReviewTurn } from '../engine/analysis/review.js';
import { boardsFinishText } from '../engine/boards/review-text.js';
import { EXACT_JOINT_MAX } from '../engine/exact/boards.js';
import { chanceText } from '../engine/exact/chance.js';
import { widenedLine } from '../engine/game/widen.js';
import { textBars } from '../node/plot.js';
import { boardsLetters, boardsProvenJson } from './boards-format.js';
import { botPathText } from './bot-path.js';
import { NOTE_WIDTH, num, round, table, wrapText } from './format.js';
import { isUniform, priorWords, type PriorChoice } from './prior.js';
import { boardsTiles } from './terminal/style.js';

/*
 * The review of a game as the CLI shows it, on any count of boards (`Review`): the table of turns,
 * its notes, the summary, the chart and the strategy's own game; or JSON. One board's is the
 * review WordleBot gives; several boards' rows carry each board's counts and, where the exact
 * search does not finish, the advice's own measure (shown where the rows have them).
 */

/**
 * The per-turn table of an analysis (plain text: escape codes would upset the column widths).
 * Turns the exact search graded show expected guesses, the best guess and the guesses lost; the
 * others show the one-step numbers, and their skill and luck are marked ~ (estimates).
 */
export function analysisTable(a: Review): string {
  const wins = canLose(a);
  const rows = a.turns.map((t) => {
    const e = t.exact;
    const est = e === null ? '~' : '';
    // (an exact grade whose outcomes could not all be valued in time keeps a one-step luck)
    const luckEst = e === null || e.luckGuesses === null ? '~' : '';
    return [
      String(t.turn),
      `${t.guess} ${boardsLetters(t.patterns, t.guess.length)}`,
      String(t.before),
      String(t.after),
      num(t.expectedBits, 2),
      num(t.actualBits, 2),
      ...(wins ? [e === null ? '-' : chanceText(e.winChance)] : []),
      e === null ? boardsFinishText(t.yours?.finish ?? null) : num(e.expectedGuesses, 3),
      e === null ? `(${t.best.guess})` : e.bestGuess,
      ...(wins ? [e === null ? '-' : chanceText(e.bestWinChance)] : []),
      e === null ? boardsFinishText(t.advice?.finish ?? null) : num(e.bestExpectedGuesses, 3),
      e === null ? lostText(t) : e.guessesLost === null ? `${percentText(e.chanceLost)} win` : num(e.guessesLost, 3),
      t.skill === null ? '-' : `${est}${t.skill}`,
      t.luck === null ? '-' : `${luckEst}${t.luck}`,
    ];
  });
  const header = ['#', 'guess', 'before', 'after', 'bits exp', 'bits got', ...(wins ? ['wins'] : []), 'exp guesses'];
  header.push('best', ...(wins ? ['its wins'] : []), 'its exp', 'lost', 'skill', 'luck');
  return table(header, rows, [1, header.indexOf('best')]);
}

/** True when some turn graded exactly could lose the game (its best chance to win is below 1). */
const canLose = (a: Review): boolean => a.turns.some((t) => t.exact !== null && t.exact.bestWinChance < 1);

/** The strategy's own game beside yours (`botPathText`), with its chance to win where yours shows one. */
export function botText(a: Review): string {
  if (a.bot === null) return '';
  const wins = canLose(a) || a.bot.steps.some((s) => s.winChance !== null && s.winChance < 1);
  return `\n\n${botPathText(a.turns, a.bot, wins)}`;
}

/**
 * The ground a turn not graded exactly lost, by the advice's measure where the row has one (several
 * boards): "0.29 bits", "~0.354" (an estimate: rollouts), "18.2% win", "as good"; else unknown (-).
 */
function lostText(t: ReviewTurn): string {
  const v: BoardsVerdict | undefined = t.verdict;
  if (v === undefined) return '-';
  switch (v.kind) {
    case 'best':
      return v.kind === 'best' && t.measure === 'bits' ? '0.00 bits' : `${mark(t.measure)}0.000`;
    case 'good':
      return 'as good';
    case 'lost-ground':
      if (v.unit === 'chance to win') return `${percentText(v.by)} win`;
      return v.unit === 'bits' ? `${num(v.by, 2)} bits` : `${mark(t.measure)}${num(v.by, 3)}`;
  }
}

/** An estimate's mark (~: the advice's rollouts). */
const mark = (measure: BoardsMeasure | undefined): string => (measure === 'rollout' ? '~' : '');

/** A chance lost, as a percentage with one decimal ("45.5%"), never rounded to 0 when some is lost. */
const percentText = (x: number): string => (x > 0 && x < 0.0005 ? '<0.1%' : `${(100 * x).toFixed(1)}%`);

/** Skill and luck in the words of every review (`GRADE_MEANING`), and what ~ marks. */
const GRADE_NOTES = [
  wrapText(`skill ${GRADE_MEANING.skill}`, NOTE_WIDTH, '  '),
  wrapText(`luck ${GRADE_MEANING.luck}`, NOTE_WIDTH, '  '),
  wrapText(
    '~: an estimate from one-step numbers: a turn not graded within --budget-ms, or the luck of an opening off the ' +
      'shipped tree or of the turn that left the likely answers (their outcomes are not searched).',
    NOTE_WIDTH,
    '',
  ),
];

/** What the columns mean, below the table. */
export const ANALYSIS_NOTE = [
  wrapText(
    'exp guesses: the expected number of guesses to finish after this one, this one included, with the best play ' +
      "after it; best: the optimal guess here, its exp its expected guesses; lost: the guesses lost against it; (word): the --strategy's guess.",
    NOTE_WIDTH,
    '',
  ),
  ...GRADE_NOTES,
].join('\n');

/**
 * What the rows of several boards add: joint answers, and where the exact search of several boards
 * does not finish, the advice's own measure (its strategy's guess, values and verdict).
 */
export const BOARDS_NOTE = wrapText(
  "several boards: before and after add up the open boards' answers left, bits exp and bits got are the joint " +
    `information; a turn with at most ${EXACT_JOINT_MAX} joint answers (the open boards' answers combined) is graded ` +
    "exactly where the exact search of several boards finishes; elsewhere by the advice's own measure: (word) is its " +
    'guess, exp guesses and its exp its values of yours and of its own (~ an estimate from rollouts; ≤ a bound from ' +
    'an endgame search over a shortlist, with its chance to win when below 100%; - where it goes by bits), lost the ' +
    'ground lost by that measure (bits: joint entropy; as good: within its tolerance); skill and luck: - where not ' +
    'graded (luck is not graded on several boards).',
  NOTE_WIDTH,
  '',
);

/** The notes of the rows' own fields: several boards' (`BOARDS_NOTE`) where the rows carry them. */
function rowNotes(a: Review): string[] {
  return a.turns.some((t) => t.measure !== undefined) ? [BOARDS_NOTE] : [];
}

/** What the columns mean where a turn could lose the game: the chance to win comes first. */
export function analysisNote(a: Review): string {
  if (!canLose(a)) return [ANALYSIS_NOTE, ...rowNotes(a)].join('\n');
  return [
    wrapText(
      'wins: the chance to win (the answer found within the guesses left) after this guess, with the best play after ' +
        'it; best: the optimal guess here (the best chance to win, then the fewest guesses), its wins and its exp its ' +
        'chance and expected guesses; exp guesses count a lost game as the guesses left + 1 (7 in all, as X/6); lost: ' +
        'the chance to win lost against it ("18.2% win"), or where the guess kept the best chance, the guesses lost; ' +
        "(word): the --strategy's guess.",
      NOTE_WIDTH,
      '',
    ),
    ...GRADE_NOTES,
    ...rowNotes(a),
  ].join('\n');
}

/** How a game that left the likely answers is graded (see `TurnAnalysis.widened`). */
export const WIDENED_NOTE = [
  'From the turn that left the likely answers, the answers are the accepted words that fit, weighted by word',
  'frequency (that turn: after, bits got and luck), in the exact grades too (chance to win, expected guesses).',
].join('\n');

/** The compact text chart of candidates left per turn. */
export function remainingBars(a: Review): string {
  const first = a.turns[0];
  const rows = first === undefined ? [] : [{ label: 'start', value: first.before }];
  for (const t of a.turns) {
    rows.push({ label: `${t.turn} ${t.guess}`, value: t.solved ? 0 : t.after });
  }
  return textBars(rows.map((r) => ({ ...r, note: r.value === 0 ? 'solved' : String(r.value) })));
}

/**
 * The lines that say which prior a review grades under, when the answers are not equally likely:
 * on the NYT's game the history prior of the day, as the advice that day.
 */
export function gradedLines(prior: PriorChoice): string[] {
  return isUniform(prior) ? [] : [`graded under ${priorWords(prior)}, as the advice of that day`];
}

/** The JSON shape of an analysis (documented in the README); `prior`: the prior as `priorJson` names it. */
export function analysisJson(
  a: Review,
  prior: { prior: string; priorFile?: string; priorPuzzle?: number },
): Record<string, unknown> {
  const turn = (t: ReviewTurn) => ({
    turn: t.turn,
    guess: t.guess,
    feedback: boardsLetters(t.patterns, t.guess.length),
    before: t.before,
    after: t.after,
    expectedBits: round(t.expectedBits, 4),
    actualBits: round(t.actualBits, 4),
    expectedLeft: round(t.expectedLeft, 4),
    best: {
      guess: t.best.guess,
      expectedBits: round(t.best.expectedBits, 4),
      expectedLeft: round(t.best.expectedLeft, 4),
    },
    bestExpectedLeft: t.bestExpectedLeft === undefined ? null : round(t.bestExpectedLeft, 4),
    worstExpectedLeft: t.worstExpectedLeft === undefined ? null : round(t.worstExpectedLeft, 4),
    winChance: t.exact === null ? null : round(t.exact.winChance, 6),
    expectedGuesses: t.exact === null ? null : round(t.exact.expectedGuesses, 6),
    bestGuess: t.exact?.bestGuess ?? null,
    bestWinChance: t.exact === null ? null : round(t.exact.bestWinChance, 6),
    bestExpectedGuesses: t.exact === null ? null : round(t.exact.bestExpectedGuesses, 6),
    chanceLost: t.exact === null ? null : round(t.exact.chanceLost, 6),
    guessesLost: t.exact?.guessesLost == null ? null : round(t.exact.guessesLost, 6),
    luckGuesses: t.exact?.luckGuesses == null ? null : round(t.exact.luckGuesses, 6),
    graded:
      t.exact === null
        ? (t.measure ?? 'one-step estimate')
        : t.exact.guessesLost === null
          ? 'exact, in chance to win'
          : 'exact, in guesses',
    skill: t.skill,
    luck: t.luck,
    solved: t.solved,
    widened: t.widened,
    ...boardsTurnJson(t),
  });
  const s = a.summary;
  return {
    strategy: a.strategy,
    ...prior,
    turns: a.turns.map(turn),
    summary: {
      ...s,
      actualBits: round(s.actualBits, 4),
      expectedBits: round(s.expectedBits, 4),
      guessesLost: round(s.guessesLost, 6),
      chanceLost: round(s.chanceLost, 6),
    },
  };
}

/** A move of a several-board turn in JSON: its one-step figures, proven value and the strategy's own. */
function moveJson(m: NonNullable<ReviewTurn['advice']>): Record<string, unknown> {
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

/** The several-board facts of a turn, where it has them: each board's counts, the advice's measure and moves. */
function boardsTurnJson(t: ReviewTurn): Record<string, unknown> {
  const v = t.verdict;
  return {
    ...(t.boardsBefore === undefined ? {} : { boardsBefore: t.boardsBefore, boardsAfter: t.boardsAfter }),
    ...(t.solvedNow === undefined ? {} : { solvedNow: t.solvedNow }),
    ...(t.measure === undefined ? {} : { measure: t.measure }),
    ...(t.advice === undefined ? {} : { advice: moveJson(t.advice) }),
    ...(t.yours === undefined ? {} : { yours: moveJson(t.yours) }),
    ...(v === undefined ? {} : { verdict: v.kind === 'lost-ground' ? { ...v, by: round(v.by, 6) } : v }),
  };
}

/** An analysis as text: the guesses as tiles, the table, the notes, the summary line and the text chart. */
export function analysisText(a: Review, color: boolean): string {
  const lines: string[] = [];
  if (color) lines.push(a.turns.map((t) => boardsTiles(t.guess, t.patterns, true)).join('\n') + '\n');
  lines.push(analysisTable(a), analysisNote(a));
  const wide = a.turns.find((t) => t.widened);
  if (wide !== undefined) lines.push(`${WIDENED_NOTE}\nturn ${wide.turn}: ${widenedLine(wide.after)}`);
  lines.push('', analysisSummaryLine(a), '', remainingBars(a));
  return lines.join('\n');
}
