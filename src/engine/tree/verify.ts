import { checkHardMode } from '../../core/hardmode.js';
import { allGreen, scoreGuess } from '../../core/pattern.js';
import type { Pattern, Tree, Turn, Word } from '../../core/types.js';
import { expectInt, expectTree, expectWordSet, expectOptionsOf, RULES } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { feedbackLetters } from './text.js';

/** Options for `verifyTree`. */
export interface VerifyOptions {
  /** Check hard-mode legality of every guess. @default false */
  readonly hard?: boolean;
  /**
   * Verify a tree for a position inside a game instead of the whole game: the answers still
   * possible there, and the turns played before (hard mode's rules depend on them). Guesses are
   * then counted from the position on. @default every answer, no turns
   */
  readonly from?: { readonly answers: readonly Word[]; readonly history: readonly Turn[] };
  /** Guesses allowed per game: a tree that needs more loses those games and is invalid. @default 6 */
  readonly maxGuesses?: number;
  /**
   * Accept lost games: a node at the last guess allowed may leave out the branches of the answers
   * it does not find (a tree played for the win, which gives them up), and the report counts them
   * (`lost`). A branch left out anywhere else is still an error. @default false
   */
  readonly allowLost?: boolean;
}

/** The outcome of `verifyTree`: the statistics of a valid tree, or the first problem found. */
export type TreeReport =
  | {
      readonly status: 'valid';
      /** Number of answers (all of them are solved, unless `allowLost`: then `lost` are not). */
      readonly answers: number;
      /** Sum over the answers found of the guesses used. */
      readonly total: number;
      /** With `allowLost`: the answers not found within the guesses allowed (they are not in `total`); else 0. */
      readonly lost: number;
      readonly average: number;
      readonly max: number;
      /** histogram[k] = answers solved in exactly k guesses (index 0 unused). */
      readonly histogram: readonly number[];
    }
  | {
      readonly status: 'invalid';
      /** The answer the problem affects, when there is one. */
      readonly answer?: Word;
      /** The node: its path in text-format notation, e.g. `salet BBBBB1 courd`. */
      readonly node: string;
      /** What is wrong. */
      readonly problem: string;
      /** One line combining the three. */
      readonly message: string;
    };

/** A found problem, thrown inside the walk and turned into the report. */
class Problem {
  constructor(
    readonly answer: Word | undefined,
    readonly node: string,
    readonly problem: string,
  ) {}
}

/** Answers a subtree claims to solve: the guesses whose all-green branch ends the game. */
function claimedAnswers(t: Tree, win: Pattern, out: Word[] = []): Word[] {
  if (t.kind === 'guess') {
    if (t.branches.get(win)?.kind === 'solved') out.push(t.guess);
    for (const [p, sub] of t.branches) if (p !== win) claimedAnswers(sub, win, out);
  }
  return out;
}

/** The walk of `verifyTree`: each node checked with the answers that reach it, the games counted. */
class Verifier {
  readonly histogram: number[] = [0];
  /** Answers given up at the last guess (with `allowLost`). */
  lost = 0;
  private readonly L: number;
  private readonly win: Pattern;

  constructor(
    private readonly words: WordSet,
    private readonly options: VerifyOptions,
    private readonly maxGuesses: number,
    private readonly start: { readonly answers: readonly Word[]; readonly history: readonly Turn[] },
  ) {
    this.L = words.length;
    this.win = allGreen(words.length);
  }

  /** A node's path in text-format notation, e.g. `salet BBBBB1 courd`. */
  private nodeName(history: readonly Turn[], guess?: Word): string {
    const path = history.flatMap((t, i) => [t.guess, `${feedbackLetters(t.pattern, this.L)}${i + 1}`]);
    return [...path, ...(guess ? [guess] : [])].join(' ') || '(root)';
  }

  visit(t: Tree, answers: readonly Word[], history: readonly Turn[]): void {
    const first = answers[0];
    if (t.kind === 'solved') throw new Problem(first, this.nodeName(history), 'the game ends here without a guess');
    const here = this.nodeName(history, t.guess);
    this.checkGuess(t, answers, history, here);
    const groups = new Map<Pattern, Word[]>();
    for (const a of answers) {
      const p = scoreGuess(t.guess, a);
      const g = groups.get(p);
      if (g === undefined) groups.set(p, [a]);
      else g.push(a);
    }
    this.checkExtraBranches(t, groups, here);
    const sorted = [...groups].sort((x, y) => (feedbackLetters(x[0], this.L) < feedbackLetters(y[0], this.L) ? -1 : 1));
    for (const [p, group] of sorted) this.follow(t, p, group, history, here);
  }

  /** The node's guess itself: a real guess, an allowed word, within the guesses allowed, legal in hard mode. */
  private checkGuess(
    t: Tree & { kind: 'guess' },
    answers: readonly Word[],
    history: readonly Turn[],
    here: string,
  ): void {
    const first = answers[0];
    if (t.branches.size === 0 || t.guess === '') {
      throw new Problem(first, here, `not solved: the tree stops here with ${answers.length} answer(s) left`);
    }
    if (!this.words.index.has(t.guess)) throw new Problem(first, here, `guess "${t.guess}" is not an allowed word`);
    if (history.length >= this.maxGuesses) {
      throw new Problem(
        first,
        here,
        `guess ${history.length + 1} is more than the ${this.maxGuesses} allowed: a lost game`,
      );
    }
    if (this.options.hard) {
      const v = checkHardMode(history, t.guess);
      if (v !== null) throw new Problem(first, here, `guess "${t.guess}" breaks hard mode: ${v}`);
    }
  }

  /** The branch of feedback `p`, with the answers that get it: it must exist, and end the game on all green only. */
  private follow(t: Tree & { kind: 'guess' }, p: Pattern, group: Word[], history: readonly Turn[], here: string): void {
    const letters = feedbackLetters(p, this.L);
    const sub = t.branches.get(p);
    const a = group[0] as Word;
    if (sub === undefined && this.options.allowLost === true && history.length + 1 === this.maxGuesses) {
      this.lost += group.length;
      return;
    }
    if (sub === undefined) {
      throw new Problem(
        a,
        here,
        `not solved: "${t.guess}" against "${a}" gives ${letters} and the tree has no such branch`,
      );
    }
    if (p === this.win) {
      if (sub.kind !== 'solved')
        throw new Problem(a, here, `all green must end the game, but the tree plays "${sub.guess}"`);
      const k = history.length + 1 - this.start.history.length;
      while (this.histogram.length <= k) this.histogram.push(0);
      this.histogram[k] = (this.histogram[k] ?? 0) + 1;
    } else if (sub.kind === 'solved') {
      throw new Problem(a, here, `branch ${letters} ends the game but it is not all green`);
    } else {
      this.visit(sub, group, [...history, { guess: t.guess, pattern: p }]);
    }
  }

  /** A branch no remaining answer reaches: say which answer the tree meant, and what it really gets. */
  private checkExtraBranches(t: Tree & { kind: 'guess' }, groups: ReadonlyMap<Pattern, Word[]>, here: string): void {
    for (const [p, sub] of t.branches) {
      if (groups.has(p)) continue;
      const letters = feedbackLetters(p, this.L);
      const meant = claimedAnswers(sub, this.win)[0] ?? (sub.kind === 'solved' ? t.guess : undefined);
      const real =
        meant === undefined
          ? ''
          : this.words.answers.includes(meant)
            ? `; it leads to "${meant}", but "${t.guess}" against "${meant}" gives ${feedbackLetters(scoreGuess(t.guess, meant), this.L)}`
            : `; it leads to "${meant}", which is not an answer`;
      throw new Problem(meant, here, `inconsistent branch ${letters}: no remaining answer gives that feedback${real}`);
    }
  }
}

/**
 * Check a tree against word lists and rules, walking it with the answers that reach each node:
 * every answer must be solved (or, with `allowLost`, given up at the last guess allowed); every guess must be an allowed word (and, with `hard`, legal after
 * the path to it); every branch must be the feedback some remaining answer gets, and the all-green
 * branch must end the game; and no game may need more than `maxGuesses` guesses (a longer game is
 * lost). The first problem (depth first, branches in feedback order) is reported
 * with the answer, the node and what is wrong; a valid tree gets its total, average, max, histogram.
 */
export function verifyTree(tree: Tree, words: WordSet, options: VerifyOptions = {}): TreeReport {
  expectTree(tree, 'verifyTree');
  expectWordSet(words, 'verifyTree');
  expectOptionsOf(options, 'verifyTree', { hard: 'boolean', from: 'object', maxGuesses: RULES.maxGuesses });
  const maxGuesses = options.maxGuesses ?? 6;
  expectInt(maxGuesses, 'verifyTree', 'options.maxGuesses', 1, 1000);
  const start = options.from ?? { answers: words.answers, history: [] };
  const verifier = new Verifier(words, options, maxGuesses, start);
  try {
    verifier.visit(tree, start.answers, start.history);
  } catch (e) {
    if (!(e instanceof Problem)) throw e;
    const who = e.answer === undefined ? '' : `answer "${e.answer}", `;
    return {
      status: 'invalid',
      ...(e.answer === undefined ? {} : { answer: e.answer }),
      node: e.node,
      problem: e.problem,
      message: `${who}node "${e.node}": ${e.problem}`,
    };
  }
  const { histogram, lost } = verifier;
  const answers = start.answers.length;
  const total = histogram.reduce((s, n, k) => s + n * k, 0);
  return {
    status: 'valid',
    answers,
    total,
    lost,
    average: answers - lost > 0 ? total / (answers - lost) : 0,
    max: histogram.length - 1,
    histogram,
  };
}
