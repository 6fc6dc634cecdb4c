import { describe, expect, it } from 'vitest';
import { parseHistory, playGuesses } from '../../../src/core/history.js';
import { smallConfig, smallCounts, smallWeight, smallWidening } from '../../fixtures/widening.js';
import { widening } from '../../../src/engine/game/widen.js';
import { turnOracle } from '../../../src/engine/analysis/oracle.js';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { parseFeedback } from '../../../src/core/feedback.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { analysisSummaryLine, analyzeGame } from '../../../src/engine/analysis/analyze.js';
import { gameConfig } from '../../../src/strategies/context.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { createStrategy } from '../../../src/engine/game/strategies.js';
import { wordleError } from '../../helpers/errors.js';
import { NO_CANDIDATES_MESSAGE } from '../../../src/core/filter.js';
import { NO_ACCEPTED_MESSAGE } from '../../../src/engine/game/widen.js';

// A world small enough to work out by hand. Answers: cat bat hat cot. Further guesses: bho, zzz.
//   cat against (cat, bat, hat, cot): ggg, bgg, bgg, gbg → groups {cat}=solve, {bat,hat}, {cot}
//     expected left (a solve counts 0) = (0·1 + 2·2 + 1·1)/4 = 1.25; entropy of (¼,½,¼) = 1.5 bits
//   bat, hat, cot split the same way: 1.25 each
//   bho against (cat, bat, hat, cot): bbb, gbb, ybb, bby → four singletons: 1.00, 2 bits (the best)
//   zzz gets bbb everywhere → one group of 4: 4.00, 0 bits (the worst)
const words = makeWordSet(['cat', 'bat', 'hat', 'cot'], ['bho', 'zzz']);
const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
const entropy = createStrategy('entropy');

describe('analyzeGame on a hand-computed game (answer hat: cat, then hat)', () => {
  const a = analyzeGame(config, playGuesses(['cat', 'hat'], 'hat'), entropy);
  const [t1, t2] = a.turns;

  it('turn 1: cat=bgg leaves bat, hat', () => {
    expect(t1).toMatchObject({ guess: 'cat', before: 4, after: 2, bestExpectedLeft: 1, worstExpectedLeft: 4 });
    expect(t1!.pattern).toBe(parseFeedback('bgg'));
    expect(t1!.expectedLeft).toBeCloseTo(1.25, 12);
    expect(t1!.expectedBits).toBeCloseTo(1.5, 12);
    expect(t1!.actualBits).toBeCloseTo(1, 12); // −log₂(2/4)
    expect(t1!.best).toMatchObject({ guess: 'bho', expectedLeft: 1, expectedBits: 2 });
    // skill = 99·(4 − 1.25)/(4 − 1) = 90.75 → 91
    expect(t1!.skill).toBe(91);
    // outcomes left 0 (p ¼), 2 (p ½), 1 (p ¼); got 2: P(more) 0 + ½·P(same) ½ = 0.25 → 24.75 → 25
    expect(t1!.luck).toBe(25);
    expect(t1!.solved).toBe(false);
  });

  it('turn 2: hat solves out of {bat, hat}', () => {
    // hat: {hat} solve, {bat} → (0 + 1)/2 = 0.5, the best; zzz and cot leave both: 2, the worst
    expect(t2).toMatchObject({ guess: 'hat', before: 2, after: 1, solved: true, skill: 99 });
    expect(t2!.expectedLeft).toBeCloseTo(0.5, 12);
    expect(t2!.worstExpectedLeft).toBeCloseTo(2, 12);
    // outcomes 0 (p ½) and 1 (p ½); got 0: ½ + ½·½ = 0.75 → 74.25 → 74
    expect(t2!.luck).toBe(74);
    expect(t2!.best.guess).toBe('bat'); // endgame: the first of two candidates
    expect(t2!.actualBits).toBeCloseTo(1, 12);
  });

  it('summarises', () => {
    expect(a.summary).toMatchObject({ guesses: 2, solved: true, skill: 95, luck: 50, hard: false });
    expect(a.summary.actualBits).toBeCloseTo(2, 12);
    expect(a.summary.expectedBits).toBeCloseTo(2.5, 12);
    expect(analysisSummaryLine(a)).toBe('solved in 2 · skill 95 · luck 50 · 2.00 bits gained (2.50 expected)');
  });
});

describe('analyzeGame, other cases', () => {
  it('scores the worst guess 0', () => {
    // cat=bgg leaves bat, hat; zzz keeps both whatever happens (normal mode allows it).
    const a = analyzeGame(config, playGuesses(['cat', 'zzz', 'hat'], 'hat'), entropy);
    expect(a.turns[1]!.skill).toBe(0);
    // neither lucky nor unlucky
    expect(a.turns[1]!.luck).toBe(50);
    expect(a.turns[1]!.actualBits).toBe(0);
  });

  it('refuses a hard-mode game with a guess hard mode forbids, naming the turn, the guess and the rule', () => {
    // cat=bgg reveals A and T in place; zzz drops both. Graded against the legal guesses, such a
    // turn could "lose" negative guesses (it may beat every legal one), so it is not graded at all.
    const hard = { ...config, hard: true };
    const e = wordleError(() => analyzeGame(hard, playGuesses(['cat', 'zzz', 'hat'], 'hat'), entropy), 'HARD_MODE');
    expect(e.message).toBe(
      'turn 2 (ZZZ) breaks hard mode: 2nd letter must be A; a hard-mode game cannot play it (review the game without hard mode)',
    );
    // The legal game is reviewed, and says it was hard.
    expect(analyzeGame(hard, playGuesses(['cat', 'hat'], 'hat'), entropy).summary.hard).toBe(true);
  });

  it('one candidate left: guessing it is skill 99 and luck 50', () => {
    const a = analyzeGame(config, playGuesses(['bho', 'hat'], 'hat'), entropy);
    expect(a.turns[0]!.skill).toBe(99);
    expect(a.turns[1]).toMatchObject({ before: 1, after: 1, skill: 99, luck: 50, expectedLeft: 0 });
  });

  it.each([
    ['a guess outside the list', ['cab=bgb'], 'BAD_WORD'],
    ['feedback no answer fits', ['cat=yyy'], 'NO_CANDIDATES'],
    ['a turn after the solve', ['cat=ggg', 'hat=ggg'], 'BAD_HISTORY'],
    ['no turns', [], 'BAD_HISTORY'],
  ] as const)('rejects %s', (_name, tokens, code) => {
    const history = tokens.map((t) => ({ guess: t.slice(0, 3), pattern: parseFeedback(t.slice(4)) }));
    wordleError(() => analyzeGame(config, history, entropy), code);
  });
});

describe('analyzeGame on the classic list', () => {
  it('reviews a real game with numbers in range', () => {
    const w = builtinWordSet('classic');
    const cfg = gameConfig(w, buildPatternMatrix(w.guesses, w.answers));
    const a = analyzeGame(cfg, playGuesses(['crane', 'pilot', 'moist'], 'moist'), entropy);
    expect(a.turns.map((t) => t.before)).toEqual([2315, a.turns[0]!.after, a.turns[1]!.after]);
    expect(a.turns[0]!.best.guess).toBe('soare'); // entropy's opening on the classic list
    for (const t of a.turns) {
      expect(t.skill).toBeGreaterThanOrEqual(0);
      expect(t.skill).toBeLessThanOrEqual(99);
      expect(t.luck).toBeGreaterThanOrEqual(0);
      expect(t.luck).toBeLessThanOrEqual(99);
      expect(t.actualBits).toBeCloseTo(-Math.log2(t.after / t.before), 12);
    }
    expect(a.summary.solved).toBe(true);
  });
});

// Answers outside the likely list, worked out by hand. Likely answers: cat, bat; further accepted
// words: hat, hot, hit. Answer HIT, played cat then hit.
//   cat = BBG: neither likely answer fits (cat ggg, bat bgg); of the accepted words hot and hit do.
//   Over the 5 accepted words before it, cat's outcomes: cat ggg (win), bat/hat bgg, hot/hit bbg.
describe('analyzeGame: a game that leaves the likely answers (answer hit: cat, then hit)', () => {
  const w = smallWidening;
  const base = smallConfig;
  const a = analyzeGame(base, playGuesses(['cat', 'hit'], 'hit'), entropy, { widening: w });
  const [t1, t2] = a.turns;
  const p = smallWeight;

  it('turn 1: its expectation over the likely answers, its outcome over the accepted words', () => {
    // Over the likely cat, bat: cat leaves {cat} solved, {bat} → (0 + 1)/2 = 0.5 left, 1 bit.
    expect(t1).toMatchObject({ guess: 'cat', before: 2, after: 2, widened: true, solved: false });
    expect(t1!.expectedLeft).toBeCloseTo(0.5, 12);
    expect(t1!.expectedBits).toBeCloseTo(1, 12);
    const all = p('cat') + p('bat') + p('hat') + p('hot') + p('hit');
    expect(t1!.actualBits).toBeCloseTo(Math.log2(all / (p('hot') + p('hit'))), 12);
    // Outcomes left: win 0, bgg 2, bbg 2 (got): worse none, the same half of bgg and bbg's mass.
    expect(t1!.luck).toBe(Math.round((99 * (p('bat') + p('hat') + p('hot') + p('hit'))) / 2 / all));
  });

  it('turn 2: over the accepted words that fit, weighted by the prior', () => {
    expect(t2).toMatchObject({ guess: 'hit', before: 2, after: 1, solved: true, widened: true });
    expect(t2!.actualBits).toBeCloseTo(Math.log2((p('hot') + p('hit')) / p('hit')), 12);
    expect(a.summary).toMatchObject({ guesses: 2, solved: true });
  });

  it('graded exactly: guessing the one accepted word left is a best move (skill 99, nothing lost)', () => {
    // One word left weighs its prior weight (not 1): the search counts equal weights as one each, and
    // the grade must be in the same units (it said 1/weight expected guesses for the best move, so
    // HIT "lost" nearly a guess against itself: the web's LORIS review of issue 51). CAT = BBG leaves
    // HIT alone of the accepted words; BAT, played anyway, leaves it.
    const words = makeWordSet(['cat', 'bat'], ['hit']);
    const wide = widening(words, { counts: smallCounts, nCommon: 3 });
    const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
    const exact = turnOracle(words);
    const g = analyzeGame(config, playGuesses(['cat', 'bat', 'hit'], 'hit'), entropy, { widening: wide, exact });
    expect(g.turns[2]).toMatchObject({ guess: 'hit', before: 1, after: 1, solved: true, skill: 99 });
    expect(g.turns[2]!.exact).toMatchObject({ bestGuess: 'hit', bestExpectedGuesses: 1, guessesLost: 0 });
    expect(g.turns[1]!.exact).toMatchObject({ bestGuess: 'hit', expectedGuesses: 2, bestExpectedGuesses: 1 });
  });

  it('stops at a real contradiction, and without a widening as before', () => {
    expect(
      wordleError(
        () => analyzeGame(base, parseHistory(['cat=bbg', 'hot=bbb'], 3), entropy, { widening: w }),
        'NO_CANDIDATES',
      ).message,
    ).toBe(`${NO_ACCEPTED_MESSAGE} (nothing fits after turn 2, hot)`);
    expect(
      wordleError(() => analyzeGame(base, parseHistory(['cat=bbg'], 3), entropy, { widening: false }), 'NO_CANDIDATES')
        .message,
    ).toBe(`${NO_CANDIDATES_MESSAGE} (nothing fits after turn 1, cat)`);
  });
});
