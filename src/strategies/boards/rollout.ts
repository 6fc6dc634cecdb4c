import type { Candidates } from '../../core/filter.js';
import type { PatternMatrix } from '../../core/matrix.js';
import { allGreen } from '../../core/pattern.js';
import { asWordId, type WordId } from '../../core/types.js';
import { entropyScore } from '../entropy.js';
import { candidateHash } from '../random.js';
import type { Ranked } from '../ranking.js';
import { assessEndgame, boardsEndgame, isEndgame } from './endgame.js';
import { bestSureWin, hitChances, jointPick, jointRanking, jointScores, openBoards } from './joint.js';
import type { Assessment, GuessContext, StrategyInfo } from '../types.js';

/** Rollouts run when the unsolved boards hold at most this many candidates in all. */
export const ROLLOUT_MAX_CANDIDATES = 60;
/** Guesses compared: the best by joint entropy, and the best that can solve a board. */
export const ROLLOUT_SHORTLIST = 8;
/** Besides the candidates, the rollouts' base policy may play this many of the best-entropy words. */
export const ROLLOUT_PROBES = 20;
/** Answer tuples simulated per guess (all of them when there are fewer). */
export const ROLLOUT_SAMPLES = 96;

/** A rollout gives up after this many guesses (never reached in practice). */
const ROLLOUT_CAP = 40;

/** One board during a rollout: its candidates, and the answer it hides in this sample. */
interface SimBoard {
  readonly candidates: Candidates;
  readonly answer: number;
}

/** What every rollout of one decision shares. */
interface Rollouts {
  readonly m: PatternMatrix;
  /** Scratch: a count per pattern, left all zero. */
  readonly counts: Uint32Array;
  /** The non-candidate words the base policy may play: the decision's best by joint entropy. */
  readonly probes: readonly number[];
  readonly win: number;
}

/** Entropy of guess g's feedback over candidates c (hot: allocation-free, counts left zeroed). */
function entropyOf(m: PatternMatrix, g: number, c: Candidates, counts: Uint32Array): number {
  const base = g * m.nAnswers;
  let sum = 0;
  for (let i = 0; i < c.length; i++) counts[m.data[base + c[i]!]!]!++;
  for (let i = 0; i < c.length; i++) {
    const p = m.data[base + c[i]!]!;
    const k = counts[p]!;
    if (k > 0) {
      sum += k * Math.log2(k);
      counts[p] = 0;
    }
  }
  return Math.log2(c.length) - sum / c.length;
}

/**
 * Play a sample out with the rollouts' base policy, cheap on purpose: a sure win if there is one;
 * otherwise the word with the most joint entropy among the candidates of every board and the
 * probes (a candidate wins a tie). Returns the guesses it needs to solve every board.
 */
function rolloutLength(r: Rollouts, boards: SimBoard[]): number {
  const { m, counts, probes, win } = r;
  let n = 0;
  let open = boards;
  while (open.length > 0 && n < ROLLOUT_CAP) {
    let g = -1;
    const single = open.find((b) => b.candidates.length === 1);
    if (single !== undefined) g = single.candidates[0]!;
    else {
      let best = -Infinity;
      const consider = (cand: number, bonus: number): void => {
        let s = bonus;
        for (const o of open) s += entropyOf(m, cand, o.candidates, counts);
        if (s > best + 1e-9) {
          best = s;
          g = cand;
        }
      };
      for (const b of open) for (const cand of b.candidates) consider(cand, 1e-6); // candidates win ties
      for (const p of probes) consider(p, 0);
    }
    n++;
    const base = g * m.nAnswers;
    const next: SimBoard[] = [];
    for (const b of open) {
      const p = m.data[base + b.answer]!;
      if (p === win) continue;
      next.push({ answer: b.answer, candidates: b.candidates.filter((a) => m.data[base + a] === p) });
    }
    open = next;
  }
  return n;
}

/** The answer tuples to simulate: all of them when few, else a deterministic sample. */
function samples(boards: readonly Candidates[]): number[][] {
  const product = boards.reduce((p, c) => p * c.length, 1);
  if (product <= ROLLOUT_SAMPLES) {
    let out: number[][] = [[]];
    for (const c of boards) out = out.flatMap((t) => Array.from(c, (a) => [...t, a]));
    return out;
  }
  const out: number[][] = [];
  for (let s = 0; s < ROLLOUT_SAMPLES; s++)
    out.push(boards.map((c, b) => c[candidateHash(s * 131 + b, c) % c.length]!));
  return out;
}

/** What every rollout of a decision shares, from the guesses ranked by joint entropy. */
function rolloutsOf(pos: GuessContext, ranked: readonly Ranked[]): Rollouts {
  const m = pos.matrix;
  return {
    m,
    counts: new Uint32Array(3 ** m.length),
    probes: ranked.slice(0, ROLLOUT_PROBES).map((r) => r.guess),
    win: allGreen(m.length),
  };
}

/** Guess g's mean guesses to solve every board (this one included) over the sampled answer tuples. */
function meanLength(pos: GuessContext, r: Rollouts, tuples: readonly number[][], g: number): number {
  const { m, win } = r;
  const base = g * m.nAnswers;
  let sum = 0;
  for (const t of tuples) {
    const next: SimBoard[] = [];
    openBoards(pos).forEach((c, b) => {
      const p = m.data[base + t[b]!]!;
      if (p !== win) next.push({ answer: t[b]!, candidates: c.filter((a) => m.data[base + a] === p) });
    });
    sum += 1 + rolloutLength(r, next);
  }
  return sum / tuples.length;
}

function pickRollout(pos: GuessContext): WordId {
  const scores = jointScores(pos, entropyScore);
  const hits = hitChances(pos);
  const total = openBoards(pos).reduce((n, c) => n + c.length, 0);
  if (total > ROLLOUT_MAX_CANDIDATES) return jointPick(pos, scores, hits);
  const ranked = jointRanking(pos, scores, hits);
  const shortlist = new Set<number>(ranked.slice(0, ROLLOUT_SHORTLIST).map((r) => r.guess));
  for (const r of ranked.filter((x) => x.isCandidate).slice(0, ROLLOUT_SHORTLIST)) shortlist.add(r.guess);
  const sure = bestSureWin(pos, scores);
  if (sure !== undefined) shortlist.add(sure);
  const rollouts = rolloutsOf(pos, ranked);
  const tuples = samples(openBoards(pos));
  let best = -1;
  let bestValue = Infinity;
  // Shortlist order: entropy rank, so ties keep the more informative guess.
  for (const r of ranked.filter((x) => shortlist.has(x.guess))) {
    const v = meanLength(pos, rollouts, tuples, r.guess);
    if (v < bestValue - 1e-9) {
      bestValue = v;
      best = r.guess;
    }
  }
  return asWordId(best);
}

/**
 * How the rollout strategy values a guess: where it plays rollouts (at most ROLLOUT_MAX_CANDIDATES
 * candidates left, before the endgame), the mean guesses to solve every board over the same answer
 * tuples and base policy as its own pick (an estimate); in the endgame, the endgame's value; else
 * null (it picks by joint entropy there).
 */
function assessRollout(pos: GuessContext, guess: WordId): Assessment | null {
  const total = openBoards(pos).reduce((n, c) => n + c.length, 0);
  if (total > ROLLOUT_MAX_CANDIDATES) return null;
  const ranked = jointRanking(pos);
  const expectedGuesses = meanLength(pos, rolloutsOf(pos, ranked), samples(openBoards(pos)), guess);
  return { measure: 'rollout', label: 'estimate', expectedGuesses };
}

/**
 * Rollouts: the `endgame` strategy's exact search once few candidates are left; before that, while
 * the boards hold at most ROLLOUT_MAX_CANDIDATES, each of a shortlist of guesses (the best by joint
 * entropy, the best that can solve a board, a sure win) is scored by playing the game out, with a
 * cheap base policy, against answer tuples drawn from the boards' candidates (all of them when
 * few); the guess with the fewest guesses on average is played.
 */
export const boardsRollout: StrategyInfo = {
  name: 'rollout',
  summary: 'score a shortlist of guesses by playing the game out against sampled answers; exact endgame',
  source:
    'Monte Carlo rollouts of a base policy (Tesauro and Galperin, "On-line policy improvement using Monte-Carlo search", 1996)',
  create: () => {
    const endgame = boardsEndgame.create({});
    return {
      name: 'rollout',
      severalBoards: true,
      pick: (pos) => (isEndgame(openBoards(pos)) ? endgame.pick(pos) : pickRollout(pos)),
      assess: (pos, guess) => (isEndgame(openBoards(pos)) ? assessEndgame(pos, guess) : assessRollout(pos, guess)),
    };
  },
};
