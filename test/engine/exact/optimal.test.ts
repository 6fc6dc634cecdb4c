import { describe, expect, it } from 'vitest';
import { parseHistory, playGuesses } from '../../../src/core/history.js';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { allGreen, scoreGuess } from '../../../src/core/pattern.js';
import type { Pattern } from '../../../src/core/types.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { analyzeGame } from '../../../src/engine/analysis/analyze.js';
import { gradeTurn, guessSkill } from '../../../src/engine/analysis/grade.js';
import { optimalStrategy, type OpeningTotals } from '../../../src/engine/exact/optimal.js';
import { turnOracle } from '../../../src/engine/analysis/oracle.js';
import { gameConfig, guessContext } from '../../../src/strategies/context.js';
import { Session } from '../../../src/engine/game/session.js';
import { createStrategy } from '../../../src/engine/game/strategies.js';
import { readTreeFile, shippedTreePath } from '../../../src/node/tree-file.js';
import { createWasmKernel } from '../../../src/search/kernel/wasm.js';
import { rootPosition } from '../../../src/search/position/position.js';

const classic = builtinWordSet('classic');
const config = gameConfig(classic, buildPatternMatrix(classic.guesses, classic.answers));
const tree = readTreeFile(shippedTreePath(false), classic);

describe('the optimal strategy', () => {
  it('plays the proven tree while on it, and the exact best guess off it', () => {
    const s = optimalStrategy({ tree, kernel: createWasmKernel });
    expect(classic.guesses[s.pick(guessContext(config, []))]).toBe('salet');
    const off = parseHistory(['soare=ygbbb'], 5);
    expect(classic.guesses[s.pick(guessContext(config, off))]).toBe('thumb'); // exact: 33 over 15
  });

  it('gives suggestions exact expected guesses, best first', () => {
    const session = new Session(config, optimalStrategy({ kernel: createWasmKernel }));
    session.play(parseHistory(['soare=ygbbb'], 5)[0]!);
    const list = session.suggestions(3);
    // (THUMB and JUMBY tie at 33, FILMY, FUBSY, MUFTI and FILUM at 34: the more common word first among equals)
    expect(list.map((x) => x.word)).toEqual(['thumb', 'jumby', 'filmy']);
    expect(list[0]).toMatchObject({ expectedGuesses: 33 / 15, proven: true });
    expect(list[2]!.expectedGuesses).toBeCloseTo(34 / 15, 12);
    const only = session.suggestionsFor(['fubsy']);
    expect(only[0]!.suggestion).toMatchObject({ word: 'fubsy', expectedGuesses: 34 / 15, proven: true });
  });

  it('past its time budget says its numbers are bounds: the tree move exact, the rest lower bounds', () => {
    // A clock that jumps a second on every reading: any search runs out of budget at once.
    let t = 0;
    const s = optimalStrategy({ tree, budgetMs: 500, now: () => (t += 1000), kernel: createWasmKernel });
    const pos = guessContext(config, parseHistory(['salet=bbbbb'], 5));
    const ranked = s.rank(pos, 4);
    expect(classic.guesses[ranked[0]!.guess]).toBe('courd'); // the tree's move after salet=bbbbb
    expect(ranked[0]!.proven).toBe(true);
    expect(ranked.slice(1).every((r) => !r.proven)).toBe(true);
    // The bounds are true lower bounds: nothing beats the proven optimum.
    for (const r of ranked.slice(1)) expect(r.total).toBeLessThanOrEqual(ranked[0]!.total + 1e9);
  });

  it('at the start, without a tree, answers with bounds only (a proof of the best opening takes CPU-days)', () => {
    const s = optimalStrategy({ kernel: createWasmKernel });
    const ranked = s.rank(guessContext(config, []), 3);
    expect(ranked).toHaveLength(3);
    expect(ranked.every((r) => !r.proven && r.expectedGuesses > 2 && r.expectedGuesses < 3.42)).toBe(true);
  });
});

describe('grading in guesses', () => {
  it('guessSkill: 99 for an optimal move, halved for every tenth of a guess lost', () => {
    expect([0, 0.1, 0.2, 0.05, 1].map(guessSkill)).toEqual([99, 50, 25, 70, 0]);
  });

  it('gradeTurn: expected guesses, guesses lost, and luck against the average outcome', () => {
    // 4 answers; the guess played splits them {win}, {a, b}, {c}: further guesses 0, 3, 1.
    const win = allGreen(5);
    const v = {
      total: 4 + 0 + 3 + 1,
      bestGuess: 'other',
      bestTotal: 7,
      outcomes: [
        { pattern: win, size: 1, total: 0 },
        { pattern: 1 as Pattern, size: 2, total: 3 },
        { pattern: 2 as Pattern, size: 1, total: 1 },
      ],
    };
    const { exact, luck } = gradeTurn(v, 4, 2 as Pattern);
    expect(exact.expectedGuesses).toBe(2);
    expect(exact.bestExpectedGuesses).toBe(1.75);
    expect(exact.guessesLost).toBe(0.25);
    // Average further guesses over outcomes: (0 + 3 + 1) / 4 = 1; the outcome got needs 1: no luck either way.
    expect(exact.luckGuesses).toBe(0);
    // Worse outcomes: {a, b} (1.5 each), half the weight of the tie with itself: (2 + 0.5) / 4.
    expect(luck).toBe(Math.round(99 * 0.625));
  });

  it('analyzeGame grades on the tree and off it, and says which turns it could not prove', () => {
    const oracle = turnOracle(classic, { tree, kernel: createWasmKernel });
    // The tree's own game for one answer: SALET, then its moves down to the answer.
    const moves: string[] = [];
    for (let t = tree; t.kind === 'guess';) {
      moves.push(t.guess);
      const p = scoreGuess(t.guess, 'midst');
      if (p === allGreen(5)) break;
      t = t.branches.get(p)!;
    }
    const optimalGame = analyzeGame(config, playGuesses(moves, 'midst'), createStrategy('entropy'), {
      exact: oracle,
    });
    // Nothing lost, top skill on every turn.
    expect(optimalGame.turns.map((t) => t.exact?.guessesLost)).toEqual(moves.map(() => 0));
    expect(optimalGame.turns.map((t) => t.skill)).toEqual(moves.map(() => 99));
    expect(optimalGame.turns[0]!.exact!.expectedGuesses).toBeCloseTo(7920 / 2315, 12);
    // CRANE first: the opening is not known exactly (no table), the later turns are.
    const other = analyzeGame(
      config,
      parseHistory(['crane=bbbbb', 'pilot=bybyg', 'moist=ggggg'], 5),
      createStrategy('entropy'),
      {
        exact: oracle,
      },
    );
    expect(other.turns[0]!.exact).toBeNull();
    // After crane=bbbbb the best is 735 over 263 (Selby: crane.BBBBB = 735).
    expect(other.turns[1]!.exact!.bestExpectedGuesses).toBeCloseTo(735 / 263, 12);
    expect(other.turns[1]!.exact!.guessesLost).toBeGreaterThan(0);
    expect(other.summary.exactTurns).toBe(2);
  });
});

describe('with a proven table of openings', () => {
  // Exact totals of the best openings (Alex Selby, "The best strategies for Wordle", normal mode,
  // classic lists); a stand-in table: every other opening is only bounded, at 7931.
  const published = new Map([
    ['salet', 7920],
    ['reast', 7923],
    ['crate', 7926],
    ['trace', 7926],
    ['slate', 7928],
    ['crane', 7930],
  ]);
  const openings: OpeningTotals = {
    total: (w) => (published.has(w) ? { total: published.get(w)!, proven: true } : { total: 7931, proven: false }),
    best: (n) => [...published.keys()].slice(0, n),
  };

  it('suggests from it at the start: exact expected guesses, proven; other openings as bounds', () => {
    const session = new Session(config, optimalStrategy({ openings, kernel: createWasmKernel }));
    const list = session.suggestions(3);
    // (CRATE and TRACE tie at 7926: the more common word, TRACE, first)
    expect(list.map((x) => x.word)).toEqual(['salet', 'reast', 'trace']);
    expect(session.next()).toBe('salet');
    expect(list[0]).toMatchObject({ expectedGuesses: 7920 / 2315, proven: true });
    const mine = session.suggestionsFor(['crane', 'zymic']);
    expect(mine[0]!.suggestion).toMatchObject({ word: 'crane', expectedGuesses: 7930 / 2315, proven: true });
    expect(mine[1]!.suggestion).toMatchObject({ word: 'zymic', expectedGuesses: 7931 / 2315, proven: false });
  });

  it('fills the suggestions with bounds when the table has fewer exact totals than asked for', () => {
    // A stand-in table with SALET alone exact (7920, Selby 2022) and every other opening bounded at 7921.
    const one: OpeningTotals = {
      total: (w) => (w === 'salet' ? { total: 7920, proven: true } : { total: 7921, proven: false }),
      best: () => ['salet'],
    };
    const list = new Session(config, optimalStrategy({ openings: one, kernel: createWasmKernel })).suggestions(4);
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({ word: 'salet', expectedGuesses: 7920 / 2315, proven: true });
    // Then the entropy ranking (SOARE first on the classic list), each with the table's bound.
    expect(list[1]!.word).toBe('soare');
    for (const s of list.slice(1)) expect(s).toMatchObject({ expectedGuesses: 7921 / 2315, proven: false });
    expect(new Set(list.map((s) => s.word)).size).toBe(4);
  });

  it('grades an opening exactly in the analysis, its luck one-step when its outcomes take too long', () => {
    let t = 0;
    const now = () => (t += 1000); // every search runs out of time at once
    const oracle = turnOracle(classic, { openings, budgetMs: 500, now, kernel: createWasmKernel });
    const game = analyzeGame(
      config,
      parseHistory(['crane=bbbbb', 'pilot=bybyg', 'moist=ggggg'], 5),
      createStrategy('entropy'),
      {
        exact: oracle,
      },
    );
    const first = game.turns[0]!.exact!;
    expect(first).toMatchObject({ bestGuess: 'salet', luckGuesses: null });
    expect(first.guessesLost).toBeCloseTo(10 / 2315, 12);
    expect(game.turns[0]!.skill).toBe(guessSkill(10 / 2315));
    expect(game.turns[0]!.luck).toBeGreaterThan(0); // the one-step luck
    // Given the time, the outcomes' values come too (here from the tree: SALET played).
    const full = turnOracle(classic, { openings, tree, kernel: createWasmKernel });
    const v = full(rootPosition(classic), 'salet');
    expect(v?.outcomes?.reduce((sum, o) => sum + o.total, 0)).toBe(7920 - 2315);
  });
});

describe("the optimal strategy's known values under a prior", () => {
  // After SOARE = YGBBB, 15 answers; weighted known totals (made up here: the test is what is read, not
  // what was proven) are read only where their `weight` is the candidates' weight under the prior.
  const history = parseHistory(['soare=ygbbb'], 5);
  const weights = Float64Array.from(classic.answers, (_, i) => (i % 2 === 0 ? 3 : 1));
  const weighted = gameConfig(classic, config.matrix, { weights });
  const pos = guessContext(weighted, history);
  let weight = 0;
  for (const a of pos.candidates) weight += weights[a]!;
  const data = { remaining: 15, weight, ranked: [['thumb', 2.2 * weight] as const] };

  it('reads them where the weight is the position weight, with the expected guesses over it', () => {
    const s = optimalStrategy({ known: () => data });
    const [r] = s.rank(pos, 1);
    expect(r).toMatchObject({ total: 2.2 * weight, proven: true, winChance: 1 });
    expect(classic.guesses[r!.guess]).toBe('thumb');
    expect(r!.expectedGuesses).toBeCloseTo(2.2, 9);
  });

  it('refuses them under other weights, or with equal weights when they are weighted (and the reverse)', () => {
    const other = optimalStrategy({ known: () => ({ ...data, weight: weight + 1 }), budgetMs: 1 });
    expect(other.rank(pos, 1)[0]!.total).not.toBe(2.2 * weight);
    const even = guessContext(config, history);
    const s = optimalStrategy({ known: () => data, budgetMs: 1 });
    expect(s.rank(even, 1)[0]!.total).not.toBe(2.2 * weight);
    const unweighted = optimalStrategy({ known: () => ({ remaining: 15, ranked: data.ranked }), budgetMs: 1 });
    expect(unweighted.rank(pos, 1)[0]!.total).not.toBe(2.2 * weight);
  });
});
