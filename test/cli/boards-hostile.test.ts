import { describe, expect, it } from 'vitest';
import { runCli } from './run.js';

// Bad input on several boards (issue 52): each case is one line on stderr naming the board and the
// turn where there is one, exit 2, nothing on stdout, before any search. The style of hostile.test.ts.

const OCTORDLE_5 =
  'wordle: Octordle has 8 boards and each needs a guess of its own: 5 guesses allowed can never solve them all ' +
  "(at least 8; the game's own is 13)";

const CASES: [string, string[], string][] = [
  [
    'suggest: a guess that is not an accepted word',
    ['suggest', '--boards', '2', 'crane=bbbbb,bbbbb', 'xxxxx=bbbbb,bbbbb'],
    // As on one board: the word names the turn.
    'wordle: "xxxxx" is not in the word list (--any-word accepts any 5 letters)',
  ],
  [
    'filter: a guess that is not an accepted word',
    ['filter', '--boards', '2', 'qqqqq=bbbbb,bbbbb'],
    'wordle: "qqqqq" is not in the word list (--any-word accepts any 5 letters)',
  ],
  [
    'filter: one feedback for two boards',
    ['filter', '--boards', '2', 'crane=bbbbb,bbbbb', 'pilot=bbbbb'],
    'wordle: turn 2 (pilot=bbbbb): PILOT: 1 feedback for 2 boards: give 2, separated by commas',
  ],
  [
    'filter: a feedback that is not one',
    ['filter', '--boards', '2', 'crane=bbbbb,bbqbb'],
    'wordle: history "crane=bbbbb,bbqbb", board 2: feedback "bbqbb": unknown symbol "q" (use g/y/b, 2/1/0 or 🟩🟨⬛)',
  ],
  [
    'filter: board 2 contradicts itself across turns',
    ['filter', '--boards', '2', 'crane=bbbbb,bbbbb', 'caste=bbbbb,gbbbb'],
    'wordle: board 2: no answer in the list fits this feedback: check the colours, ' +
      'or the word may not be in the list (nothing fits after turn 2, caste)',
  ],
  [
    'bench: the frequency prior (no version on several boards)',
    ['bench', '--boards', '2', '--games', '2', '--prior', 'frequency'],
    'wordle: the frequency prior is not supported with several boards',
  ],
  [
    'bench: a subset of the answers (one board plays them)',
    ['bench', '--boards', '2', '--games', '2', '--answers-subset', '10'],
    'wordle: a chosen set of answers (--answers-subset, --candidates all) is played on one board: ' +
      'several boards play seeded tuples of the answer list (--games, --seed)',
  ],
  [
    'suggest: one feedback for two boards',
    ['suggest', '--boards', '2', 'crane=bbbbb,bbbbb', 'pilot=bbbbb'],
    'wordle: turn 2 (pilot=bbbbb): PILOT: 1 feedback for 2 boards: give 2, separated by commas',
  ],
  [
    'suggest: three feedbacks for two boards',
    ['suggest', '--boards', '2', 'crane=bbbbb,bbbbb,bbbbb'],
    'wordle: turn 1 (crane=bbbbb,bbbbb,bbbbb): CRANE: 3 feedbacks for 2 boards: give 2, separated by commas',
  ],
  [
    'suggest: a feedback that is not one',
    ['suggest', '--boards', '2', 'crane=bbbbb,bbqbb'],
    'wordle: history "crane=bbbbb,bbqbb", board 2: feedback "bbqbb": unknown symbol "q" (use g/y/b, 2/1/0 or 🟩🟨⬛)',
  ],
  [
    // Board 2 says C is grey at turn 1 and green at turn 2: no answer fits board 2 after turn 2.
    'suggest: board 2 contradicts itself across turns',
    ['suggest', '--boards', '2', 'crane=bbbbb,bbbbb', 'caste=bbbbb,gbbbb'],
    'wordle: board 2: no answer in the list fits this feedback: check the colours, ' +
      'or the word may not be in the list (nothing fits after turn 2, caste)',
  ],
  [
    'suggest: more turns than the guesses allowed',
    ['suggest', '--boards', '2', '--max-guesses', '2', 'crane=bbbbb,bbbbb', 'pilot=bbbbb,bbbbb', 'dough=bbbbb,bbbbb'],
    'wordle: turn 3: DOUGH: Dordle allows 2 guesses',
  ],
  ['suggest: Octordle with 5 guesses', ['suggest', '--boards', '8', '--max-guesses', '5'], OCTORDLE_5],
  ['play: Octordle with 5 guesses', ['play', '--boards', '8', '--max-guesses', '5', '--seed', '1'], OCTORDLE_5],
  ['assist: Octordle with 5 guesses', ['assist', '--boards', '8', '--max-guesses', '5'], OCTORDLE_5],
  [
    'analyze: Quordle with 3 guesses',
    ['analyze', '--boards', '4', '--max-guesses', '3', '--answer', 'optic,focal,crane,moist', 'crane'],
    'wordle: Quordle has 4 boards and each needs a guess of its own: 3 guesses allowed can never solve them all ' +
      "(at least 4; the game's own is 9)",
  ],
  [
    'analyze: a guess that is not an accepted word',
    ['analyze', '--boards', '2', '--answer', 'optic,focal', 'crane', 'xxxxx'],
    'wordle: turn 2: "xxxxx" is not in the word list',
  ],
  [
    "suggest: a day's NYT puzzle with several boards",
    ['suggest', '--boards', '2', '--date', '2025-07-18'],
    "wordle: the NYT's puzzle of a day is one board's: it does not go with several boards",
  ],
  [
    'optimal: --first with several boards',
    ['optimal', '--boards', '2', '--first', 'salet'],
    "wordle: --first solves one board: with several boards, give the position's turns only",
  ],
  [
    'optimal: --time on one board',
    ['optimal', '--time', '3', 'crane=bbbbb'],
    'wordle: --time: a time budget goes with several boards: the exact search of one board runs until it proves (Ctrl-C stops it)',
  ],
  [
    'optimal: board 1 contradicts itself',
    ['optimal', '--boards', '2', 'crane=gbbbb,bbbbb', 'caste=bbbbb,bbbbb'],
    'wordle: board 1: no answer in the list fits this feedback: check the colours, ' +
      'or the word may not be in the list (nothing fits after turn 2, caste)',
  ],
  ['optimal: Octordle with 5 guesses', ['optimal', '--boards', '8', '--max-guesses', '5'], OCTORDLE_5],
  [
    // A decision tree is one board's: refused by the session's rule (engine/game/rules.ts checkBoardsStrategy).
    'assist: a decision tree on several boards',
    ['assist', '--boards', '2', '--tree', 'optimal'],
    'wordle: strategy "tree (then rollout)" plays one board: it does not play Dordle',
  ],
  // The boards' strategies play one board too, with equally likely answers only: under a prior, refused.
  [
    'suggest: rollout on one board under the frequency prior',
    ['suggest', '--list', 'classic', '--strategy', 'rollout', '--prior', 'frequency', 'soare=ygbbb'],
    'wordle: strategy rollout plays equally likely answers only, not the frequency prior: add --prior uniform, or choose another strategy',
  ],
  [
    'solve: endgame on one board under the history prior',
    ['solve', '--strategy', 'endgame', '--prior', 'history', '--date', '2026-06-01', 'boost'],
    'wordle: strategy endgame plays equally likely answers only, not the history prior for #1808: add --prior uniform, or choose another strategy',
  ],
];

describe('bad input on several boards: one line naming the board and the turn, exit 2', () => {
  it.each(CASES)('%s', async (_name, args, stderr) => {
    const r = await runCli(...args);
    expect(r.err).toBe(stderr);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
  });

  it('bench names the history prior it refuses (its puzzle number is the day of the run)', async () => {
    const r = await runCli('bench', '--boards', '2', '--games', '2', '--prior', 'history');
    expect(r.err).toMatch(/^wordle: the history prior for #\d+ is not supported with several boards$/u);
    expect(r.code).toBe(2);
  });

  it('accepts any letters with --any-word', async () => {
    const r = await runCli('filter', '--boards', '2', '--any-word', 'qqqqq=bbbbb,bbbbb');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^board 1: \d+ answers left/u);
  });
});
